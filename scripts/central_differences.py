"""central_differences.py: what grad-check.py and grad-check-suite.py share
(docs/executor.md): the feed sets of a forward program's central
differences, L(x+h) and L(x-h) for each element of each float input, and
their comparison with a backward program's NAME@GRAD outputs."""


def feed_lines(inputs, override=None):
    """(NAME, values) of every input, the one named override[0] given
    override[1] instead."""
    return [(name, override[1] if override and name == override[0] else values)
            for name, (_, _, values, _) in inputs.items()]


def grads_of(bw_outputs, occurrence=-1):
    """{input name: values} of a backward run's NAME@GRAD outputs (the
    occurrence-th where there are several: one per backward run); None
    when some name lacks that occurrence."""
    found = {}
    for name, _, values in bw_outputs:
        if name.endswith("@GRAD"):
            found.setdefault(name[:-len("@GRAD")], []).append(values)
    try:
        return {name: values[occurrence] for name, values in found.items()}
    except IndexError:
        return None


def difference_sets(inputs, grads, step):
    """The steps h of each differentiated input's elements ({name: [h]},
    h = step * max(1, |x|)) and the feed sets [(name, values)] of its
    L(x+h), L(x-h) pairs, in input and element order. An input is
    differentiated when it is a float one, and not stop_gradient unless
    the backward gives it a gradient anyway."""
    steps, sets = {}, []
    for name, (dtype, _, values, stop_gradient) in inputs.items():
        if dtype not in ("f32", "f64") or (stop_gradient and name not in grads):
            continue
        steps[name] = []
        for i, v in enumerate(values):
            h = step * max(1.0, abs(v))
            up, down = list(values), list(values)
            up[i], down[i] = v + h, v - h
            steps[name].append(h)
            sets += [(name, up), (name, down)]
    return steps, sets


def compare(inputs, grads, steps, losses, tolerance):
    """One line per float input comparing its NAME@GRAD with the central
    differences of losses (in difference_sets' order), and whether one
    fails: an error above tolerance, a wrong element count, or no @GRAD
    for an input the loss moves with."""
    lines, failed, at_set = [], False, 0
    for name, (dtype, _, values, stop_gradient) in inputs.items():
        if dtype not in ("f32", "f64"):
            continue
        if stop_gradient and name not in grads:
            lines.append("%s@GRAD: none (%s is stop_gradient)" % (name, name))
            continue
        numeric = []
        for h in steps[name]:
            numeric.append((losses[at_set] - losses[at_set + 1]) / (2 * h))
            at_set += 2
        analytic = grads.get(name)
        if analytic is None:
            if any(abs(n) > 1e-6 for n in numeric):
                lines.append("%s@GRAD: missing, but the loss depends on %s (numeric %s)" % (name, name, numeric[:4]))
                failed = True
            else:
                lines.append("%s@GRAD: none (the loss does not depend on %s)" % (name, name))
            continue
        if len(analytic) != len(numeric):
            lines.append("%s@GRAD: %d elements, the input has %d" % (name, len(analytic), len(numeric)))
            failed = True
            continue
        worst, at = 0.0, 0
        for i, (a, n) in enumerate(zip(analytic, numeric)):
            err = abs(a - n) / max(abs(a), abs(n), 1e-3)
            if err > worst:
                worst, at = err, i
        ok = worst <= tolerance
        failed |= not ok
        lines.append("%s@GRAD: worst relative error %.3g at element %d (analytic %.10g, numeric %.10g)%s"
                     % (name, worst, at, analytic[at], numeric[at], "" if ok else " FAILED"))
    return lines, failed
