#!/usr/bin/env python3
"""gen-era-tests.py: writes lit-tests/eras/generated.test from the catalogue:
for every op of dialects/pd_op.yaml with `eras`, one program per era written
in that era's signature (its operands, results and attribute names), and
FileCheck lines saying what the reader must build: today's operands, null
values where the era had none, today's attribute names (renamed, implied
values added, dropped ones gone), today's results. The test runs on a copy
of the catalogue without inference rules (dialect `era`), so that the
made-up shapes need not agree with each op's shape rules; the verifier
still checks every operand, result and attribute against the definition.

Usage
  gen-era-tests.py -o lit-tests/eras/generated.test       write it and generated-errors.test
  gen-era-tests.py --check lit-tests/eras/generated.test  exit 1 if either is stale (make check)
"""
import argparse
import difflib
import os
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOGUE = os.path.join(ROOT, "dialects", "pd_op.yaml")
DEFAULT_OUT = os.path.join(ROOT, "lit-tests", "eras", "generated.test")
COMMAND = "python3 scripts/gen-era-tests.py -o lit-tests/eras/generated.test (or: make era-tests)"

# A value of each attribute kind (as written in a program of dialect `era`).
SAMPLE = {
    "bool": "false", "str": '"a"', "int32": "(Int32)1", "int64": "(Int64)1", "float": "(Float)1",
    "double": "(Double)1", "array": "[]", "int_array": "(pd_op.IntArray)[1]", "data_type": "(pd_op.DataType)float32",
    "place": "(pd_op.Place)Place(cpu)", "data_layout": "(pd_op.DataLayout)NCHW", "scalar": "(Float)1",
    "scalar(int)": "(Int32)1", "scalar(int64_t)": "(Int64)1", "scalar(float)": "(Float)1",
    "scalar(double)": "(Double)1",
}
TENSOR = "tensor<2xf32>"
BOOL_TENSOR = "tensor<2xb>"
INT_TENSOR = "tensor<2xi64>"  # an operand backing an int_array attribute (Paddle reads IntArrays from integers)


def kind_of(a):
    k = a.get("kind")
    return k[0] if isinstance(k, list) else k


def sample(a, era_kind=None):
    if era_kind:
        return {"int32": "(Int32)5", "int64": "(Int64)5", "float": "(Float)1"}.get(era_kind, SAMPLE.get(era_kind))
    if "default" in a:
        return a["default"]
    return SAMPLE.get(kind_of(a))


def int_array_inputs(op):
    """The canonical inputs that back an int_array attribute."""
    kinds = {a["name"]: a.get("kind") for a in op.get("attributes") or []}
    return {v["name"] for v in op.get("inputs") or [] if kinds.get(v["name"]) == "int_array"}


def value_type(d, int_array=False):
    t = d["type"]
    if int_array and t in ("tensor", "any"):
        return INT_TENSOR
    if t == "vec":
        return "vec[%s]" % TENSOR
    if t == "bool_tensor":
        return BOOL_TENSOR
    if t in ("tensor", "any", "mtensor"):
        return TENSOR
    return None  # vtensor, handles: not made here


def words(era, key):
    return era.get(key)


