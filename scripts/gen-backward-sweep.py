#!/usr/bin/env python3
"""gen-backward-sweep.py: one small forward program per op of the catalogue
that has a `backward` entry, for the structural sweep of --append-backward
(issue 27, "every op class differentiates or is refused";
scripts/backward-sweep.py runs and classifies them). It reaches the op
classes pir-run has no kernels for, which the numeric sweep
(scripts/gen-op-grad-sweep.py) cannot.

  python3 scripts/gen-backward-sweep.py [--pir-opt PATH] [--vary-undiff] [--in-if] > sweep.pir

Each program: a `pd_op.data` per operand (a `builtin.combine` of data for a
vec operand), the op, and a float loss: the sum of the means of the op's
float results whose gradient its backward takes (`<result>_grad`), as a
`builtin.shadow_output` named "loss". The op's operand and result types
and its required attributes are those of its verifying case in the
inference suites (scripts/gen-result-types.py: every op with a rule);
other attributes keep their YAML defaults. An operand the grad op
differentiates (it has a result `<operand>_grad`) is a data input that is
not stop_gradient when its type is a float or complex tensor (a complex
result enters the loss through its real part, `pd_op.real`); every other
operand
(an index, a running statistic, an integer) is stop_gradient, as in
Paddle's programs. With --vary-undiff it is the other way round: only
the float operands the grad op does not differentiate are not
stop_gradient, so the loss is varied only through operands the grad op
does not differentiate (docs/passes.md, *Which values get a gradient*),
and no input is to get an @GRAD.

Variants: where the case leaves an optional operand (or result) absent, a
second program gives it, typed like another operand (or result) of the op
or as a small 1-D or 0-D tensor, the first candidate that verifies; where
the case gives one, a second program leaves it out, if that verifies.
Candidates are verified with pir-opt (--pir-opt, default build/pir-opt);
a variant none of whose candidates verify is not written. Two more: the
op's inplace twin (`<name>_`, where it has an `inplace` mapping), and,
where the loss reads several results, the loss from the first one only
(the others' gradients are then zeros).

Not written, counted by reason in the header comment (so the sweep's
totals say what it leaves out): selected-rows ops (`_sr`, the kernels of
Paddle's SelectedRows forms), distributed ops (a `ring_id` attribute with
a default rank, or a required `nranks`: collective communication), region
ops (if, while and their grad forms: the control-flow suites), tensor-array
ops (lit-tests/gradients/array-*.pir) and ops without a case.

With --in-if, each program has the op and its loss in both branches of a
pd_op.if instead (so its forward values go through the branch's stack).

A header line per program, `// sweep: op=NAME variant=V grads=a,b`, says
which data inputs must get an `@GRAD` output.
"""
import importlib.util
import os
import re
import subprocess
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))

# The catalogue is read four times (here and by the suites' generators):
# once, with libyaml's loader where there is one (2 s instead of 40 s).
_safe_load, _loaded = yaml.safe_load, {}


def _cached_load(stream):
    key = getattr(stream, "name", None)
    key = os.path.realpath(key) if isinstance(key, str) else None
    if key is None or key not in _loaded:
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        doc = yaml.load(stream, Loader=loader)
        if key is None:
            return doc
        _loaded[key] = doc
    return _loaded[key]


yaml.safe_load = _cached_load


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


rt = load("rt", "gen-result-types.py")
PLACE = "place:(pd_op.Place)Place(cpu)"
DTYPE = {"f16": "float16", "bf16": "bfloat16", "f32": "float32", "f64": "float64", "i8": "int8", "u8": "uint8",
         "i16": "int16", "i32": "int32", "i64": "int64", "b": "bool", "c64": "complex64", "c128": "complex128"}
FLOAT = {"f16", "bf16", "f32", "f64"}
COMPLEX = {"c64": "f32", "c128": "f64"}  # and the dtype of their real part
DIFF = FLOAT | set(COMPLEX)
NULV, NULT = "<<NULL VALUE>>", "<<NULL TYPE>>"

