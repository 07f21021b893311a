# test_build.py: building from Python: Block.create_op, Operation.set_attribute,
# Context.parse_attribute/parse_type. The script of issue 29 (every pd_op.relu of
# a real model rewritten to pd_op.relu6, then a pass) checked against pir-opt;
# plain Python values taking the kind the op's definition gives (an int where
# int32 and int64 would both do raises: its kind would be a guess); result
# types from the op's inference rule; unknown ops refused as the reader
# refuses them; each op checked by the verifier's rules as it is built.
import pytest

import pir
from conftest import DUMPS, MODELS, pir_opt, summary_counts

MODEL = MODELS / "09_enestydarealmc_db-ocr-det-p2.4.2.pdmodel"  # 22 pd_op.relu, no relu6


def test_rewrite_relu_to_relu6_in_a_model(tmp_path):
    p = pir.read(MODEL)
    total, _, kinds = summary_counts(MODEL)
    n_relu = kinds["pd_op.relu"]
    assert n_relu == 22 and kinds["pd_op.relu6"] == 0
    for relu in [op for op in p.walk() if op.name == "pd_op.relu"]:
        new = relu.block.create_op("pd_op.relu6", relu.operands, [r.type for r in relu.results],
                                   before=relu, attributes_from=relu)
        assert new.location == relu.location and new.attributes == relu.attributes
        relu.results[0].replace_all_uses_with(new.results[0])
        relu.erase()
    p.verify()
    stats = pir.run_passes(p, "cse,dce")
    assert set(stats) >= {"CSE", "DCE"}
    names = [op.name for op in p.walk()]
    assert "pd_op.relu" not in names and names.count("pd_op.relu6") == n_relu
    # pir-opt reads what was built and finds the same ops
    out = tmp_path / "rewritten.pir"
    out.write_text(str(p))
    total2, _, kinds2 = summary_counts(out)
    assert total2 == len(names) and kinds2["pd_op.relu6"] == n_relu and "pd_op.relu" not in kinds2
    assert pir_opt(out).stdout == str(p)


def test_create_op_with_attributes_and_types():
    p = pir.read(DUMPS / "11_community_pir_save_load_if_op.pir")
    ctx = p.context
    full = p.block.create_op(
        "pd_op.full", [], ["tensor<2xf32>"],
        {"dtype": pir.DataType("float32"), "place": pir.Place("cpu"), "stop_gradient": ctx.parse_attribute("[true]"),
         "shape": ctx.parse_attribute("(pd_op.IntArray)[2]"),
         "value": ctx.parse_attribute("(Float)1")},
        before=p.ops[0])
    assert p.ops[0] == full and full.location == p.ops[1].location
    assert str(full) == ('(%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),'
                         'shape:(pd_op.IntArray)[2],stop_gradient:[true],value:(Float)1} : () -> tensor<2xf32>\n')
    relu = p.block.create_op("pd_op.relu", [full.results[0]], [ctx.parse_type("tensor<2xf32>")])
    assert p.ops[-1] == relu and relu.operands[0].owner == full
    assert [(u.owner, u.operand_number) for u in full.results[0].uses] == [(relu, 0)]
    p.verify()
    with pytest.raises(pir.Error, match="'pd_op.relu' has no attribute 'keepdim'"):
        relu.set_attribute("keepdim", True)  # refused at once, the op unchanged
    assert relu.attributes == {}
    p.verify()


def test_attribute_values_need_one_meaning():
    # an op no dialect defines: only values of one meaning are attributes
    ctx = pir.Context(allow_unregistered=True)
    p = pir.read(DUMPS / "11_community_pir_save_load_if_op.pir", context=ctx)
    op = p.block.create_op("my.op", [], ["tensor<2xf32>"], before=p.ops[0])
    for bad in (1, 0.5, [1, 2]):
        with pytest.raises(TypeError, match="parse_attribute"):
            op.set_attribute("x", bad)
    with pytest.raises(TypeError, match="not an attribute value"):
        op.set_attribute("x", object())
    assert "x" not in op.attributes
    a = p.context.parse_attribute("(Int64)3000000000")
    assert a.kind == "int64" and a.value == 3000000000 and str(a) == "(Int64)3000000000"
    assert a == p.context.parse_attribute("(Int64)3000000000")  # uniqued
    op.set_attribute("x", a)
    op.set_attribute("s", "text")
    op.set_attribute("n", None)
    op.set_attribute("t", p.context.parse_type("tensor<2xf32>"))
    op.set_attribute("l", [True, "a", a])  # elements of one meaning each
    got = op.attributes
    assert got["x"] == 3000000000 and got["s"] == "text" and got["n"] is None and got["t"] == "tensor<2xf32>"
    assert got["l"] == [True, "a", 3000000000]
    with pytest.raises(ValueError, match="another context"):
        op.set_attribute("y", pir.Context().parse_attribute("(Int32)1"))
    with pytest.raises(pir.Error) as e:
        p.context.parse_attribute("(Int32)x")
    assert e.value.diagnostics and e.value.diagnostics[0].file == "<attribute>"
    with pytest.raises(pir.Error):
        p.context.parse_type("tensor<2xq9>")
    # a registered op names its attributes
    data = p.ops[1]
    assert data.name == "pd_op.data"
    with pytest.raises(pir.Error, match="'pd_op.data' has no attribute 'x'"):
        data.set_attribute("x", 1)


