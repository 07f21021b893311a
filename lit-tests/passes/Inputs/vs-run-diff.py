"""vs-run-diff.py FIRST LAST OPS PIR-OPT-FLAGS...: the differential test of the
value-semantics passes against the executor. For each seed from FIRST to
LAST, a program from gen-value-semantics.py --executable runs under pir-run
(random inputs and parameters from the seed, the if condition 0 and then 1)
before and after `pir-opt FLAGS`; the outputs must be identical. Prints how
many programs and runs were compared; exit 1 on the first difference."""
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
first, last, ops, flags = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4:]


def run(text, seed, c):
    p = subprocess.run(["pir-run", "--random-seed", str(seed), "--feed", "c=%d" % c, "-"], input=text,
                       capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


runs = 0
for seed in range(first, last + 1):
    prog = subprocess.run([sys.executable, os.path.join(here, "gen-value-semantics.py"), str(seed), ops, "--executable"],
                          capture_output=True, text=True, check=True).stdout
    opt = subprocess.run(["pir-opt"] + flags + ["-"], input=prog, capture_output=True, text=True)
    if opt.returncode:
        sys.exit("seed %d: pir-opt failed:\n%s" % (seed, opt.stderr))
    for c in (0, 1):
        before, after = run(prog, seed, c), run(opt.stdout, seed, c)
        if before[0] or after[0]:
            sys.exit("seed %d, c=%d: pir-run failed:\n%s%s" % (seed, c, before[2], after[2]))
        if before[1] != after[1]:
            sys.exit("seed %d, c=%d: outputs differ\nbefore:\n%safter:\n%s" % (seed, c, before[1], after[1]))
        runs += 1
print("%d programs, %d runs, same outputs" % (last - first + 1, runs))
