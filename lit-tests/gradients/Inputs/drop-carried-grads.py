#!/usr/bin/env python3
"""drop-carried-grads.py: plants a bug in an appended program (stdin to
stdout) for the double-grad tests: in every backward loop block, the
gradients it carries for values read from outside (a `pd_op.add` of a
block argument and the block's contribution, right before the block's
terminator, whose result the terminator yields) are handed on without the
contribution: the terminator yields the block argument instead of the sum.
With --after-first-outputs, only after the first `@GRAD` output (the
second backward's loops; the first backward, the second run's loss, is
left as it is). Exits 1 when it changed nothing."""
import re
import sys

ADD = re.compile(r'^\s*\(%(\d+)\) = "pd_op\.add" \(%(arg_\d+), %\d+\)')
TERM = re.compile(r'^(\s*\(\) = "cf\.(?:yield|cond_yield)" \()([^)]*)(\).*)$')


def main():
    after = "--after-first-outputs" in sys.argv[1:]
    lines = sys.stdin.read().split("\n")
    armed = not after
    changed = 0
    for k, line in enumerate(lines):
        if not armed:
            armed = '@GRAD"}' in line and "shadow_output" in line
            continue
        m = TERM.match(line)
        if not m:
            continue
        sums = {}
        j = k - 1
        while j >= 0 and ADD.match(lines[j]):
            a = ADD.match(lines[j])
            sums["%" + a.group(1)] = "%" + a.group(2)
            j -= 1
        if not sums:
            continue
        ops = [o.strip() for o in m.group(2).split(",")]
        new = [sums.get(o, o) for o in ops]
        if new != ops:
            changed += 1
            lines[k] = m.group(1) + ", ".join(new) + m.group(3)
    sys.stdout.write("\n".join(lines))
    sys.stderr.write("drop-carried-grads: %d terminators changed\n" % changed)
    return 0 if changed else 1


if __name__ == "__main__":
    sys.exit(main())
