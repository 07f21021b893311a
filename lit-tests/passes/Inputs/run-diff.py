#!/usr/bin/env python3
"""run-diff.py FILE [--seeds 1,2] PIR-OPT-FLAGS...: a pass's differential test.

Splits FILE like --split-input-file; runs every program with pir-run (on
random inputs of each seed) as it is and after `pir-opt PIR-OPT-FLAGS`, and
fails unless the outputs and exit statuses are identical. A program pir-run
rejects before the pass (no kernel, say) must be rejected the same way after
it. Prints `N programs, M runs, all identical` (or the differences). pir-opt
and pir-run are found on PATH (lit puts the build directory there).
The whole file goes through one pir-opt --split-input-file and, per seed,
one pir-run --split-input-file before and one after: a process per
program made the sanitizer builds' start-up cost most of the time.
Standard library only.
"""

import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "scripts"))
from batch_io import MARK, join, pieces, programs  # noqa: E402


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
    chunks = open(path).read().split("\n" + MARK + "\n")
    flags = args if "--split-input-file" in args else ["--split-input-file"] + args
    bad = 0
    runs = 0
    ok_runs = 0
    with tempfile.TemporaryDirectory() as tmp:
        before = os.path.join(tmp, "before.pir")
        after = os.path.join(tmp, "after.pir")
        with open(before, "w") as f:
            f.write(join(chunks))
        rc, out, err = run(["pir-opt"] + flags + [before])
        got = pieces(out)
        if len(got) != len(chunks):
            print("pir-opt gave %d programs for %d chunks (exit %d):\n%s" % (len(got), len(chunks), rc, err))
            sys.exit(1)
        failed = set()
        for k, text in enumerate(got):
            if not text.strip():  # a program prints at least its braces
                one = os.path.join(tmp, "one.pir")
                with open(one, "w") as f:
                    f.write(chunks[k])
                print("program %d: pir-opt failed:\n%s" % (k, run(["pir-opt"] + args + [one])[2]))
                failed.add(k)
                bad += 1
        with open(after, "w") as f:
            f.write((MARK + "\n").join(got))
        for s in seeds:
            r1 = run(["pir-run", "--split-input-file", "--random-seed", s, before])
            r2 = run(["pir-run", "--split-input-file", "--random-seed", s, after])
            p1, p2 = programs(r1[1]), programs(r2[1])
            for k in range(len(chunks)):
                if k in failed:
                    continue
                runs += 1
                if k not in p1 or k not in p2:
                    bad += 1
                    print("program %d, seed %s: pir-run printed no result for it\nbefore:\n%s\nafter:\n%s"
                          % (k, s, r1[2], r2[2]))
                elif p1[k] != p2[k]:
                    bad += 1
                    print("program %d, seed %s: outputs differ\nbefore (%s):\n%s\nafter (%s):\n%s"
                          % (k, s, "failed" if p1[k][0] else "ok", p1[k][1],
                             "failed" if p2[k][0] else "ok", p2[k][1]))
                elif not p1[k][0]:
                    ok_runs += 1
    if bad:
        print("%d differences" % bad)
        sys.exit(1)
    print("%d programs, %d runs, all identical (%d ran to completion)" % (len(chunks), runs, ok_runs))


main()
