"""kernel-names.py DIR: every op name in the kernel tables of DIR/*.c
(lines `{"pd_op.NAME", fn},`) appears once; at least one is found."""
import collections
import glob
import re
import sys

names = collections.Counter()
for path in glob.glob(sys.argv[1] + '/*.c'):
    names.update(re.findall(r'^\s*\{"([a-z_]+\.[a-z0-9_]+)", \w+\},', open(path).read(), re.M))
bad = [n for n, c in names.items() if c > 1]
for n in sorted(bad):
    print('%s has %d kernels' % (n, names[n]))
sys.exit(1 if bad or not names else 0)
