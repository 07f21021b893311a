#!/usr/bin/env python3
"""speed-paths-check.py: pir-opt gives the same bytes with the speed-only
paths off (PIR_SPEED_PATHS=0, lib/sys/speed_paths.h) as with them on: the
same exit status, standard output and standard error, on every file given
(or every .pir, .json and .pdmodel under the folders given), read and printed, and
again through --cse --dce with --verify-each (which verifies only what a
pass changed, a speed-only path, unless the switch is off). With --passes,
each text file goes instead through every pass pipeline of PIPELINES (every
pass alone, the backward passes in both stack forms, the fused to-vtensor
and copy-elimination, the value-semantics chain), split at "// -----" when
it has such lines: the passes' own speed-only paths (CSE's hash table, the
effects analysis's bisection and memo, to-vtensor's signature memo, the
fusion...) must not change a byte either, nor a pass's statistics. Prints each difference and
exits 1; else the count of runs compared. -j N runs N at a time (default 2).
Usage: speed-paths-check.py [--passes] [-j N] PIR-OPT FILE-OR-DIR..."""
import concurrent.futures
import os
import subprocess
import sys

args = sys.argv[1:]
passes = "--passes" in args
args = [a for a in args if a != "--passes"]
jobs = 2
if args and args[0] == "-j":
    jobs, args = int(args[1]), args[2:]
pir_opt, targets = args[0], args[1:]
exts = (".pir",) if passes else (".pir", ".json", ".pdmodel")
files = []
for t in targets:
    if os.path.isdir(t):
        for d, subdirs, names in os.walk(t):
            subdirs[:] = sorted(s for s in subdirs if s != "Output")
            files += [os.path.join(d, n) for n in sorted(names) if n.endswith(exts)]
    else:
        files.append(t)

READ = [["--allow-unregistered-dialect"], ["--allow-unregistered-dialect", "--cse", "--dce", "--verify-each"]]
# Every pass of --list-passes but test-pass-failure, alone, and the
# pipelines whose passes hand each other work (fusion, the backward trio).
PIPELINES = [
    ["--cse"],
    ["--dce"],
    ["--dce=remove-unused-results=0"],
    ["--canonicalize"],
    ["--infer-shapes"],
    ["--loop-invariant-code-motion"],
    ["--functional-to-inplace"],
    ["--inplace-to-functional"],
    ["--to-vtensor"],
    ["--copy-elimination"],
    ["--fold-conv-bn"],
    ["--stack-pruning"],
    ["--strip-backward"],
    ["--append-backward"],
    ["--append-backward=design=1"],
    ["--append-backward=region-grads=0"],
    ["--verify-backward-roundtrip"],
    ["--verify-backward-roundtrip=design=1"],
    ["--append-backward", "--stack-pruning", "--dce", "--cse"],
    ["--to-vtensor", "--copy-elimination"],
    ["--inplace-to-functional", "--to-vtensor", "--copy-elimination", "--canonicalize", "--cse", "--dce",
     "--verify-each"],
    ["--infer-shapes", "--canonicalize", "--cse", "--loop-invariant-code-motion", "--dce", "--verify-each"],
]


def split(f):
    try:
        with open(f, "rb") as h:
            return b"\n// -----" in b"\n" + h.read()
    except OSError:
        return False


def run(argv, on):
    env = dict(os.environ, PIR_SPEED_PATHS="1" if on else "0")
    r = subprocess.run([pir_opt] + argv, env=env, capture_output=True, timeout=600)
    return r.returncode, r.stdout, r.stderr


def withoutVerifierStats(r):
    """The verifier's statistics count the speed-only paths themselves
    (incremental or whole-program verification, and none after a pass
    that changed nothing): they are the one part that differs."""
    code, out, err = r
    if b"\nVerifier\n" in err:
        head, _, tail = err.partition(b"\nVerifier\n")
        lines = tail.split(b"\n")
        while lines and lines[0].startswith(b"  (S) "):
            lines.pop(0)
        err = head + b"\nVerifier\n" + b"\n".join(lines)
    return code, out, err


def compare(argv):
    fast, slow = run(argv, True), run(argv, False)
    if "--pass-statistics" in argv:
        fast, slow = withoutVerifierStats(fast), withoutVerifierStats(slow)
    return [f"speed-paths-check: {' '.join(argv)}: {what} differs with PIR_SPEED_PATHS=0"
            for what, a, b in zip(("exit status", "stdout", "stderr"), fast, slow) if a != b]


work = []
for f in files:
    if passes:
        extra = ["--allow-unregistered-dialect"] + (["--split-input-file"] if split(f) else [])
        # A pass alone also counts the same (its statistics); a pipeline
        # may not: fused, the leader counts copies the follower removes.
        work += [extra + p + (["--pass-statistics"] if len(p) == 1 else []) + [f] for p in PIPELINES]
    else:
        work += [flags + [f] for flags in READ]
status = 0
with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
    for diffs in pool.map(compare, work):
        for d in diffs:
            print(d)
            status = 1
if not status:
    print(f"speed-paths-check: {len(files)} files, {len(work)} runs: identical with the speed-only paths off")
sys.exit(status)
