#!/usr/bin/env python3
"""hvp-sweep.py: second derivatives of every program of a suite split like
pir-opt --split-input-file (`// -----`), by scripts/hvp-check.py against
finite differences of first derivatives (docs/executor.md). Made for
`scripts/gen-op-grad-sweep.py --hvp`.

    hvp-sweep.py SUITE.pir [--every N [--start K]] [hvp-check flags...]

One line per program: `ok`, `refused: <append-backward's first error>` (a
grad op without a double grad, a gradient through a buffer: a located
refusal, never a number), `unchecked: <pir-run's error>` (pir-run has no
kernel for a double grad the pass emitted, so nobody checked it), or
`FAILED` with hvp-check's output; then a summary. Exit 1 if a program
FAILED: a second derivative that disagrees with finite differences.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def first_error(text):
    for line in text.splitlines():
        m = re.search(r"error: (.*)", line)
        if m and "pass 'append-backward' failed" not in m.group(1):
            return m.group(1)
    return text.strip().splitlines()[-1] if text.strip() else "(no output)"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("suite")
    ap.add_argument("--every", type=int, default=1)
    ap.add_argument("--start", type=int, default=0)
    args, flags = ap.parse_known_args()
    chunks = open(args.suite).read().split("\n// -----\n")
    counts = {"ok": 0, "refused": 0, "unchecked": 0, "FAILED": 0}
    with tempfile.TemporaryDirectory() as tmp:
        for k, chunk in enumerate(chunks):
            if k < args.start or (k - args.start) % args.every:
                continue
            title = next((l[3:] for l in chunk.splitlines() if l.startswith("// program")), "program %d" % k)
            path = os.path.join(tmp, "program-%d.pir" % k)
            with open(path, "w") as f:
                f.write(chunk)
            p = subprocess.run([sys.executable, os.path.join(HERE, "hvp-check.py"), path, "--loss=loss"] + flags,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
            if p.returncode == 0:
                kind, why = "ok", ""
            # the tool's own name, not a folder's (a distcheck unpacks into pir-opt-VERSION/)
            elif re.search(r"hvp-check: failed: (\S*/)?pir-opt ", p.stdout):
                kind, why = "refused", first_error(p.stdout)
            elif re.search(r"hvp-check: failed: (\S*/)?pir-run ", p.stdout) and "no kernel for" in p.stdout:
                kind, why = "unchecked", first_error(p.stdout)
            else:
                kind, why = "FAILED", "\n" + p.stdout
            counts[kind] += 1
            print("%s: %s%s" % (title, kind, ": " + why if why else ""))
    print("hvp-sweep: %d ok, %d refused, %d unchecked, %d failed"
          % (counts["ok"], counts["refused"], counts["unchecked"], counts["FAILED"]))
    return 1 if counts["FAILED"] else 0


sys.exit(main())
