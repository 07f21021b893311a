// A loss that barely moves: y = 10 + 1e-7 * tanh(w), so L = sum(c * y) is
// about 1 while <dL/dw, v> is about 1e-8, as at the backbone weights of
// the DB text detector (L 2.4, directional derivatives 1e-10 to 1e-7).
// The difference of two losses rounds at about |L| * 2^-52, which swamps a
// step of 1e-6. lit-tests/gradients/models.test checks the step ladder of
// scripts/model-grad-check.py on it.
{
    (%0) = "builtin.parameter" () {parameter_name:"w",persistable:[true],stop_gradient:[false]} : () -> tensor<4xf32>
    (%1) = "pd_op.tanh" (%0) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)1e-07} : () -> tensor<4xf32>
    (%3) = "pd_op.multiply" (%1, %2) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%4) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Double)10} : () -> tensor<4xf32>
    (%5) = "pd_op.add" (%3, %4) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%6) = "pd_op.fetch" (%5) {col:(Int32)0,name:"y"} : (tensor<4xf32>) -> tensor<4xf32>
}
