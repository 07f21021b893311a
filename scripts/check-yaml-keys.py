#!/usr/bin/env python3
"""check-yaml-keys.py: the keys of an op definition, as the YAML loader's
key table has them (opKeys in dialects/dialect_loader.c, the one list the
loader reads, and so the build's table generator), are exactly the rows of
docs/dialect-yaml.md's "Op fields" table. Prints each key missing on one
side and exits 1; prints the count and exits 0 when they agree.
Usage: check-yaml-keys.py [ROOT] (the source tree; default: this script's)."""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
src = open(os.path.join(root, "dialects", "dialect_loader.c")).read()
m = re.search(r"\} opKeys\[\] = \{(.*?)\n\};", src, re.S)
if not m:
    sys.exit("check-yaml-keys: no opKeys table in dialects/dialect_loader.c")
table = re.findall(r'\{"([a-z_]+)", \w+\}', m.group(1))

doc = open(os.path.join(root, "docs", "dialect-yaml.md")).read()
m = re.search(r"^## Op fields\n(.*?)^## ", doc, re.S | re.M)
if not m:
    sys.exit("check-yaml-keys: no '## Op fields' section in docs/dialect-yaml.md")
documented = []
for line in m.group(1).splitlines():
    if line.startswith("| `"):
        documented += re.findall(r"`([a-z_]+)`", line.split("|")[1])

status = 0
for k in table:
    if k not in documented:
        print(f"check-yaml-keys: key '{k}' of the loader's table is not a row of docs/dialect-yaml.md, Op fields")
        status = 1
for k in documented:
    if k not in table:
        print(f"check-yaml-keys: docs/dialect-yaml.md documents key '{k}', which the loader's table lacks")
        status = 1
if len(set(table)) != len(table):
    print("check-yaml-keys: a key is listed twice in the loader's table")
    status = 1
if not status:
    print(f"check-yaml-keys: {len(table)} op keys, each documented")
sys.exit(status)
