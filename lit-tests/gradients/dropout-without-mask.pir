// Issue 27, item 4: a dropout in training mode without its mask result
// cannot be differentiated (the mask is the random draw, and
// dropout_grad requires it; only test mode, a fixed linear map, is its own
// adjoint: dropout-modes.pir). The backward is refused with an error at
// the forward dropout, exit 1 and no output, in both stack forms and for
// both implementations; never a silent zero gradient.
// RUN: not pir-opt --append-backward %s 2>%t.err >%t.out
// RUN: count 0 < %t.out
// RUN: FileCheck %s < %t.err
// RUN: not pir-opt --append-backward=design=1 %s 2>&1 >/dev/null | FileCheck %s
// CHECK: dropout-without-mask.pir:[[# @LINE + 15]]:5: error: 'pd_op.dropout' op has no 'mask' here (absent from the program), which its backward 'pd_op.dropout_grad' requires: the gradient cannot be built
// CHECK-NEXT: "pd_op.dropout"
// CHECK-NOT: error: 'pd_op.dropout_grad'
// RUN: sed -e 's/upscale_in_train/downgrade_in_infer/' %s > %t.down.pir
// RUN: not pir-opt --append-backward %t.down.pir 2>&1 >/dev/null | FileCheck %s --check-prefix=DOWN
// DOWN: error: 'pd_op.dropout' op has no 'mask' here
//
// PP-OCRv3's inference program has 8 such dropouts in test mode: the
// backward builds (each differentiated as itself):
// RUN: pir-opt %S/../Inputs/models/04_Dong-keun_ppocrv3-rec-p2.5.1.pdmodel --append-backward | FileCheck %s --check-prefix=OCR
// OCR-COUNT-16: "pd_op.dropout" ({{.*}}is_test:true,mode:"upscale_in_train"
// OCR-NOT: "pd_op.dropout"
{
    (%0) = "builtin.parameter" () {parameter_name:"w",persistable:[true],stop_gradient:[false]} : () -> tensor<3xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0.1} : () -> tensor<1xf32>
    (%2, %3) = "pd_op.dropout" (%0, <<NULL VALUE>>, %1) {fix_seed:true,is_test:false,mode:"upscale_in_train",p:(Float)0.1,seed:(Int32)3} : (tensor<3xf32>, <<NULL TYPE>>, tensor<1xf32>) -> tensor<3xf32>, <<NULL TYPE>>
    (%4) = "pd_op.tanh" (%2) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%5) = "pd_op.sum" (%4) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    (%6) = "pd_op.fetch" (%5) {col:(Int32)0,name:"loss"} : (tensor<f32>) -> tensor<f32>
}
