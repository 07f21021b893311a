#!/usr/bin/env python3
"""run-differential.py FILE [--every K] [--tol T] [--before FLAGS] [--run FLAGS] -- PASS FLAGS

For each program of FILE ("// -----" separated; one program without one),
every K-th: runs `pir-opt BEFORE` on it (default: nothing, the program as
it is) and pir-run on that (the reference), then `pir-opt BEFORE PASS
FLAGS` and pir-run on the result, and compares the outputs: the same text
(--tol 0, the default), or values within T (close-outputs.py). pir-opt and
pir-run come from PATH. Prints one line per failure and a summary
`run-differential: N programs, F failed`; exit 1 when F > 0. A program the
reference run refuses (no kernel) is counted as skipped."""
import os
import shlex
import subprocess
import sys
import tempfile


def run(cmd, text):
    p = subprocess.run(cmd, input=text, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def main():
    args = sys.argv[1:]
    split = args.index('--')
    opts, passes = args[:split], args[split + 1:]
    path = opts[0]
    every, tol, before, runflags = 1, 0.0, [], []
    i = 1
    while i < len(opts):
        if opts[i] == '--every':
            every = int(opts[i + 1])
        elif opts[i] == '--tol':
            tol = float(opts[i + 1])
        elif opts[i] == '--before':
            before = shlex.split(opts[i + 1])
        elif opts[i] == '--run':
            runflags = shlex.split(opts[i + 1])
        i += 2
    chunks = open(path).read().split('// -----')
    here = os.path.dirname(os.path.abspath(__file__))
    n = failed = skipped = 0
    for k, chunk in enumerate(chunks):
        if k % every:
            continue
        rc, ref_ir, err = run(['pir-opt'] + before + ['-'], chunk) if before else (0, chunk, '')
        if rc:
            print('run-differential: program %d: pir-opt %s failed: %s' % (k, ' '.join(before), err.strip()))
            failed += 1
            continue
        rc, ref, err = run(['pir-run'] + runflags + ['-'], ref_ir)
        if rc:
            skipped += 1
            continue
        n += 1
        rc, ir, err = run(['pir-opt'] + before + passes + ['-'], chunk)
        if rc:
            print('run-differential: program %d: pir-opt %s failed: %s' % (k, ' '.join(passes), err.strip()))
            failed += 1
            continue
        rc, out, err = run(['pir-run'] + runflags + ['-'], ir)
        if rc:
            print('run-differential: program %d: pir-run failed after the passes: %s' % (k, err.strip()))
            failed += 1
            continue
        if tol == 0:
            same = out == ref
        else:
            with tempfile.TemporaryDirectory() as d:
                a, b = os.path.join(d, 'a'), os.path.join(d, 'b')
                open(a, 'w').write(ref)
                open(b, 'w').write(out)
                same = subprocess.run([sys.executable, os.path.join(here, 'close-outputs.py'), a, b, str(tol)],
                                      capture_output=True).returncode == 0
        if not same:
            print('run-differential: program %d: outputs differ after %s' % (k, ' '.join(passes)))
            failed += 1
    print('run-differential: %d programs, %d failed, %d skipped' % (n, failed, skipped))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
