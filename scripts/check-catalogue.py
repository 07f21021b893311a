#!/usr/bin/env python3
"""check-catalogue.py: compares two versions of an op-definition YAML file
(e.g. the hand-written dialects/pd_op.yaml before the catalogue and the
generated one) and reports every op of OLD whose meaning NEW lost: an op that
is gone, a trait, inplace/view pair, hook, region count or other key that
changed, an operand or result entry that is gone or got a narrower type, an
attribute that is gone or accepts fewer kinds. Twins derived from `inplace`
count as defined. Exit 1 when anything is lost.

  check-catalogue.py OLD.yaml NEW.yaml
  check-catalogue.py --extract OLD.yaml GENERATED.yaml
      prints, as overlay YAML, what OLD says that GENERATED (the catalogue
      generated with an empty overlay) does not: `manual:` entries for ops
      the table lacks and `patches:` for the rest. Used to build and, after
      OLD changes, to update dialects/src/pd_op_overlay.yaml.
"""
import sys

import yaml

_SCALAR = {"bool", "int32", "int64", "float", "double", "index", "str", "complex64", "complex128"}
KIND_ALIASES = {k: _SCALAR for k in ("scalar", "scalar(int)", "scalar(int64_t)", "scalar(float)", "scalar(double)")}
BASE_KEYS = {"name", "summary", "inputs", "outputs", "attributes", "traits", "inplace", "view", "backward"}


def load(path):
    with open(path) as f:
        doc = yaml.safe_load(f)
    ops = {o["name"]: o for o in doc.get("ops") or []}
    # Twins the loader derives from `inplace`.
    for n, o in list(ops.items()):
        if o.get("inplace") and not n.endswith("_") and n + "_" not in ops:
            t = dict(o)
            t["name"] = n + "_"
            tr = [x for x in o.get("traits") or [] if x not in ("ReadOnly", "HasValueSemantics", "ViewLike")]
            t["traits"] = tr + ["Inplace"]
            t.pop("view", None)
            t["_derived"] = True
            ops[n + "_"] = t
    return doc, ops


def kinds(a):
    k = a.get("kind", "any")
    ks = set(k) if isinstance(k, list) else {k}
    out = set()
    for x in ks:
        out |= KIND_ALIASES.get(x, {x})
    return out


def norm_map(s):
    if not s:
        return set()
    return {tuple(x.strip() for x in p.strip(" ()").split("->")) for p in s.split("),")}


def traits(o):
    t = set(o.get("traits") or [])
    if o["name"].endswith("_"):
        t.add("Inplace")
    if "HasValueSemantics" in t:
        t.add("ReadOnly")
    if o.get("view"):
        t.add("ViewLike")
    return t


def type_ok(old, new):
    """NEW accepts at least what OLD accepts."""
    order = {"any": 3, "tensor": 2, "mtensor": 1, "vtensor": 1, "bool_tensor": 1}
    if old == new or new == "any":
        return True
    return new == "tensor" and old in ("mtensor", "vtensor", "bool_tensor")


def compare(old, new):
    problems = []
    p = problems.append
    n = old["name"]
    missing = traits(old) - traits(new)
    extra = traits(new) - traits(old)
    if missing:
        p("%s: traits lost: %s" % (n, sorted(missing)))
    if "SideEffect" in extra or "Inplace" in extra:
        p("%s: traits gained: %s" % (n, sorted(extra)))
    for key in ("inplace", "view"):
        lost = norm_map(old.get(key)) - norm_map(new.get(key))
        if lost:
            p("%s: %s pairs lost: %s" % (n, key, sorted(lost)))
    for key in sorted(set(old) - BASE_KEYS - {"_derived"}):
        if old.get(key) != new.get(key):
            p("%s: key '%s' differs: %r vs %r" % (n, key, old.get(key), new.get(key)))
    if old.get("backward") and old.get("backward") != new.get("backward"):
        p("%s: backward %r became %r" % (n, old.get("backward"), new.get("backward")))
    for key in ("inputs", "outputs"):
        ov, nv = old.get(key) or [], new.get(key) or []
        if len(nv) < len(ov) and not any(v.get("variadic") for v in nv):
            p("%s: %s: %d entries became %d" % (n, key, len(ov), len(nv)))
        for i, v in enumerate(ov):
            if i >= len(nv):
                break
            w = nv[i]
            if not type_ok(v.get("type", "tensor"), w.get("type", "tensor")):
                p("%s: %s #%d (%s) type %s became %s (%s)" % (n, key, i, v["name"], v.get("type"), w.get("type"), w["name"]))
            if (v.get("optional") or v.get("variadic")) and not (w.get("optional") or w.get("variadic")):
                p("%s: %s #%d (%s) is no longer optional (%s)" % (n, key, i, v["name"], w["name"]))
    na = {a["name"]: a for a in new.get("attributes") or []}
    for a in old.get("attributes") or []:
        b = na.get(a["name"])
        if not b:
            p("%s: attribute '%s' lost" % (n, a["name"]))
            continue
        if kinds(b) != {"any"} and not kinds(a) <= kinds(b):
            p("%s: attribute '%s' kinds %s became %s" % (n, a["name"], sorted(kinds(a)), sorted(kinds(b))))
        if "default" in a and "default" not in b:
            p("%s: attribute '%s' is now required (had default %s)" % (n, a["name"], a["default"]))
    return problems


