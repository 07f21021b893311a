#!/bin/sh
# Test script for --reduce: has-ops.sh OP... FILE exits 0 when FILE holds
# every op named (as "OP" in the generic text) and still reads back.
for last; do :; done
while [ $# -gt 1 ]; do
	grep -q "\"$1\"" "$last" || exit 1
	shift
done
pir-opt "$last" > /dev/null
