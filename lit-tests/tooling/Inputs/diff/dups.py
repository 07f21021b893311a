# dups.py PROGRAM DIFF: every op the diff says was removed repeats an
# earlier op of PROGRAM up to value numbers (the same name, attributes and
# types), as the ops CSE merges do, so the diff names what CSE removed.
import re, sys
prog = open(sys.argv[1]).read().splitlines()
removed = [l for l in open(sys.argv[2]).read().splitlines() if l.startswith("removed ")]
assert removed, "nothing removed"
shape = lambda text: re.sub(r"%\w+", "%", text.split(" = ", 1)[1])
for l in removed:
    line = int(re.match(r"removed [^:]*:(\d+):", l).group(1))
    body = shape(prog[line - 1])
    assert any(" = " in p and shape(p) == body for p in prog[:line - 1]), "line %d repeats no op: %s" % (line, body)
