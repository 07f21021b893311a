#!/usr/bin/env python3
"""bench/formats.py [--reps N]: speed of the program-file readers.

Makes a ~6 MB ProgramDesc from the largest corpus model (bench/gen-pdmodel.py,
5 copies of 16_lllxxzzzzz_hrnet-seg), converts it once to PIR text and to
PIR JSON, then times pir-opt on each: translate+print of the .pdmodel, and
read+print of the same program as text and as JSON, plus writing JSON.
Reports the best of N runs, CPU time (user+sys of the child) and wall time.
Environment: PIR_OPT (default build/pir-opt)."""
import os
import resource
import subprocess
import sys
import tempfile
import time

reps = int(sys.argv[sys.argv.index("--reps") + 1]) if "--reps" in sys.argv else 5
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
pir_opt = os.environ.get("PIR_OPT", os.path.join(root, "build", "pir-opt"))
model = os.path.join(root, "..", "shared", "corpus", "models", "16_lllxxzzzzz_hrnet-seg-p2.6.0.pdmodel")
tmp = tempfile.mkdtemp()
big = os.path.join(tmp, "big.pdmodel")
subprocess.run([sys.executable, os.path.join(root, "bench", "gen-pdmodel.py"), model, "5", big], check=True)
flags = ["--allow-unregistered-dialect"]  # until the whole op catalogue is defined
text, js = os.path.join(tmp, "big.pir"), os.path.join(tmp, "big.json")
subprocess.run([pir_opt] + flags + [big, "-o", text], check=True)
subprocess.run([pir_opt] + flags + [big, "--emit=json", "-o", js], check=True)

def run(args):
    best_cpu = best_wall = 1e9
    for _ in range(reps):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        subprocess.run([pir_opt] + flags + args, stdout=subprocess.DEVNULL, check=True)
        wall = time.perf_counter() - t0
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best_cpu, best_wall = min(best_cpu, cpu), min(best_wall, wall)
    return best_cpu, best_wall

ops = sum(1 for line in open(text) if ' = "' in line)
print(f"program: {ops} ops; .pdmodel {os.path.getsize(big)} B, text {os.path.getsize(text)} B, JSON {os.path.getsize(js)} B")
rows = [("translate+print .pdmodel", [big]), ("read+print text", [text]), ("read+print JSON", [js]),
        ("read text, write JSON", [text, "--emit=json"])]
res = {}
for name, args in rows:
    res[name] = run(args)
    print(f"{name:28s} cpu {res[name][0]*1000:7.1f} ms   wall {res[name][1]*1000:7.1f} ms")
print(f"JSON / text read ratio (cpu): {res['read+print JSON'][0] / res['read+print text'][0]:.1f}x")
