#!/usr/bin/env python3
"""check-licm.py [FILE]: counts the loop-invariant ops left in loops.

Reads programs as pir-opt prints them (several separated by "// -----"),
and prints `loop-invariant ops in loops: N`: the ops directly in a block of
a pd_op.while region (not terminators, not region ops) none of whose
operands is defined in that block (an argument of the block or a result of
an op before it). On gen-licm.py's programs without --writes (elementwise,
Speculatable ops only) every such op is loop-invariant and
--loop-invariant-code-motion must leave none. Standard library only.
"""

import re
import sys

OP = re.compile(r'^\s*\(([^)]*)\) = "([\w.]+)" \(([^)]*)\)')
VAL = re.compile(r"%[\w]+")


def main():
    text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
    left = 0
    stack = []  # (owner op name, values defined in the block)
    for line in text.split("\n"):
        s = line.strip()
        if s.startswith("//") or not s:
            continue
        if s in ("{", "}"):
            if s == "{":
                stack.append(("module", set()))
            else:
                stack.pop()
            continue
        if s in ("} {", "} else {"):
            owner = stack.pop()[0]
            stack.append((owner, set()))
            continue
        if s.startswith("^"):
            stack[-1][1].update(VAL.findall(s))
            continue
        m = OP.match(s)
        if not m:
            continue
        results, name, operands = VAL.findall(m.group(1)), m.group(2), VAL.findall(m.group(3))
        owner, defined = stack[-1]
        opens = s.endswith("{")
        if (owner == "pd_op.while" and not opens and not name.startswith("cf.")
                and not any(v in defined for v in operands)):
            left += 1
        defined.update(results)
        if opens:
            stack.append((name, set()))
    print("loop-invariant ops in loops: %d" % left)


main()
