// to-vtensor on an op that reads one packed vec twice: each operand gets
// its own combine of copies, and the old combine, left without uses, is
// destroyed once (it used to be looked at again after it was destroyed,
// which AddressSanitizer reports under make check-asan).
// RUN: pir-opt --to-vtensor %s | FileCheck %s --enable-var-scope
// RUN: pir-opt --to-vtensor --copy-elimination --cse --dce %s | pir-opt | FileCheck %s --check-prefix=PIPE

// CHECK: ([[X:%[0-9]+]]) = "pd_op.data" ()
// CHECK-NEXT: ([[X1:%[0-9]+]]) = "pd_op.to_vtensor" ([[X]]) {} : (tensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[V1:%[0-9]+]]) = "builtin.combine" ([[X1]]) {} : (vtensor<4xf32>) -> vec[vtensor<4xf32>]
// CHECK-NEXT: ([[X2:%[0-9]+]]) = "pd_op.to_vtensor" ([[X]]) {} : (tensor<4xf32>) -> vtensor<4xf32>
// CHECK-NEXT: ([[V2:%[0-9]+]]) = "builtin.combine" ([[X2]]) {} : (vtensor<4xf32>) -> vec[vtensor<4xf32>]
// CHECK-NEXT: ([[G:%[0-9]+]]) = "pd_op.broadcast_tensors_grad" ([[V1]], [[V2]]) {} : (vec[vtensor<4xf32>], vec[vtensor<4xf32>]) -> vec[tensor<4xf32>]
// CHECK-NEXT: ([[G0:%[0-9]+]]) = "builtin.split" ([[G]]) {} : (vec[tensor<4xf32>]) -> tensor<4xf32>
// CHECK-NEXT: "pd_op.fetch" ([[G0]]) {name:"g"}
// CHECK-NEXT: {{^}$}}

// PIPE: "pd_op.broadcast_tensors_grad"
// PIPE: "pd_op.fetch"
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%vec) = "builtin.combine" (%x) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%g) = "pd_op.broadcast_tensors_grad" (%vec, %vec) {} : (vec[tensor<4xf32>], vec[tensor<4xf32>]) -> vec[tensor<4xf32>]
    (%g0) = "builtin.split" (%g) {} : (vec[tensor<4xf32>]) -> tensor<4xf32>
    () = "pd_op.fetch" (%g0) {name:"g"} : (tensor<4xf32>) ->
}
