#!/bin/sh
# bench/run.sh - benchmark pir-opt against mlir-opt on equivalent programs.
#
#   bench/run.sh [--sizes "10000 100000 1000000"] [--reps 5] [--seed 1]
#                [--rounds 11] [--startup-reps 200] [--keep] [--strict]
#
# Environment: PIR_OPT (default build/pir-opt, built with make if missing),
# MLIR_OPT (default /usr/lib/llvm-16/bin/mlir-opt; "none" skips it),
# MLIR_DCE (mlir-opt's DCE flags; default --remove-dead-values if the
# mlir-opt has it, else --canonicalize).  See bench/README.md.
#
# Installs nothing.  Exits non-zero if either tool fails on an input (its
# stderr is printed), or with --strict if a target is missed.
set -eu

usage() {
	sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
}

die() {
	echo "bench: error: $*" >&2
	exit 1
}

sizes="10000 100000 1000000"
reps=5
seed=1
startup_reps=200
rounds=11
keep=0
strict=0
while [ $# -gt 0 ]; do
	case "$1" in
	--sizes) [ $# -ge 2 ] || die "--sizes needs a value"; sizes=$2; shift 2 ;;
	--sizes=*) sizes=${1#*=}; shift ;;
	--reps) [ $# -ge 2 ] || die "--reps needs a value"; reps=$2; shift 2 ;;
	--reps=*) reps=${1#*=}; shift ;;
	--seed) [ $# -ge 2 ] || die "--seed needs a value"; seed=$2; shift 2 ;;
	--seed=*) seed=${1#*=}; shift ;;
	--rounds) [ $# -ge 2 ] || die "--rounds needs a value"; rounds=$2; shift 2 ;;
	--rounds=*) rounds=${1#*=}; shift ;;
	--startup-reps) [ $# -ge 2 ] || die "--startup-reps needs a value"; startup_reps=$2; shift 2 ;;
	--startup-reps=*) startup_reps=${1#*=}; shift ;;
	--keep) keep=1; shift ;;
	--strict) strict=1; shift ;;
	-h | --help) usage; exit 0 ;;
	*) usage >&2; die "unknown argument: $1" ;;
	esac
done
for v in $sizes $reps $seed $startup_reps $rounds; do
	case "$v" in
	'' | *[!0-9]*) die "not a positive integer: '$v'" ;;
	esac
done
[ -n "$sizes" ] || die "--sizes is empty"
[ "$reps" -ge 1 ] && [ "$startup_reps" -ge 1 ] || die "--reps and --startup-reps must be >= 1"

root=$(cd "$(dirname "$0")/.." && pwd)
gen="$root/scripts/gen-bench.py"
command -v python3 >/dev/null 2>&1 || die "python3 is required (generator and timing helper)"
[ -f "$gen" ] || die "missing $gen"

# --- the tools -------------------------------------------------------------
if [ -n "${PIR_OPT:-}" ]; then
	pir=$(command -v "$PIR_OPT" 2>/dev/null) || die "PIR_OPT=$PIR_OPT: not found"
else
	pir="$root/build/pir-opt"
	if [ ! -x "$pir" ]; then
		[ -f "$root/Makefile" ] || die "$pir is missing and there is no Makefile to build it"
		echo "bench: building pir-opt with make" >&2
		make -C "$root" >&2 || die "make failed"
		[ -x "$pir" ] || die "make did not produce $pir"
	fi
fi

mlir=${MLIR_OPT-/usr/lib/llvm-16/bin/mlir-opt}
mlir_note=""
if [ "$mlir" = none ] || [ -z "$mlir" ]; then
	mlir=""
	mlir_note="mlir-opt skipped (MLIR_OPT=none): pir-opt figures only"
elif ! mlir=$(command -v "$mlir" 2>/dev/null); then
	mlir_note="mlir-opt not found (${MLIR_OPT-/usr/lib/llvm-16/bin/mlir-opt}): pir-opt figures only; scripts/install-deps.sh --bench installs mlir-16-tools"
	mlir=""
fi
if [ -n "$mlir" ]; then
	if [ -z "${MLIR_DCE:-}" ]; then
		if "$mlir" --help 2>/dev/null | grep -q -- '--remove-dead-values'; then
			MLIR_DCE="--remove-dead-values"
		else
			MLIR_DCE="--canonicalize"
		fi
	fi
fi

