#!/usr/bin/env python3
"""gen-double-grad.py: random straight-line float64 programs of the ops
whose grads have a double grad with a pir-run kernel, for hvp-check.py.

    gen-double-grad.py COUNT SEED OUTDIR [--loop | --if]

Writes OUTDIR/p<k>.pir: inputs x [2,3] and w [3,3] (with their direction
inputs x.v and w.v), a random chain of unary (tanh, sigmoid, sin, cos,
square, relu, exp of a tanh, log and sqrt of an exp) and binary (add,
subtract, multiply, matmul by w, possibly transposed) ops over earlier
values, and the loss: the mean, or a keepdim sum times a value, of the
last one. With --loop the chain is the body of a pd_op.while that runs
two or three times on a carried value h (x at first), reading only h and
w: second derivatives through a loop are those of its carried values
(docs/passes.md, "Double grad"), so check them with hvp-check.py
--grads=x. With --if a short chain in the module block is followed by two
pd_op.if on a constant condition c and on not c (so that one run takes a
then and an else branch), each branch a chain over its own values and the
module block's (x, w and the chain's: gradients the backward ifs return),
sometimes holding a nested if on not c; the loss is made of both ifs'
results."""
import os
import random
import sys

T = "tensor<2x3xf64>"
W = "tensor<3x3xf64>"


def data(v, name, t, shape, stop):
    return ('    (%%%s) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"%s",place:(pd_op.Place)Place(cpu),'
            'shape:(pd_op.IntArray)%s,stop_gradient:[%s]} : () -> %s\n' % (v, name, shape, "true" if stop else "false", t))


def un(op, r, a):
    return '    (%%%s) = "pd_op.%s" (%%%s) {} : (%s) -> %s\n' % (r, op, a, T, T)


def bin_(op, r, a, b):
    return '    (%%%s) = "pd_op.%s" (%%%s, %%%s) {} : (%s, %s) -> %s\n' % (r, op, a, b, T, T, T)


def full(v, value):
    return ('    (%%%s) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),'
            'shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Double)%d} : () -> tensor<1xi64>\n' % (v, value))


def step(rng, o, vals, n, pick):
    """Appends one random op over vals (its first operand from pick) to o;
    returns its result's name."""
    r = "v%d" % n
    a = rng.choice(pick)
    k = rng.randrange(12)
    if k < 6:
        o.append(un(["tanh", "sigmoid", "sin", "cos", "square", "relu"][k], r, a))
    elif k == 6:
        o.append(un("tanh", r + "t", a))
        o.append(un("exp", r, r + "t"))
    elif k == 7:
        o.append(un("tanh", r + "t", a))
        o.append(un("exp", r + "e", r + "t"))
        o.append(un(rng.choice(["log", "sqrt"]), r, r + "e"))
    elif k < 11:
        b = rng.choice(vals)
        o.append(bin_(["add", "subtract", "multiply"][k - 8], r, a, b))
    else:
        ty = rng.random() < 0.5
        o.append('    (%%%s) = "pd_op.matmul" (%%%s, %%w) {transpose_x:false,transpose_y:%s} : (%s, %s) -> %s\n'
                 % (r, a, "true" if ty else "false", T, W, T))
    return r


class Counter:
    n = 0


def branch(rng, outer, cnt, depth):
    """The lines of one branch (a chain over outer values and its own, maybe
    a nested if on not c) ending in its yield, indented one level."""
    o, vals = [], list(outer)
    for _ in range(rng.randrange(1, 4)):
        cnt.n += 1
        vals.append(step(rng, o, vals, cnt.n, vals[-2:]))
    if depth < 2 and rng.random() < 0.4:
        cnt.n += 1
        r = "v%d" % cnt.n
        o += if_op(rng, r, "nc", vals, cnt, depth + 1)
        vals.append(r)
        cnt.n += 1
        o.append(bin_("multiply", "v%d" % cnt.n, r, rng.choice(vals[:-1])))
        vals.append("v%d" % cnt.n)
    o.append('    () = "cf.yield" (%%%s) {} : (%s) ->\n' % (vals[-1], T))
    return ["    " + line for line in o]


def if_op(rng, r, cond, vals, cnt, depth):
    return (['    (%%%s) = "pd_op.if" (%%%s) {} -> %s {\n' % (r, cond, T)] + branch(rng, vals, cnt, depth) +
            ['    } else {\n'] + branch(rng, vals, cnt, depth) + ['    }\n'])


