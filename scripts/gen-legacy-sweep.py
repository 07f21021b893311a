#!/usr/bin/env python3
"""gen-legacy-sweep.py: ProgramDesc files for every legacy op the
translator claims to handle, translated one by one, each checked to either
translate and verify or fail with a located error naming the op.

No real model set can be fetched, so this stands in for "every file of a
larger set of real models opens" (issue 26): it writes one ProgramDesc per
legacy op type and era form, from the tree's own tables:
  - the legacy names of dialects/programdesc/op_compat.tsv (Paddle's
    op_compat.yaml) with their forward and backward (`*_grad`) ops;
  - every op of dialects/pd_op.yaml no op_compat row renames (Paddle's
    general rule: the legacy name is the PIR name);
  - the legacy ops with a translator of their own (the tables of
    dialects/programdesc/translate_special_ops.c and translate_legacy_ops.c),
    with the hand-written signatures below for those no table describes;
  - one program per VarType kind, the variable read by an op.
Slots are named by op_compat (else the PIR argument name, as Paddle's
translator reads them), attributes carry the legacy AttrType of their kind
and a value from the definition's default (else a sample value). Each op is
written in two era forms: `full` (every attribute, optional input and
op_compat extra attribute, with the framework attributes and the 2.x
op_callstack of real files) and `lean` (only what has no default, as files
since Paddle 2.4 omit extras). Inputs are dense tensors of one shape
profile (several are tried with --profiles: [2,2], [1,2,4,4], [4], [2,3,4]),
integer-named ones (index, label, ids, ...) int64.

The files are encoded by ONE protoc call (the tree's programdesc.proto and
a list message around it, split again here), then `pir-opt FILE` runs on
each. Outcomes:
  ok       exit 0, the output names the PIR op the table maps the legacy op
           to (or, for the translator's own rules, any op), and reads back
           unchanged through PIR text and through PIR JSON (written next to
           it as FILE.json: the PIR JSON set), or, for a type PIR JSON has no
           form for (a READER weight), a JSON error naming the op;
  located  exit 1, nothing on stdout, the first error naming the op by its
           label: the translator's `FILE: error: block 0, op N ('TYPE' ...): ...`
           (refused) or the verifier's `FILE: block 0, op N ('TYPE' ...): error:`
           (rejected: the made-up shapes or values do not fit the op);
  a violation otherwise: a crash, another exit status, an error without the
  op's label or at 1:1, output on failure, a program without the mapped op,
  a round trip that changes the program.
The summary line gives the counts; the exit status is 1 on any violation.

Usage
  gen-legacy-sweep.py --out DIR [--every N] [--profiles K] [--pir-opt PATH] [-v]
    --every N     only every N-th op of the sorted list (and the var kinds):
                  lit runs a sample
    --profiles K  try the first K shape profiles until one translates (default 1)
    --no-roundtrip  skip the text and JSON round trips (faster)
  gen-legacy-sweep.py --slots --out DIR [--every N] [--also OPS] [--pir-opt PATH] [-v]
    Nothing is dropped silently (docs/file-formats.md): one file per legacy
    op with EVERY input slot it can have given a variable (the `full` form,
    plus op_compat's input and mutable-attribute slots and the slots real
    files write, scripts/legacy-slots.tsv; for a grad op the forward op's
    values, which the PIR grad op may leave, and its outputs' gradients,
    which it may not) and an `assign` reading each output. `pir-opt --no-verify` must either use every input variable as
    an operand, or stop with an error naming the op (or, at a reader, the
    output without a result); an input not used is `dropped`, anything else
    a violation (exit status 1 on either).
"""
import argparse
import collections
import os
import re
import subprocess
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PD = os.path.join(ROOT, "dialects", "programdesc")
CATALOGUE = os.path.join(ROOT, "dialects", "pd_op.yaml")
COMPAT = os.path.join(PD, "op_compat.tsv")
SPECIAL_SOURCES = [os.path.join(PD, "translate_special_ops.c"), os.path.join(PD, "translate_legacy_ops.c")]

PROFILES = [[2, 2], [1, 2, 4, 4], [4], [2, 3, 4]]
INT_NAMES = re.compile(r"(^|_)(index|indices|ids|label|labels|idx|ids_tensor|shape|axes|starts|ends|steps|lengths|"
                       r"length|seq_len|num|rois_num|offsets|ids_input|positions|position_ids|sequence_length)($|_)")
