// RUN: pir-run --feed cx=1,2,3,4,5,6 --feed cw=1,-1 --feed cg=1,2,3,4 --feed cdx=0,1,0,2,0,1 --feed cdw=2,1 --feed dx=1,2,3,4 --feed dw=1,1,2,-1 --feed dg=1,2 --feed ddx=1,0,0,1 --feed ddw=1,2,3,0 --feed tx=1,2 --feed tf=1,-1 --feed tg=1,2,3,4 --feed tdx=2,1 --feed tdf=1,1 --feed px=1,2,3,4,5,6,7,8,9 --feed bx=-0.5,0,0.5 --feed bs=2 --feed bm=0 --feed bi=2 --feed bg=1,2,4 --feed bdx=1,0,2 --feed bds=1 --feed bdb=0.5 --feed gm=1 --feed gv=0 --feed gx=-0.5,0,0.5 %s | FileCheck %s
//
// The double grads of the convolution network ops (test/executor/
// kernels_cnn.c, kernels_convt.c) against values worked out by hand. Each
// takes the gradients dd of its grad op's results and gives the gradients
// of <dd, grad op(...)> with respect to the grad op's operands. Their
// second derivatives are checked against finite differences by
// lit-tests/gradients/op-sweep-hvp.test.
{
    (%cx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"cx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,2,3],stop_gradient:[false]} : () -> tensor<1x1x2x3xf64>
    (%cw) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"cw",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1,2],stop_gradient:[false]} : () -> tensor<1x1x1x2xf64>
    (%cg) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"cg",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,2,2],stop_gradient:[false]} : () -> tensor<1x1x2x2xf64>
    (%cdx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"cdx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,2,3],stop_gradient:[false]} : () -> tensor<1x1x2x3xf64>
    (%cdw) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"cdw",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1,2],stop_gradient:[false]} : () -> tensor<1x1x1x2xf64>
    (%dx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"dx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,1,2],stop_gradient:[false]} : () -> tensor<1x2x1x2xf64>
    (%dw) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"dw",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,1,1,2],stop_gradient:[false]} : () -> tensor<2x1x1x2xf64>
    (%dg) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"dg",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,1,1],stop_gradient:[false]} : () -> tensor<1x2x1x1xf64>
    (%ddx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"ddx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,1,2],stop_gradient:[false]} : () -> tensor<1x2x1x2xf64>
    (%ddw) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"ddw",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,1,1,2],stop_gradient:[false]} : () -> tensor<2x1x1x2xf64>
    (%tx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"tx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1,2],stop_gradient:[false]} : () -> tensor<1x1x1x2xf64>
    (%tf) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"tf",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1,2],stop_gradient:[false]} : () -> tensor<1x1x1x2xf64>
    (%tg) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"tg",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1,4],stop_gradient:[false]} : () -> tensor<1x1x1x4xf64>
    (%tdx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"tdx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1,2],stop_gradient:[false]} : () -> tensor<1x1x1x2xf64>
    (%tdf) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"tdf",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,1,2],stop_gradient:[false]} : () -> tensor<1x1x1x2xf64>
    (%px) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"px",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,3,3],stop_gradient:[false]} : () -> tensor<1x1x3x3xf64>
    (%bx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"bx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,1],stop_gradient:[false]} : () -> tensor<3x1xf64>
    (%bs) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"bs",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf64>
    (%bm) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"bm",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf64>
    (%bi) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"bi",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf64>
    (%bg) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"bg",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,1],stop_gradient:[false]} : () -> tensor<3x1xf64>
    (%bdx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"bdx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,1],stop_gradient:[false]} : () -> tensor<3x1xf64>
    (%bds) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"bds",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf64>
    (%bdb) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"bdb",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf64>
    (%gm) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"gm",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf64>
    (%gv) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"gv",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf64>
    (%gx) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"gx",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[3,1],stop_gradient:[false]} : () -> tensor<3x1xf64>