def if_program(rng, steps):
    o = [data("x", "x", T, "[2,3]", False), data("w", "w", W, "[3,3]", False),
         data("xv", "x.v", T, "[2,3]", True), data("wv", "w.v", W, "[3,3]", True),
         '    (%%c) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],'
         'stop_gradient:[true],value:(Double)%d} : () -> tensor<1xb>\n' % rng.randrange(2),
         '    (%nc) = "pd_op.logical_not" (%c) {} : (tensor<1xb>) -> tensor<1xb>\n']
    vals, cnt = ["x"], Counter()
    for _ in range(steps // 3):
        cnt.n += 1
        vals.append(step(rng, o, vals, cnt.n, vals[-3:]))
    o += if_op(rng, "y1", "c", vals, cnt, 0)
    o += if_op(rng, "y2", "nc", vals, cnt, 0)
    o.append(bin_("multiply", "y", "y1", "y2"))
    o.append('    (%%loss) = "pd_op.mean" (%%y) {axis:(pd_op.IntArray)[],keepdim:false} : (%s) -> tensor<f64>\n' % T)
    o.append('    () = "builtin.shadow_output" (%loss) {output_name:"loss"} : (tensor<f64>) ->\n')
    return "{\n" + "".join(o) + "}\n"


def program(rng, steps, loop=False):
    o = [data("x", "x", T, "[2,3]", False), data("w", "w", W, "[3,3]", False),
         data("xv", "x.v", T, "[2,3]", True), data("wv", "w.v", W, "[3,3]", True)]
    vals = ["x"]
    head = []
    if loop:
        head = o + [full("i0", 0), full("one", 1), full("n", rng.choice([2, 3])),
                    '    (%%r, %%h) = "pd_op.while" (%%i0, %%x) {} : (tensor<1xi64>, %s) -> tensor<1xi64>, %s {\n' % (T, T),
                    '    ^bb0(%%a: tensor<1xi64>, %%b: %s):\n' % T,
                    '        (%c) = "pd_op.less_than" (%a, %n) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>\n',
                    '        () = "cf.cond_yield" (%%c, %%a, %%b) {} : (tensor<1xb>, tensor<1xi64>, %s) ->\n' % T,
                    '    } {\n', '    ^bb0(%%a2: tensor<1xi64>, %%b2: %s):\n' % T]
        o = []
        vals = ["b2"]
    for n in range(1, steps + 1):
        vals.append(step(rng, o, vals, n, vals[-3:]))
    last = vals[-1]
    if loop:
        o = ["    " + line for line in o]
        o.append('        (%a3) = "pd_op.add" (%a2, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>\n')
        o.append('        () = "cf.yield" (%%a3, %%%s) {} : (tensor<1xi64>, %s) ->\n' % (last, T))
        o = head + o + ["    }\n"]
        vals, last = ["h"], "h"
    if rng.random() < 0.5:
        o.append('    (%%loss) = "pd_op.mean" (%%%s) {axis:(pd_op.IntArray)[],keepdim:false} : (%s) -> tensor<f64>\n'
                 % (last, T))
        lt = "tensor<f64>"
    else:
        o.append('    (%%s1) = "pd_op.sum" (%%%s) {axis:(pd_op.IntArray)[1],dtype:(pd_op.DataType)float64,keepdim:true} '
                 ': (%s) -> tensor<2x1xf64>\n' % (last, T))
        o.append('    (%%loss) = "pd_op.multiply" (%%%s, %%s1) {} : (%s, tensor<2x1xf64>) -> %s\n'
                 % (rng.choice(vals), T, T))
        lt = T
    o.append('    () = "builtin.shadow_output" (%%loss) {output_name:"loss"} : (%s) ->\n' % lt)
    return "{\n" + "".join(o) + "}\n"


def main():
    count, seed, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    loop, branches = "--loop" in sys.argv[4:], "--if" in sys.argv[4:]
    rng = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    for k in range(count):
        with open(os.path.join(out, "p%d.pir" % k), "w") as f:
            steps = rng.randrange(3, 9)
            f.write(if_program(rng, steps) if branches else program(rng, steps, loop))


if __name__ == "__main__":
    main()
