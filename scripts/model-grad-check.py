#!/usr/bin/env python3
"""model-grad-check.py: the gradient of every parameter of a real model,
checked against finite differences along random directions (issue 27,
item 4; docs/executor.md, "Models").

    model-grad-check.py MODEL [--output NAME] [--seed S] [--directions K]
                              [--range LO,HI] [--size N] [--tolerance T]
                              [--step H] [--ladder J] [--sample N]
                              [--inputs REGEX]
                              [--joint K [--band F] [--no-split]]

MODEL is anything pir-opt reads (a .pdmodel, PIR JSON, PIR text). Inputs
whose dims are -1 get batch 1 (the first dim) and N (default 8) elsewhere.
The loss is L = sum(c * y) for a float output y (the last one, or --output
NAME) and fixed random weights c (an input `grad_check.weights`, so the
loss is not flat where sum(y) would be, as sum(softmax) is), appended to
the program; `pir-opt --append-backward` builds its backward. --output %N
takes the value %N of the program as `pir-opt MODEL` prints it instead (the
last float value before a tail without kernels or gradients: yolo_box,
multiclass_nms, argmax); the model's outputs are replaced by y and what no
longer reaches it is removed (pir-opt --dce), so that tail does not run. Every
parameter p (builtin.parameter) and every float input that is not
stop_gradient gets K random unit directions v (float64, from the seed); the
check compares <dL/dp, v> from the backward program with
(L(p + eps v) - L(p - eps v)) / 2 eps from the forward program, both run by
pir-run on the same random inputs (range LO,HI, default -0.2,0.2), with
eps = H * max(1, |p|inf). Where the relative error |a - n| / max(|a|, |n|,
1e-8) exceeds T (default 1e-4), the step ladder retries with 10^0.5 H,
10 H, ... (at most J more steps, default 8, up to 10^4 H): the rounding of L, about |L| * 2^-52,
is an error of |L| * 2^-52 / eps in n, which swamps a small step where
<dL/dp, v> is tiny beside |L|, and falls as the step grows, while a wrong
gradient's error does not. The check fails (exit 1) when the error exceeds
T at every step of the ladder for some direction (the line lists them),
when an input the loss depends on (a non-zero numeric derivative) has no
@GRAD or an all-zero one (unless no grad op differentiates it by its
definition, or every path from it to the loss passes a value marked
stop_gradient, a detach() in the model: those are skipped, saying why), or when a tool fails (no kernel for an op: pir-run
says which). Prints one line per input, with the largest step it needed.
--sample N checks N of the inputs, drawn at random with the seed (for the
large models, whose full check takes hours on a shared machine).
--inputs REGEX checks only the inputs whose names REGEX matches (re.search),
before --sample: a band that failed, or one layer, checked again on its own.
pir-run's tensors are read a block at a time and their values kept on
disk, read back as array('d') one input at a time: a real model's
--print-inputs is gigabytes of text.
"""
import argparse
import array
import math
import operator
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from pir_gen import split_top  # noqa: E402
from pir_run_io import stream_tensors, tool  # noqa: E402


def run(cmd, stdin=None):
    p = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr[-3000:])
        sys.exit("model-grad-check: failed: " + " ".join(cmd[:2]) + " ...")
    return p.stdout


OUTPUT = re.compile(r'^(\s*)(?:\(%(\d+)\)|\(\)) = "(pd_op\.fetch|builtin\.shadow_output)" \(%(\d+)\) '
                    r'\{[^\n]*?(?:name|output_name):"([^"]*)"[^\n]*\} : \(([^)]*)\)', re.M)
DATA = re.compile(r'"pd_op\.data" \(\) \{[^\n]*name:"([^"]*)"[^\n]*\} : \(\) -> tensor<([^>]*)>')


PARAM = re.compile(r'\(%(\d+)\) = "builtin\.parameter" \(\) \{[^\n]*parameter_name:"([^"]*)"')
DATA_ID = re.compile(r'\(%(\d+)\) = "pd_op\.data" \(\) \{[^\n]*name:"([^"]*)"')
USE = re.compile(r'"([a-z_]+\.[a-z_0-9]+)" \(([^)]*)\)')


