# test_passes.py: pir.run_passes (pir-opt's pipeline syntax, statistics as
# a dict, the same result as pir-opt) and the lifetime rules of
# docs/python.md: handles keep their program alive, a handle taken before
# a pass run raises pir.Error instead of reading erased IR, a failed run
# leaves the program unusable, not crashed.
import gc
import os

import pytest

import pir
from conftest import DUMPS, pir_opt

DUPLICATES = """{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)1} : () -> tensor<2xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Float)1} : () -> tensor<2xf32>
    (%2) = "pd_op.add" (%0, %1) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%3) = "pd_op.relu" (%2) {} : (tensor<2xf32>) -> tensor<2xf32>
    () = "pd_op.fetch" (%2) {col:(Int32)0,name:"out"} : (tensor<2xf32>) ->
}
"""


def test_run_passes_statistics_and_result(write):
    path = write(DUPLICATES)
    p = pir.read(path)
    stats = pir.run_passes(p, "cse,dce")
    assert stats["CSE"]["num-cse'd"] == 1
    assert stats["DCE"]["num-dce'd"] == 1  # the unused relu
    assert [op.name for op in p.ops] == ["pd_op.full", "pd_op.add", "pd_op.fetch"]
    add = p.ops[1]
    assert add.operands[0] == add.operands[1] == p.ops[0].results[0]
    # the same program pir-opt makes
    assert str(p) == pir_opt("--pass-pipeline=builtin.module(cse,dce)", path).stdout
    # nested pipeline syntax too; nothing left to do
    again = pir.run_passes(p, "builtin.module(cse,dce)")
    assert again["CSE"]["num-cse'd"] == 0 and again["DCE"]["num-dce'd"] == 0


def test_passes_lists_the_registered_passes():
    passes = pir.passes()
    assert {"cse", "dce"} <= set(passes)
    assert all(isinstance(s, str) and s for s in passes.values())


def test_bad_pipeline_is_an_error_and_the_program_stays_usable():
    p = pir.read(DUMPS / "11_community_pir_save_load_if_op.pir")
    op = p.ops[0]
    with pytest.raises(pir.Error) as e:
        pir.run_passes(p, "cse,no-such-pass")
    assert any("no-such-pass" in d.message for d in e.value.diagnostics)
    assert op.name == "pd_op.data"  # nothing ran: handles stay valid
    p.verify()


def test_handles_taken_before_a_run_raise(write):
    p = pir.read(write(DUPLICATES))
    relu = p.ops[3]
    value = relu.results[0]
    block = p.block
    assert relu.name == "pd_op.relu"
    pir.run_passes(p, "dce")  # erases the relu
    for get in (lambda: relu.name, lambda: relu.operands, lambda: value.type, lambda: block.ops, lambda: str(relu)):
        with pytest.raises(pir.Error, match="before the program was changed"):
            get()
    # fresh handles work
    assert [op.name for op in p.ops] == ["pd_op.full", "pd_op.full", "pd_op.add", "pd_op.fetch"]


def test_failed_pass_leaves_the_program_unusable():
    p = pir.read(DUMPS / "11_community_pir_save_load_if_op.pir")
    with pytest.raises(pir.Error) as e:
        pir.run_passes(p, "test-pass-failure")
    assert e.value.diagnostics and e.value.diagnostics[0].severity == "error"
    with pytest.raises(pir.Error, match="unusable"):
        p.ops
    with pytest.raises(pir.Error, match="unusable"):
        str(p)


def test_handles_keep_their_program_alive():
    ops = pir.read(DUMPS / "11_community_pir_save_load_if_op.pir").walk()
    t = ops[0].results[0].type
    gc.collect()
    assert [op.name for op in ops][:2] == ["pd_op.data", "pd_op.data"]
    assert ops[0].results[0].uses[0].owner.name == "pd_op.greater_equal"
    del ops
    gc.collect()
    assert str(t) == "tensor<1xf32>"  # a type keeps its context


@pytest.mark.skipif("asan" in os.environ.get("LD_PRELOAD", ""),
                    reason="under AddressSanitizer (make check-asan) freed memory sits in quarantine")
def test_no_leak_on_errors(write):
    """Errors raised over and over do not grow the process (no leaked
    programs, buffers or diagnostics)."""
    import resource
    bad = write(DUPLICATES.replace("tensor<2xf32>\n    (%2)", "tensor<3xf32>\n    (%2)"))

    def churn(n):
        for _ in range(n):
            with pytest.raises(pir.Error):
                pir.read(bad)
            with pytest.raises(pir.Error):
                pir.read("{\n bogus\n", context=ctx)
    ctx = pir.Context()
    churn(300)
    gc.collect()
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    churn(3000)
    gc.collect()
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    assert after - before < 4096, (before, after)  # KiB
