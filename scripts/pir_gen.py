"""pir_gen.py: what the random-program generators share (gen-backward-suite.py,
gen-array-suite.py, lit-tests/passes/Inputs/gen-licm.py): a full op's
attributes, and a generator's fresh value names and indented lines."""
import random


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