class Definitions:
    """What --show-op says of an op: its operand names, and the operands its
    grad op differentiates (those with an `<operand>_grad` result)."""

    def __init__(self, pir_opt):
        self.pir_opt, self.cache = pir_opt, {}

    def fetch(self, names):
        """The definitions of names not known yet, from one pir-opt (each
        starts at a line without indentation, "NAME: summary"); an unknown
        op's is empty."""
        names = sorted(set(names) - set(self.cache))
        if not names:
            return
        p = subprocess.run([self.pir_opt] + [a for n in names for a in ("--show-op", n)], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, universal_newlines=True)
        for n in names:
            self.cache[n] = ""
        for text in re.split(r"\n(?=\S)", p.stdout):
            head = text.split(":", 1)[0]
            if head in self.cache:
                self.cache[head] = text.rstrip("\n") + "\n"

    def fetch_program(self, text):
        """Every op of text and its backward op, from two pir-opt."""
        self.fetch(m.group(1) for m in USE.finditer(text))
        self.fetch(m.group(1) for t in list(self.cache.values()) for m in re.finditer(r"^  backward: (\S+)", t, re.M))

    def _show(self, name):
        self.fetch([name])
        return self.cache[name]

    def _section(self, text, head):
        m = re.search(r"^  %s:\n((?:    .*\n)*)" % head, text, re.M)
        return [l.split(":")[0].strip() for l in m.group(1).splitlines()] if m else []

    def operands(self, op):
        return self._section(self._show(op), "inputs")

    def differentiated(self, op):
        text = self._show(op)
        m = re.search(r"^  backward: (\S+)", text, re.M)
        if not m:
            return None  # no backward: append-backward refuses or passes nothing
        return {o[:-len("_grad")] for o in self._section(self._show(m.group(1)), "outputs") if o.endswith("_grad")}


def not_differentiated(text, value_id, defs):
    """Why no op that reads %value_id differentiates that operand (the
    reason, e.g. "operand 'variance' of pd_op.batch_norm_"), or None."""
    reasons = []
    for op, args in readers(text).get("%" + value_id, []):
        if True:
            names = defs.operands(op)
            diff = defs.differentiated(op)
            for i, a in enumerate(args):
                if a != "%" + value_id:
                    continue
                name = names[i] if i < len(names) else "#%d" % i
                if diff is None or name in diff:
                    return None
                reasons.append("operand '%s' of %s" % (name, op))
    return ", ".join(sorted(set(reasons))) if reasons else None


_READERS = {}


def readers(text):
    """Each value's reading ops (op name, operand list), parsed once per
    program text."""
    if id(text) in _READERS and _READERS[id(text)][0] is text:
        return _READERS[id(text)][1]
    out = {}
    for line in text.splitlines():
        for m in USE.finditer(line):
            args = [a.strip() for a in m.group(2).split(",")]
            for a in set(args):
                out.setdefault(a, []).append((m.group(1), args))
    _READERS[id(text)] = (text, out)
    return out


STOP = re.compile(r"stop_gradient:\[([a-z, ]*)\]")


def detached(text, value_id):
    """Why no gradient reaches %value_id although the loss may read it:
    every path from it to grad_check.loss passes a result marked
    stop_gradient (a `detach()` in the model, e.g. "%1193 of pd_op.assign,
    stop_gradient"), or None where one path does not (or none reaches the
    loss)."""
    users, loss = use_graph(text)
    seen, todo, stops = {value_id}, [value_id], []
    while todo:
        v = todo.pop()
        if v == loss:
            return None
        for r, stop, op in users.get(v, []):
            if stop:
                stops.append("%%%s of %s, stop_gradient" % (r, op))
            elif r not in seen:
                seen.add(r)
                todo.append(r)
    return stops[0] if stops else None


_GRAPHS = {}


def use_graph(text):
    """Each value's users (result, stop_gradient, op) and the loss's value:
    parsed once per program text (a real model has hundreds of inputs)."""
    if id(text) in _GRAPHS and _GRAPHS[id(text)][0] is text:
        return _GRAPHS[id(text)][1]
    users, loss = {}, None
    for line in text.splitlines():
        m = DEF_LINE.match(line)
        u = USE.search(line)
        if not m or not u:
            continue
        results = [r.strip()[1:] for r in m.group(1).split(",")]
        st = STOP.search(line[u.end():])
        flags = [f.strip() == "true" for f in st.group(1).split(",")] if st else []
        for a in u.group(2).split(","):
            a = a.strip()[1:]
            for i, r in enumerate(results):
                users.setdefault(a, []).append((r, i < len(flags) and flags[i], u.group(1)))
        if u.group(1) == "pd_op.fetch" and 'name:"grad_check.loss"' in line:
            loss = u.group(2).strip()[1:]
    _GRAPHS[id(text)] = (text, (users, loss))
    return users, loss


