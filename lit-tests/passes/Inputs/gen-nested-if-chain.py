#!/usr/bin/env python3
"""gen-nested-if-chain.py N: N pd_op.if nested in each other (conditions true);
level d computes t = tanh(h), h' = t + h from the level above and holds the
next if; its else branch yields t. Every level reads only its own block, so
the gradients pass through the backward ifs' results, and the stacks of
level d are pushed and popped by the d levels above (append-backward-double-grad.pir)."""
import sys
n = int(sys.argv[1])
T = "tensor<3xf64>"
def data(v, name, stop):
    return '(%%%s) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"%s",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],stop_gradient:[%s]} : () -> %s' % (v, name, "true" if stop else "false", T)
o = ["{", data("x", "x", False), data("xv", "x.v", True),
     '(%c) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)1} : () -> tensor<1xb>']
prev = "x"
for d in range(n):
    o.append('(%%t%d) = "pd_op.tanh" (%%%s) {} : (%s) -> %s' % (d, prev, T, T))
    o.append('(%%m%d) = "pd_op.add" (%%t%d, %%%s) {} : (%s, %s) -> %s' % (d, d, prev, T, T, T))
    o.append('(%%if%d) = "pd_op.if" (%%c) {} -> %s {' % (d, T))
    prev = "m%d" % d
for d in reversed(range(n)):
    inner = prev if d == n - 1 else "if%d" % (d + 1)
    o.append('() = "cf.yield" (%%%s) {} : (%s) ->' % (inner, T))
    o.append('} else {')
    o.append('() = "cf.yield" (%%t%d) {} : (%s) ->' % (d, T))
    o.append('}')
o.append('() = "builtin.shadow_output" (%%if0) {output_name:"loss"} : (%s) ->' % T)
o.append("}")
print("\n".join(o))