# --- the I/O floor programs (bench/floor_*.c, built by make bench) ---------
floor_dir=${FLOOR_DIR:-$root/build/bench}
if [ ! -x "$floor_dir/floor-tokens" ] || [ ! -x "$floor_dir/floor-copy" ]; then
	if [ -z "${FLOOR_DIR:-}" ] && [ -f "$root/Makefile" ]; then
		echo "bench: building the floor programs with make" >&2
		make -C "$root" bench-floors >&2 || die "make bench-floors failed"
	fi
fi
ftok="" fcopy="" floor_note=""
if [ -x "$floor_dir/floor-tokens" ] && [ -x "$floor_dir/floor-copy" ]; then
	ftok="$floor_dir/floor-tokens" fcopy="$floor_dir/floor-copy"
else
	floor_note="floor programs not found in $floor_dir (make bench-floors builds them)"
fi

# --- scratch directory and the timing helper ------------------------------
tmp=$(mktemp -d "${TMPDIR:-/tmp}/pir-bench.XXXXXX") || die "mktemp failed"
cleanup() {
	if [ "$keep" = 1 ]; then
		echo "bench: inputs and raw results kept in $tmp" >&2
	else
		rm -rf "$tmp"
	fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

helper="$tmp/measure.py"
cat >"$helper" <<'PYEOF'
# Timing helper of bench/run.sh, run as "python3 -S -E".  It starts a tool
# directly with posix_spawn (no shell in between), waits with os.wait4 and
# reports the wall time (time.perf_counter around spawn..wait4) and the
# child's peak RSS (ru_maxrss, KiB on Linux).  ru_maxrss is the maximum over
# every image the child had, including this helper's own pages it shared
# before exec: a floor of a few MB, measured up front with /bin/true
# (BENCH_RSS_FLOOR).  Figures above the floor are exact; for a run at the
# floor, one extra run under GNU time (BENCH_GNU_TIME, whose own floor is
# ~1 MB) gives the exact figure, or the report shows "<floor" without it.
import os, sys, time

def spawn(argv, out_path, err_path):
    fa = [(os.POSIX_SPAWN_OPEN, 0, "/dev/null", os.O_RDONLY, 0),
          (os.POSIX_SPAWN_OPEN, 1, out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
          (os.POSIX_SPAWN_OPEN, 2, err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)]
    t0 = time.perf_counter()
    try:
        pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=fa)
    except OSError as e:
        sys.stderr.write("bench: error: cannot run %s: %s\n" % (argv[0], e))
        sys.exit(3)
    _, status, ru = os.wait4(pid, 0)
    wall = time.perf_counter() - t0
    if os.WIFEXITED(status):
        code = os.WEXITSTATUS(status)
    else:
        code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else 255
    return code, wall, ru.ru_maxrss

def failed(argv, code, err_path):
    sys.stderr.write("bench: error: command failed (%s): %s\n"
                     % ("exit %d" % code if code >= 0 else "signal %d" % -code, " ".join(argv)))
    try:
        with open(err_path, errors="replace") as f:
            lines = f.read().splitlines()
    except OSError:
        lines = []
    if len(lines) > 60:
        sys.stderr.write("bench: (first 60 of %d stderr lines)\n" % len(lines))
    for l in lines[:60]:
        sys.stderr.write("  | %s\n" % l)
    sys.exit(3)

def cmd_run(args):
    # run REPS OUT ERR -- argv...  -> prints "mean_wall_s max_rss_kib"
    reps, out, err = int(args[0]), args[1], args[2]
    argv = args[4:]
    walls, rss = [], 0
    for _ in range(reps):
        code, wall, maxrss = spawn(argv, out, err)
        if code != 0:
            failed(argv, code, err)
        walls.append(wall)
        rss = max(rss, maxrss)
    floor = int(os.environ.get("BENCH_RSS_FLOOR") or 0)
    gtime = os.environ.get("BENCH_GNU_TIME")
    if floor and gtime and rss <= floor * 1.03:
        rf = err + ".rss"
        code, _, _ = spawn([gtime, "-f", "%M", "-o", rf] + argv, out, err)
        if code != 0:
            failed(argv, code, err)
        with open(rf) as f:
            rss = int(f.read().split()[-1])
    print("%.6f %d" % (sum(walls) / len(walls), rss))

def cmd_count(args):
    # count FORMAT FILE -> elementwise ops and all ops in a tool's output
    import re
    fmt, path = args
    if fmt == "pir":
        ew = re.compile(r'"pd_op\.(?:add|subtract|multiply|divide)"')
        op = re.compile(r'^\s*\([^)]*\) = "')
    else:  # mlir-opt's default (pretty) output, or generic form
        ew = re.compile(r'\barith\.(?:addf|subf|mulf|divf)\b')
        op = re.compile(r'^\s*(?:%[^=]* = )?"?[a-z_]+\.[a-z_.]+')
    e = n = 0
    with open(path, errors="replace") as f:
        for line in f:
            if ew.search(line):
                e += 1
            if op.match(line):
                n += 1
    print(e, n)

def med(xs):
    import statistics
    return statistics.median(xs)

FLOOR = 0  # KiB; peak RSS at or below it is only known to be <= FLOOR

def at_floor(kib):
    return FLOOR and kib <= FLOOR * 1.03

def fmt_mb(kib, width):
    if at_floor(kib):
        return ("<%.1f" % (FLOOR / 1024.0)).rjust(width)
    return ("%.1f" % (kib / 1024.0)).rjust(width)

def fmt_s(x):
    return "%.3f" % x if x >= 0.01 else "%.4f" % x

def cmd_report(args):
    (results, meta_path, strict) = args
    meta = {}
    for line in open(meta_path):
        k, _, v = line.rstrip("\n").partition("=")
        meta[k] = v
    data = {}   # (n, workload, tool) -> [(wall, rss_kib)]
    extra = {}  # startup rows
    check = {}  # (workload, tool) -> (elementwise, ops)
    instr = {}  # workload -> instructions at 100k ops (callgrind, one thread)
    ops = {}
    for line in open(results):
        f = line.split()
        if not f:
            continue
        if f[0] == "R":
            data.setdefault((int(f[1]), f[2], f[3]), []).append((float(f[4]), int(f[5])))
        elif f[0] == "S":
            extra[(f[1], f[2])] = (float(f[3]), int(f[4]))
        elif f[0] == "C":
            check[(f[1], f[2])] = (int(f[3]), int(f[4]))
        elif f[0] == "N":
            ops[int(f[1])] = (int(f[2]), int(f[3]), int(f[4]), int(f[5]))
        elif f[0] == "I" and len(f) == 3:
            instr[f[1]] = int(f[2])
    global FLOOR
    FLOOR = int(meta.get("rss_floor") or 0)
    sizes = [int(s) for s in meta["sizes"].split()]
    wls = meta["workloads"].split()
    have_mlir = meta.get("mlir", "") != ""
    miss = []
    P = print
    P()
    P("== pir-opt vs mlir-opt: median of %s runs, wall seconds and peak RSS MB ==" % meta["reps"])
    P("pir-opt:  %s  [%s]" % (meta["pir"], meta["pir_version"]))
    if have_mlir:
        P("mlir-opt: %s  [%s]  --mlir-disable-threading; DCE = %s" % (meta["mlir"], meta["mlir_version"], meta["mlir_dce"]))
    else:
        P("note: %s" % meta["mlir_note"])
    P("machine:  %s, %s CPUs; generator seed %s" % (meta["cpu"], meta["ncpu"], meta["seed"]))
    P("timing:   wall = perf_counter around posix_spawn..wait4; peak RSS = %s" % meta["rss_method"])
    P()
    hdr = "%9s  %-13s %9s %8s %7s" % ("ops", "workload", "pir s", "pir MB", "+read")
    if have_mlir:
        hdr += " %9s %8s %7s %7s" % ("mlir s", "mlir MB", "time x", "mem x")
    P(hdr)
    P("-" * len(hdr))
    med_pir = {}
    for n in sizes:
        for w in wls:
            p = data.get((n, w, "pir"))
            if not p:
                continue
            pt, pk = med([x[0] for x in p]), med([x[1] for x in p])
            pm = pk / 1024.0
            med_pir[(n, w)] = (pt, pm)
            base = med_pir.get((n, "read+print"))
            over = "" if w == "read+print" or not base else "%+.0f%%" % (100.0 * (pt / base[0] - 1))
            row = "%9d  %-13s %9s %s %7s" % (ops[n][0], w, fmt_s(pt), fmt_mb(pk, 8), over)
            if have_mlir and (n, w, "mlir") in data:
                m = data[(n, w, "mlir")]
                mt, mk = med([x[0] for x in m]), med([x[1] for x in m])
                mm = mk / 1024.0
                memx = "%7.1f" % (mm / pm) if not at_floor(pk) else (">%.1f" % (mm / pm)).rjust(7)
                row += " %9s %s %7.1f %s" % (fmt_s(mt), fmt_mb(mk, 8), mt / pt if pt > 0 else float("inf"), memx)
                if n == max(sizes) and n >= 1000000:
                    if mt / pt < 5:
                        miss.append("%s at %d ops: %.1fx faster than mlir-opt (target >= 5x)" % (w, n, mt / pt))
                    if pm > mm / 3:
                        miss.append("%s at %d ops: %.0f%% of mlir-opt's memory (target <= 33%%)" % (w, n, 100 * pm / mm))
            if w != "read+print" and base and n == max(sizes) and n >= 1000000 and w in ("cse", "dce"):
                x = rr_ratio(data, n, w)
                x = pt / base[0] if x is None else x
                if x > 1.25:
                    miss.append("--%s adds %.0f%% to read+print at %d ops (target <= 25%%)" % (w, 100 * (x - 1), n))
            P(row)
    P()
    P("'+read': pir-opt's extra time over its own read+print at that size.")
    if FLOOR:
        P("'<%.1f' MB: at or below the measuring floor (the helper's pages shared before exec)." % (FLOOR / 1024.0))
    if have_mlir:
        P("'time x', 'mem x': mlir-opt / pir-opt (higher is better for pir-opt).")
    P("inputs: " + ", ".join("%d ops = %.1f MB .pir / %.1f MB .mlir" % (ops[n][0], ops[n][2] / 1e6, ops[n][3] / 1e6) for n in sizes))

    if check:
        n0 = min(sizes)
        P()
        P("== work check at %d ops: elementwise ops (add/sub/mul/div) left in each tool's output ==" % ops[n0][0])
        P(("%-13s %10s %10s" % ("workload", "pir-opt", "mlir-opt" if have_mlir else "")).rstrip())
        for w in wls:
            pc = check.get((w, "pir"))
            mc = check.get((w, "mlir"))
            if not pc:
                continue
            row = "%-13s %10d" % (w, pc[0])
            if mc:
                row += " %10d" % mc[0]
                if abs(pc[0] - mc[0]) > max(2, 0.01 * mc[0]):
                    row += "   <- differs"
            P(row)
        P("(input: %d elementwise ops)" % ops[n0][1])

    P()
    P("== pir-opt scaling (median wall / ops, peak RSS / ops) ==")
    hdr = "%-13s" % "workload" + "".join("%19s" % ("%d ops" % ops[n][0]) for n in sizes)
    P(hdr + "   (us/op, bytes/op)")
    for w in wls:
        row = "%-13s" % w
        for n in sizes:
            if (n, w) in med_pir:
                pt, pm = med_pir[(n, w)]
                b = "%s%.0f B" % ("<" if at_floor(pm * 1024) else "", pm * 1048576 / ops[n][0])
                row += "%19s" % ("%.3f us %7s" % (pt * 1e6 / ops[n][0], b))
        P(row)
    if len(sizes) >= 2:
        a, b = sorted(sizes)[-2:]
        k = ops[b][0] / ops[a][0]
        P()
        P("time(%d)/time(%d) for %.1fx the ops (target <= %.1f); marginal memory per op:" % (ops[b][0], ops[a][0], k, 1.1 * k))
        for w in wls:
            if (a, w) in med_pir and (b, w) in med_pir:
                r = med_pir[(b, w)][0] / med_pir[(a, w)][0] if med_pir[(a, w)][0] > 0 else float("inf")
                mb = (med_pir[(b, w)][1] - med_pir[(a, w)][1]) * 1048576 / (ops[b][0] - ops[a][0])
                P("  %-13s %6.2f   %6.0f B/op" % (w, r, mb))
                if r > 1.1 * k:
                    miss.append("%s scales %.2fx for %.1fx the ops (target <= %.1f)" % (w, r, k, 1.1 * k))
    floor_report(data, ops, sizes, med_pir, meta)
    goals_report(data, ops, sizes, med_pir, have_mlir, instr)
    P()
    P("== start-up: mean wall time over %s runs ==" % meta["startup_reps"])
    for (tool, what), (t, rss) in sorted(extra.items()):
        P("  %-9s %-16s %8.2f ms  %s MB" % (tool, what, t * 1000, fmt_mb(rss, 6)))
        if tool == "pir-opt" and t > 0.005:
            miss.append("pir-opt %s takes %.2f ms (target < 5 ms)" % (what, t * 1000))
    P()
    if miss:
        P("targets missed:")
        for m in miss:
            P("  - " + m)
    else:
        checked = "all targets met" if have_mlir and max(sizes) >= 1000000 else "no target missed among those measured"
        P(checked + ".")
    if strict == "1" and miss:
        sys.exit(4)

def floor_report(data, ops, sizes, med_pir, meta):
    # The I/O floor (bench/floor_*.c): pir-opt's read+print as a multiple of it.
    P = print
    P()
    P("== I/O floor: read+print against reading, tokenizing and writing the same bytes ==")
    if meta.get("floor_note"):
        P("note: " + meta["floor_note"])
        return
    P("%9s %12s %14s %9s %10s %9s" % ("ops", "floor-copy s", "floor-tokens s", "pir s", "x tokens", "x copy"))
    for n in sizes:
        t, c = data.get((n, "read+print", "ftok")), data.get((n, "read+print", "fcopy"))
        if not t or not c or (n, "read+print") not in med_pir:
            continue
        tt, ct, pt = med([x[0] for x in t]), med([x[0] for x in c]), med_pir[(n, "read+print")][0]
        P("%9d %12s %14s %9s %9.2fx %8.2fx" % (ops[n][0], fmt_s(ct), fmt_s(tt), fmt_s(pt), pt / tt, pt / ct))
    P("floor-copy: read(2) the file, write(2) it back; floor-tokens: the same with a naive C")
    P("tokenizer in between. Goal (issue 12): read+print within 2x of floor-tokens.")

def rr_ratio(data, n, w):
    # Median over the goal-3 rounds of w's time / read+print's in the same
    # round; None without rounds.
    a, b = data.get((n, w, "rr")), data.get((n, "read+print", "rr"))
    if not a or not b:
        return None
    return med([x[0] / y[0] for x, y in zip(a, b)])

def goals_report(data, ops, sizes, med_pir, have_mlir, instr):
    # Issue 12's goals at the largest size, each figure next to its goal.
    P = print
    n = max(sizes)
    P()
    P("== goals (issue 12) at %d ops ==" % ops[n][0])
    P("%-50s %9s   %s" % ("figure", "now", "goal"))
    def row(what, now, goal, ok):
        P("%-50s %9s   %-8s %s" % (what, now, goal, "met" if ok else "not yet"))
    for w in ("read+print", "cse+dce"):
        m = data.get((n, w, "mlir"))
        if have_mlir and m and (n, w) in med_pir:
            x = med([r[0] for r in m]) / med_pir[(n, w)][0]
            row("%s: time mlir-opt / pir-opt" % w, "%.1fx" % x, ">= 20x", x >= 20)
    for w in ("read+print", "cse+dce"):
        if (n, w) in med_pir:
            b = med_pir[(n, w)][1] * 1048576 / ops[n][0]
            row("%s: peak RSS per op" % w, "%.0f B" % b, "<= 100 B", b <= 100)
    t = data.get((n, "read+print", "ftok"))
    if t and (n, "read+print") in med_pir:
        x = med_pir[(n, "read+print")][0] / med([r[0] for r in t])
        row("read+print time / floor-tokens time", "%.2fx" % x, "<= 2x", x <= 2)
    # Goal 3: each pass within 25% of read+print, the value-semantics
    # pipeline within 2x of it, any pipeline's memory within 1.5x.
    # Times from the rounds when there are (rr_ratio), else from the medians.
    base = med_pir.get((n, "read+print"))
    if base:
        def over(w):
            r = rr_ratio(data, n, w)
            if r is not None:
                return r
            return med_pir[(n, w)][0] / base[0] if (n, w) in med_pir else None
        for w in ("cse", "dce"):
            x = over(w)
            if x is not None:
                row("%s: time over read+print" % w, "%+.0f%%" % (100 * (x - 1)), "<= +25%", x <= 1.25)
        x = over("vs")
        if x is not None:
            row("value-semantics pipeline: time / read+print", "%.2fx" % x, "<= 2x", x <= 2)
        for w in ("cse+dce", "vs"):
            if (n, w) in med_pir:
                x = med_pir[(n, w)][1] / base[1]
                row("%s: peak RSS / read+print's" % ("value-semantics pipeline" if w == "vs" else w),
                    "%.2fx" % x, "<= 1.5x", x <= 1.5)
    # The time ratios in instructions (deterministic).
    ib = instr.get("read+print")
    if ib:
        for w in ("cse", "dce"):
            if instr.get(w):
                x = instr[w] / ib
                row("%s: instructions over read+print" % w, "%+.0f%%" % (100 * (x - 1)), "<= +25%", x <= 1.25)
        if instr.get("vs"):
            x = instr["vs"] / ib
            row("value-semantics pipeline: instructions / r+p", "%.2fx" % x, "<= 2x", x <= 2)
        # issue 28's passes: the pass alone over read+print (functional-to-
        # inplace over the value-semantics passes it follows)
        for w, before in (("licm", "read+print"), ("canonicalize", "read+print"), ("fold-conv-bn", "read+print"),
                          ("functional-to-inplace", "to-vtensor+copy-elim")):
            if instr.get(w) and instr.get(before):
                x = (instr[w] - instr[before]) / ib
                row("%s: instructions over read+print" % w, "%+.0f%%" % (100 * x), "<= +25%", x <= 0.25)
    rounds = data.get((n, "read+print", "rr"))
    if rounds:
        P("times over read+print: the median over %d rounds, each running every workload in turn, of" % len(rounds))
        P("the workload's time / read+print's in that round")
    if ib:
        P("instructions: callgrind, 100,000 ops, PIR_THREADS=1 (read+print %.1f M)" % (ib / 1e6))

cmd = sys.argv[1]
{"run": cmd_run, "count": cmd_count, "report": cmd_report}[cmd](sys.argv[2:])
PYEOF

# --- tool versions ----------------------------------------------------------
err="$tmp/stderr"
out="$tmp/stdout"
python3 -S -E "$helper" run 1 "$out" "$err" -- "$pir" --version >/dev/null || die "'$pir --version' failed"
pir_version=$(head -n 1 "$out" | tr -d '\r')
mlir_version=""
if [ -n "$mlir" ]; then
	"$mlir" --version >"$out" 2>&1 || true
	mlir_version=$(grep -m 1 -i 'version' "$out" | sed 's/^ *//') || true
fi
# peak-RSS floor of the helper, and GNU time to measure below it
rss_floor=""
rss_method="ru_maxrss from wait4"
if [ -x /bin/true ]; then
	r=$(python3 -S -E "$helper" run 3 /dev/null "$err" -- /bin/true) && rss_floor=${r#* }
fi
if [ -n "$rss_floor" ]; then
	export BENCH_RSS_FLOOR="$rss_floor"
	if [ -x /usr/bin/time ] && /usr/bin/time -f '%M' -o "$tmp/t.rss" /bin/true 2>/dev/null &&
		grep -q '^[0-9][0-9]*$' "$tmp/t.rss"; then
		export BENCH_GNU_TIME=/usr/bin/time
		rss_method="$rss_method; runs under its $((rss_floor / 1024)) MB floor re-measured once with GNU time %M"
		rss_floor=""
	else
		rss_method="$rss_method; no GNU time: figures at its $((rss_floor / 1024)) MB floor are shown as <floor"
	fi
fi
cpu=$(grep -m 1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //') || true
ncpu=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?")

results="$tmp/results"
: >"$results"
# vs: the value-semantics pipeline (issue 12, goal 3), pir-opt only.
workloads="read+print cse dce cse+dce vs"
pir_flags() {
	case "$1" in
	read+print) echo "" ;;
	cse) echo "--cse" ;;
	dce) echo "--dce" ;;
	cse+dce) echo "--cse --dce" ;;
	vs) echo "--inplace-to-functional --to-vtensor --copy-elimination" ;;
	licm) echo "--loop-invariant-code-motion" ;;
	canonicalize) echo "--canonicalize" ;;
	fold-conv-bn) echo "--fold-conv-bn" ;;
	to-vtensor+copy-elim) echo "--to-vtensor --copy-elimination" ;;
	functional-to-inplace) echo "--to-vtensor --copy-elimination --functional-to-inplace" ;;
	esac
}
# The passes of issue 28, measured in instructions only (goal: each costs at
# most 25% of read+print). functional-to-inplace runs where it is meant to,
# after the value-semantics passes, and is measured against them.
instr_extra="licm canonicalize fold-conv-bn to-vtensor+copy-elim functional-to-inplace"
mlir_flags() {
	case "$1" in
	read+print) echo "" ;;
	cse) echo "--cse" ;;
	dce) echo "$MLIR_DCE" ;;
	cse+dce) echo "--cse $MLIR_DCE" ;;
	esac
}