BOOL_NAMES = re.compile(r"(^|_)(mask|cond|condition)($|_)")

# Legacy ops with a rule of their own but no op_compat row or PIR op of the
# same name: their slots (from paddle-programdesc.md and Paddle's op makers).
HAND = {
    "flatten2": {"inputs": [("X", False, False)], "outputs": ["Out", "XShape"], "attrs": [("axis", "INT", 1)]},
    "cross_entropy": {"inputs": [("X", False, False), ("Label", False, True)], "outputs": ["Y"],
                      "attrs": [("soft_label", "BOOLEAN", False), ("ignore_index", "INT", -100)]},
    "cross_entropy2": {"inputs": [("X", False, False), ("Label", False, True)], "outputs": ["Y", "MatchX", "XShape"],
                       "attrs": [("ignore_index", "INT", -100)]},
    "multiclass_nms2": {"inputs": [("BBoxes", False, False), ("Scores", False, False)], "outputs": ["Out", "Index"],
                        "attrs": [("background_label", "INT", 0), ("score_threshold", "FLOAT", 0.01),
                                  ("nms_top_k", "INT", 400), ("nms_threshold", "FLOAT", 0.45),
                                  ("nms_eta", "FLOAT", 1.0), ("keep_top_k", "INT", 100),
                                  ("normalized", "BOOLEAN", True)]},
    "multiclass_nms": {"inputs": [("BBoxes", False, False), ("Scores", False, False)], "outputs": ["Out"],
                       "attrs": [("background_label", "INT", 0), ("score_threshold", "FLOAT", 0.01),
                                 ("nms_top_k", "INT", 400), ("nms_threshold", "FLOAT", 0.45),
                                 ("nms_eta", "FLOAT", 1.0), ("keep_top_k", "INT", 100),
                                 ("normalized", "BOOLEAN", True)]},
}
# Rules that need what one op alone cannot give (sub-blocks, a feed list,
# other ops' outputs): covered by the hand-written lit tests named.
NEEDS_CONTEXT = {
    "while": "translator/control-flow.test", "conditional_block": "translator/control-flow.test",
    "conditional_block_grad": "translator/control-flow-grad.test", "while_grad": "translator/control-flow-grad.test",
    "select_input": "translator/select.test", "select_output": "translator/select.test",
    "feed": "translator/basic.test", "fetch": "translator/basic.test", "fetch_v2": "translator/basic.test",
    "rnn": "translator/special-ops.test", "write_to_array": "translator/vectors.test",
    "read_from_array": "translator/vectors.test", "lod_array_length": "translator/vectors.test",
}
FRAMEWORK_ATTRS = [
    'attrs { name: "op_role" type: INT i: 0 }',
    'attrs { name: "op_role_var" type: STRINGS }',
    'attrs { name: "op_namescope" type: STRING s: "/" }',
    'attrs { name: "op_device" type: STRING s: "" }',
    'attrs { name: "with_quant_attr" type: BOOLEAN b: false }',
    'attrs { name: "op_callstack" type: STRINGS strings: "  File \\"train.py\\", line 42, in <module>" '
    'strings: "    main()" strings: "  File \\"model.py\\", line 88, in forward" strings: "    y = layer(x)" }',
]
VAR_KINDS = ["SELECTED_ROWS", "FEED_MINIBATCH", "FETCH_LIST", "STEP_SCOPES", "LOD_RANK_TABLE", "DENSE_TENSOR_ARRAY",
             "PLACE_LIST", "READER", "RAW", "STRING", "STRINGS", "VOCAB", "SPARSE_COO", "SPARSE_CSR"]


def parse_cells(s):
    """'x:X; y:Y' -> {'x': 'X', 'y': 'Y'}"""
    out = {}
    for part in (s or "").split(";"):
        if ":" in part:
            k, v = part.split(":", 1)
            out[k.strip()] = v.strip()
    return out


def instead_rows(head):
    """The rows of op_compat.c's `instead` table, which replace op_compat.tsv's (issue 26)."""
    src = open(os.path.join(PD, "op_compat.c")).read()
    table = src[src.index("instead[] = {"):]
    table = table[:table.index("};")]
    table = re.sub(r'"\s*\n\s*"', "", table)  # adjacent string literals are one
    rows = {}
    for m in re.finditer(r'\{((?:\s*"[^"]*",)+)\s*NULL\}', table):
        cells = re.findall(r'"([^"]*)"', m.group(1))
        names = ["legacy_op", "op", "inputs", "outputs", "attrs", "int_array", "scalar", "tensor_backed_args",
                 "extra_attrs"]
        row = dict(zip(names, cells))
        row.setdefault("backward", "")
        rows[row["legacy_op"]] = row
    return rows


