"""pir_run_io.py: what the gradient checkers (grad-check.py, hvp-check.py,
model-grad-check.py) share: finding pir-opt and pir-run, and reading
pir-run's tensor lines."""
import os
import shutil

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
