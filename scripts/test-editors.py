#!/usr/bin/env python3
"""test-editors.py: checks the editor grammars on real PIR text (run by
`make check`).

1. The TextMate grammar (tool/editors/pir.tmLanguage.json) is run with Python's
   re, as an editor would: at each position the first rule (in the grammar's
   order) that matches there wins. Every non-space character of Paddle's
   printed corpus (lit-tests/Inputs/paddle-dumps) and of the lit test inputs
   must be classified, and every token class of the format must occur.
2. Known lines are tokenized exactly as expected.
3. Vim (headless) highlights the same files with tool/editors/vim/syntax/pir.vim;
   each character's syntax group must give the same class as the TextMate
   grammar. Skipped with a notice when vim is not installed.
4. When NODE_PATH leads to the npm packages vscode-textmate and
   vscode-oniguruma, VS Code's own engine must classify every character as
   the Python run does (scripts/vscode-tokenize.js); skipped otherwise.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
GRAMMAR = os.path.join(ROOT, "tool", "editors", "pir.tmLanguage.json")
VIM_DIR = os.path.join(ROOT, "tool", "editors", "vim")

# scope prefix -> token class, and Vim group -> token class.
SCOPES = [
    ("entity.name.function.op", "op"), ("variable.other.value", "value"),
    ("entity.name.label.block", "label"), ("storage.type", "type"),
    ("variable.other.attribute-key", "key"), ("support.type.attribute-tag", "tag"),
    ("string.quoted", "string"), ("constant.numeric", "number"),
    ("constant.language", "constant"), ("constant.other.word", "word"),
    ("comment", "comment"), ("punctuation", "punct"),
]
VIM_GROUPS = {
    "pirOpName": "op", "pirValue": "value", "pirLabel": "label", "pirType": "type",
    "pirAttrKey": "key", "pirAttrTag": "tag", "pirString": "string", "pirNumber": "number",
    "pirBoolean": "constant", "pirNull": "constant", "pirWord": "word", "pirComment": "comment",
    "pirTodo": "comment", "pirBanner": "comment", "pirPunct": "punct", "pirArrow": "punct",
}
# Every class the format has must show up somewhere in the files.
REQUIRED = {"op", "value", "label", "type", "key", "tag", "string", "number", "constant", "comment", "punct"}

failures = []


def fail(msg):
    failures.append(msg)


def scope_class(scope):
    for prefix, cls in SCOPES:
        if scope.startswith(prefix):
            return cls
    fail("scope %s has no token class in test-editors.py" % scope)
    return "?"


def load_rules():
    g = json.load(open(GRAMMAR, encoding="utf-8"))
    if g.get("scopeName") != "source.pir" or "pir" not in g.get("fileTypes", []):
        fail("grammar: scopeName must be source.pir and fileTypes include pir")

    def flat(pats):
        for p in pats:
            if "include" in p:
                yield from flat([g["repository"][p["include"][1:]]])
            elif "patterns" in p:
                yield from flat(p["patterns"])
            elif "match" in p:
                yield re.compile(p["match"]), scope_class(p["name"])
            else:
                fail("grammar rule without 'match' (begin/end rules are not used): %r" % p)
    return list(flat(g["patterns"]))


def tokenize(rules, line):
    """[(start, end, class)] over a line; class None for an unmatched char."""
    out, i = [], 0
    while i < len(line):
        if line[i].isspace():
            i += 1
            continue
        for rx, cls in rules:
            m = rx.match(line, i)
            if m and m.end() > i:
                out.append((i, m.end(), cls))
                i = m.end()
                break
        else:
            out.append((i, i + 1, None))
            i += 1
    return out


def char_classes(rules, line):
    classes = [None] * len(line)
    for s, e, cls in tokenize(rules, line):
        for k in range(s, e):
            classes[k] = cls
    return classes


def read_lines(path):
    return open(path, encoding="utf-8", errors="replace").read().split("\n")


def check_textmate(rules, files):
    seen = set()
    for f in files:
        for n, line in enumerate(read_lines(f), 1):
            for s, e, cls in tokenize(rules, line):
                if cls is None:
                    fail("%s:%d:%d: %r matches no rule of the grammar" % (os.path.relpath(f, ROOT), n, s + 1, line[s]))
                else:
                    seen.add(cls)
    for cls in sorted(REQUIRED - seen):
        fail("no token of class '%s' in the files" % cls)


def check_known_lines(rules):
    cases = [
        ('    (%1) = "pd_op.tanh" (%0) {stop_gradient:[false]} : (tensor<4x4xf32>) -> tensor<4x4xf32>',
         [("(", "punct"), ("%1", "value"), (")", "punct"), ("=", "punct"), ('"pd_op.tanh"', "op"),
          ("(", "punct"), ("%0", "value"), (")", "punct"), ("{", "punct"), ("stop_gradient", "key"),
          (":", "punct"), ("[", "punct"), ("false", "constant"), ("]", "punct"), ("}", "punct"),
          (":", "punct"), ("(", "punct"), ("tensor<4x4xf32>", "type"), (")", "punct"), ("->", "punct"),
          ("tensor<4x4xf32>", "type")]),
        ('{dtype:(pd_op.DataType)float32,name:"x",value:(Float)-1.5e3,p:<#AttrNull>} // note',
         [("{", "punct"), ("dtype", "key"), (":", "punct"), ("(pd_op.DataType)", "tag"), ("float32", "word"),
          (",", "punct"), ("name", "key"), (":", "punct"), ('"x"', "string"), (",", "punct"), ("value", "key"),
          (":", "punct"), ("(Float)", "tag"), ("-1.5e3", "number"), (",", "punct"), ("p", "key"),
          (":", "punct"), ("<#AttrNull>", "constant"), ("}", "punct"), ("// note", "comment")]),
        ('^bb1(%arg_0: vec[pd_op.tensor<-1xi64>]):',
         [("^bb1", "label"), ("(", "punct"), ("%arg_0", "value"), (":", "punct"), ("vec", "type"),
          ("[", "punct"), ("pd_op.tensor<-1xi64>", "type"), ("]", "punct"), (")", "punct"), (":", "punct")]),
        ('(%4) = pd_op.if (%3) {} -> tensor<1xf32> ["\\\\"", "a\\"b"]',
         [("(", "punct"), ("%4", "value"), (")", "punct"), ("=", "punct"), ("pd_op.if", "op"), ("(", "punct"),
          ("%3", "value"), (")", "punct"), ("{", "punct"), ("}", "punct"), ("->", "punct"),
          ("tensor<1xf32>", "type"), ("[", "punct"), ('"\\\\""', "string"), (",", "punct"),
          ('"a\\"b"', "string"), ("]", "punct")]),
    ]
    for line, want in cases:
        got = [(line[s:e], cls) for s, e, cls in tokenize(rules, line)]
        if got != want:
            fail("tokens of %r:\n  got  %r\n  want %r" % (line, got, want))


VIM_SCRIPT = r"""
set nomore
syntax on
let s:out = []
for s:f in readfile(g:list)
  execute 'silent edit ' . fnameescape(s:f)
  setlocal syntax=pir
  for s:l in range(1, line('$'))
    let s:line = getline(s:l)
    let s:names = []
    for s:i in range(strchars(s:line))
      let s:n = synIDattr(synID(s:l, byteidx(s:line, s:i) + 1, 0), 'name')
      call add(s:names, s:n == '' ? '-' : s:n)
    endfor
    call add(s:out, s:f . "\t" . s:l . "\t" . join(s:names, ' '))
  endfor
