"""paddle-names-documented.py DEF DOC: every Paddle pass name of the table
DEF (passes/paddle_pass_names.def) has a row `| `name` |` in DOC
(docs/passes.md), and the table is not empty. Prints what is missing."""
import re
import sys

names = re.findall(r'^PIR_PADDLE_PASS\("([a-z0-9_]+)"', open(sys.argv[1]).read(), re.M)
doc = open(sys.argv[2]).read()
missing = [n for n in names if "| `%s` |" % n not in doc]
for n in missing:
    print("not documented:", n)
sys.exit(1 if missing or len(names) < 20 else 0)
