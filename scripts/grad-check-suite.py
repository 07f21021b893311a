#!/usr/bin/env python3
"""grad-check-suite.py: grad-check.py on every program of a file split like
pir-opt --split-input-file (`// -----`), e.g. the generated round-trip suite
(docs/executor.md). Prints one line per program that fails and a summary
with the worst relative error seen; exit 1 if any program fails. A program
with no gradient to compare (every input stop_gradient, so append-backward
appends no @GRAD output) passes vacuously: it is counted as skipped, not
as a run.

The programs are checked together, as grad-check.py checks one (the same
inputs, programs and differences): one pir-opt --split-input-file appends
every backward, and per seed one pir-run --split-input-file each gives the
inputs, runs the backwards and takes every central difference's loss (a
--runs file in parts, one a program). A program any of these fails on, or
whose check fails, is checked again alone by grad-check.py, whose output
the failure shows: a file of programs costs a few processes, not four a
program (under ASan a process takes some 60 ms to start).

    grad-check-suite.py SUITE.pir [--seeds 1,2] [--rotate R] [--every N [--start K]] [pir-opt flags...]

--refused-ok (for suites of programs nothing keeps inside what
    append-backward differentiates, e.g. scripts/gen-inplace-suite.py's): a
    program append-backward refuses with a located error is counted as
    refused, not failed, and the refusals are summed up by message after
    the summary (names and numbers blanked). Any other failure (a gradient
    that does not match, an internal error) still fails.

--rotate R (for scripts/gen-op-grad-sweep.py's suites, whose programs are
titled "// program k: FORM, PLACE", each form in consecutive places): one
program per form, the i-th form's program at place (i + R) mod its count
of places, so every form is checked once and the places rotate; --every
and --start then thin that list.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from batch_io import join, parts_file, pieces, programs  # noqa: E402
from central_differences import compare, difference_sets, feed_lines, grads_of  # noqa: E402
from pir_run_io import parse_runs, parse_tensors, tool  # noqa: E402

# grad-check.py's defaults, which the programs checked together use
STEP, TOLERANCE = 1e-4, 1e-2


def rotated(chunks, r):
    """The index of one program per form: form i (in file order) gives its
    program (i + r) mod (its number of places)."""
    forms = []  # [(form, [program indices])]
    for k, chunk in enumerate(chunks):
        m = re.search(r"^// program \d+: (.*), [^,\n]+$", chunk, re.M)
        if not m:
            sys.exit("grad-check-suite: --rotate needs titles '// program k: FORM, PLACE' (chunk %d has none)" % k)
        if forms and forms[-1][0] == m.group(1):
            forms[-1][1].append(k)
        else:
            forms.append((m.group(1), [k]))
    return [ks[(i + r) % len(ks)] for i, (_, ks) in enumerate(forms)]


def split_run(cmd):
    """pir-run --split-input-file's programs, {K: (failed, output)}; its
    diagnostics are dropped (a failing program is checked again alone)."""
    return programs(subprocess.run([tool("pir-run"), "--split-input-file"] + cmd, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, universal_newlines=True).stdout)


def blank(message):
    """An error message with its quoted names and its numbers blanked, so
    that refusals of one kind sum up under one line."""
    return re.sub(r"\d+", "N", re.sub(r"'[^']*'", "'_'", message))


def refusals(stderr, keys, chunks):
    """{k: message} of the programs pir-opt --split-input-file refused, from
    the first located error in each chunk's lines of the joined input (the
    pass's own "failed" line aside; none for an internal error)."""
    starts, line = [], 1
    for k in keys:
        starts.append(line)
        line += chunks[k].count("\n") + 2  # the chunk, then the marker line
    found, bad = {}, set()
    for text in stderr.splitlines():
        m = re.match(r"^\S+:(\d+):\d+: error: (.*)$", text)
        if not m:
            continue
        pos = max(i for i, st in enumerate(starts) if st <= int(m.group(1)))
        if "internal error" in m.group(2):
            bad.add(keys[pos])
        elif not m.group(2).startswith("pass '") and keys[pos] not in found:
            found[keys[pos]] = blank(m.group(2))
    return {k: v for k, v in found.items() if k not in bad}


