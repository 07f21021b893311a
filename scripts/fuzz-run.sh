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

# Reproducer first lines (fuzz-reproducer): what a replay may take and the
# hostile flags it must refuse (writing files, running programs, reading
# other inputs), in every spelling getopt accepts.
mkdir -p "$seeds/repro"
k=0
for line in "--pass-pipeline='builtin.module(cse)'" "--cse --dce" "--pass-pipeline='builtin.module(dce)' --verify-each=0" \
	"--allow-unregistered-dialect --dialect my.yaml --cse" "--reduce --test=./evil.sh" "-o victim.pir" "-o=victim.pir" \
	"-ovictim.pir" "--crash-reproducer=written.pir --cse" "--crash=x.pir" "-crash-reproducer=x.pir" \
	"--emit=json" "--split-input-file" "--run-reproducer=r.repro" "evil.sh" "--dialect=/dev/zero" \
	"--pass-pipeline -o victim.pir" "-o /tmp/pir-fuzz-victim.pir" "--reduce --test=/bin/sh --test-arg=-c" \
	"--cse -- -o victim.pir" "--verify-diagnostics --cse" "--dialect" "--print-op-graph --cse"; do
	k=$((k + 1))
	printf '%s' "$line" > "$seeds/repro/$k"
done
# -o targets (fuzz-output): every kind of target, succeeding and failing
# runs (plain, and a bad chunk with --split-input-file), a long name.
mkdir -p "$seeds/output"
for kind in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14; do
	for how in 0 1 3; do
		printf "\\$(printf '%03o' $kind)\\$(printf '%03o' $how)out.pir" > "$seeds/output/$kind-$how"
	done
done
{ printf '\000\000'; python3 -c "print('n' * 250, end='')"; } > "$seeds/output/long-250"
{ printf '\000\000'; python3 -c "print('n' * 300, end='')"; } > "$seeds/output/long-300"
# Allocation failures (fuzz-oom): a flag byte (pipeline), two bytes for the
# allocation that fails, then any input: the text and JSON seeds.
mkdir -p "$seeds/oom"
k=0
for f in "$seeds"/pir/* "$seeds"/json/*; do
	k=$((k + 1))
	[ $k -le 200 ] || break
	{ printf "\\$(printf '%03o' $((k % 8)))\\$(printf '%03o' $((k % 256)))\\$(printf '%03o' $((k * 7 % 256)))"; tail -c +2 "$f"; } > "$seeds/oom/$k"
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
	fuzz-reproducer) seed=$seeds/repro ;;
	fuzz-output) seed=$seeds/output ;;
	fuzz-oom) seed=$seeds/oom ;;
	fuzz-weights) seed=$seeds/weights ;;
	*) seed=$seeds/pir ;;
	esac
	mkdir -p "$dir/corpus-$t"
	# FUZZ_RUNS (as CI sets it) makes a run reproducible: a fixed number of
	# inputs from a fixed seed, so a CI run cannot turn red by chance.
	# fuzz-output runs the whole driver on a fresh set of files per input
	# (about 15 ms a run, 40 under load): a quarter of the runs cover its
	# few dozen kinds of target many times over.
	runs=${FUZZ_RUNS:-}
	[ -n "$runs" ] && [ "$t" = fuzz-output ] && runs=$(((runs + 3) / 4))
	if [ -n "${FUZZ_RUNS:-}" ]; then
		echo "fuzz-run: $t for $runs runs from seed 1" >&2
		budget="-runs=$runs -seed=1"
	else
		echo "fuzz-run: $t for ${secs}s" >&2
		budget="-max_total_time=$secs"
	fi
	# fuzz-oom: an interrupted call loses its temporary buffers (a leak on
	# that path only, docs/c-api.md), so LeakSanitizer is off for it.
	leaks= asan=${ASAN_OPTIONS:-}
	if [ "$t" = fuzz-oom ]; then
		leaks=-detect_leaks=0
		asan="detect_leaks=0${asan:+:$asan}"
	fi
	start=$(date +%s)
	if ! ASAN_OPTIONS=$asan "$dir/$t" $budget $leaks -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
		-artifact_prefix="$PWD/$dir/crash-$t-" -print_final_stats=1 "$dir/corpus-$t" "$seed" \
		> "$dir/log-$t.txt" 2>&1; then
		echo "fuzz-run: $t FAILED; see $dir/log-$t.txt and $dir/crash-$t-*" >&2
		tail -n 40 "$dir/log-$t.txt" >&2
		status=1
	else
		grep -E '^stat::(number_of_executed_units|new_units_added)' "$dir/log-$t.txt" | tr '\n' ' ' >&2
		echo "($(($(date +%s) - start)) s)" >&2
	fi
done
exit $status