// conv2d of x [[1, 2, 3], [4, 5, 6]] with the 1x2 filter [1, -1] (output
// 2x2), grad_out g = [[1, 2], [3, 4]], ddx = [[0, 1, 0], [2, 0, 1]], ddw =
// [2, 1]. input_grad = the input grad of filter ddw: row 0 [1*2, 1*1 +
// 2*2, 2*1] = [2, 5, 2], row 1 [6, 3 + 8, 4] = [6, 11, 4]; filter_grad =
// the filter grad of input ddx: [0*1 + 1*2 + 2*3 + 0*4, 1*1 + 0*2 + 0*3 +
// 1*4] = [8, 5]; grad_out_grad = conv(ddx, w) + conv(x, ddw) = [-1, 1, 2,
// -1] + [4, 7, 13, 16].
    (%c1, %c2, %c3) = "pd_op.conv2d_grad_grad" (%cx, %cw, %cg, %cdx, %cdw) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x1x2x3xf64>, tensor<1x1x1x2xf64>, tensor<1x1x2x2xf64>, tensor<1x1x2x3xf64>, tensor<1x1x1x2xf64>) -> tensor<1x1x2x3xf64>, tensor<1x1x1x2xf64>, tensor<1x1x2x2xf64>
    () = "builtin.shadow_output" (%c1) {output_name:"conv_input_grad"} : (tensor<1x1x2x3xf64>) ->
    () = "builtin.shadow_output" (%c2) {output_name:"conv_filter_grad"} : (tensor<1x1x1x2xf64>) ->
    () = "builtin.shadow_output" (%c3) {output_name:"conv_grad_out_grad"} : (tensor<1x1x2x2xf64>) ->
// CHECK: conv_input_grad: [1, 1, 2, 3] [2, 5, 2, 6, 11, 4]
// CHECK-NEXT: conv_filter_grad: [1, 1, 1, 2] [8, 5]
// CHECK-NEXT: conv_grad_out_grad: [1, 1, 2, 2] [3, 8, 15, 15]
// Without ddw (absent: zeros): no input_grad, grad_out_grad = conv(ddx, w).
    (%e1, %e2, %e3) = "pd_op.conv2d_grad_grad" (%cx, %cw, %cg, %cdx, <<NULL VALUE>>) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x1x2x3xf64>, tensor<1x1x1x2xf64>, tensor<1x1x2x2xf64>, tensor<1x1x2x3xf64>, <<NULL TYPE>>) -> tensor<1x1x2x3xf64>, tensor<1x1x1x2xf64>, tensor<1x1x2x2xf64>
    () = "builtin.shadow_output" (%e1) {output_name:"conv_ddx_only_input_grad"} : (tensor<1x1x2x3xf64>) ->
    () = "builtin.shadow_output" (%e2) {output_name:"conv_ddx_only_filter_grad"} : (tensor<1x1x1x2xf64>) ->
    () = "builtin.shadow_output" (%e3) {output_name:"conv_ddx_only_grad_out_grad"} : (tensor<1x1x2x2xf64>) ->
// CHECK-NEXT: conv_ddx_only_input_grad: [1, 1, 2, 3] [0, 0, 0, 0, 0, 0]
// CHECK-NEXT: conv_ddx_only_filter_grad: [1, 1, 1, 2] [8, 5]
// CHECK-NEXT: conv_ddx_only_grad_out_grad: [1, 1, 2, 2] [-1, 1, 2, -1]
// depthwise (groups 2): channel 0 x [1, 2], filter [1, 1], g 1, ddx [1, 0],
// ddw [1, 2]; channel 1 x [3, 4], filter [2, -1], g 2, ddx [0, 1], ddw [3,
// 0]. input_grad = ddw g = [1, 2, 6, 0]; filter_grad = ddx g = [1, 0, 0,
// 2]; grad_out_grad = ddx . w + x . ddw = [1 + 5, -1 + 9].
    (%d1, %d2, %d3) = "pd_op.depthwise_conv2d_double_grad" (%dx, %dw, %dg, %ddx, %ddw) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)2,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x2x1x2xf64>, tensor<2x1x1x2xf64>, tensor<1x2x1x1xf64>, tensor<1x2x1x2xf64>, tensor<2x1x1x2xf64>) -> tensor<1x2x1x2xf64>, tensor<2x1x1x2xf64>, tensor<1x2x1x1xf64>
    () = "builtin.shadow_output" (%d1) {output_name:"depthwise_input_grad"} : (tensor<1x2x1x2xf64>) ->
    () = "builtin.shadow_output" (%d2) {output_name:"depthwise_filter_grad"} : (tensor<2x1x1x2xf64>) ->
    () = "builtin.shadow_output" (%d3) {output_name:"depthwise_grad_out_grad"} : (tensor<1x2x1x1xf64>) ->