# Ops without an inference rule (their results keep the declared type),
# written here: operand and result types, attributes.
T = rt.t
HAND = [
    rt.checks.op("legacy_reshape", [("%x", T([2, 3])), (NULV, NULT)], [T([3, 2])], "shape:(pd_op.IntArray)[3,2]"),
    rt.checks.op("masked_select", [("%x", T([2, 3])), ("%m", T([2, 3], "b"))], [T([-1])]),
    rt.checks.op("repeat_interleave_with_tensor_index", [("%x", T([2, 3])), ("%r", T([2], "i64"))], [T([-1, 3])],
                 "axis:(Int32)0"),
    rt.checks.op("segment_pool", [("%x", T([4, 3])), ("%s", T([4], "i64"))], [T([-1, 3]), T([-1, 1])]),
    rt.checks.op("sequence_expand", [("%x", T([4, 3])), ("%y", T([4, 3]))], [T([-1, 3])]),
    rt.checks.op("sequence_pool", [("%x", T([4, 3]))], [T([-1, 3]), T([-1, 3], "i32")]),
    rt.checks.op("view_shape", [("%x", T([2, 3]))], [T([3, 2])], "dims:[(Int64)3,(Int64)2]"),
    # grad ops whose generic case (scripts/gen-result-types.py) is a
    # program no backward makes: the shapes their attributes ask for, so
    # their double grads verify (the grad rule checks x_grad only)
    rt.checks.op("expand_grad", [("%x", T([1, 3])), ("%g", T([2, 3])), (NULV, NULT)], [T([1, 3])],
                 "shape:(pd_op.IntArray)[2,3]"),
    rt.checks.op("pad_grad", [("%x", T([2, 3])), ("%g", T([4, 5])), (NULV, NULT)], [T([2, 3])],
                 "paddings:[(Int32)1,(Int32)1,(Int32)1,(Int32)1],pad_value:(Double)0"),
    rt.checks.op("pad3d_grad", [("%x", T([1, 2, 3, 4, 5])), ("%g", T([1, 2, 5, 6, 7])), (NULV, NULT)], [T([1, 2, 3, 4, 5])],
                 'paddings:(pd_op.IntArray)[1,1,1,1,1,1],mode:"constant",pad_value:(Float)0,data_format:"NCDHW"'),
    rt.checks.op("mean_grad", [("%x", T([2, 3])), ("%g", T([])), (NULV, NULT)], [T([2, 3])],
                 "axis:(pd_op.IntArray)[],keepdim:false"),
    rt.checks.op("sum_grad", [("%x", T([2, 3])), ("%g", T([])), (NULV, NULT)], [T([2, 3])],
                 "axis:(pd_op.IntArray)[],keepdim:false"),
    # linear grad ops whose adjoint (backward_args) is their forward op,
    # which checks what the grad op does not: an integer index, a
    # target_shape, 4-D images and 1-D sizes and scales
    rt.checks.op("gather_grad", [("%x", T([2, 3])), ("%i", T([3], "i64")), ("%g", T([3, 3])), (NULV, NULT)],
                 [T([2, 3])], "axis:(Int32)0"),
    rt.checks.op("expand_as_grad", [("%x", T([1, 3])), ("%g", T([2, 3]))], [T([1, 3])],
                 "target_shape:[(Int64)2,(Int64)3]"),
    rt.checks.op("mean_all_grad", [("%x", T([2, 3])), ("%g", T([]))], [T([2, 3])]),
    rt.checks.op("bilinear_interp_grad", [("%x", T([1, 2, 3, 3])), ("%os", T([2], "i32")),
                                          ("%st", rt.checks.vec(T([1], "i32"), T([1], "i32"))), ("%sc", T([2])),
                                          ("%g", T([1, 2, 4, 5]))], [T([1, 2, 3, 3])],
                 'align_corners:true,align_mode:(Int32)0,data_format:"NCHW",interp_method:"bilinear",'
                 'out_d:(Int32)-1,out_h:(Int32)4,out_w:(Int32)5,scale:[]'),
    rt.checks.op("nearest_interp_grad", [("%x", T([1, 2, 3, 3])), ("%os", T([2], "i32")),
                                         ("%st", rt.checks.vec(T([1], "i32"), T([1], "i32"))), ("%sc", T([2])),
                                         ("%g", T([1, 2, 6, 6]))], [T([1, 2, 3, 3])],
                 'align_corners:false,align_mode:(Int32)1,data_format:"NCHW",interp_method:"nearest",'
                 'out_d:(Int32)-1,out_h:(Int32)-1,out_w:(Int32)-1,scale:[(Float)2,(Float)2]'),
    # float cases of ops whose inference cases are integer ones
    rt.checks.op("atan2", [("%x", T([2, 3])), ("%y", T([2, 3]))], [T([2, 3])]),
    rt.checks.op("cast", [("%x", T([2, 3]))], [T([2, 3], "f64")], "dtype:(pd_op.DataType)float64"),
    rt.checks.op("concat_grad", [("%x", rt.checks.vec(T([2, 3]), T([2, 3]))), ("%g", T([4, 3])), (NULV, NULT)],
                 [rt.checks.vec(T([2, 3]), T([2, 3]))], "axis:(Int32)0"),
    rt.checks.op("stack_grad", [("%x", rt.checks.vec(T([2, 3]), T([2, 3]))), ("%g", T([2, 2, 3]))],
                 [rt.checks.vec(T([2, 3]), T([2, 3]))], "axis:(Int32)0"),
]


