#!/usr/bin/env python3
"""Share of op occurrences covered by shape/dtype inference.

Usage: scripts/infer-coverage.py PIR_OPT [FILE[:FLAGS] ...]

Reads each program with pir-opt (so every spelling is normalised to the
canonical form), counts the ops by name, and asks `pir-opt --show-op` which
of them have an inference rule (`infer:` in the dialect YAML). Without
files it measures the complete programs of Paddle's printed corpus, the
ones lit-tests/text-format/corpus-roundtrip.test reads. Prints a table per op
and the totals (all ops, and registered ops only)."""
import collections
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DUMPS = os.path.join(HERE, "..", "lit-tests", "Inputs", "paddle-dumps")
# The complete programs of the corpus, with the flags they need (as in
# lit-tests/text-format/corpus-roundtrip.test).
CORPUS = [
    ("04", ""), ("05", ""), ("06", ""), ("07", ""), ("08", ""), ("10", ""),
    ("11", ""), ("12", ""), ("13", ""), ("14", ""),
    ("17", "--allow-unregistered-dialect"), ("18", "--allow-unregistered-dialect"),
    ("21", "--allow-unregistered-dialect"), ("22", ""),
    ("24", "--allow-undefined-values"),
]
OP = re.compile(r'^\s*(?:\([^)]*\)\s*=\s*)?"([A-Za-z_][\w.]*)"')


def corpus_files():
    names = sorted(os.listdir(DUMPS))
    for prefix, flags in CORPUS:
        for n in names:
            if n.startswith(prefix + "_"):
                yield os.path.join(DUMPS, n), flags


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    pir_opt = sys.argv[1]
    files = [(a.split(":", 1)[0], a.split(":", 1)[1] if ":" in a else "") for a in sys.argv[2:]]
    counts = collections.Counter()
    resultless = set()  # ops seen without results: nothing to infer
    for path, flags in files or corpus_files():
        out = subprocess.run([pir_opt, *flags.split(), path], check=True, capture_output=True, text=True).stdout
        for line in out.splitlines():
            m = OP.match(line)
            if m:
                counts[m.group(1)] += 1
                if line.lstrip().startswith("() ="):
                    resultless.add(m.group(1))
    rule = {}
    for name in counts:
        r = subprocess.run([pir_opt, "--show-op", name], capture_output=True, text=True)
        m = re.search(r"^  inference: (\S+)$", r.stdout, re.M)
        rule[name] = m.group(1) if m else ("-" if r.returncode == 0 else "unregistered")
    total = sum(counts.values())
    registered = sum(c for n, c in counts.items() if rule[n] != "unregistered")
    covered = sum(c for n, c in counts.items() if rule[n] not in ("-", "unregistered"))
    print(f"{'op':40} {'count':>6}  rule")
    for name, c in counts.most_common():
        print(f"{name:40} {c:6}  {rule[name]}")
    with_results = sum(c for n, c in counts.items() if rule[n] != "unregistered" and n not in resultless)
    print(f"\ncovered: {covered} of {total} op occurrences ({100.0 * covered / total:.1f}%); "
          f"{covered} of {registered} registered ({100.0 * covered / registered:.1f}%); "
          f"{covered} of {with_results} registered ops with results ({100.0 * covered / with_results:.1f}%)")


if __name__ == "__main__":
    main()
