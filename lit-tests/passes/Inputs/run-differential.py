#!/usr/bin/env python3
"""run-differential.py FILE [--every K] [--tol T] [--before FLAGS] [--run FLAGS] -- PASS FLAGS

For each program of FILE ("// -----" separated; one program without one),
every K-th: runs `pir-opt BEFORE` on it (default: nothing, the program as
it is) and pir-run on that (the reference), then `pir-opt BEFORE PASS
FLAGS` and pir-run on the result, and compares the outputs: the same text
(--tol 0, the default), or values within T (close-outputs.py). pir-opt and
pir-run come from PATH. Prints one line per failure and a summary
`run-differential: N programs, F failed`; exit 1 when F > 0. A program the
reference run refuses (no kernel) is counted as skipped. The programs go
through each tool together, as the chunks of one --split-input-file input
(scripts/batch_io.py): a process per program and tool made the sanitizer builds'
start-up cost most of the time."""
import os
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "scripts"))
from batch_io import join, pieces, programs  # noqa: E402


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
    picked = [k for k in range(len(chunks)) if k % every == 0]
    n = failed = skipped = 0

    def opt(flags, ks):
        """pir-opt FLAGS on programs ks: {k: (IR, ''), or (None, its error)
        where it failed}."""
        _, out, _ = run(['pir-opt', '--split-input-file'] + flags + ['-'], join(chunks[k] for k in ks))
        got = pieces(out)
        res = {}
        for i, k in enumerate(ks):
            if i < len(got) and got[i].strip():
                res[k] = (got[i], '')
            else:
                res[k] = (None, run(['pir-opt'] + flags + ['-'], chunks[k])[2].strip())
        return res

    def execute(irs):
        """pir-run on the IR of each program of irs: {k: (status, output)}."""
        ks = sorted(irs)
        _, out, _ = run(['pir-run', '--split-input-file'] + runflags + ['-'], join(irs[k] for k in ks))
        got = programs(out)
        return {k: (1 if got.get(i, (True, ''))[0] else 0, got.get(i, (True, ''))[1]) for i, k in enumerate(ks)}

    refs_ir = opt(before, picked) if before else {k: (chunks[k], '') for k in picked}
    for k in picked:
        if refs_ir[k][0] is None:
            print('run-differential: program %d: pir-opt %s failed: %s' % (k, ' '.join(before), refs_ir[k][1]))
            failed += 1
    refs = execute({k: ir for k, (ir, _) in refs_ir.items() if ir is not None})
    todo = [k for k in picked if k in refs and refs[k][0] == 0]
    skipped = len(refs) - len(todo)
    n = len(todo)
    irs = opt(before + passes, todo) if todo else {}
    for k in todo:
        if irs[k][0] is None:
            print('run-differential: program %d: pir-opt %s failed: %s' % (k, ' '.join(passes), irs[k][1]))
            failed += 1
    outs = execute({k: ir for k, (ir, _) in irs.items() if ir is not None}) if irs else {}
    for k in todo:
        if irs[k][0] is None:
            continue
        rc, out = outs[k]
        ref = refs[k][1]
        if rc:
            err = run(['pir-run'] + runflags + ['-'], irs[k][0])[2]
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
