#!/usr/bin/env python3
"""backward-sweep.py: runs `pir-opt --append-backward` over the programs of
scripts/gen-backward-sweep.py and classifies each (issue 27, the structural
sweep of every op with a backward entry; docs/passes.md).

  python3 scripts/backward-sweep.py sweep.pir [--pir-opt PATH] [-v] [--self-test] [--append-backward=OPTIONS]

  skipped  the forward program does not verify (counted by message)
  refused  append-backward fails with a located `file:line:col: error:`
           of its own (not an internal error, nor the verifier's errors in
           what it built): counted by message class
  failed   anything else: a crash, an unlocated or internal error, or an
           output that breaks one of the checks below
  ok       the output verifies and prints back the same (read, print,
           same text); --strip-backward gives the forward program back
           (as pir-opt prints it; where the forward holds grad ops, a
           double grad's program, what --strip-backward makes of the
           forward); every op the backward appended reads
           values defined before it; none is dead (each has a result read
           by a later op, or is an output); the grad op of the swept op
           reads the forward op's own operands and results where it names
           them (absent where they are), the gradient of a result typed as
           that result and no gradient of an absent one, has the forward
           op's values of the attributes they share, and leaves no
           gradient of an input that needs one unread; the `@GRAD` outputs are exactly
           the data inputs of the program's `grads=` header (the float
           inputs the loss depends on through operands the grad op
           differentiates). A program whose op is in an if (--in-if) is
           instrumented with stacks: there only the @GRAD outputs are
           checked.

With --self-test, first checks that the checks catch defects planted in
an ok output. Prints one line per program that is not ok, then the totals:
`backward-sweep: N programs: A ok, B refused, C failed, D skipped`, and the
refusals by class. Programs run in batches (--split-input-file), and one
by one where a batch crashes.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from pir_gen import split_top  # noqa: E402

SEP = "\n// -----\n"
OP_RE = re.compile(r'^\s*\((.*?)\) = "([\w.]+)" \((.*?)\)')
ERR_RE = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")


def ops_of(text):
    """The op lines of a printed program: (results, name, operands, line)."""
    out = []
    for line in text.splitlines():
        m = OP_RE.match(line)
        if m:
            res = [r.strip() for r in m.group(1).split(",") if r.strip()]
            opd = [v.strip() for v in m.group(3).split(",") if v.strip()]
            out.append((res, m.group(2), opd, line))
    return out


def run_batch(pir_opt, flags, chunks):
    """pir-opt FLAGS --split-input-file over chunks: ([output or None per
    chunk], {chunk index: [error messages]}, crashed)."""
    with tempfile.NamedTemporaryFile("w", suffix=".pir", delete=False) as f:
        f.write(SEP.join(chunks))
        path = f.name
    starts, line = [], 1
    for c in chunks:
        starts.append(line)
        line += c.count("\n") + 2  # the chunk's lines and the separator's
    try:
        r = subprocess.run([pir_opt] + flags + ["--error-limit=0", "--split-input-file", path], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True)
    finally:
        os.unlink(path)
    outs = r.stdout.split("// -----\n")
    errs = {}
    for l in r.stderr.splitlines():
        m = ERR_RE.match(l)
        if m and m.group(1) == path:
            n = int(m.group(2))
            k = max(i for i, s in enumerate(starts) if s <= n)
            errs.setdefault(k, []).append(m.group(4))
        elif "error:" in l:
            errs.setdefault(-1, []).append(l)
    crashed = r.returncode not in (0, 1) or len(outs) != len(chunks)
    if crashed:
        return None, errs, True
    return [o if o.strip() else None for o in outs], errs, False


def run_all(pir_opt, flags, chunks):
    """run_batch, and one by one when the batch crashes: (outputs, errors
    per chunk, crashed per chunk)."""
    outs, errs, crashed = run_batch(pir_opt, flags, chunks)
    if not crashed:
        return outs, errs, [False] * len(chunks)
    outs, errs, crash = [], {}, []
    for k, c in enumerate(chunks):
        o, e, cr = run_batch(pir_opt, flags, [c])
        outs.append(o[0] if o else None)
        if 0 in e:
            errs[k] = e[0]
        crash.append(cr)
    return outs, errs, crash


def msg_class(m):
    """A refusal's message with its names and numbers taken out."""
    m = re.sub(r"(?<!\w)'[^']*'", "'_'", m)  # a quote, not an apostrophe (definition's)
    m = re.sub(r"\"[^\"]*\"", '"_"', m)
    return re.sub(r"\d+", "N", m)