{
	echo "sizes=$sizes"
	echo "reps=$reps"
	echo "seed=$seed"
	echo "startup_reps=$startup_reps"
	echo "rounds=$rounds"
	echo "workloads=$workloads"
	echo "pir=$pir"
	echo "pir_version=$pir_version"
	echo "mlir=$mlir"
	echo "mlir_version=$mlir_version"
	echo "mlir_dce=${MLIR_DCE:-}"
	echo "mlir_note=$mlir_note"
	echo "cpu=${cpu:-unknown}"
	echo "ncpu=$ncpu"
	echo "rss_floor=$rss_floor"
	echo "rss_method=$rss_method"
	echo "floor_note=$floor_note"
} >"$tmp/meta"

# one timed run: measure TOOL SIZE WORKLOAD
measure() {
	if [ "$1" = pir ] || [ "$1" = rr ]; then
		# shellcheck disable=SC2046 # flags are words
		r=$(python3 -S -E "$helper" run 1 /dev/null "$err" -- "$pir" $(pir_flags "$3") "$tmp/in$2.pir") || exit 1
	elif [ "$1" = ftok ] || [ "$1" = fcopy ]; then
		eval "floor=\$$1"
		r=$(python3 -S -E "$helper" run 1 /dev/null "$err" -- "$floor" "$tmp/in$2.pir") || exit 1
	else
		# shellcheck disable=SC2046
		r=$(python3 -S -E "$helper" run 1 /dev/null "$err" -- "$mlir" --mlir-disable-threading $(mlir_flags "$3") "$tmp/in$2.mlir") || exit 1
	fi
	echo "R $2 $3 $1 $r" >>"$results"
	last=$r
}

