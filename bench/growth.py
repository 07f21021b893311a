#!/usr/bin/env python3
# growth.py: the growth report of `make bench` (issue 12, goal 4). Runs every
# shape of bench/shapes.py at two sizes 10x apart through read+print and
# each pass under valgrind's callgrind, and prints the growth of the
# instruction count per 10x next to the goal (at most 11). Instruction counts
# are deterministic, so one run per case is enough and a loaded machine does
# not change them.
#
#   bench/growth.py [--sizes "1000 10000"] [--jobs 2] [--timeout 120]
#                   [--shapes a,b] [--workloads a,b] [--markdown] [--keep]
#
# Growth = (I(10N) - I0) / (I(N) - I0), where I0 is the count of the same
# command on an empty program: the start-up (dialect registration, the
# pass manager) is the same at every size and would hide a super-linear
# cost at small sizes. A run that exceeds --timeout (under callgrind, about
# 50x slower than native) is a miss, as is a run that fails. PIR_OPT names
# the pir-opt to measure (default build/pir-opt).
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import signal
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'bench'))
import shapes  # noqa: E402

GOAL = 11.0
WORKLOADS = [
    ('read+print', ''),
    ('cse', '--cse'),
    ('dce', '--dce'),
    ('to-vtensor', '--to-vtensor'),
    ('copy-elim', '--copy-elimination'),
    ('inpl-to-fn', '--inplace-to-functional'),
    ('stack-prune', '--stack-pruning'),
    ('vs-pipeline', '--inplace-to-functional --to-vtensor --copy-elimination'),
    ('licm', '--loop-invariant-code-motion'),
    ('canonicalize', '--canonicalize'),
    ('fold-conv-bn', '--fold-conv-bn'),
    ('fn-to-inpl', '--functional-to-inplace'),
    ('append-bwd', '--append-backward'),
    ('strip-bwd', '--strip-backward'),
    ('op-graph', '--print-op-graph'),
]
# What N means differs by shape; these scale the --sizes so that each shape
# stays in the same range of ops (and within the parser's limits).
SCALE = {
    'if-deep': (1, 50),          # N/50 levels of 50 ops (the reader allows 20,000 levels: N < 1,000,000)
    'replicate': (1, 250),       # N/250 copies of a 250-op program
    'stacks-design-wide': (1, 2),
    'operands': (1, 2),
    'while-values': (1, 2),
}
EXIT = {'diagnostics': 1, 'attr-errors': 1, 'type-deep': 1, 'yaml-deep': 1}       # shapes that fail on purpose
# Workloads that do not apply to a shape (shown as n/a).
NOT_APPLICABLE = {
    'append-bwd': {'views': 'pd_op.to_tensor has no backward',
                   'stacks-design': 'already differentiated', 'stacks-design-wide': 'already differentiated',
                   'stacks-paddle': 'already differentiated', 'stacks-chained': 'no differentiable input',
                   'dict': 'no loss', 'replicate': 'pd_op.full_like has no backward',
                   'tuple-wide': 'no loss'},
}
# Shapes whose programs never reach a pass (each chunk fails to verify, or
# is empty): only read+print is measured.
READ_ONLY = {'diagnostics', 'expected-diags', 'near-miss', 'attr-errors', 'type-deep', 'yaml-deep'}


RUNNING = set()           # the valgrind processes under way
STOP = threading.Event()  # set when the report is interrupted


# The function whose inclusive count is "the pass alone": the pipeline
# (each pass and the verification after it), or the graph writer.
PART = re.compile(r'^\s*([\d,]+) .*:(pirPipelineRun|pirWriteOpGraph)\b')


def inclusive(out):
    """instructions spent inside pirPipelineRun or pirWriteOpGraph, from a
    callgrind output file (0 when neither ran)"""
    text = subprocess.run(['callgrind_annotate', '--inclusive=yes', '--auto=no', '--threshold=100', out],
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True).stdout
    best = 0
    for line in text.split('\n'):
        m = PART.match(line)
        if m:
            best = max(best, int(m.group(1).replace(',', '')))
    return best


