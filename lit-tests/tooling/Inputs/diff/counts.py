# counts.py DIR...: for every program of the folders that reads, --diff of
# it against itself finds no difference, and --diff --cse --dce (passes that
# only remove ops or results) removes exactly as many ops as the op counts
# differ by, adding none.
import glob, re, subprocess, sys
n = 0
for d in sys.argv[1:]:
    for f in sorted(glob.glob(d + "/*")):
        r = subprocess.run(["pir-opt", f], capture_output=True, text=True)
        if f.endswith(".md") or r.returncode or r.stdout.count("\n}\n") != 1:
            continue  # not one program
        same = subprocess.run(["pir-opt", "--diff", f, f], capture_output=True, text=True, check=True).stdout
        assert same.splitlines()[-1].startswith("no difference"), (f, same[-300:])
        out = subprocess.run(["pir-opt", "--diff", "--cse", "--dce", f], capture_output=True, text=True, check=True).stdout
        last = out.splitlines()[-1]
        m = re.fullmatch(r"(\d+) removed, (\d+) added, (\d+) changed \((\d+) ops before, (\d+) after\)", last)
        if m:
            removed, added, changed, before, after = map(int, m.groups())
            assert added == 0 and removed == before - after, (f, last)
        else:
            assert last.startswith("no difference"), (f, last)
        n += 1
assert n >= 20, n
