# test_walk.py: walking programs from Python. On corpus dumps and models
# (text, JSON, ProgramDesc) every op is reached, with the op counts pir-opt
# --summary gives; operands, results, uses, owners, regions, blocks and
# arguments link up both ways; attributes and types come back as the
# Python values docs/python.md promises.
import collections

import pytest

import pir
from conftest import DUMPS, MODELS, summary_counts

CORPUS = [
    DUMPS / "04_paddle_simple_llama_config_2024-03-01_pd_op_tensor.pir",
    DUMPS / "11_community_pir_save_load_if_op.pir",
    DUMPS / "12_community_pir_save_load_while_op.pir",
    DUMPS / "22_visualdl_pir_doc_if_op_builtin_tensor.pir",
    MODELS / "01_BUG1989_mobilenetv2-cls-p2.0.2.pdmodel",
    MODELS / "21_scl1323_mnist-mlp-p2.1.0.pdmodel",
    MODELS / "24_hoangphuc3117_ppocrv5-det-pir1.json",
    MODELS / "29_PaddlePaddle_p2o-ifelse-pir1.json",
]


def recurse(block):
    """Every op under block, pre-order, through regions -> blocks -> ops."""
    for op in block.ops:
        yield op
        for region in op.regions:
            assert region.parent == op
            for b in region.blocks:
                assert b.region == region and b.parent == op
                yield from recurse(b)


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.name)
def test_walk_matches_summary(path):
    p = pir.read(path)
    ops = p.walk()
    total, in_regions, kinds = summary_counts(path)
    assert len(ops) == total
    assert collections.Counter(op.name for op in ops) == kinds
    assert sum(op.parent != p.module for op in ops) == in_regions
    assert list(recurse(p.block)) == ops
    assert p.ops == [op for op in ops if op.parent == p.module]
    post = p.walk(order="post")
    assert sorted(map(hash, post)) == sorted(map(hash, ops))
    where = {op: i for i, op in enumerate(post)}
    for op in post:  # children before their parent
        if op.parent != p.module:
            assert where[op] < where[op.parent]


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.name)
def test_use_def_links(path):
    p = pir.read(path)
    n_uses = 0
    for op in p.walk():
        assert op.block.parent == op.parent
        for i, v in enumerate(op.operands):
            if v is None:
                continue
            assert any(u.owner == op and u.operand_number == i for u in v.uses)
        for i, r in enumerate(op.results):
            assert r.owner == op and r.index == i and not r.is_block_argument
            for u in r.uses:
                n_uses += 1
                assert u.value == r
                assert u.owner.operands[u.operand_number] == r
            assert isinstance(str(r.type), str)
        for region in op.regions:
            for b in region.blocks:
                for i, a in enumerate(b.arguments):
                    assert a.is_block_argument and a.owner == b and a.index == i
    assert n_uses > 0


def test_if_op_regions():
    p = pir.read(DUMPS / "11_community_pir_save_load_if_op.pir")
    (if_op,) = [op for op in p.ops if op.name == "pd_op.if"]
    assert len(if_op.regions) == 2
    then, other = ([op.name for op in r.blocks[0].ops] for r in if_op.regions)
    assert then == ["pd_op.add", "cf.yield"] and other == ["pd_op.subtract", "cf.yield"]
    add = if_op.regions[0].blocks[0].ops[0]
    assert add.parent == if_op
    # the add reads %1, a pd_op.data outside the region
    assert add.operands[0].owner.name == "pd_op.data"
    assert add.operands[0].owner.attributes["name"] == "a"
    # one op's text: values defined outside it have no name there
    assert str(add) == '(%0) = "pd_op.add" (%<<UNNAMED>>, %<<UNNAMED>>) {stop_gradient:[true]} : ' \
        '(tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>\n'


def test_while_op_block_arguments():
    p = pir.read(DUMPS / "12_community_pir_save_load_while_op.pir")
    (w,) = [op for op in p.walk() if op.name == "pd_op.while"]
    body = w.regions[0].blocks[0]
    assert len(body.arguments) > 0
    for a in body.arguments:
        assert a.owner == body
        assert all(u.owner.parent == w for u in a.uses)


