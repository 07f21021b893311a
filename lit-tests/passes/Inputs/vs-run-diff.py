"""vs-run-diff.py FIRST LAST OPS PIR-OPT-FLAGS...: the differential test of the
value-semantics passes against the executor. For each seed from FIRST to
LAST, a program from gen-value-semantics.py --executable runs under pir-run
(random inputs and parameters from the seed FIRST, the if condition 0 and
then 1) before and after `pir-opt FLAGS`; the outputs must be identical.
The programs run as one file (--split-input-file, scripts/batch_io.py):
one pir-opt, and one pir-run before and one after, each program's two
conditions two runs of its part of a --runs file. Prints how many programs
and runs were compared; exit 1 on the first difference. --plant=OLD,NEW
(first among the flags) replaces OLD by NEW once in each program after the
passes: a wrong pass, which the test must catch."""
import os
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "..", "scripts"))
from batch_io import join, parts_file, pieces, programs  # noqa: E402

first, last, ops, flags = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4:]
plant = flags.pop(0)[len("--plant="):].split(",") if flags and flags[0].startswith("--plant=") else None
seeds = list(range(first, last + 1))
progs = [subprocess.run([sys.executable, os.path.join(here, "gen-value-semantics.py"), str(seed), ops, "--executable"],
                        capture_output=True, text=True, check=True).stdout for seed in seeds]
opt = subprocess.run(["pir-opt", "--split-input-file"] + flags + ["-"], input=join(progs), capture_output=True, text=True)
after = pieces(opt.stdout)
if plant:
    after = [p.replace(plant[0], plant[1], 1) for p in after]
if opt.returncode or len(after) != len(progs):
    sys.exit("pir-opt failed:\n%s" % opt.stderr)

with tempfile.TemporaryDirectory() as tmp:
    runs = parts_file([[[("c", [c])] for c in (0, 1)] for _ in progs], os.path.join(tmp, "runs.txt"))

    def run(text):
        p = subprocess.run(["pir-run", "--split-input-file", "--random-seed", str(first), "--runs", runs, "-"],
                           input=text, capture_output=True, text=True)
        return programs(p.stdout), p.stderr
    before, before_err = run(join(progs))
    outs, after_err = run(join(after))
for k, seed in enumerate(seeds):
    b, a = before.get(k, (True, "")), outs.get(k, (True, ""))
    if b[0] or a[0]:
        sys.exit("seed %d: pir-run failed:\n%s%s" % (seed, before_err, after_err))
    if b[1] != a[1]:
        sys.exit("seed %d: outputs differ\nbefore:\n%safter:\n%s" % (seed, b[1], a[1]))
print("%d programs, %d runs, same outputs" % (len(seeds), 2 * len(seeds)))
