#!/usr/bin/env python3
"""gen-pdmodel.py MODEL COPIES OUT: writes a larger ProgramDesc for the
format benchmark (bench/formats.sh): the main block of MODEL repeated
COPIES times, every variable of copy k (but feed/fetch) renamed with the
suffix _k, the feed/fetch ops kept once. Uses protoc and dialects/programdesc/programdesc.proto."""
import os
import re
import subprocess
import sys

model, copies, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
proto = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "dialects", "programdesc")
cmd = ["protoc", "-I" + proto, "programdesc.proto"]
text = subprocess.run(cmd + ["--decode=paddle.framework.proto.ProgramDesc"], stdin=open(model, "rb"),
                      capture_output=True, check=True).stdout.decode()
# the main block: "blocks {" ... "}" at depth 0; its vars and ops at depth 2
head, rest = text.split("\n  vars {", 1)
items = re.split(r"\n(?=  (?:vars|ops) \{)", "  vars {" + rest)
tail = ""
last = items[-1]
end = last.index("\n}")  # end of the block
items[-1], tail = last[:end], last[end:]
keep = {"feed", "fetch"}

def rename(item, k):
    # a variable's own name (depth 4 in a vars item) and op arguments; not attribute names
    return re.sub(r'^(    name: "|\s*arguments: ")([^"]*)"',
                  lambda m: m.group(0) if m.group(2) in keep else '%s%s_%d"' % (m.group(1), m.group(2), k), item,
                  flags=re.M)

body = []
for k in range(copies):
    for it in items:
        if k and (re.search(r'^    type: "(feed|fetch)"', it, re.M) or re.search(r'^    name: "(feed|fetch)"', it, re.M)):
            continue
        body.append(it if k == 0 else rename(it, k))
big = head + "\n" + "\n".join(body) + tail
data = subprocess.run(cmd + ["--encode=paddle.framework.proto.ProgramDesc"], input=big.encode(),
                      capture_output=True, check=True).stdout
open(out, "wb").write(data)
print("%s: %d bytes" % (out, len(data)))