def parse_type(ty):
    """'tensor<2x3xf32>' -> ([2, 3], 'f32'); None for anything else."""
    m = re.fullmatch(r"tensor<(.*)>", ty)
    if not m:
        return None
    parts = m.group(1).split("x")
    return [int(p) for p in parts[:-1]], parts[-1]


def parse_op(line):
    """An op line as (results, name, operands [(value, type)], attrs, result types)."""
    m = re.fullmatch(r'\((.*?)\) = "pd_op\.([\w]+)" \((.*?)\) \{(.*)\} : \((.*)\) -> (.*)', line.strip(), re.S)
    if not m:
        return None
    res, name, vals, attrs, otys, rtys = m.groups()
    vals = [v.strip() for v in vals.split(",")] if vals.strip() else []
    otys = rt.split_types(otys)
    rtys = rt.split_types(rtys)
    if len(vals) != len(otys):
        return None
    return name, list(zip(vals, otys)), attrs, rtys


def uniform(line):
    """A case of the generic catalogue cases (operand k shaped [k+2, 3],
    a vec operand's elements [k+2, 3] and [k+2, 4], results the rule does
    not infer 7x7) with every tensor 2x3 (an xshape
    0x2x3): the shapes a grad op's operands and results have in a real
    backward (out, out_grad and x_grad alike)."""
    line = re.sub(r"tensor<0x\d+x3x", "tensor<0x2x3x", line)
    line = re.sub(r"tensor<\d+x[34]x", "tensor<2x3x", line)
    return re.sub(r"tensor<7x7x", "tensor<2x3x", line)


def cases():
    """Every op's case lines, in the order they are tried: the hand-written
    ones, the inference suites' own cases, their templates, and the generic
    catalogue cases, each made uniform first."""
    out = {}
    path = os.path.join(HERE, "..", "dialects", "pd_op.yaml")
    cat, _ = rt.catalogue_cases(path)
    tmpl, _ = rt.template_cases(path)
    lines = [l for l in HAND] + [l for _n, l, _c in rt.checks_cases() + tmpl]
    for _n, l, _c in cat:
        lines += [uniform(l), l]
    for line in lines:
        p = parse_op(line)
        if p and p not in out.get(p[0], []):
            out.setdefault(p[0], []).append(p)
    return out