class Reading:
    """How the reader reads a written form as one signature (None: today's), mirroring
    lib/op_eras.c independently: candidates, fewest dropped values, ambiguity."""

    def __init__(self, op, era):
        self.op, self.era = op, era
        cin = [v["name"] for v in op.get("inputs") or []]
        cout = [v["name"] for v in op.get("outputs") or []]
        e = era or {}
        self.rename = e.get("rename") or {}
        self.drop = set(e.get("drop") or [])
        back = {v: k for k, v in self.rename.items()}
        ein = e.get("inputs", [back.get(n, n) for n in cin])
        eout = e.get("outputs", [back.get(n, n) for n in cout])
        m = lambda n, names: names.index(self.rename.get(n, n)) if self.rename.get(n, n) in names and n not in self.drop else -1
        self.in_map = [m(n, cin) for n in ein]
        self.out_map = [m(n, cout) for n in eout]
        self.mutable = e.get("mutable", 0) if "inputs" in e else canonical_mutable(op)
        attrs = {}
        for a in op.get("attributes") or []:
            attrs[back.get(a["name"], a["name"])] = a["name"]
        values = set(ein) | set(eout)
        for d in self.drop:
            if d not in values and d not in attrs:
                attrs[d] = None
        self.attrs = attrs  # era name -> canonical name (None: dropped)
        self.kinds = e.get("kinds") or {}
        self.add = e.get("add") or {}
        self.lacks = set(e.get("lacks") or [])
        self.same_as_today = era is not None and not any(
            k in e for k in ("inputs", "outputs", "rename", "drop", "add", "kinds"))
        ein_set = set(ein)
        self.attr_is_input = {a: a in ein_set for a in attrs}
        self.n_inputs = len(ein)
        self.int_arrays = int_array_inputs(op)

    def matches(self, n_in, in_types, n_out, attrs):
        ni, no = len(self.in_map), len(self.out_map)
        if n_in not in (ni, ni - self.mutable) or n_out != no:
            return False
        cin = self.op.get("inputs") or []
        for i in range(n_in):
            k = self.in_map[i]
            if k >= 0 and not satisfies(in_types[i], cin[k]["type"]):
                return False
            if k >= 0 and cin[k]["name"] in self.int_arrays and in_types[i] not in (INT_TENSOR, "<<NULL TYPE>>"):
                return False
        canon_kinds = {a["name"]: a.get("kind") for a in self.op.get("attributes") or []}
        for a, v in attrs.items():
            if a == "_case":
                continue
            if a not in self.attrs or (self.era is not None and self.attrs[a] == a and a in self.lacks):
                return False
            written = written_kind(v)
            want = self.kinds.get(a) or canon_kinds.get(self.attrs[a])
            if written and want and self.attrs[a] is not None and not kind_accepts(want, written):
                return False
        if self.era is None:
            given = set(attrs)
            for a in self.op.get("attributes") or []:
                if "default" not in a and a["name"] not in [v["name"] for v in cin] and a["name"] not in given:
                    return False
        else:
            # every attribute today's op requires that the era had, under its era name
            required = {a["name"] for a in self.op.get("attributes") or [] if "default" not in a}
            cin_names = {v["name"] for v in cin}
            for en, c in self.attrs.items():
                if c in required and c not in self.lacks and not self.attr_is_input[en] and c not in cin_names \
                        and en not in attrs:
                    return False
        return True

    def complete(self, n_in, attrs):
        """Whether the form carries every attribute the era had (as its printers wrote them)."""
        for en, c in self.attrs.items():
            if (c is not None and c in self.lacks) or (self.attr_is_input[en] and n_in == self.n_inputs):
                continue
            if en not in attrs:
                return False
        return True

    def dropped(self, n_in, n_out, attrs):
        d = sum(1 for i in range(n_in) if self.in_map[i] < 0)
        d += sum(1 for i in range(n_out) if self.out_map[i] < 0)
        return d + sum(1 for a in attrs if a in self.attrs and self.attrs[a] is None)

    def reading(self, n_in, n_out, attrs):
        out = {}
        for a, v in attrs.items():
            c = self.attrs.get(a, a)
            if c is not None:
                out[c] = ("kind", self.kinds[a]) if a in self.kinds else v
        for c, v in self.add.items():
            out.setdefault(c, v)
        return (tuple(self.in_map[:n_in]), tuple(self.out_map[:n_out]), tuple(sorted(out.items())))


def written_kind(v):
    for prefix, k in (("(Int32)", "int32"), ("(Int64)", "int64"), ("(Float)", "float"), ("(Double)", "double"),
                      ("(pd_op.DataType)", "data_type")):
        if v.startswith(prefix):
            return k
    return None


def kind_accepts(want, k):
    want = want if isinstance(want, list) else [want]
    return any(w == k or (w.startswith("scalar") and k in ("int32", "int64", "float", "double")) for w in want)


