#!/usr/bin/env python3
"""speed-paths-check.py: pir-opt gives the same bytes with the speed-only
paths off (PIR_SPEED_PATHS=0, lib/sys/speed_paths.h) as with them on: the
same exit status, standard output and standard error, on every file given
(or every .pir, .json and .pdmodel under the folders given), read and printed, and
again through --cse --dce with --verify-each (which verifies only what a
pass changed, a speed-only path, unless the switch is off). Prints each
difference and exits 1; else the count of runs compared.
Usage: speed-paths-check.py PIR-OPT FILE-OR-DIR..."""
import os
import subprocess
import sys

pir_opt, targets = sys.argv[1], sys.argv[2:]
files = []
for t in targets:
    if os.path.isdir(t):
        for d, subdirs, names in os.walk(t):
            subdirs[:] = sorted(s for s in subdirs if s != "Output")
            files += [os.path.join(d, n) for n in sorted(names) if n.endswith((".pir", ".json", ".pdmodel"))]
    else:
        files.append(t)

FLAGS = [["--allow-unregistered-dialect"], ["--allow-unregistered-dialect", "--cse", "--dce", "--verify-each"]]


def run(args, on):
    env = dict(os.environ, PIR_SPEED_PATHS="1" if on else "0")
    r = subprocess.run([pir_opt] + args, env=env, capture_output=True, timeout=300)
    return r.returncode, r.stdout, r.stderr


status = 0
runs = 0
for f in files:
    for flags in FLAGS:
        args = flags + [f]
        fast, slow = run(args, True), run(args, False)
        runs += 1
        for what, a, b in zip(("exit status", "stdout", "stderr"), fast, slow):
            if a != b:
                print(f"speed-paths-check: {' '.join(args)}: {what} differs with PIR_SPEED_PATHS=0")
                status = 1
if not status:
    print(f"speed-paths-check: {len(files)} files, {runs} runs: identical with the speed-only paths off")
sys.exit(status)
