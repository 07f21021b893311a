# cse-peak.test: runs pir-opt on argv[1] (a large program) without passes
# and with --cse --dce, stdout discarded, three times each, and prints "ok"
# when the least peak RSS of the second is at most 3 MB above the least of
# the first, or both. (The peak of reading varies by a few MB from run to
# run, with where the threads that fault memory in ahead are.)
import resource, subprocess, sys

# Each run in a child of its own: RUSAGE_CHILDREN keeps the largest child.
MEASURE = """
import resource, subprocess, sys
subprocess.run(["pir-opt"] + sys.argv[2:] + [sys.argv[1]], stdout=subprocess.DEVNULL, check=True)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
"""

def peak(*args):
    out = subprocess.run([sys.executable, "-c", MEASURE, sys.argv[1]] + list(args),
                         capture_output=True, text=True, check=True)
    return int(out.stdout)  # KB

read = min(peak() for _ in range(3))
cse = min(peak("--cse", "--dce") for _ in range(3))
print("ok" if cse <= read + 3 * 1024 else "read+print %d KB, cse+dce %d KB" % (read, cse))
