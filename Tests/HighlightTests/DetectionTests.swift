import Highlight
import Testing

@Suite struct DetectionTests {
    @Test(arguments: [
        ("src/main.swift", "swift"), ("Package.swift", "swift"), ("a/b/lib.rs", "rust"), ("x.h", "c"),
        ("x.hpp", "cpp"), ("x.cc", "cpp"), ("x.m", "objective-c"), ("x.go", "go"), ("build.zig", "zig"),
        ("setup.py", "python"), ("types.pyi", "python"), ("app.js", "javascript"), ("App.jsx", "javascript"),
        ("x.mjs", "javascript"), ("x.ts", "typescript"), ("View.tsx", "tsx"), ("A.java", "java"), ("b.kt", "kotlin"),
        ("c.scala", "scala"), ("d.cs", "csharp"), ("e.dart", "dart"), ("Gemfile", "ruby"), ("Rakefile", "ruby"),
        ("x.rb", "ruby"), ("index.php", "php"), ("x.pl", "perl"), ("x.lua", "lua"), (".bashrc", "bash"),
        (".zshrc", "bash"), ("run.sh", "bash"), ("x.ps1", "powershell"), ("x.R", "r"), ("Main.hs", "haskell"),
        ("mix.exs", "elixir"), ("index.html", "html"), ("icon.svg", "xml"), ("Info.plist", "xml"),
        ("style.css", "css"), ("x.scss", "scss"), ("package.json", "json"), ("tsconfig.json", "json"),
        ("ci.yml", "yaml"), ("Cargo.toml", "toml"), ("Cargo.lock", "toml"), (".gitconfig", "ini"),
        (".editorconfig", "ini"), ("setup.cfg", "ini"), ("README.md", "markdown"), ("q.sql", "sql"),
        ("Makefile", "make"), ("GNUmakefile", "make"), ("rules.mk", "make"), ("Dockerfile", "dockerfile"),
        ("Dockerfile.dev", "dockerfile"), ("CMakeLists.txt", "cmake"), ("x.cmake", "cmake"), ("a.diff", "diff"),
        ("fix.patch", "diff"), ("api.proto", "protobuf"), ("schema.graphql", "graphql"), ("main.tf", "hcl"),
        ("config.py.orig", "python"), ("notes.txt", "text"), ("Dockerfile.swift", "swift"), ("Makefile.am", "make"),
    ])
    func byPath(_ path: String, _ expected: String) {
        #expect(Detection.language(path: path, head: []).name == expected)
    }

    /// git's own files and the small formats (issue 11, batch 3), known by name or path.
    @Test(arguments: [
        (".git/COMMIT_EDITMSG", "git-commit"), ("repo/.git/MERGE_MSG", "git-commit"), ("TAG_EDITMSG", "git-commit"),
        (".git/rebase-merge/git-rebase-todo", "git-rebase-todo"), (".gitignore", "gitignore"),
        ("src/.gitignore", "gitignore"), (".dockerignore", "gitignore"), (".git/info/exclude", "gitignore"),
        ("exclude", "text"), (".gitattributes", "gitattributes"), (".git/info/attributes", "gitattributes"),
        (".gitmodules", "ini"), ("/home/me/repo/.git/config", "ini"), ("config", "text"),
        ("go.mod", "go-mod"), ("tools/go.sum", "go-mod"), ("go.work", "go-mod"), ("requirements.txt", "requirements"),
        ("requirements-dev.txt", "requirements"), ("constraints.txt", "requirements"), ("requirements/base.txt", "requirements"),
        ("dev-requirements.txt", "requirements"), ("requirements.in", "requirements"), ("notes.txt", "text"),
        (".env", "dotenv"), (".env.local", "dotenv"), (".env.production", "dotenv"), (".env.example", "dotenv"),
        ("prod.env", "dotenv"), ("data.csv", "csv"), ("data.tsv", "tsv"), ("de.po", "gettext"), ("tinge.pot", "gettext"),
        ("deps.dot", "dot"), ("g.gv", "dot"), ("schema.prisma", "prisma"), ("api.thrift", "thrift"), ("x.capnp", "capnp"),
        ("nginx.conf", "nginx"), ("/etc/nginx/nginx.conf", "nginx"), ("/etc/nginx/sites-available/default", "nginx"),
        ("/etc/nginx/conf.d/app.conf", "nginx"), ("site.nginx", "nginx"), ("/etc/apache2/sites-available/x", "text"),
        ("other.conf", "ini"), ("meson.build", "meson"), ("meson_options.txt", "meson"), ("meson.options", "meson"),
    ])
    func byNameBatch3(_ path: String, _ expected: String) {
        #expect(Detection.language(path: path, head: []).name == expected)
    }