def load_compat():
    rows = {}
    with open(COMPAT) as f:
        head = f.readline().rstrip("\n").split("\t")
        for line in f:
            cells = dict(zip(head, line.rstrip("\n").split("\t")))
            rows.setdefault(cells["legacy_op"], cells)  # the first row of a name wins, as in op_compat.c
    for legacy, row in instead_rows(head).items():
        if legacy.endswith("_grad") and legacy[:-5] in rows:
            fwd = rows[legacy[:-5]]
            fwd["backward"] = "; ".join(b for b in (fwd.get("backward") or "").split("; ")
                                        if b and not b.endswith(":" + legacy))
            fwd["backward"] = (fwd["backward"] + "; " if fwd["backward"] else "") + row["op"] + ":" + legacy
        else:
            rows[legacy] = row
    return rows


def special_names():
    names = set()
    for path in SPECIAL_SOURCES:
        with open(path) as f:
            names.update(re.findall(r'^\s*\{"([a-z0-9_]+)", (?:translate|pdTranslate)\w+\},', f.read(), re.M))
    return names


def legacy_ops(defs, compat, specials):
    """[(legacy name, PIR op name or None, compat row or None, forward row or None)], sorted."""
    ops = {}
    targets = set()
    for legacy, row in compat.items():
        ops[legacy] = (row["op"], row, None)
        targets.add(row["op"])
        for b in (row.get("backward") or "").split(";"):
            if ":" in b:
                pir, leg = (x.strip() for x in b.split(":", 1))
                ops.setdefault(leg, (pir, None, row))
                targets.add(pir)
    for name in defs:
        if name not in targets and name not in ops and not name.endswith("_"):
            ops[name] = (name, None, None)
    for name in specials:
        ops.setdefault(name, (name, None, None))
    return sorted((k,) + v for k, v in ops.items())


def slot(row, fwd, name, inputs):
    """The legacy slot of PIR argument `name`, as op_compat.c's slotFor reads it."""
    if row:
        m = parse_cells(row["inputs" if inputs else "outputs"])
        if name in m:
            return m[name]
    if fwd:
        fi, fo = parse_cells(fwd["inputs"]), parse_cells(fwd["outputs"])
        if name.endswith("_grad") and (name[:-5] in fi or name[:-5] in fo):
            return (fi.get(name[:-5]) or fo.get(name[:-5])) + "@GRAD"
        if name in fi or name in fo:
            return fi.get(name) or fo.get(name)
    return name


def attr_name(row, fwd, name):
    m = parse_cells((row or fwd or {}).get("attrs"))
    return m.get(name, name)


def literal(text):
    """A default of the catalogue as a Python value (None when it is not one)."""
    if text is None:
        return None
    t = str(text).strip()
    t = re.sub(r"^\((Int32|Int64|Float|Double)\)", "", t)
    if t in ("true", "false"):
        return t == "true"
    if t.startswith('"') and t.endswith('"'):
        return t[1:-1]
    if t.startswith("[") and t.endswith("]"):
        inner = t[1:-1].strip()
        items = [literal(x) for x in inner.split(",")] if inner else []
        return None if any(i is None for i in items) else items
    try:
        return int(t)
    except ValueError:
        pass
    try:
        return float(t)
    except ValueError:
        return None


def sample(name, kind):
    zero = "axis" in name or "dim" in name or name.startswith("start")
    if kind in ("array", "int_array"):
        return [0] if zero else [1]
    if zero and kind in ("int32", "int64", "scalar(int)", "scalar(int64_t)"):
        return 0
    return {"bool": False, "int32": 1, "int64": 1, "float": 1.0, "double": 1.0, "str": "",
            "scalar": 1.0, "scalar(int)": 1, "scalar(int64_t)": 1, "scalar(float)": 1.0,
            "scalar(double)": 1.0, "int_array": [1], "array": [1], "data_type": "float32"}.get(kind)


DTYPES = {"bool": 0, "int16": 1, "int32": 2, "int64": 3, "float16": 4, "float32": 5, "float64": 6, "uint8": 20,
          "int8": 21, "bfloat16": 22, "complex64": 23, "complex128": 24}


