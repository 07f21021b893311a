// REQUIRES: append-backward
// RUN: not pir-opt --split-input-file --pass-pipeline='append-backward{loss=loss},append-backward{loss=x@GRAD wrt=x}' %s 2>&1 | FileCheck %s
// RUN: not pir-opt --split-input-file --pass-pipeline='append-backward{design=1 loss=loss},append-backward{design=1 loss=x@GRAD wrt=x}' %s 2>&1 | FileCheck %s
//
// Double grads that Paddle's kernels refuse under the forward's
// attributes (the catalogue's `backward_when`, docs/dialect-yaml.md,
// "Conditional backward"): pool2d_double_grad pools grad_x_grad, the
// second derivative of average pooling only (of max pooling it is the
// selection by x's argmax; Paddle's kernel throws), and
// batch_norm_double_grad refuses is_test. A second backward through them
// is an error at the forward op, not a grad op giving a wrong H v.
// (Average pooling and batch_norm with batch or global statistics are
// checked numerically by op-sweep-hvp.test.)
// CHECK: double-grad-refused-attributes.pir:[[@LINE+4]]:3: error: 'pd_op.pool2d_grad' op has a backward ('pd_op.pool2d_double_grad') only where pooling_type: "avg" (its definition's 'backward_when'), not with this op's attributes, but the gradient of the loss flows through it
{
  (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,1,3,3],stop_gradient:[false]} : () -> tensor<1x1x3x3xf64>
  (%s) = "pd_op.sin" (%x) : (tensor<1x1x3x3xf64>) -> tensor<1x1x3x3xf64>
  (%p) = "pd_op.pool2d" (%s) {adaptive:false,ceil_mode:false,data_format:"NCHW",exclusive:true,global_pooling:false,kernel_size:(pd_op.IntArray)[2,2],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],pooling_type:"max",strides:[(Int32)1,(Int32)1]} : (tensor<1x1x3x3xf64>) -> tensor<1x1x2x2xf64>
  (%q) = "pd_op.multiply" (%p, %p) : (tensor<1x1x2x2xf64>, tensor<1x1x2x2xf64>) -> tensor<1x1x2x2xf64>
  (%loss) = "pd_op.mean" (%q) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<1x1x2x2xf64>) -> tensor<f64>
  () = "builtin.shadow_output" (%loss) {output_name:"loss"} : (tensor<f64>) ->
}

// -----
// CHECK: double-grad-refused-attributes.pir:[[@LINE+8]]:3: error: 'pd_op.batch_norm_grad' op has a backward ('pd_op.batch_norm_double_grad') only where is_test: false (its definition's 'backward_when'), not with this op's attributes, but the gradient of the loss flows through it
{
  (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,2],stop_gradient:[false]} : () -> tensor<2x2xf64>
  (%m) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"m",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],stop_gradient:[true]} : () -> tensor<2xf64>
  (%v) = "pd_op.exp" (%m) : (tensor<2xf64>) -> tensor<2xf64>
  (%w) = "pd_op.sin" (%m) : (tensor<2xf64>) -> tensor<2xf64>
  (%b) = "pd_op.cos" (%m) : (tensor<2xf64>) -> tensor<2xf64>
  (%s) = "pd_op.multiply" (%x, %x) : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
  (%o, %mo, %vo, %sm, %sv, %rs) = "pd_op.batch_norm" (%s, %m, %v, %w, %b) {data_format:"NCHW",epsilon:(Float)0.01,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<-1xu8>
  (%loss) = "pd_op.mean" (%o) {axis:(pd_op.IntArray)[],keepdim:false} : (tensor<2x2xf64>) -> tensor<f64>
  () = "builtin.shadow_output" (%loss) {output_name:"loss"} : (tensor<f64>) ->
}
