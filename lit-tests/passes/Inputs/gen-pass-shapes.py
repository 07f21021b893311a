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
#   licm-nest       pd_op.while nested N deep, each body with an op reading only x
#                   (it leaves every loop), one reading the loop's argument, and a
#                   loop value carried unchanged
#   fresh-users     a fresh buffer (exp of x) read by N relu ops, each fetched
#   licm-wide       one pd_op.while with N loop values carried unchanged and a
#                   chain of N loop-invariant ops in its body
#   array-chain     one tensor array written N times at 0, each write read and
#                   its tanh written next; the last tanh fetched
#   array-loops     one tensor array carried by N whiles in a row, each body
#                   reading element 0 and writing its tanh back; joined after
#   assign-chain    N assign, each of the one before, vtensors; the last fetched
#   assign-fan      one vtensor read by N assign, each read by an exp and fetched
#   fold-chain      an int64 constant, then N scale (by 1, bias 1) each of the one before
#   conv-bn         N conv2d + test-mode batch_norm blocks in a row, on parameters
#   overwrites      one to_tensor copy overwritten N times by assign_out_, a
#                   to_vtensor of it and a reader after each overwrite
#   param-views     one parameter name read N times, each read viewed by a
#                   chain of two reshapes, read by an exp and fetched
#   constant-writes a stop_gradient pd_op.full buffer overwritten N times by
#                   assign_out_ of a constant, an exp reading the buffer's first
#                   name after each; tanh(x) plus all the exps fetched as "loss"
#   loop-writes     one pd_op.while whose body writes the value it carries N times
#                   in place (scale_, the last tanh_), each result read by an add,
#                   then N multiply of the last; the sum of all yielded
#   loop-chain      N pd_op.while in a row carrying one buffer, each body writing it
#                   with tanh_ and reading the result with a multiply
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

V = 'vtensor<4xf32>'

def assign_chain(n):
    o = [data('x', 'x', V)]
    prev = 'x'
    for i in range(n):
        o.append(un('assign', 'a%d' % i, prev, V)); prev = 'a%d' % i
    o.append(fetch(prev, 'out', V))
    return o

def assign_fan(n):
    o = [data('x', 'x', V)]
    for i in range(n):
        o.append(un('assign', 'a%d' % i, 'x', V))
        o.append(un('exp', 'e%d' % i, 'a%d' % i, V))
        o.append(fetch('e%d' % i, 'e%d' % i, V))
    return o

def fold_chain(n):
    I64 = 'vtensor<2xi64>'
    o = ['(%%k) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)2]} : () -> %s\n' % I64]
    prev = 'k'
    for i in range(n):
        o.append('(%%s%d) = "pd_op.scale" (%%%s) {bias:(Float)1,bias_after_scale:true,scale:(Float)1} : (%s) -> %s\n' % (i, prev, I64, I64))
        prev = 's%d' % i
    o.append(fetch(prev, 'out', I64))
    return o

def conv_bn(n):
    X = 'tensor<1x2x4x4xf32>'
    o = [data('x0', 'x', X, '[1,2,4,4]')]
    for i in range(n):
        o.append('(%%w%d) = "builtin.parameter" () {parameter_name:"w%d"} : () -> tensor<2x2x1x1xf32>\n' % (i, i))
        for p in ('m', 'v', 's', 'b'):
            o.append('(%%%s%d) = "builtin.parameter" () {parameter_name:"%s%d"} : () -> tensor<2xf32>\n' % (p, i, p, i))
        o.append('(%%c%d) = "pd_op.conv2d" (%%x%d, %%w%d) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (%s, tensor<2x2x1x1xf32>) -> %s\n' % (i, i, i, X, X))
        o.append('(%%x%d, %%o%d_1, %%o%d_2, %%o%d_3, %%o%d_4, %%o%d_5) = "pd_op.batch_norm_" (%%c%d, %%m%d, %%v%d, %%s%d, %%b%d) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (%s, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> %s, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<-1xu8>\n' % ((i + 1,) + (i,) * 5 + (i,) * 5 + (X, X)))
    o.append(fetch('x%d' % n, 'out', X))
    return o

def overwrites(n):
    o = ['(%%a) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)0} : () -> %s\n' % V,
         '(%%b) = "pd_op.to_tensor" (%%a) {} : (%s) -> %s\n' % (V, T)]
    prev = 'b'
    for k in range(n):
        o.append('(%%y%d) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)%d} : () -> %s\n' % (k, k, V))
        o.append('(%%w%d) = "pd_op.assign_out_" (%%y%d, %%%s) {} : (%s, %s) -> %s\n' % (k, k, prev, V, T, T))
        o.append('(%%c%d) = "pd_op.to_vtensor" (%%b) {} : (%s) -> %s\n' % (k, T, V))
        o.append('(%%e%d) = "pd_op.exp" (%%c%d) {} : (%s) -> %s\n' % (k, k, V, V))
        o.append('() = "pd_op.fetch" (%%e%d) {name:"e%d"} : (%s) ->\n' % (k, k, V))
        prev = 'w%d' % k
    return o