endfor
call add(s:out, 'errmsg' . "\t" . v:errmsg)
call writefile(s:out, g:outfile)
qall!
"""


def check_vim(rules, files):
    vim = shutil.which("vim")
    if not vim:
        print("test-editors: vim is not installed; the Vim syntax file was not checked")
        return
    with tempfile.TemporaryDirectory() as tmp:
        script, listing, out = (os.path.join(tmp, n) for n in ("dump.vim", "files", "out"))
        open(script, "w").write(VIM_SCRIPT)
        open(listing, "w").write("\n".join(files) + "\n")
        cmd = [vim, "-Es", "-N", "-u", "NONE", "-i", "NONE", "--not-a-term",
               "--cmd", "set rtp^=" + VIM_DIR, "--cmd", "let g:list = '%s' | let g:outfile = '%s'" % (listing, out),
               "-S", script]
        subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
        if not os.path.exists(out):
            fail("vim did not run the dump script")
            return
        rows = open(out, encoding="utf-8", errors="replace").read().split("\n")
    lines = {}
    for row in rows:
        parts = row.split("\t")
        if parts[0] == "errmsg":
            if parts[1]:
                fail("vim reported: %s" % parts[1])
        elif len(parts) == 3:
            lines[(parts[0], int(parts[1]))] = parts[2].split(" ") if parts[2] else []
    mismatches = 0
    for f in files:
        for n, line in enumerate(read_lines(f), 1):
            if (f, n) not in lines:
                if line:
                    fail("vim produced nothing for %s:%d" % (f, n))
                continue
            groups, classes = lines[(f, n)], char_classes(rules, line)
            if len(groups) != len(line):
                fail("%s:%d: vim saw %d characters, python %d" % (f, n, len(groups), len(line)))
                continue
            for k, ch in enumerate(line):
                if ch.isspace():
                    continue
                vim_cls = VIM_GROUPS.get(groups[k])
                if vim_cls != classes[k]:
                    mismatches += 1
                    if mismatches <= 10:
                        fail("%s:%d:%d: %r is %s in Vim (%s) but %s in the TextMate grammar: %s" %
                             (os.path.relpath(f, ROOT), n, k + 1, ch, vim_cls, groups[k], classes[k], line[max(0, k - 30):k + 30]))
    if mismatches > 10:
        fail("... %d characters differ in all" % mismatches)


def check_vscode(rules, files):
    """The same files through VS Code's engine (vscode-textmate with
    Oniguruma), when node finds those npm packages through NODE_PATH."""
    node = shutil.which("node")
    probe = "require.resolve('vscode-textmate'); require.resolve('vscode-oniguruma')"
    if not node or subprocess.run([node, "-e", probe], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode:
        print("test-editors: VS Code's engine not checked (NODE_PATH has no vscode-textmate and vscode-oniguruma)")
        return False
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "tokens.tsv")
        subprocess.run([node, os.path.join(ROOT, "scripts", "vscode-tokenize.js"), GRAMMAR, out] + files,
                       check=True, timeout=300)
        rows = open(out, encoding="utf-8").read().split("\n")
    texts = {f: read_lines(f) for f in files}
    mismatches = 0
    for row in rows:
        if not row:
            continue
        f, n, start, end, scope = row.split("\t")
        line = texts[f][int(n) - 1]
        # JavaScript counts UTF-16 code units; map them to Python's code points.
        units = [k for k, ch in enumerate(line) for _ in range(2 if ord(ch) > 0xFFFF else 1)] + [len(line)]
        s, e = units[int(start)], units[min(int(end), len(units) - 1)]
        cls = None if scope == "source.pir" else scope_class(scope)
        classes = char_classes(rules, line)
        for k in range(s, e):
            if not line[k].isspace() and classes[k] != cls:
                mismatches += 1
                if mismatches <= 10:
                    fail("%s:%s:%d: %r is %s in VS Code but %s in the Python run" % (os.path.relpath(f, ROOT), n, k + 1, line[k], cls, classes[k]))
    if mismatches > 10:
        fail("... %d characters differ in all" % mismatches)
    return True


def main():
    rules = load_rules()
    corpus = sorted(f for f in glob.glob(os.path.join(ROOT, "lit-tests/Inputs/paddle-dumps/*")) if not f.endswith(".md"))
    lit = sorted(glob.glob(os.path.join(ROOT, "lit-tests/dialects/*.pir")) + glob.glob(os.path.join(ROOT, "lit-tests/driver/*.pir")) + glob.glob(os.path.join(ROOT, "lit-tests/*format*/*.pir")) + glob.glob(os.path.join(ROOT, "lit-tests/passes/*.pir")))
    if len(corpus) < 20:
        fail("corpus not found (%d files)" % len(corpus))
    check_textmate(rules, corpus + lit)
    check_known_lines(rules)
    # Vim on the corpus and on the inputs with block labels (none in the corpus).
    with_labels = corpus + [f for f in lit if "^bb" in open(f, encoding="utf-8", errors="replace").read()]
    check_vim(rules, with_labels)
    vscode = check_vscode(rules, with_labels)
    for msg in failures:
        print("test-editors: " + msg, file=sys.stderr)
    if failures:
        sys.exit(1)
    print("test-editors: %d corpus and %d lit files fully classified; Vim%s" %
          (len(corpus), len(lit), " and VS Code agree" if vscode else " agrees"))


if __name__ == "__main__":
    main()
