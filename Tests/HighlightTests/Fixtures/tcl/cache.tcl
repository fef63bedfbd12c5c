#!/usr/bin/env tclsh
# cache.tcl -- a tiny memoizing cache \
   this line continues the comment
package require Tcl 8.6

namespace eval ::cache {
    variable store [dict create]
    variable hits 0
}

proc ::cache::get {key script} {
    variable store
    variable hits
    if {[dict exists $store $key]} {
        incr hits ;# a comment after a semicolon
        return [dict get $store $key]
    }
    set value [uplevel 1 $script]
    dict set store $key $value
    return $value
}

proc report {args} {
    set n [llength $args]
    puts "cached ${::cache::hits} hits over $n keys: [join $args {, }]
second line of the same string, tab\tand bracket \[literal\]"
    foreach {k v} $args {
        if {[string match -nocase "tmp*" $k]} { continue }
        puts stderr [format "%-10s %5.2f" $k [expr {$v * 1.5 / 2}]]
    }
    set arr(count) 0x1F
    puts $arr(count)#not-a-comment
}

report a 1 b 2