def param_views(n):
    o = []
    for k in range(n):
        o.append('(%%p%d) = "builtin.parameter" () {parameter_name:"w"} : () -> %s\n' % (k, T))
        o.append('(%%v%d) = "pd_op.reshape" (%%p%d) {shape:(pd_op.IntArray)[2,2]} : (%s) -> tensor<2x2xf32>\n' % (k, k, T))
        o.append('(%%u%d) = "pd_op.reshape" (%%v%d) {shape:(pd_op.IntArray)[4]} : (tensor<2x2xf32>) -> %s\n' % (k, k, T))
        o.append(un('exp', 'e%d' % k, 'u%d' % k))
        o.append(fetch('e%d' % k, 'e%d' % k))
    return o

SHAPES = {'overwrites': overwrites, 'param-views': param_views, 'assign-chain': assign_chain, 'assign-fan': assign_fan, 'fold-chain': fold_chain, 'conv-bn': conv_bn,
          'select': select, 'select-same': lambda n: select(n, True), 'nest': nest, 'inplace-chain': inplace_chain, 'views': views, 'deep-if': deep_if, 'wide-if': wide_if,
          'hash-alike': lambda n: wide_if(n, True), 'while-dead': while_dead, 'while-rounds': while_rounds,
          'users': users, 'operands': operands, 'same-operand': same_operand, 'types': types,
          'dead-loop-chain': dead_loop_chain}
def licm_nest(n):
    o = [cond(), data('x', 'x')]
    for d in range(n):
        src = 'x' if d == 0 else 'h%d' % (d - 1)
        o.append('(%%r%d, %%t%d) = "pd_op.while" (cond=%%c, inputs=%%%s, %%x) {\n^%%h%d, %%k%d\n' % (d, d, src, d, d))
        o.append(un('exp', 'e%d' % d, 'x'))
        o.append(bin_('add', 'g%d' % d, 'h%d' % d, 'e%d' % d))
    for d in reversed(range(n)):
        y = 'g%d' % d
        if d < n - 1:
            y = 'f%d' % d
            o.append(bin_('add', y, 'g%d' % d, 'r%d' % (d + 1)))
        o.append('() = "cf.yield" (%%c, %%%s, %%k%d) {} : (%s, %s, %s) ->\n}\n' % (y, d, B, T, T))
    o.append(fetch('r0'))
    return o

def licm_wide(n):
    o = [cond(), data('x', 'x')]
    ins = ', '.join(['%x'] * (n + 1))
    o.append('(%s) = "pd_op.while" (cond=%%c, inputs=%s) {\n' % (', '.join('%%r%d' % k for k in range(n + 1)), ins))
    o.append('^%s\n' % ', '.join('%%a%d' % k for k in range(n + 1)))
    prev = 'x'
    for k in range(n):
        o.append(un('exp', 'e%d' % k, prev)); prev = 'e%d' % k
    o.append(bin_('add', 'g', 'a0', prev))
    o.append('() = "cf.yield" (%%c, %%g, %s) {} : (%s) ->\n}\n' % (', '.join('%%a%d' % k for k in range(1, n + 1)), ', '.join([B] + [T] * (n + 1))))
    o.append(fetch('r0'))
    return o

def fresh_users(n):
    o = [data('x', 'x'), un('exp', 'a', 'x')]
    for i in range(n):
        o.append(un('relu', 'r%d' % i, 'a'))
        o.append(fetch('r%d' % i, 'r%d' % i))
    return o

SHAPES.update({'licm-nest': licm_nest, 'licm-wide': licm_wide, 'fresh-users': fresh_users})
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

SHAPES['wrt-many'] = wrt_many
def array_chain(n):
    A = 'pd_op.tensor_array<4xf32>'
    I = 'tensor<1xi64>'
    o = [data('x', 'x'),
         '  (%%i) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> %s\n' % I,
         '  (%%a0) = "pd_op.create_array" () {dtype:(pd_op.DataType)float32} : () -> %s\n' % A]
    prev = 'x'
    for k in range(n):
        o.append('  (%%a%d) = "pd_op.array_write_" (%%a%d, %%%s, %%i) {} : (%s, %s, %s) -> %s\n' % (k + 1, k, prev, A, T, I, A))
        o.append('  (%%r%d) = "pd_op.array_read" (%%a%d, %%i) {} : (%s, %s) -> %s\n' % (k, k + 1, A, I, T))
        o.append(un('tanh', 't%d' % k, 'r%d' % k)); prev = 't%d' % k
    o.append(fetch(prev, 'loss'))
    return o

SHAPES['array-chain'] = array_chain

