#!/usr/bin/env python3
"""gen-catalogue.py: generates dialects/pd_op.yaml, the catalogue of Paddle's
operators, from Paddle's op tables and a hand-written overlay.

Inputs
  paddle-ops.tsv        Paddle's op signatures (paddle/phi/ops/yaml/*.yaml),
                        one row per YAML entry; columns in paddle-ops.md.
  paddle-op-compat.tsv  op_compat.yaml: which IntArray/Scalar arguments are
                        tensor-backed ("mutable attributes", made operands).
  paddle-ops.md         read for the Paddle commit the tables were taken at.
  paddle-ops-history.tsv  every PIR op of 46 snapshots of Paddle (one row per run of
                        snapshots with one signature): names only it knows are
                        registered with their last signature (`removed:` when gone
                        before the last snapshot), and each op's older signatures
                        become its `eras` (docs/dialect-yaml.md, "Eras").
  overlay YAML          dialects/src/pd_op_overlay.yaml: the ops Paddle writes
                        by hand (`manual:`), and per-op additions to generated
                        ops (`patches:`): summaries, traits, extra inputs,
                        attributes and outputs of older Paddle releases, hooks,
                        and any further key of the dialect schema; and the
                        dialect's own keys (`aliases`, `summary`,
                        `json_types`, `tensor_spellings`,
                        `attribute_kind_prefix`, `printed_spellings`), copied as they are.

It derives the PIR ops as Paddle's op generator does (paddle-ops.md, "From YAML
type to PIR"): one op per entry, or one per kernel function when there are
several (adam_ -> adam_, adam_dense_param_sparse_grad_); `_sp` names for
sparse entries; Tensor[] arguments are `vec` operands; tensor-backed IntArray
and Scalar arguments are optional trailing operands *and* attributes (older
programs carry them as attributes); `inplace` makes the loader register the
`_` twin; view-only entries get their `_` twin written out.

Usage
  gen-catalogue.py [--tables DIR] [--overlay FILE] [-o OUT]
  gen-catalogue.py --tables DIR --overlay FILE --check OUT   (exit 1 if OUT is stale)
"""
import argparse
import csv
import difflib
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pir_gen import split_top  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_TABLES = os.path.join(ROOT, "dialects", "src", "paddle")
DEFAULT_OVERLAY = os.path.join(ROOT, "dialects", "src", "pd_op_overlay.yaml")
COMMAND = "python3 scripts/gen-catalogue.py -o dialects/pd_op.yaml (or: make catalogue)"

# Paddle writes these by hand (manual_op.h); their table rows are not used,
# op_gen skips add_n_grad altogether.
SKIPPED = set()

# Top-level keys of the overlay: any other is an error, not silently dropped.
OVERLAY_KEYS = ("aliases", "summary", "json_types", "tensor_spellings", "attribute_kind_prefix", "paddle_reads",
                "printed_spellings", "manual", "patches", "infer_rules", "infer_none")

# Keys of the dialect schema written by this script in this order; any other
# key of an overlay entry follows them, in the overlay's order.
VALUE_KEYS = ("name", "type", "optional", "variadic", "intermediate", "older", "shape_only", "piecewise_constant")


class TableError(Exception):
    pass


def comma_list(s):
    return [x.strip() for x in s.split(",") if x.strip()]


def pairs(s):
    """'x->out; y->out2' -> [(x, out), (y, out2)] (outer parentheses allowed)."""
    out = []
    for p in re.split(r"[;,]", s.replace("(", "").replace(")", "")):
        if p.strip():
            a, b = p.split("->")
            out.append((a.strip(), b.strip()))
    return out


ARG_RE = re.compile(r"^(\w+(?:\(\w+\))?(?:\[\])?)\s+(\w+)\s*(?:=\s*(.*))?$")

SCALAR_TYPES = {"Scalar", "Scalar(int)", "Scalar(int64_t)", "Scalar(float)", "Scalar(double)"}
ATTR_KIND = {
    "int": "int32", "int64_t": "int64", "float": "float", "double": "double", "bool": "bool", "str": "str",
    "int[]": "array", "int64_t[]": "array", "float[]": "array", "bool[]": "array", "str[]": "array",
    "double[]": "array", "Scalar[]": "array", "IntArray": "int_array", "DataType": "data_type",
    "Place": "place", "DataLayout": "data_layout",
}
for _t in SCALAR_TYPES:
    ATTR_KIND[_t] = _t.lower()  # scalar, scalar(int), scalar(double), ...


def c_number(text, integer):
    """A C++ numeric default (1.0f, .5f, 1.0f/3, (2 << 12) - 1, 0L, INT64_MAX) as a literal."""
    t = text.strip()
    if t == "INT64_MAX":
        return str(2**63 - 1)
    if t in ("true", "false"):
        return ("1" if t == "true" else "0") if integer else t
    expr = re.sub(r"(?<=[0-9.])[fFlL]\b", "", t)
    if not re.fullmatch(r"[0-9.eE+\-*/()<> ]+", expr):
        raise TableError("cannot read numeric default '%s'" % text)
    v = eval(expr, {"__builtins__": {}})  # digits and operators only, checked above
    if integer:
        return str(int(v))
    v = float(v)
    r = repr(v)
    if r.endswith(".0"):
        r = r[:-2]
    return r


