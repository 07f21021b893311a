#!/usr/bin/env python3
"""hvp-check.py: checks second derivatives (double grad) against finite
differences of first derivatives, along random directions (docs/executor.md).

    hvp-check.py FORWARD.pir --loss=NAME [--directions=N] [--design=1] [--options=OPTS] [--grads=X,...]
                 [--second=SECOND.pir]

FORWARD.pir has the loss output NAME, differentiable inputs X (pd_op.data,
not stop_gradient) and, for each, a direction input named X.v of X's type
(stop_gradient: true, read by nothing). The script builds

  first:  pir-opt --append-backward='loss=NAME'                 (X@GRAD = g(p))
  second: append-backward{loss=NAME} then
          append-backward{loss=X@GRAD,... target-gradients=X.v,... wrt=X,...}

so the second run's X@GRAD outputs are the Hessian-vector product H v
(the gradient of <g(p), v>). For each of N random unit directions v (over
all inputs at once) at random inputs p, H v is compared with the central
difference (g(p + h v) - g(p - h v)) / 2h of the first program's
gradients. The relative error per input is |a - n| / max(|a|, |n|, 1e-3);
the worst is printed, and the check fails (exit 1) when one exceeds the
tolerance, or when the second program lacks an X@GRAD output while the
numeric H v is not zero. Use float64 programs for tight tolerances.
--second takes the second program from a file instead (one built by the
same pipeline, then broken on purpose: a test that the check fails).
"""
import argparse
import math
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from pir_run_io import parse_runs, parse_tensors, runs_file, tool  # noqa: E402


def run(cmd, stdin=None):
    p = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit("hvp-check: failed: " + " ".join(cmd))
    return p.stdout


def feeds(values):
    return ["--feed=%s=%s" % (n, ",".join("%.17g" % x for x in vs)) for n, vs in values.items()]


def grads(outputs, occurrence):
    found = {}
    for name, _, values in outputs:
        if name.endswith("@GRAD"):
            found.setdefault(name[:-len("@GRAD")], []).append(values)
    return {n: vs[occurrence] for n, vs in found.items() if len(vs) > occurrence}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("program")
    ap.add_argument("--loss", required=True, help="the loss output's name")
    ap.add_argument("--directions", type=int, default=3)
    ap.add_argument("--design", type=int, default=0, help="append-backward's stack form (option design)")
    ap.add_argument("--options", default="", help="more append-backward options for both runs (region-grads=0)")
    ap.add_argument("--grads", help="the inputs whose first gradients are differentiated (a list separated by "
                    "','; default: all): the direction is zero on the others, which are still differentiated")
    ap.add_argument("--second", help="the second program, built by the same pipeline (to check a broken one)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--range", default="-1,1", help="range of the random inputs (pir-run --random-range)")
    ap.add_argument("--tolerance", type=float, default=1e-5)
    ap.add_argument("--step", type=float, default=1e-5, help="finite-difference step along the unit direction")
    args = ap.parse_args()
    pir_run, pir_opt = tool("pir-run"), tool("pir-opt")

    inputs, _ = parse_tensors(run([pir_run, "--print-inputs", "--random-seed=%d" % args.seed,
                                   "--random-range=" + args.range, args.program]))
    wrt = [n for n, (dt, _, _, sg) in inputs.items() if dt in ("f32", "f64") and not sg and n + ".v" in inputs]
    if not wrt:
        sys.exit("hvp-check: no differentiable input X with a direction input X.v")
    base = {n: vs for n, (_, _, vs, _) in inputs.items()}
    opts = "design=%d%s" % (args.design, " " + args.options if args.options else "")
    first = run([pir_opt, "--append-backward=%s loss=%s" % (opts, args.loss), args.program])
    # Only the inputs the loss depends on have a first gradient to differentiate.
    has = grads(parse_tensors(run([pir_run] + feeds(base) + ["-"], first))[1], 0)
    wrt = [n for n in wrt if n in has]
    if not wrt:
        sys.exit("hvp-check: the loss depends on no input with a direction input")
    along = [n for n in wrt if not args.grads or n in args.grads.split(",")]
    if not along:
        sys.exit("hvp-check: --grads names no differentiable input")
    pipeline = "append-backward{%s loss=%s},append-backward{%s loss=%s target-gradients=%s wrt=%s}" % (
        opts, args.loss, opts, ",".join(n + "@GRAD" for n in along), ",".join(n + ".v" for n in along),
        ",".join(wrt))
    if args.second:
        with open(args.second) as f:
            second = f.read()
    else:
        second = run([pir_opt, "--pass-pipeline=" + pipeline, args.program])
    rng = random.Random(args.seed)
    failed = False
    worst = {n: (0.0, None) for n in wrt}
    # Every direction's runs at once: the second program's at p (with v),
    # the first's at p + h v and p - h v, from one pir-run --runs each.
    h = args.step
    seconds, firsts, directions = [], [], []
    for _ in range(args.directions):
        v = {n: [rng.gauss(0, 1) if n in along else 0.0 for _ in base[n]] for n in wrt}
        norm = math.sqrt(sum(x * x for vs in v.values() for x in vs))
        v = {n: [x / norm for x in vs] for n, vs in v.items()}
        directions.append(v)
        seconds.append([(n + ".v", vs) for n, vs in v.items() if n in along])
        firsts.append([(n, [x + h * d for x, d in zip(base[n], v[n])]) for n in wrt])
        firsts.append([(n, [x - h * d for x, d in zip(base[n], v[n])]) for n in wrt])
    with tempfile.TemporaryDirectory() as tmp:
        second_runs = parse_runs(run([pir_run] + feeds(base) + ["--runs", runs_file(seconds, tmp), "-"], second))
        first_runs = parse_runs(run([pir_run] + feeds(base) + ["--runs", runs_file(firsts, tmp), "-"], first))
    if len(second_runs) != args.directions or len(first_runs) != 2 * args.directions:
        sys.exit("hvp-check: pir-run --runs gave %d and %d runs, not %d and %d"
                 % (len(second_runs), len(first_runs), args.directions, 2 * args.directions))
    for k, v in enumerate(directions):
        hv = grads(second_runs[k], 1)
        gp = grads(first_runs[2 * k], 0)
        gm = grads(first_runs[2 * k + 1], 0)
        for n in wrt:
            if n not in gp:
                continue  # the loss does not depend on n: no gradient at all
            numeric = [(a - b) / (2 * h) for a, b in zip(gp[n], gm[n])]
            analytic = hv.get(n)
            if analytic is None:
                if any(abs(x) > 1e-6 for x in numeric):
                    print("%s: H v missing, numeric %s" % (n, numeric[:4]))
                    failed = True
                continue
            for i, (a, b) in enumerate(zip(analytic, numeric)):
                err = abs(a - b) / max(abs(a), abs(b), 1e-3)
                if err >= worst[n][0]:
                    worst[n] = (err, (i, a, b))
    for n in wrt:
        err, where = worst[n]
        if where is None:
            continue
        ok = err <= args.tolerance
        failed |= not ok
        print("%s: H v worst relative error %.3g at element %d (analytic %.12g, numeric %.12g)%s"
              % (n, err, where[0], where[1], where[2], "" if ok else " FAILED"))
    if failed:
        print("hvp-check: FAILED")
        return 1
    print("hvp-check: ok (%d directions)" % args.directions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