def check(fwd, bwd, header, grad_defs):
    """The structural checks of an appended backward; a reason, or None."""
    f_ops, b_ops = ops_of(fwd), ops_of(bwd)
    if any(o[1] == "pd_op.if" for o in f_ops):
        return check_outputs(f_ops, b_ops, header)
    if [o[3] for o in b_ops[:len(f_ops)]] != [o[3] for o in f_ops]:
        return "the forward ops changed"
    defined = set()
    for res, _n, _o, _l in f_ops:
        defined.update(res)
    new = b_ops[len(f_ops):]
    uses = {}
    for k, (res, name, opd, line) in enumerate(new):
        for v in opd:
            if v.startswith("%") and v not in defined:
                return "%s reads %s before it is defined" % (name, v)
            uses.setdefault(v, []).append(k)
        defined.update(res)
    outputs = {}
    for k, (res, name, opd, line) in enumerate(new):
        m = re.search(r'output_name:"([^"]*)"', line)
        if name == "builtin.shadow_output" and m:
            outputs[m.group(1)] = (opd[0] if opd else None, operand_types(line, 1)[0])
    # data inputs by value name, and what the combines pack
    data, packs = {}, {}
    for res, name, opd, line in f_ops:
        m = re.search(r'name:"([^"]*)"', line)
        if name == "pd_op.data" and m:
            data[res[0]] = m.group(1)
        if name == "builtin.combine":
            packs[res[0]] = opd
    want = set(g for g in header.get("grads", "").split(",") if g)
    got = {n[:-5] for n in outputs if n.endswith("@GRAD")}
    if want - got:
        return "no @GRAD output for %s" % ",".join(sorted(want - got))
    if got - want:
        return "unexpected @GRAD output for %s" % ",".join(sorted(got - want))
    made = {r for res, _n, _o, _l in new for r in res}
    dtypes = {data[v]: types_of(l, 1)[0] for res, n, _o, l in f_ops for v in res if v in data}
    for n, (v, ty) in sorted(outputs.items()):
        if n.endswith("@GRAD") and v not in made:
            return "%s is %s, which the backward did not compute" % (n, v)
        if n.endswith("@GRAD") and ty != dtypes.get(n[:-5]):
            return "%s is a %s, for an input of type %s" % (n, ty, dtypes.get(n[:-5]))
    for k, (res, name, opd, line) in enumerate(new):
        if name != "builtin.shadow_output" and res and not any(uses.get(r) for r in res):
            return "dead op: %s (no result of it is read)" % name
    # the swept op's grad op: a result for an input that needs a gradient
    # is read; no absent value is read as an operand (other than where
    # the forward op had it absent too)
    swept = [o for o in f_ops if o[1] == "pd_op." + header["op"]]
    gdef = grad_defs.get(header["op"])
    for res, name, opd, line in new:
        if not swept or not gdef or name != "pd_op." + gdef[0]:
            continue
        fres, fopd = swept[0][0], swept[0][2]
        gin, gout, fin_names, fout_names = gdef[1], gdef[2], gdef[3], gdef[4]
        frt = types_of(swept[0][3], len(fres))
        fot = operand_types(swept[0][3], len(fopd))
        got_t = operand_types(line, len(opd))
        for k, v in enumerate(opd):
            if k >= len(gin):
                break
            n = gin[k]
            if n in fin_names or n in fout_names:
                # a forward value: that very value (or absent with it)
                i = fin_names.index(n) if n in fin_names else fout_names.index(n)
                want_v = (fopd if n in fin_names else fres)[i] if i < len(fopd if n in fin_names else fres) else None
                want_t = (fot if n in fin_names else frt)[i] if want_v else "<<NULL TYPE>>"
                if want_t == "<<NULL TYPE>>":
                    want_v = "<<NULL VALUE>>"
                if v != want_v:
                    return "%s takes %s for '%s', which is %s in the forward op" % (name, v, n, want_v)
            elif n.endswith("_grad") and n[:-5] in fout_names:
                at = fout_names.index(n[:-5])
                absent = at >= len(fres) or frt[at] == "<<NULL TYPE>>"
                if absent and v != "<<NULL VALUE>>":
                    return "%s takes %s (%s) for '%s', the gradient of an absent result" % (name, v, n, fout_names[at])
                if not absent and got_t[k] != frt[at]:
                    return "%s takes a %s for '%s', the gradient of a %s" % (name, got_t[k], n, frt[at])
        # the attributes it shares with the forward op have the forward's
        # values (written, or the definitions' defaults), except those the
        # forward op gives as an operand (a tensor-backed attribute)
        fattrs, gattrs = attrs_of(swept[0][3]), attrs_of(line)
        for a, gdef_v in sorted(gdef[6].items()):
            if a not in gdef[5]:
                continue
            own = gdef[7]
            if a in own and own.index(a) < len(fopd) and fopd[own.index(a)] != "<<NULL VALUE>>":
                continue
            fv, gv = fattrs.get(a, gdef[5][a]), gattrs.get(a, gdef_v)
            if fv is not None and gv is not None and norm_attr(fv) != norm_attr(gv):
                return "%s has %s:%s, but the forward op's %s is %s" % (name, a, gv, a, fv)
        for k, r in enumerate(res):
            if k >= len(gout) or not gout[k].endswith("_grad") or gout[k][:-5] not in fin_names:
                continue
            at = fin_names.index(gout[k][:-5])
            if at >= len(fopd):
                continue
            src = fopd[at]
            needs = data.get(src) in want or any(data.get(e) in want for e in packs.get(src, []))
            if needs and not uses.get(r):
                return "%s leaves %s (%s) unread" % (name, r, gout[k])
    return None


