# conftest.py: what the pytest suite of the `pir` module (docs/python.md)
# shares: where the repository's inputs are, pir-opt (the reference the
# module is compared with) and a parser of its --summary. Run by
# `make check-python`, which puts build/python on PYTHONPATH and sets
# PIR_OPT_BUILD.
import collections
import os
import pathlib
import re
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
DUMPS = ROOT / "lit-tests" / "Inputs" / "paddle-dumps"
MODELS = ROOT / "lit-tests" / "Inputs" / "models"
BUILD = pathlib.Path(os.environ.get("PIR_OPT_BUILD", ROOT / "build"))
PIR_OPT = str(BUILD / "pir-opt")


def pir_opt(*args, check=True):
    """pir-opt's stdout, stderr and exit status."""
    env = {k: v for k, v in os.environ.items() if k != "LD_PRELOAD"}  # make check-asan's, for Python only
    r = subprocess.run([PIR_OPT, *map(str, args)], capture_output=True, text=True, env=env)
    if check:
        assert r.returncode == 0, r.stderr
    return r


def summary_counts(path):
    """pir-opt --summary: (total ops, ops in regions, Counter of op names)."""
    out = pir_opt("--summary", path).stdout
    m = re.search(r"^  ops: (\d+) \((\d+) in regions\), (\d+) kinds$", out, re.M)
    assert m, out
    kinds = collections.Counter()
    lines = out[m.end():].splitlines()[1:]
    for line in lines:
        k = re.fullmatch(r"\s+(\d+) (\S+)", line)
        if not k:
            break
        kinds[k.group(2)] = int(k.group(1))
    assert len(kinds) == int(m.group(3)), out
    return int(m.group(1)), int(m.group(2)), kinds


@pytest.fixture
def write(tmp_path):
    """write(text, name) -> path of a file holding text."""
    def _write(text, name="input.pir"):
        p = tmp_path / name
        p.write_text(text)
        return p
    return _write