def default_text(ptype, text):
    """Paddle's spelling of a default -> the canonical attribute text of the schema."""
    t = text.strip()
    kind = ATTR_KIND[ptype]
    if kind == "data_type":
        m = re.fullmatch(r"(?:phi::)?DataType::(\w+)", t)
        if not m:
            raise TableError("cannot read DataType default '%s'" % text)
        return m.group(1).lower()
    if kind == "place":
        if t == "{}":
            return "Place(undefined:0)"
        m = re.fullmatch(r"(?:phi::)?(CPU|GPU)Place\(\)", t)
        if not m:
            raise TableError("cannot read Place default '%s'" % text)
        return "Place(%s)" % m.group(1).lower()
    if kind == "data_layout":
        return t.split("::")[-1].lstrip("k")
    if kind in ("array", "int_array"):
        if not (t.startswith("{") and t.endswith("}")):
            raise TableError("cannot read array default '%s'" % text)
        elems = split_top(t[1:-1], angles=False)
        if ptype.startswith("str"):
            return "[" + ",".join(elems) + "]"
        integer = ptype in ("int[]", "int64_t[]", "IntArray")
        return "[" + ",".join(c_number(e, integer) for e in elems) + "]"
    if kind == "str":
        if not (t.startswith('"') and t.endswith('"')):
            raise TableError("cannot read string default '%s'" % text)
        return t
    if kind == "bool":
        return t
    if kind.startswith("scalar"):
        if t in ("true", "false"):
            return t
        return c_number(t, ptype in ("Scalar(int)", "Scalar(int64_t)"))
    return c_number(t, kind in ("int32", "int64"))


TYPED_PREFIX = {
    "int32": "(Int32)", "int64": "(Int64)", "float": "(Float)", "double": "(Double)", "data_type": "(pd_op.DataType)",
    "place": "(pd_op.Place)", "data_layout": "(pd_op.DataLayout)", "int_array": "(pd_op.IntArray)",
    "scalar": "(Float)", "scalar(int)": "(Int32)", "scalar(int64_t)": "(Int64)", "scalar(float)": "(Float)",
    "scalar(double)": "(Double)",
}


def typed_text(kind, text):
    """A default's text with the kind prefix a program spells it with."""
    if kind.startswith("scalar") and text in ("true", "false"):
        return text
    return TYPED_PREFIX.get(kind, "") + text


def parse_outputs(s):
    """'Tensor(out), Tensor[](xs){x.size()}' -> [(name, is_vec)]."""
    outs = []
    for o in split_top(s, angles=False):
        o = re.sub(r"\{.*\}$", "", o).strip()
        m = re.fullmatch(r"Tensor(\[\])?\s*(?:\(\s*(\w+)\s*\))?", o)
        if not m:
            raise TableError("cannot read output '%s'" % o)
        outs.append((m.group(2) or "out", bool(m.group(1))))
    return outs


def forward_signature(s):
    """A backward row's `forward` column, 'tanh_grad (Tensor out, Tensor grad_out) ->
    Tensor(grad_x)' -> (op, tensor input names, output names), or None."""
    m = re.match(r"^\s*(\w+)\s*\((.*)\)\s*->\s*(.*)$", s)
    if not m:
        return None
    ins = []
    for a in split_top(m.group(2), angles=False):
        am = ARG_RE.match(a)
        if am and am.group(1) in ("Tensor", "Tensor[]"):
            ins.append(am.group(2))
    try:
        outs = [n for n, _ in parse_outputs(m.group(3))]
    except TableError:
        return None
    return m.group(1), ins, outs


def forward_names(ops):
    """forward_inputs/forward_outputs (docs/dialect-yaml.md): a gradient op names its
    forward op's operands and results in its own signature by Paddle's `forward`
    column (tanh_double_grad calls tanh_grad's out_grad `grad_out` and its x_grad
    `grad_x`). Written where those names differ from the forward op's own and the
    forward op names this op as its backward."""
    for n, op in ops.items():
        fwd = op.pop("_forward", None)
        if not fwd:
            continue
        fname, ins, outs = fwd
        f = ops.get(fname)
        if not f or f.get("backward") != n:
            continue
        own_ins = [v["name"] for v in f.get("inputs", [])][:len(ins)]
        own_outs = [v["name"] for v in f.get("outputs", [])]
        if len(own_ins) != len(ins) or len(own_outs) != len(outs):
            continue
        if own_ins != ins:
            op["forward_inputs"] = ins
        if own_outs != outs:
            op["forward_outputs"] = outs


def kernel_funcs(s):
    """'adam {dense -> dense}, adam_x {...}' -> ['adam', 'adam_x']. The YAML separates the
    functions by a comma or by a newline (a space in the table), so each name is taken with
    its braces, whatever is between them."""
    return [m.group(1) for m in re.finditer(r"([A-Za-z_]\w*)\s*(?:\{[^}]*\})?", s or "")]


# Compat entries whose argument names differ from the op's (paddle-ops.md:
# "one_hot's depth maps to num_classes").
COMPAT_ARG_NAMES = {"one_hot": {"depth": "num_classes"}}


def load_compat(path):
    """name (forward or backward, new spelling) -> set of tensor-backed args, as op_gen finds them."""
    by_name = {}
    with open(path, newline="") as f:
        for r in csv.DictReader(f, delimiter="\t"):
            int_array = {m.group(1) for m in re.finditer(r"(\w+)\{([^}]*)\}", r["int_array"] or "")
                         if re.search(r"tensor_name|tensors_name|support_tensor=true", m.group(2))}
            scalar = {m.group(1) for m in re.finditer(r"(\w+)\{([^}]*)\}", r["scalar"] or "")
                      if re.search(r"tensor_name|tensors_name|support_tensor=true", m.group(2))}
            renames = COMPAT_ARG_NAMES.get(r["op"], {})
            int_array = {renames.get(n, n) for n in int_array}
            scalar = {renames.get(n, n) for n in scalar}
            names = [r["op"]] + [p.split(":")[0].strip() for p in (r["backward"] or "").split(";") if p.strip()]
            for n in names:
                by_name.setdefault(n, (int_array, scalar))  # op_gen takes the first match
    return by_name


