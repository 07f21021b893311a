// The generic gradient rule (dialects/infer/infer_meta.c, `infer: grad`): a
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
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"grads",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xf32>
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,5]} : () -> tensor<3x5xf32>
    (%go) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"go",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,5]} : () -> tensor<4x5xf32>
    (%0, %1) = "pd_op.add_grad" (%x, %y, %x) {} : (tensor<4x3xf32>, tensor<3xf32>, tensor<4x3xf32>) -> tensor<-1x3xf32>, tensor<-1xf32>
    (%2, %3) = "pd_op.matmul_grad" (%x, %w, %go) {} : (tensor<4x3xf32>, tensor<3x5xf32>, tensor<4x5xf32>) -> tensor<-1x-1xf32>, tensor<-1x-1xf32>
    (%4) = "pd_op.relu_grad" (%x, %x) {} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<-1x-1xf32>
    (%xs) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"xs",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[0,4,3,1]} : () -> tensor<0x4x3x1xf32>
    (%5) = "pd_op.flatten_grad" (%xs, %x) {} : (tensor<0x4x3x1xf32>, tensor<4x3xf32>) -> tensor<-1x-1x-1xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3,8,8]} : () -> tensor<2x3x8x8xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3]} : () -> tensor<3xf32>
    (%6, %7, %8) = "pd_op.batch_norm_grad" (%i, <<NULL VALUE>>, %c, %c, %c, %c, %c, <<NULL VALUE>>, %i) {trainable_statistics:false,use_global_stats:false,is_test:false,data_format:"NCHW",epsilon:(Float)1e-05,momentum:(Float)0.9} : (tensor<2x3x8x8xf32>, <<NULL TYPE>>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, <<NULL TYPE>>, tensor<2x3x8x8xf32>) -> tensor<-1x3x8x8xf32>, tensor<-1xf32>, tensor<-1xf32>
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"z",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xf32>
    (%v) = "builtin.combine" (%x, %z) {} : (tensor<4x3xf32>, tensor<2x3xf32>) -> vec[tensor<4x3xf32>,tensor<2x3xf32>]
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"g",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,3]} : () -> tensor<6x3xf32>
    (%9) = "t.concat_grad" (%v, %g) {} : (vec[tensor<4x3xf32>,tensor<2x3xf32>], tensor<6x3xf32>) -> vec[tensor<-1x3xf32>,tensor<2x-1xf32>]
    (%sx) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"sx",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[0,1,4,3]} : () -> tensor<0x1x4x3xf32>
    (%10) = "t.squeeze_grad" (%sx, %x) {} : (tensor<0x1x4x3xf32>, tensor<4x3xf32>) -> tensor<-1x4x3xf32>
}