# --- inputs -----------------------------------------------------------------
for n in $sizes; do
	echo "bench: generating $n-op inputs" >&2
	python3 "$gen" --ops "$n" --format pir --seed "$seed" -v -o "$tmp/in$n.pir" 2>"$tmp/gen.log" || { cat "$tmp/gen.log" >&2; die "generator failed"; }
	count=$(sed -n 's/^gen-bench: \([0-9]*\) ops.*/\1/p' "$tmp/gen.log")
	python3 "$gen" --ops "$n" --format mlir --seed "$seed" -o "$tmp/in$n.mlir" || die "generator failed"
	ew=$(grep -c '"pd_op\.\(add\|subtract\|multiply\|divide\)"' "$tmp/in$n.pir") || true
	echo "N $n $count $ew $(wc -c <"$tmp/in$n.pir") $(wc -c <"$tmp/in$n.mlir")" >>"$results"
done
python3 "$gen" --ops 10 --format pir --seed "$seed" -o "$tmp/small.pir" || die "generator failed"
python3 "$gen" --ops 10 --format mlir --seed "$seed" -o "$tmp/small.mlir" || die "generator failed"

# --- work check: what each workload leaves, at the smallest size ------------
n0=$(for n in $sizes; do echo "$n"; done | sort -n | head -n 1)
echo "bench: work check at $n0 ops" >&2
for w in $workloads; do
	# shellcheck disable=SC2046
	python3 -S -E "$helper" run 1 "$tmp/check.out" "$err" -- "$pir" $(pir_flags "$w") "$tmp/in$n0.pir" >/dev/null || exit 1
	r=$(python3 -S -E "$helper" count pir "$tmp/check.out") || exit 1
	echo "C $w pir $r" >>"$results"
	if [ -n "$mlir" ] && [ "$w" != vs ]; then
		# shellcheck disable=SC2046
		python3 -S -E "$helper" run 1 "$tmp/check.out" "$err" -- "$mlir" --mlir-disable-threading $(mlir_flags "$w") "$tmp/in$n0.mlir" >/dev/null || exit 1
		r=$(python3 -S -E "$helper" count mlir "$tmp/check.out") || exit 1
		echo "C $w mlir $r" >>"$results"
	fi
