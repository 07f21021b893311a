#!/bin/sh
# JSON round trips of one program file (text or JSON): text -> JSON -> text
# must give the same text, and text -> JSON -> text -> JSON the same JSON.
# Extra arguments go to every pir-opt run. Used by the lit suite.
set -eu
f=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pir-opt "$@" "$f" > "$tmp/a.pir"
pir-opt "$@" --emit=json "$tmp/a.pir" > "$tmp/a.json"
pir-opt "$@" "$tmp/a.json" > "$tmp/b.pir"
if ! cmp -s "$tmp/a.pir" "$tmp/b.pir"; then
	echo "json-roundtrip: $f: text -> JSON -> text differs:" >&2
	diff "$tmp/a.pir" "$tmp/b.pir" >&2 || true
	exit 1
fi
pir-opt "$@" --emit=json "$tmp/b.pir" > "$tmp/b.json"
if ! cmp -s "$tmp/a.json" "$tmp/b.json"; then
	echo "json-roundtrip: $f: JSON -> text -> JSON differs" >&2
	exit 1
fi