def check_outputs(f_ops, b_ops, header):
    """The checks of a program whose op is in an if (gen-backward-sweep.py
    --in-if): the backward instruments the if (stacks), so only the
    @GRAD outputs are checked: exactly the inputs of the grads= header,
    each computed by the backward (not a data input) and typed as its
    input."""
    data = {}
    for res, name, opd, line in f_ops:
        m = re.search(r'name:"([^"]*)"', line)
        if name == "pd_op.data" and m:
            data[m.group(1)] = (res[0], types_of(line, 1)[0])
    want = set(g for g in header.get("grads", "").split(",") if g)
    got = {}
    for res, name, opd, line in b_ops:
        m = re.search(r'output_name:"([^"]*)@GRAD"', line)
        if name == "builtin.shadow_output" and m:
            got[m.group(1)] = (opd[0] if opd else None, operand_types(line, 1)[0])
    if want - set(got):
        return "no @GRAD output for %s" % ",".join(sorted(want - set(got)))
    if set(got) - want:
        return "unexpected @GRAD output for %s" % ",".join(sorted(set(got) - want))
    for n, (v, ty) in sorted(got.items()):
        if any(v == d for d, _t in data.values()):
            return "%s@GRAD is %s, a data input" % (n, v)
        if ty != data.get(n, (None, None))[1]:
            return "%s@GRAD is a %s, for an input of type %s" % (n, ty, data.get(n, (None, None))[1])
    return None


def types_of(line, n):
    """The result types of a printed op line (padded to n)."""
    tail = line.rsplit(" -> ", 1)[1].strip() if " -> " in line else ""
    out = split_top(tail)
    return out + [""] * (n - len(out))


def operand_types(line, n):
    """The operand types of a printed op line (padded to n)."""
    line = line.rstrip()
    head = line[:-2].rstrip() if line.endswith(" ->") else line.rsplit(" -> ", 1)[0]
    at = head.rfind(" : (")
    out = split_top(head[at + 4:-1]) if at >= 0 and head.endswith(")") else []
    return out + [""] * (n - len(out))


def attrs_of(line):
    """The attributes written on a printed op line: {name: value text}."""
    m = re.search(r'"[\w.]+" \(.*?\) \{(.*)\} : ', line)
    out = {}
    for item in split_top(m.group(1)) if m else []:
        k, _, v = item.partition(":")
        out[k.strip()] = v.strip()
    return out