def canonical_mutable(op):
    names = {a["name"] for a in op.get("attributes") or []}
    k = 0
    for v in reversed(op.get("inputs") or []):
        if v["name"] not in names:
            break
        k += 1
    return k


def satisfies(t, c):
    if c == "any":
        return True
    if c == "vec":
        return t.startswith("vec[")
    if c == "bool_tensor":
        return t == BOOL_TENSOR
    return t.startswith("tensor<")


def predict(op, in_types, n_out, attrs):
    """The era (index) a written form is read as: ('today', None), ('era', i),
    ('ambiguous', (i, j)) or ('none', None)."""
    n_in = len(in_types)
    if Reading(op, None).matches(n_in, in_types, n_out, attrs):
        today = Reading(op, None).reading(n_in, n_out, attrs)
        for i, era in enumerate(op.get("eras") or []):
            r = Reading(op, era)
            if not r.same_as_today and r.matches(n_in, in_types, n_out, attrs) and r.complete(n_in, attrs) \
                    and r.reading(n_in, n_out, attrs) != today:
                return ("ambiguous-today", i)
        return ("today", None)
    best, best_drop, other = None, None, None
    for i, era in enumerate(op.get("eras") or []):
        r = Reading(op, era)
        if r.same_as_today or not r.matches(n_in, in_types, n_out, attrs):
            continue
        d = r.dropped(n_in, n_out, attrs)
        if best is None or d < best_drop:
            best, best_drop, other = i, d, None
        elif d == best_drop and other is None and \
                Reading(op, op["eras"][best]).reading(n_in, n_out, attrs) != r.reading(n_in, n_out, attrs):
            other = i
    if best is None:
        return ("none", None)
    if other is not None:
        return ("ambiguous", (best, other))
    return ("era", best)