def table_commit(md_path):
    try:
        with open(md_path) as f:
            m = re.search(r"commit \*\*`([0-9a-f]{40})`\*\*", f.read())
            return m.group(1) if m else "unknown"
    except OSError:
        return "unknown"


def derive(row, compat, hist_mutable=frozenset()):
    """One table row -> list of op definitions (dicts in schema order). hist_mutable:
    the arguments the newest history snapshot takes as tensor-backed operands (op_compat
    misses those of some backward entries)."""
    source, name = row["source"], row["op"]
    sparse = source == "sparse_ops"
    optional = set(comma_list(row["optional"]))
    intermediate = set(comma_list(row["intermediate"]))
    no_buffer = set(comma_list(row["no_need_buffer"]))
    c_int, c_scalar = compat.get(name, (set(), set()))
    if sparse:
        c_scalar = set()  # op_gen ignores scalar entries of sparse ops
    inputs, mutable, attrs = [], [], []
    for a in split_top(row["args"], angles=False):
        m = ARG_RE.match(a)
        if not m:
            raise TableError("%s: cannot read argument '%s'" % (name, a))
        ptype, aname, dflt = m.groups()
        if ptype in ("Tensor", "Tensor[]"):
            v = {"name": aname, "type": "vec" if ptype == "Tensor[]" else "tensor"}
            if aname in optional:
                v["optional"] = True
            if aname in no_buffer:
                v["shape_only"] = True  # Paddle's no_need_buffer: only its shape and dtype are read
            inputs.append(v)
            continue
        if ptype not in ATTR_KIND:
            raise TableError("%s: unknown argument type '%s'" % (name, ptype))
        backed = (ptype == "IntArray" and aname in c_int) or (ptype in SCALAR_TYPES and aname in c_scalar) or (
            ptype in ("IntArray",) + tuple(SCALAR_TYPES) and aname in hist_mutable)
        if backed:
            # Operand in Paddle since 2023-08; an attribute in older programs.
            mutable.append({"name": aname, "type": "any" if ptype == "IntArray" else "tensor", "optional": True})
        at = {"name": aname, "kind": ATTR_KIND[ptype]}
        if dflt is not None:
            at["default"] = default_text(ptype, dflt)
        attrs.append(at)
    outputs = []
    for oname, is_vec in parse_outputs(row["outputs"]) if row["outputs"] else []:
        v = {"name": oname, "type": "vec" if is_vec else "tensor"}
        if oname in optional:
            v["optional"] = True
        if oname in intermediate:
            v["intermediate"] = True
        outputs.append(v)
    traits = ["SideEffect"] if "pir::SideEffectTrait" in row["traits"] else None
    inplace = pairs(row["inplace"]) if row["inplace"] else []
    view = pairs(row["view"]) if row["view"] else []
    base = {"inputs": inputs + mutable, "attributes": attrs, "outputs": outputs}
    if traits is None:
        if name.endswith("_"):
            traits = []  # the loader adds Inplace
        elif view:
            traits = ["ReadOnly", "ViewLike"]
        else:
            traits = ["ReadOnly", "HasValueSemantics"]
    funcs = kernel_funcs(row["kernel_func"])
    names = [name]
    if len(funcs) > 1:
        suffix = "_" if name.endswith("_") else ""
        names = [f + suffix for f in funcs]
        if sparse:
            names = [f + "_sp" + suffix for f in funcs]
    elif sparse:
        names = [name[:-1] + "_sp_" if name.endswith("_") else name + "_sp"]
    # Shape inference (infer: grad, dialects/infer_*.c): a gradient result
    # N_grad has the type of operand N. Given to dense grad ops all of whose
    # results are such gradients of their operands.
    infer = None
    if source.endswith("backward") and outputs and "selected_rows" not in (row["kernel_func"] or ""):
        operand_names = {v["name"] for v in inputs}
        if all(o["name"].endswith("_grad") and o["name"][:-5] in operand_names for o in outputs):
            infer = "grad"
    # An update (optimizers): every result N_out has the type of operand N.
    elif outputs and not source.endswith("backward"):
        operand_names = {v["name"] for v in inputs}
        if all(o["name"].endswith("_out") and o["name"][:-4] in operand_names for o in outputs):
            infer = "updated"
    backward = comma_list(row["backward"])[:1]
    sig = "%s(%s) -> %s" % (name, row["args"].strip(), row["outputs"] or "()")
    ops = []
    for n in names:
        op = {"name": n, "summary": "%s: %s" % (source, re.sub(r"\s+", " ", sig))}
        op["_sig"] = op["summary"]  # replaced by describe() unless the overlay gives one
        op.update({k: [dict(v) for v in vs] for k, vs in base.items()})
        op["traits"] = list(traits)
        if inplace and not n.endswith("_"):
            op["inplace"] = inplace
        elif n.endswith("_") and (inplace or view):
            op["inplace"] = inplace or view
        if view and not n.endswith("_"):
            op["view"] = view
        if backward and not sparse:
            op["backward"] = backward[0]
        if infer:
            op["infer"] = infer
        fwd = forward_signature(row.get("forward") or "") if source.endswith("backward") else None
        if fwd:
            op["_forward"] = fwd
        ops.append(op)
        # A view-only entry also has its `_` twin in Paddle; the loader derives twins from
        # `inplace` only, so it is written out.
        if view and not inplace and not n.endswith("_"):
            twin = {"name": n + "_", "summary": op["summary"] + " (inplace twin)"}
            twin["_sig"] = twin["summary"]
            twin.update({k: [dict(v) for v in vs] for k, vs in base.items()})
            twin["traits"] = [t for t in traits if t not in ("ReadOnly", "HasValueSemantics", "ViewLike")]
            twin["inplace"] = view
            twin["_view_twin"] = True
            ops.append(twin)
    return ops


