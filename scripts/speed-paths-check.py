#!/usr/bin/env python3
"""speed-paths-check.py: pir-opt gives the same bytes with the speed-only
paths off (PIR_SPEED_PATHS=0, lib/sys/speed_paths.h) as with them on: the
same exit status, standard output and standard error, on every file given
(or every .pir, .json and .pdmodel under the folders given), read and printed, and
again through --cse --dce with --verify-each (which verifies only what a
pass changed, a speed-only path, unless the switch is off). With --passes,
the text files go instead through every pass pipeline of PIPELINES (every
pass alone, the backward passes in both stack forms, the fused to-vtensor
and copy-elimination, the value-semantics chain), joined in groups of
about 1 MiB as the chunks of one --split-input-file input (a difference
is then looked for in each file of the group alone): the passes' own speed-only paths (CSE's hash table, the
effects analysis's bisection and memo, to-vtensor's signature memo, the
fusion...) must not change a byte either, nor a pass's statistics. A run that dies of a signal or
a sanitizer's report fails too. Prints each difference and exits 1; else the count of runs compared. -j N runs N at a time (default 2).
Usage: speed-paths-check.py [--passes] [-j N] PIR-OPT FILE-OR-DIR..."""
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile

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


def run(argv, on):
    env = dict(os.environ, PIR_SPEED_PATHS="1" if on else "0")
    r = subprocess.run([pir_opt] + argv, env=env, capture_output=True, timeout=1800)
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


def crashed(r):
    """A run that died of a signal or a sanitizer's report: a failure even
    when both runs do it alike."""
    return r[0] < 0 or b"Sanitizer" in r[2] or b"runtime error:" in r[2]


def compare(argv):
    fast, slow = run(argv, True), run(argv, False)
    if crashed(fast) or crashed(slow):
        return [f"speed-paths-check: {' '.join(argv)}: crashed (status {fast[0]}, {slow[0]} with "
                f"PIR_SPEED_PATHS=0):\n" + (fast if crashed(fast) else slow)[2].decode(errors="replace")]
    if "--pass-statistics" in argv:
        fast, slow = withoutVerifierStats(fast), withoutVerifierStats(slow)
    return [f"speed-paths-check: {' '.join(argv)}: {what} differs with PIR_SPEED_PATHS=0"
            for what, a, b in zip(("exit status", "stdout", "stderr"), fast, slow) if a != b]


def batches(names, limit=1 << 20):
    """The text files in groups of at most about `limit` bytes each, written
    as one file per group, the files' chunks separated by "// -----": one
    pir-opt run per pipeline covers a group, where one per file made the
    sanitizer builds' per-process cost most of the check's time."""
    groups, size = [[]], 0
    for f in names:
        n = os.path.getsize(f)
        if groups[-1] and size + n > limit:
            groups.append([])
            size = 0
        groups[-1].append(f)
        size += n
    return [g for g in groups if g]


def join(group, path):
    with open(path, "wb") as out:
        for i, f in enumerate(group):
            with open(f, "rb") as h:
                text = h.read()
            out.write((b"\n// -----\n" if i else b"") + text + (b"" if text.endswith(b"\n") else b"\n"))
    return path


def compareGroup(item):
    """A group's runs; on a difference, each file of the group alone (its
    name in the report, the group's when no file alone differs)."""
    path, group, flags = item
    diffs = compare(flags + [path])
    if not diffs or len(group) == 1:
        return diffs
    alone = [d for f in group for d in compare(flags + [f])]
    return alone or [d.replace(path, "the files " + " ".join(group)) for d in diffs]


# The text files in groups (one input of chunks each); JSON and
# ProgramDesc files one at a time. In --passes mode a pass alone also
# counts the same (its statistics); a pipeline may not: fused, the leader
# counts copies the follower removes.
SPLIT = ["--allow-unregistered-dialect", "--split-input-file", "--error-limit=0"]
texts = [f for f in files if f.endswith(".pir")]
status = 0
tmp = tempfile.mkdtemp(prefix="speed-paths-")
try:
    groups = [(join(g, os.path.join(tmp, "group-%d.pir" % i)), g) for i, g in enumerate(batches(texts))]
    if passes:
        work = [(path, g, SPLIT + p + (["--pass-statistics"] if len(p) == 1 else []))
                for path, g in groups for p in PIPELINES]
        runs = len(texts) * len(PIPELINES)
    else:
        work = [(path, g, SPLIT + flags[1:]) for path, g in groups for flags in READ]
        work += [(f, [f], flags) for f in files if not f.endswith(".pir") for flags in READ]
        runs = len(files) * len(READ)
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for diffs in pool.map(compareGroup, work):
            for d in diffs:
                print(d)
                status = 1
finally:
    shutil.rmtree(tmp)
if not status:
    print(f"speed-paths-check: {len(files)} files, {runs} runs: identical with the speed-only paths off")
sys.exit(status)