def grad_names(ops, o):
    """The forward input and output names the grad op differentiates and
    takes gradients of: ({inputs with <name>_grad}, {outputs with <name>_grad})."""
    g = ops.get(o["backward"])
    if not g:
        return None
    gouts = {v["name"] for v in g.get("outputs", [])}
    gins = {v["name"] for v in g.get("inputs", [])}
    if o.get("backward_args"):
        # A linear grad op's adjoint (docs/dialect-yaml.md, "Backward
        # arguments"): a result bound to grad(operand) differentiates it,
        # an operand bound to grad(result) takes that result's gradient.
        fin = [v["name"] for v in o.get("inputs", [])]
        fout = [v["name"] for v in o.get("outputs", [])]
        ins, outs = set(), set()
        for param, val in o["backward_args"].items():
            m = re.fullmatch(r"grad\((\w+)\)", str(val))
            if m and param in gouts and m.group(1) in fin:
                ins.add(fin.index(m.group(1)))
            elif m and param in gins and m.group(1) in fout:
                outs.add(fout.index(m.group(1)))
        return ins, outs
    fin = g.get("forward_inputs") or [v["name"] for v in o.get("inputs", [])]
    fout = g.get("forward_outputs") or [v["name"] for v in o.get("outputs", [])]
    ins = {k for k, n in enumerate(fin) if n + "_grad" in gouts}
    outs = {k for k, n in enumerate(fout) if n + "_grad" in gins}
    return ins, outs


def skip_reason(o):
    n = o["name"]
    attrs = {a["name"]: a for a in o.get("attributes", [])}
    if n.endswith("_sr"):
        return "selected-rows op"
    if ("ring_id" in attrs and attrs["ring_id"].get("default", "-1") not in ("-1", "(Int32)-1")) or \
            ("nranks" in attrs and "default" not in attrs["nranks"]):
        return "distributed op"
    if o.get("regions"):
        return "region op"
    if o.get("role", "").startswith("array") or o.get("role") == "tensor_to_array":
        return "tensor-array op"
    return None


def data(name, ty, stop):
    dims, dt = parse_type(ty)
    return ('(%%%s) = "pd_op.data" () {dtype:(pd_op.DataType)%s,name:"%s",%s,shape:(pd_op.IntArray)[%s],'
            'stop_gradient:[%s]} : () -> %s' % (name, DTYPE[dt], name, PLACE, ",".join(map(str, dims)),
                                                "true" if stop else "false", ty))


