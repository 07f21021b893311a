#!/usr/bin/env python3
"""grad-check-suite.py: grad-check.py on every program of a file split like
pir-opt --split-input-file (`// -----`), e.g. the generated round-trip suite
(docs/executor.md). Prints one line per program that fails and a summary
with the worst relative error seen; exit 1 if any program fails. A program
whose loss depends on no differentiable input (append-backward refuses it)
is counted as skipped.

    grad-check-suite.py SUITE.pir [--seeds 1,2] [--every N [--start K]] [pir-opt flags...]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("suite")
    ap.add_argument("--seeds", default="1")
    ap.add_argument("--every", type=int, default=1, help="check programs 0, N, 2N, ... only")
    ap.add_argument("--start", type=int, default=0, help="with --every N: programs K, K + N, K + 2N, ...")
    args, flags = ap.parse_known_args()
    chunks = open(args.suite).read().split("\n// -----\n")
    failed, worst, checked, skipped = 0, 0.0, 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for k, chunk in enumerate(chunks):
            if (k - args.start) % args.every or k < args.start:
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
