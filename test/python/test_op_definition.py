# test_op_definition.py: pir.op_definition and Context.op_definition give
# the text `pir-opt --show-op NAME` prints (one printer in the library,
# pirContextGetOpDefinition), take old spellings as the readers do, see the
# ops of a dialect loaded into the context, and raise pir.Error naming the
# closest op for an unknown name.
import pytest

import pir
from conftest import pir_opt

NAMES = ["pd_op.relu", "pd_op.batch_norm_", "pd_op.if", "pd_op.while", "builtin.combine",
         "builtin.parameter", "cf.yield", "pd_op.adam_", "pd_op.reshape_grad"]


@pytest.mark.parametrize("name", NAMES)
def test_same_text_as_show_op(name):
    text = pir.op_definition(name)
    assert text == pir_opt("--show-op", name).stdout
    assert text.startswith(name + ":") or text.startswith(name + "\n")


def test_old_spellings_name_their_op():
    # pd.add_n is how 2023's printers spelled pd_op.add_n; an alias names its op
    assert pir.op_definition("pd.add_n") == pir.op_definition("pd_op.add_n")
    assert pir.op_definition("builtin.get_parameter").startswith("builtin.parameter")


def test_unknown_name_raises_with_the_closest():
    with pytest.raises(pir.Error, match=r"unknown op 'relu'; did you mean 'pd_op.relu'\?"):
        pir.op_definition("relu")
    with pytest.raises(pir.Error, match=r"did you mean 'pd_op.matmul'"):
        pir.op_definition("pd_op.matmull")
    r = pir_opt("--show-op", "relu", check=False)
    assert r.returncode == 1 and "did you mean 'pd_op.relu'?" in r.stderr
    with pytest.raises(TypeError):
        pir.op_definition(3)


def test_a_loaded_dialect_op(tmp_path):
    y = tmp_path / "my.yaml"
    y.write_text('dialect: my\nsummary: "test ops"\nops:\n  - name: mrelu\n    summary: "my relu"\n'
                 '    inputs:\n      - {name: x, type: tensor}\n    outputs:\n      - {name: out, type: tensor}\n')
    c = pir.Context()
    with pytest.raises(pir.Error):
        c.op_definition("my.mrelu")
    c.load_dialect(y)
    text = c.op_definition("my.mrelu")
    assert text.startswith("my.mrelu: my relu\n") and "x: tensor" in text
    assert text == pir_opt("--dialect", y, "--show-op", "my.mrelu").stdout
    assert pir.op_definition("my.mrelu", context=c) == text
    with pytest.raises(pir.Error):
        pir.op_definition("my.mrelu")  # a fresh context knows only the shipped dialects


def test_every_op_of_every_snapshot_has_a_definition():
    # issue 24: every op name Paddle's op tables held in any of the 46
    # snapshots of dialects/src/paddle/paddle-ops-history.tsv is registered
    # (builtin.group, whose region ends in a cf op, was the last one missing)
    from conftest import ROOT
    names = set()
    with open(ROOT / "dialects" / "src" / "paddle" / "paddle-ops-history.tsv") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name = line.split("\t")[0]
            if name == "op":
                continue  # the header row
            names.add(name if "." in name else "pd_op." + name)
    assert len(names) > 1500
    c = pir.Context()
    missing = []
    for n in sorted(names):
        try:
            c.op_definition(n)
        except pir.Error:
            missing.append(n)
    assert missing == []
