#!/usr/bin/env python3
"""close-outputs.py A B [TOL]: two pir-run outputs name the same outputs in
the same order, with the same dims, and values within TOL (relative to
max(1, |a|); default 1e-9). pir-run computes in double, so a rewrite that
only reassociates (--fold-conv-bn) moves the last bits. Exit 1 with the
first difference otherwise. Standard library only."""
import sys


def read(path):
    out = []
    for line in open(path):
        name, rest = line.split(': ', 1)
        dims, vals = rest.split('] [', 1)
        vals = vals.strip().rstrip(']')
        out.append((name, dims + ']', [float(v) for v in vals.split(', ')] if vals else []))
    return out


def main():
    tol = float(sys.argv[3]) if len(sys.argv) > 3 else 1e-9
    a, b = read(sys.argv[1]), read(sys.argv[2])
    if [(n, d, len(v)) for n, d, v in a] != [(n, d, len(v)) for n, d, v in b]:
        print('close-outputs: the outputs differ in names or shapes')
        return 1
    for (n, _, va), (_, _, vb) in zip(a, b):
        for i, (x, y) in enumerate(zip(va, vb)):
            if not abs(x - y) <= tol * max(1.0, abs(x)):
                print('close-outputs: %s[%d]: %r and %r' % (n, i, x, y))
                return 1
    print('close-outputs: %d outputs agree' % len(a))
    return 0


if __name__ == '__main__':
    sys.exit(main())
