# check-locations.py FILE < OUTPUT: OUTPUT is `pir-opt --print-debuginfo`
# of FILE after passes. Every op must carry a location in FILE, on a line
# of FILE that holds an op (`... = "dialect.op"`): an op a pass built takes
# the location of the op it derives from, never loc(unknown) nor the
# module's 1:1. Prints each op that breaks this and a summary line with
# the number of ops checked.
import re
import sys

path = sys.argv[1]
lines = open(path).read().split('\n')
loc = re.compile(r'^\s*// loc\("([^"]*)":([0-9]+):([0-9]+)\)$')
bad = checked = 0
out = sys.stdin.read().split('\n')
for i, l in enumerate(out):
    if '// loc(' not in l:
        continue
    checked += 1
    op = out[i + 1].strip() if i + 1 < len(out) else ''
    m = loc.match(l)
    why = None
    if not m:
        why = 'not a file:line location'
    elif m.group(1) != path:
        why = 'another file'
    elif not (1 <= int(m.group(2)) <= len(lines)) or '= "' not in lines[int(m.group(2)) - 1] \
            and not re.search(r'= [a-z_]+\.[a-z_]+', lines[int(m.group(2)) - 1]):
        why = 'a line without an op'
    if why:
        bad += 1
        print('%s: %s: %s' % (why, l.strip(), op[:100]))
print('%d ops, %d without their location' % (checked, bad))
