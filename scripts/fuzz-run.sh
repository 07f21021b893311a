#!/bin/sh
# fuzz-run.sh: runs every libFuzzer target built by `make fuzz-build` for
# SECONDS seconds each (default 60), starting from seed corpora made of the
# bundled Paddle dumps, the lit test inputs and the adversarial shapes of
# scripts/adversarial.py. New inputs the fuzzer finds are kept in
# build/fuzz/corpus-TARGET; a crash leaves build/fuzz/crash-* and fails.
# Usage: sh scripts/fuzz-run.sh [SECONDS] [TARGET...]
set -eu
cd "$(dirname "$0")/.."
secs=${1:-60}
[ $# -gt 0 ] && shift
dir=build/fuzz
seeds=$dir/seeds
rm -rf "$seeds" && mkdir -p "$seeds/pir" "$seeds/yaml"

# Program seeds. The first byte of an input picks options (bit 0: accept
# unregistered ops; for the driver, one bit per flag): 0x01 for the reader
# and the passes, and a few flag sets for the driver.
i=0
for f in lit-tests/Inputs/paddle-dumps/*.pir lit-tests/Inputs/paddle-dumps/*.txt \
	lit-tests/text-format/*.pir lit-tests/passes/*.pir lit-tests/dialects/*.pir lit-tests/errors/*.pir; do
	[ -f "$f" ] || continue
	i=$((i + 1))
	{ printf '\001'; cat "$f"; } > "$seeds/pir/$i"
done
for shape in "big-region 300" "deep-regions 60" "tiny-programs 50" "near-miss 50" "attr-dict 100"; do
	i=$((i + 1))
	{ printf '\001'; python3 scripts/adversarial.py $shape; } > "$seeds/pir/$i"
done
for f in dialects/*.yaml lit-tests/dialects/Inputs/*.yaml; do
	cp "$f" "$seeds/yaml/$(basename "$f")"
done
python3 scripts/adversarial.py yaml-aliases 20 > "$seeds/yaml/adv-aliases.yaml"
python3 scripts/adversarial.py yaml-keys 20 > "$seeds/yaml/adv-keys.yaml"
# PIR JSON and ProgramDesc seeds (fuzz-json, fuzz-programdesc): the JSON
# test inputs and the small corpus models, the translator tests encoded.
mkdir -p "$seeds/json" "$seeds/pdmodel"
for f in lit-tests/file-formats/Inputs/*.json lit-tests/Inputs/models/*.json; do
	[ -f "$f" ] && [ "$(wc -c < "$f")" -le 65536 ] || continue
	{ printf '\001'; cat "$f"; } > "$seeds/json/$(basename "$f")"
done
for f in lit-tests/translator/*.test; do
	{ printf '\001'; protoc --encode=paddle.framework.proto.ProgramDesc -Idialects/programdesc programdesc.proto < "$f"; } \
		> "$seeds/pdmodel/$(basename "$f" .test)" 2>/dev/null || rm -f "$seeds/pdmodel/$(basename "$f" .test)"
done
for f in lit-tests/Inputs/models/*.pdmodel; do
	[ -f "$f" ] && [ "$(wc -c < "$f")" -le 65536 ] || continue
	{ printf '\001'; cat "$f"; } > "$seeds/pdmodel/$(basename "$f")"
done
# Weights seeds (fuzz-weights): combined files that pair with its program
# and ones that do not, a one-variable file, a LoD level.
mkdir -p "$seeds/weights"
{ printf '\000'; python3 scripts/gen-weights.py /dev/stdout a:float32:2x3 b:int64:4; } > "$seeds/weights/pairs"
{ printf '\000'; python3 scripts/gen-weights.py --lod=1 /dev/stdout a:float32:2x3 b:float16:1; } > "$seeds/weights/lod"
{ printf '\001'; python3 scripts/gen-weights.py /dev/stdout a:float32:2x3; } > "$seeds/weights/one"
mkdir -p "$seeds/driver"
j=0
for f in "$seeds"/pir/*; do
	j=$((j + 1))
	# split+verify-diagnostics, cse+dce+unregistered, to-vtensor+inplace-to-functional
	for flags in '\003' '\064' '\304'; do
		{ printf "$flags"; tail -c +2 "$f"; } > "$seeds/driver/$j-$(printf '%s' "$flags" | tr -d '\\')"
	done
done

targets=${*:-}
if [ -z "$targets" ]; then
	for f in "$dir"/fuzz-*; do
		[ -f "$f" ] && [ -x "$f" ] && targets="$targets ${f##*/}"
	done
fi
status=0
for t in $targets; do
	case $t in
	fuzz-yaml) seed=$seeds/yaml ;;
	fuzz-driver) seed=$seeds/driver ;;
	fuzz-json) seed=$seeds/json ;;
	fuzz-programdesc) seed=$seeds/pdmodel ;;
	fuzz-weights) seed=$seeds/weights ;;
	*) seed=$seeds/pir ;;
	esac
	mkdir -p "$dir/corpus-$t"
	if [ -n "${FUZZ_RUNS:-}" ]; then
		echo "fuzz-run: $t for $FUZZ_RUNS runs from seed 1" >&2
	else
		echo "fuzz-run: $t for ${secs}s" >&2
	fi
	# FUZZ_RUNS (as CI sets it) makes a run reproducible: a fixed number of
	# inputs from a fixed seed, so a CI run cannot turn red by chance.
	if [ -n "${FUZZ_RUNS:-}" ]; then
		budget="-runs=$FUZZ_RUNS -seed=1"
	else
		budget="-max_total_time=$secs"
	fi
	if ! "$dir/$t" $budget -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
		-artifact_prefix="$dir/crash-$t-" -print_final_stats=1 "$dir/corpus-$t" "$seed" \
		> "$dir/log-$t.txt" 2>&1; then
		echo "fuzz-run: $t FAILED; see $dir/log-$t.txt and $dir/crash-$t-*" >&2
		tail -n 40 "$dir/log-$t.txt" >&2
		status=1
	else
		grep -E '^stat::(number_of_executed_units|new_units_added)' "$dir/log-$t.txt" | tr '\n' ' ' >&2
		echo >&2
	fi
done
exit $status