    @Test func globsMatchRunsOfCharacters() {
        #expect(Languages.globMatches("requirements*.txt", "requirements-dev.txt"))
        #expect(Languages.globMatches("requirements*.txt", "requirements.txt"))
        #expect(!Languages.globMatches("requirements*.txt", "requirements.txt.bak"))
        #expect(Languages.globMatches("*a*b", "xaaab"))
        #expect(!Languages.globMatches("a*b", "ab/c"))
    }

    @Test(arguments: [
        ("#!/bin/sh\necho", "bash"), ("#!/usr/bin/env python3\n", "python"), ("#!/usr/bin/env -S python3 -u\n", "python"),
        ("#!/usr/bin/python3.11\n", "python"), ("#!/usr/bin/env ruby\n", "ruby"), ("#!/usr/bin/perl -w\n", "perl"),
        ("#!/usr/bin/env node\n", "javascript"), ("#! /bin/bash\n", "bash"), ("#!/usr/bin/env -i PATH=/bin bash\n", "bash"),
        ("#!/usr/bin/env zsh\n", "bash"), ("#!/usr/bin/make -f\n", "make"), ("#!/usr/bin/env lua5.4\n", "lua"),
    ])
    func byShebang(_ head: String, _ expected: String) {
        #expect(Detection.language(path: "script", head: Array(head.utf8)).name == expected)
    }

    @Test(arguments: [
        ("# vim: set ft=ruby:\nputs 1\n", "ruby"), ("x = 1\n# vim: filetype=python\n", "python"),
        ("// -*- mode: c++ -*-\n", "cpp"), ("/* -*- C -*- */\n", "c"), ("; -*- mode: ini; tab-width: 4 -*-\n", "ini"),
        ("# vi: syntax=yaml\n", "yaml"), ("# ex: ft=perl\n", "perl"), ("-- vim600: ft=lua\r\nx = 1\r\n", "lua"),
    ])
    func byModeline(_ head: String, _ expected: String) {
        #expect(Detection.language(path: "noext", head: Array(head.utf8)).name == expected)
    }

    /// Issue 11, batch 1: names, extensions, shebangs and modelines of the languages added there.
    @Test(arguments: [
        ("default.nix", "", "nix"), ("build.gradle", "", "groovy"), ("settings.gradle", "", "groovy"),
        ("Jenkinsfile", "", "groovy"), ("src/App.groovy", "", "groovy"), ("core.clj", "", "clojure"),
        ("app.cljs", "", "clojure"), ("deps.edn", "", "clojure"), ("counter.erl", "", "erlang"),
        ("rebar.config", "", "erlang"), ("queue.ml", "", "ocaml"), ("queue.mli", "", "ocaml"),
        ("Report.fs", "", "fsharp"), ("build.fsx", "", "fsharp"), ("stats.jl", "", "julia"), ("Main.elm", "", "elm"),
        ("run", "#!/usr/bin/env groovy\n", "groovy"), ("run", "#!/usr/bin/env escript\n", "erlang"),
        ("run", "#!/usr/bin/env julia\n", "julia"), ("run", "#!/usr/bin/env bb\n", "clojure"),
        ("run", "#!/usr/bin/env nix-shell\n", "nix"), ("run", "#!/usr/bin/env ocaml\n", "ocaml"),
        ("noext", "(* -*- mode: ocaml -*- *)\n", "ocaml"), ("noext", "# vim: ft=nix\n", "nix"),
        ("noext", "% -*- erlang -*-\n", "erlang"), ("noext", "// vim: set ft=groovy:\n", "groovy"),
        (".vimrc", "", "vim"), ("plugin/trim.vim", "", "vim"), ("_vimrc", "", "vim"), ("paper.tex", "", "latex"),
        ("thesis.sty", "", "latex"), ("guide.rst", "", "rst"), ("manual.adoc", "", "asciidoc"),
        ("Vault.sol", "", "solidity"), ("fifo.sv", "", "verilog"), ("top.v", "", "verilog"),
        ("defs.svh", "", "verilog"), ("counter.vhd", "", "vhdl"), ("config.fish", "", "fish"),
        ("run", "#!/usr/bin/env fish\n", "fish"), ("run", "#!/usr/local/bin/fish\n", "fish"),
        ("noext", "\" vim: set ft=vim:\n", "vim"), ("noext", "% -*- mode: latex -*-\n", "latex"),
        ("noext", ".. vim: set ft=rst:\n", "rst"), ("noext", "-- vim: ft=vhdl\n", "vhdl"),
        ("noext", "# vim: set ft=fish:\n", "fish"), ("release.tar.gz.asc", "", "text"),
        ("noext", "(* -*- tuareg -*- *)\n", "ocaml"), ("noext", "\" -*- mode: vimrc -*-\n", "vim"),
    ])
    func issue11Batch1(_ path: String, _ head: String, _ expected: String) {
        #expect(Detection.language(path: path, head: Array(head.utf8)).name == expected)
    }

