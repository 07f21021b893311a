#!/bin/sh
# valgrind-corpus.sh: runs pir-opt under valgrind's memcheck on every
# bundled Paddle dump and every lit test input, with and without passes.
# Catches what ASan does not: reads of uninitialised memory. Any memcheck
# error (or a leak) fails. Usage: sh scripts/valgrind-corpus.sh build/pir-opt
set -eu
cd "$(dirname "$0")/.."
bin=${1:-build/pir-opt}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
n=0 bad=0
for f in lit-tests/Inputs/paddle-dumps/*.pir lit-tests/Inputs/paddle-dumps/*.txt \
	lit-tests/text-format/*.pir lit-tests/passes/*.pir lit-tests/dialects/*.pir lit-tests/errors/*.pir; do
	for flags in "--split-input-file --allow-unregistered-dialect" \
		"--split-input-file --allow-unregistered-dialect --cse --dce --inplace-to-functional --to-vtensor --copy-elimination"; do
		n=$((n + 1))
		# pir-opt's own status (0 or 1) is not the point; memcheck's is 99.
		status=0
		valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
			"$bin" $flags "$f" > /dev/null 2> "$log" || status=$?
		if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
			echo "valgrind: $f ($flags): status $status" >&2
			grep '==' "$log" | head -n 30 >&2
			bad=$((bad + 1))
		fi
	done
done
echo "valgrind: $n runs, $bad with errors" >&2
[ "$bad" -eq 0 ]
