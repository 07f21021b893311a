#!/bin/sh
# check-growth.sh: one growable array (issue 22). An array that grows by
# doubling calls pirArrayGrow / pirArrayReserve (lib/ir/arena.h); no file of
# lib/ dialects/ passes/ tool/ test/executor writes its own doubling. The
# patterns looked for, on one line of a .c or .h file:
#   NAME *= 2                       (cap *= 2, (cap *= 2) inside a realloc)
#   X->capY * 2, capY ? capY * 2    (a capacity times two)
#   2 * X->capY                     (the same, the other way round)
# where NAME or capY is a variable whose name holds "cap"/"Cap", or any
# `(NAME *= 2)` expression. KNOWN lists the doubling blocks that stay, each
# with why (a documented special case); the check fails on any other match
# and on a KNOWN entry that no longer matches (so the list only shrinks).
# Run by `make check`.
set -eu
KNOWN='
lib/ir/hashset.c hash table rehash (power-of-two slots, not an array)
tool/diff.c hash table sized to a power of two
lib/json/json_reader.c hash table rehash (sparse value ids)
lib/ir/block.c block arguments live in the program arena (no realloc)
lib/ir/diagnostics.c small-buffer text: starts in a stack buffer
lib/text/parse_attribute.c small-buffer attribute list: starts on the stack
lib/text/parse_type.c small-buffer dimension list: starts on the stack
lib/read_file.c plain realloc: exhaustion is returned to the caller, not the handler
lib/python/context.c plain realloc: exhaustion is returned to Python
lib/ir/ir_range.c plain realloc: exhaustion is returned to the caller
dialects/dialect_loader.c file read buffer with one more byte for the NUL
tool/input_file.c file read buffer with one more byte for the NUL
test/executor/pir_run.c file read buffer with one more byte for the NUL
'
PAT='[A-Za-z_>.-]*[cC]ap[A-Za-z_]*( \*= 2| \* 2([^0-9]|$))|(^|[^0-9])2 \* \*?[A-Za-z_>.-]*[cC]ap|\([A-Za-z_>.-]+ \*= 2\)'
status=0
hits=$(grep -rlE "$PAT" lib dialects passes tool test/executor --include='*.c' --include='*.h' | sort || true)
for f in $hits; do
	if ! printf '%s\n' "$KNOWN" | grep -q "^$f "; then
		echo "check-growth: $f grows an array by hand; use pirArrayGrow/pirArrayReserve (lib/ir/arena.h):" >&2
		grep -nE "$PAT" "$f" | sed "s|^|  $f:|" >&2
		status=1
	fi
done
printf '%s\n' "$KNOWN" | while read -r f why; do
	[ -n "$f" ] || continue
	if ! printf '%s\n' $hits | grep -qx "$f"; then
		echo "check-growth: $f no longer grows by hand: remove it from KNOWN" >&2
		exit 1
	fi
done || status=1
[ $status = 0 ] && echo "check-growth: ok (no hand-written doubling outside KNOWN)"
exit $status
