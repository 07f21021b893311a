#!/usr/bin/env python3
# same-chunks.py [FILE]: reads pir-opt --split-input-file output (chunks separated by
# "// -----" lines) and exits 1, naming the first differing chunk, unless every chunk is
# identical; prints the first chunk. Tests use it to check that several programs (a forward
# program, its step-2 and step-3 backward) become the same program under a pass.
import sys

text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
chunks = []
cur = []
for line in text.splitlines():
    if line.strip() == "// -----":
        chunks.append(cur)
        cur = []
    else:
        cur.append(line)
chunks.append(cur)
for i, c in enumerate(chunks[1:], 1):
    if c != chunks[0]:
        for a, b in zip(chunks[0] + [""] * len(c), c + [""] * len(chunks[0])):
            if a != b:
                sys.stderr.write("chunk %d differs from chunk 0:\n  chunk 0: %s\n  chunk %d: %s\n" % (i, a, i, b))
                break
        sys.exit(1)
sys.stdout.write("\n".join(chunks[0]) + "\n")
