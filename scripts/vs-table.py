#!/usr/bin/env python3
"""vs-table.py [--markdown] MODEL...: what the value-semantics pipeline
(--inplace-to-functional --to-vtensor --copy-elimination --cse --dce) does to
each program: ops before and after (top-level and nested, counted in the
generic print), the to_tensor/to_vtensor copies left, and the issue-28
budget: program inputs (data, feed) + outputs (fetch, shadow_output) + the
mutable parameters (those the program may write, as `pir-opt --summary`
counts them: pirProgramDeriveParameters). PIR_OPT names pir-opt (default:
the one on PATH, else build/pir-opt next to this script). Exit status 1 when a model exceeds its
budget or grows, so a test can assert the table."""
import os
import re
import shutil
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
pir_opt = os.environ.get("PIR_OPT") or shutil.which("pir-opt") or os.path.join(here, "..", "build", "pir-opt")
PIPELINE = ["--inplace-to-functional", "--to-vtensor", "--copy-elimination", "--cse", "--dce"]
OP = re.compile(r'^\s*(?:\([^)]*\) = )?"([A-Za-z_0-9]+\.[A-Za-z_0-9]+)" \(.*?: \((.*)\) ->(.*)$', re.M)


def ops(path, flags):
    run = subprocess.run([pir_opt, "--allow-unregistered-dialect", "--print-op-generic"] + flags + [path],
                         capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit("%s: %s" % (path, run.stderr))
    return OP.findall(run.stdout)


def row(path):
    before, after = ops(path, []), ops(path, PIPELINE)
    copies = sum(name in ("pd_op.to_tensor", "pd_op.to_vtensor") for name, _, _ in after)
    ends = sum(name in ("pd_op.data", "pd_op.feed", "pd_op.fetch", "builtin.shadow_output") for name, _, _ in after)
    summary = subprocess.run([pir_opt, "--allow-unregistered-dialect", "--summary", path], capture_output=True,
                             text=True).stdout
    mutable = int(re.search(r"^  mutable parameters: (\d+)", summary, re.M).group(1))
    return os.path.basename(path), len(before), len(after), copies, ends + mutable


def main(argv):
    md = argv[:1] == ["--markdown"]
    rows = [row(p) for p in argv[md:]]
    bad = [r for r in rows if r[2] > r[1] or r[3] > r[4]]
    if md:
        print("| model | ops before | ops after | copies left | inputs + outputs + mutable parameters |")
        print("|---|---:|---:|---:|---:|")
    for r in rows:
        mark = "" if r not in bad else " (over)"
        print(("| %s | %d | %d | %d | %d |" if md else "%s %d %d %d %d") % r + mark)
    return 1 if bad else 0


sys.exit(main(sys.argv[1:]))