def statistics_feeds(text, defs, scales):
    """The parameters a batch_norm reads as its variance (an op with a
    variance operand), and with `scales` as its scale: they get values in
    [0.5, 1.5]. A random variance would make sqrt(variance + eps) NaN;
    random scales in the range of the other inputs (|s| about 0.1) shrink
    the activations tenfold a layer, and a deep model's first layers then
    move the loss by less than its rounding (PP-OCRv3: derivatives of
    1e-40), while scales about 1 saturate others (the PIR OCR recogniser's
    head), hence the option."""
    ids = {}
    for m in PARAM.finditer(text):
        ids[m.group(1)] = m.group(2)
    feeds = {}
    for line in text.splitlines():
        for m in USE.finditer(line):
            names = defs.operands(m.group(1))
            if "variance" not in names:
                continue
            args = [a.strip() for a in m.group(2).split(",")]
            for operand in ("variance", "scale") if scales else ("variance",):
                i = names.index(operand) if operand in names else len(args)
                if i < len(args) and args[i][1:] in ids:
                    feeds[ids[args[i][1:]]] = None
    return feeds


FLOAT = re.compile(r"^tensor<[^>]*?x?f(32|64)>$")
FETCH_LINE = re.compile(r'^    (?:\(%\d+\)|\(\)) = "(?:pd_op\.fetch|builtin\.shadow_output)" ')
DEF_LINE = re.compile(r'^    \(([^)]*)\) = "[^"]+" .* -> (.*)$')


def loss_value(text, output):
    """The value the loss is made of: (id, type). `output` is an output's
    name (a fetch or shadow_output), `%N` (the value %N of the program as
    `pir-opt MODEL` prints it, e.g. the last float value before a tail
    without gradients), or None (the last float output)."""
    if output and output.startswith("%"):
        for line in text.splitlines():
            m = DEF_LINE.match(line)
            if not m:
                continue
            results = [r.strip() for r in m.group(1).split(",")]
            if output in results:
                types = split_top(m.group(2))
                ty = types[results.index(output)] if len(types) == len(results) else ""
                if not FLOAT.match(ty):
                    sys.exit("model-grad-check: %s is a %s, not a float tensor" % (output, ty or "value of unknown type"))
                return output[1:], ty
        sys.exit("model-grad-check: no value %s at the top level of the program" % output)
    outs = [m for m in OUTPUT.finditer(text) if FLOAT.match(m.group(6))]
    if output:
        outs = [m for m in outs if m.group(5) == output]
    if not outs:
        sys.exit("model-grad-check: no float output%s to make the loss of" % (" named " + output if output else ""))
    return outs[-1].group(4), outs[-1].group(6)


def out_names(k):
    """The names of the k-th output the loss is made of, and of its weights."""
    suffix = "" if k == 0 else ".%d" % k
    return "grad_check.output" + suffix, "grad_check.weights" + suffix


def pruned(text, values, pir_opt):
    """The program with its outputs replaced by `grad_check.output` (and
    `grad_check.output.1`, ... for more values) of each (id, type) of
    values, and what no longer reaches them removed (pir-opt --dce): the
    ops after the loss's values (yolo_box, multiclass_nms, argmax: no
    kernels or no gradients) do not run."""
    lines = [l for l in text.rstrip().splitlines() if not FETCH_LINE.match(l)]
    n = max(int(v) for v in re.findall(r"%(\d+)", text)) + 1
    end = len(lines) - 1
    assert lines[end].strip() == "}"
    for k, (vid, ty) in enumerate(values):
        lines.insert(end + k, '    (%%%d) = "pd_op.fetch" (%%%s) {col:(Int32)%d,name:"%s"} : (%s) -> %s'
                     % (n + k, vid, k, out_names(k)[0], ty, ty))
    return run([pir_opt, "--dce", "-"], "\n".join(lines) + "\n")