def norm_attr(v):
    """An attribute's text without kind prefixes, numbers as floats: the
    printed form and the YAML's default compare equal."""
    v = re.sub(r"\((?:pd_op\.)?\w+\)", "", str(v)).replace(" ", "")
    return re.sub(r"-?\d+(\.\d*)?(e[-+]?\d+)?", lambda m: "%.6g" % float(m.group(0)), v)  # float kinds print 8 digits


def grad_definitions():
    """{forward op: (grad op, its input names, its output names, forward
    input names, forward output names)} from the catalogue."""
    import yaml
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    cat = yaml.load(open(os.path.join(HERE, "..", "dialects", "pd_op.yaml")), Loader=loader)
    ops = {o["name"]: o for o in cat["ops"]}
    out = {}
    for o in cat["ops"]:
        g = ops.get(o.get("backward") or "")
        if not g:
            continue
        fin = g.get("forward_inputs") or [v["name"] for v in o.get("inputs", [])]
        fout = g.get("forward_outputs") or [v["name"] for v in o.get("outputs", [])]
        gin = [v["name"] for v in g.get("inputs", [])]
        gout = [v["name"] for v in g.get("outputs", [])]
        if o.get("backward_args"):
            # A linear grad op's adjoint (docs/dialect-yaml.md, "Backward
            # arguments"): the backward op's names as the checks read them,
            # NAME for a forward value, NAME_grad for its gradient.
            fin = [v["name"] for v in o.get("inputs", [])]
            fout = [v["name"] for v in o.get("outputs", [])]
            args = {k: str(v) for k, v in o["backward_args"].items()}

            def bound(n):
                m = re.fullmatch(r"grad\((\w+)\)", args.get(n, n))
                return m.group(1) + "_grad" if m else args.get(n, n)
            gin, gout = [bound(n) for n in gin], [bound(n) if n in args else n for n in gout]
        out[o["name"]] = (g["name"], gin, gout, fin, fout,
                          {a["name"]: a.get("default") for a in o.get("attributes", [])},
                          {a["name"]: a.get("default") for a in g.get("attributes", [])},
                          [v["name"] for v in o.get("inputs", [])])
    return out


def planted(fwd, done, status, headers, grad_defs):
    """--self-test: the checks catch planted defects in the first ok
    output with an @GRAD output: one dropped, one renamed, a dead op, a
    use before its definition, a gradient output of the wrong value."""
    for k, o in done:
        if status[k] != "ok" or "@GRAD" not in o:
            continue
        lines = o.splitlines()
        g = [i for i, l in enumerate(lines) if "@GRAD" in l][0]
        last_def = max(i for i, l in enumerate(lines) if OP_RE.match(l) and not l.strip().startswith("()"))
        m = OP_RE.match(lines[last_def])
        dead = lines[last_def].replace("(%s) = " % m.group(1), "(%s) = " % ", ".join(
            "%%d%d" % i for i in range(len(m.group(1).split(",")))), 1)
        wrong = re.sub(r'"builtin.shadow_output" \(%\d+\)', '"builtin.shadow_output" (%0)', lines[g])
        plants = {
            "a dropped @GRAD output": lines[:g] + lines[g + 1:],
            "an extra @GRAD output": lines[:g + 1] + [lines[g].replace('@GRAD"', 'x@GRAD"')] + lines[g + 1:],
            "a dead op": lines[:last_def + 1] + [dead] + lines[last_def + 1:],
            "a use before its definition": lines[:last_def] + [lines[g]] + lines[last_def:g] + lines[g + 1:],
            "a gradient output of the wrong value": lines[:g] + [wrong] + lines[g + 1:],
        }
        for what, text in sorted(plants.items()):
            why = check(fwd[k], "\n".join(text) + "\n", headers[k], grad_defs)
            print("self-test: %s: %s" % (what, ("caught (%s)" % why) if why else "MISSED"))
        return


