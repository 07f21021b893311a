# input-resident.test: writes a program of 60,000 ops whose lines are
# 1 KB each (one attribute dictionary, so the IR is small) to argv[1], runs
# pir-opt on it with stdout discarded, and prints "ok" when its peak RSS
# stayed under 48 MB, or the peak.
import resource, subprocess, sys
pad = "x" * 1000
with open(sys.argv[1], "w") as f:
    f.write("{\n")
    for i in range(60000):
        f.write('    (%%%d) = "test.pad" () {value:"%s"} : () -> tensor<2xf32>\n' % (i, pad))
    f.write("}\n")
subprocess.run(["pir-opt", "--allow-unregistered-dialect", sys.argv[1]], stdout=subprocess.DEVNULL, check=True)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss >> 10  # MB
print("ok" if peak < 48 else "peak RSS %d MB" % peak)
