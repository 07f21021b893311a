#!/bin/sh
# Round-trip check: pir-opt FILE [flags] must succeed and print a program
# that pir-opt reads back and prints identically. Used by the lit suite.
set -eu
f=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pir-opt "$@" "$f" > "$tmp/a.pir"
test -s "$tmp/a.pir" || { echo "roundtrip: $f printed nothing" >&2; exit 1; }
pir-opt "$@" "$tmp/a.pir" > "$tmp/b.pir"
if ! cmp -s "$tmp/a.pir" "$tmp/b.pir"; then
	echo "roundtrip: $f does not print the same text after re-reading:" >&2
	diff "$tmp/a.pir" "$tmp/b.pir" >&2 || true
	exit 1
fi
