#!/usr/bin/env python3
"""Response times of pir-lsp-server on a big program (bench/README.md, "Language server").

    python3 bench/lsp.py [--ops N] [--runs R] [--server build/pir-lsp-server]

Generates an N-op program with scripts/gen-bench.py (default 100,000 ops),
opens it in the server through the JSON-RPC client of the lit tests
(lit-tests/lsp/lsp_client.py) and reports wall-clock times seen by the
client, median and worst of R runs: the initial check (didOpen until its
diagnostics), a change (a broken edit, then the fix, each until its
diagnostics), and hover, definition, references, completion and document
symbols on a value and an op in the middle of the file. Python standard
library only.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(root, "lit-tests", "lsp"))
from lsp_client import Client  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ops", type=int, default=100000)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--server", default=os.path.join(root, "build", "pir-lsp-server"))
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "big.pir")
        subprocess.run([sys.executable, os.path.join(root, "scripts", "gen-bench.py"), "--ops", str(a.ops),
                        "--format", "pir", "--seed", "1", "-o", path], check=True)
        text = open(path, encoding="utf-8").read()
        lines = text.split("\n")
        uri = "file://" + path
        c = Client([a.server])
        c.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        c.notify("initialized", {})
        t = {}

        def timed(name, fn):
            t0 = time.perf_counter()
            r = fn()
            t.setdefault(name, []).append(time.perf_counter() - t0)
            return r

        def open_doc():
            c.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "pir", "version": 1,
                                                               "text": text}})
            return c.diagnostics(uri)

        version = [1]

        def change(new):
            version[0] += 1
            c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version[0]},
                                                "contentChanges": [{"text": new}]})
            return c.diagnostics(uri)

        # A value used in the middle of the file, and the op name on its line.
        mid = len(lines) // 2
        while '" (%' not in lines[mid]:
            mid += 1
        line = lines[mid]
        use = line.index('" (%') + 3
        name = line.index('"pd_op.') + 2
        broken = "\n".join(lines[:mid] + [line.replace('"pd_op.', '"pd_op.x', 1)] + lines[mid + 1:])
        pos = {"line": mid, "character": use + 1}
        for _ in range(a.runs):
            d = timed("initial check (didOpen -> diagnostics)", open_doc)
            assert d["diagnostics"] == [], d["diagnostics"][:3]
            d = timed("change: a broken edit -> its diagnostics", lambda: change(broken))
            assert d["diagnostics"], "the broken edit got no diagnostic"
            timed("change: the fix -> no diagnostics", lambda: change(text))
            doc = {"uri": uri}
            r = timed("hover on a value", lambda: c.request("textDocument/hover", {"textDocument": doc, "position": pos}))
            assert r["result"], r
            timed("hover on an op name", lambda: c.request("textDocument/hover", {
                "textDocument": doc, "position": {"line": mid, "character": name}}))
            r = timed("definition of a value", lambda: c.request("textDocument/definition", {"textDocument": doc, "position": pos}))
            assert r["result"], r
            timed("references of a value", lambda: c.request("textDocument/references", {
                "textDocument": doc, "position": pos, "context": {"includeDeclaration": True}}))
            timed("completion of an op name", lambda: c.request("textDocument/completion", {
                "textDocument": doc, "position": {"line": mid, "character": name + 3}}))
            timed("document symbols", lambda: c.request("textDocument/documentSymbol", {"textDocument": doc}))
            timed("folding ranges", lambda: c.request("textDocument/foldingRange", {"textDocument": doc}))
            c.notify("textDocument/didClose", {"textDocument": doc})
            c.diagnostics(uri)
        c.request("shutdown")
        c.notify("exit")
        c.proc.wait(timeout=30)
        ops = sum(1 for l in lines if '"pd_op.' in l or '"builtin.' in l or '"cf.' in l)
        print("pir-lsp-server on %d ops (%d lines, %.1f MB), %d runs, wall clock at the client:" %
              (ops, len(lines), len(text.encode()) / 1e6, a.runs))
        for k, v in t.items():
            print("  %-42s median %8.1f ms   worst %8.1f ms" % (k, 1e3 * statistics.median(v), 1e3 * max(v)))


if __name__ == "__main__":
    main()