done
rm -f "$tmp/check.out"

# --- goal 3: pir-opt alone at the largest size, every workload in turn -----
# Its figures are ratios to read+print. Taken within one round (seconds
# apart) and then the median over rounds, they do not drift with this VM's
# load the way medians of runs minutes apart do (tool "rr" in the results).
nmax=$(for n in $sizes; do echo "$n"; done | sort -n | tail -n 1)
i=1
while [ "$rounds" -gt 0 ] && [ "$i" -le "$rounds" ]; do
	for w in $workloads; do
		measure rr "$nmax" "$w"
	done
	echo "bench: $nmax ops goal-3 round $i/$rounds" >&2
	i=$((i + 1))
done

# --- timed runs: both tools alternating, the order flipping every rep -------
for n in $sizes; do
	for w in $workloads; do
		i=1
		while [ "$i" -le "$reps" ]; do
			if [ -z "$mlir" ] || [ "$w" = vs ]; then
				measure pir "$n" "$w"
				line="pir $last"
			elif [ $((i % 2)) -eq 1 ]; then
				measure pir "$n" "$w"; p=$last
				measure mlir "$n" "$w"
				line="pir $p | mlir $last"
			else
				measure mlir "$n" "$w"; m=$last
				measure pir "$n" "$w"
				line="pir $last | mlir $m"
			fi
			echo "bench: $n ops $w rep $i/$reps: $line (s KiB)" >&2
			if [ "$w" = read+print ] && [ -n "$ftok" ]; then
				measure ftok "$n" "$w"; t=$last
				measure fcopy "$n" "$w"
				echo "bench: $n ops floor rep $i/$reps: floor-tokens $t | floor-copy $last (s KiB)" >&2
			fi
			i=$((i + 1))
		done
	done
