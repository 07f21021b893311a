#!/usr/bin/env python3
"""run-diff.py FILE [--seeds 1,2] PIR-OPT-FLAGS...: a pass's differential test.

Splits FILE like --split-input-file; runs every program with pir-run (on
random inputs of each seed) as it is and after `pir-opt PIR-OPT-FLAGS`, and
fails unless the outputs and exit statuses are identical. A program pir-run
rejects before the pass (no kernel, say) must be rejected the same way after
it. Prints `N programs, M runs, all identical` (or the differences). pir-opt
and pir-run are found on PATH (lit puts the build directory there).
Standard library only.
"""

import os
import subprocess
import sys
import tempfile


def run(cmd, stdin=None):
    p = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return p.returncode, p.stdout, p.stderr


def main():
    args = sys.argv[1:]
    path = args.pop(0)
    seeds = ["1"]
    if args[:1] == ["--seeds"]:
        seeds = args[1].split(",")
        args = args[2:]
    chunks = open(path).read().split("\n// -----\n")
    bad = 0
    runs = 0
    ok_runs = 0
    with tempfile.TemporaryDirectory() as tmp:
        for k, chunk in enumerate(chunks):
            before = os.path.join(tmp, "before.pir")
            after = os.path.join(tmp, "after.pir")
            with open(before, "w") as f:
                f.write(chunk)
            rc, out, err = run(["pir-opt"] + args + [before, "-o", after])
            if rc:
                print("program %d: pir-opt failed:\n%s" % (k, err))
                bad += 1
                continue
            for s in seeds:
                runs += 1
                r1 = run(["pir-run", "--random-seed", s, before])
                r2 = run(["pir-run", "--random-seed", s, after])
                if r1[0] != r2[0] or r1[1] != r2[1]:
                    bad += 1
                    print("program %d, seed %s: outputs differ\nbefore (exit %d):\n%s%s\nafter (exit %d):\n%s%s"
                          % (k, s, r1[0], r1[1], r1[2], r2[0], r2[1], r2[2]))
                elif r1[0] == 0:
                    ok_runs += 1
    if bad:
        print("%d differences" % bad)
        sys.exit(1)
    print("%d programs, %d runs, all identical (%d ran to completion)" % (len(chunks), runs, ok_runs))


main()
