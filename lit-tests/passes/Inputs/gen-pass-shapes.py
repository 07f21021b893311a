#!/usr/bin/env python3
# gen-pass-shapes.py: programs shaped to make a pass's cost grow faster than
# their size (each was once quadratic or worse in some pass), for
# lit-tests/passes/linear-pass-costs.test. Usage: gen-pass-shapes.py SHAPE N
#   inplace-chain   relu then N relu_ on it, each read by an exp and fetched
#   views           N reshape views of one buffer, each read, then a relu_ on it
#   deep-if         pd_op.if nested N deep, two equal adds at each level
#   nest            pd_op.if nested N deep, 20,000 ops in all (a chain per level),
#                   results unused, a fetch at the deepest level
#   wide-if         N pd_op.if one after the other, all alike
#   hash-alike      N pd_op.if with the same body shape, each reading its own value
#   while-dead      one pd_op.while with N loop values; the even ones unused and
#                   only feeding their own next value (dead)
#   while-rounds    one pd_op.while with N loop values, results unused, value k
#                   computed from argument k+1, argument 0 fetched in the body:
#                   each value is live only because the one before it is
#   users           one value read by N relu ops (all equal)
#   operands        a builtin.combine of N values read by add_n
#   select          pd_op.select_input of N distinct values (one op, N operands)
#   select-same     pd_op.select_input of one value N times
#   same-operand    a builtin.combine of one value N times read by add_n
#   types           N distinct tensor types, two equal relu of each
#   dead-loop-chain a dead chain of N ops inside a while body
#   wrt-many        N inputs x0.. summed through tanh into the fetch "loss",
#                   each tanh also fetched as t0..; with "names", prints the
#                   append-backward options naming them all instead
import sys
T = 'tensor<4xf32>'
B = 'tensor<1xb>'
def data(v, name, t=T, shape='[4]', dt='float32'):
    return '(%%%s) = "pd_op.data" () {dtype:(pd_op.DataType)%s,name:"%s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)%s} : () -> %s\n' % (v, dt, name, shape, t)
def un(op, r, a, t=T):
    return '(%%%s) = "pd_op.%s" (%%%s) {} : (%s) -> %s\n' % (r, op, a, t, t)
def bin_(op, r, a, b, t=T):
    return '(%%%s) = "pd_op.%s" (%%%s, %%%s) {} : (%s, %s) -> %s\n' % (r, op, a, b, t, t, t)
def fetch(a, name='out', t=T):
    return '() = "pd_op.fetch" (%%%s) {name:"%s"} : (%s) ->\n' % (a, name, t)
def cond():
    return data('c', 'c', B, '[1]', 'bool')

def inplace_chain(n):
    o = [data('x', 'x'), un('relu', 'a0', 'x')]
    for i in range(n):
        o.append(un('relu_', 'a%d' % (i + 1), 'a%d' % i))
        o.append(un('exp', 'e%d' % i, 'a%d' % (i + 1)))
        o.append(fetch('e%d' % i, 'e%d' % i))
    o.append(fetch('a%d' % n))
    return o

def views(n):
    o = [data('x', 'x'), un('relu', 'a', 'x')]
    for i in range(n):
        o.append('(%%v%d) = "pd_op.reshape" (%%a) {shape:(pd_op.IntArray)[4]} : (%s) -> %s\n' % (i, T, T))
        o.append(un('exp', 'e%d' % i, 'v%d' % i))
        o.append(fetch('e%d' % i, 'e%d' % i))
    o.append(un('relu_', 'w', 'a'))
    o.append(fetch('w'))
    return o

def deep_if(n):
    o = [cond(), data('x', 'x')]
    for i in range(n):
        o.append('(%%r%d) = "pd_op.if" (%%c) {} -> %s {\n' % (i, T))
        o.append(bin_('add', 'p%d' % i, 'x', 'x'))
        o.append(bin_('add', 'q%d' % i, 'x', 'x'))
    o.append(bin_('multiply', 'z', 'p%d' % (n - 1), 'q%d' % (n - 1)))
    for i in reversed(range(n)):
        inner = 'z' if i == n - 1 else 'r%d' % (i + 1)
        o.append('() = "cf.yield" (%%%s) {} : (%s) ->\n' % (inner, T))
        o.append('} else {\n() = "cf.yield" (%%x) {} : (%s) ->\n}\n' % T)
    o.append(fetch('r0'))
    return o