done

# --- start-up -----------------------------------------------------------------
echo "bench: start-up, $startup_reps runs each" >&2
startup() { # TOOL LABEL argv...: mean of $startup_reps runs
	st_tool=$1 st_label=$2
	shift 2
	r=$(python3 -S -E "$helper" run "$startup_reps" /dev/null "$err" -- "$@") || exit 1
	echo "S $st_tool $st_label $r" >>"$results"
}
startup pir-opt --version "$pir" --version
startup pir-opt 10-op-program "$pir" "$tmp/small.pir"
if [ -n "$mlir" ]; then
	startup mlir-opt --version "$mlir" --version
	startup mlir-opt 10-op-program "$mlir" --mlir-disable-threading "$tmp/small.mlir"
fi

# --- goal 3 in instructions: callgrind at 100,000 ops, one thread ----------
# Deterministic where this VM's wall times are not (bench/README.md, "Issue
# 12, session 7"). BENCH_INSTR=0 skips it; without valgrind it is skipped.
if [ "${BENCH_INSTR:-1}" != 0 ] && command -v valgrind >/dev/null 2>&1; then
	echo "bench: instructions of each workload at 100000 ops (callgrind)" >&2
	python3 "$gen" --ops 100000 --format pir --seed "$seed" -o "$tmp/instr.pir" || die "generator failed"
	for w in $workloads $instr_extra; do
		# shellcheck disable=SC2046 # flags are words
		PIR_THREADS=1 valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" --log-file="$tmp/cg.log" \
			"$pir" $(pir_flags "$w") "$tmp/instr.pir" >/dev/null || die "callgrind run of pir-opt ($w) failed"
		echo "I $w $(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$tmp/cg.log")" >>"$results"
	done
	rm -f "$tmp/cg.out" "$tmp/cg.log" "$tmp/instr.pir"
fi

# --- growth per 10x on the adversarial shapes (bench/growth.py, issue 12) ---
# Instruction counts under callgrind, printed before the report below.
# BENCH_GROWTH=0 skips it; BENCH_GROWTH_ARGS passes options (--sizes, --jobs).
growth_status=0
if [ "${BENCH_GROWTH:-1}" != 0 ]; then
	echo "bench: growth of the adversarial shapes (bench/growth.py)" >&2
	# shellcheck disable=SC2086 # options are words
	PIR_OPT="$pir" python3 "$root/bench/growth.py" ${BENCH_GROWTH_ARGS:-} || growth_status=$?
	[ "$growth_status" -le 4 ] || die "bench/growth.py failed"
fi

python3 -S -E "$helper" report "$results" "$tmp/meta" "$strict"
if [ "$strict" = 1 ] && [ "$growth_status" = 4 ]; then
	exit 4
fi
