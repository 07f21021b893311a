// RUN: pir-run --feed a=1,2,3,4,5,6 --feed a5=1,2,3,4,5,6 --feed og=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15 --feed ones=1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1 --feed px=-1,2,-3,4 --feed pg=1,2,3,4 --feed ac=0.25,0.5 --feed a1=0.5 --feed ae=1,2,3,4 %s | FileCheck %s
//
// pad and pad3d (test/executor/kernels_index.c) and prelu (kernels_act.c)
// against values worked out by hand: a = [[1, 2, 3], [4, 5, 6]] (a5 the
// same as [1, 1, 1, 2, 3]). Their gradients are checked against finite
// differences by lit-tests/gradients/op-sweep.test, the double grads by
// op-sweep-hvp.test.
{
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"a",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%a5) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"a5",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1,2,3],stop_gradient:[true]} : () -> tensor<1x1x1x2x3xf64>
    (%og) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"og",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,5],stop_gradient:[true]} : () -> tensor<3x5xf64>
    (%ones) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"ones",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1,3,6],stop_gradient:[true]} : () -> tensor<1x1x1x3x6xf64>
    (%px) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"px",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,2],stop_gradient:[true]} : () -> tensor<1x2x2xf64>
    (%pg) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"pg",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,2],stop_gradient:[true]} : () -> tensor<1x2x2xf64>
    (%ac) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"ac",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
    (%a1) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"a1",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xf64>
    (%ae) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"ae",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[true]} : () -> tensor<2x2xf64>
// pad a with one row before and two columns after, value 0.5; its grad is out_grad's middle:
// og = 1..15 as [3, 5], rows 1 and 2, columns 0 to 2; the double grad pads with 0
    (%pad) = "pd_op.pad" (%a, <<NULL VALUE>>) {pad_value:(Float)0.5,paddings:[(Int32)1,(Int32)0,(Int32)0,(Int32)2]} : (tensor<2x3xf64>, <<NULL TYPE>>) -> tensor<3x5xf64>
    () = "builtin.shadow_output" (%pad) {output_name:"pad"} : (tensor<3x5xf64>) ->
// CHECK: pad: [3, 5] [0.5, 0.5, 0.5, 0.5, 0.5, 1, 2, 3, 0.5, 0.5, 4, 5, 6, 0.5, 0.5]
    (%pad_grad) = "pd_op.pad_grad" (%a, %og, <<NULL VALUE>>) {pad_value:(Float)0.5,paddings:[(Int32)1,(Int32)0,(Int32)0,(Int32)2]} : (tensor<2x3xf64>, tensor<3x5xf64>, <<NULL TYPE>>) -> tensor<2x3xf64>
    () = "builtin.shadow_output" (%pad_grad) {output_name:"pad_grad"} : (tensor<2x3xf64>) ->
// CHECK-NEXT: pad_grad: [2, 3] [6, 7, 8, 11, 12, 13]
    (%pad_dg) = "pd_op.pad_double_grad" (%a, <<NULL VALUE>>) {pad_value:(Float)0.5,paddings:[(Int32)1,(Int32)0,(Int32)0,(Int32)2]} : (tensor<2x3xf64>, <<NULL TYPE>>) -> tensor<3x5xf64>
    () = "builtin.shadow_output" (%pad_dg) {output_name:"pad_dg"} : (tensor<3x5xf64>) ->
// CHECK-NEXT: pad_dg: [3, 5] [0, 0, 0, 0, 0, 1, 2, 3, 0, 0, 4, 5, 6, 0, 0]
    (%pads) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[(Int64)1,(Int64)2,(Int64)1,(Int64)0,(Int64)0,(Int64)0]} : () -> tensor<6xi64>
// pad3d: W padded by 1 before and 2 after, H by 1 before. Source columns (w - 1): reflect -1 -> 1, 3 -> 1, 4 -> 0;
// replicate -1 -> 0, 3 and 4 -> 2; circular -1 -> 2, 3 -> 0, 4 -> 1; the top row is row 1 (reflect, circular) or row 0
    (%p3_constant) = "pd_op.pad3d" (%a5, %pads) {data_format:"NCDHW",mode:"constant",pad_value:(Float)0.5} : (tensor<1x1x1x2x3xf64>, tensor<6xi64>) -> tensor<1x1x1x3x6xf64>
    () = "builtin.shadow_output" (%p3_constant) {output_name:"p3_constant"} : (tensor<1x1x1x3x6xf64>) ->
// CHECK-NEXT: p3_constant: [1, 1, 1, 3, 6] [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 1, 2, 3, 0.5, 0.5, 0.5, 4, 5, 6, 0.5, 0.5]
    (%p3_reflect) = "pd_op.pad3d" (%a5, %pads) {data_format:"NCDHW",mode:"reflect",pad_value:(Float)0.5} : (tensor<1x1x1x2x3xf64>, tensor<6xi64>) -> tensor<1x1x1x3x6xf64>
    () = "builtin.shadow_output" (%p3_reflect) {output_name:"p3_reflect"} : (tensor<1x1x1x3x6xf64>) ->
// CHECK-NEXT: p3_reflect: [1, 1, 1, 3, 6] [5, 4, 5, 6, 5, 4, 2, 1, 2, 3, 2, 1, 5, 4, 5, 6, 5, 4]
    (%p3_replicate) = "pd_op.pad3d" (%a5, %pads) {data_format:"NCDHW",mode:"replicate",pad_value:(Float)0.5} : (tensor<1x1x1x2x3xf64>, tensor<6xi64>) -> tensor<1x1x1x3x6xf64>
    () = "builtin.shadow_output" (%p3_replicate) {output_name:"p3_replicate"} : (tensor<1x1x1x3x6xf64>) ->