def with_loss(text, count):
    """The program (pruned's) with L = sum(c * y) + sum(c1 * y1) + ... of
    its outputs grad_check.output y, grad_check.output.1 y1, ... appended as
    its last output."""
    n = max(int(v) for v in re.findall(r"%(\d+)", text)) + 1
    lines, sums = [], []
    for k in range(count):
        out, weights = out_names(k)
        m = [m for m in OUTPUT.finditer(text) if m.group(5) == out][-1]
        ty = m.group(6)
        dtype = "float64" if ty.endswith("f64>") else "float32"
        elem = ty[len("tensor<"):-1]
        dims = elem.rsplit("x", 1)[0] if "x" in elem else ""
        shape = ",".join(dims.split("x")) if dims else ""
        scalar = "tensor<%s>" % elem.rsplit("x", 1)[-1]
        y = m.group(4)
        lines += [
            '    (%%%d) = "pd_op.data" () {dtype:(pd_op.DataType)%s,name:"%s",'
            'place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[%s],stop_gradient:[true]} : () -> %s'
            % (n, dtype, weights, shape, ty),
            '    (%%%d) = "pd_op.multiply" (%%%s, %%%d) {} : (%s, %s) -> %s' % (n + 1, y, n, ty, ty, ty),
            '    (%%%d) = "pd_op.sum" (%%%d) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)%s,keepdim:false} : (%s) -> %s'
            % (n + 2, n + 1, dtype, ty, scalar),
        ]
        if sums:
            if sums[-1][1] != scalar:
                sys.exit("model-grad-check: the outputs the loss is made of have different element types")
            lines.append('    (%%%d) = "pd_op.add" (%%%d, %%%d) {} : (%s, %s) -> %s'
                         % (n + 3, sums[-1][0], n + 2, scalar, scalar, scalar))
            sums.append((n + 3, scalar))
            n += 4
        else:
            sums.append((n + 2, scalar))
            n += 3
    total, scalar = sums[-1]
    lines.append('    (%%%d) = "pd_op.fetch" (%%%d) {col:(Int32)99,name:"grad_check.loss"} : (%s) -> %s'
                 % (n, total, scalar, scalar))
    end = text.rstrip().rfind("}")
    return text[:end] + "\n".join(lines) + "\n}\n"


def unit(rng, n):
    """A random unit vector of n elements (float64)."""
    v = array.array("d", (rng.gauss(0, 1) for _ in range(n)))
    norm = math.sqrt(sum(x * x for x in v)) or 1.0
    return array.array("d", (x / norm for x in v))


def dot(a, b):
    return math.fsum(map(operator.mul, a, b))


def unit_fast(rng, n):
    """A random unit vector of n elements, uniform ones normalized (the
    joint directions of models with tens of millions of elements: Python
    loops at about 0.1 us an element are what they cost)."""
    r = rng.random
    v = array.array("d", [r() - 0.5 for _ in range(n)])
    scale = 1.0 / (math.sqrt(dot(v, v)) or 1.0)
    return array.array("d", map(scale.__mul__, v))


def absmax(v):
    return max(max(v), -min(v)) if len(v) else 0.0