def program(o, operands, attrs, rtys, diff_in, diff_out, vary_undiff):
    """The program's lines and the data inputs that must get an @GRAD, or
    (None, reason)."""
    lines, vals, grads = [], [], []
    for k, (v, ty) in enumerate(operands):
        if v == NULV:
            vals.append(v)
            continue
        name = "in%d" % k
        if ty.startswith("vec["):
            elems = rt.split_types(ty[4:-1])
            parts = []
            for e, ety in enumerate(elems):
                p = parse_type(ety)
                if not p or p[1] not in DTYPE:
                    return None, "operand type %s" % ety
                stop = not ((k not in diff_in if vary_undiff else k in diff_in) and p[1] in DIFF)
                lines.append(data("%s_%d" % (name, e), ety, stop))
                parts.append("%%%s_%d" % (name, e))
                if not stop and k in diff_in:
                    grads.append("%s_%d" % (name, e))
            lines.append('(%%%s) = "builtin.combine" (%s) {} : (%s) -> %s' % (name, ", ".join(parts), ", ".join(elems), ty))
        else:
            p = parse_type(ty)
            if not p or p[1] not in DTYPE:
                return None, "operand type %s" % ty
            stop = not ((k not in diff_in if vary_undiff else k in diff_in) and p[1] in DIFF)
            lines.append(data(name, ty, stop))
            if not stop and k in diff_in:
                grads.append(name)
        vals.append("%" + name)
    if vary_undiff and not any("stop_gradient:[false]" in l for l in lines):
        return None, "no float operand the backward does not differentiate"
    if not grads and not vary_undiff:
        return None, "no float or complex operand the backward differentiates"
    res = ["%%r%d" % i for i in range(len(rtys))]
    lines.append('(%s) = "pd_op.%s" (%s) {%s} : (%s) -> %s' % (
        ", ".join(res), o["name"], ", ".join(vals), attrs, ", ".join(t for _, t in operands), ", ".join(rtys)))
    # the loss: the means of the float results the backward takes the
    # gradient of, of the first one's dtype, added
    means, dt = [], None
    for i, ty in enumerate(rtys):
        if i not in diff_out:
            continue
        elems = [(res[i], ty)]
        if ty.startswith("vec["):
            ets = rt.split_types(ty[4:-1])
            elems = []
            for e, ety in enumerate(ets):
                lines.append('(%%r%d_%d) = "builtin.slice" (%s) {index:(Int32)%d} : (%s) -> %s' % (i, e, res[i], e, ty, ety))
                elems.append(("%%r%d_%d" % (i, e), ety))
        for v, ety in elems:
            p = parse_type(ety)
            if p and p[1] in COMPLEX and (not dt or COMPLEX[p[1]] == dt):
                # a complex result: the loss takes its real part
                rty = T(p[0], COMPLEX[p[1]])
                lines.append('(%s_re) = "pd_op.real" (%s) {} : (%s) -> %s' % (v, v, ety, rty))
                v, ety, p = v + "_re", rty, (p[0], COMPLEX[p[1]])
            if not p or p[1] not in FLOAT or (dt and p[1] != dt):
                continue
            dt = p[1]
            m = "%%m%d" % len(means)
            if o["name"] == "mean":  # another reduction, so the swept op's grad op is the only mean_grad
                lines.append('(%s) = "pd_op.sum" (%s) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)%s,keepdim:false} '
                             ': (%s) -> tensor<%s>' % (m, v, DTYPE[dt], ety, dt))
            else:
                lines.append('(%s) = "pd_op.mean" (%s) {axis:(pd_op.IntArray)[],keepdim:false} : (%s) -> tensor<%s>'
                             % (m, v, ety, dt))
            means.append(m)
    if not means:
        return None, "no float or complex result whose gradient the backward takes"
    loss = means[0]
    for k, m in enumerate(means[1:]):
        lines.append('(%%s%d) = "pd_op.add" (%s, %s) {} : (tensor<%s>, tensor<%s>) -> tensor<%s>' % (k, loss, m, dt, dt, dt))
        loss = "%%s%d" % k
    lines.append('() = "builtin.shadow_output" (%s) {output_name:"loss"} : (tensor<%s>) ->' % (loss, dt))
    return lines, grads


def in_if(lines):
    """The program with the op and its loss in both branches of a pd_op.if
    on a stop_gradient bool input (the else branch's values renamed)."""
    data = [l for l in lines if '"pd_op.data"' in l]
    body = [l for l in lines if '"pd_op.data"' not in l and '"builtin.shadow_output"' not in l]
    m = re.match(r'\(\) = "builtin.shadow_output" \((%\w+)\) \{output_name:"loss"\} : \((.*)\) ->$', lines[-1])
    loss, lt = m.groups()
    defs = set()
    for l in body:
        d = re.match(r"\((.*?)\) = ", l)
        defs |= {v.strip() for v in d.group(1).split(",") if v.strip()} if d else set()

    def ren(l):
        return re.sub(r"%\w+", lambda v: v.group(0) + "e" if v.group(0) in defs else v.group(0), l)
    out = data + ['(%%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",%s,shape:(pd_op.IntArray)[1],'
                  'stop_gradient:[true]} : () -> tensor<1xb>' % PLACE,
                  '(%%L) = "pd_op.if" (%%p) {} -> %s {' % lt]
    out += ["    " + l for l in body] + ['    () = "cf.yield" (%s) {} : (%s) ->' % (loss, lt), "} else {"]
    out += ["    " + ren(l) for l in body] + ['    () = "cf.yield" (%s) {} : (%s) ->' % (ren(loss), lt), "}"]
    return out + ['() = "builtin.shadow_output" (%%L) {output_name:"loss"} : (%s) ->' % lt]


