// REQUIRES: append-backward
// RUN: pir-run --feed x=1,2,3,4,5,6 --feed x.v=0,0,0,0,0,0 %s | FileCheck %s --check-prefix=VALUE
// RUN: python3 %scripts/grad-check.py %s | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=3 | FileCheck %s --check-prefix=HVP
// RUN: python3 %scripts/hvp-check.py %s --loss=loss --directions=2 --design=1 | FileCheck %s --check-prefix=HVP
//
// mean_all (the legacy `mean` of 2.x training programs): pir-run's kernel
// (by hand: the mean of tanh(1..6)^2 is 0.916325, squared 0.839655), its
// grad, and its grad's adjoint (backward_args: mean_all of the gradient),
// so a second backward goes through it.
// VALUE: loss: [] [0.83965
// CHECK: x@GRAD: worst relative error
// CHECK: grad-check: ok
// HVP: x: H v worst relative error
// HVP: hvp-check: ok
{
  (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
  (%xv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x.v",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
  (%t) = "pd_op.tanh" (%x) : (tensor<2x3xf64>) -> tensor<2x3xf64>
  (%q) = "pd_op.multiply" (%t, %t) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  (%m) = "pd_op.mean_all" (%q) : (tensor<2x3xf64>) -> tensor<f64>
  (%l) = "pd_op.multiply" (%m, %m) : (tensor<f64>, tensor<f64>) -> tensor<f64>
  () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f64>) ->
}