# ---------------------------------------------------------------- history
# paddle-ops-history.tsv: one row per op and run of snapshots with the same
# signature (its header names the snapshots in order). Every name of every
# snapshot is registered; an op's older signatures become `eras` data.

class History:
    def __init__(self, snaps, runs):
        self.snaps = snaps  # labels, oldest first
        self.runs = runs    # op name -> [row, ...] in snapshot order

    @property
    def final(self):
        return self.snaps[-1]


def load_history(path):
    snaps, lines = [], []
    with open(path, newline="") as f:
        for line in f:
            if line.startswith("#"):
                m = re.match(r"#\s{3}(\S+) [0-9a-f]{40} \d{4}-\d\d-\d\d$", line.rstrip("\n"))
                if m:
                    snaps.append(m.group(1))
                continue
            lines.append(line)
    if not snaps:
        raise TableError("%s: no snapshot list in its header" % path)
    runs = {}
    for r in csv.DictReader(lines, delimiter="\t"):
        for k in ("first", "last"):
            if r[k] not in snaps:
                raise TableError("%s: op %s: unknown snapshot '%s'" % (path, r["op"], r[k]))
        runs.setdefault(r["op"], []).append(r)
    return History(snaps, runs)


def hist_inputs(r):
    """[(name, type, optional)] with type tensor, vec or mutable."""
    out = []
    for x in comma_list(r["inputs"]):
        n, t = x.split(":")
        out.append((n.rstrip("?"), {"Tensor": "tensor", "Tensor[]": "vec", "mutable": "mutable"}[t], n.endswith("?")))
    return out


def hist_outputs(r):
    out = []
    for x in comma_list(r["outputs"]):
        n, t = x.split(":")
        flags = n[len(n.rstrip("?~")):]
        out.append((n.rstrip("?~"), "vec" if t == "Tensor[]" else "tensor", "?" in flags, "~" in flags))
    return out


def hist_attrs(r):
    """[(name, paddle type, default or None)]."""
    out = []
    for x in split_top(r["attributes"] or "", angles=False):
        m = re.match(r"^(\w+):([^=]+?)(?:=(.*))?$", x)
        if not m:
            raise TableError("history: %s: cannot read attribute '%s'" % (r["op"], x))
        out.append(m.groups())
    return out


def hist_key(r):
    return (tuple(hist_inputs(r)), tuple((n, t) for n, t, _ in hist_attrs(r)), tuple(hist_outputs(r)))


def era_label(hist, ranges):
    return ",".join(a if a == b else "%s..%s" % (a, b) for a, b in ranges)


def snapshot_ranges(hist, labels):
    """Runs (first, last) of consecutive snapshots among labels, in snapshot order."""
    out = []
    for i, s in enumerate(hist.snaps):
        if s not in labels:
            continue
        if out and hist.snaps[i - 1] == out[-1][1]:
            out[-1] = (out[-1][0], s)
        else:
            out.append((s, s))
    return out


def mutable_kind(name, arg, ops):
    """The attribute kind of a tensor-backed argument of an op known only from the
    history: the kind of the same-named attribute of its forward op, else the kind
    most ops give that name."""
    fwd = re.sub(r"_grad(?=(_sp)?_?$)", "", name)
    for cand in (fwd, name):
        for a in (ops.get(cand) or {}).get("attributes", []):
            if a["name"] == arg and a.get("kind") in ("int_array", "scalar", "scalar(int)", "scalar(int64_t)",
                                                        "scalar(float)", "scalar(double)"):
                return a["kind"]
    votes = {}
    for op in ops.values():
        names = {v["name"] for v in op.get("inputs", [])}
        for a in op.get("attributes", []):
            if a["name"] == arg and a["name"] in names:
                votes[a["kind"]] = votes.get(a["kind"], 0) + 1
    if votes:
        return max(sorted(votes), key=lambda k: votes[k])
    raise TableError("history: %s: cannot tell the kind of tensor-backed argument '%s'" % (name, arg))


def op_from_history(name, r, ops, removed):
    """An op known only from the history, in its last signature. Its traits are
    not in the history: it is SideEffect (never removed or merged by a pass)."""
    inputs, attrs, mutable = [], [], []
    for n, t, opt in hist_inputs(r):
        if t == "mutable":
            kind = mutable_kind(name, n, ops)
            mutable.append({"name": n, "type": "any" if kind == "int_array" else "tensor", "optional": True})
            attrs.append({"name": n, "kind": kind})
            continue
        v = {"name": n, "type": t}
        if opt:
            v["optional"] = True
        inputs.append(v)
    for n, t, d in hist_attrs(r):
        if t not in ATTR_KIND:
            raise TableError("history: %s: unknown attribute type '%s'" % (name, t))
        a = {"name": n, "kind": ATTR_KIND[t]}
        if d is not None:
            a["default"] = default_text(t, d)
        attrs.append(a)
    outputs = []
    for n, t, opt, inter in hist_outputs(r):
        v = {"name": n, "type": t}
        if opt:
            v["optional"] = True
        if inter:
            v["intermediate"] = True
        outputs.append(v)
    what = "removed upstream in %s" % removed if removed else "in Paddle's op history only"
    sig = "%s(%s) -> %s" % (name, r["inputs"], r["outputs"] or "()")
    op = {"name": name, "summary": "%s: %s (%s)" % (r["src"], sig, what), "_sig": "%s: %s" % (r["src"], sig),
          "_note": what,
          "inputs": inputs + mutable, "attributes": attrs, "outputs": outputs,
          "traits": [] if name.endswith("_") else ["SideEffect"]}
    inplace = pairs(r["inplace"]) if r["inplace"] else []
    if name + "_" in ops:
        inplace = []  # its `_` twin is defined already: the loader must not derive it
    if inplace:
        op["inplace"] = inplace
        if not name.endswith("_"):
            op["traits"] = ["SideEffect"]
    view = pairs(r["view"]) if r["view"] else []
    if view and not name.endswith("_"):
        op["view"] = view
    return op