def main():
    args = sys.argv[1:]
    pir_opt = os.path.join(HERE, "..", "build", "pir-opt")
    verbose = self_test = False
    path, pass_flag = None, "--append-backward"
    while args:
        if args[0] == "--pir-opt":
            pir_opt, args = args[1], args[2:]
        elif args[0] == "-v":
            verbose, args = True, args[1:]
        elif args[0].startswith("--append-backward="):
            pass_flag, args = args[0], args[1:]
        elif args[0] == "--self-test":
            self_test, args = True, args[1:]
        else:
            path, args = args[0], args[1:]
    if not path:
        sys.exit(__doc__)
    text = open(path).read()
    chunks = [c for c in text.split(SEP)]
    headers = []
    for c in chunks:
        m = re.search(r"^// sweep: (.*)$", c, re.M)
        h = dict(kv.split("=", 1) for kv in m.group(1).split()) if m else {}
        headers.append(h)
    grad_defs = grad_definitions()
    status = [None] * len(chunks)
    reasons = [""] * len(chunks)
    fwd, ferr, fcrash = run_all(pir_opt, [], chunks)
    for k in range(len(chunks)):
        if fwd[k] is None:
            status[k] = "failed" if fcrash[k] else "skipped"
            reasons[k] = "; ".join(ferr.get(k, ["crashed" if fcrash[k] else "no output"]))
    todo = [k for k in range(len(chunks)) if status[k] is None]
    bwd, berr, bcrash = run_all(pir_opt, [pass_flag], [chunks[k] for k in todo])
    done = []
    for j, k in enumerate(todo):
        if bwd[j] is not None:
            done.append((k, bwd[j]))
            continue
        es = berr.get(j, [])
        if bcrash[j]:
            status[k], reasons[k] = "failed", "crashed; " + "; ".join(es)
        elif es and all("internal error" not in e and "built an invalid program" not in e for e in es):
            status[k], reasons[k] = "refused", es[0]
        else:
            status[k], reasons[k] = "failed", "; ".join(es) or "no output and no located error"
    outs = [o for _, o in done]
    again, _, _ = run_all(pir_opt, [], outs)
    strip, serr, _ = run_all(pir_opt, ["--strip-backward"], outs)
    # a forward program holding grad ops (the swept op is a grad op: its
    # double grad) loses them to --strip-backward too, which removes every
    # grad op: there the backward's strip must equal the forward's
    fstrip, _, _ = run_all(pir_opt, ["--strip-backward"], [fwd[k] for k, _ in done])
    for j, (k, o) in enumerate(done):
        why = None
        if again[j] is None:
            why = "the output does not read back"
        elif again[j] != o:
            why = "the output prints differently when read back"
        elif strip[j] is None:
            why = "--strip-backward fails: " + "; ".join(serr.get(j, []))
        elif strip[j] != fwd[k] and (fstrip[j] == fwd[k] or strip[j] != fstrip[j]):
            why = "--strip-backward does not give the forward program back"
        else:
            why = check(fwd[k], o, headers[k], grad_defs)
        status[k] = "failed" if why else "ok"
        reasons[k] = why or ""
    if self_test:
        planted(fwd, done, status, headers, grad_defs)
    counts = {s: 0 for s in ("ok", "refused", "failed", "skipped")}
    classes, skips = {}, {}
    for k, s in enumerate(status):
        counts[s] += 1
        h = headers[k]
        if s != "ok" and (s == "failed" or verbose):
            print("%s: %s %s: %s" % (s, h.get("op", "?"), h.get("variant", "?"), reasons[k]))
        if s == "refused":
            c = msg_class(reasons[k])
            classes[c] = classes.get(c, 0) + 1
        if s == "skipped":
            c = msg_class(reasons[k])
            skips[c] = skips.get(c, 0) + 1
    print("backward-sweep: %d programs: %d ok, %d refused, %d failed, %d skipped" % (
        len(chunks), counts["ok"], counts["refused"], counts["failed"], counts["skipped"]))
    for c, n in sorted(classes.items(), key=lambda x: (-x[1], x[0])):
        print("refused %d: %s" % (n, c))
    for c, n in sorted(skips.items(), key=lambda x: (-x[1], x[0])):
        print("skipped %d: %s" % (n, c))
    sys.exit(1 if counts["failed"] else 0)


main()
