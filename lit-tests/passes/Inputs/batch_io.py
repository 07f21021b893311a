"""batch_io.py: what the passes' differential tests (run-diff.py,
run-differential.py) share to run a file of programs in one process:
joining programs into one --split-input-file input, and cutting pir-opt's
and pir-run's --split-input-file outputs back into one piece a program."""
import re

MARK = "// -----"
HEADER = re.compile(r"^program (\d+)(: failed)?$")


def join(programs):
    """The programs as the chunks of one input."""
    return ("\n" + MARK + "\n").join(programs)


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