def batch(chunks, seed, flags, tmp, refused):
    """{k: (failed, worst relative error, gradients compared)} of the programs chunks[k], checked
    together with the random inputs of seed; a program missing from it is
    to be checked alone (a step failed on it). With refused (a dict),
    the programs append-backward refused go into it, {k: message}."""
    keys = sorted(chunks)
    forward = os.path.join(tmp, "forward.pir")
    with open(forward, "w") as f:
        f.write(join([chunks[k] for k in keys]))
    named = any(f.split("=")[0] in ("--append-backward", "-append-backward", "--pass-pipeline") for f in flags)
    opt = subprocess.run([tool("pir-opt"), "--split-input-file", "--error-limit=0"] + ([] if named else ["--append-backward"])
                         + flags + [forward], stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    backwards = pieces(opt.stdout)
    if len(backwards) != len(keys):
        return {}
    if refused is not None:
        refused.update({k: why for k, why in refusals(opt.stderr, keys, chunks).items()
                        if not backwards[keys.index(k)].strip()})
    backward = os.path.join(tmp, "backward.pir")
    with open(backward, "w") as f:
        f.write(join(backwards))

    # Each step keeps the programs (by position in keys) it did not fail
    # on; the others still get a part of the --runs files (one empty set),
    # which keeps the parts in step with the programs.
    inputs = {}
    for pos, (bad, text) in split_run(["--print-inputs", "--random-seed=" + seed, forward]).items():
        found, outputs = parse_tensors(text)
        if not bad and backwards[pos].strip() and outputs:
            inputs[pos] = found
    runs = os.path.join(tmp, "runs.txt")
    out = split_run(["--runs", parts_file([[feed_lines(inputs[pos])] if pos in inputs else [[]]
                                           for pos in range(len(keys))], runs), backward])
    grads, diffs = {}, {}
    for pos in inputs:
        bad, text = out.get(pos, (True, ""))
        runs_out = parse_runs(text) if not bad else []
        g = grads_of(runs_out[0]) if len(runs_out) == 1 else None
        if g is not None:
            grads[pos] = g
            diffs[pos] = difference_sets(inputs[pos], g, STEP)
    out = split_run(["--runs", parts_file([[feed_lines(inputs[pos], s) for s in diffs[pos][1]] or [feed_lines(inputs[pos])]
                                           if pos in diffs else [[]] for pos in range(len(keys))], runs), forward])
    result = {}
    for pos, (steps, sets) in diffs.items():
        bad, text = out.get(pos, (True, ""))
        runs_out = parse_runs(text)[:len(sets)] if not bad else []
        if len(runs_out) != len(sets) or not all(runs_out):
            continue
        losses = [sum(outs[-1][2]) for outs in runs_out]
        lines, failed = compare(inputs[pos], grads[pos], steps, losses, TOLERANCE)
        errors = [float(e) for line in lines for e in re.findall(r"worst relative error (\S+)", line)]
        result[keys[pos]] = (failed, max(errors or [0.0]), len(errors))
    return result


def refusal(output):
    """The first located error of append-backward in grad-check.py's output
    when the pass refused the program (its names and numbers blanked), or
    None when the failure is another (an internal error, pir-run's, a
    mismatch)."""
    if "grad-check: failed: " not in output or "--append-backward" not in output or "internal error" in output:
        return None
    for line in output.splitlines():
        m = re.match(r"^\S+:\d+:\d+: error: (.*)$", line)
        if m and not m.group(1).startswith("pass '"):
            return blank(m.group(1))
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("suite")
    ap.add_argument("--seeds", default="1")
    ap.add_argument("--every", type=int, default=1, help="check programs 0, N, 2N, ... only")
    ap.add_argument("--start", type=int, default=0, help="with --every N: programs K, K + N, K + 2N, ...")
    ap.add_argument("--rotate", type=int, default=None, help="one program per op form, the place rotating")
    ap.add_argument("--refused-ok", action="store_true",
                    help="count a program append-backward refuses with a located error as refused, not failed")
    args, flags = ap.parse_known_args()
    chunks = open(args.suite).read().split("\n// -----\n")
    order = list(range(len(chunks)))
    if args.rotate is not None:
        order = rotated(chunks, args.rotate)
    failed, worst, checked, skipped, alone, refused = 0, 0.0, 0, 0, 0, {}
    picked = {k: chunks[k] for pos, k in enumerate(order) if not ((pos - args.start) % args.every or pos < args.start)}
    with tempfile.TemporaryDirectory() as tmp:
        said = {seed: {} if args.refused_ok else None for seed in args.seeds.split(",")}
        together = {seed: batch(picked, seed, flags, tmp, said[seed]) for seed in args.seeds.split(",")}
        for k in order:
            if k not in picked:
                continue
            chunk = chunks[k]
            path = os.path.join(tmp, "program-%d.pir" % k)
            for seed in args.seeds.split(","):
                verdict = together[seed].get(k)
                if args.refused_ok and k in said[seed]:
                    refused[said[seed][k]] = refused.get(said[seed][k], 0) + 1
                    continue
                if verdict and not verdict[0]:
                    if not verdict[2]:
                        skipped += 1
                        continue
                    checked += 1
                    worst = max(worst, verdict[1])
                    continue
                alone += 1
                with open(path, "w") as f:
                    f.write(chunk)
                p = subprocess.run([sys.executable, os.path.join(HERE, "grad-check.py"), path, "--seed=" + seed]
                                   + flags, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   universal_newlines=True)
                errors = re.findall(r"worst relative error (\S+)", p.stdout)
                if p.returncode == 0 and not errors and verdict is None:
                    skipped += 1
                    continue
                why = refusal(p.stdout) if args.refused_ok and p.returncode != 0 and verdict is None else None
                if why:
                    refused[why] = refused.get(why, 0) + 1
                    continue
                checked += 1
                for e in errors:
                    worst = max(worst, float(e))
                # a program that fails checked together must fail alone too
                mismatch = verdict is not None and p.returncode == 0
                if p.returncode != 0 or mismatch:
                    failed += 1
                    title = next((line for line in chunk.splitlines() if line.startswith("// program")),
                                 "chunk %d" % k)
                    print("FAILED: %s (seed %s)%s\n%s" % (title, seed, ": failed checked with the others, passed alone"
                                                          if mismatch else "", p.stdout.strip()[-2000:]))
    print("grad-check-suite: %d runs, %d failed, %d skipped (no gradient to compare), worst relative error %.3g"
          " (%d checked alone)%s" % (checked, failed, skipped, worst, alone,
                                     ", %d refused" % sum(refused.values()) if args.refused_ok else ""))
    for why, n in sorted(refused.items(), key=lambda kv: (-kv[1], kv[0])):
        print("refused %d: %s" % (n, why))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