def era_case(op, era, index):
    """(program text, check lines) or (None, reason)."""
    name = op["name"]
    cin = op.get("inputs") or []
    cout = op.get("outputs") or []
    cattrs = op.get("attributes") or []
    rename = era.get("rename") or {}
    drop = set(era.get("drop") or [])
    add = era.get("add") or {}
    kinds = era.get("kinds") or {}
    back = {v: k for k, v in rename.items()}
    cin_names = [v["name"] for v in cin]
    cout_names = [v["name"] for v in cout]
    ein = era.get("inputs", [back.get(n, n) for n in cin_names])
    eout = era.get("outputs", [back.get(n, n) for n in cout_names])

    def canon(n, names):
        m = rename.get(n, n)
        return names.index(m) if m in names and n not in drop else -1

    in_map = [canon(n, cin_names) for n in ein]
    out_map = [canon(n, cout_names) for n in eout]
    if len(in_map) == len(cin) and in_map == list(range(len(cin))) and out_map == list(range(len(cout))) \
            and not (set(rename) - set(cin_names) - set(cout_names)) and not drop and not add and not kinds:
        return None, "reads as today's form"
    # operand values: one pd_op.data per tensor, then combines for vecs
    types_in = []
    int_arrays = int_array_inputs(op)
    for i, n in enumerate(ein):
        d = cin[in_map[i]] if in_map[i] >= 0 else {"type": "tensor"}
        t = value_type(d, d.get("name") in int_arrays)
        if t is None:
            return None, "operand '%s' of type %s is not made by this generator" % (n, d["type"])
        types_in.append(t)
    types_out = []
    for i, n in enumerate(eout):
        d = cout[out_map[i]] if out_map[i] >= 0 else {"type": "tensor"}
        t = value_type(d)
        if t is None:
            return None, "result '%s' of type %s is not made by this generator" % (n, d["type"])
        types_out.append(t)
    lines = []
    defs = []
    nval = 0
    names = []
    tensors = {}
    for i, t in enumerate(types_in):
        if t in (TENSOR, BOOL_TENSOR, INT_TENSOR):
            dt = {BOOL_TENSOR: "bool", INT_TENSOR: "int64"}.get(t, "float32")
            lines.append('    (%%%d) = "era.data" () {dtype:(pd_op.DataType)%s,name:"v%d",place:(pd_op.Place)Place(cpu),'
                         'shape:(pd_op.IntArray)[2]} : () -> %s' % (nval, dt, i, t))
            names.append(nval)
            nval += 1
        else:
            names.append(None)
    if any(n is None for n in names):
        lines.append('    (%%%d) = "era.data" () {dtype:(pd_op.DataType)float32,name:"e",place:(pd_op.Place)Place(cpu),'
                     'shape:(pd_op.IntArray)[2]} : () -> %s' % (nval, TENSOR))
        elem = nval
        nval += 1
        for i, n in enumerate(names):
            if n is None:
                lines.append('    (%%%d) = "builtin.combine" (%%%d) {} : (%s) -> %s' % (nval, elem, TENSOR, types_in[i]))
                names[i] = nval
                nval += 1
    # attributes under the era's names
    attrs = {"_case": '"%s/%d"' % (name, index)}
    expect = {"_case": '"%s/%d"' % (name, index)}
    lacks = set(era.get("lacks") or [])
    for a in cattrs:
        c = a["name"]
        if c in add:
            expect[c] = None
            continue
        if c in lacks and "default" not in a and c not in cin_names:
            return None, "today's required '%s' the era lacked, with no implied value: its programs do not verify" % c
        if c in lacks:
            continue
        if "default" in a and c not in rename.values():
            continue
        if c in cin_names and cin_names.index(c) in in_map:
            continue  # tensor-backed and an operand of the era: given as the operand
        en = back.get(c, c)
        v = sample(a, kinds.get(en))
        if v is None:
            return None, "attribute '%s' of kind %s is not made by this generator" % (c, a.get("kind"))
        attrs[en] = v
        expect[c] = None if en in kinds or "default" in a else v  # a default is not in printed form
    value_names = set(ein) | set(eout)
    for d in drop:
        if d not in value_names and d not in attrs:
            attrs[d] = "false"
    how, which = predict(op, types_in, len(eout), attrs)
    if how == "today":
        n_in, n_out = len(types_in), len(eout)
        if Reading(op, era).reading(n_in, n_out, attrs) == Reading(op, None).reading(n_in, n_out, attrs):
            return None, "reads as today's form, the same way (rule 2)"
        return None, "READ AS TODAY'S FORM, differently (rule 2: same counts, types and names; text-format.md)"
    if how == "ambiguous-today":
        return None, "today's signature and era %s read it differently (an error; --input-era settles it)" % \
            op["eras"][which]["era"]
    if how == "ambiguous":
        return None, "ambiguous with era %s (rule 4)" % op["eras"][which[1] if which[0] == index else which[0]]["era"]
    if how == "era" and which != index:
        return None, "reads as era %s (rule 3)" % op["eras"][which]["era"]
    error = None
    for k, v in enumerate(cin):
        if not v.get("optional") and not v.get("variadic") and k not in in_map:
            error = "'era.%s' of era %s has no operand for today's required '%s'" % (name, era["era"], v["name"])
            break
    for i, k in enumerate(out_map):
        if error is None and k < 0:
            error = "result #%d of 'era.%s' (era %s) has no place in today's form of the op" % (i, name, era["era"])
    res = ", ".join("%%%d" % (nval + i) for i in range(len(eout)))
    attr_text = ",".join("%s:%s" % (k, attrs[k]) for k in sorted(attrs))
    lines.append('    (%s) = "era.%s" (%s) {%s} : (%s) -> %s' % (
        res, name, ", ".join("%%%d" % n for n in names), attr_text, ", ".join(types_in), ", ".join(types_out)))
    if error:
        lines.insert(len(lines) - 1, "    // expected-error@+1 {{%s}}" % error)
        return "{\n" + "\n".join(lines) + "\n}", None
    prog = "{\n" + "\n".join(lines) + "\n}"
    # what the reader must build
    ops_written = []
    for k in range(len(cin)):
        src = [i for i, m in enumerate(in_map) if m == k]
        ops_written.append(("%%%d" % names[src[0]], types_in[src[0]]) if src else ("<<NULL VALUE>>", "<<NULL TYPE>>"))
    # trailing tensor-backed operands the era lacked (and that are null) are still printed
    rtypes = []
    for k in range(len(cout)):
        src = [i for i, m in enumerate(out_map) if m == k]
        rtypes.append(types_out[src[0]] if src else "<<NULL TYPE>>")
    check = ['// CHECK-LABEL: "era.%s" (%s) {' % (name, ", ".join(o for o, _ in ops_written))]
    for i, k in enumerate(sorted(expect)):
        v = expect[k]
        check.append("// CHECK-SAME: %s%s:%s" % ("" if not i else "{{(,[^,}]+)*}},", k,
                                               v if v is not None else "{{[^,}]+}}"))
    check.append("// CHECK-SAME: } : (%s) -> %s" % (", ".join(t for _, t in ops_written), ", ".join(rtypes)))
    return prog, check


