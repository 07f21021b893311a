#!/usr/bin/env python3
"""grad-check-suite.py: grad-check.py on every program of a file split like
pir-opt --split-input-file (`// -----`), e.g. the generated round-trip suite
(docs/executor.md). Prints one line per program that fails and a summary
with the worst relative error seen; exit 1 if any program fails. A program
whose loss depends on no differentiable input (append-backward refuses it)
is counted as skipped.

    grad-check-suite.py SUITE.pir [--seeds 1,2] [--rotate R] [--every N [--start K]] [pir-opt flags...]

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


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("suite")
    ap.add_argument("--seeds", default="1")
    ap.add_argument("--every", type=int, default=1, help="check programs 0, N, 2N, ... only")
    ap.add_argument("--start", type=int, default=0, help="with --every N: programs K, K + N, K + 2N, ...")
    ap.add_argument("--rotate", type=int, default=None, help="one program per op form, the place rotating")
    args, flags = ap.parse_known_args()
    chunks = open(args.suite).read().split("\n// -----\n")
    order = list(range(len(chunks)))
    if args.rotate is not None:
        order = rotated(chunks, args.rotate)
    failed, worst, checked, skipped = 0, 0.0, 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for pos, k in enumerate(order):
            chunk = chunks[k]
            if (pos - args.start) % args.every or pos < args.start:
                continue
            path = os.path.join(tmp, "program-%d.pir" % k)
            with open(path, "w") as f:
                f.write(chunk)
            for seed in args.seeds.split(","):
                p = subprocess.run([sys.executable, os.path.join(HERE, "grad-check.py"), path, "--seed=" + seed]
                                   + flags, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   universal_newlines=True)
                if p.returncode != 0 and "depends on no differentiable input" in p.stdout:
                    skipped += 1
                    continue
                checked += 1
                for e in re.findall(r"worst relative error (\S+)", p.stdout):
                    worst = max(worst, float(e))
                if p.returncode != 0:
                    failed += 1
                    title = next((l for l in chunk.splitlines() if l.startswith("// program")), "chunk %d" % k)
                    print("FAILED: %s (seed %s)\n%s" % (title, seed, p.stdout.strip()[-2000:]))
    print("grad-check-suite: %d runs, %d failed, %d skipped (no differentiable loss), worst relative error %.3g"
          % (checked, failed, skipped, worst))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
