// errors.test: optimizer updates pir-run refuses rather than computing
// something else: a regularization it does not have, a learning rate of
// two elements, a grad of another size than param.
{
    (%p) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf64>
    (%lr) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.1} : () -> tensor<1xf64>
    (%q, %v, %n) = "pd_op.momentum_" (%p, %p, %p, %lr) {mu:(Float)0.5,regularization_method:"l1_decay"} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<1xf64>) -> tensor<2xf64>, tensor<2xf64>, <<NULL TYPE>>
}
// -----
{
    (%p) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf64>
    (%p2, %no) = "pd_op.sgd_" (%p, %p, %p) {} : (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>, <<NULL TYPE>>
}
// -----
{
    (%p) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf64>
    (%g) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3],value:(Double)1} : () -> tensor<3xf64>
    (%lr) = "pd_op.full" () {dtype:(pd_op.DataType)float64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0.1} : () -> tensor<1xf64>
    (%p2, %no) = "pd_op.sgd_" (%p, %lr, %g) {} : (tensor<2xf64>, tensor<1xf64>, tensor<3xf64>) -> tensor<2xf64>, <<NULL TYPE>>
}
