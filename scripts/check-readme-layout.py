#!/usr/bin/env python3
"""check-readme-layout.py ROOT: the README's layout table ("## Layout")
tells a newcomer where things are and where new things go (issue 22):
- every folder of the source tree at the top level, and every folder one
  level below lib/, dialects/, passes/, tool/ and test/, is a row of the
  table or is named in its parent's row (lit-tests/ and docs/ name their
  own subfolders by concern);
- the table answers where a new pass, a new op family's inference and a
  new input format go (the bold sentences), and the files and folders
  those answers name exist.
Prints each failure and exits 1; else one line."""
import os
import re
import sys

root = sys.argv[1]
readme = open(os.path.join(root, "README.md"), encoding="utf-8").read()
start = readme.index("## Layout")
table = readme[start:]
table = table[:table.find("\n\n", table.index("|---|"))]
rows = {m.group(1): m.group(2) for m in re.finditer(r"^\| `([^`]+)` \| (.*) \|$", table, re.M)}
failures = []

SKIP = {".git", "build", "Output", "__pycache__", "debian/.debhelper"}
DEEP = ("lib", "dialects", "passes", "tool", "test")


def folders():
    for top in sorted(os.listdir(root)):
        p = os.path.join(root, top)
        if not os.path.isdir(p) or top in SKIP or top.startswith(".git") or top.endswith(".egg-info"):
            continue
        yield top + "/"
        if top in DEEP:
            for sub in sorted(os.listdir(p)):
                if os.path.isdir(os.path.join(p, sub)) and sub not in SKIP:
                    yield top + "/" + sub + "/"


for d in folders():
    if d in rows:
        continue
    parent, _, name = d.rstrip("/").rpartition("/")
    text = rows.get(parent + "/", "")
    if not parent or ("`%s/" % name not in text and "`%s" % d not in text):
        failures.append("folder %s is not in the README's layout table" % d)

ANSWERS = {
    "a new pass": ("passes/", ["passes/passes.def"]),
    "a new op family's inference": ("dialects/infer/", ["dialects/infer/infer_meta.c", "dialects/infer/infer_meta.h"]),
    "a new input format": ("dialects/programdesc/", ["lib/format_detect.c", "lib/reader.c", "lib/json"]),
}
for question, (row, paths) in ANSWERS.items():
    text = rows.get(row, "")
    if not re.search(r"\*\*%s[^*]*\*\*" % re.escape(question), text, re.I):
        failures.append("the layout table's row %s does not say where %s goes" % (row, question))
    for p in paths:
        if not os.path.exists(os.path.join(root, p)):
            failures.append("the answer to where %s goes names %s, which does not exist" % (question, p))
        elif os.path.basename(p) not in text:
            failures.append("the answer to where %s goes does not name %s" % (question, os.path.basename(p)))

for f in failures:
    print("check-readme-layout: " + f)
if not failures:
    print("check-readme-layout: %d rows; every folder placed; a new pass, inference family and input format each have a place"
          % len(rows))
sys.exit(1 if failures else 0)
