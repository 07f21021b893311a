#!/usr/bin/env python3
"""Generate equivalent benchmark programs for pir-opt (.pir) and mlir-opt (.mlir).

    scripts/gen-bench.py --ops N --format pir|mlir [--seed S] [-o FILE]

Both formats are produced from the same pseudo-random op graph: for a given
--ops and --seed the .pir and the .mlir program contain the same operations,
the same use-def edges and the same regions, so pir-opt and mlir-opt do the
same work on them.  Python standard library only.

The graph (see bench/README.md for details):
  * inputs: tensor<64x128xf32> values x0..x3 and scalars s0..s2
    (pir: "pd_op.data" ops; mlir: arguments of func.func @main);
  * elementwise binary ops on tensor<64x128xf32>: add, subtract, multiply,
    divide (pd_op.add/subtract/multiply/divide vs arith.addf/subf/mulf/divf),
    each reading two earlier values, mostly recent ones, sometimes an unused
    one, now and then a far older one (skip connection);
  * ~10% duplicated subexpressions (same op, same operands: food for CSE);
  * ~10% dead ops (results never used, partly in chains: food for DCE);
  * about one op in 1000 is a pd_op.if / scf.if with 2-6 ops per branch, and
    about one in 2000 a pd_op.while / scf.while carrying a scalar counter and
    one or two tensors (a while body sometimes holds an if);
  * the program ends with one builtin.shadow_output per live value that
    nothing else reads (mlir: func.return of those values), so that DCE
    removes only the deliberately dead ops.
--ops counts every op (inputs, nested ops, terminators and outputs
included), approximately.
"""

import argparse
import random
import sys

T = "tensor<64x128xf32>"  # the tensor type of every elementwise value

# name, pir op, mlir op, weight
KINDS = [
    ("add", "pd_op.add", "arith.addf", 35),
    ("subtract", "pd_op.subtract", "arith.subf", 20),
    ("multiply", "pd_op.multiply", "arith.mulf", 30),
    ("divide", "pd_op.divide", "arith.divf", 15),
]

P_DUP = 0.10      # duplicated subexpression
P_DEAD = 0.10     # dead op
P_IF = 1.0 / 1000
P_WHILE = 1.0 / 2000
P_FAR = 0.03      # operand taken from anywhere in scope (skip connection)
WINDOW = 12       # "recent" values an op reads from
DUP_WINDOW = 64   # ops a duplicate may copy


class Scope:
    """Values and ops of one block that later ops of the block may use."""

    __slots__ = ("vis_len", "pending", "recent_ops", "dead")

    def __init__(self, vis_len):
        self.vis_len = vis_len   # length of the visible-value list at entry
        self.pending = {}        # live values of this block not used yet (ordered)
        self.recent_ops = []     # (kind index, a, b) of recent live ops, for duplicates
        self.dead = []           # recent dead values (only dead ops read them)