ATTRS = """{
    (%0) = "test.attrs" () {b:true,s:"a\\"b",i32:(Int32)-1,i64:(Int64)3000000000,idx:(Index)3,f:(Float)0.5,d:(Double)1e-300,ptr:(Pointer)0x7f5e24fb27c0,c:(Complex64)(1.5,-2),arr:[(Int32)1,"x",[]],t:(Type)tensor<2x-1xf16>,ia:(pd_op.IntArray)[64,-1],dt:(pd_op.DataType)float32,pl:(pd_op.Place)Place(gpu:0),dl:(pd_op.DataLayout)NCHW,o:<backend:GPU>,n:<#AttrNull>} : () -> tensor<2x-1xf16>
    (%1) = "test.vec" (%0, %0) {} : (tensor<2x-1xf16>, tensor<2x-1xf16>) -> vec[tensor<2x-1xf16>,f32]
}
"""


def test_attribute_values():
    p = pir.read(ATTRS, context=pir.Context(allow_unregistered=True))
    a = p.ops[0].attributes
    assert a["b"] is True
    assert a["s"] == 'a"b'
    assert a["i32"] == -1 and a["i64"] == 3000000000 and a["idx"] == 3
    assert a["ptr"] == 0x7F5E24FB27C0
    assert a["f"] == 0.5 and a["d"] == 1e-300
    assert a["c"] == complex(1.5, -2)
    assert a["arr"] == [1, "x", []]
    assert a["ia"] == [64, -1]
    assert isinstance(a["t"], pir.Type) and a["t"] == "tensor<2x-1xf16>" and a["t"].shape == (2, -1)
    assert isinstance(a["dt"], pir.DataType) and a["dt"] == "float32" and a["dt"] == pir.DataType("float32")
    assert a["dt"] != pir.Place("float32") and str(a["dt"]) == "float32" and a["dt"].value == "float32"
    assert repr(a["dt"]) == "pir.DataType('float32')"
    assert isinstance(a["pl"], pir.Place) and a["pl"].value == "gpu:0"
    assert isinstance(a["dl"], pir.DataLayout) and a["dl"] == "NCHW"
    assert isinstance(a["o"], pir.OpaqueAttr) and a["o"].value == "<backend:GPU>"
    assert a["n"] is None
    assert sorted(a) == sorted(["b", "s", "i32", "i64", "idx", "f", "d", "ptr", "c", "arr", "t", "ia", "dt", "pl",
                                "dl", "o", "n"])
    # a new dict each time: changing it does not change the op
    a["b"] = False
    assert p.ops[0].attributes["b"] is True


def test_types():
    p = pir.read(ATTRS, context=pir.Context(allow_unregistered=True))
    t = p.ops[0].results[0].type
    assert str(t) == "tensor<2x-1xf16>" and t.kind == "tensor" and t.is_tensor
    assert t.shape == (2, -1) and t.dtype == "f16" and t.dtype.kind == "scalar" and t.dtype.shape is None
    assert t == p.ops[1].operands[0].type  # uniqued: the same type object in the context
    assert hash(t) == hash(p.ops[1].operands[0].type)
    v = p.ops[1].results[0].type
    assert v.kind == "vector" and [str(e) for e in v.elements] == ["tensor<2x-1xf16>", "f32"]
    assert v.shape is None and v.dtype is None
    uses = p.ops[0].results[0].uses
    assert sorted((u.owner.name, u.operand_number) for u in uses) == [("test.vec", 0), ("test.vec", 1)]


def test_vtensor_kind():
    p = pir.read('{\n    (%0) = "test.v" () {} : () -> vtensor<3xf32>\n}\n',
                 context=pir.Context(allow_unregistered=True))
    t = p.ops[0].results[0].type
    assert t.kind == "vtensor" and t.is_tensor and t.shape == (3,) and t.dtype == "f32"


def test_location():
    path = DUMPS / "11_community_pir_save_load_if_op.pir"
    p = pir.read(path)
    lines = path.read_text().splitlines()
    for op in p.walk():
        loc = op.location
        assert loc.file == str(path)
        # the op's name is on the line the location names, at or after the column
        assert op.name in lines[loc.line - 1][loc.column - 1:]
    assert p.module.location.file == str(path) and p.module.location.line == 4
