#!/usr/bin/env python3
"""check-infer-rules.py: every registered op that has results has an
inference rule (`infer:`) or a reason why not (`infer_none:`), issue 25.

Usage: scripts/check-infer-rules.py [--known FILE] DIALECT.yaml ...

Prints the ops with results that have neither, one `dialect.op` a line, and
a summary line; exits 1 when there is any. With --known FILE (one name a
line, `#` comments), the ops listed there are the known gaps: the check
then fails on an op missing from the file (a new op without a rule or a
reason) and on a listed op that has a rule or a reason now (take it out of
the file). An op's derived inplace twin shares its definition, so it is
not listed apart."""
import sys

import yaml


def ops_without(paths):
    missing, counts = [], {"rule": 0, "reason": 0}
    for path in paths:
        with open(path) as f:
            d = yaml.safe_load(f)
        for op in d.get("ops") or []:
            if not op.get("outputs"):
                continue
            name = "%s.%s" % (d["dialect"], op["name"])
            if op.get("infer"):
                counts["rule"] += 1
            elif op.get("infer_none"):
                counts["reason"] += 1
            else:
                missing.append(name)
    return missing, counts


def main(argv):
    known = None
    if len(argv) > 2 and argv[1] == "--known":
        with open(argv[2]) as f:
            known = {ln.split("#")[0].strip() for ln in f} - {""}
        argv = argv[:1] + argv[3:]
    if len(argv) < 2:
        sys.exit(__doc__)
    missing, counts = ops_without(argv[1:])
    total = counts["rule"] + counts["reason"] + len(missing)
    bad = False
    if known is None:
        for n in missing:
            print(n)
        bad = bool(missing)
    else:
        for n in sorted(set(missing) - known):
            print("new op without a rule or a reason: %s" % n)
            bad = True
        for n in sorted(known - set(missing)):
            print("listed as a gap, but it has a rule or a reason (or is gone): %s" % n)
            bad = True
    print("%d ops with results: %d with a rule, %d with a reason, %d with neither"
          % (total, counts["rule"], counts["reason"], len(missing)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