def array_loops(n):
    A = 'pd_op.tensor_array<4xf32>'
    I = 'tensor<1xi64>'
    o = [data('x', 'x'), cond(),
         '  (%%i) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> %s\n' % I,
         '  (%%a0) = "pd_op.create_array" () {dtype:(pd_op.DataType)float32} : () -> %s\n' % A,
         '  (%%b0) = "pd_op.array_write_" (%%a0, %%x, %%i) {} : (%s, %s, %s) -> %s\n' % (A, T, I, A)]
    for k in range(n):
        o.append('  (%%b%d) = "pd_op.while" (cond=%%c, inputs=%%b%d) {\n  ^%%q%d\n' % (k + 1, k, k))
        o.append('    (%%r%d) = "pd_op.array_read" (%%q%d, %%i) {} : (%s, %s) -> %s\n' % (k, k, A, I, T))
        o.append('    (%%t%d) = "pd_op.tanh" (%%r%d) {} : (%s) -> %s\n' % (k, k, T, T))
        o.append('    (%%w%d) = "pd_op.array_write_" (%%q%d, %%t%d, %%i) {} : (%s, %s, %s) -> %s\n' % (k, k, k, A, T, I, A))
        o.append('    () = "cf.yield" (%%c, %%w%d) {} : (%s, %s) ->\n  }\n' % (k, B, A))
    o.append('  (%%o, %%oi) = "pd_op.array_to_tensor" (%%b%d) {axis:(Int32)0,use_stack:false} : (%s) -> %s, tensor<1xi32>\n' % (n, A, T))
    o.append(fetch('o', 'loss'))
    return o

SHAPES['array-loops'] = array_loops

def constant_writes(n):
    full = '(%%%s) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],stop_gradient:[true],value:(Float)%d} : () -> %s\n'
    o = [data('x', 'x'), full % ('b', 0, T), un('tanh', 's0', 'x')]
    prev = 'b'
    for k in range(n):
        o.append(full % ('y%d' % k, k, T))
        o.append('(%%w%d) = "pd_op.assign_out_" (%%y%d, %%%s) {} : (%s, %s) -> %s\n' % (k, k, prev, T, T, T))
        o.append(un('exp', 'e%d' % k, 'b'))
        o.append(bin_('add', 's%d' % (k + 1), 's%d' % k, 'e%d' % k))
        prev = 'w%d' % k
    o.append(fetch('s%d' % n, 'loss'))
    return o

SHAPES['constant-writes'] = constant_writes

def loop_writes(n):
    o = [data('x', 'x'), cond(), un('sin', 'h0', 'x'), '(%h) = "pd_op.while" (cond=%c, inputs=%h0) {\n^%a0\n']
    acc = 'x'
    for k in range(n):
        o.append(un('scale_' if k < n - 1 else 'tanh_', 'a%d' % (k + 1), 'a%d' % k))
        o.append(bin_('add', 's%d' % k, acc, 'a%d' % (k + 1)))
        acc = 's%d' % k
    for k in range(n):
        o.append(bin_('multiply', 'm%d' % k, 'a%d' % n, 'x'))
        o.append(bin_('add', 't%d' % k, acc, 'm%d' % k))
        acc = 't%d' % k
    o.append('() = "cf.yield" (%%c, %%%s) {} : (%s, %s) ->\n}\n' % (acc, B, T))
    o.append(fetch('h', 'loss'))
    return o

def loop_chain(n):
    o = [data('x', 'x'), cond(), un('sin', 'h0', 'x')]
    for k in range(n):
        o.append('(%%h%d, %%g%d) = "pd_op.while" (cond=%%c, inputs=%%h%d, %%x) {\n^%%a%d, %%b%d\n' % (k + 1, k + 1, k, k, k))
        o.append(un('tanh_', 't%d' % k, 'a%d' % k))
        o.append(bin_('multiply', 'm%d' % k, 't%d' % k, 'b%d' % k))
        o.append(bin_('add', 's%d' % k, 't%d' % k, 'm%d' % k))
        o.append('() = "cf.yield" (%%c, %%t%d, %%s%d) {} : (%s, %s, %s) ->\n}\n' % (k, k, B, T, T))
    o.append(bin_('add', 'l', 'h%d' % n, 'g%d' % n))
    o.append(fetch('l', 'loss'))
    return o

SHAPES.update({'loop-writes': loop_writes, 'loop-chain': loop_chain})
shape, n = sys.argv[1], int(sys.argv[2])
if shape == 'wrt-many' and sys.argv[3:] == ['names']:
    sys.stdout.write('loss=loss wrt=%s no-grad=%s\n' % (','.join('x%d' % k for k in range(0, n, 2)),
                                                     ','.join('t%d' % k for k in range(1, n, 2))))
    sys.exit(0)
sys.stdout.write('{\n' + ''.join(SHAPES[shape](n)) + '}\n')
