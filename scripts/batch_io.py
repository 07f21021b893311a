"""batch_io.py: what the scripts that run a file of programs in one process
share (the passes' differential tests lit-tests/passes/Inputs/run-diff.py
and run-differential.py, grad-check-suite.py): joining programs into one
--split-input-file input, writing a --runs file in one part a program, and
cutting pir-opt's and pir-run's --split-input-file outputs back into one
piece a program."""
import re

MARK = "// -----"
HEADER = re.compile(r"^program (\d+)(: failed)?$")


def join(programs):
    """The programs as the chunks of one input."""
    return ("\n" + MARK + "\n").join(programs)


def parts_file(parts, path):
    """A pir-run --runs file at path for --split-input-file: parts[k] is
    program k's list of feed sets, each a list of (NAME, values)."""
    with open(path, "w") as f:
        f.write(("\n" + MARK + "\n").join(
            "---\n".join("".join("%s=%s\n" % (name, ",".join("%.17g" % v for v in values)) for name, values in feeds)
                         for feeds in sets) for sets in parts))
    return path


def pieces(text):
    """pir-opt --split-input-file's output: each chunk's text (the marker
    lines between them). A program prints at least its braces, so an empty
    piece is a chunk pir-opt failed on."""
    out = [[]]
    for line in text.splitlines(True):
        if line.rstrip() == MARK:
            out.append([])
        else:
            out[-1].append(line)
    return ["".join(p) for p in out]


def programs(text):
    """pir-run --split-input-file's output: {K: (failed, outputs)}."""
    got, at = {}, None
    for line in text.splitlines(True):
        m = HEADER.match(line.rstrip("\n"))
        if m:
            at = int(m.group(1))
            got[at] = (bool(m.group(2)), [])
        elif at is not None:
            got[at][1].append(line)
    return {k: (failed, "".join(lines)) for k, (failed, lines) in got.items()}
