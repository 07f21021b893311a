#!/usr/bin/env python3
"""lsp_client.py: a small JSON-RPC client of pir-lsp-server for the lit tests.

It starts the server, runs a script of LSP requests and prints each answer
as one line of canonical JSON (sorted keys), so that FileCheck can read it:

    lsp_client.py SERVER [SERVER-ARGS...] -- SCRIPT

The script is Python: the functions below (initialize, open_doc, change,
request, hover, definition, ...) are in scope; `show(x)` prints a value.
Positions are given as (line, character), 0-based, in UTF-16 units, or
found with find(doc_text, "needle", nth=0, delta=0).
"""
import json
import os
import subprocess
import sys
import time


class Client:
    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        # A server that stops answering fails the test instead of hanging it:
        # killed, its output ends and read() raises.
        import threading
        self.watchdog = threading.Timer(float(os.environ.get("LSP_CLIENT_TIMEOUT", "300")), self.proc.kill)
        self.watchdog.daemon = True
        self.watchdog.start()
        self.next_id = 1
        self.notes = []  # notifications received, in order
        self.docs = {}

    def send(self, msg):
        body = json.dumps(msg).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def send_raw(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def read(self):
        length = None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise EOFError("the server closed its output")
            line = line.strip()
            if not line:
                if length is not None:
                    break
                continue
            k, _, v = line.partition(b":")
            if k.lower() == b"content-length":
                length = int(v)
        return json.loads(self.proc.stdout.read(length))

    def request(self, method, params=None):
        i = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": i, "method": method, "params": params})
        while True:
            m = self.read()
            if m.get("id") == i and "method" not in m:
                return m
            self.notes.append(m)

    def notify(self, method, params=None):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, uri):
        """The next publishDiagnostics of uri."""
        while True:
            for k, m in enumerate(self.notes):
                if m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri:
                    del self.notes[k]
                    return m["params"]
            self.notes.append(self.read())


def canon(x):
    return json.dumps(x, sort_keys=True)


def main():
    argv = sys.argv[1:]
    k = argv.index("--")
    server, script = argv[:k], argv[k + 1]
    c = Client(server)

    def show(x, label=None):
        print((label + ": " if label else "") + canon(x))
        sys.stdout.flush()

    def uri_of(path):
        return "file://" + os.path.abspath(path)

    def initialize(options=None, root=None):
        r = c.request("initialize", {"processId": None, "rootUri": uri_of(root) if root else None,
                                     "capabilities": {}, "initializationOptions": options})
        c.notify("initialized", {})
        return r

    def open_doc(path, text=None, version=1):
        if text is None:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        u = uri_of(path)
        c.docs[u] = text
        c.notify("textDocument/didOpen", {"textDocument": {"uri": u, "languageId": "pir", "version": version,
                                                           "text": text}})
        return u

    def change(u, text, version=2):
        c.docs[u] = text
        c.notify("textDocument/didChange", {"textDocument": {"uri": u, "version": version},
                                            "contentChanges": [{"text": text}]})

    def find(u, needle, nth=0, delta=0):
        """The (line, character) of the nth occurrence of needle in u's text, plus delta characters."""
        text = c.docs[u]
        off = -1
        for _ in range(nth + 1):
            off = text.index(needle, off + 1)
        off += delta
        line = text.count("\n", 0, off)
        col = off - (text.rfind("\n", 0, off) + 1)
        units = len(text[off - col:off].encode("utf-16-le")) // 2
        return (line, units)

    def at(u, pos):
        return {"textDocument": {"uri": u}, "position": {"line": pos[0], "character": pos[1]}}

    def req(method, u, pos=None, **extra):
        p = at(u, pos) if pos is not None else {"textDocument": {"uri": u}}
        p.update(extra)
        return c.request(method, p)

    def text_at(u, rng):
        """The text a range covers (single-line ranges)."""
        lines = c.docs[u].split("\n")
        s, e = rng["start"], rng["end"]
        line = lines[s["line"]].encode("utf-16-le")
        return line[2 * s["character"]:2 * e["character"]].decode("utf-16-le")

    here = os.path.dirname(os.path.abspath(script))
    pir_opt = os.path.join(os.path.dirname(os.path.abspath(server[0])), "pir-opt")

    def pir_opt_errors(text, *flags):
        """pir-opt's diagnostics of text: (line, column, severity, message), 1-based as it prints them."""
        import re
        import tempfile
        with tempfile.NamedTemporaryFile("w", suffix=".pir", delete=False, encoding="utf-8") as f:
            f.write(text)
        try:
            r = subprocess.run([pir_opt, "--error-limit=0", *flags, f.name], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, universal_newlines=True)
        finally:
            os.unlink(f.name)
        out = []
        for line in r.stderr.splitlines():
            m = re.match(re.escape(f.name) + r":(\d+):(\d+): (error|warning|note): (.*)$", line)
            if m:
                out.append((int(m.group(1)), int(m.group(2)), m.group(3), m.group(4)))
        return out

    env = dict(c=c, here=here, pir_opt=pir_opt, pir_opt_errors=pir_opt_errors, subprocess=subprocess, os=os, show=show, initialize=initialize, open_doc=open_doc, change=change, find=find, at=at,
               req=req, text_at=text_at, uri_of=uri_of, canon=canon, time=time, json=json)
    with open(script, encoding="utf-8") as f:
        code = compile(f.read(), script, "exec")
    try:
        exec(code, env)
    finally:
        if c.proc.poll() is None:
            c.proc.stdin.close()
            try:
                c.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                c.proc.kill()
                print("lsp_client: the server did not exit")
                sys.exit(1)
    sys.exit(0)


if __name__ == "__main__":
    main()