// CHECK-NEXT: depthwise_input_grad: [1, 2, 1, 2] [1, 2, 6, 0]
// CHECK-NEXT: depthwise_filter_grad: [2, 1, 1, 2] [1, 0, 0, 2]
// CHECK-NEXT: depthwise_grad_out_grad: [1, 2, 1, 1] [6, 8]
// conv2d_transpose of x [1, 2] with filter [1, -1], stride 2 (out[2i + k]
// += x[i] f[k], 4 wide), g = [1, 2, 3, 4], ddx = [2, 1], ddf = [1, 1].
// x_grad = sum_k g[2i + k] ddf[k] = [3, 7]; filter_grad = sum_i ddx[i]
// g[2i + k] = [2 + 3, 4 + 4]; grad_out_grad = convT(ddx, f) + convT(x,
// ddf) = [2, -2, 1, -1] + [1, 1, 2, 2].
    (%te) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[]} : () -> tensor<0xi64>
    (%t1, %t2, %t3) = "pd_op.conv2d_transpose_double_grad" (%tx, %tf, %tg, %tdx, %tdf, %te) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,output_padding:[],output_size:(pd_op.IntArray)[],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)2,(Int32)2]} : (tensor<1x1x1x2xf64>, tensor<1x1x1x2xf64>, tensor<1x1x1x4xf64>, tensor<1x1x1x2xf64>, tensor<1x1x1x2xf64>, tensor<0xi64>) -> tensor<1x1x1x2xf64>, tensor<1x1x1x2xf64>, tensor<1x1x1x4xf64>
    () = "builtin.shadow_output" (%t1) {output_name:"convt_x_grad"} : (tensor<1x1x1x2xf64>) ->
    () = "builtin.shadow_output" (%t2) {output_name:"convt_filter_grad"} : (tensor<1x1x1x2xf64>) ->
    () = "builtin.shadow_output" (%t3) {output_name:"convt_grad_out_grad"} : (tensor<1x1x1x4xf64>) ->
// CHECK-NEXT: convt_x_grad: [1, 1, 1, 2] [3, 7]
// CHECK-NEXT: convt_filter_grad: [1, 1, 1, 2] [5, 8]
// CHECK-NEXT: convt_grad_out_grad: [1, 1, 1, 4] [3, -1, 3, 1]
// average pooling 2x2, stride 1, of ddx = 1..9 (3x3): the 2x2 window means
// [(1 + 2 + 4 + 5) / 4, 4, 6, 7]; x gives only the shape.
    (%p1) = "pd_op.pool2d_double_grad" (%px, %px) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:false,kernel_size:(pd_op.IntArray)[2,2],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],pooling_type:"avg",strides:[(Int32)1,(Int32)1]} : (tensor<1x1x3x3xf64>, tensor<1x1x3x3xf64>) -> tensor<1x1x2x2xf64>
    () = "builtin.shadow_output" (%p1) {output_name:"avg_pool_grad_out_grad"} : (tensor<1x1x2x2xf64>) ->
