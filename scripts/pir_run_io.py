"""pir_run_io.py: what the gradient checkers (grad-check.py, hvp-check.py,
model-grad-check.py) share: finding pir-opt and pir-run, and reading
pir-run's tensor lines (all at once for small programs; a block at a
time, values kept on disk, for real models)."""
import array
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def tool(name):
    """A tool from PIR_OPT_BUILD, else PATH (lit puts the build directory
    under test first), else the repository's build/."""
    d = os.environ.get("PIR_OPT_BUILD")
    if d and os.path.exists(os.path.join(d, name)):
        return os.path.join(d, name)
    return shutil.which(name) or os.path.join(HERE, "..", "build", name)


def parse_tensors(text):
    """pir-run's 'NAME: [dims] [values]' and 'input NAME DTYPE[ stop_gradient]: ...' lines."""
    inputs, outputs = {}, []
    for line in text.splitlines():
        head, _, rest = line.partition(": [")
        dims_text, _, values_text = rest.partition("] [")
        dims = [int(d) for d in dims_text.split(", ") if d]
        values = [float(v) for v in values_text.rstrip("]").split(", ") if v]
        if head.startswith("input "):
            words = head.split(" ")
            inputs[words[1]] = (words[2], dims, values, "stop_gradient" in words[3:])
        else:
            outputs.append((head, dims, values))
    return inputs, outputs


def parse_runs(text):
    """pir-run --runs output: the outputs of each run (after its 'run K' line)."""
    runs = []
    for block in ("\n" + text).split("\nrun ")[1:]:
        _, _, body = block.partition("\n")
        runs.append(parse_tensors(body)[1])
    return runs


def runs_file(sets, directory):
    """A pir-run --runs file of the feed sets (lists of (NAME, values)) in directory."""
    path = os.path.join(directory, "runs.txt")
    with open(path, "w") as f:
        f.write("---\n".join("".join("%s=%s\n" % (name, ",".join("%.17g" % v for v in values))
                                      for name, values in feeds) for feeds in sets))
    return path


class Tensor:
    """A tensor line of pir-run's output without its values in memory: its
    name, dims, dtype and stop_gradient (inputs), and, where it was kept,
    the file that holds its values' text ("v, v, ..."); values() reads them
    as an array('d') (8 bytes an element, where a list of Python floats
    takes 32 and the text's split 60 more)."""

    def __init__(self, head, dims, run=None):
        self.run = run  # the run K (pir-run --runs) it belongs to
        self.dims = dims
        self.numel = 1
        for d in dims:
            self.numel *= d
        self.is_input = head.startswith("input ")
        words = head.split(" ")
        self.name = words[1] if self.is_input else head
        self.dtype = words[2] if self.is_input else None
        self.stop = self.is_input and "stop_gradient" in words[3:]
        self.path = None

    def values(self):
        out = array.array("d")
        if self.path is None:
            return None
        with open(self.path, "rb") as f:
            rest = b""
            while True:
                block = f.read(1 << 20)
                if not block:
                    break
                block = rest + block
                cut = block.rfind(b", ")
                if cut < 0:
                    rest = block
                    continue
                out.extend(map(float, block[:cut].split(b", ")))
                rest = block[cut + 2:]
            if rest.strip():
                out.extend(map(float, rest.split(b", ")))
        return out


def stream_tensors(cmd, keep, folder):
    """Runs cmd (pir-run) and reads
    its tensor lines a block at a time: a Tensor per line, in order (with
    --runs, each knows its run); the
    values of those keep(tensor) accepts go to a file of their own in
    folder, the others are skipped. Exits with pir-run's error on failure."""
    err = tempfile.TemporaryFile()
    p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=err)
    tensors, buf, cur, sink, run = [], b"", None, None, None
    while True:
        block = p.stdout.read(1 << 20)
        buf += block
        while True:
            if cur is None:
                i = buf.find(b": [")
                j = buf.find(b"] [", i + 3) if i >= 0 else -1
                if j < 0:
                    break
                lines = buf[:i].decode().lstrip("\n").split("\n")
                # lines 'run K' before a run's first tensor (pir-run --runs)
                for mark in lines[:-1]:
                    if mark.startswith("run "):
                        run = int(mark[4:])
                cur = Tensor(lines[-1], [int(d) for d in buf[i + 3:j].split(b", ") if d], run)
                tensors.append(cur)
                buf = buf[j + 3:]
                if keep(cur):
                    fd, cur.path = tempfile.mkstemp(dir=folder, prefix="values.")
                    sink = os.fdopen(fd, "wb")
            end = buf.find(b"]")
            if end >= 0:
                if sink:
                    sink.write(buf[:end])
                    sink.close()
                cur, sink, buf = None, None, buf[end + 1:]
                continue
            # values continue past this block: hand on all but the last
            # (possibly cut) number
            cut = buf.rfind(b", ")
            if cut >= 0:
                if sink:
                    sink.write(buf[:cut + 2])
                buf = buf[cut + 2:]
            break
        if not block:
            break
    p.wait()
    if p.returncode != 0:
        err.seek(0)
        sys.stderr.write(err.read()[-3000:].decode(errors="replace"))
        sys.exit("%s: failed: %s ..." % (os.path.basename(sys.argv[0]), " ".join(cmd[:2])))
    err.close()
    return tensors
