// straight-line.pir with its backward written by hand: each grad op with
// the operand order of its signature in dialects/pd_op.yaml; the two
// contributions to s's and x's gradients summed with add_n and add.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3x2xf32>
    (%b) = "builtin.parameter" () {parameter_name:"b"} : () -> tensor<2xf32>
    (%m) = "pd_op.matmul" (%x, %w) {transpose_x:false,transpose_y:false} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
    (%k) = "pd_op.matmul" (%x, %x) {transpose_x:false,transpose_y:true} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
    (%a) = "pd_op.add" (%m, %b) {} : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
    (%a2) = "pd_op.subtract" (%a, %k) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%t) = "pd_op.tanh" (%a2) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%s) = "pd_op.sigmoid" (%m) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%p) = "pd_op.multiply" (%t, %s) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%sc) = "pd_op.scale" (%p) {bias:(Float)0.1,bias_after_scale:true,scale:(Float)0.5} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%e) = "pd_op.exp" (%sc) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%q) = "pd_op.divide" (%e, %s) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%l) = "pd_op.mean" (%q) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x2xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%l) {output_name:"loss"} : (tensor<f32>) ->
    (%g_l) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[],value:(Double)1} : () -> tensor<f32>
    (%g_q) = "pd_op.mean_grad" (%q, %g_l) {axis:(pd_op.IntArray)[],keepdim:false,reduce_all:false} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
    (%g_e, %g_s1) = "pd_op.divide_grad" (%e, %s, %q, %g_q) {axis:(Int32)-1} : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>, tensor<2x2xf32>
    (%g_sc) = "pd_op.exp_grad" (%e, %g_e) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%g_p) = "pd_op.scale_grad" (%g_sc) {scale:(Float)0.5} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%g_t, %g_s2) = "pd_op.multiply_grad" (%t, %s, %g_p) {axis:(Int32)-1} : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>, tensor<2x2xf32>
    (%g_sv) = "builtin.combine" (%g_s1, %g_s2) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> vec[tensor<2x2xf32>,tensor<2x2xf32>]
    (%g_s) = "pd_op.add_n" (%g_sv) {} : (vec[tensor<2x2xf32>,tensor<2x2xf32>]) -> tensor<2x2xf32>
    (%g_m1) = "pd_op.sigmoid_grad" (%s, %g_s) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%g_a2) = "pd_op.tanh_grad" (%t, %g_t) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%g_a, %g_k) = "pd_op.subtract_grad" (%a, %k, %g_a2) {axis:(Int32)-1} : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>, tensor<2x2xf32>
    (%g_m2, %g_b) = "pd_op.add_grad" (%m, %b, %g_a) {axis:(Int32)-1} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>, tensor<2xf32>
    (%g_m) = "pd_op.add" (%g_m1, %g_m2) {} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    (%g_x1, %g_w) = "pd_op.matmul_grad" (%x, %w, %g_m) {transpose_x:false,transpose_y:false} : (tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x2xf32>) -> tensor<2x3xf32>, tensor<3x2xf32>
    (%g_x2, %g_x3) = "pd_op.matmul_grad" (%x, %x, %g_k) {transpose_x:false,transpose_y:true} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x3xf32>, tensor<2x3xf32>
    (%g_xv) = "builtin.combine" (%g_x1, %g_x2, %g_x3) {} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> vec[tensor<2x3xf32>,tensor<2x3xf32>,tensor<2x3xf32>]
    (%g_x) = "pd_op.add_n" (%g_xv) {} : (vec[tensor<2x3xf32>,tensor<2x3xf32>,tensor<2x3xf32>]) -> tensor<2x3xf32>
    () = "builtin.shadow_output" (%g_x) {output_name:"x@GRAD"} : (tensor<2x3xf32>) ->
    () = "builtin.shadow_output" (%g_w) {output_name:"w@GRAD"} : (tensor<3x2xf32>) ->
    () = "builtin.shadow_output" (%g_b) {output_name:"b@GRAD"} : (tensor<2xf32>) ->
}
