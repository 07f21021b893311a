#!/usr/bin/env python3
# shapes.py: generators of adversarial program shapes, for the growth report
# of `make bench` (bench/shapes.sh) and for anyone chasing a super-linear
# cost. Each shape is a function of a size N (about N ops, or N of the thing
# the shape is about); the same N always gives the same bytes. Stdlib only.
#
#   python3 bench/shapes.py SHAPE N [-o FILE]
#   python3 bench/shapes.py --list          the shapes, with what each holds
#   python3 bench/shapes.py --flags SHAPE   the extra pir-opt flags it needs
#   python3 bench/shapes.py --verify PIR_OPT [N]  checks that every shape at
#       size N (default 40) reads, verifies and goes through each pass
#
# Every program verifies with build/pir-opt (given the flags of --flags);
# `diagnostics`, `attr-errors`, `type-deep` and `yaml-deep` (a dialect file)
# are the exceptions on purpose: they fail with errors, printed.
import argparse
import os
import re
import sys

F32 = 'tensor<4xf32>'
B1 = 'tensor<1xb>'
I64 = 'tensor<1xi64>'


def data(name, var=None, ty=F32, shape='[4]', dtype='float32'):
    return ('(%%%s) = "pd_op.data" () {dtype:(pd_op.DataType)%s,name:"%s",place:(pd_op.Place)Place(undefined:0),'
            'shape:(pd_op.IntArray)%s,stop_gradient:[false]} : () -> %s' % (var or name, dtype, name, shape, ty))


def full(var, value, ty=F32, shape='[4]', dtype='float32', kind='vtensor'):
    t = ty if kind == 'tensor' else ty
    return ('(%%%s) = "pd_op.full" () {dtype:(pd_op.DataType)%s,place:(pd_op.Place)Place(cpu),'
            'shape:(pd_op.IntArray)%s,value:(Double)%s} : () -> %s' % (var, dtype, shape, value, t))


def cond(var='c'):
    return ('(%%%s) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),'
            'shape:(pd_op.IntArray)[1],value:(Double)1} : () -> %s' % (var, B1))


def unary(res, name, arg, ty=F32):
    return '(%%%s) = "pd_op.%s" (%%%s) {} : (%s) -> %s' % (res, name, arg, ty, ty)


def binary(res, name, a, b, ty=F32):
    return '(%%%s) = "pd_op.%s" (%%%s, %%%s) {} : (%s, %s) -> %s' % (res, name, a, b, ty, ty, ty)


def fetch(arg, name, ty=F32):
    return '() = "pd_op.fetch" (%%%s) {name:"%s"} : (%s) ->' % (arg, name, ty)


def yield_(args, types):
    return '() = "cf.yield" (%s) {} : (%s) ->' % (', '.join('%' + a for a in args), ', '.join(types))


def program(lines):
    return '{\n' + ''.join('    ' + l + '\n' for l in lines) + '}\n'


# ------------------------------------------------------------------ shapes

def inplace_chain(n):
    """one buffer written by n inplace ops in a row (relu_, tanh_, exp_), each
    value read once before the next write"""
    ops = ['relu_', 'tanh_', 'exp_']
    out = [data('x'), unary('a', 'sin', 'x')]
    prev = 'a'
    for i in range(n):
        out.append(unary('r%d' % i, 'cos', prev))
        out.append(unary('w%d' % i, ops[i % 3], prev))
        prev = 'w%d' % i
        if i % 64 == 63:
            out.append(fetch('r%d' % i, 'r%d' % i))
    out.append(fetch(prev, 'out'))
    return program(out)