def extract(old_ops, gen_ops):
    manual, patches = [], []
    for n in sorted(old_ops):
        o = old_ops[n]
        if o.get("_derived"):
            continue
        g = gen_ops.get(n)
        if not g:
            manual.append(o)
            continue
        patch = {"name": n}
        if o.get("summary"):
            patch["summary"] = o["summary"]
        if traits(o) != traits(g):
            patch["traits"] = o.get("traits") or []
        for key in ("inplace", "view"):
            if not norm_map(o.get(key)) <= norm_map(g.get(key)):
                patch[key] = o.get(key)
        if o.get("backward") and o.get("backward") != g.get("backward"):
            patch["backward"] = o["backward"]
        for key in ("inputs", "outputs"):
            gv = {v["name"]: v for v in g.get(key) or []}
            adds = []
            for v in o.get(key) or []:
                w = gv.get(v["name"])
                if not w:
                    if len(o.get(key) or []) > len(g.get(key) or []):
                        v = dict(v)
                        if not v.get("variadic"):
                            v["optional"] = True
                        adds.append(v)
                elif w.get("type", "tensor") != v.get("type", "tensor") and not type_ok(v.get("type", "tensor"), w.get("type", "tensor")):
                    adds.append({"name": v["name"], "type": v.get("type", "tensor")})
                elif v.get("type", "tensor") in ("bool_tensor", "vtensor", "mtensor") and w.get("type") != v.get("type"):
                    adds.append({"name": v["name"], "type": v["type"]})
                elif v.get("optional") and not w.get("optional"):
                    adds.append({"name": v["name"], "optional": True})
            if adds:
                patch[key] = adds
        ga = {a["name"]: a for a in g.get("attributes") or []}
        adds = []
        for a in o.get("attributes") or []:
            b = ga.get(a["name"])
            if not b:
                adds.append(a)
            elif kinds(b) != {"any"} and not kinds(a) <= kinds(b):
                k = dict(b)
                ks = b["kind"] if isinstance(b["kind"], list) else [b["kind"]]
                ok = a["kind"] if isinstance(a["kind"], list) else [a["kind"]]
                k["kind"] = ks + [x for x in ok if x not in ks]
                k.pop("default", None)
                adds.append({"name": a["name"], "kind": k["kind"]})
        if adds:
            patch["attributes"] = adds
        for key in o:
            if key not in BASE_KEYS and key != "_derived":
                patch[key] = o[key]
        patches.append(patch)
    return manual, patches


def main():
    args = sys.argv[1:]
    if args and args[0] == "--extract":
        _, old = load(args[1])
        _, gen = load(args[2])
        manual, patches = extract(old, gen)
        sys.stdout.write(yaml.safe_dump({"manual": manual, "patches": patches}, sort_keys=False, width=120,
                                        default_flow_style=None, allow_unicode=True))
        return 0
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    _, old = load(args[0])
    _, new = load(args[1])
    problems = []
    for n in sorted(old):
        if n not in new:
            problems.append("%s: op lost" % n)
        else:
            problems += compare(old[n], new[n])
    for x in problems:
        print(x)
    sys.stdout.flush()
    print("check-catalogue: %d ops of %s checked, %d problems" % (len(old), args[0], len(problems)), file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