// CHECK-NEXT: avg_pool_grad_out_grad: [1, 1, 2, 2] [3, 4, 6, 7]
// batch_norm_double_grad with the batch's statistics: x [-0.5, 0, 0.5] (3
// rows, one channel), saved_mean 0, saved_variance (1 / sqrt(var + eps))
// 2, so xh = [-1, 0, 1]; scale 2, g = [1, 2, 4], ddx = [1, 0, 2], ddscale
// 1, ddbias 0.5. Per channel M = 3, sum(a) = 3, sum(g) = 7, sum(a g) = 9,
// P = sum(a xh) = 1, Q = sum(g xh) = 3. x_grad = 8/3 (xh (7 - 9 + 3) + (7/3
// - g) + 3 (1 - a)) + 2 (g - 7/3 - xh) = [2/9, 74/9, -76/9] (it sums to 0:
// a shift of x changes nothing); scale_grad = 2 (9 - 7 - 1) = 2;
// grad_out_grad = 4 (a - 1 - xh / 3) + xh + 0.5 = [5/6, -3.5, 25/6].
    (%b1, %b2, %b3) = "pd_op.batch_norm_double_grad" (%bx, %bs, <<NULL VALUE>>, <<NULL VALUE>>, %bm, %bi, %bg, %bdx, %bds, %bdb) {data_format:"NCHW",epsilon:(Float)0.0833333,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<3x1xf64>, tensor<1xf64>, <<NULL TYPE>>, <<NULL TYPE>>, tensor<1xf64>, tensor<1xf64>, tensor<3x1xf64>, tensor<3x1xf64>, tensor<1xf64>, tensor<1xf64>) -> tensor<3x1xf64>, tensor<1xf64>, tensor<3x1xf64>
    () = "builtin.shadow_output" (%b1) {output_name:"bn_x_grad"} : (tensor<3x1xf64>) ->
    () = "builtin.shadow_output" (%b2) {output_name:"bn_scale_grad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%b3) {output_name:"bn_grad_out_grad"} : (tensor<3x1xf64>) ->
// CHECK-NEXT: bn_x_grad: [3, 1] [0.222222{{[0-9]*}}, 8.222222{{[0-9]*}}, -8.444444{{[0-9]*}}]
// CHECK-NEXT: bn_scale_grad: [1] [2]
// CHECK-NEXT: bn_grad_out_grad: [3, 1] [0.833333{{[0-9]*}}, -3.5, 4.166666{{[0-9]*}}]
// With global statistics (use_global_stats): the running mean 1 and
// variance 0, epsilon 0.25, so inv = 2 and xh = 2 (x - 1) = [-3, -2, -1];
// x_grad = ddscale g inv = [2, 4, 8]; scale_grad = inv sum(a g) = 18;
// grad_out_grad = scale inv a + ddscale xh + ddbias = [4 - 3, -2, 8 - 1] + 0.5.
    (%g1, %g2, %g3) = "pd_op.batch_norm_double_grad" (%gx, %bs, %gm, %gv, %bm, %bi, %bg, %bdx, %bds, %bdb) {data_format:"NCHW",epsilon:(Float)0.25,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:true} : (tensor<3x1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<3x1xf64>, tensor<3x1xf64>, tensor<1xf64>, tensor<1xf64>) -> tensor<3x1xf64>, tensor<1xf64>, tensor<3x1xf64>
    () = "builtin.shadow_output" (%g1) {output_name:"bn_global_x_grad"} : (tensor<3x1xf64>) ->
    () = "builtin.shadow_output" (%g2) {output_name:"bn_global_scale_grad"} : (tensor<1xf64>) ->
    () = "builtin.shadow_output" (%g3) {output_name:"bn_global_grad_out_grad"} : (tensor<3x1xf64>) ->
// CHECK-NEXT: bn_global_x_grad: [3, 1] [2, 4, 8]
// CHECK-NEXT: bn_global_scale_grad: [1] [18]
// CHECK-NEXT: bn_global_grad_out_grad: [3, 1] [1.5, -1.5, 7.5]
}