def similar(a, b):
    return difflib.SequenceMatcher(None, a, b).ratio() >= 0.6


def era_data(op, r, ops):
    """How a program of history row r's signature differs from op's canonical form:
    a dict of era keys (docs/dialect-yaml.md, "Eras"), empty if it reads the same."""
    cin = [v["name"] for v in op.get("inputs", [])]
    cout = [v["name"] for v in op.get("outputs", [])]
    cattrs = {a["name"]: a for a in op.get("attributes", [])}
    ein = hist_inputs(r)
    eout = hist_outputs(r)
    rename = {}

    def positions(era, canon):
        names = [e[0] for e in era]
        mapped = []
        for i, n in enumerate(names):
            if n in canon:
                mapped.append(n)
            elif i < len(canon) and canon[i] not in names and canon[i] not in rename.values():
                rename[n] = canon[i]
                mapped.append(canon[i])
            else:
                mapped.append(None)
        return names, mapped

    in_names, in_mapped = positions(ein, cin)
    out_names, out_mapped = positions(eout, cout)
    data = {}
    if in_mapped != cin:
        data["inputs"] = in_names
    nmut = sum(1 for e in ein if e[2] == "mutable" or e[1] == "mutable")
    if "inputs" in data and nmut:
        data["mutable"] = nmut
    if out_mapped != cout:
        data["outputs"] = out_names
    # Attributes: the era's own and its tensor-backed arguments (also attributes).
    eattrs = [(n, ATTR_KIND.get(t)) for n, t, _ in hist_attrs(r)]
    eattrs += [(n, None) for n, t, _ in ein if t == "mutable" and n not in dict(eattrs)]
    enames = [n for n, _ in eattrs]
    mapped_attr = {n: rename.get(n, n) for n in enames}
    missing = [n for n in cattrs if n not in mapped_attr.values()]
    drop = []
    for n in enames:
        if mapped_attr[n] in cattrs:
            continue
        cand = [c for c in missing if similar(n, c)]
        if cand:
            rename[n] = cand[0]
            mapped_attr[n] = cand[0]
            missing.remove(cand[0])
        else:
            drop.append(n)
    for n, m in zip(in_names + out_names, in_mapped + out_mapped):
        if m is None and n not in drop:
            drop.append(n)
    if rename:
        data["rename"] = dict(rename)
    if drop:
        data["drop"] = drop
    # The defaults the era declared for its attributes today's op has no place
    # for: what --emit-era writes for them.
    had = {}
    for n, t, d in hist_attrs(r):
        if n in drop and d is not None and t in ATTR_KIND:
            try:
                had[n] = typed_text(ATTR_KIND[t], default_text(t, d))
            except TableError:
                pass  # a default this script cannot spell: --emit-era refuses the op
    if had:
        data["had"] = had
    # Attributes the era lacked: a canonical default applies by itself; a required
    # one takes the default of the forward op's attribute of that name (what the
    # older kernel did), else the verifier asks for it.
    add = {}
    fwd = ops.get(re.sub(r"_grad(?=(_sp)?_?$)", "", op["name"])) if op["name"] != re.sub(
        r"_grad(?=(_sp)?_?$)", "", op["name"]) else None
    for c in missing:
        if "default" in cattrs[c] or c in cin:
            continue
        for a in (fwd or {}).get("attributes", []):
            if a["name"] == c and "default" in a:
                add[c] = a["default"]
    if add:
        data["add"] = add
    # Every canonical attribute the era did not have (also those with a default):
    # what --emit-era leaves out (docs/dialect-yaml.md, "Eras").
    lacks = [c for c in missing if c not in cin]
    if lacks:
        data["lacks"] = lacks
    kinds = {}
    for n, k in eattrs:
        c = cattrs.get(mapped_attr[n])
        if c is None or k is None:
            continue
        ck = c.get("kind")
        if ck and ck != k and not (isinstance(ck, list) and k in ck) and not (
                k.startswith("scalar") and str(ck).startswith("scalar")):
            kinds[n] = k
    if kinds:
        data["kinds"] = kinds
    return data


