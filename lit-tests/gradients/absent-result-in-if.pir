// Issue 27 (found by the structural sweep in an if, backward-sweep.test's
// IF runs): an absent result of an op in a branch is not pushed onto the
// branch's stack (a stack op may not take <<NULL TYPE>>, so the output did
// not verify: 55 programs); the grad op takes it as absent. The then
// branch pushes rope's out_q and the mean, not out_k and out_v; its
// backward pops those two, in both stack forms.
// RUN: pir-opt --append-backward %s | FileCheck %s
// CHECK: (%9, %10, %11) = "pd_op.fused_rotary_position_embedding" (%0, <<NULL VALUE>>,
// CHECK-NEXT: (%12) = "pd_op.mean" (%9)
// CHECK-NEXT: () = "cf.tuple_push" (%3, %9, %12) {} : (cf.inlet, tensor<1x2x2x4xf32>, tensor<f32>) ->
// CHECK: (%16, %17) = "cf.tuple_pop" (%4) {} : (cf.outlet) -> tensor<1x2x2x4xf32>, tensor<f32>
// CHECK: "pd_op.fused_rotary_position_embedding_grad" (<<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, %18) {{.*}} -> tensor<1x2x2x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>
// RUN: pir-opt --append-backward=design=1 %s | FileCheck %s --check-prefix=DESIGN
// DESIGN: (%5, %6, %7) = "pd_op.fused_rotary_position_embedding" (%0, <<NULL VALUE>>,
// DESIGN-NEXT: (%8) = "pd_op.mean" (%5)
// DESIGN-NEXT: () = "cf.push_back" (%arg_0, %5) {} : (cf.stack, tensor<1x2x2x4xf32>) ->
// DESIGN-NEXT: () = "cf.push_back" (%arg_0, %8) {} : (cf.stack, tensor<f32>) ->
// DESIGN-NEXT: () = "cf.yield"
// DESIGN: (%12) = "cf.pop_back" (%3) {} : (cf.stack) -> tensor<f32>
// DESIGN-NEXT: (%13) = "cf.pop_back" (%3) {} : (cf.stack) -> tensor<1x2x2x4xf32>
// DESIGN-NOT: "cf.pop_back" (%3)
// DESIGN: "pd_op.fused_rotary_position_embedding_grad" (<<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, %14)
{
    (%q) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"q",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,2,4],stop_gradient:[false]} : () -> tensor<1x2x2x4xf32>
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>
    (%L) = "pd_op.if" (%p) {} -> tensor<f32> {
        (%oq, %ok, %ov) = "pd_op.fused_rotary_position_embedding" (%q, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<1x2x2x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<1x2x2x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>
        (%l) = "pd_op.mean" (%oq) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<1x2x2x4xf32>) -> tensor<f32>
        () = "cf.yield" (%l) {} : (tensor<f32>) ->
    } else {
        (%t) = "pd_op.mean" (%q) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<1x2x2x4xf32>) -> tensor<f32>
        () = "cf.yield" (%t) {} : (tensor<f32>) ->
    }
    () = "builtin.shadow_output" (%L) {output_name:"loss"} : (tensor<f32>) ->
}
