// Issue 27, item 4: PP-OCRv3's inference program has dropouts without a
// mask result, and dropout_grad needs the mask (operand 0, required): the
// backward is refused with an error at the forward dropout, exit 1 and no
// output, in both stack forms; never a silent zero gradient.
// RUN: not pir-opt --append-backward %s 2>%t.err >%t.out
// RUN: count 0 < %t.out
// RUN: FileCheck %s < %t.err
// RUN: not pir-opt --append-backward=design=1 %s 2>&1 >/dev/null | FileCheck %s
// CHECK: dropout-without-mask.pir:[[# @LINE + 10]]:5: error: 'pd_op.dropout_grad' op operand #0 ('mask') is required, but has type <<NULL TYPE>>
// CHECK-NEXT: "pd_op.dropout"
// CHECK: error: append-backward built an invalid program (see the error above); nothing is output
//
// The same on the real model (its 8 dropouts, each named by its op index):
// RUN: not pir-opt %S/../Inputs/models/04_Dong-keun_ppocrv3-rec-p2.5.1.pdmodel --append-backward 2>&1 >/dev/null | FileCheck %s --check-prefix=OCR
// OCR-COUNT-8: 04_Dong-keun_ppocrv3-rec-p2.5.1.pdmodel: block 0, op {{[0-9]+}} ('dropout' -> dropout_{{[0-9]+}}.tmp_0): error: 'pd_op.dropout_grad' op operand #0 ('mask') is required
{
    (%0) = "builtin.parameter" () {parameter_name:"w",persistable:[true],stop_gradient:[false]} : () -> tensor<3xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0.1} : () -> tensor<1xf32>
    (%2, %3) = "pd_op.dropout" (%0, <<NULL VALUE>>, %1) {fix_seed:false,is_test:true,mode:"upscale_in_train",p:(Float)0.1,seed:(Int32)0} : (tensor<3xf32>, <<NULL TYPE>>, tensor<1xf32>) -> tensor<3xf32>, <<NULL TYPE>>
    (%4) = "pd_op.tanh" (%2) {} : (tensor<3xf32>) -> tensor<3xf32>
    (%5) = "pd_op.sum" (%4) {axis:(pd_op.IntArray)[],dtype:(pd_op.DataType)float32,keepdim:false} : (tensor<3xf32>) -> tensor<f32>
    (%6) = "pd_op.fetch" (%5) {col:(Int32)0,name:"loss"} : (tensor<f32>) -> tensor<f32>
}
