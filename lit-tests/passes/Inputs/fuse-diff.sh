#!/bin/sh
# fuse-diff.sh FILE PIR-OPT-FLAGS...: runs pir-opt with the flags on FILE
# twice: as given (--to-vtensor directly followed by --copy-elimination runs
# fused) and with --print-ir-after=to-vtensor, which shows the IR between
# the two passes and so runs them one after the other. Fails unless the
# outputs, the statistics (but to-vtensor's num-copies-elided, which must
# be 0 apart, and the verifier's counters: apart, the verification after
# to-vtensor looks at the copies fused runs never make) and the exit
# status are identical.
file=$1
shift
tmp=${TMPDIR:-/tmp}/fuse-diff.$$
trap 'rm -f "$tmp".*' EXIT
pir-opt --pass-statistics "$@" "$file" >"$tmp.fused" 2>"$tmp.fused-err"
echo "exit $?" >>"$tmp.fused"
pir-opt --pass-statistics --print-ir-after=to-vtensor "$@" "$file" >"$tmp.apart" 2>"$tmp.apart-err"
echo "exit $?" >>"$tmp.apart"
if ! grep -q 'IR Dump After ToVTensor' "$tmp.apart-err"; then
	echo "fuse-diff: no IR dump after to-vtensor: the pipeline does not run it" >&2
	exit 1
fi
if grep 'num-copies-elided' "$tmp.apart-err" | grep -qv ' 0 num-copies-elided'; then
	echo "fuse-diff: copies elided with the IR shown between the passes" >&2
	exit 1
fi
# Diagnostics, then the statistics (the IR dump left out).
for run in fused apart; do
	sed -e '/^\/\/ -----\/\/ IR Dump/,/^$/d' -e '/num-copies-elided/d' -e '/^Verifier$/,/num-ops-rechecked/d' "$tmp.$run-err" >>"$tmp.$run"
done
diff -u "$tmp.apart" "$tmp.fused"
