# A small package set: indented strings, interpolation and paths.
{ pkgs ? import <nixpkgs> { }, lib ? pkgs.lib, version ? "1.4.2" }:

/* A block comment
   spanning two lines */
let
  inherit (lib) optionalString concatStringsSep;
  src = ./src;
  patches = [ ../patches/fix-build.patch ~/local.patch ];
  name = "tinge-${version}";
  multi = "first line
second line with \"quotes\" and \${not interpolated} and ${toString 42}";
  flags = [ "-O2" "--prefix=${placeholder "out"}" ];
  ratio = 3 / 2 * 1.5e2;
  kebab-case' = x: x + 1;

  script = ''
    #!/bin/sh
    set -eu
    echo "building ${name}"
    # ''${literal} stays a dollar, ''' is two quotes, ''\t a tab
    for f in ${concatStringsSep " " (map (p: "${p}") patches)}; do
      cp "$f" "$out/${lib.strings.escapeShellArg "x"}"
    done
    ${optionalString (version != "") ''
      echo nested '${version}'
    ''}
  '';
in
pkgs.stdenv.mkDerivation rec {
  pname = "tinge";
  inherit version src;
  buildPhase = script;
  meta = with lib; {
    description = "A git diff pager";
    license = licenses.mit;
    broken = if builtins.pathExists ./broken then true else false;
  };
  passthru.tests = assert ratio > 0; { ok = null; };
}