def callgrind(pir, flags, path, tmp, timeout):
    """(instructions, exit status, stderr, seconds, instructions of the pass
    alone); instructions is None and the status a reason when the run timed
    out or was not counted"""
    log = tempfile.NamedTemporaryFile(dir=tmp, prefix='vg.', delete=False).name
    out = log + '.out'
    cmd = ['valgrind', '--tool=callgrind', '--callgrind-out-file=' + out, '--log-file=' + log, pir] + \
        flags.split() + [path]
    t0 = time.time()
    if STOP.is_set():
        return None, 'interrupted', '', 0, 0
    try:
        # One thread (the output is the same): the pass alone is read from
        # the calling thread's calls, and a helper's share of a large
        # program's verification would escape it.
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True,
                             env=dict(os.environ, PIR_THREADS='1'))
        RUNNING.add(p)
        try:
            _, err = p.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, 9)
            p.communicate()
            return None, 'timeout after %.0f s' % timeout, '', time.time() - t0, 0
        finally:
            RUNNING.discard(p)
        text = open(log).read()
        m = re.search(r'Collected : (\d+)', text)
        if not m:
            return None, 'no count (valgrind: %s)' % text.strip().split('\n')[-1][:80], '', time.time() - t0, 0
        part = inclusive(out) if flags.strip() and os.path.exists(out) else 0
    finally:
        os.unlink(log)
        if os.path.exists(out):
            os.unlink(out)
    return int(m.group(1)), p.returncode, err.decode(errors='replace'), time.time() - t0, part


def measure(pir, flags, small, big, tmp, limit):
    """the two sizes of one case, the larger with a timeout of 20x the time
    the smaller took under callgrind (at least 15 s, at most limit): a
    timeout then means growth far above the goal (a quadratic cost grows
    100x), even if the machine's load doubles between the two runs"""
    a = callgrind(pir, flags, small, tmp, limit)
    if a[0] is None:
        return a, (None, 'not run', '', 0, 0)
    return a, callgrind(pir, flags, big, tmp, min(limit, max(15.0, 20 * a[3])))


def fmt(v):
    if isinstance(v, str):
        return v
    return '%.1f%s' % (v, '*' if v > GOAL else ' ')


