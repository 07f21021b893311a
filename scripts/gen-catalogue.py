#!/usr/bin/env python3
"""gen-catalogue.py: generates dialects/pd_op.yaml, the catalogue of Paddle's
operators, from Paddle's op tables and a hand-written overlay.

Inputs
  paddle-ops.tsv        Paddle's op signatures (paddle/phi/ops/yaml/*.yaml),
                        one row per YAML entry; columns in paddle-ops.md.
  paddle-op-compat.tsv  op_compat.yaml: which IntArray/Scalar arguments are
                        tensor-backed ("mutable attributes", made operands).
  paddle-ops.md         read for the Paddle commit the tables were taken at.
  overlay YAML          dialects/src/pd_op_overlay.yaml: the ops Paddle writes
                        by hand (`manual:`), and per-op additions to generated
                        ops (`patches:`): summaries, traits, extra inputs,
                        attributes and outputs of older Paddle releases, hooks,
                        and any further key of the dialect schema; and the
                        dialect's own keys (`aliases`, `summary`,
                        `json_types`, `tensor_spellings`,
                        `attribute_kind_prefix`), copied as they are.

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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_TABLES = os.path.join(ROOT, "dialects", "src", "paddle")
DEFAULT_OVERLAY = os.path.join(ROOT, "dialects", "src", "pd_op_overlay.yaml")
COMMAND = "python3 scripts/gen-catalogue.py -o dialects/pd_op.yaml (or: make catalogue)"

# Paddle writes these by hand (manual_op.h); their table rows are not used,
# op_gen skips add_n_grad altogether.
SKIPPED = {"add_n_grad"}

# Top-level keys of the overlay: any other is an error, not silently dropped.
OVERLAY_KEYS = ("aliases", "summary", "json_types", "tensor_spellings", "attribute_kind_prefix", "manual", "patches")

# Keys of the dialect schema written by this script in this order; any other
# key of an overlay entry follows them, in the overlay's order.
VALUE_KEYS = ("name", "type", "optional", "variadic", "intermediate")


class TableError(Exception):
    pass


def split_top(s):
    """Splits at commas outside quotes, braces, brackets and parentheses."""
    out, depth, cur, quoted = [], 0, "", False
    for c in s:
        if c == '"':
            quoted = not quoted
        if not quoted:
            if c in "{([":
                depth += 1
            elif c in "})]":
                depth -= 1
            elif c == "," and depth == 0:
                out.append(cur.strip())
                cur = ""
                continue
        cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


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
        elems = split_top(t[1:-1])
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


def parse_outputs(s):
    """'Tensor(out), Tensor[](xs){x.size()}' -> [(name, is_vec)]."""
    outs = []
    for o in split_top(s):
        o = re.sub(r"\{.*\}$", "", o).strip()
        m = re.fullmatch(r"Tensor(\[\])?\s*(?:\(\s*(\w+)\s*\))?", o)
        if not m:
            raise TableError("cannot read output '%s'" % o)
        outs.append((m.group(2) or "out", bool(m.group(1))))
    return outs


def kernel_funcs(s):
    """'adam {dense -> dense}, adam_x {...}' -> ['adam', 'adam_x'] (empty names dropped)."""
    names = []
    for f in re.split(r",\s*(?![^{]*\})", s or ""):
        n = f.split("{")[0].strip()
        if n:
            names.append(n)
    return names


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


def derive(row, compat):
    """One table row -> list of op definitions (dicts in schema order)."""
    source, name = row["source"], row["op"]
    sparse = source == "sparse_ops"
    optional = set(comma_list(row["optional"]))
    intermediate = set(comma_list(row["intermediate"]))
    c_int, c_scalar = compat.get(name, (set(), set()))
    if sparse:
        c_scalar = set()  # op_gen ignores scalar entries of sparse ops
    inputs, mutable, attrs = [], [], []
    for a in split_top(row["args"]):
        m = ARG_RE.match(a)
        if not m:
            raise TableError("%s: cannot read argument '%s'" % (name, a))
        ptype, aname, dflt = m.groups()
        if ptype in ("Tensor", "Tensor[]"):
            v = {"name": aname, "type": "vec" if ptype == "Tensor[]" else "tensor"}
            if aname in optional:
                v["optional"] = True
            inputs.append(v)
            continue
        if ptype not in ATTR_KIND:
            raise TableError("%s: unknown argument type '%s'" % (name, ptype))
        backed = (ptype == "IntArray" and aname in c_int) or (ptype in SCALAR_TYPES and aname in c_scalar)
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
    backward = comma_list(row["backward"])[:1]
    sig = "%s(%s) -> %s" % (name, row["args"].strip(), row["outputs"] or "()")
    ops = []
    for n in names:
        op = {"name": n, "summary": "%s: %s" % (source, re.sub(r"\s+", " ", sig))}
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
        ops.append(op)
        # A view-only entry also has its `_` twin in Paddle; the loader derives twins from
        # `inplace` only, so it is written out.
        if view and not inplace and not n.endswith("_"):
            twin = {"name": n + "_", "summary": op["summary"] + " (inplace twin)"}
            twin.update({k: [dict(v) for v in vs] for k, vs in base.items()})
            twin["traits"] = [t for t in traits if t not in ("ReadOnly", "HasValueSemantics", "ViewLike")]
            twin["inplace"] = view
            twin["_view_twin"] = True
            ops.append(twin)
    return ops


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


def build(tables, overlay_path):
    ops_tsv = os.path.join(tables, "paddle-ops.tsv")
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
            for op in derive(row, compat):
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
    # `backward` may only name ops of this file (or be `none`: an empty gradient).
    for op in ops.values():
        if op.get("backward") and op["backward"] not in ops and op["backward"] != "none":
            del op["backward"]
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
