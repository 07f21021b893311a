#!/bin/sh
# A pir-opt with defects planted for speed-paths-passes.test (the check is
# not vacuous): on an input holding "plant-differ" it prints one more line
# with PIR_SPEED_PATHS=0; on one holding "plant-crash" it dies of SIGSEGV.
for f; do :; done
pir-opt "$@"
rc=$?
if grep -q plant-crash "$f"; then
	kill -SEGV $$
fi
if [ "${PIR_SPEED_PATHS:-1}" = 0 ] && grep -q plant-differ "$f"; then
	echo "planted"
fi
exit $rc