def views(n):
    """n views (reshape) of one buffer that came from a to_tensor copy; every
    fourth view is written through, and the buffer is read and copied back
    between them"""
    out = [full('a', -1, ty='vtensor<4xf32>'),
           '(%b) = "pd_op.to_tensor" (%a) {} : (vtensor<4xf32>) -> tensor<4xf32>']
    for i in range(n):
        out.append('(%%v%d) = "pd_op.reshape" (%%b) {shape:(pd_op.IntArray)[2,2]} : (%s) -> tensor<2x2xf32>' % (i, F32))
        op = 'relu_' if i % 4 == 3 else 'relu'
        out.append(unary('u%d' % i, op, 'v%d' % i, ty='tensor<2x2xf32>'))
        if i % 16 == 15:
            out.append('(%%c%d) = "pd_op.to_vtensor" (%%b) {} : (%s) -> vtensor<4xf32>' % (i, F32))
            out.append(unary('s%d' % i, 'sin', 'b'))
            out.append(fetch('c%d' % i, 'c%d' % i, ty='vtensor<4xf32>'))
            out.append(fetch('s%d' % i, 's%d' % i))
            out.append(fetch('u%d' % i, 'u%d' % i, ty='tensor<2x2xf32>'))
    return program(out)


def if_deep(n, width=50):
    """pd_op.if nested n levels deep (the reader allows 20,000 levels of
    regions, the program's own included), 50 ops a level:
    each level reads values of every enclosing level, and repeats ops of the
    level above (CSE scopes) and leaves some dead (DCE). Not indented, so
    that the input grows with the ops, not with depth times ops (the
    printed output is indented 4 spaces a level up to 64 levels, as the
    format says)"""
    out = ['{', '    ' + cond(), '    ' + data('x')]
    for d in range(n):
        ind = ''

        prev = 'x' if d == 0 else 'l%d_%d' % (d - 1, width - 1)
        for k in range(width):
            a = prev if k == 0 else 'l%d_%d' % (d, k - 1)
            b = 'x' if k % 3 else 'l%d_0' % (d // 2)
            if d == 0 and k % 3 == 0:
                b = 'x'
            out.append(ind + binary('l%d_%d' % (d, k), 'add', a, b))
            if k % 10 == 0:
                out.append(ind + unary('dead%d_%d' % (d, k), 'exp', a))
            if k % 10 == 5:
                out.append(ind + unary('dup%d_%d' % (d, k), 'sin', 'x'))
        out.append(ind + '(%%if%d) = "pd_op.if" (%%c) {} -> %s {' % (d, F32))
    last = 'l%d_%d' % (n - 1, width - 1)
    for d in reversed(range(n)):
        inner = last if d == n - 1 else 'if%d' % (d + 1)
        out.append(yield_([inner], [F32]))
        out.append('} else {')
        out.append(yield_(['x'], [F32]))
        out.append('}')
    out.append('    ' + fetch('if0', 'out'))
    out.append('}')
    return '\n'.join(out) + '\n'


def if_deep_thin(n):
    """if-deep with 6 ops a level (one dead, one repeated): as deep, 8x
    smaller, for tests at the reader's depth limit (lit-tests/passes/deep-nesting.test)"""
    return if_deep(n, 6)


def while_deep(n):
    """pd_op.while nested n levels deep (one-region, each running once),
    not indented: each body multiplies its carried value by w (read from
    the module block) and by the carried value of the level at half its
    depth, so append-backward's backward whiles carry the gradients of
    values read from far outside (four levels at most: docs/passes.md,
    *while_grad*)"""
    out = ['{', '    ' + data('x'), '    ' + data('w'), '    ' + full('i0', 0, ty=I64, shape='[1]', dtype='int64'),
           '    ' + full('one', 1, ty=I64, shape='[1]', dtype='int64'),
           '    (%c0) = "pd_op.less_than" (%i0, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>']
    prev = 'x'
    for d in range(n):
        out.append('(%%r%d, %%h%d) = "pd_op.while" (%%c0, %%i0, %%%s) {} : (%s, %s, %s) -> %s, %s {'
                   % (d, d, prev, B1, I64, F32, I64, F32))
        out.append('^bb0(%%a%d: %s, %%b%d: %s):' % (d, I64, d, F32))
        out.append(binary('m%d' % d, 'multiply', 'b%d' % d, 'w'))
        out.append(binary('q%d' % d, 'multiply', 'm%d' % d, 'b%d' % (d // 2)))
        prev = 'q%d' % d
    for d in reversed(range(n)):
        out.append(unary('t%d' % d, 'tanh', 'h%d' % (d + 1) if d + 1 < n else 'q%d' % d))
        out.append(binary('n%d' % d, 'add', 'a%d' % d, 'one', ty=I64))
        out.append('(%%k%d) = "pd_op.less_than" (%%n%d, %%one) {} : (%s, %s) -> %s' % (d, d, I64, I64, B1))
        out.append(yield_(['k%d' % d, 'n%d' % d, 't%d' % d], [B1, I64, F32]))
        out.append('}')
    out.append('    ' + fetch('h0', 'out'))
    out.append('}')
    return '\n'.join(out) + '\n'


def if_wide(n):
    """n pd_op.if side by side in one block, two ops in each branch, every
    fourth one's result unused"""
    out = [cond(), data('x')]
    prev = 'x'
    for i in range(n):
        out.append('(%%i%d) = "pd_op.if" (%%c) {} -> %s {' % (i, F32))
        out.append('    ' + unary('t%d' % i, 'relu', prev))
        out.append('    ' + yield_(['t%d' % i], [F32]))
        out.append('} else {')
        out.append('    ' + unary('e%d' % i, 'tanh', prev))
        out.append('    ' + yield_(['e%d' % i], [F32]))
        out.append('}')
        if i % 4 != 3:
            prev = 'i%d' % i
    out.append(fetch(prev, 'out'))
    return program(out)


def while_values(n):
    """one pd_op.while carrying a counter and n tensors: the first half are
    live only through each other (value k is computed from value k+1, and
    only value 0 is read after the loop: DCE proves them live one by one),
    the second half are dead (DCE erases them)"""
    live = n // 2
    out = [data('x'), full('zero', 0, ty=I64, shape='[1]', dtype='int64'),
           full('ten', 10, ty=I64, shape='[1]', dtype='int64'),
           '(%c) = "pd_op.less_than" (%zero, %ten) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>']
    for k in range(n):
        out.append(unary('init%d' % k, 'sin', 'x'))
    res = ', '.join(['%cnt'] + ['%%r%d' % k for k in range(n)])
    ins = ', '.join(['%zero'] + ['%%init%d' % k for k in range(n)])
    out.append('(%s) = "pd_op.while" (cond=%%c, inputs=%s) {' % (res, ins))
    out.append('^' + ', '.join(['%i'] + ['%%a%d' % k for k in range(n)]))
    body = [full('one', 1, ty=I64, shape='[1]', dtype='int64'),
            binary('next', 'add', 'i', 'one', ty=I64),
            '(%nc) = "pd_op.less_than" (%next, %ten) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>']
    for k in range(n):
        src = 'a%d' % (k + 1) if k + 1 < live else 'a%d' % k
        body.append(unary('y%d' % k, 'tanh', src))
    body.append(yield_(['nc', 'next'] + ['y%d' % k for k in range(n)], [B1, I64] + [F32] * n))
    out += ['    ' + l for l in body]
    out.append('}')
    out.append(fetch('r0', 'out'))
    return program(out)


def dead_loop(n):
    """pd_op.while loops whose bodies hold long dead chains (each op reads the
    one before, nothing outside the chain reads it): 10 loops of n/10 ops"""
    loops = 10
    per = max(1, n // loops)
    out = [data('x'), full('zero', 0, ty=I64, shape='[1]', dtype='int64'),
           full('ten', 10, ty=I64, shape='[1]', dtype='int64'),
           '(%c) = "pd_op.less_than" (%zero, %ten) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>']
    prev = 'x'
    for l in range(loops):
        out.append('(%%cnt%d, %%w%d) = "pd_op.while" (cond=%%c, inputs=%%zero, %%%s) {' % (l, l, prev))
        out.append('^%%i%d, %%a%d' % (l, l))
        body = [full('one%d' % l, 1, ty=I64, shape='[1]', dtype='int64'),
                binary('next%d' % l, 'add', 'i%d' % l, 'one%d' % l, ty=I64),
                '(%%nc%d) = "pd_op.less_than" (%%next%d, %%ten) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>'
                % (l, l)]
        p = 'a%d' % l
        for k in range(per):
            body.append(unary('d%d_%d' % (l, k), ['exp', 'sin', 'cos'][k % 3], p))
            p = 'd%d_%d' % (l, k)
        body.append(unary('y%d' % l, 'tanh', 'a%d' % l))
        body.append(yield_(['nc%d' % l, 'next%d' % l, 'y%d' % l], [B1, I64, F32]))
        out += ['    ' + b for b in body]
        out.append('}')
        prev = 'w%d' % l
    out.append(fetch(prev, 'out'))
    return program(out)


DESIGN_LOOP = '''(%r{i}, %s{i}) = "pd_op.while" ({prev}) {{}} : (tensor<1xi64>) -> tensor<1xi64>, cf.stack {{
^bb0(%a: tensor<1xi64>):
    (%stack) = "cf.create_stack" () {{}} : () -> cf.stack
    () = "cf.yield" (%a, %stack) {{}} : (tensor<1xi64>, cf.stack) ->
}} {{
^bb0(%a1: tensor<1xi64>, %st: cf.stack):
    (%k) = "pd_op.less_than" (%a1, %ten) {{}} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    () = "cf.push_back" (%st, %a1) {{}} : (cf.stack, tensor<1xi64>) ->
    () = "cf.push_back" (%st, %k) {{}} : (cf.stack, tensor<1xb>) ->
    () = "cf.cond_yield" (%k, %a1, %st) {{}} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
}} {{
^bb0(%a2: tensor<1xi64>, %st: cf.stack):
    (%n) = "pd_op.add" (%a2, %ten) {{}} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
{pushes}    () = "cf.yield" (%n, %st) {{}} : (tensor<1xi64>, cf.stack) ->
}}'''

DESIGN_GRAD = '''(%ig{i}, %so{i}) = "pd_op.while_grad" (%x, %s{i}) {{}} : (tensor<1xi64>, cf.stack) -> tensor<1xi64>, cf.stack {{
^bb0(%g1: tensor<1xi64>, %t: cf.stack):
    (%pk) = "cf.pop_back" (%t) {{}} : (cf.stack) -> tensor<1xb>
    (%pa) = "cf.pop_back" (%t) {{}} : (cf.stack) -> tensor<1xi64>
    (%e) = "cf.is_empty" (%t) {{}} : (cf.stack) -> tensor<1xb>
    () = "cf.cond_yield" (%e, %g1, %t) {{}} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
}} {{
^bb0(%g2: tensor<1xi64>, %t: cf.stack):
{pops}    (%u) = "pd_op.add_" (%g2, %pa2) {{}} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    () = "cf.yield" (%g2, %t) {{}} : (tensor<1xi64>, cf.stack) ->
}}'''


def design_stacks(loops, body_pairs):
    """loops: design-form pd_op.while loops in a chain (docs/design.md 3.7),
    each with a pd_op.while_grad; each loop pushes 2 values in cond and
    body_pairs in body, its grad pops them all and reads one"""
    hdr = [data('x', ty=I64, shape='[1]', dtype='int64'),
           full('ten', 10, ty=I64, shape='[1]', dtype='int64')]
    out = list(hdr)
    prev = '%x'
    pushes = ''.join('    () = "cf.push_back" (%%st, %s) {} : (cf.stack, tensor<1xi64>) ->\n'
                     % ('%a2' if j % 2 == 0 else '%n') for j in range(body_pairs))
    pops = ''.join('    (%%pp%d) = "cf.pop_back" (%%t) {} : (cf.stack) -> tensor<1xi64>\n' % j
                   for j in range(body_pairs - 1))
    pops += '    (%pa2) = "cf.pop_back" (%t) {} : (cf.stack) -> tensor<1xi64>\n'
    for i in range(loops):
        out += DESIGN_LOOP.format(i=i, prev=prev, pushes=pushes).split('\n')
        prev = '%%r%d' % i
    for i in reversed(range(loops)):
        out += DESIGN_GRAD.format(i=i, pops=pops).split('\n')
    out.append('() = "builtin.shadow_output" (%s) {output_name:"out"} : (tensor<1xi64>) ->' % prev)
    return program(out)


def stacks_design(n):
    """n push/pop pairs of the design form (cf.create_stack in the init
    region, cf.push_back in cond and body, cf.pop_back in while_grad): n/4
    loops of 4 pairs"""
    return design_stacks(max(1, n // 4), 2)


def stacks_design_wide(n):
    """n push/pop pairs of the design form in one loop: its body pushes n
    values, its while_grad pops them all and reads the last"""
    return design_stacks(1, max(2, n))


def stacks_paddle(n):
    """n pushed elements of Paddle's form (cf.stack_create, cf.tuple_push in
    a pd_op.while, cf.tuple_pop in the backward while): n/8 loops each pushing
    8 values, of which the backward loop reads 2"""
    loops = max(1, n // 8)
    out = [data('x'), full('zero', 0, ty=I64, shape='[1]', dtype='int64'),
           full('three', 3, ty=I64, shape='[1]', dtype='int64'),
           '(%c) = "pd_op.less_than" (%zero, %three) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>']
    prev = 'x'
    for l in range(loops):
        out.append('(%%s%d, %%in%d, %%out%d) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet'
                   % (l, l, l))
        out.append('(%%wi%d, %%wx%d) = "pd_op.while" (cond=%%c, inputs=%%zero, %%%s) {' % (l, l, prev))
        out.append('^%%i%d, %%a%d' % (l, l))
        body = [unary('t%d' % l, 'tanh', 'a%d' % l),
                full('one%d' % l, 1, ty=I64, shape='[1]', dtype='int64'),
                binary('next%d' % l, 'add', 'i%d' % l, 'one%d' % l, ty=I64),
                '(%%nc%d) = "pd_op.less_than" (%%next%d, %%three) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>'
                % (l, l)]
        pushed = ['a%d' % l, 't%d' % l, 'next%d' % l, 'nc%d' % l] * 2
        types = [F32, F32, I64, B1] * 2
        body.append('() = "cf.tuple_push" (%%in%d, %s) {} : (cf.inlet, %s) ->'
                    % (l, ', '.join('%' + p for p in pushed), ', '.join(types)))
        body.append(yield_(['nc%d' % l, 'next%d' % l, 't%d' % l], [B1, I64, F32]))
        out += ['    ' + b for b in body]
        out.append('}')
        prev = 'wx%d' % l
    g = 'x'
    for l in reversed(range(loops)):
        out.append('(%%h%d) = "cf.has_elements" (%%s%d) {} : (cf.stack) -> tensor<1xb>' % (l, l))
        out.append('(%%gx%d) = "pd_op.while" (cond=%%h%d, inputs=%%%s) {' % (l, l, g))
        out.append('^%%ga%d' % l)
        pops = ['p%d_%d' % (l, j) for j in range(8)]
        body = ['(%s) = "cf.tuple_pop" (%%out%d) {} : (cf.outlet) -> %s'
                % (', '.join('%' + p for p in pops), l, ', '.join([F32, F32, I64, B1] * 2)),
                binary('gr%d' % l, 'tanh_grad', pops[1], 'ga%d' % l),
                '(%%pr%d) = "pd_op.print" (%%%s) {first_n:(Int32)-1,message:"",summarize:(Int32)20} : (%s) -> %s'
                % (l, pops[2], I64, I64),
                '(%%h2_%d) = "cf.has_elements" (%%s%d) {} : (cf.stack) -> tensor<1xb>' % (l, l),
                yield_(['h2_%d' % l, 'gr%d' % l], [B1, F32])]
        out += ['    ' + b for b in body]
        out.append('}')
        g = 'gx%d' % l
    out.append('() = "builtin.shadow_output" (%%%s) {output_name:"y"} : (%s) ->' % (prev, F32))
    out.append('() = "builtin.shadow_output" (%%%s) {output_name:"x_grad"} : (%s) ->' % (g, F32))
    return program(out)


def stacks_chained(n):
    """n Paddle-form stacks in a chain: what stack k pops (two values), stack
    k+1 pushes; only the last pop's second value is read, so pruning the
    first element travels the whole chain"""
    out = [data('x'), unary('t', 'tanh', 'x')]
    for k in range(n):
        out.append('(%%s%d, %%in%d, %%out%d) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet'
                   % (k, k, k))
    a, b = 'x', 't'
    for k in range(n):
        out.append('() = "cf.tuple_push" (%%in%d, %%%s, %%%s) {} : (cf.inlet, %s, %s) ->' % (k, a, b, F32, F32))
        out.append('(%%px%d, %%pt%d) = "cf.tuple_pop" (%%out%d) {} : (cf.outlet) -> %s, %s' % (k, k, k, F32, F32))
        a, b = 'px%d' % k, 'pt%d' % k
    out.append('() = "builtin.shadow_output" (%%%s) {output_name:"t"} : (%s) ->' % (b, F32))
    return program(out)


def tuple_wide(n):
    """one Paddle-form stack whose cf.tuple_push sends n elements; each value
    its cf.tuple_pop hands back is pushed onto a stack of its own, and none
    of those is read: --stack-pruning drops them all, then the wide pair"""
    T = 'tensor<4xf32>'
    out = [data('x'),
           '(%A, %inA, %outA) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet',
           '() = "cf.tuple_push" (%%inA, %s) {} : (cf.inlet, %s) ->' % (', '.join(['%x'] * n), ', '.join([T] * n)),
           '(%s) = "cf.tuple_pop" (%%outA) {} : (cf.outlet) -> %s' % (', '.join('%%p%d' % i for i in range(n)),
                                                                    ', '.join([T] * n))]
    for i in range(n):
        out.append('(%%B%d, %%in%d, %%out%d) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet'
                   % (i, i, i))
        out.append('() = "cf.tuple_push" (%%in%d, %%p%d) {} : (cf.inlet, %s) ->' % (i, i, T))
        out.append('(%%q%d) = "cf.tuple_pop" (%%out%d) {} : (cf.outlet) -> %s' % (i, i, T))
    return program(out)


def users(n):
    """one value read by n ops: n copies of relu(x) (CSE merges them into one,
    which then has n users) summed into a chain"""
    out = [data('x'), unary('acc', 'exp', 'x')]
    prev = 'acc'
    for i in range(n):
        out.append(unary('r%d' % i, 'relu', 'x'))
        out.append(binary('s%d' % i, 'add', prev, 'r%d' % i))
        prev = 's%d' % i
    out.append(fetch(prev, 'out'))
    return program(out)


def operands(n):
    """one op with n operands: builtin.combine of n values into a vec read by
    pd_op.add_n, whose sum is fetched; the values are alternately a sin of
    the input and a relu of the one before"""
    out = [data('x')]
    vals = []
    for i in range(n):
        if i % 2:
            out.append(unary('v%d' % i, 'relu', 'v%d' % (i - 1)))
        else:
            out.append(unary('v%d' % i, 'sin', 'x'))
        vals.append('v%d' % i)
    out.append('(%%vec) = "builtin.combine" (%s) {} : (%s) -> vec[%s]'
               % (', '.join('%' + v for v in vals), ', '.join([F32] * n), ','.join([F32] * n)))
    out.append('(%%sum) = "pd_op.add_n" (%%vec) {} : (vec[%s]) -> %s' % (','.join([F32] * n), F32))
    out.append(fetch('sum', 'out'))
    return program(out)


def types(n):
    """n distinct types and n distinct attribute dictionaries: pd_op.full of
    shape [k] for k = 1..n, each read by a relu"""
    out = []
    for k in range(1, n // 2 + 1):
        t = 'tensor<%dxf32>' % k
        out.append(full('f%d' % k, k, ty=t, shape='[%d]' % k))
        out.append(unary('r%d' % k, 'relu', 'f%d' % k, ty=t))
    out.append(fetch('r%d' % (n // 2), 'out', ty='tensor<%dxf32>' % (n // 2)))
    return program(out)


def cse_alike(n):
    """n pd_op.if ops that CSE hashes alike (same condition, attributes and
    result type, the same op kinds in their regions) but that differ in a
    constant inside their then-branch, so none merges; plus n/4 exact
    duplicates of the first, which all merge"""
    out = [cond(), data('x')]
    uniq = n - n // 4
    for i in range(n):
        v = i if i < uniq else 0
        out.append('(%%i%d) = "pd_op.if" (%%c) {} -> %s {' % (i, F32))
        out.append('    ' + full('t%d' % i, v))
        out.append('    ' + binary('u%d' % i, 'add', 't%d' % i, 'x'))
        out.append('    ' + yield_(['u%d' % i], [F32]))
        out.append('} else {')
        out.append('    ' + full('e%d' % i, 0))
        out.append('    ' + binary('g%d' % i, 'add', 'e%d' % i, 'x'))
        out.append('    ' + yield_(['g%d' % i], [F32]))
        out.append('}')
        out.append(fetch('i%d' % i, 'o%d' % i))
    return program(out)


def split_chunks(n):
    """n --split-input-file chunks of one small program each"""
    one = program([data('x'), unary('y', 'relu', 'x'), fetch('y', 'y')])
    return '// -----\n'.join([one] * n)


def expected_diags(n):
    """n chunks, each with one verifier error and its expected-error comment
    (run with --split-input-file --verify-diagnostics)"""
    bad = ('{\n    ' + data('x') + '\n'
           '    (%y) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<5xf32> // expected-error {{relu}}\n}\n')
    return '// -----\n'.join([bad] * n)


def diagnostics(n):
    """n chunks, each with one verifier error (run with --split-input-file
    --error-limit=0; pir-opt prints n diagnostics and exits 1)"""
    bad = ('{\n    ' + data('x') + '\n'
           '    (%y) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<5xf32>\n}\n')
    return '// -----\n'.join([bad] * n)


def attr_errors(n):
    """one op with n unknown attributes on one line: n errors on one long
    line, all printed (--error-limit=0); pir-opt exits 1"""
    attrs = ','.join('a%07d:1' % i for i in range(n))
    return program([full('x', 1)[:-len(' : () -> ' + F32)].replace('value:(Double)1}', 'value:(Double)1,%s}' % attrs) +
                    ' : () -> ' + F32])


def type_deep(n):
    """one op whose result type is a tensor nested n deep (tensor<2xtensor<2x
    ...f32>...>), past the reader's 200 levels: one error; pir-opt exits 1"""
    return program([full('x', 1)[:-len(F32)] + 'tensor<2x' * n + 'f32' + '>' * n])


def yaml_deep(n):
    """not a program: a --dialect file whose op summary is a flow sequence
    nested n deep, past the loader's 64 levels (run as pir-opt
    --show-dialects --dialect FILE); pir-opt exits 1"""
    return 'dialect: adv\nops:\n  - name: x\n    summary: ' + '[' * n + ']' * n + '\n'


def near_miss(n):
    """n near misses of the split marker ('// ----'): n warnings"""
    return '{\n}\n' + '// ----\n' * n


def dict_keys(n):
    """one op with an attribute dictionary of n keys (an unregistered op)"""
    return '{\n    () = "test.op" () {%s} : () ->\n}\n' % ','.join('k%d:%d' % (i, i) for i in range(n))


REAL = 'lit-tests/Inputs/paddle-dumps/05_paddle_simple_llama_config_2024-04-10_builtin_tensor.pir'


def replicate(n):
    """a real program (Paddle's llama config dump, 250 ops) n times in one
    block, its values renamed per copy"""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    text = open(os.path.join(root, REAL)).read()
    body = text[text.index('{') + 1:text.rindex('}')]
    body = '\n'.join(l for l in body.split('\n') if l.strip())
    name = re.compile(r'%([A-Za-z0-9_]+)')
    out = ['{']
    for k in range(n):
        out.append(name.sub(lambda m: '%%c%d_%s' % (k, m.group(1)), body))
    out.append('}')
    return '\n'.join(out) + '\n'


SHAPES = {
    'inplace-chain': (inplace_chain, ''),
    'views': (views, ''),
    'if-deep': (if_deep, ''),
    'if-deep-thin': (if_deep_thin, ''),
    'if-wide': (if_wide, ''),
    'while-deep': (while_deep, ''),
    'while-values': (while_values, ''),
    'dead-loop': (dead_loop, ''),
    'stacks-design': (stacks_design, ''),
    'stacks-design-wide': (stacks_design_wide, ''),
    'stacks-paddle': (stacks_paddle, ''),
    'stacks-chained': (stacks_chained, ''),
    'tuple-wide': (tuple_wide, ''),
    'users': (users, ''),
    'operands': (operands, ''),
    'types': (types, ''),
    'cse-alike': (cse_alike, ''),
    'split': (split_chunks, '--split-input-file'),
    'expected-diags': (expected_diags, '--split-input-file --verify-diagnostics'),
    'diagnostics': (diagnostics, '--split-input-file --error-limit=0'),
    'attr-errors': (attr_errors, '--error-limit=0'),
    'type-deep': (type_deep, ''),
    'yaml-deep': (yaml_deep, '--show-dialects --dialect'),  # the file is --dialect's value
    'near-miss': (near_miss, '--split-input-file'),
    'dict': (dict_keys, '--allow-unregistered-dialect'),
    'replicate': (replicate, ''),
}


FAILS = {'diagnostics': 1, 'attr-errors': 1, 'type-deep': 1, 'yaml-deep': 1}  # exit status expected of shapes that fail on purpose
PASSES = ['--cse', '--dce', '--to-vtensor', '--copy-elimination', '--inplace-to-functional', '--stack-pruning',
          '--inplace-to-functional --to-vtensor --copy-elimination --cse --dce']


def verify(pir, n):
    import subprocess
    import tempfile
    bad = 0
    with tempfile.TemporaryDirectory() as d:
        for name, (gen, flags) in SHAPES.items():
            path = os.path.join(d, name + '.pir')
            with open(path, 'w') as f:
                f.write(gen(n))
            for p in [''] + PASSES:
                cmd = [pir] + flags.split() + [path] + p.split()  # the file right after the flags (yaml-deep)
                r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                if r.returncode != FAILS.get(name, 0):
                    bad += 1
                    print('%s %d: %s: exit %d\n%s' % (name, n, ' '.join(cmd[1:]), r.returncode, r.stderr[:2000]))
    if not bad:
        print('shapes: all %d shapes at N=%d verify and pass through %d pipelines' % (len(SHAPES), n, len(PASSES)))
    return 1 if bad else 0


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == '--verify':
        sys.exit(verify(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 40))
    ap = argparse.ArgumentParser(description='Generate an adversarial program shape.')
    ap.add_argument('shape', nargs='?')
    ap.add_argument('n', nargs='?', type=int)
    ap.add_argument('-o', dest='out')
    ap.add_argument('--list', action='store_true')
    ap.add_argument('--flags', action='store_true')
    a = ap.parse_args()
    if a.list:
        for k, (f, flags) in SHAPES.items():
            doc = ' '.join(f.__doc__.split())
            print('%-19s %s%s' % (k, doc, ' [%s]' % flags if flags else ''))
        return
    if a.shape not in SHAPES:
        ap.error('unknown shape %r (see --list)' % a.shape)
    if a.flags:
        print(SHAPES[a.shape][1])
        return
    if a.n is None or a.n < 1:
        ap.error('N must be a positive number')
    text = SHAPES[a.shape][0](a.n)
    if a.out:
        with open(a.out, 'w') as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == '__main__':
    main()
