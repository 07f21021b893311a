#!/usr/bin/env python3
"""grad-check.py: checks the gradients a backward program computes against
central finite differences of the forward program's loss (docs/executor.md).

    grad-check.py FORWARD.pir [pir-opt flags...]
    grad-check.py FORWARD.pir --backward BACKWARD.pir

The backward program is `pir-opt --append-backward [flags] FORWARD.pir`, or a
hand-written one given with --backward. Both run under pir-run on the same
random inputs. The loss is the last output of the forward program (summed
over its elements: the backward seeds it with ones); for every input element
the numeric gradient is (L(x+h) - L(x-h)) / 2h with h = 1e-4 * max(1, |x|),
and the analytic one is that element of the backward program's `NAME@GRAD`
output. The relative error is |a - n| / max(|a|, |n|, 1e-3); the worst one
per input is printed, and the check fails (exit 1) when one exceeds the
tolerance (1e-2), or when an input the loss depends on has no @GRAD output
(inputs marked stop_gradient:[true] need none).
"""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from central_differences import compare, difference_sets, feed_lines, grads_of  # noqa: E402
from pir_run_io import parse_runs, parse_tensors, runs_file, tool  # noqa: E402


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit("grad-check: failed: " + " ".join(cmd))
    return p.stdout


def feeds(inputs):
    return ["--feed=%s=%s" % (name, ",".join("%.17g" % v for v in values)) for name, values in feed_lines(inputs)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("program")
    ap.add_argument("--backward", help="a hand-written backward program instead of pir-opt --append-backward")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--range", default="-1,1", help="range of the random inputs (pir-run --random-range)")
    ap.add_argument("--tolerance", type=float, default=1e-2)
    ap.add_argument("--step", type=float, default=1e-4, help="relative finite-difference step")
    ap.add_argument("--loss", type=int, default=-1,
                    help="the loss is the N-th output of the forward program (from 0; default the last)")
    ap.add_argument("--occurrence", type=int, default=-1,
                    help="when the backward has several NAME@GRAD outputs (one per backward run), "
                    "compare the N-th (from 0; default the last)")
    args, optflags = ap.parse_known_args()
    pir_run, pir_opt = tool("pir-run"), tool("pir-opt")

    fw_inputs, fw_outputs = parse_tensors(run([pir_run, "--print-inputs", "--random-seed=%d" % args.seed,
                                                "--random-range=" + args.range, args.program]))
    if not fw_outputs:
        sys.exit("grad-check: the forward program has no output to take as the loss")
    if not -len(fw_outputs) <= args.loss < len(fw_outputs):
        sys.exit("grad-check: the forward program has no output #%d" % args.loss)
    loss_name = fw_outputs[args.loss][0]

    if args.backward:
        backward = args.backward
        bw_text = run([pir_run] + feeds(fw_inputs) + [backward])
    else:
        # The flags name the pass themselves (--append-backward=design=1) or
        # are its companions; the pass is added when they do not name it.
        named = any(f.split("=")[0] in ("--append-backward", "-append-backward", "--pass-pipeline")
                    for f in optflags)
        text = run([pir_opt] + ([] if named else ["--append-backward"]) + optflags + [args.program])
        bw_text = subprocess.run([pir_run] + feeds(fw_inputs) + ["-"], input=text, stdout=subprocess.PIPE,
                                 universal_newlines=True).stdout
        if not bw_text:
            sys.exit("grad-check: pir-run failed on the output of pir-opt --append-backward " + " ".join(optflags))
    _, bw_outputs = parse_tensors(bw_text)
    grads = grads_of(bw_outputs, args.occurrence)
    if grads is None:
        sys.exit("grad-check: the backward has no @GRAD output #%d for every input" % args.occurrence)

    # Every loss the central differences need, L(x+h) and L(x-h) for each
    # element of each float input, from one pir-run --runs.
    steps, sets = difference_sets(fw_inputs, grads, args.step)
    losses = []
    if sets:
        with tempfile.TemporaryDirectory() as tmp:
            for outs in parse_runs(run([pir_run] + feeds(fw_inputs) + ["--runs", runs_file([[s] for s in sets], tmp),
                                                                       args.program])):
                losses.append(sum(outs[args.loss][2]) if outs else 0.0)
        if len(losses) != len(sets):
            sys.exit("grad-check: pir-run --runs gave %d runs' outputs, not %d" % (len(losses), len(sets)))

    print("loss: %s" % loss_name)
    lines, failed = compare(fw_inputs, grads, steps, losses, args.tolerance)
    for line in lines:
        print(line)
    if failed:
        print("grad-check: FAILED")
        return 1
    print("grad-check: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
