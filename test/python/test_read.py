# test_read.py: pir.read in every format and from every kind of source,
# printing (text and JSON) against pir-opt's output, and the errors: a
# program that does not read or does not verify raises pir.Error whose
# diagnostics are located, and say what pir-opt says.
import pathlib

import pytest

import pir
from conftest import DUMPS, MODELS, pir_opt

IF_OP = DUMPS / "11_community_pir_save_load_if_op.pir"
LLAMA = DUMPS / "04_paddle_simple_llama_config_2024-03-01_pd_op_tensor.pir"
MNIST = MODELS / "21_scl1323_mnist-mlp-p2.1.0.pdmodel"
IFELSE_JSON = MODELS / "29_PaddlePaddle_p2o-ifelse-pir1.json"

BROKEN = """{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)1} : () -> tensor<2xf32>
    (%1) = "pd_op.relu" (%0) {} : (tensor<2xf32>) -> tensor<3xf32>
    (%2) = "pd_op.relu" (%0) {keepdim:true} : (tensor<2xf32>) -> tensor<2xf32>
}
"""


@pytest.mark.parametrize("path,fmt", [(LLAMA, "text"), (IF_OP, "text"), (MNIST, "programdesc"), (IFELSE_JSON, "json")])
def test_print_equals_pir_opt(path, fmt):
    p = pir.read(path)
    assert p.format == fmt
    expected = pir_opt(path).stdout
    assert str(p) == expected
    assert pir.read(str(path), format=fmt).__str__() == expected


def test_print_writes_to_a_file(tmp_path):
    p = pir.read(IF_OP)
    out = tmp_path / "out.pir"
    with open(out, "w") as f:
        p.print(file=f)
    assert out.read_text() == str(p)


def test_read_text_and_bytes():
    text = IF_OP.read_text()
    from_text = pir.read(text)
    from_bytes = pir.read(text.encode())
    assert str(from_text) == str(from_bytes) == str(pir.read(IF_OP))
    assert from_text.ops[0].location.file == "<string>"


def test_json_round_trip():
    p = pir.read(IF_OP)
    js = p.to_json()
    assert js.startswith("{")
    q = pir.read(js.encode(), format="json")
    assert q.format == "json"
    assert str(q) == str(p)
    # pir-opt --emit=json writes the same JSON, and a newline
    assert pir_opt("--emit=json", IF_OP).stdout == js + "\n"


def test_format_mismatch_is_an_error():
    with pytest.raises(pir.Error, match="11_community_pir_save_load_if_op.pir: expected format 'json', found 'text'"):
        pir.read(IF_OP, format="json")
    with pytest.raises(ValueError):
        pir.read(IF_OP, format="yaml")


def test_verify_error_has_located_diagnostics(write):
    path = write(BROKEN)
    p = pir.read(path, verify=False)  # reads: the errors are the verifier's
    with pytest.raises(pir.Error) as e:
        p.verify()
    d = e.value.diagnostics
    assert [(x.file, x.line, x.column, x.severity) for x in d] == [
        (str(path), 3, 5, "error"),
        (str(path), 4, 31, "error"),
    ]
    assert "result #0 type 'tensor<3xf32>' contradicts the inferred 'tensor<2xf32>'" in d[0].message
    assert "no attribute 'keepdim'" in d[1].message
    # the same text as pir-opt's, source line and caret included
    r = pir_opt(path, check=False)
    assert r.returncode == 1 and r.stdout == ""
    assert "".join(x.text for x in d) == r.stderr
    # str(error) says it all too
    assert str(e.value).startswith("the program does not verify\n" + d[0].text.splitlines()[0])


def test_read_verifies_by_default(write):
    with pytest.raises(pir.Error) as e:
        pir.read(write(BROKEN))
    assert len(e.value.diagnostics) == 2


def test_syntax_error_is_located():
    with pytest.raises(pir.Error) as e:
        pir.read('{\n    (%0) = "pd_op.relu" (%9) {} : (tensor<2xf32>) -> tensor<2xf32>\n')
    d = e.value.diagnostics
    assert d and d[0].file == "<string>" and d[0].line == 2 and d[0].severity == "error"
    assert d[0].column > 0


def test_missing_file_is_an_error(tmp_path):
    missing = tmp_path / "nope.pir"
    with pytest.raises(pir.Error) as e:
        pir.read(missing)
    assert str(missing) in str(e.value)


def test_diagnostics_do_not_stay_in_the_context(write):
    ctx = pir.Context()
    with pytest.raises(pir.Error):
        pir.read(write(BROKEN), context=ctx)
    p = pir.read(IF_OP, context=ctx)
    assert p.context is ctx
    p.verify()  # no exception, and no stale diagnostic from before
    with pytest.raises(pir.Error) as e:
        pir.read(write(BROKEN), context=ctx)
    assert len(e.value.diagnostics) == 2


def test_unregistered_ops_need_the_context_option():
    text = '{\n    (%0) = "mydialect.thing" () {} : () -> tensor<2xf32>\n}\n'
    with pytest.raises(pir.Error, match="unregistered"):
        pir.read(text)
    p = pir.read(text, context=pir.Context(allow_unregistered=True))
    assert [op.is_registered for op in p.ops] == [False]