def nest(d, total=20000):
    # pd_op.if nested d deep holding about `total` ops in all: a chain at each level
    o = [cond(), data('x', 'x')]
    w = max(1, total // d)
    for i in range(d):
        o.append('(%%r%d) = "pd_op.if" (%%c) {} -> %s {\n' % (i, T))
        prev = 'p%d_0' % (i - 1) if i else 'x'
        for k in range(w):
            o.append(bin_('multiply' if k == 0 else 'add', 'p%d_%d' % (i, k), prev, 'x')); prev = 'p%d_%d' % (i, k)
        o.append(un('relu', 'q%d' % i, prev))
    o.append(fetch('q%d' % (d - 1)))
    for i in reversed(range(d)):
        inner = 'q%d' % i if i == d - 1 else 'r%d' % (i + 1)
        o.append('() = "cf.yield" (%%%s) {} : (%s) ->\n' % (inner, T))
        o.append('} else {\n() = "cf.yield" (%%x) {} : (%s) ->\n}\n' % T)
    return o

def wide_if(n, alike=False):
    # n ifs one after the other; with alike, every if reads its own value, all hash alike
    o = [cond(), data('x', 'x')]
    for i in range(n):
        src = 'x'
        if alike:
            o.append(un('exp', 's%d' % i, 's%d' % (i - 1) if i else 'x')); src = 's%d' % i
        o.append('(%%r%d) = "pd_op.if" (%%c) {} -> %s {\n' % (i, T))
        o.append(bin_('add', 'p%d' % i, src, 'x'))
        o.append('() = "cf.yield" (%%p%d) {} : (%s) ->\n' % (i, T))
        o.append('} else {\n() = "cf.yield" (%%x) {} : (%s) ->\n}\n' % T)
        o.append(fetch('r%d' % i, 'r%d' % i))
    return o

def while_head(n, extra=''):
    ins = ', '.join('%%i%d' % k for k in range(n))
    res = ', '.join('%%w%d' % k for k in range(n))
    args = ', '.join('%%arg_%d' % k for k in range(n))
    return ['(%s) = "pd_op.while" (cond=%%c, inputs=%s) {\n' % (res, ins), '^%s\n' % args]

def while_dead(n):
    # n loop values; the even ones unused, each argument only feeds its own next value
    o = [cond(), data('x', 'x')] + [un('exp', 'i%d' % k, 'x') for k in range(n)]
    o += while_head(n)
    for k in range(n):
        o.append(un('exp', 'n%d' % k, 'arg_%d' % k))
    o.append('() = "cf.yield" (%%c, %s) {} : (%s) ->\n' % (', '.join('%%n%d' % k for k in range(n)), ', '.join([B] + [T] * n)))
    o.append('}\n')
    o += [fetch('w%d' % k, 'w%d' % k) for k in range(1, n, 2)]
    return o

def while_rounds(n):
    # all results unused; next value k reads argument k+1, so liveness creeps one value per round
    o = [cond(), data('x', 'x')] + [un('exp', 'i%d' % k, 'x') for k in range(n)]
    o += while_head(n)
    o.append(fetch('arg_0'))
    for k in range(n):
        o.append(un('exp', 'n%d' % k, 'arg_%d' % ((k + 1) % n)))
    o.append('() = "cf.yield" (%%c, %s) {} : (%s) ->\n' % (', '.join('%%n%d' % k for k in range(n)), ', '.join([B] + [T] * n)))
    o.append('}\n')
    return o

def users(n):
    o = [data('x', 'x')]
    for i in range(n):
        o.append(un('relu', 'r%d' % i, 'x'))
    o.append(fetch('r%d' % (n - 1)))
    return o

def operands(n):
    o = [data('x', 'x')] + [un('exp', 'e%d' % i, 'x') for i in range(n)]
    o.append('(%%v) = "builtin.combine" (%s) {} : (%s) -> vec[%s]\n' % (', '.join('%%e%d' % i for i in range(n)), ', '.join([T] * n), ','.join([T] * n)))
    o.append('(%%s) = "pd_op.add_n" (%%v) {} : (vec[%s]) -> %s\n' % (','.join([T] * n), T))
    o.append(fetch('s'))
    return o

def select(n, same=False):
    # pd_op.select_input (mask, then N inputs): one value-semantics op with N tensor operands
    o = [data('m', 'm', 'tensor<1xi32>', '[1]', 'int32'), data('x', 'x')]
    if not same:
        o += [un('exp', 'e%d' % i, 'x') for i in range(n)]
    names = ['%x'] * n if same else ['%%e%d' % i for i in range(n)]
    o.append('(%%s) = "pd_op.select_input" (%%m, %s) {} : (tensor<1xi32>, %s) -> %s\n' % (', '.join(names), ', '.join([T] * n), T))
    o.append(fetch('s'))
    return o

def same_operand(n):
    o = [data('x', 'x'), un('exp', 'e', 'x')]
    o.append('(%%v) = "builtin.combine" (%s) {} : (%s) -> vec[%s]\n' % (', '.join(['%e'] * n), ', '.join([T] * n), ','.join([T] * n)))
    o.append('(%%s) = "pd_op.add_n" (%%v) {} : (vec[%s]) -> %s\n' % (','.join([T] * n), T))
    o.append(fetch('s'))
    return o

def types(n):
    o = []
    for i in range(n):
        t = 'tensor<%dxf32>' % (i + 1)
        o.append(data('x%d' % i, 'x%d' % i, t, '[%d]' % (i + 1)))
        o.append(un('relu', 'r%d' % i, 'x%d' % i, t))
        o.append(un('relu', 's%d' % i, 'x%d' % i, t))
        o.append(fetch('s%d' % i, 'o%d' % i, t))
    return o

def dead_loop_chain(n):
    o = [cond(), data('x', 'x'), un('exp', 'i0', 'x')] + while_head(1)
    prev = 'arg_0'
    for k in range(n):
        o.append(un('exp', 'd%d' % k, prev)); prev = 'd%d' % k
    o.append(un('relu', 'n0', 'arg_0'))
    o.append('() = "cf.yield" (%%c, %%n0) {} : (%s, %s) ->\n' % (B, T))
    o.append('}\n')
    o += [fetch('w%d' % k, 'w%d' % k) for k in range(1, n, 2)]
    return o

def wrt_many(n):
    o = [data('x%d' % k, 'x%d' % k) for k in range(n)]
    prev = 'x0'
    for k in range(n):
        o.append(un('tanh', 't%d' % k, 'x%d' % k))
        o.append(fetch('t%d' % k, 't%d' % k))
        if k:
            o.append(bin_('add', 's%d' % k, prev, 't%d' % k)); prev = 's%d' % k
    o.append(fetch(prev, 'loss'))
    return o

SHAPES = {'select': select, 'select-same': lambda n: select(n, True), 'nest': nest, 'inplace-chain': inplace_chain, 'views': views, 'deep-if': deep_if, 'wide-if': wide_if,
          'hash-alike': lambda n: wide_if(n, True), 'while-dead': while_dead, 'while-rounds': while_rounds,
          'users': users, 'operands': operands, 'same-operand': same_operand, 'types': types,
          'dead-loop-chain': dead_loop_chain, 'wrt-many': wrt_many}
shape, n = sys.argv[1], int(sys.argv[2])
if shape == 'wrt-many' and sys.argv[3:] == ['names']:
    sys.stdout.write('loss=loss wrt=%s no-grad=%s\n' % (','.join('x%d' % k for k in range(0, n, 2)),
                                                     ','.join('t%d' % k for k in range(1, n, 2))))
    sys.exit(0)
sys.stdout.write('{\n' + ''.join(SHAPES[shape](n)) + '}\n')
