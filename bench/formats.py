#!/usr/bin/env python3
"""bench/formats.py [--reps N]: speed of the program-file readers.

Makes a ~6 MB ProgramDesc from the largest corpus model (bench/gen-pdmodel.py,
5 copies of 16_lllxxzzzzz_hrnet-seg), converts it once to PIR text and to
PIR JSON, then times pir-opt on each: translate+print of the .pdmodel, and
read+print of the same program as text and as JSON, plus writing JSON.
Reports the best of N runs, CPU time (user+sys of the child) and wall time.
Then the same JSON/text comparison on the real PIR JSON files of the
corpus, and the JSON libraries of Debian (jansson, json-c, cJSON, yajl)
parsing the big file and the corpus files alone (bench/json_parsers.c, built
here for each library that is installed), to back the choice of yajl.
Environment: PIR_OPT (default build/pir-opt), CC (default cc)."""
import glob
import os
import resource
import subprocess
import sys
import tempfile
import time

reps = int(sys.argv[sys.argv.index("--reps") + 1]) if "--reps" in sys.argv else 5
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
pir_opt = os.environ.get("PIR_OPT", os.path.join(root, "build", "pir-opt"))
model = os.path.join(root, "lit-tests", "Inputs", "models", "16_lllxxzzzzz_hrnet-seg-p2.6.0.pdmodel")
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

# The real PIR JSON files of the corpus: JSON against the same program as text.
corpus = sorted(glob.glob(os.path.join(os.path.dirname(model), "*.json")))
print("\ncorpus JSON files (read+print, best CPU ms: JSON / text = ratio)")
for f in corpus:
    t = os.path.join(tmp, os.path.basename(f) + ".pir")
    subprocess.run([pir_opt] + flags + [f, "-o", t], check=True)
    j, x = run([f])[0], run([t])[0]
    print(f"  {os.path.basename(f):45s} {os.path.getsize(f):9d} B  {j*1000:6.1f} / {x*1000:5.1f} = {j / x:.1f}x")

# The JSON libraries alone: parse time (CPU, best of N) and peak memory.
cc = os.environ.get("CC", "cc")
libs = [("jansson", "USE_JANSSON", "-ljansson", "jansson.h"), ("json-c", "USE_JSONC", "-ljson-c", "json-c/json.h"),
        ("cJSON", "USE_CJSON", "-lcjson", "cjson/cJSON.h"), ("yajl", "USE_YAJL", "-lyajl", "yajl/yajl_parse.h")]
print("\nJSON libraries parsing alone (CPU ms, best of %d; peak RSS MB)" % reps)
files = [js] + corpus
for name, macro, lib, header in libs:
    if not os.path.exists(os.path.join("/usr/include", header)):
        print(f"  {name:8s} not installed")
        continue
    exe = os.path.join(tmp, "parse-" + name)
    subprocess.run([cc, "-std=c11", "-O2", "-D" + macro, os.path.join(root, "bench", "json_parsers.c"), "-o", exe, lib],
                   check=True)
    cells = []
    for f in files:
        best, rss = 1e9, 0
        for _ in range(reps):
            p = subprocess.Popen([exe, f], stdout=subprocess.PIPE)
            out = p.stdout.read()
            _, status, ru = os.wait4(p.pid, 0)
            p.stdout.close()
            if status != 0:
                sys.exit(f"{exe} {f} failed")
            best, rss = min(best, float(out)), max(rss, ru.ru_maxrss)
        cells.append(f"{os.path.basename(f)[:14]} {best:7.1f} ms {rss / 1024:5.0f} MB")
    print(f"  {name:8s} " + " | ".join(cells))