def esc(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def attr_text(lname, kind, value):
    """An OpDesc.Attr of the legacy AttrType for a catalogue kind; None to leave it out."""
    if isinstance(kind, list):
        kind = kind[0]
    if value is None or kind in ("place", "data_layout"):
        return None
    n = 'name: "%s"' % esc(lname)
    if kind == "bool":
        return "attrs { %s type: BOOLEAN b: %s }" % (n, "true" if value else "false")
    if kind == "data_type":
        return "attrs { %s type: INT i: %d }" % (n, DTYPES.get(str(value).lower(), 5))
    if kind in ("int32", "scalar(int)") and isinstance(value, (int, bool)):
        return "attrs { %s type: INT i: %d }" % (n, int(value))
    if kind in ("int64", "scalar(int64_t)") and isinstance(value, (int, bool)):
        return "attrs { %s type: LONG l: %d }" % (n, int(value))
    if kind in ("float", "scalar", "scalar(float)") and isinstance(value, (int, float)):
        return "attrs { %s type: FLOAT f: %r }" % (n, float(value))
    if kind in ("double", "scalar(double)") and isinstance(value, (int, float)):
        return "attrs { %s type: FLOAT64 float64: %r }" % (n, float(value))
    if kind == "str" and isinstance(value, str):
        return 'attrs { %s type: STRING s: "%s" }' % (n, esc(value))
    if kind in ("array", "int_array") and isinstance(value, list):
        if all(isinstance(v, bool) for v in value) and value:
            return "attrs { %s type: BOOLEANS %s }" % (n, " ".join("bools: %s" % str(v).lower() for v in value))
        if all(isinstance(v, int) for v in value):
            return "attrs { %s type: INTS %s }" % (n, " ".join("ints: %d" % v for v in value))
        if all(isinstance(v, (int, float)) for v in value):
            return "attrs { %s type: FLOATS %s }" % (n, " ".join("floats: %r" % float(v) for v in value))
        if all(isinstance(v, str) for v in value):
            return "attrs { %s type: STRINGS %s }" % (n, " ".join('strings: "%s"' % esc(v) for v in value))
    return None


def extra_attr_text(name):
    if name.startswith(("use_", "is_", "fuse_", "force_")) or name in ("with_quant_attr", "exhaustive_search"):
        return 'attrs { name: "%s" type: BOOLEAN b: false }' % esc(name)
    if "data_type" in name or name.endswith(("_format", "_type", "_algo", "activation")):
        return 'attrs { name: "%s" type: STRING s: "float32" }' % esc(name) if "data_type" in name else None
    if name.startswith(("Scale", "scale", "Shift", "shift")):
        return 'attrs { name: "%s" type: FLOAT f: 1.0 }' % esc(name)
    return None


# The VarType fields that describe a kind's tensor, when it has one.
DESCRIBED = {"SELECTED_ROWS": "selected_rows { %s }", "DENSE_TENSOR_ARRAY": "tensor_array { tensor { %s } }",
             "READER": "reader { dense_tensor { tensor { %s } } }", "STRING": "string { %s }",
             "STRINGS": "strings { %s }", "VOCAB": "vocab { %s }", "SPARSE_COO": "sparse_coo { %s }",
             "SPARSE_CSR": "sparse_csr { %s }"}


def var_text(name, vtype, dtype, dims, persistable=False):
    tensor = "data_type: %s %s" % (dtype, " ".join("dims: %d" % x for x in dims))
    p = " persistable: true" if persistable else ""
    if vtype == "DENSE_TENSOR":
        return '  vars { name: "%s" type { type: DENSE_TENSOR dense_tensor { tensor { %s } } }%s }' % (name, tensor, p)
    desc = DESCRIBED.get(vtype)
    return '  vars { name: "%s" type { type: %s %s }%s }' % (name, vtype, desc % tensor if desc else "", p)


def input_dtype(slot_name):
    low = slot_name.lower()
    if BOOL_NAMES.search(low):
        return "BOOL"
    return "INT64" if INT_NAMES.search(low) else "FP32"


def load_seen_slots():
    """scripts/legacy-slots.tsv: legacy op -> (input slots, output slots) seen in real files."""
    seen = {}
    with open(os.path.join(ROOT, "scripts", "legacy-slots.tsv")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            cells = line.rstrip("\n").split("\t")
            seen[cells[0]] = ([x for x in cells[1].split(", ") if x], [x for x in cells[2].split(", ") if x])
    return seen


SEEN = {}


def mutable_slots(row):
    """The legacy tensor slots of the row's mutable attributes (tensor_name, tensors_name)."""
    out = []
    for cell in ((row or {}).get("int_array") or "", (row or {}).get("scalar") or ""):
        out += re.findall(r"tensors?_name=(\w+)", cell)
    return out


def program(legacy, pir_def, row, fwd, era, dims):
    """(protobuf text of the ProgramDesc, the PIR op name expected in the output or None).
    era `slots`: `full` plus every other legacy input slot the op can have
    (op_compat's inputs and mutable-attribute slots, the slots real files
    write: scripts/legacy-slots.tsv), each given a variable, and one
    `assign` after the op reading each output variable."""
    slots_era = era == "slots"
    if slots_era:
        era = "full"
    vars_, ins, outs, attrs = [], [], [], []
    declared = set()

    def declare(name, dtype):
        if name not in declared:
            declared.add(name)
            vars_.append(var_text(name, "DENSE_TENSOR", dtype, dims))

    if pir_def is None:
        hand = HAND[legacy]
        for s, _variadic, is_int in hand["inputs"]:
            declare("in_" + s, "INT64" if is_int else "FP32")
            ins.append('inputs { parameter: "%s" arguments: "in_%s" }' % (s, s))
        for s in hand["outputs"]:
            declare("out_" + s, "FP32")
            outs.append('outputs { parameter: "%s" arguments: "out_%s" }' % (s, s))
        for n, t, v in hand["attrs"]:
            key = {"INT": "i", "FLOAT": "f", "BOOLEAN": "b"}[t]
            val = str(v).lower() if isinstance(v, bool) else repr(v)
            attrs.append('attrs { name: "%s" type: %s %s: %s }' % (n, t, key, val))
        expect = None
    else:
        attr_names = {a["name"] for a in pir_def.get("attributes", [])}
        for i in pir_def.get("inputs", []):
            if i["name"] in attr_names:
                continue  # a mutable attribute: given as the attribute
            if i.get("optional") and era == "lean":
                continue
            s = slot(row, fwd, i["name"], True)
            n = 2 if i.get("type") == "vec" or i.get("variadic") else 1
            args = ["in_%s_%d" % (re.sub(r"\W", "_", s), k) for k in range(n)]
            for a in args:
                declare(a, "BOOL" if i.get("type") == "bool_tensor" else input_dtype(i["name"]))
            ins.append('inputs { parameter: "%s" %s }' % (esc(s), " ".join('arguments: "%s"' % a for a in args)))
        for o in pir_def.get("outputs", []):
            s = slot(row, fwd, o["name"], False)
            n = 2 if o.get("type") == "vec" or o.get("variadic") else 1
            args = ["out_%s_%d" % (re.sub(r"\W", "_", s), k) for k in range(n)]
            for a in args:
                declare(a, "FP32")
            outs.append('outputs { parameter: "%s" %s }' % (esc(s), " ".join('arguments: "%s"' % a for a in args)))
        for a in pir_def.get("attributes", []):
            d = a.get("default")
            if d is not None and era == "lean":
                continue
            value = literal(d) if d is not None else None
            if value is None:
                value = sample(a["name"], a["kind"][0] if isinstance(a["kind"], list) else a["kind"])
            t = attr_text(attr_name(row, fwd, a["name"]), a["kind"], value)
            if t:
                attrs.append(t)
        if era == "full":
            for e in ((row or fwd or {}).get("extra_attrs") or "").split(","):
                t = extra_attr_text(e.strip()) if e.strip() else None
                if t and e.strip() not in attr_names:
                    attrs.append(t)
        expect = None if legacy in SPECIAL else "pd_op." + (pir_def["name"])
    if era == "full":
        attrs += FRAMEWORK_ATTRS
    readers = []
    if slots_era:
        have = set(re.findall(r'inputs \{ parameter: "([^"]+)"', "\n".join(ins)))
        extra = list(parse_cells((row or {}).get("inputs")).values()) + mutable_slots(row)
        extra += SEEN.get(legacy, ([], []))[0]
        forward_values = set()
        if fwd:
            # a grad op: the forward values (which the PIR grad op may leave:
            # variables fw_*, not required to be used) and the forward
            # outputs' gradients (ex_*, required)
            fo = list(parse_cells(fwd.get("outputs")).values())
            forward_values = set(parse_cells(fwd.get("inputs")).values()) | set(fo)
            extra += sorted(forward_values) + [o + "@GRAD" for o in fo]
        if "_grad" in legacy:  # every slot of a grad op but a gradient is a forward value
            forward_values |= {x for x in extra if "@GRAD" not in x}
        for sname in extra:
            if sname in have:
                continue
            have.add(sname)
            a = "%s_%s" % ("fw" if sname in forward_values else "ex", re.sub(r"\W", "_", sname))
            declare(a, input_dtype(sname) if not sname.endswith(("Tensor", "TensorList")) or "Momentum" in sname
                    or "Scale" in sname or "Value" in sname else "INT64")
            ins.append('inputs { parameter: "%s" arguments: "%s" }' % (esc(sname), a))
        have_out = set(re.findall(r'outputs \{ parameter: "([^"]+)"', "\n".join(outs)))
        for sname in SEEN.get(legacy, ([], []))[1]:
            if sname not in have_out:
                a = "out_%s_0" % re.sub(r"\W", "_", sname)
                declare(a, "FP32")
                outs.append('outputs { parameter: "%s" arguments: "%s" }' % (esc(sname), a))
        for k, a in enumerate(sorted(set(re.findall(r'arguments: "(out_[^"]+)"', "\n".join(outs))))):
            declare("rd_%d" % k, "FP32")
            readers.append('  ops { type: "assign" inputs { parameter: "X" arguments: "%s" } '
                           'outputs { parameter: "Out" arguments: "rd_%d" } }' % (a, k))
    body = "\n".join(vars_)
    op = '  ops { type: "%s"\n    %s\n  }' % (esc(legacy), "\n    ".join(ins + outs + attrs))
    return "blocks {\n  idx: 0\n  parent_idx: -1\n%s\n%s\n}\n" % (body, "\n".join([op] + readers)), expect


def var_kind_program(kind, persistable):
    """A variable of the kind (a weight when persistable, else a program input) read by assign."""
    return ("blocks {\n  idx: 0\n  parent_idx: -1\n%s\n%s\n"
            '  ops { type: "assign" inputs { parameter: "X" arguments: "v" } outputs { parameter: "Out" arguments: "o" } }\n'
            "}\n" % (var_text("v", kind, "FP32", [2], persistable), var_text("o", "DENSE_TENSOR", "FP32", [2]))), None


SPECIAL = set()


def encode_all(texts, workdir):
    """Encodes every ProgramDesc with one protoc call; returns their bytes."""
    wrapper = os.path.join(workdir, "sweep_list.proto")
    with open(wrapper, "w") as f:
        f.write('syntax = "proto2";\nimport "programdesc.proto";\npackage sweep;\n'
                "message List { repeated paddle.framework.proto.ProgramDesc programs = 1; }\n")
    text = "".join("programs {\n%s}\n" % t for t in texts)
    r = subprocess.run(["protoc", "--encode=sweep.List", "-I" + PD, "-I" + workdir, wrapper],
                       input=text.encode(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if r.returncode:
        sys.exit("protoc failed: " + r.stderr.decode())
    data, out, i = r.stdout, [], 0
    while i < len(data):
        assert data[i] == 0x0A, "field 1, length-delimited"
        i += 1
        n = shift = 0
        while True:
            b = data[i]
            i += 1
            n |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                break
        out.append(data[i:i + n])
        i += n
    return out


# The verifier's errors: `FILE: LABEL: error: ...`; the translator's own:
# `FILE: error: LABEL: ...` (docs/file-formats.md, "Locations").
LABEL = r"block (?P<block>\d+), op (?P<op>\d+) \('(?P<type>[^']+)'[^)]*\)"
LOCATED_ANY = re.compile(r"^[^:]+: %s: error: " % LABEL)
LOCATED = re.compile(r"^(?P<file>[^:]+): (?:%s: error: |error: %s: )" % (LABEL, LABEL.replace("P<", "P<t_")))


def run(pir_opt, path, legacy, expect, roundtrip):
    """('ok' | 'located' | 'violation', detail)."""
    r = subprocess.run([pir_opt, path], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    err = r.stderr.decode(errors="replace")
    out = r.stdout.decode(errors="replace")
    if r.returncode == 1:
        first = next((line for line in err.splitlines() if ": error: " in line), "")
        m = LOCATED.match(first)
        if out:
            return "violation", "output on failure"
        if ":1:1:" in err:
            return "violation", "an error at 1:1: " + first
        if not m or (m.group("type") or m.group("t_type")) != legacy:
            return "violation", "an error that does not name the op: " + first
        return ("refused" if m.group("t_type") else "rejected"), first[m.end():]
    if r.returncode != 0:
        return "violation", "exit status %d (a crash?): %s" % (r.returncode, err.strip()[-300:])
    if expect and '"%s"' % expect not in out:
        return "violation", "translated without %s" % expect
    if not out.startswith("{"):
        return "violation", "no program printed"
    if roundtrip:
        t = subprocess.run([pir_opt, "-"], input=r.stdout, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if t.returncode or t.stdout != r.stdout:
            return "violation", "PIR text does not read back unchanged: " + t.stderr.decode(errors="replace")[:300]
        j = subprocess.run([pir_opt, path, "--emit=json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        jerr = j.stderr.decode(errors="replace")
        if j.returncode == 1 and not j.stdout and "has no JSON encoding" in jerr and LOCATED_ANY.match(jerr):
            return "ok-text", jerr.splitlines()[0]  # a type Paddle's JSON has no form for either, said at the op
        if j.returncode:
            return "violation", "no JSON: " + jerr[:300]
        with open(re.sub(r"\.pdmodel$", ".json", path), "wb") as f:
            f.write(j.stdout)  # the PIR JSON set: each op as Paddle 3 would save it
        b = subprocess.run([pir_opt, "-"], input=j.stdout, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if b.returncode or b.stdout != r.stdout:
            return "violation", "PIR JSON does not read back to the same program: " + b.stderr.decode(errors="replace")[:300]
    return "ok", ""


DATA = re.compile(r'^\s*\(%(\d+)\) = "pd_op\.data" \(\) \{.*?\bname:"([^"]*)"', re.M)


def run_slots(pir_opt, path, legacy, text):
    """For a `slots` file: ('used' | 'refused' | 'violation', detail). Every
    input variable must be an operand of some op (a pd_op.data of its name
    used), or the translation a located error naming the op; no output
    variable may become a program input."""
    r = subprocess.run([pir_opt, "--no-verify", path], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    err = r.stderr.decode(errors="replace")
    out = r.stdout.decode(errors="replace")
    if r.returncode == 1:
        first = next((line for line in err.splitlines() if ": error: " in line), "")
        m = LOCATED.match(first)
        if out or ":1:1:" in err or not m:
            return "violation", "not a located error: " + first
        t = m.group("type") or m.group("t_type")
        if t == legacy:
            return "refused", first[m.end():]
        if t == "assign" and ("writes as its output" in first or "translation has no value for" in first):
            return "unbound-read", first[m.end():]  # an output without a result, read: said at the reader
        return "violation", "an error that does not name the op: " + first
    if r.returncode != 0:
        return "violation", "exit status %d (a crash?): %s" % (r.returncode, err.strip()[-300:])
    ins = re.findall(r'arguments: "((?:in|ex)_[^"]+)"', text)
    data = {name: num for num, name in DATA.findall(out)}
    dropped = []
    for v in dict.fromkeys(ins):
        num = data.get(v)
        used = num is not None and re.search(r"[(,] ?%%%s[,)]" % num, out)
        if not used:
            dropped.append(v)
    for v in data:
        if v.startswith("out_"):
            return "violation", "output variable %s became a program input" % v
    if dropped:
        return "dropped", "inputs not used: " + ", ".join(dropped)
    return "used", ""


def main_slots(args, defs, compat):
    """--slots: every legacy op with every input slot it can have filled."""
    SEEN.update(load_seen_slots())
    todo = []
    for k, (legacy, pir, row, fwd) in enumerate(legacy_ops(defs, compat, SPECIAL)):
        if legacy in NEEDS_CONTEXT or (k % args.every and legacy not in args.also.split(",")):
            continue
        d = defs.get(pir)
        if d is None and legacy not in HAND:
            d = {"name": pir}
        todo.append((legacy, d, row, fwd))
    texts = [program(legacy, d, row, fwd, "slots", PROFILES[0])[0] for legacy, d, row, fwd in todo]
    blobs = encode_all(texts, args.out) if texts else []
    counts = collections.Counter()
    lines = []
    for (legacy, _d, _row, _fwd), text, blob in zip(todo, texts, blobs):
        path = os.path.join(args.out, "%s.slots.pdmodel" % legacy)
        with open(path, "wb") as f:
            f.write(blob)
        outcome, detail = run_slots(args.pir_opt, path, legacy, text)
        counts[outcome] += 1
        if outcome in ("violation", "dropped") or args.verbose:
            lines.append("%s %s: %s" % (outcome, legacy, detail))
    for line in lines:
        print(line)
    print("slots: legacy op types: %d; all inputs used: %d; located errors: %d (at the op %d, at a reader of an "
          "output without a result %d); inputs dropped: %d; violations: %d"
          % (len(todo), counts["used"], counts["refused"] + counts["unbound-read"], counts["refused"],
             counts["unbound-read"], counts["dropped"], counts["violation"]))
    return 1 if counts["violation"] or counts["dropped"] else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--every", type=int, default=1)
    ap.add_argument("--profiles", type=int, default=1)
    ap.add_argument("--pir-opt", default="pir-opt")
    ap.add_argument("--no-roundtrip", action="store_true")
    ap.add_argument("--slots", action="store_true")
    ap.add_argument("--also", default="", help="with --every: these ops (comma-separated) too")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    defs = {o["name"]: o for o in yaml.load(open(CATALOGUE), Loader=yaml.CSafeLoader)["ops"]}
    compat = load_compat()
    SPECIAL.update(special_names())
    if args.slots:
        return main_slots(args, defs, compat)
    todo, skipped = [], []
    for k, (legacy, pir, row, fwd) in enumerate(legacy_ops(defs, compat, SPECIAL)):
        if legacy in NEEDS_CONTEXT:
            skipped.append((legacy, NEEDS_CONTEXT[legacy]))
            continue
        if k % args.every:
            continue
        d = defs.get(pir)
        if d is None and legacy not in HAND:
            d = {"name": pir}  # no PIR op of that name: the translator must say so
        todo.append((legacy, d, row, fwd))
    counts = {"ok": 0, "ok-text": 0, "refused": 0, "rejected": 0, "violation": 0}
    report = []
    pending = [(legacy, d, row, fwd, era) for legacy, d, row, fwd in todo for era in ("full", "lean")]
    pending += [("assign", None, None, None, "kind:%s%s" % (kind, w)) for kind in VAR_KINDS for w in ("", "-weight")]
    results = {}
    for p in range(args.profiles):
        dims = PROFILES[p]
        texts, metas = [], []
        for item in pending:
            legacy, d, row, fwd, era = item
            if era.startswith("kind:"):
                text, expect = var_kind_program(era[5:].replace("-weight", ""), era.endswith("-weight"))
            else:
                text, expect = program(legacy, d, row, fwd, era, dims)
            texts.append(text)
            metas.append((item, expect))
        blobs = encode_all(texts, args.out) if texts else []
        again = []
        for (item, expect), blob in zip(metas, blobs):
            legacy, _d, _row, _fwd, era = item
            path = os.path.join(args.out, "%s.%s.p%d.pdmodel" % (legacy, era.replace(":", "-"), p))
            with open(path, "wb") as f:
                f.write(blob)
            outcome, detail = run(args.pir_opt, path, legacy, expect, not args.no_roundtrip)
            results[(legacy, era)] = (outcome, detail, path)
            if outcome in ("refused", "rejected") and p + 1 < args.profiles:
                again.append(item)
        pending = again
    for (legacy, era), (outcome, detail, path) in sorted(results.items()):
        counts[outcome] += 1
        if outcome == "violation" or args.verbose:
            report.append("%s %s [%s]: %s %s" % (outcome, legacy, era, os.path.basename(path), detail))
    for line in report:
        print(line)
    ops = len({legacy for legacy, _ in results})
    print("legacy op types: %d (%d skipped: need sub-blocks or other ops, see the tests named in the script); "
          "programs: %d; ok: %d (%d of them with no PIR JSON form, said at the op); located errors: %d "
          "(translator %d, verifier %d); violations: %d"
          % (ops, len(skipped), len(results), counts["ok"] + counts["ok-text"], counts["ok-text"],
             counts["refused"] + counts["rejected"], counts["refused"], counts["rejected"], counts["violation"]))
    return 1 if counts["violation"] else 0


if __name__ == "__main__":
    sys.exit(main())