class Gen:
    def __init__(self, fmt, nops, seed, out):
        self.fmt = fmt
        self.pir = fmt == "pir"
        self.n = nops
        self.rng = random.Random(seed)
        self.out = out
        self.buf = []
        self.count = 0        # ops emitted so far
        self.next_id = 0      # %N counter (textual order, nested included)
        self.next_arg = 0     # %arg_N counter
        self.visible = []     # live tensor values visible here (outer first)
        self.scopes = []
        self.cum = []
        acc = 0
        for k in KINDS:
            acc += k[3]
            self.cum.append(acc)
        self.wtotal = acc

    # -- output -----------------------------------------------------------
    def line(self, depth, text):
        self.buf.append("    " * depth + text + "\n")
        if len(self.buf) >= 4096:
            self.out.write("".join(self.buf))
            self.buf.clear()

    def flush(self):
        self.out.write("".join(self.buf))
        self.buf.clear()

    def new_id(self):
        v = "%" + str(self.next_id)
        self.next_id += 1
        return v

    def new_arg(self):
        v = "%arg_" + str(self.next_arg)
        self.next_arg += 1
        return v

    # -- graph choices ----------------------------------------------------
    def pick_kind(self):
        r = self.rng.randrange(self.wtotal)
        for i, c in enumerate(self.cum):
            if r < c:
                return i
        return len(KINDS) - 1

    def recent(self):
        vis = self.visible
        w = min(WINDOW, len(vis))
        # bias towards the most recent values
        i = min(int(self.rng.expovariate(1.0 / 3.0)), w - 1)
        return vis[-1 - i]

    def far(self):
        return self.visible[self.rng.randrange(len(self.visible))]

    def operand(self, prefer_pending):
        sc = self.scopes[-1]
        if prefer_pending and sc.pending:
            return next(reversed(sc.pending))
        if self.rng.random() < P_FAR:
            return self.far()
        return self.recent()

    def use(self, v):
        for sc in reversed(self.scopes):
            if v in sc.pending:
                del sc.pending[v]
                return

    def define(self, v):
        sc = self.scopes[-1]
        self.visible.append(v)
        sc.pending[v] = True

    # -- ops --------------------------------------------------------------
    def emit_binary(self, depth, k, a, b, res):
        if self.pir:
            self.line(depth, '(%s) = "%s" (%s, %s) {stop_gradient:[false]} : (%s, %s) -> %s'
                      % (res, KINDS[k][1], a, b, T, T, T))
        else:
            self.line(depth, '%s = "%s"(%s, %s) {fastmath = #arith.fastmath<none>} : (%s, %s) -> %s'
                      % (res, KINDS[k][2], a, b, T, T, T))
        self.count += 1

    def elementwise(self, depth):
        """One elementwise op: normal, duplicate or dead."""
        sc = self.scopes[-1]
        r = self.rng.random()
        if r < P_DUP and sc.recent_ops:
            k, a, b = sc.recent_ops[-1 - self.rng.randrange(len(sc.recent_ops))]
            res = self.new_id()
            self.emit_binary(depth, k, a, b, res)
            self.define(res)
            return
        k = self.pick_kind()
        if r < P_DUP + P_DEAD:
            # dead op; half the time it extends a dead chain
            if sc.dead and self.rng.random() < 0.5:
                a = sc.dead[-1]
            else:
                a = self.operand(False)
            b = self.operand(False)
            # no use(): a value read only by dead ops must stay an output,
            # or DCE would cascade into the live graph
            res = self.new_id()
            self.emit_binary(depth, k, a, b, res)
            sc.dead.append(res)
            if len(sc.dead) > 4:
                del sc.dead[0]
            return
        a = self.operand(self.rng.random() < 0.75)
        self.use(a)
        b = self.operand(self.rng.random() < 0.4)
        self.use(b)
        res = self.new_id()
        self.emit_binary(depth, k, a, b, res)
        self.define(res)
        sc.recent_ops.append((k, a, b))
        if len(sc.recent_ops) > DUP_WINDOW:
            del sc.recent_ops[: DUP_WINDOW // 2]

    def cond(self, depth, a, b):
        """A boolean from two scalars: pd_op.less_than / arith.cmpf olt."""
        res = self.new_id()
        if self.pir:
            self.line(depth, '(%s) = "pd_op.less_than" (%s, %s) {stop_gradient:[true]} : '
                      '(tensor<1xf32>, tensor<1xf32>) -> tensor<1xb>' % (res, a, b))
        else:
            self.line(depth, '%s = "arith.cmpf"(%s, %s) {predicate = 4 : i64} : (f32, f32) -> i1'
                      % (res, a, b))
        self.count += 1
        return res

    def push_scope(self):
        self.scopes.append(Scope(len(self.visible)))

    def pop_scope(self):
        sc = self.scopes.pop()
        del self.visible[sc.vis_len:]
        return sc

    def yield_values(self, depth, n):
        """Values a region yields: its unused values, newest first.  Extra
        unused values are first folded pairwise by adds, so that nothing
        live in a region is left unused."""
        sc = self.scopes[-1]
        while len(sc.pending) > n:
            it = reversed(sc.pending)
            a = next(it)
            b = next(it)
            self.use(a)
            self.use(b)
            res = self.new_id()
            self.emit_binary(depth, 0, b, a, res)
            self.define(res)
        vals = list(reversed(list(sc.pending)))[:n]
        while len(vals) < n:
            vals.append(self.recent())
        for v in vals:
            self.use(v)
        return vals

    def body(self, depth, nops):
        for _ in range(nops):
            self.elementwise(depth)

    def if_op(self, depth, nested_ok=True):
        s = self.scalars
        i, j = self.rng.sample(range(2), 2)
        c = self.cond(depth, s[i], s[j])
        res = self.new_id()
        if self.pir:
            self.line(depth, '(%s) = "pd_op.if" (%s) {stop_gradient:[false]} -> %s {' % (res, c, T))
        else:
            self.line(depth, '%s = "scf.if"(%s) ({' % (res, c))
        self.count += 1
        for branch in range(2):
            if branch == 1:
                self.line(depth, "} else {" if self.pir else "}, {")
            self.push_scope()
            self.body(depth + 1, self.rng.randint(2, 6))
            (y,) = self.yield_values(depth + 1, 1)
            if self.pir:
                self.line(depth + 1, '() = "cf.yield" (%s) {} : (%s) ->' % (y, T))
            else:
                self.line(depth + 1, '"scf.yield"(%s) : (%s) -> ()' % (y, T))
            self.count += 1
            self.pop_scope()
        self.line(depth, "}" if self.pir else "}) : (i1) -> %s" % T)
        self.define(res)

    def while_op(self, depth):
        s = self.scalars
        ntens = self.rng.randint(1, 2)
        inits = [self.operand(True)]
        if ntens == 2:
            inits.append(self.operand(False))
        for v in inits:
            self.use(v)
        types_p = ["tensor<1xf32>"] + [T] * ntens
        types_m = ["f32"] + [T] * ntens
        ins = [s[0]] + inits
        if self.pir:
            c = self.cond(depth, s[0], s[1])
        results = [self.new_id() for _ in range(1 + ntens)]
        if self.pir:
            self.line(depth, '(%s) = "pd_op.while" (cond=%s, inputs=%s) {'
                      % (", ".join(results), c, ", ".join(ins)))
            args = [self.new_arg() for _ in range(1 + ntens)]
            self.line(depth, "^" + ", ".join(args))
        else:
            # before region: test the counter; after region: the body
            self.line(depth, '%s:%d = "scf.while"(%s) ({' % (results[0], 1 + ntens, ", ".join(ins)))
            bargs = ["%%b%s_%d" % (results[0][1:], i) for i in range(1 + ntens)]
            self.line(depth, "^bb0(%s):" % ", ".join("%s: %s" % (a, t) for a, t in zip(bargs, types_m)))
            c = self.cond(depth + 1, bargs[0], s[1])
            self.line(depth + 1, '"scf.condition"(%s, %s) : (i1, %s) -> ()'
                      % (c, ", ".join(bargs), ", ".join(types_m)))
            self.count += 1
            self.line(depth, "}, {")
            args = [self.new_arg() for _ in range(1 + ntens)]
            self.line(depth, "^bb0(%s):" % ", ".join("%s: %s" % (a, t) for a, t in zip(args, types_m)))
        self.count += 1
        self.push_scope()
        for a in args[1:]:
            self.define(a)
        # counter step
        step = self.new_id()
        if self.pir:
            self.line(depth + 1, '(%s) = "pd_op.add" (%s, %s) {stop_gradient:[true]} : '
                      '(tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>' % (step, args[0], s[2]))
        else:
            self.line(depth + 1, '%s = "arith.addf"(%s, %s) {fastmath = #arith.fastmath<none>} : '
                      '(f32, f32) -> f32' % (step, args[0], s[2]))
        self.count += 1
        n = self.rng.randint(3, 8)
        self.body(depth + 1, n // 2)
        if self.rng.random() < 0.25:
            self.if_op(depth + 1)
        self.body(depth + 1, n - n // 2)
        ys = self.yield_values(depth + 1, ntens)
        if self.pir:
            nc = self.cond(depth + 1, step, s[1])
            self.line(depth + 1, '() = "cf.yield" (%s) {} : (tensor<1xb>, %s) ->'
                      % (", ".join([nc, step] + ys), ", ".join(types_p)))
            self.line(depth, "}")
        else:
            self.line(depth + 1, '"scf.yield"(%s) : (%s) -> ()'
                      % (", ".join([step] + ys), ", ".join(types_m)))
            self.line(depth, "}) : (%s) -> (%s)" % (", ".join(types_m), ", ".join(types_m)))
        self.count += 1
        self.pop_scope()
        if self.pir:
            rs = results[1:]
        else:
            rs = ["%s#%d" % (results[0], i) for i in range(1, 1 + ntens)]
        for r in rs:
            self.define(r)

    # -- program ----------------------------------------------------------
    def run(self):
        ntensor = 4 if self.n >= 100 else 2
        regions = self.n >= 100
        nscalar = 3 if regions else 0
        self.push_scope()
        inputs = []  # (name, is_scalar)
        for i in range(ntensor):
            inputs.append(("x%d" % i, False))
        for i in range(nscalar):
            inputs.append(("s%d" % i, True))
        depth = 1
        if self.pir:
            self.line(0, "{")
            names = []
            for name, scalar in inputs:
                v = self.new_id()
                names.append(v)
                self.line(depth, '(%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"%s",'
                          'place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[%s],'
                          'stop_gradient:[true]} : () -> %s'
                          % (v, name, "1" if scalar else "64,128", "tensor<1xf32>" if scalar else T))
                self.count += 1
        else:
            names = ["%" + name for name, _ in inputs]
            self.line(0, '"builtin.module"() ({')
            self.line(1, '"func.func"() ({')
            self.line(1, "^bb0(%s):" % ", ".join(
                "%s: %s" % (v, "f32" if sc else T) for v, (_, sc) in zip(names, inputs)))
            depth = 2
            self.count += len(inputs)  # logical count: same graph in both formats
        self.scalars = names[ntensor:]
        for v in names[:ntensor]:
            self.visible.append(v)  # inputs need not be used
        sc = self.scopes[-1]
        while self.count + len(sc.pending) < self.n:
            r = self.rng.random() if regions else 1.0
            if r < P_IF:
                self.if_op(depth)
            elif r < P_IF + P_WHILE:
                self.while_op(depth)
            else:
                self.elementwise(depth)
        outs = list(sc.pending)
        if self.pir:
            for i, v in enumerate(outs):
                self.line(depth, '() = "builtin.shadow_output" (%s) {output_name:"out%d"} : (%s) ->'
                          % (v, i, T))
            self.line(0, "}")
        else:
            self.line(depth, '"func.return"(%s) : (%s) -> ()' % (", ".join(outs), ", ".join([T] * len(outs))))
            ins = ", ".join("f32" if s else T for _, s in inputs)
            self.line(1, '}) {function_type = (%s) -> (%s), sym_name = "main"} : () -> ()'
                      % (ins, ", ".join([T] * len(outs))))
            self.line(0, "}) : () -> ()")
        self.count += len(outs)
        self.flush()
        return self.count, len(outs)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ops", type=int, required=True, help="approximate number of ops")
    ap.add_argument("--format", choices=("pir", "mlir"), required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", dest="output", default="-", help="output file (default stdout)")
    ap.add_argument("-v", "--verbose", action="store_true", help="report counts on stderr")
    a = ap.parse_args()
    if a.ops < 1:
        ap.error("--ops must be positive")
    out = sys.stdout if a.output == "-" else open(a.output, "w", encoding="ascii")
    try:
        count, nouts = Gen(a.format, a.ops, a.seed, out).run()
    finally:
        if out is not sys.stdout:
            out.close()
    if a.verbose:
        print("gen-bench: %d ops, %d outputs" % (count, nouts), file=sys.stderr)


if __name__ == "__main__":
    main()
