# test_edit.py: editing from Python: value.replace_all_uses_with and
# op.erase on a real model (every pd_op.relu bypassed, the result verified,
# printed and read back), erasing a region op, and the lifetime rules of
# erase: an op with used results is refused, and the handles of everything
# erased (the op, its values, its uses, nested ops) raise pir.Error.
import pytest

import pir
from conftest import DUMPS, MODELS

MNIST = MODELS / "21_scl1323_mnist-mlp-p2.1.0.pdmodel"
IF_OP = DUMPS / "11_community_pir_save_load_if_op.pir"


def test_bypass_every_relu_of_a_model():
    p = pir.read(MNIST)
    before = p.walk()
    relus = [op for op in before if op.name == "pd_op.relu"]
    assert len(relus) == 2
    expected = []  # (user, operand number, the relu's input)
    for relu in relus:
        x, y = relu.operands[0], relu.results[0]
        expected += [(u.owner, u.operand_number, x) for u in y.uses]
        y.replace_all_uses_with(x)
        assert y.uses == []
        relu.erase()
    assert expected
    for owner, k, x in expected:
        assert owner.operands[k] == x
    p.verify()
    after = p.walk()
    assert len(after) == len(before) - 2
    assert "pd_op.relu" not in [op.name for op in after]
    text = str(p)
    assert "pd_op.relu" not in text
    assert str(pir.read(text)) == text  # what was built prints and reads back
    assert pir.read(p.to_json().encode()).walk().__len__() == len(after)


def test_erase_refuses_used_results_and_the_module():
    p = pir.read(IF_OP)
    data = p.ops[0]
    with pytest.raises(pir.Error, match="its results are still used"):
        data.erase()
    with pytest.raises(pir.Error, match="module op cannot be erased"):
        p.module.erase()
    assert data.name == "pd_op.data"  # refused: nothing changed
    p.verify()


def test_handles_of_erased_ir_raise():
    p = pir.read(IF_OP)
    ops = {op.name: op for op in p.ops}
    mean, if_op = ops["pd_op.mean"], ops["pd_op.if"]
    inner = if_op.regions[0].blocks[0].ops[0]
    region, block = if_op.regions[0], if_op.regions[0].blocks[0]
    use = if_op.results[0].uses[0]
    result, operand_use = mean.results[0], mean.operands[0].uses[0]
    mean.erase()
    if_op.erase()  # its result is unused now; its regions go with it
    for get in (lambda: mean.name, lambda: result.type, lambda: operand_use.owner, lambda: if_op.regions,
                lambda: inner.name, lambda: region.blocks, lambda: block.ops, lambda: use.value,
                lambda: str(inner), lambda: mean.erase()):
        with pytest.raises(pir.Error, match="was erased"):
            get()
    assert [op.name for op in p.ops] == ["pd_op.data", "pd_op.data", "pd_op.full", "pd_op.greater_equal"]
    assert len(p.walk()) == 4
    p.verify()
    # a pass run after an erase: fresh handles work, old ones raise (stale)
    pir.run_passes(p, "dce")
    with pytest.raises(pir.Error):
        mean.name


def test_erase_refuses_a_region_op_whose_inner_result_escapes():
    p = pir.read(IF_OP)
    mean = [op for op in p.ops if op.name == "pd_op.mean"][0]
    if_op = [op for op in p.ops if op.name == "pd_op.if"][0]
    add = if_op.regions[0].blocks[0].ops[0]
    # invalid IR: the mean now reads the add inside the if
    if_op.results[0].replace_all_uses_with(add.results[0])
    assert not if_op.results[0].uses
    with pytest.raises(pir.Error, match="the result of pd_op.add inside it is used outside it"):
        if_op.erase()
    assert mean.operands[0] == add.results[0]
    with pytest.raises(pir.Error, match="not visible|does not enclose"):
        p.verify()


def test_replace_all_uses_with_checks_its_argument():
    p, q = pir.read(IF_OP), pir.read(IF_OP)
    v = p.ops[0].results[0]
    with pytest.raises(TypeError):
        v.replace_all_uses_with(q.ops[0].results[0])
    with pytest.raises(TypeError):
        v.replace_all_uses_with("x")
    v.replace_all_uses_with(v)  # nothing to do
    assert len(v.uses) == 1