def apply_history(ops, hist, twins_of):
    """Registers every name of every snapshot and writes each op's older
    signatures as `eras`. twins_of(name) tells whether the loader derives the
    name as an inplace twin of a generated op."""
    final = hist.final
    order = {s: i for i, s in enumerate(hist.snaps)}
    for name, runs in hist.runs.items():
        if "." in name:
            continue  # builtin., cf. and hand-written pd_op. ops: dialects/*.yaml and the overlay
        last = runs[-1]
        removed = None
        # An op of today's tables (or written by hand) is not gone, though the
        # history may lose it (expand became a hand-written op in 2023-11).
        current = name in ops
        if last["last"] != final and not current:
            removed = hist.snaps[order[last["last"]] + 1]
        if name not in ops and not twins_of(name):
            ops[name] = op_from_history(name, last, ops, removed)
        if name in ops and removed:
            ops[name]["removed"] = removed
        # The snapshots that had the op (when not all of them): --emit-era
        # refuses an op its era did not have.
        there = set()
        for r in runs:
            there.update(hist.snaps[order[r["first"]]:order[r["last"]] + 1])
        if current:
            there.update(hist.snaps[order[last["last"]]:])
        if name in ops and len(there) < len(hist.snaps):
            ops[name]["present"] = era_label(hist, snapshot_ranges(hist, there))
    for name, runs in hist.runs.items():
        if "." in name or name not in ops:
            continue
        op = ops[name]
        # Optional results today's op lacks but an older snapshot wrote (the
        # xshape of reshape, squeeze, unsqueeze and flatten, gone in 2024-08):
        # `older`, so a translator writes today's form (docs/dialect-yaml.md).
        if runs[-1]["last"] == final:
            now = {n for n, _, _, _ in hist_outputs(runs[-1])}
            before = {n for r in runs[:-1] for n, _, _, _ in hist_outputs(r)}
            for v in op.get("outputs", []):
                if v.get("optional") and v["name"] not in now and v["name"] in before:
                    v["older"] = True
        canon_key = hist_key(runs[-1])
        eras = []
        for r in runs:
            if hist_key(r) == canon_key and runs[-1]["last"] == final:
                continue
            data = era_data(op, r, ops)
            if not data:
                continue
            for e in eras:
                if e[1] == data:
                    if order[e[0][-1][1]] + 1 == order[r["first"]]:
                        e[0][-1] = (e[0][-1][0], r["last"])  # the next snapshot: one range
                    else:
                        e[0].append((r["first"], r["last"]))
                    break
            else:
                eras.append(([(r["first"], r["last"])], data))
        if eras:
            op["eras"] = [dict([("era", era_label(hist, rs))] + list(d.items())) for rs, d in eras]


def names_text(vs):
    names = [v["name"] for v in vs]
    more = " and %d more" % (len(names) - 5) if len(names) > 5 else ""
    return ", ".join(names[:5]) + more if names else "nothing"


def describe(ops):
    """Summaries of ops that have none of their own (the overlay's): what the
    catalogue itself says of them (a gradient of which op, the sparse or
    in-place form of which), else that there is none, with the signature. A
    summary still equal to the table signature (key _sig) has none."""
    forward_of = {}
    for n in sorted(ops):
        b = ops[n].get("backward")
        if b and b in ops and b != n:
            forward_of.setdefault(b, n)

    def own(n):
        op = ops.get(n)
        if not op or op.get("summary") == op.get("_sig") or "_note" in op:
            return None
        return op["summary"].rstrip(".")

    new = {}
    for n, op in ops.items():
        sig = op.get("_sig")
        if sig is None or op.get("summary") != sig and "_note" not in op:
            continue
        text = None
        m = re.match(r"^(?P<base>.+?)(?P<fmts>(?:_(?:coo|csr|dense))+)?(?P<grad>_grad)?_sp_?$", n)
        if m:
            base = m.group("base")
            fmts = ", ".join(f.upper() if f != "dense" else f for f in (m.group("fmts") or "").split("_") if f)
            form = "sparse (%s)" % fmts if fmts else "sparse"
            what = "the %s form of pd_op.%s" % (form, base) if base in ops else \
                "a %s op of Paddle's sparse tables (%s)" % (form, base)
            if m.group("grad"):
                text = "Gradient of %s: %s from %s" % (
                    what, names_text(op.get("outputs", [])), names_text(op.get("inputs", [])))
            else:
                d = own(base)
                text = what[0].upper() + what[1:] + (": " + d if d else "")
        fwd = forward_of.get(n)
        if not fwd and not text:
            g = re.match(r"^(.+)_grad(_?)$", n)
            if g and g.group(1) in ops:
                fwd = g.group(1)
        if fwd and not text:
            text = "Gradient of pd_op.%s: %s from %s" % (
                fwd, names_text(op.get("outputs", [])), names_text(op.get("inputs", [])))
        if not text and n.endswith("_") and own(n[:-1]):
            text = "In-place form of pd_op.%s: %s" % (n[:-1], own(n[:-1]))
        if not text:
            note = " (%s)" % op["_note"] if op.get("_note") else ""
            text = "No description in the catalogue%s; signature: %s" % (note, sig)
        elif op.get("_note"):
            text += " (%s)" % op["_note"]
        new[n] = text if text.startswith("No description") else text + "."
    for n, op in ops.items():
        if n in new:
            op["summary"] = new[n]
        op.pop("_sig", None)
        op.pop("_note", None)


def merge_values(gen, extra, what, opname):
    """Overlay entries replace the fields they give of the same-named entry, or are appended."""
    out = [dict(v) for v in gen]
    for e in extra:
        for v in out:
            if v["name"] == e["name"]:
                v.update(e)
                break
        else:
            out.append(dict(e))
    return out