HEADER = """# GENERATED by scripts/gen-era-tests.py from dialects/pd_op.yaml; do not edit.
# Regenerate: %s; `make check` fails when this file is stale.
# Every op with eras (docs/dialect-yaml.md, "Eras"): %s
# Run on the catalogue without inference rules, as dialect `era` (the
# made-up shapes need not agree with the shape rules).
RUN: sed -e 's/^dialect: pd_op/dialect: era/' -e '/^aliases:/d' -e '/^    infer:/d' -e 's/"1[.]t_/"era.t_/' %%S/../../dialects/pd_op.yaml > %%t.yaml
RUN: grep -v '^[A-Z#]' %%s | grep -v '^// CHECK' > %%t.pir
"""


def build(catalogue):
    """The texts of generated.test (eras read in today's form) and
    generated-errors.test (eras today's form has no place for)."""
    with open(catalogue) as f:
        cat = yaml.safe_load(f)
    ok = [HEADER % (COMMAND, "a program in each era's signature must verify\n"
                    "# and be read in today's form (docs/text-format.md, \"Older signatures\").")]
    ok.append("RUN: pir-opt --dialect %t.yaml --split-input-file %t.pir | FileCheck %s\n")
    bad = [HEADER % (COMMAND, "a program of an era that today's form has no\n"
                     "# place for (a result it dropped, an operand it now requires) is an error.")]
    bad.append("RUN: pir-opt --dialect %t.yaml --split-input-file --verify-diagnostics %t.pir > /dev/null\n")
    skipped = []
    for op in sorted(cat["ops"], key=lambda o: o["name"]):
        for i, era in enumerate(op.get("eras") or []):
            prog, check = era_case(op, era, i)
            if prog is None:
                skipped.append("%s era %s: %s" % (op["name"], era["era"], check))
                continue
            out = ok if check is not None else bad
            if len(out) > 2:
                out.append("// -----")
            out.append("# %s, era %s" % (op["name"], era["era"]))
            out.extend(check or [])
            out.append(prog)
    ok.append("")
    ok.append("# %d programs here, %d in generated-errors.test. Eras not written (why):" % (
        sum(1 for l in ok if l.startswith("{")), sum(1 for l in bad if l.startswith("{"))))
    ok.extend("#   " + s for s in skipped)
    return "\n".join(ok) + "\n", "\n".join(bad) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--catalogue", default=CATALOGUE)
    ap.add_argument("-o", "--output")
    ap.add_argument("--check", metavar="FILE")
    args = ap.parse_args()
    texts = build(args.catalogue)
    base = args.check or args.output
    paths = [base, base.replace("generated.test", "generated-errors.test")] if base else None
    if args.check:
        stale = False
        for p, text in zip(paths, texts):
            old = open(p).read() if os.path.exists(p) else ""
            if old != text:
                sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), text.splitlines(True), p,
                                                           "generated", n=2))
                stale = True
        if stale:
            print("gen-era-tests: %s is out of date; run %s" % (" or ".join(paths), COMMAND), file=sys.stderr)
            return 1
        return 0
    if args.output:
        for p, text in zip(paths, texts):
            with open(p, "w") as f:
                f.write(text)
    else:
        sys.stdout.write(texts[0])
    return 0


if __name__ == "__main__":
    sys.exit(main())
