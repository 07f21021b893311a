#!/bin/sh
# twin-diff.sh DIR FILE PIR-OPT-FLAGS...: runs pir-opt with the flags on FILE
# as it is, and on FILE with every shipped op that has a role renamed to its
# run-time twin (role-twins.yaml, loaded with --dialect); renames the twins
# back in the output and fails unless output, statistics and exit status
# are identical. DIR holds the twin files.
dir=$1 file=$2
shift 2
tmp=${TMPDIR:-/tmp}/twin-diff.$$
trap 'rm -f "$tmp".*' EXIT
pir-opt --pass-statistics "$@" "$file" >"$tmp.orig" 2>&1
echo "exit $?" >>"$tmp.orig"
sed -f "$dir/to-twins.sed" "$file" >"$tmp.in"
if cmp -s "$file" "$tmp.in"; then
	echo "twin-diff: $file has no op with a role; the comparison would prove nothing" >&2
	exit 1
fi
{
	pir-opt --dialect "$dir/role-twins.yaml" --pass-statistics "$@" "$tmp.in" 2>&1
	echo "exit $?"
} | sed -f "$dir/from-twins.sed" | sed "s|$tmp.in|$file|g" >"$tmp.twin"
diff -u "$tmp.orig" "$tmp.twin"
