#!/usr/bin/env python3
"""The `pir` Python module on a big program (bench/README.md, "Python").

    python3 bench/python.py [--ops N] [--runs R] [--build build]

Generates an N-op program with scripts/gen-bench.py (default 1,000,000 ops,
seed 1), then times, best of R runs (wall clock, one process each):
pir-opt reading and printing it (to /dev/null), and a Python process
(build/python's module, /usr/bin/python3) reading it with pir.read and
walking every op: its name, operands, results and their types. Issue 29's
bound: the Python run costs at most 10x pir-opt's. Standard library only.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

WALK = r"""
import sys, time, pir
t0 = time.perf_counter()
p = pir.read(sys.argv[1])
t1 = time.perf_counter()
ops = values = 0
for op in p.walk():
    ops += 1
    op.name
    for v in op.operands:
        values += 1
    for r in op.results:
        r.type
        values += 1
t2 = time.perf_counter()
print(ops, values, t1 - t0, t2 - t1)
"""


def best(cmd, runs, env=None):
    times, out = [], None
    for _ in range(runs):
        t = time.perf_counter()
        r = subprocess.run(cmd, check=True, capture_output=True, text=True, env=env)
        times.append(time.perf_counter() - t)
        out = r.stdout
    return min(times), out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ops", type=int, default=1000000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--build", default=os.path.join(root, "build"))
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        prog = os.path.join(tmp, "bench.pir")
        subprocess.run([sys.executable, os.path.join(root, "scripts", "gen-bench.py"), "--ops", str(a.ops),
                        "--format", "pir", "--seed", "1", "-o", prog], check=True)
        native, _ = best([os.path.join(a.build, "pir-opt"), prog, "-o", "/dev/null"], a.runs)
        env = dict(os.environ, PYTHONPATH=os.path.join(a.build, "python"))
        py, out = best(["/usr/bin/python3", "-c", WALK, prog], a.runs, env)
        ops, values, read, walk = out.split()
        print("program: %d ops (%s walked, %s operands and results), %.1f MB"
              % (a.ops, ops, values, os.path.getsize(prog) / 1e6))
        print("pir-opt read+print:        %.2f s" % native)
        print("python read+walk (total):  %.2f s  (pir.read %.2f s, walk %.2f s)" % (py, float(read), float(walk)))
        print("ratio: %.1fx (bound 10x)" % (py / native))


if __name__ == "__main__":
    main()
