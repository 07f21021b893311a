# fault-sweep.py SHIM OUT ARGS...: runs `pir-opt ARGS -o OUT` once for every
# N from 1 to the number of allocations the run makes, with the N-th
# malloc/calloc/realloc of the process failing (the LD_PRELOAD shim
# failmalloc.c). Each run must succeed, or fail cleanly: exit 1, "out of
# memory" on stderr, nothing on stdout, OUT as it was, no temporary file
# next to it. Prints one line per bad run and a summary.
import os
import subprocess
import sys

shim, out, args = sys.argv[1], sys.argv[2], sys.argv[3:]
cmd = ['pir-opt'] + args + ['-o', out]
d = os.path.dirname(os.path.abspath(out)) or '.'
count = subprocess.run(cmd, env=dict(os.environ, LD_PRELOAD=shim, FAIL_COUNT='1'), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True)
total = int([l for l in count.stderr.split('\n') if l.startswith('allocations: ')][-1].split()[1])
before = open(out, 'rb').read() if os.path.exists(out) else None
listing = sorted(os.listdir(d))
bad = 0
for n in range(1, total + 1):
    with open(out, 'wb') as f:
        f.write(b'old content\n')
    r = subprocess.run(cmd, env=dict(os.environ, LD_PRELOAD=shim, FAIL_AT=str(n)), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True, timeout=60)
    why = None
    if r.returncode == 0:
        pass
    elif r.returncode != 1:
        why = 'exit %d' % r.returncode
    elif 'out of memory' not in r.stderr:
        why = 'no "out of memory"'
    elif r.stdout:
        why = 'output on stdout'
    elif open(out, 'rb').read() != b'old content\n':
        why = '-o target changed'
    left = [f for f in os.listdir(d) if '.tmp.' in f]
    if left:
        why = 'temporary file left: %s' % left
        for f in left:
            os.unlink(os.path.join(d, f))
    if why:
        bad += 1
        print('N=%d: %s: %s' % (n, why, r.stderr.strip().replace('\n', ' ')[:200]))
print('%s: %d allocations, %d runs bad' % (os.path.basename(args[-1]), total, bad))
