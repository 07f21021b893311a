// The generic gradient rule (dialects/infer_meta.c, `infer: grad`): a
// result named N_grad has the type of the operand named N; without such an
// operand, a grad that takes the forward's xshape gives its dims after the
// first; an absent optional operand leaves its gradient unknown.
// `unary_grad` (relu_grad(out, out_grad)): x_grad is typed like out_grad.
// RUN: pir-opt --dialect %S/Inputs/infer-ops.yaml --split-input-file %s | FileCheck %s --check-prefix=SAME
// RUN: pir-opt --dialect %S/Inputs/infer-ops.yaml --split-input-file --infer-shapes %s | FileCheck %s
// SAME-NOT: error

// CHECK-LABEL: name:"grads"
// CHECK: "pd_op.add_grad" {{.*}} -> tensor<4x3xf32>, tensor<3xf32>
// CHECK: "pd_op.matmul_grad" {{.*}} -> tensor<4x3xf32>, tensor<3x5xf32>
// CHECK: "pd_op.relu_grad" {{.*}} -> tensor<4x3xf32>
// CHECK: "pd_op.flatten_grad" {{.*}} -> tensor<4x3x1xf32>
// CHECK: "pd_op.batch_norm_grad" {{.*}} -> tensor<2x3x8x8xf32>, tensor<-1xf32>, tensor<3xf32>
// CHECK: "t.concat_grad" {{.*}} -> vec[tensor<4x3xf32>,tensor<2x3xf32>]
// CHECK: "t.squeeze_grad" {{.*}} -> tensor<1x4x3xf32>
{
    (%x) = "pd_op.data" () {name:"grads"} : () -> tensor<4x3xf32>
    (%y) = "pd_op.data" () {name:"y"} : () -> tensor<3xf32>
    (%w) = "pd_op.data" () {name:"w"} : () -> tensor<3x5xf32>
    (%go) = "pd_op.data" () {name:"go"} : () -> tensor<4x5xf32>
    (%0, %1) = "pd_op.add_grad" (%x, %y, %x) {} : (tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>) -> tensor<-1x3xf32>, tensor<-1xf32>
    (%2, %3) = "pd_op.matmul_grad" (%x, %w, %go) {} : (tensor<4x3xf32>, tensor<3x5xf32>, tensor<4x5xf32>) -> tensor<-1x-1xf32>, tensor<-1x-1xf32>
    (%4) = "pd_op.relu_grad" (%x, %x) {} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<-1x-1xf32>
    (%xs) = "pd_op.data" () {name:"xs"} : () -> tensor<0x4x3x1xf32>
    (%5) = "pd_op.flatten_grad" (%xs, %x) {} : (tensor<0x4x3x1xf32>, tensor<4x3xf32>) -> tensor<-1x-1x-1xf32>
    (%i) = "pd_op.data" () {name:"i"} : () -> tensor<2x3x8x8xf32>
    (%c) = "pd_op.data" () {name:"c"} : () -> tensor<3xf32>
    (%6, %7, %8) = "pd_op.batch_norm_grad" (%i, <<NULL VALUE>>, %c, %c, %c, %c, %c, <<NULL VALUE>>, %i) {} : (tensor<2x3x8x8xf32>, <<NULL TYPE>>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, <<NULL TYPE>>, tensor<2x3x8x8xf32>) -> tensor<-1x3x8x8xf32>, tensor<-1xf32>, tensor<-1xf32>
    (%z) = "pd_op.data" () {name:"z"} : () -> tensor<2x3xf32>
    (%v) = "builtin.combine" (%x, %z) {} : (tensor<4x3xf32>, tensor<2x3xf32>) -> vec[tensor<4x3xf32>,tensor<2x3xf32>]
    (%g) = "pd_op.data" () {name:"g"} : () -> tensor<6x3xf32>
    (%9) = "t.concat_grad" (%v, %g) {} : (vec[tensor<4x3xf32>,tensor<2x3xf32>], tensor<6x3xf32>) -> vec[tensor<-1x3xf32>,tensor<2x-1xf32>]
    (%sx) = "pd_op.data" () {name:"sx"} : () -> tensor<0x1x4x3xf32>
    (%10) = "t.squeeze_grad" (%sx, %x) {} : (tensor<0x1x4x3xf32>, tensor<4x3xf32>) -> tensor<-1x4x3xf32>
}