    /// Issue 11, batch 2: scripting, systems and template languages.
    @Test(arguments: [
        ("build.bat", "batch"), ("SETUP.CMD", "batch"), ("src/app.lisp", "commonlisp"), ("x.asd", "commonlisp"),
        (".sbclrc", "commonlisp"), ("q.scm", "scheme"), ("lib.sld", "scheme"), ("server.rkt", "racket"),
        ("report.awk", "awk"), ("cache.tcl", "tcl"), ("pkgIndex.tcl", "tcl"),
        ("ring.nim", "nim"), ("config.nims", "nim"), ("app.nimble", "nim"),
        ("src/greeter.cr", "crystal"), ("source/app.d", "d"), ("core.di", "d"),
        ("heat.f90", "fortran"), ("mod.F90", "fortran"), ("saxpy.f", "fortran-fixed"), ("OLD.FOR", "fortran-fixed"),
        ("start.s", "gas"), ("memcpy.S", "gas"), ("boot.asm", "nasm"), ("x.nasm", "nasm"),
        ("src/App.vue", "vue"), ("Counter.svelte", "svelte"), ("nginx.conf.j2", "jinja"), ("x.jinja2", "jinja"),
        ("page.djhtml", "htmldjango"), ("page.tmpl", "gotmpl"), ("notes.gotmpl", "gotmpl"), ("index.html.tmpl", "html"),
        ("list.gohtml", "gohtml"), ("charts/app/templates/deployment.yaml", "helm"),
        ("charts/app/templates/_helpers.tpl", "gotmpl"), ("charts/app/values.yaml", "yaml"),
    ])
    func batchTwoByPath(_ path: String, _ expected: String) {
        #expect(Detection.language(path: path, head: []).name == expected)
    }

    @Test(arguments: [
        ("#!/usr/bin/env sbcl --script\n", "commonlisp"), ("#!/usr/bin/env guile\n!#\n", "scheme"),
        ("#!/usr/bin/env racket\n", "racket"), ("#!/usr/bin/awk -f\n", "awk"), ("#!/usr/bin/env gawk -f\n", "awk"),
        ("#!/usr/bin/tclsh8.6\n", "tcl"), ("#!/usr/bin/expect -f\n", "tcl"),
        ("#!/usr/bin/env crystal\n", "crystal"), ("#!/usr/bin/env rdmd\n", "d"),
    ])
    func batchTwoByShebang(_ head: String, _ expected: String) {
        #expect(Detection.language(path: "script", head: Array(head.utf8)).name == expected)
    }

    @Test(arguments: [
        (";;; -*- mode: lisp -*-\n", "commonlisp"), (";; -*- Scheme -*-\n", "scheme"),
    ])
    func batchTwoByModeline(_ head: String, _ expected: String) {
        #expect(Detection.language(path: "noext", head: Array(head.utf8)).name == expected)
    }

    @Test func unknownIsPlainText() {
        #expect(Detection.language(path: "mystery", head: Array("hello".utf8)).name == "text")
        #expect(Detection.language(path: nil, head: []).name == "text")
    }

    /// git's `gitk` starts so: the shell runs the `exec`, Tcl reads it as part of the comment.
    @Test func aShellScriptThatRestartsInWishIsNotShell() {
        let gitk = "#!/bin/sh\n# Tcl ignores the next line -*- tcl -*- \\\nexec wish \"$0\" -- \"$@\"\n\nset x {\n"
        #expect(Detection.language(forShebang: Array(gitk.utf8))?.name == "tcl")
        #expect(Detection.language(path: "gitk", head: Array(gitk.utf8)).name == "tcl")
        let python = "#!/bin/sh\n# restart \\\nexec python3 \"$0\"\n"
        #expect(Detection.language(path: "tool", head: Array(python.utf8)).name == "python")
        // A plain `exec`, after no continued comment, is the shell's own.
        let shell = "#!/bin/sh\n# comment\nexec wish \"$0\"\n"
        #expect(Detection.language(path: "tool", head: Array(shell.utf8)).name == "bash")
    }

    @Test func theNameWinsOverTheShebang() {
        #expect(Detection.language(path: "tool.py", head: Array("#!/bin/sh\n".utf8)).name == "python")
    }

    @Test func namesAndAliasesIgnoreCase() {
        #expect(Languages.named("C++")?.name == "cpp")
        #expect(Languages.named("JS")?.name == "javascript")
        #expect(Languages.named("Shell")?.name == "bash")
        #expect(Languages.named("c#")?.name == "csharp")
        #expect(Languages.named("Objective-C")?.name == "objective-c")
    }
}
