// pir-run releases each value of the program's block after its last
// reader (docs/executor.md, "Memory"): a chain of nine tanh's of a
// 1000-element input, then x added, holds at most the input (read again
// by the add), the operand and the result of the op running: 3000
// elements fit a budget of 3000, where holding every value (11,000)
// would fail at %t3.
// RUN: pir-run --random-seed 1 --max-elements 3000 %s | FileCheck %s
// CHECK: y: [1000]
// Below what three tensors need at once it still fails, at the op that
// does not fit (x and t1 held):
// RUN: not pir-run --random-seed 1 --max-elements 2500 %s 2>&1 | FileCheck %s --check-prefix=SMALL
// SMALL: error: result 0: 1000 elements do not fit in pir-run's budget of 2500 (2000 held by live tensors
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1000],stop_gradient:[false]} : () -> tensor<1000xf64>
    (%t1) = "pd_op.tanh" (%x) {} : (tensor<1000xf64>) -> tensor<1000xf64>
    (%t2) = "pd_op.tanh" (%t1) {} : (tensor<1000xf64>) -> tensor<1000xf64>
    (%t3) = "pd_op.tanh" (%t2) {} : (tensor<1000xf64>) -> tensor<1000xf64>
    (%t4) = "pd_op.tanh" (%t3) {} : (tensor<1000xf64>) -> tensor<1000xf64>
    (%t5) = "pd_op.tanh" (%t4) {} : (tensor<1000xf64>) -> tensor<1000xf64>
    (%t6) = "pd_op.tanh" (%t5) {} : (tensor<1000xf64>) -> tensor<1000xf64>
    (%t7) = "pd_op.tanh" (%t6) {} : (tensor<1000xf64>) -> tensor<1000xf64>
    (%t8) = "pd_op.tanh" (%t7) {} : (tensor<1000xf64>) -> tensor<1000xf64>
    (%t9) = "pd_op.tanh" (%t8) {} : (tensor<1000xf64>) -> tensor<1000xf64>
    (%y) = "pd_op.add" (%t9, %x) {} : (tensor<1000xf64>, tensor<1000xf64>) -> tensor<1000xf64>
    (%o) = "pd_op.fetch" (%y) {col:(Int32)0,name:"y"} : (tensor<1000xf64>) -> tensor<1000xf64>
}
