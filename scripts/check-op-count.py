#!/usr/bin/env python3
"""check-op-count.py MODEL [pir-opt flags...]: checks that translating a
ProgramDesc keeps every legacy op, modulo the documented expansions.

The legacy side is counted independently of pir-opt, from
`protoc --decode` of the file with dialects/programdesc/programdesc.proto; the PIR side from
the printed program. pir-opt's --translate-stats must agree with both, and

  PIR ops = legacy ops - dropped + parameter + set_parameter + data
            + combine + slice + helper + yield

must hold. Exit status 1 on any mismatch."""
import os
import re
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
proto_dir = os.path.join(here, "..", "dialects", "programdesc")
model, flags = sys.argv[1], sys.argv[2:]

decoded = subprocess.run(["protoc", "--decode=paddle.framework.proto.ProgramDesc", "-I" + proto_dir,
                          "programdesc.proto"], stdin=open(model, "rb"), capture_output=True, check=True).stdout.decode()
# ops of every block are at depth 2 ("  ops {"); the op's own "type:" is at depth 4
legacy = [re.search(r'^    type: "([^"]*)"', chunk, re.M).group(1) for chunk in re.split(r"^  ops \{$", decoded, flags=re.M)[1:]]
feeds = legacy.count("feed")
fetches = sum(t in ("fetch", "fetch_v2") for t in legacy)

run = subprocess.run([os.environ.get("PIR_OPT", "pir-opt"), "--translate-stats"] + flags + [model], capture_output=True, text=True)
if run.returncode != 0:
    sys.stderr.write(run.stderr)
    sys.exit(1)
stats_line = [l for l in run.stderr.splitlines() if l.startswith("translate-stats:")][0]
stats = {k: int(v) for v, k in re.findall(r"(\d+) ([a-z_]+)", stats_line.replace("legacy ops", "legacy"))}
stats.update({k: int(v) for k, v in re.findall(r"([a-z_]+) (\d+)", stats_line)})
stats["pir"] = int(re.search(r"PIR ops (\d+)", stats_line).group(1))
stats["legacy"] = int(re.search(r"legacy ops (\d+)", stats_line).group(1))

ops = re.findall(r'^\s*(?:\([^)]*\) = |\(\) = )?"([a-z_0-9]+\.[a-z_0-9]+)"', run.stdout, re.M)
count = lambda name: sum(o == name for o in ops)
checks = [
    ("legacy ops (protoc vs pir-opt)", len(legacy), stats["legacy"]),
    ("feed ops", feeds, stats["feed"]),
    ("fetch ops", fetches, stats["fetch"]),
    ("pd_op.fetch printed", fetches, count("pd_op.fetch")),
    ("builtin.parameter printed", stats["parameter"], count("builtin.parameter")),
    ("builtin.set_parameter printed", stats["set_parameter"], count("builtin.set_parameter")),
    ("builtin.combine printed", stats["combine"], count("builtin.combine")),
    ("builtin.slice printed", stats["slice"], count("builtin.slice")),
    ("cf.yield printed", stats["yield"], count("cf.yield")),
    ("PIR ops printed", stats["pir"], len(ops)),
    ("PIR ops = legacy - dropped + added", len(legacy) - stats["dropped"] + stats["parameter"] + stats["set_parameter"] +
     stats["data"] + stats["combine"] + stats["slice"] + stats["helper"] + stats["yield"], len(ops)),
]
bad = [c for c in checks if c[1] != c[2]]
for name, a, b in checks:
    print(f"{'ok  ' if a == b else 'FAIL'} {name}: {a} {'=' if a == b else '!='} {b}")
sys.exit(1 if bad else 0)