def chunk(o, variant, lines, grads):
    if IN_IF:
        lines, variant = in_if(lines), variant + ",in-if"
    return "// sweep: op=%s variant=%s grads=%s\n{\n%s\n}\n" % (
        o["name"], variant, ",".join(grads), "\n".join("    " + l for l in lines))


def verifying(pir_opt, chunks):
    """Which of chunks verify (one pir-opt run over all of them)."""
    if not chunks:
        return []
    text = "\n// -----\n".join(chunks)
    r = subprocess.run([pir_opt, "--error-limit=0", "--split-input-file", "-"], input=text, stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL, universal_newlines=True)
    outs = r.stdout.split("// -----\n")
    if len(outs) != len(chunks):
        sys.exit("gen-backward-sweep.py: pir-opt printed %d chunks for %d" % (len(outs), len(chunks)))
    return [bool(s.strip()) for s in outs]


IN_IF = False


def main():
    global IN_IF
    args = sys.argv[1:]
    pir_opt = os.path.join(HERE, "..", "build", "pir-opt")
    vary_undiff = False
    while args:
        if args[0] == "--pir-opt":
            pir_opt = args[1]
            args = args[2:]
        elif args[0] == "--in-if":
            IN_IF = True
            args = args[1:]
        elif args[0] == "--vary-undiff":
            vary_undiff = True
            args = args[1:]
        else:
            sys.exit(__doc__)
    cat = yaml.safe_load(open(os.path.realpath(os.path.join(HERE, "..", "dialects", "pd_op.yaml"))))
    ops = {o["name"]: o for o in cat["ops"]}
    known = cases()
    skipped = {}
    bases, base, probes = [], [], []  # candidates per op; (op, variant, lines, grads); candidates per variant
    for o in cat["ops"]:
        if not o.get("backward") or o["backward"] == "none":
            continue
        why = skip_reason(o)
        if not why and o["name"] not in known:
            why = "no case"
        gn = grad_names(ops, o) if not why else None
        if not why and gn is None:
            why = "backward not defined"
        if why:
            skipped[why] = skipped.get(why, 0) + 1
            continue
        diff_in, diff_out = gn
        cl, why = [], None
        for _, operands, attrs, rtys in known[o["name"]]:
            lines, grads = program(o, operands, attrs, rtys, diff_in, diff_out, vary_undiff)
            if lines is None:
                why = why or grads
                continue
            cl.append(((operands, attrs, rtys), lines, grads))
        if not cl:
            skipped[why] = skipped.get(why, 0) + 1
            continue
        bases.append((o, gn, cl))
    flat = [chunk(o, "base", li, gr) for o, _gn, cl in bases for _c, li, gr in cl]
    ok = iter(verifying(pir_opt, flat))
    for o, gn, cl in bases:
        picked = None
        for c, li, gr in cl:
            if next(ok) and picked is None:
                picked = (c, li, gr)
        if not picked:
            skipped["no verifying case"] = skipped.get("no verifying case", 0) + 1
            continue
        (operands, attrs, rtys), lines, grads = picked
        diff_in, diff_out = gn
        base.append((o, "base", lines, grads))
        if o.get("inplace") and not o["name"].endswith("_"):
            # the inplace twin (the loader's `<name>_`: the same
            # definition, writing the mapped operand)
            li = [l.replace('"pd_op.%s" (' % o["name"], '"pd_op.%s_" (' % o["name"]) for l in lines]
            probes.append((o, "inplace", [(li, grads)]))
        if sum(1 for l in lines if '= "pd_op.mean" (%r' in l or '= "pd_op.sum" (%r' in l) > 1:
            # the loss from the first result only: the others' gradients are zeros
            li = [l for l in lines if not l.startswith("(%s") and '"builtin.shadow_output"' not in l]
            keep, first = [], None
            for l in li:
                m = re.match(r"\((%m\d+)\) = ", l)
                if m and first is None:
                    first = m.group(1)
                elif m:
                    continue
                keep.append(l)
            dt = re.search(r"-> (tensor<\w+>)$", [l for l in keep if l.startswith("(" + first + ")")][0]).group(1)
            keep.append('() = "builtin.shadow_output" (%s) {output_name:"loss"} : (%s) ->' % (first, dt))
            probes.append((o, "first-result", [(keep, grads)]))
        # optional operands and results: the other form
        ins, outs = o.get("inputs", []), o.get("outputs", [])
        present = [t for v, t in operands if v != NULV and not t.startswith("vec")]
        first = parse_type(present[0]) if present else None
        small = [T([first[0][-1]] if first and first[0] else [], first[1] if first else "f32")] if first else []
        small += [T([], "f32"), T([1], "i64"), T([1], "i32")]
        for k, d in enumerate(ins):
            if not d.get("optional") or k >= len(operands):
                continue
            if operands[k][0] == NULV:
                cands = [operands[:k] + [("%%o%d" % k, c)] + operands[k + 1:] for c in dict.fromkeys(present + small)]
                variant = "with-" + d["name"]
            else:
                cands = [operands[:k] + [(NULV, NULT)] + operands[k + 1:]]
                variant = "without-" + d["name"]
            cl = []
            for c in cands:
                li, gr = program(o, c, attrs, rtys, diff_in, diff_out, vary_undiff)
                if li is not None:
                    cl.append((li, gr))
            probes.append((o, variant, cl))
        rpresent = [t for t in rtys if t != NULT and not t.startswith("vec")]
        for k, d in enumerate(outs):
            if not d.get("optional") or k >= len(rtys):
                continue
            if rtys[k] == NULT:
                cands = [rtys[:k] + [c] + rtys[k + 1:] for c in dict.fromkeys(rpresent + small)]
                variant = "with-result-" + d["name"]
            else:
                cands = [rtys[:k] + [NULT] + rtys[k + 1:]]
                variant = "without-result-" + d["name"]
            cl = []
            for c in cands:
                li, gr = program(o, operands, attrs, c, diff_in, diff_out, vary_undiff)
                if li is not None:
                    cl.append((li, gr))
            probes.append((o, variant, cl))
    flat = [chunk(o, v, li, gr) for o, v, cl in probes for li, gr in cl]
    ok = iter(verifying(pir_opt, flat))
    extra = []
    for o, v, cl in probes:
        picked = None
        for li, gr in cl:
            if next(ok) and picked is None:
                picked = (o, v, li, gr)
        if picked:
            extra.append(picked)
    progs = base + extra
    progs.sort(key=lambda p: (p[0]["name"], p[1] != "base", p[1]))
    out = ["// Generated by scripts/gen-backward-sweep.py%s%s; do not edit.\n" % (
        " --vary-undiff" if vary_undiff else "", " --in-if" if IN_IF else "")]
    out.append("// %d programs (%d ops, %d variants); not written: %s\n" % (
        len(progs), len(base), len(extra), ", ".join("%d %s" % (n, w) for w, n in sorted(skipped.items())) or "none"))
    out.append("\n// -----\n".join(chunk(*p) for p in progs))
    sys.stdout.write("".join(out))


main()
