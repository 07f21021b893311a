#!/usr/bin/env python3
# gen-stack-shapes.py SHAPE N: adversarial stack shapes for --stack-pruning (issue 12: "10^5 stack
# pairs of both families through each pass"); the cost must grow linearly with N
# (bench/README.md, "Stack pruning: linear on every shape"; lit-tests/passes/stack-pruning-linear.test).
#   chain   N design-form stacks in one block, the value popped from each pushed onto the next
#   pchain  the same in Paddle's form (cf.stack_create, tuple_push on the inlet, tuple_pop on the outlet)
#   fan     one stack with N pairs in one block; each popped value pushed onto a stack of its own
#   wide    one instrumented while (design form) whose body pushes N values; the while_grad pops
#           them all and reads every other one
import sys

shape, n = sys.argv[1], int(sys.argv[2])
T = "tensor<1xf32>"
o = ["{",
     '    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> ' + T,
     '    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>']
if shape == "chain":
    prev = "%x"
    for i in range(n):
        o.append('    (%%s%d) = "cf.create_stack" () {} : () -> cf.stack' % i)
        o.append('    () = "cf.push_back" (%%s%d, %s) {} : (cf.stack, %s) ->' % (i, prev, T))
        o.append('    (%%p%d) = "cf.pop_back" (%%s%d) {} : (cf.stack) -> %s' % (i, i, T))
        prev = "%%p%d" % i
elif shape == "pchain":
    prev = "%x"
    for i in range(n):
        o.append('    (%%s%d, %%in%d, %%out%d) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet' % (i, i, i))
        o.append('    () = "cf.tuple_push" (%%in%d, %s) {} : (cf.inlet, %s) ->' % (i, prev, T))
        o.append('    (%%p%d) = "cf.tuple_pop" (%%out%d) {} : (cf.outlet) -> %s' % (i, i, T))
        prev = "%%p%d" % i
elif shape == "fan":
    o.append('    (%A) = "cf.create_stack" () {} : () -> cf.stack')
    o += ['    () = "cf.push_back" (%%A, %%x) {} : (cf.stack, %s) ->' % T] * n
    o += ['    (%%p%d) = "cf.pop_back" (%%A) {} : (cf.stack) -> %s' % (i, T) for i in range(n)]
    for i in range(n):
        o.append('    (%%B%d) = "cf.create_stack" () {} : () -> cf.stack' % i)
        o.append('    () = "cf.push_back" (%%B%d, %%p%d) {} : (cf.stack, %s) ->' % (i, i, T))
        o.append('    (%%q%d) = "cf.pop_back" (%%B%d) {} : (cf.stack) -> %s' % (i, i, T))
elif shape == "wide":
    o += ['    (%%w, %%ws) = "pd_op.while" (%%x) {} : (%s) -> %s, cf.stack {' % (T, T),
          '    ^bb0(%%i0: %s):' % T,
          '        (%st) = "cf.create_stack" () {} : () -> cf.stack',
          '        () = "cf.yield" (%%i0, %%st) {} : (%s, cf.stack) ->' % T,
          '    } {',
          '    ^bb0(%%a: %s, %%sa: cf.stack):' % T,
          '        () = "cf.cond_yield" (%%c, %%a, %%sa) {} : (tensor<1xb>, %s, cf.stack) ->' % T,
          '    } {',
          '    ^bb0(%%b: %s, %%sb: cf.stack):' % T]
    for i in range(n):
        o.append('        (%%t%d) = "pd_op.tanh" (%%b) {} : (%s) -> %s' % (i, T, T))
        o.append('        () = "cf.push_back" (%%sb, %%t%d) {} : (cf.stack, %s) ->' % (i, T))
    o += ['        () = "cf.yield" (%%b, %%sb) {} : (%s, cf.stack) ->' % T, '    }',
          '    (%%g, %%gs) = "pd_op.while_grad" (%%x, %%ws) {} : (%s, cf.stack) -> %s, cf.stack {' % (T, T),
          '    ^bb0(%%g1: %s, %%t1: cf.stack):' % T,
          '        (%e) = "cf.is_empty" (%t1) {} : (cf.stack) -> tensor<1xb>',
          '        () = "cf.cond_yield" (%%e, %%g1, %%t1) {} : (tensor<1xb>, %s, cf.stack) ->' % T,
          '    } {',
          '    ^bb0(%%g2: %s, %%t2: cf.stack):' % T]
    for i in reversed(range(n)):
        o.append('        (%%p%d) = "cf.pop_back" (%%t2) {} : (cf.stack) -> %s' % (i, T))
        if i % 2 == 0:
            o.append('        (%%u%d) = "pd_op.add_" (%%g2, %%p%d) {} : (%s, %s) -> %s' % (i, i, T, T, T))
    o += ['        () = "cf.yield" (%%g2, %%t2) {} : (%s, cf.stack) ->' % T, '    }']
else:
    sys.exit("unknown shape " + shape)
o.append("}")
print("\n".join(o))