// CHECK-NEXT: p3_replicate: [1, 1, 1, 3, 6] [1, 1, 2, 3, 3, 3, 1, 1, 2, 3, 3, 3, 4, 4, 5, 6, 6, 6]
    (%p3_circular) = "pd_op.pad3d" (%a5, %pads) {data_format:"NCDHW",mode:"circular",pad_value:(Float)0.5} : (tensor<1x1x1x2x3xf64>, tensor<6xi64>) -> tensor<1x1x1x3x6xf64>
    () = "builtin.shadow_output" (%p3_circular) {output_name:"p3_circular"} : (tensor<1x1x1x3x6xf64>) ->
// CHECK-NEXT: p3_circular: [1, 1, 1, 3, 6] [6, 4, 5, 6, 4, 5, 3, 1, 2, 3, 1, 2, 6, 4, 5, 6, 4, 5]
// pad3d_grad of ones counts the copies of each element: reflect, row 0 once and row 1 twice, columns 2, 3, 1 times;
// replicate, row 0 twice and row 1 once, columns 2, 1, 3 times
    (%p3g_reflect) = "pd_op.pad3d_grad" (%a5, %ones, %pads) {data_format:"NCDHW",mode:"reflect",pad_value:(Float)0.5} : (tensor<1x1x1x2x3xf64>, tensor<1x1x1x3x6xf64>, tensor<6xi64>) -> tensor<1x1x1x2x3xf64>
    () = "builtin.shadow_output" (%p3g_reflect) {output_name:"p3g_reflect"} : (tensor<1x1x1x2x3xf64>) ->
// CHECK-NEXT: p3g_reflect: [1, 1, 1, 2, 3] [2, 3, 1, 4, 6, 2]
    (%p3g_replicate) = "pd_op.pad3d_grad" (%a5, %ones, %pads) {data_format:"NCDHW",mode:"replicate",pad_value:(Float)0.5} : (tensor<1x1x1x2x3xf64>, tensor<1x1x1x3x6xf64>, tensor<6xi64>) -> tensor<1x1x1x2x3xf64>
    () = "builtin.shadow_output" (%p3g_replicate) {output_name:"p3g_replicate"} : (tensor<1x1x1x2x3xf64>) ->
// CHECK-NEXT: p3g_replicate: [1, 1, 1, 2, 3] [4, 2, 6, 2, 1, 3]
    (%p3_dg) = "pd_op.pad3d_double_grad" (%a5, %pads) {data_format:"NCDHW",mode:"constant",pad_value:(Float)0.5} : (tensor<1x1x1x2x3xf64>, tensor<6xi64>) -> tensor<1x1x1x3x6xf64>
    () = "builtin.shadow_output" (%p3_dg) {output_name:"p3_dg"} : (tensor<1x1x1x3x6xf64>) ->
// CHECK-NEXT: p3_dg: [1, 1, 1, 3, 6] [0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 0, 0, 0, 4, 5, 6, 0, 0]
// prelu of x = [[-1, 2], [-3, 4]] (channels 0 and 1): slopes [0.25, 0.5] by channel, 0.5 for all, [1, 2, 3, 4] by element
    (%prelu_c) = "pd_op.prelu" (%px, %ac) {data_format:"NCHW",mode:"channel"} : (tensor<1x2x2xf64>, tensor<2xf64>) -> tensor<1x2x2xf64>
    () = "builtin.shadow_output" (%prelu_c) {output_name:"prelu_c"} : (tensor<1x2x2xf64>) ->
// CHECK-NEXT: prelu_c: [1, 2, 2] [-0.25, 2, -1.5, 4]
    (%prelu_a) = "pd_op.prelu" (%px, %a1) {data_format:"NCHW",mode:"all"} : (tensor<1x2x2xf64>, tensor<1xf64>) -> tensor<1x2x2xf64>
    () = "builtin.shadow_output" (%prelu_a) {output_name:"prelu_a"} : (tensor<1x2x2xf64>) ->
// CHECK-NEXT: prelu_a: [1, 2, 2] [-0.5, 2, -1.5, 4]
    (%prelu_e) = "pd_op.prelu" (%px, %ae) {data_format:"NCHW",mode:"element"} : (tensor<1x2x2xf64>, tensor<2x2xf64>) -> tensor<1x2x2xf64>
    () = "builtin.shadow_output" (%prelu_e) {output_name:"prelu_e"} : (tensor<1x2x2xf64>) ->
// CHECK-NEXT: prelu_e: [1, 2, 2] [-1, 2, -9, 4]
// prelu_grad with g = [1, 2, 3, 4]: x_grad [0.25, 2, 0.5 * 3, 4]; alpha_grad sums x g below 0 per channel: [-1, -9]
    (%prelu_dx, %prelu_da) = "pd_op.prelu_grad" (%px, %ac, %pg) {data_format:"NCHW",mode:"channel"} : (tensor<1x2x2xf64>, tensor<2xf64>, tensor<1x2x2xf64>) -> tensor<1x2x2xf64>, tensor<2xf64>
    () = "builtin.shadow_output" (%prelu_dx) {output_name:"prelu_dx"} : (tensor<1x2x2xf64>) ->
    () = "builtin.shadow_output" (%prelu_da) {output_name:"prelu_da"} : (tensor<2xf64>) ->
// CHECK-NEXT: prelu_dx: [1, 2, 2] [0.25, 2, 1.5, 4]
// CHECK-NEXT: prelu_da: [2] [-1, -9]
}