def apply_patch(op, patch):
    for k, v in patch.items():
        if k == "name":
            continue
        if k == "rename":
            # Operand or result names of another Paddle release: {x: xshape}.
            for key in ("inputs", "outputs"):
                for e in op.get(key, []):
                    e["name"] = v.get(e["name"], e["name"])
            for key in ("inplace", "view"):
                if isinstance(op.get(key), list):
                    op[key] = [(v.get(a, a), v.get(b, b)) for a, b in op[key]]
            continue
        if k in ("inputs", "outputs", "attributes"):
            op[k] = merge_values(op.get(k, []), v, k, op["name"])
        elif k == "drop_attributes":
            op["attributes"] = [a for a in op.get("attributes", []) if a["name"] not in v]
        elif v is None:
            op.pop(k, None)
        else:
            op[k] = v


SPARSE_REASON = ("sparse (COO/CSR) op: its results hold the non-zeros of the sparse tensor, whose count is known "
                 "only when the kernel runs")


def apply_inference(ops, overlay):
    """The overlay's `infer_rules` ({rule: [ops]}: the op gets `infer: rule`)
    and `infer_none` ([{reason, ops}]: the op gets `infer_none: reason`, why
    it has no rule). An op named twice, or one that has a rule already, is
    an error: each op's inference is said once."""
    said = {}
    for rule, names in (overlay.get("infer_rules") or {}).items():
        for n in names or []:
            if n not in ops:
                raise TableError("infer_rules: %s names '%s', which is neither in the table nor manual" % (rule, n))
            if n in said or ops[n].get("infer"):
                raise TableError("infer_rules: '%s' has a rule already (%s)" % (n, said.get(n) or ops[n]["infer"]))
            said[n] = rule
            ops[n]["infer"] = rule
    for entry in overlay.get("infer_none") or []:
        if not isinstance(entry, dict) or not entry.get("reason") or not isinstance(entry.get("ops"), list):
            raise TableError("infer_none entries are {reason: text, ops: [names]}")
        for n in entry["ops"]:
            if n not in ops:
                raise TableError("infer_none names '%s', which is neither in the table nor manual" % n)
            if n in said or ops[n].get("infer") or ops[n].get("infer_none"):
                raise TableError("infer_none: '%s' has a rule or a reason already" % n)
            said[n] = "none"
            ops[n]["infer_none"] = entry["reason"].strip()


def build(tables, overlay_path):
    ops_tsv = os.path.join(tables, "paddle-ops.tsv")
    hist = load_history(os.path.join(tables, "paddle-ops-history.tsv"))
    hist_mutable = {n: set(comma_list(rs[-1]["mutable"])) for n, rs in hist.runs.items() if rs[-1]["last"] == hist.final}
    compat = load_compat(os.path.join(tables, "paddle-op-compat.tsv"))
    with open(overlay_path) as f:
        overlay = yaml.safe_load(f) or {}
    for k in overlay:
        if k not in OVERLAY_KEYS:
            raise TableError("overlay key '%s' is not one of %s" % (k, ", ".join(OVERLAY_KEYS)))
    if not all(isinstance(t, dict) for t in overlay.get("json_types") or []):
        raise TableError("overlay json_types must be a list of mappings such as {id: 1.t_name, type: name}")
    manual = {o["name"]: o for o in overlay.get("manual") or []}
    patches = overlay.get("patches") or []
    ops = {}
    with open(ops_tsv, newline="") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            if row["op"] in SKIPPED:
                continue
            for op in derive(row, compat, hist_mutable.get(row["op"], frozenset())):
                if op["name"] in manual:
                    continue  # written by hand in Paddle
                if op["name"] in ops:
                    raise TableError("op '%s' derived twice" % op["name"])
                ops[op["name"]] = op
    for name, op in manual.items():
        if name in ops:
            raise TableError("manual op '%s' is also generated" % name)
        ops[name] = dict(op)
    seen = set()
    for p in patches:
        n = p["name"]
        if n in seen:
            raise TableError("overlay patches '%s' twice" % n)
        seen.add(n)
        if n not in ops:
            raise TableError("overlay patches '%s', which is neither in the table nor manual" % n)
        apply_patch(ops[n], p)
    # Twins the loader derives must not be written too.
    for n in list(ops):
        if ops[n].pop("_view_twin", False) and ops[n[:-1]].get("inplace"):
            del ops[n]  # the overlay gave the base op an inplace mapping
        elif n.endswith("_") and n[:-1] in ops and ops[n[:-1]].get("inplace"):
            raise TableError("'%s' would be derived from the inplace mapping of '%s'" % (n, n[:-1]))
    apply_history(ops, hist, lambda n: n.endswith("_") and bool((ops.get(n[:-1]) or {}).get("inplace")))
    apply_inference(ops, overlay)
    # Sparse ops (`_sp`, from the sparse tables or the history) have no rule:
    # their results hold the non-zeros, whose count is known only when the
    # kernel runs.
    for n, op in ops.items():
        if re.search(r"_sp_?$", n) and op.get("outputs") and not op.get("infer") and not op.get("infer_none"):
            op["infer_none"] = SPARSE_REASON
    # `backward` may only name ops of this file (or be `none`: an empty gradient).
    for op in ops.values():
        if op.get("backward") and op["backward"] not in ops and op["backward"] != "none":
            del op["backward"]
    forward_names(ops)
    describe(ops)
    overlay = dict(overlay, _snapshots=hist.snaps)
    return overlay, ops, table_commit(os.path.join(tables, "paddle-ops.md"))


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def scalar_text(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.]*", v) and v not in ("true", "false", "yes", "no", "null", "on", "off"):
        return v
    return q(v)


def value_line(v):
    parts = []
    for k in VALUE_KEYS:
        if k in v and (k in ("name", "type") or v[k]):
            parts.append("%s: %s" % (k, scalar_text(v[k])))
    for k in v:
        if k not in VALUE_KEYS:
            parts.append("%s: %s" % (k, scalar_text(v[k])))
    return "      - {" + ", ".join(parts) + "}"


