#!/bin/sh
# valgrind-corpus.sh: runs pir-opt under valgrind's memcheck on every
# bundled Paddle dump and every lit test input, with and without passes.
# Catches what ASan does not: reads of uninitialised memory. Any memcheck
# error (or a leak) fails. Usage: sh scripts/valgrind-corpus.sh build/pir-opt
#
# The inputs of each folder go to one process as the chunks of one
# --split-input-file bundle: each pir-opt start costs 3-7 s under memcheck
# (it paints the driver thread's 1 GB reserved stack, tool/big_stack.h),
# so one process per file made this the slowest step of CI (214 runs,
# 18 minutes). Every file is still read, checked and freed on its own, as a
# chunk; the bundle is checked to split into exactly its files' chunks
# first (a near-miss marker inside a file would merge chunks silently).
set -eu
cd "$(dirname "$0")/.."
bin=${1:-build/pir-opt}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=0 bad=0 files=0
for group in "lit-tests/Inputs/paddle-dumps/*.pir lit-tests/Inputs/paddle-dumps/*.txt" \
	"lit-tests/text-format/*.pir" "lit-tests/passes/*.pir" "lit-tests/dialects/*.pir" "lit-tests/errors/*.pir"; do
	bundle=$work/bundle.pir
	: > "$bundle"
	chunks=0
	for f in $group; do
		[ -f "$f" ] || continue
		files=$((files + 1))
		[ -s "$bundle" ] && printf '\n// -----\n' >> "$bundle"
		cat "$f" >> "$bundle"
		# a file's own chunks count too
		chunks=$((chunks + 1 + $(grep -c '^// -----$' "$f" || true)))
	done
	[ "$chunks" -gt 0 ] || continue
	# --split-input-file prints one '// -----' between the chunks' outputs.
	got=$("$bin" --split-input-file --allow-unregistered-dialect "$bundle" 2> "$work/native.err" | grep -c '^// -----$' || true)
	if grep -q 'near miss' "$work/native.err" || [ "$((got + 1))" -ne "$chunks" ]; then
		echo "valgrind: the bundle of $group does not split into its $chunks chunks (printed $((got + 1)))" >&2
		grep 'near miss' "$work/native.err" | head -n 5 >&2
		bad=$((bad + 1))
		continue
	fi
	for flags in "--split-input-file --allow-unregistered-dialect" \
		"--split-input-file --allow-unregistered-dialect --cse --dce --inplace-to-functional --to-vtensor --copy-elimination"; do
		n=$((n + 1))
		# pir-opt's own status (0 or 1) is not the point; memcheck's is 99.
		status=0
		valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
			"$bin" $flags "$bundle" > /dev/null 2> "$work/log" || status=$?
		if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
			echo "valgrind: $group ($flags): status $status" >&2
			grep '==' "$work/log" | head -n 30 >&2
			bad=$((bad + 1))
		fi
	done
done
echo "valgrind: $files files in $n runs, $bad with errors" >&2
[ "$bad" -eq 0 ]
