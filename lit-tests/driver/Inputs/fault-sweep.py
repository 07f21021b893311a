# fault-sweep.py [--last=K] SHIM OUT ARGS...: runs `pir-opt ARGS -o OUT` once
# for every N from 1 to the number of allocations the run makes (with
# --last=K, only the last K of them), with the N-th
# malloc/calloc/realloc of the process failing (the LD_PRELOAD shim
# failmalloc.c, which sees libyaml's allocations too, though libyaml has no
# allocator hook). Each run must succeed with the output of a run without
# a fault, or fail cleanly: exit 1, stderr exactly pir-opt's one
# out-of-memory line, nothing on stdout, OUT as it was, no temporary file
# next to it. Prints one line per bad run and a summary: the input (the
# last argument), how many allocations, how many runs were bad, and how
# many failed without a size (libyaml's failures, which do not say it).
import os
import re
import subprocess
import sys

argv = sys.argv[1:]
last = None
if argv[0].startswith('--last='):
    last = int(argv.pop(0)[len('--last='):])
shim, out, args = argv[0], argv[1], argv[2:]
cmd = ['pir-opt'] + args + ['-o', out]
d = os.path.dirname(os.path.abspath(out)) or '.'
clean = re.compile(r'pir-opt: error: out of memory( \(allocating [0-9]+ bytes\))?\n\Z')
count = subprocess.run(cmd, env=dict(os.environ, LD_PRELOAD=shim, FAIL_COUNT='1'), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True)
if count.returncode != 0:
    sys.exit('the run without a fault failed: ' + count.stderr)
total = int([l for l in count.stderr.split('\n') if l.startswith('allocations: ')][-1].split()[1])
expected = open(out, 'rb').read()
bad = unsized = 0
for n in range(1 if last is None else max(1, total - last + 1), total + 1):
    with open(out, 'wb') as f:
        f.write(b'old content\n')
    r = subprocess.run(cmd, env=dict(os.environ, LD_PRELOAD=shim, FAIL_AT=str(n)), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True, timeout=60)
    why = None
    if r.returncode == 0:
        if open(out, 'rb').read() != expected:
            why = 'succeeded with a different output'
    elif r.returncode != 1:
        why = 'exit %d' % r.returncode
    elif not clean.match(r.stderr):
        why = 'not the out-of-memory line'
    elif r.stdout:
        why = 'output on stdout'
    elif open(out, 'rb').read() != b'old content\n':
        why = '-o target changed'
    elif '(allocating' not in r.stderr:
        unsized += 1
    left = [f for f in os.listdir(d) if '.tmp.' in f]
    if left:
        why = (why + '; ' if why else '') + 'temporary file left: %s' % left
        for f in left:
            os.unlink(os.path.join(d, f))
    if why:
        bad += 1
        print('N=%d: %s: %s' % (n, why, r.stderr.strip().replace('\n', ' ')[:200]))
print('%s: %d allocations, %d runs bad, %d without a size' % (os.path.basename(args[-1]), total, bad, unsized))