def test_plain_values_take_the_kind_of_the_definition(tmp_path):
    p = pir.read(DUMPS / "11_community_pir_save_load_if_op.pir")
    b = p.block
    # no result types: the definition counts the results, the rule types them
    full = b.create_op("pd_op.full", [], attributes={"shape": [2, 3], "value": 1, "dtype": "float32",
                                                     "place": "cpu"}, before=p.ops[0])
    assert str(full) == ('(%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),'
                         'shape:(pd_op.IntArray)[2,3],value:(Double)1} : () -> tensor<2x3xf32>\n')
    x = full.results[0]
    relu = b.create_op("pd_op.relu", [x], before=p.ops[1])
    assert str(relu.results[0].type) == "tensor<2x3xf32>"
    # scale's scalar attributes are float by preference; split's axis int32
    scale = b.create_op("pd_op.scale", [relu.results[0]], attributes={"scale": 2, "bias": 0.5}, before=p.ops[2])
    assert scale.attributes["scale"] == 2.0 and "bias:(Float)0.5,scale:(Float)2" in str(scale)
    split = b.create_op("pd_op.split_with_num", [x], attributes={"num": 3, "axis": 1}, before=p.ops[3])
    assert "axis:(Int32)1,num:(Int32)3" in str(split)
    assert str(split.results[0].type) == "vec[tensor<2x1xf32>,tensor<2x1xf32>,tensor<2x1xf32>]"
    mean = b.create_op("pd_op.mean", [x], attributes={"axis": [0], "keepdim": True}, before=p.ops[4])
    assert "axis:(pd_op.IntArray)[0],keepdim:true" in str(mean) and str(mean.results[0].type) == "tensor<1x3xf32>"
    p.verify()
    # what pir-opt reads back is what was built
    (tmp_path / "built.pir").write_text(str(p))
    assert pir_opt(tmp_path / "built.pir").stdout == str(p)
    # a guess is refused: transpose's perm is an array of int32 or int64
    with pytest.raises(TypeError, match="parse_attribute"):
        b.create_op("pd_op.transpose", [x], attributes={"perm": [1, 0]})
    with pytest.raises(OverflowError, match="does not fit in int32"):
        b.create_op("pd_op.split_with_num", [x], attributes={"num": 2 ** 40, "axis": 1})
    # checked by the verifier's rules as it is built: the op is not made
    n = len(p.walk())
    with pytest.raises(pir.Error, match="split_with_num") as e:
        b.create_op("pd_op.split_with_num", [x], attributes={"num": 2, "axis": 1})  # 3 is not divisible by 2
    assert len(p.walk()) == n and e.value.diagnostics
    with pytest.raises(pir.Error, match="must be of kind bool"):
        mean.set_attribute("keepdim", "yes")
    assert mean.attributes["keepdim"] is True  # unchanged
    with pytest.raises(pir.Error, match="result #0 type"):
        b.create_op("pd_op.relu", [x], ["tensor<5xf32>"])  # contradicts the rule
    with pytest.raises(pir.Error, match="give result_types") as e:
        b.create_op("pd_op.nonzero", [x])  # no rule: a reason (data-dependent), nothing inferred
    assert e.value.diagnostics == []
    with pytest.raises(pir.Error, match="give result_types") as e:
        b.create_op("pd_op.reshape", [x, x])  # a float tensor as the shape: the rule rejects it
    assert "has 6 elements" in e.value.diagnostics[0].message
    assert len(p.walk()) == n
    p.verify()


def test_create_op_refuses_what_the_reader_refuses():
    p = pir.read(DUMPS / "11_community_pir_save_load_if_op.pir")
    n = len(p.walk())
    with pytest.raises(pir.Error, match=r"unknown op 'nosuch.op' in unregistered dialect 'nosuch' \(pir.Context\(allow_unregistered=True\) accepts it\)"):
        p.block.create_op("nosuch.op", [p.ops[0].results[0]])
    assert len(p.walk()) == n and len(p.ops[0].results[0].uses) == 1
    q = pir.read(DUMPS / "11_community_pir_save_load_if_op.pir")
    with pytest.raises(TypeError, match="not a pir.Value of this program"):
        p.block.create_op("pd_op.relu", [q.ops[0].results[0]], ["tensor<1xf32>"])
    inner = [op for op in p.ops if op.name == "pd_op.if"][0].regions[0].blocks[0].ops[0]
    with pytest.raises(ValueError, match="not an op of this block"):
        p.block.create_op("pd_op.relu", [p.ops[0].results[0]], ["tensor<1xf32>"], before=inner)
    ok = pir.read(DUMPS / "11_community_pir_save_load_if_op.pir", context=pir.Context(allow_unregistered=True))
    assert not ok.block.create_op("nosuch.op").is_registered