def joint_check(args, todo, grads, forward, defs, rng, loss_at):
    """--joint K: every input at once (docs/executor.md, "Models").

    An input with a non-zero @GRAD g_p joins K joint directions, each
    moving every such input at once: v_p = s_p (g_p / |g_p| + r_p) /
    (sqrt(2) |g_p|), r_p a random unit vector and s_p a random sign, so that
    each input adds about s_p / sqrt(2) to <dL/dp, v> however large its
    gradient: a gradient wrong by a relative d along g_p moves the
    directional derivative by about d / sqrt(2), against a total of about
    sqrt(P / 2) for P inputs (the r_p part catches errors across g_p). The
    step t is the largest relative move of an element (the directions are
    scaled so), on the ladder H, 10^0.5 H, ... as the per-input check's.
    A band that fails is split (unless --no-split): its halves get K new
    directions each, recursively, and a single input that fails is a
    failure (moving hundreds of inputs at once crosses kinks that each
    part alone does not; a wrong gradient fails every part it is in).
    An input with no @GRAD or an all-zero one (unless no grad op
    differentiates it by definition, or it is detached) is moved alone
    along a random unit direction by the ladder's largest step: the loss
    must not move, |(L(p + eps v) - L(p - eps v)) / 2 eps| <= T * 1e-8
    (the floor of the relative error), else it depends on it and fails."""
    rows, zero, bad, checked = [], [], 0, 0
    ids = {}
    for m in list(PARAM.finditer(forward)) + list(DATA_ID.finditer(forward)):
        ids.setdefault(m.group(2), m.group(1))
    for name, t in todo:
        vid = ids.get(name)
        why_not = (not_differentiated(forward, vid, defs) or detached(forward, vid)) \
            if name not in grads and vid else None
        if why_not:
            print("%-40s %-10s %8d elements  not differentiated by definition (%s)" % (name, "skip", t.numel, why_not))
            continue
        values = t.values()
        g = grads[name].values() if name in grads else None
        if g is None or not any(g):
            zero.append((name, values, g))
        else:
            rows.append((name, values, g))
    top = args.step * 10 ** (args.ladder / 2)
    # What finite differences resolve: a loss difference of 10^4 rounding
    # units of L at the largest step (a relative error of 1e-4 in it).
    l0 = loss_at([])
    ulp = abs(l0) * 2.0 ** -52
    floor = 1e4 * ulp / (2 * top)
    def moved(group):
        """The loss difference with every input of group moved at once
        along a random unit direction each, by the largest step; whether
        it is beyond the rounding of L."""
        moves = []
        for name, values, g in group:
            moves.append((name, values, top * max(1.0, absmax(values)), unit_fast(rng, len(values))))
        diff = loss_at(moves) - loss_at([(n, x, -e, v) for n, x, e, v in moves])
        return diff, abs(diff) > 64 * ulp
    # All at once first, along two directions (the loss moving with none
    # of them is then shown for all with four runs): each input alone only
    # where the loss moves, to name the inputs it depends on.
    together = bool(zero) and not any(moved(zero)[1] for _ in range(2))
    for name, values, g in zero:
        checked += 1
        if together:
            print("%-40s %-10s %8d elements  %s @GRAD; the loss does not move with it (moved with all %d such "
                  "inputs at once, two directions, step %.3g)"
                  % (name, "ok", len(values), "no" if g is None else "an all-zero", len(zero), top))
            continue
        diff, depends = moved([(name, values, g)])
        bad += depends
        print("%-40s %-10s %8d elements  %s @GRAD, loss difference %.3g at step %.3g%s"
              % (name, "FAIL" if depends else "ok", len(values), "no" if g is None else "an all-zero", diff, top,
                 "  but the loss depends on it" if depends else " (the loss does not depend on it)"))
    if not rows:
        return bad, checked
    # The balanced direction of each input, and the largest relative move
    # of an element (|v_p|inf / max(1, |p|inf)) it asks for.
    parts = []
    for name, values, g in rows:
        parts.append((math.sqrt(dot(g, g)), max(1.0, absmax(values))))
    order = sorted(range(len(rows)), key=lambda i: 1 / (parts[i][0] * parts[i][1]))
    bands, lo = [], None
    for i in order:
        m = 1 / (parts[i][0] * parts[i][1])
        if lo is None or m > lo * args.band:
            bands.append([])
            lo = m
        bands[-1].append(i)
    worst, part_of = {}, {}

    def direction(part):
        """One joint direction over the inputs of part: {i: v_i}, and
        <dL/dp, v>."""
        vs, analytic, biggest = {}, 0.0, 0.0
        for i in part:
            name, values, g = rows[i]
            gn, scale = parts[i]
            r = unit_fast(rng, len(values))
            sign = rng.choice((-1.0, 1.0))
            a, c = sign / (math.sqrt(2) * gn * gn), sign / (math.sqrt(2) * gn)
            v = array.array("d", map(lambda x, y: a * x + c * y, g, r))
            biggest = max(biggest, absmax(v) / scale)
            vs[i] = v
        for i in part:
            vs[i] = array.array("d", map((1.0 / biggest).__mul__, vs[i]))
            analytic += dot(rows[i][2], vs[i])
        return vs, analytic

    def check_part(label, part):
        """K joint directions over the inputs of part; where one fails and
        the part has more than one input (and --split), its two halves (by
        the band's order) are checked again, recursively: the leaves that
        pass decide their inputs, and a single input that fails is a
        failure. Returns the number of failed inputs."""
        for k in range(args.joint):
            vs, analytic = direction(part)
            errors, numerics = [], []
            for j in range(args.ladder + 1):
                step = args.step * 10 ** (j / 2)
                lp = loss_at([(rows[i][0], rows[i][1], step, vs[i]) for i in part])
                lm = loss_at([(rows[i][0], rows[i][1], -step, vs[i]) for i in part])
                numeric = (lp - lm) / (2 * step)
                err = abs(analytic - numeric) / max(abs(analytic), abs(numeric), 1e-8)
                errors.append((step, err))
                numerics.append(numeric)
                if err <= args.tolerance:
                    break
            err = min(e for _, e in errors)
            used = [h for h, e in errors if e == err][0]
            numeric = numerics[[e for _, e in errors].index(err)]  # at that step
            # A part whose derivative is below what the differences resolve
            # would pass any gradient of its size: unresolved, a failure.
            unresolved = abs(analytic) < floor
            if unresolved:
                err = float("inf")
            failed = err > args.tolerance
            split = failed and args.split and len(part) > 1
            print("band %s (%d inputs), joint direction %d: <dL/dp, v> %.10g, numeric %.10g, relative error %.3g "
                  "at step %.3g%s%s" % (label, len(part), k + 1, analytic, numeric, err, used,
                                        "  FAIL: unresolved (|<dL/dp, v>| < %.3g, 10^4 rounding units of L over twice "
                                        "the largest step)" % floor if unresolved else
                                        "" if not failed else
                                        "  FAIL (at steps %s)" % ", ".join("%.3g: %.3g" % e for e in errors),
                                        "; its halves are checked instead" if split else ""))
            if split:
                half = len(part) // 2
                return check_part(label + ".1", part[:half]) + check_part(label + ".2", part[half:])
            for i in part:
                worst[i] = max(worst.get(i, 0.0), err)
                part_of[i] = label
            if failed:
                return len(part)
        return 0

    for b, band in enumerate(bands):
        bad += check_part(str(b + 1), band)
    for b, band in enumerate(bands):
        for i in sorted(band, key=lambda i: rows[i][0]):
            name, values, g = rows[i]
            print("%-40s %-10s %8d elements  band %s, %d joint directions (worst relative error %.3g)"
                  % (name, "ok" if worst[i] <= args.tolerance else "FAIL", len(values), part_of[i], args.joint,
                     worst[i]))
    checked += len(rows)
    return bad, checked


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("model")
    ap.add_argument("--output", help="the output the loss is made of (default: the last float output), "
                    "or %%N: the value %%N of the program as pir-opt prints it")
    ap.add_argument("--input-shape", action="append", default=[], metavar="NAME=D0xD1x...",
                    help="give input NAME these dims (its static ones too) and re-derive the program's shapes "
                    "(pir-opt --infer-shapes=input-shapes=...); repeatable")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--directions", type=int, default=3)
    ap.add_argument("--range", default="-0.2,0.2")
    ap.add_argument("--size", type=int, default=8, help="size of the -1 dims after the first")
    ap.add_argument("--tolerance", type=float, default=1e-4)
    ap.add_argument("--step", type=float, default=1e-6)
    ap.add_argument("--ladder", type=int, default=8, help="where the error at --step exceeds the tolerance, "
                    "retry at up to this many steps, each sqrt(10) times the last (0: --step only)")
    ap.add_argument("--inputs", help="check only the inputs whose names this regular expression matches (search)")
    ap.add_argument("--sample", type=int, default=0, help="check only this many of the inputs, drawn at random "
                    "with --seed (0: all); for models whose full check takes too long")
    ap.add_argument("--joint", type=int, default=0, help="check every input at once along this many joint "
                    "directions, and each input with a zero gradient alone (instead of K directions per input)")
    ap.add_argument("--band", type=float, default=100.0, help="with --joint: the inputs whose balanced "
                    "directions ask for relative moves within this factor share a band (a joint direction each)")
    ap.add_argument("--no-split", dest="split", action="store_false", help="with --joint: a failing band fails "
                    "(by default its two halves are checked instead, recursively, down to single inputs)")
    ap.add_argument("--bn-scales", action="store_true", help="feed the parameters a batch_norm reads as its "
                    "scale values in [0.5, 1.5], as its variances (default: random in --range)")
    ap.add_argument("--keep", help="write the forward program with its loss and its backward into this folder")
    ap.add_argument("--backward", help="check this backward program (of --keep's forward.pir) instead of "
                    "pir-opt --append-backward's")
    args = ap.parse_args()
    pir_run, pir_opt = tool("pir-run"), tool("pir-opt")

    text = run([pir_opt, args.model])
    if args.input_shape:
        # the inputs' dims changed, every result's re-derived from the rules
        text = run([pir_opt, "--infer-shapes=input-shapes=" + ",".join(s.replace("=", ":", 1) for s in args.input_shape),
                    "-"], text)
    tmp = tempfile.mkdtemp(prefix="model-grad-check.")
    shapes = []
    for name, elem in DATA.findall(text):
        dims = elem.split("x")[:-1]
        if "-1" in dims:
            dims = [("1" if i == 0 else str(args.size)) if d == "-1" else d for i, d in enumerate(dims)]
            shapes.append("--shape=%s=%s" % (name, "x".join(dims)))
    common = shapes + ["--random-seed=%d" % args.seed, "--random-range=" + args.range]
    values = [loss_value(text, o) for o in (args.output.split(",") if args.output else [None])]
    text = pruned(text, values, pir_opt)
    forward = with_loss(text, len(values))
    paths = {}
    for n, t in (("model.pir", text), ("forward.pir", forward)):
        paths[n] = os.path.join(tmp, n)
        with open(paths[n], "w") as f:
            f.write(t)
    # pir-run's tensors are read a block at a time, their values kept on
    # disk (stream_tensors): a real model's --print-inputs is gigabytes of
    # text, and its values as lists of Python floats were too.
    nothing = lambda t: False  # noqa: E731
    # the weights c take the outputs' run-time shapes
    printed = list(stream_tensors([pir_run] + common + [paths["model.pir"]], nothing, tmp))
    for k in range(len(values)):
        out, weights = out_names(k)
        got = [o for o in printed if o.name == out]
        if not got:
            sys.exit("model-grad-check: the model printed no output '%s'" % out)
        if got[-1].dims:
            common.append("--shape=%s=%s" % (weights, "x".join(map(str, got[-1].dims))))
    if args.backward:
        with open(args.backward) as f:
            backward = f.read()
    else:
        backward = run([pir_opt, "--append-backward", "-"], forward)
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        for n, t in (("forward.pir", forward), ("backward.pir", backward)):
            with open(os.path.join(args.keep, n), "w") as f:
                f.write(t)
    paths["backward.pir"] = os.path.join(tmp, "backward.pir")
    with open(paths["backward.pir"], "w") as f:
        f.write(backward)
    del backward
    defs = Definitions(pir_opt)
    defs.fetch_program(forward)
    rng = random.Random(args.seed)
    variances = statistics_feeds(text, defs, args.bn_scales)
    if variances:
        # their sizes from a first run, then values in [0.5, 1.5]
        first = {t.name: t for t in stream_tensors([pir_run, "--print-inputs"] + common + [paths["forward.pir"]],
                                                   nothing, tmp) if t.is_input}
        stats = os.path.join(tmp, "statistics.txt")
        with open(stats, "w") as f:
            for name in sorted(variances):
                f.write("%s=%s\n" % (name, ",".join("%.17g" % rng.uniform(0.5, 1.5) for _ in range(first[name].numel))))
        common = ["--feed-file", stats] + common

    def checkable(t):
        return t.is_input and not t.stop and t.dtype in ("f16", "bf16", "f32", "f64") and not t.name.startswith("grad_check.weights")

    def kept(t):
        return checkable(t) or (not t.is_input and t.name.endswith("@GRAD"))
    tensors = stream_tensors([pir_run, "--print-inputs"] + common + [paths["backward.pir"]], kept, tmp)
    grads = {}
    for t in tensors:
        if not t.is_input and t.name.endswith("@GRAD"):
            grads[t.name[:-len("@GRAD")]] = t  # the last one (one backward)
    fw_path = paths["forward.pir"]

    def loss(name, values, eps, v):
        """L at values + eps v."""
        return loss_at([(name, values, eps, v)])

    def write_moves(f, moves):
        """The feed lines of moves, (name, values, eps, v) each at values +
        eps v, a chunk at a time."""
        for name, values, eps, v in moves:
            f.write("%s=" % name)
            for lo in range(0, len(values), 1 << 16):
                # repr: the shortest text that reads back as the same double
                f.write(("," if lo else "") + ",".join(map(repr, map(lambda p, d: p + eps * d, values[lo:lo + (1 << 16)],
                                                                       v[lo:lo + (1 << 16)]))))
            f.write("\n")

    def loss_at(moves):
        """L with each (name, values, eps, v) of moves at values + eps v."""
        feed = os.path.join(tmp, "feed.txt")
        with open(feed, "w") as f:
            write_moves(f, moves)
        # after common's feeds: the last feed of a name wins (the moved
        # batch_norm scales over their statistics feed)
        o = stream_tensors([pir_run] + common + ["--feed-file", feed, fw_path],
                           lambda t: t.name == "grad_check.loss", tmp)
        return [t for t in o if t.name == "grad_check.loss"][-1].values()[0]

    def losses_at(sets):
        """loss_at of each list of moves in sets, from one pir-run --runs
        (each run's last loss line)."""
        runs = os.path.join(tmp, "runs.txt")
        with open(runs, "w") as f:
            for k, moves in enumerate(sets):
                f.write("---\n" if k else "")
                write_moves(f, moves)
        o = stream_tensors([pir_run] + common + ["--runs", runs, fw_path], lambda t: t.name == "grad_check.loss", tmp)
        last = {}
        for t in o:
            if t.name == "grad_check.loss":
                last[t.run] = t
        if sorted(last) != list(range(len(sets))):
            sys.exit("model-grad-check: pir-run --runs gave the losses of runs %s, not of 0 to %d"
                     % (sorted(last), len(sets) - 1))
        return [last[k].values()[0] for k in range(len(sets))]

    todo = sorted((t.name, t) for t in tensors if checkable(t))
    if args.inputs:
        keep = [nt for nt in todo if re.search(args.inputs, nt[0])]
        if not keep:
            sys.exit("model-grad-check: --inputs %r matches none of the %d inputs" % (args.inputs, len(todo)))
        print("model-grad-check: %d of the %d inputs match --inputs %r" % (len(keep), len(todo), args.inputs))
        todo = keep
    if args.sample and args.sample < len(todo):
        # drawn with a generator of its own, seeded like the directions
        picked = set(random.Random(args.seed).sample(range(len(todo)), args.sample))
        print("model-grad-check: a sample of %d of the %d inputs (seed %d)" % (args.sample, len(todo), args.seed))
        todo = [t for i, t in enumerate(todo) if i in picked]
    if args.joint:
        bad, checked = joint_check(args, todo, grads, forward, defs, rng, loss_at)
        shutil.rmtree(tmp)
        print("model-grad-check: %s: %d inputs checked along %d joint directions, %d failed%s"
              % (os.path.basename(args.model), checked, args.joint, bad,
                 " (a joint direction does not say which input is wrong: without --no-split, a failing band's "
                 "halves are checked down to single inputs)" if bad and not args.split else ""))
        sys.exit(1 if bad or not checked else 0)
    bad = checked = 0
    for name, t in todo:
        values = t.values()
        g = grads[name].values() if name in grads else None
        vid = [m.group(1) for m in PARAM.finditer(forward) if m.group(2) == name] or \
            [m.group(1) for m in DATA_ID.finditer(forward) if m.group(2) == name]
        why_not = (not_differentiated(forward, vid[0], defs) or detached(forward, vid[0])) if g is None and vid else None
        if why_not:
            print("%-40s %-10s %8d elements  not differentiated by definition (%s)" % (name, "skip", len(values), why_not))
            continue
        worst, numeric_any, step_used, ladder = 0.0, 0.0, args.step, []
        directions = []
        for _ in range(args.directions):
            v = array.array("d", (rng.gauss(0, 1) for _ in range(len(values))))
            norm = math.sqrt(sum(x * x for x in v)) or 1.0
            directions.append(array.array("d", (x / norm for x in v)))
        # the first step's two losses of every direction from one pir-run
        eps0 = args.step * max(1.0, max(abs(x) for x in values))
        first = losses_at([[(name, values, sign * eps0, v)] for v in directions for sign in (1, -1)])
        for d, v in enumerate(directions):
            analytic = sum(a * d for a, d in zip(g, v)) if g is not None else 0.0
            # The step ladder: H, then (only while the error exceeds T)
            # 10^0.5 H, 10 H, ... The difference of two losses rounds at about
            # |L| * 2^-52, an error of |L| * 2^-52 / step in the quotient:
            # where <dL/dp, v> is tiny beside |L| (a deep layer's weights)
            # that swamps a small step, and falls as the step grows. A wrong
            # gradient's error does not fall, and fails at every step. The
            # steps are sqrt(10) apart: a large step may cross a kink (relu,
            # hardswish at -3), and the window between the two can be narrow.
            errors = []
            for k in range(args.ladder + 1):
                step = args.step * 10 ** (k / 2)
                eps = step * max(1.0, max(abs(x) for x in values))
                if k == 0:
                    lp, lm = first[2 * d], first[2 * d + 1]
                else:
                    lp = loss(name, values, eps, v)
                    lm = loss(name, values, -eps, v)
                numeric = (lp - lm) / (2 * eps)
                if k == 0:
                    numeric_any = max(numeric_any, abs(numeric))
                err = abs(analytic - numeric) / max(abs(analytic), abs(numeric), 1e-8)
                errors.append((step, err))
                if err <= args.tolerance or g is None or not any(g):
                    break
            err = min(e for _, e in errors)
            if err > worst:
                worst, ladder = err, errors
            if err <= args.tolerance:
                step_used = max(step_used, [h for h, e in errors if e == err][0])
        checked += 1
        zero = g is None or not any(g)
        why = ""
        if g is None and numeric_any > 1e-8:
            why = "no @GRAD output, but the loss depends on it"
        elif zero and numeric_any > 1e-8:
            why = "an all-zero @GRAD, but the loss depends on it"
        elif worst > args.tolerance:
            why = "relative error %.3g > %.3g" % (worst, args.tolerance)
        note = " (the loss does not depend on it)" if zero and not why else ""
        if not why and step_used != args.step:
            note += " (at step %.3g)" % step_used
        if why and len(ladder) > 1:
            why += " (at steps %s)" % ", ".join("%.3g: %.3g" % e for e in ladder)
        print("%-40s %-10s %8d elements  worst relative error %.3g%s%s"
              % (name, "FAIL" if why else "ok", len(values), worst, note, ("  " + why) if why else ""))
        bad += bool(why)
    shutil.rmtree(tmp)
    print("model-grad-check: %s: %d inputs checked along %d directions, %d failed"
          % (os.path.basename(args.model), checked, args.directions, bad))
    sys.exit(1 if bad or not checked else 0)


if __name__ == "__main__":
    main()