def run(a, pir, sizes, names, wls, tmp):
    """generates the shapes and runs every case and baseline: (cases,
    skipped, base, res) as report() reads them"""
    empty = os.path.join(tmp, 'empty.pir')
    with open(empty, 'w') as f:
        f.write('{\n}\n')
    files = {}
    skipped = {}
    cases = []  # (shape, workload, flags)
    for n in names:
        gen, extra = shapes.SHAPES[n]
        mul, div = SCALE.get(n, (1, 1))
        for s in sizes:
            path = os.path.join(tmp, '%s.%d.pir' % (n, s))
            with open(path, 'w') as f:
                f.write(gen(max(1, s * mul // div)))
            files[(n, s)] = path
        for w, fl in wls:
            if n in READ_ONLY and w != 'read+print':
                continue
            if n in NOT_APPLICABLE.get(w, {}):
                skipped[(n, w)] = 'n/a'
                continue
            cases.append((n, w, (extra + ' ' + fl).strip()))
    # The baseline of a workload depends only on its flags.
    bases = sorted({c[2] for c in cases})
    print('growth: %d shapes, %d cases at sizes %s, %d baselines; %d jobs'
          % (len(names), len(cases), a.sizes, len(bases), a.jobs), file=sys.stderr)
    ex = concurrent.futures.ThreadPoolExecutor(a.jobs)
    try:
        bfut = {fl: ex.submit(callgrind, pir, fl, empty, tmp, a.timeout) for fl in bases}
        cfut = {c: ex.submit(measure, pir, c[2], files[(c[0], sizes[0])], files[(c[0], sizes[1])], tmp,
                             a.timeout) for c in cases}
        base = {fl: f.result() for fl, f in bfut.items()}
        res = {}
        for i, (c, f) in enumerate(cfut.items()):
            res[c] = f.result()
            r = res[c]
            print('growth: [%d/%d] %s %s: %s, %s' % (i + 1, len(cases), c[0], c[1],
                  *(('%.3f M' % (x[0] / 1e6)) if x[0] is not None else str(x[1]) for x in r)),
                  file=sys.stderr)
    finally:
        # Interrupted: stop the runs under way (each in its own session).
        STOP.set()
        for p in list(RUNNING):
            try:
                os.killpg(p.pid, 9)
            except OSError:
                pass
        ex.shutdown(wait=True, cancel_futures=True)
    return cases, skipped, base, res


def main():
    ap = argparse.ArgumentParser(description='Instruction growth per 10x of every shape and pass.')
    ap.add_argument('--sizes', default='1000 10000')
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--timeout', type=float, default=300, help='seconds a run may take at most')
    ap.add_argument('--shapes', default='')
    ap.add_argument('--workloads', default='')
    ap.add_argument('--markdown', action='store_true', help='print the tables as Markdown too')
    ap.add_argument('--keep', action='store_true')
    ap.add_argument('--save', help='write the raw counts to this JSON file')
    ap.add_argument('--load', help='report the counts of a --save file instead of running')
    a = ap.parse_args()
    sizes = [int(s) for s in a.sizes.replace(',', ' ').split()]
    if len(sizes) != 2 or sizes[0] <= 0 or sizes[1] <= sizes[0]:
        ap.error('--sizes needs two sizes, the second the larger')
    pir = os.environ.get('PIR_OPT') or os.path.join(ROOT, 'build', 'pir-opt')
    if not shutil.which('valgrind'):
        print('growth: valgrind is not installed (apt-get install valgrind): growth report skipped')
        return 0
    listed = subprocess.run([pir, '--list-passes'], stdout=subprocess.PIPE, text=True).stdout
    listed += subprocess.run([pir, '--help'], stdout=subprocess.PIPE, text=True).stdout
    wls = [(w, f) for w, f in WORKLOADS if all(('  ' + x + ' ') in listed for x in f.split())]
    if a.workloads:
        keep = a.workloads.split(',')
        wls = [(w, f) for w, f in wls if w in keep]
    names = a.shapes.split(',') if a.shapes else list(shapes.SHAPES)
    for n in names:
        if n not in shapes.SHAPES:
            ap.error('unknown shape %r' % n)
    if 'if-deep' in names and sizes[1] // 50 >= 20000:
        print('growth: if-deep left out: 20,000 levels or more at N >= 1,000,000 (the reader\'s limit)', file=sys.stderr)
        names.remove('if-deep')
    t0 = time.time()
    tmp = tempfile.mkdtemp(prefix='pir-growth.')
    try:
        if a.load:
            with open(a.load) as f:
                d = json.load(f)
            sizes, names, wls = d['sizes'], d['names'], [tuple(x) for x in d['wls']]
            skipped = {tuple(k): v for k, v in d['skipped']}
            cases = [tuple(c) for c, _ in d['cases']]
            res = {tuple(c): r for c, r in d['cases']}
            base = {fl: r for fl, r in d['base']}
        else:
            cases, skipped, base, res = run(a, pir, sizes, names, wls, tmp)
        if a.save:
            with open(a.save, 'w') as f:
                json.dump({'sizes': sizes, 'names': names, 'wls': wls, 'skipped': [[list(k), v] for k, v in skipped.items()],
                           'cases': [[list(c), res[c]] for c in cases], 'base': [[fl, r] for fl, r in base.items()]}, f)
        miss = []
        total = {}  # (shape, workload) -> growth of the whole run, or a reason
        alone = {}  # (shape, workload) -> growth of the pass alone (over read+print)
        counts = {}
        raw = {}
        parts = {}
        for c in cases:
            n, w, flags = c
            want = EXIT.get(n, 0)
            bad = None
            for s, (ins, rc, err, *_) in zip(sizes, res[c]):
                if ins is None:
                    bad = '%s at N=%d' % (rc, s)
                elif rc != want:
                    bad = 'exit %s at N=%d: %s' % (rc, s, (err or '').strip().split('\n')[0][:100])
                if bad:
                    break
            if bad:
                total[(n, w)] = 'timeout' if 'timeout' in bad else 'fail'
                miss.append('%s %s: %s' % (n, w, bad))
                continue
            i0 = base[flags][0] or 0
            lo, hi = res[c][0][0] - i0, res[c][1][0] - i0
            counts[(n, w)] = (lo, hi)
            raw[(n, w)] = (res[c][0][0], res[c][1][0])
            parts[(n, w)] = (res[c][0][4], res[c][1][4])
            k = 10.0 / (sizes[1] / sizes[0])  # per 10x
            g = hi / lo * k if lo > 0 else float('inf')
            total[(n, w)] = g
            if g > GOAL:
                miss.append('%s %s: x%.1f per 10x (%.1f M -> %.1f M instructions over the empty program)'
                            % (n, w, g, lo / 1e6, hi / 1e6))
        total.update(skipped)
        for (n, w), v in total.items():
            if isinstance(v, str) and w != 'read+print':
                alone[(n, w)] = v
        for (n, w), (lo, hi) in parts.items():
            if w == 'read+print':
                continue
            # The instructions inside the pipeline (or the graph writer)
            # only: read+print's own cost, and how it varies with the heap
            # layout a pass leaves, stay out. Shown where it is at least
            # 0.5% of the whole run at the larger size.
            if hi < 0.005 * raw[(n, w)][1] or lo <= 0:
                alone[(n, w)] = '-'
                continue
            alone[(n, w)] = hi / lo * 10.0 / (sizes[1] / sizes[0])
        P = print
        P()
        P('== growth of instructions per 10x the size (callgrind; goal <= %g; * = miss) ==' % GOAL)
        P('sizes %d and %d (shape units: bench/shapes.py --list); the whole run minus the count on an empty program'
          % tuple(sizes))
        for title, tab in (('whole run (read, pass, verify, print)', total),
                           ('the pass alone (inside pirPipelineRun, verification after each pass included, or pirWriteOpGraph;'
                            ' - = under 0.5% of the run)', alone)):
            P()
            P(title + ':')
            hdr = '%-19s' % 'shape' + ''.join('%12s' % w for w, _ in wls if tab is total or w != 'read+print')
            P(hdr)
            P('-' * len(hdr))
            for n in names:
                row = '%-19s' % n
                for w, _ in wls:
                    if tab is alone and w == 'read+print':
                        continue
                    row += '%12s' % fmt(tab.get((n, w), ''))
                P(row)
            if a.markdown:
                P()
                cols = [w for w, _ in wls if tab is total or w != 'read+print']
                P('| shape | ' + ' | '.join(cols) + ' |')
                P('|---|' + '---:|' * len(cols))
                for n in names:
                    cells = []
                    for w in cols:
                        v = tab.get((n, w), '')
                        cells.append(v if isinstance(v, str) else ('**%.1f**' % v if v > GOAL else '%.1f' % v))
                    P('| %s | %s |' % (n, ' | '.join(cells)))
        for (n, w), v in alone.items():
            if not isinstance(v, str) and v > GOAL and not (isinstance(total[(n, w)], float) and total[(n, w)] > GOAL):
                miss.append('%s %s: the pass alone grows x%.1f per 10x' % (n, w, v))
        P()
        if miss:
            P('growth misses (goal <= %g per 10x):' % GOAL)
            for m in miss:
                P('  - ' + m)
        else:
            P('growth: every shape and workload within x%g per 10x.' % GOAL)
        P('growth: %.0f s' % (time.time() - t0))
        return 4 if miss else 0
    finally:
        if a.keep:
            print('growth: inputs kept in ' + tmp, file=sys.stderr)
        else:
            shutil.rmtree(tmp)


if __name__ == '__main__':
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    sys.exit(main())
