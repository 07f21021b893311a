// Issue 27 (found by the structural sweep, backward-sweep.test): the
// gradient of an optional forward result the op does not produce stays
// absent in the grad op. fused_rotary_position_embedding with q only has
// no out_k and out_v; its grad op's out_k_grad and out_v_grad (optional)
// are left out, as are its k_grad and v_grad results. Before, the pass
// filled them with a full_like of the absent result, and its own output
// failed to verify. A result that is there but has no gradient (the
// second program's out_k: the loss reads out_q only) still gets zeros
// of its type.
// RUN: pir-opt --split-input-file --append-backward %s | FileCheck %s
// CHECK:      (%0) = "pd_op.data" () {dtype:{{.*}},name:"q"
// CHECK-NEXT: (%1, %2, %3) = "pd_op.fused_rotary_position_embedding" (%0, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<1x2x2x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<1x2x2x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>
// CHECK-NEXT: (%4) = "pd_op.mean" (%1)
// CHECK-NEXT: () = "builtin.shadow_output" (%4) {output_name:"loss"}
// CHECK-NEXT: (%5) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)1} : () -> tensor<f32>
// CHECK-NEXT: (%6) = "pd_op.mean_grad" (%1, %5) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<1x2x2x4xf32>, tensor<f32>) -> tensor<1x2x2x4xf32>
// CHECK-NEXT: (%7, %8, %9) = "pd_op.fused_rotary_position_embedding_grad" (<<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, %6) {rotary_emb_base:(Float)1e+04,time_major:false,use_neox_rotary_style:true} : (<<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>
// CHECK-NEXT: () = "builtin.shadow_output" (%7) {output_name:"q@GRAD"} : (tensor<1x2x2x4xf32>) ->
// CHECK-NEXT: }
{
    (%q) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"q",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,2,4],stop_gradient:[false]} : () -> tensor<1x2x2x4xf32>
    (%oq, %ok, %ov) = "pd_op.fused_rotary_position_embedding" (%q, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<1x2x2x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<1x2x2x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>
    (%l) = "pd_op.mean" (%oq) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<1x2x2x4xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}

// -----
// out_k is there: its gradient is zeros (a full of 0, its type); out_v
// is not: absent.
// CHECK-LABEL: // -----
// CHECK:      (%2, %3, %4) = "pd_op.fused_rotary_position_embedding" (%0, %1, <<NULL VALUE>>,
// CHECK-NEXT: (%5) = "pd_op.mean" (%2)
// CHECK-NEXT: () = "builtin.shadow_output" (%5) {output_name:"loss"}
// CHECK-NEXT: (%6) = "pd_op.full" () {dtype:{{.*}},value:(Double)1} : () -> tensor<f32>
// CHECK-NEXT: (%7) = "pd_op.mean_grad" (%2, %6)
// CHECK-NEXT: (%8) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,1,4],value:(Double)0} : () -> tensor<1x2x1x4xf32>
// CHECK-NEXT: (%9, %10, %11) = "pd_op.fused_rotary_position_embedding_grad" (<<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, %7, %8) {{.*}} : (<<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1x2x2x4xf32>, tensor<1x2x1x4xf32>) -> tensor<1x2x2x4xf32>, tensor<1x2x1x4xf32>, <<NULL TYPE>>
// CHECK-NEXT: () = "builtin.shadow_output" (%9) {output_name:"q@GRAD"}
// CHECK-NEXT: () = "builtin.shadow_output" (%10) {output_name:"k@GRAD"}
// CHECK-NEXT: }
{
    (%q) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"q",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,2,4],stop_gradient:[false]} : () -> tensor<1x2x2x4xf32>
    (%k) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"k",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,1,4],stop_gradient:[false]} : () -> tensor<1x2x1x4xf32>
    (%oq, %ok, %ov) = "pd_op.fused_rotary_position_embedding" (%q, %k, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<1x2x2x4xf32>, tensor<1x2x1x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<1x2x2x4xf32>, tensor<1x2x1x4xf32>, <<NULL TYPE>>
    (%l) = "pd_op.mean" (%oq) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<1x2x2x4xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
}
