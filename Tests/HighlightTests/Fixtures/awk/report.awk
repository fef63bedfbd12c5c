#!/usr/bin/awk -f
# report.awk -- sum response sizes per status from an access log
# usage: awk -f report.awk -v min=100 access.log

BEGIN {
    FS = " "; OFS = "\t"
    min = min ? min : 0
    split("GET POST PUT", known, / +/)
}

# skip comments and blank lines
/^#/ || NF == 0 { next }

$9 ~ /^[45][0-9][0-9]$/ && $10 > min {
    errors[$9]++
    bytes[$9] += $10 / 1024
    path = $7
    sub(/\?.*$/, "", path)   # strip the query string
    if (path !~ "^/(api|static)/") continue_count++
}

function pct(part, whole,    r) {
    r = whole ? 100 * part / whole : 0
    return sprintf("%.1f%%", r)
}

END {
    for (code in errors) {
        printf "%s %6d %s \
(%.2f KiB)\n", code, errors[code], pct(errors[code], NR), bytes[code]
    }
    print "lines:", NR, "fields in last:", $NF > "/dev/stderr"
    total = (NR - 1) / 2; ratio = total/NR
    while ((getline line < "extra.txt") > 0) n++
    close("extra.txt")
}