def attr_line(a):
    kind = a.get("kind")
    kinds = "[" + ", ".join(kind) + "]" if isinstance(kind, list) else kind
    parts = ["name: " + scalar_text(a["name"])]
    if kind is not None:
        parts.append("kind: " + kinds)
    if "default" in a:
        parts.append("default: " + q(str(a["default"])))
    return "      - {" + ", ".join(parts) + "}"


def mapping_text(ps):
    if isinstance(ps, str):
        return ps
    return ", ".join("(%s -> %s)" % p for p in ps)


def json_type_line(t):
    """One json_types entry in flow style: id, type, data, then any other key
    (the loader rejects those, at their line in the generated file)."""
    parts = []
    for k in ["id", "type", "data"] + [k for k in t if k not in ("id", "type", "data")]:
        if k not in t:
            continue
        v = t[k]
        text = "[%s]" % ", ".join(scalar_text(str(x)) for x in v) if isinstance(v, list) else scalar_text(str(v))
        parts.append("%s: %s" % (k, text))
    return "  - {" + ", ".join(parts) + "}"


def flow_text(v):
    """A dialect-level value in flow style, as written in the overlay (the
    loader checks it, at its line in the generated file)."""
    if isinstance(v, dict):
        return "{" + ", ".join("%s: %s" % (scalar_text(str(k)), flow_text(x)) for k, x in v.items()) + "}"
    if isinstance(v, list):
        return "[" + ", ".join(flow_text(x) for x in v) + "]"
    return scalar_text(v)


def emit(overlay, ops, commit, overlay_rel):
    out = []
    w = out.append
    w("# GENERATED by scripts/gen-catalogue.py; do not edit.")
    w("# Edit %s and run %s." % (overlay_rel, COMMAND))
    w("# Source: Paddle's op tables (paddle/phi/ops/yaml/*.yaml, op_compat.yaml) at commit")
    w("# %s, as extracted in dialects/src/paddle/paddle-ops.tsv," % commit)
    w("# plus the overlay (ops Paddle writes by hand, and per-op additions).")
    w("# Schema: docs/dialect-yaml.md.  Ops are sorted by name.")
    w("dialect: pd_op")
    if overlay.get("aliases"):
        w("aliases: [%s]" % ", ".join(overlay["aliases"]))
    w("summary: %s" % q(overlay.get("summary", "PaddlePaddle operator dialect.")))
    if "tensor_spellings" in overlay:
        w("tensor_spellings: %s" % flow_text(overlay["tensor_spellings"]))
    if "attribute_kind_prefix" in overlay:
        w("attribute_kind_prefix: %s" % flow_text(overlay["attribute_kind_prefix"]))
    if overlay.get("_snapshots"):
        w("snapshots: [%s]" % ", ".join(overlay["_snapshots"]))
    if "paddle_reads" in overlay:
        w("paddle_reads: %s" % flow_text(overlay["paddle_reads"]))
    if overlay.get("printed_spellings"):
        w("printed_spellings:")
        for t in overlay["printed_spellings"]:
            w("  - %s" % flow_text(t))
    if overlay.get("json_types"):
        w("json_types:")
        for t in overlay["json_types"]:
            w(json_type_line(t))
    w("ops:")
    for name in sorted(ops):
        op = ops[name]
        w("  - name: %s" % name)
        if op.get("summary"):
            w("    summary: %s" % q(op["summary"]))
        for key in ("inputs", "attributes", "outputs"):
            if op.get(key):
                w("    %s:" % key)
                for v in op[key]:
                    w(attr_line(v) if key == "attributes" else value_line(v))
        if op.get("traits"):
            w("    traits: [%s]" % ", ".join(op["traits"]))
        for key in ("inplace", "view"):
            if op.get(key):
                w("    %s: %s" % (key, q(mapping_text(op[key]))))
        if op.get("backward"):
            w("    backward: %s" % op["backward"])
        for key, v in op.items():
            if key in ("name", "summary", "inputs", "attributes", "outputs", "traits", "inplace", "view", "backward"):
                continue
            if isinstance(v, (dict, list)):
                text = yaml.safe_dump({key: v}, default_flow_style=None, sort_keys=False, width=1000)
                for line in text.rstrip("\n").split("\n"):
                    w("    " + line)
            else:
                w("    %s: %s" % (key, scalar_text(v)))
        w("")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tables", default=DEFAULT_TABLES, help="directory of paddle-ops.tsv and paddle-op-compat.tsv")
    ap.add_argument("--overlay", default=DEFAULT_OVERLAY)
    ap.add_argument("-o", "--output", help="write here (default: stdout)")
    ap.add_argument("--check", metavar="FILE", help="exit 1 with a diff if FILE differs from the generated text")
    args = ap.parse_args()
    try:
        overlay, ops, commit = build(args.tables, args.overlay)
    except (TableError, OSError, KeyError, yaml.YAMLError) as e:
        print("gen-catalogue: error: %s" % e, file=sys.stderr)
        return 1
    rel = os.path.relpath(os.path.abspath(args.overlay), ROOT)
    text = emit(overlay, ops, commit, rel)
    if args.check:
        with open(args.check) as f:
            old = f.read()
        if old != text:
            sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), text.splitlines(True), args.check,
                                                       "generated", n=2))
            sys.stdout.flush()
            print("gen-catalogue: %s is out of date; run %s" % (args.check, COMMAND), file=sys.stderr)
            return 1
        return 0
    if args.output:
        with open(args.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
