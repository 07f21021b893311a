"""pir_gen.py: what the random-program generators share (gen-backward-suite.py,
gen-array-suite.py, lit-tests/passes/Inputs/gen-licm.py): a full op's
attributes, and a generator's fresh value names and indented lines; and
what the scripts that read printed IR or Paddle's signatures share
(gen-catalogue.py, gen-result-types.py, backward-sweep.py,
model-grad-check.py): splitting a list at its top-level commas."""
import random


def split_top(s, angles=True):
    """s split at the commas outside quotes and brackets, each item stripped:
    a printed type list or attribute dictionary, or a signature's arguments.
    Angle brackets nest only with angles (a printed type's <...>); a C++
    default value such as `(2 << 12) - 1` needs angles=False."""
    opens, closes = ("<([{", ">)]}") if angles else ("([{", ")]}")
    out, depth, cur, quoted = [], 0, "", False
    for c in s:
        if c == '"':
            quoted = not quoted
        elif not quoted:
            if c in opens:
                depth += 1
            elif c in closes:
                depth -= 1
            elif c == "," and depth == 0:
                out.append(cur.strip())
                cur = ""
                continue
        cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


def full(dtype, shape, value):
    """The attribute dictionary of a pd_op.full of dtype, shape and value on the CPU."""
    return ('{dtype:(pd_op.DataType)%s,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[%s],value:(Double)%s}'
            % (dtype, shape, value))


class GenBase:
    """A program's lines in the making, from random.Random(seed)."""

    def __init__(self, seed):
        self.r = random.Random(seed)
        self.n = 0
        self.lines = []

    def name(self, p="v"):
        """A fresh value name, %<p><n>."""
        self.n += 1
        return "%%%s%d" % (p, self.n)

    def emit(self, depth, text):
        """A line of the block at nesting depth (0: the module block)."""
        self.lines.append("    " * (depth + 1) + text)

    def loss_of(self, values, t):
        """In the module block: the loss, sum(tanh(the sum of values)), all of
        tensor type t (float64), bound to the output "loss"."""
        acc = values[0]
        for v in values[1:]:
            s = self.name("s")
            self.emit(0, '(%s) = "pd_op.add" (%s, %s) {} : (%s, %s) -> %s' % (s, acc, v, t, t, t))
            acc = s
        h = self.name("t")
        self.emit(0, '(%s) = "pd_op.tanh" (%s) {} : (%s) -> %s' % (h, acc, t, t))
        self.emit(0, '(%%l) = "pd_op.sum" (%s) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float64,keepdim:false} : (%s) -> tensor<f64>' % (h, t))
        self.emit(0, '() = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->')
