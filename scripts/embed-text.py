#!/usr/bin/env python3
"""embed-text.py NAME FILE: prints a C file defining `const char NAME[]`
holding FILE's bytes, so data files ship inside the binary (used for
dialects/programdesc/op_compat.tsv)."""
import sys

name, path = sys.argv[1], sys.argv[2]
data = open(path, "rb").read()
out = [f"/* Generated from {path} by scripts/embed-text.py; do not edit. */",
       f"const char {name}[] ="]
for line in data.splitlines(keepends=True):
    esc = "".join(c if 32 <= ord(c) < 127 and c not in '"\\?' else "\\%03o" % ord(c)
                  for c in line.decode("latin-1"))
    out.append(f'\t"{esc}"')
out[-1] += ";" if len(out) > 2 else ""
if len(out) == 2:
    out.append('\t"";')
out.append(f"const unsigned long {name}Len = {len(data)};")
print("\n".join(out))
