#!/usr/bin/env python3
# backward-roundtrip-corpus.py PIR_OPT DIR: the backward round trip on every complete program of DIR
# (a *.pir file that reads and verifies on its own) that has a differentiable loss (append-backward
# accepts it and adds a backward to it: grad ops, whether or not a data or parameter input receives a
# <name>@GRAD output), in both stack forms. Prints one line per
# program and a summary; exits 1 if a round trip fails.
import glob
import os
import subprocess
import sys

pir_opt, folder = sys.argv[1], sys.argv[2]
run = lambda *args: subprocess.run([pir_opt] + list(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   universal_newlines=True)
total = with_loss = failed = 0
for f in sorted(glob.glob(os.path.join(folder, "*.pir"))):
    plain = run(f)
    if plain.returncode != 0:
        continue
    total += 1
    grad = run("--append-backward", f)
    if grad.returncode != 0 or grad.stdout == plain.stdout:
        why = [l.split("error: ", 1)[1] for l in grad.stderr.splitlines() if "error: " in l][:1]
        print("no gradient: %s: %s" % (os.path.basename(f), why[0] if why else "append-backward adds nothing"))
        continue
    with_loss += 1
    for form in ("0", "1"):
        r = run("--pass-pipeline=builtin.module(verify-backward-roundtrip{design=%s})" % form, f)
        if r.returncode != 0:
            failed += 1
            print("FAILED (design=%s): %s\n%s" % (form, os.path.basename(f), r.stderr))
        else:
            print("round trip (design=%s): %s" % (form, os.path.basename(f)))
print("%d complete programs, %d with a differentiable loss, %d round trips failed" % (total, with_loss, failed))
sys.exit(1 if failed else 0)
