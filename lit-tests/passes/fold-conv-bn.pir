// fold-conv-bn (--fold-conv-bn, docs/passes.md): a conv2d (channel kind
// linear in the YAML) whose one user is a batch_norm in test mode (channel
// kind normalize, its write condition holding) over statistics nothing
// writes becomes conv2d(x, W * s) + (bias - mean * s), s = scale /
// sqrt(variance + epsilon), all as ops on the parameters. One case per
// split; each case's first op is a pd_op.data named after the case.
// RUN: pir-opt --split-input-file --fold-conv-bn %s | FileCheck %s --enable-var-scope
// A second run folds nothing.
// RUN: pir-opt --split-input-file --fold-conv-bn %s | pir-opt --split-input-file --fold-conv-bn --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-folded
// Over the file: the three folding cases.
// RUN: pir-opt --split-input-file --fold-conv-bn --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS: (S) 3 num-folded

// NCHW, parameters read nothing writes, batch_norm_ in test mode: the
// scale op adds epsilon, s is reshaped to [C,1,1,1] for the filter (C = 3)
// and the new bias to [1,C,1,1] for the output; relu reads the sum.
// CHECK-LABEL: name:"fold_nchw"
// CHECK: (%[[W:.*]]) = "builtin.parameter" () {parameter_name:"w"}
// CHECK-NEXT: (%[[M:.*]]) = "builtin.parameter" () {parameter_name:"mean"}
// CHECK-NEXT: (%[[V:.*]]) = "builtin.parameter" () {parameter_name:"var"}
// CHECK-NEXT: (%[[S:.*]]) = "builtin.parameter" () {parameter_name:"scale"}
// CHECK-NEXT: (%[[B:.*]]) = "builtin.parameter" () {parameter_name:"bias"}
// CHECK-NEXT: (%[[VE:.*]]) = "pd_op.scale" (%[[V]]) {bias:(Float)1e-05,bias_after_scale:true,scale:(Float)1} : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: (%[[SD:.*]]) = "pd_op.sqrt" (%[[VE]])
// CHECK-NEXT: (%[[SS:.*]]) = "pd_op.divide" (%[[S]], %[[SD]])
// CHECK-NEXT: (%[[S4:.*]]) = "pd_op.reshape" (%[[SS]]) {shape:(pd_op.IntArray)[3,1,1,1]} : (tensor<3xf32>) -> tensor<3x1x1x1xf32>
// CHECK-NEXT: (%[[W2:.*]]) = "pd_op.multiply" (%[[W]], %[[S4]]) {} : (tensor<3x2x3x3xf32>, tensor<3x1x1x1xf32>) -> tensor<3x2x3x3xf32>
// CHECK-NEXT: (%[[MS:.*]]) = "pd_op.multiply" (%[[M]], %[[SS]])
// CHECK-NEXT: (%[[NB:.*]]) = "pd_op.subtract" (%[[B]], %[[MS]])
// CHECK-NEXT: (%[[B4:.*]]) = "pd_op.reshape" (%[[NB]]) {shape:(pd_op.IntArray)[1,3,1,1]} : (tensor<3xf32>) -> tensor<1x3x1x1xf32>
// CHECK-NEXT: (%[[C:.*]]) = "pd_op.conv2d" (%0, %[[W2]])
// CHECK-NEXT: (%[[Y:.*]]) = "pd_op.add" (%[[C]], %[[B4]]) {} : (tensor<1x3x4x4xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT: "pd_op.relu" (%[[Y]])
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"fold_nchw",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,4,4],stop_gradient:[true]} : () -> tensor<1x2x4x4xf32>
    (%1) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<3x2x3x3xf32>
    (%2) = "builtin.parameter" () {parameter_name:"mean"} : () -> tensor<3xf32>
    (%3) = "builtin.parameter" () {parameter_name:"var"} : () -> tensor<3xf32>
    (%4) = "builtin.parameter" () {parameter_name:"scale"} : () -> tensor<3xf32>
    (%5) = "builtin.parameter" () {parameter_name:"bias"} : () -> tensor<3xf32>
    (%6) = "pd_op.conv2d" (%0, %1) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1]} : (tensor<1x2x4x4xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x4x4xf32>
    (%7, %8, %9, %10, %11, %12) = "pd_op.batch_norm_" (%6, %2, %3, %4, %5) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<1x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<-1xu8>
    (%13) = "pd_op.relu" (%7) {} : (tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
    () = "builtin.shadow_output" (%13) {output_name:"out"} : (tensor<1x3x4x4xf32>) ->
}

// -----
// NHWC, vtensors (after the value-semantics passes), use_global_stats in
// training, a dynamic batch (only the channel count must be known): the
// bias goes to the last axis, [1,1,1,C]; depthwise (groups 2).
// CHECK-LABEL: name:"fold_nhwc"
// CHECK: "pd_op.reshape" ({{.*}}) {shape:(pd_op.IntArray)[2,1,1,1]} : (vtensor<2xf64>) -> vtensor<2x1x1x1xf64>
// CHECK: "pd_op.reshape" ({{.*}}) {shape:(pd_op.IntArray)[1,1,1,2]} : (vtensor<2xf64>) -> vtensor<1x1x1x2xf64>
// CHECK-NEXT: "pd_op.conv2d"
// CHECK-NEXT: "pd_op.add"
// CHECK-NOT: batch_norm
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"fold_nhwc",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[-1,4,4,2]} : () -> vtensor<-1x4x4x2xf64>
    (%1) = "builtin.parameter" () {parameter_name:"w"} : () -> vtensor<2x1x3x3xf64>
    (%2) = "builtin.parameter" () {parameter_name:"mean"} : () -> vtensor<2xf64>
    (%3) = "builtin.parameter" () {parameter_name:"var"} : () -> vtensor<2xf64>
    (%4) = "builtin.parameter" () {parameter_name:"scale"} : () -> vtensor<2xf64>
    (%5) = "builtin.parameter" () {parameter_name:"bias"} : () -> vtensor<2xf64>
    (%6) = "pd_op.conv2d" (%0, %1) {data_format:"NHWC",dilations:[(Int32)1,(Int32)1],groups:(Int32)2,padding_algorithm:"SAME",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (vtensor<-1x4x4x2xf64>, vtensor<2x1x3x3xf64>) -> vtensor<-1x4x4x2xf64>
    (%7, %8, %9, %10, %11, %12) = "pd_op.batch_norm" (%6, %2, %3, %4, %5) {data_format:"NHWC",epsilon:(Float)0.001,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:true} : (vtensor<-1x4x4x2xf64>, vtensor<2xf64>, vtensor<2xf64>, vtensor<2xf64>, vtensor<2xf64>) -> vtensor<-1x4x4x2xf64>, vtensor<2xf64>, vtensor<2xf64>, vtensor<2xf64>, vtensor<2xf64>, vtensor<-1xu8>
    () = "builtin.shadow_output" (%7) {output_name:"out"} : (vtensor<-1x4x4x2xf64>) ->
}

// -----
// Left alone (each for one reason; a control case below folds): a
// batch_norm in training (it updates its statistics); a conv
// result read twice; a statistic set_parameter overwrites (mutable); the
// saved statistics in use; a batch_norm without its layout attribute (the
// 2023 form writes data_layout: which layout is not known); layouts that
// differ (q is 1x2x4x2: two channels either way).
// CHECK-LABEL: name:"left_alone"
// CHECK-COUNT-6: "pd_op.batch_norm
// CHECK-NOT: "pd_op.sqrt"
// CHECK: output_name:"o6"{{.*}}
// CHECK-NEXT: {{^}}}
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"left_alone",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,4,4]} : () -> tensor<1x2x4x4xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2x2x1x1xf32>
    (%m) = "builtin.parameter" () {parameter_name:"mean"} : () -> tensor<2xf32>
    (%v) = "builtin.parameter" () {parameter_name:"var"} : () -> tensor<2xf32>
    (%s) = "builtin.parameter" () {parameter_name:"scale"} : () -> tensor<2xf32>
    (%b) = "builtin.parameter" () {parameter_name:"bias"} : () -> tensor<2xf32>
    (%m2) = "builtin.parameter" () {parameter_name:"mean2"} : () -> tensor<2xf32>
    (%mt) = "builtin.parameter" () {parameter_name:"mean_t"} : () -> tensor<2xf32>
    (%vt) = "builtin.parameter" () {parameter_name:"var_t"} : () -> tensor<2xf32>
    (%q) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"q",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,4,2]} : () -> tensor<1x2x4x2xf32>
    (%c1) = "pd_op.conv2d" (%0, %w) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32>
    (%t1, %t2, %t3, %t4, %t5, %t6) = "pd_op.batch_norm" (%c1, %mt, %vt, %s, %b) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<-1xu8>
    (%c2) = "pd_op.conv2d" (%0, %w) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32>
    (%u1, %u2, %u3, %u4, %u5, %u6) = "pd_op.batch_norm" (%c2, %m, %v, %s, %b) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<-1xu8>
    (%r2) = "pd_op.relu" (%c2) {} : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    (%c3) = "pd_op.conv2d" (%0, %w) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32>
    (%v1, %v2, %v3, %v4, %v5, %v6) = "pd_op.batch_norm" (%c3, %m2, %v, %s, %b) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<-1xu8>
    (%h) = "pd_op.scale" (%v1) {bias:(Float)0,bias_after_scale:true,scale:(Float)2} : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
    (%c4) = "pd_op.conv2d" (%0, %w) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32>
    (%x1, %x2, %x3, %x4, %x5, %x6) = "pd_op.batch_norm" (%c4, %v, %v, %s, %b) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<-1xu8>
    (%c5) = "pd_op.conv2d" (%q, %w) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x2x4x2xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x2xf32>
    (%y1, %y2, %y3, %y4, %y5, %y6) = "pd_op.batch_norm" (%c5, %v, %v, %s, %b) {data_layout:"NHWC",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x2x4x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x4x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<-1xu8>
    (%c6) = "pd_op.conv2d" (%q, %w) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x2x4x2xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x2xf32>
    (%z1, %z2, %z3, %z4, %z5, %z6) = "pd_op.batch_norm" (%c6, %v, %v, %s, %b) {data_format:"NHWC",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x2x4x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x4x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<-1xu8>
    () = "builtin.set_parameter" (%h) {parameter_name:"mean2"} : (tensor<1x2x4x4xf32>) ->
    () = "builtin.shadow_output" (%t1) {output_name:"o1"} : (tensor<1x2x4x4xf32>) ->
    () = "builtin.shadow_output" (%u1) {output_name:"o2"} : (tensor<1x2x4x4xf32>) ->
    () = "builtin.shadow_output" (%r2) {output_name:"o2b"} : (tensor<1x2x4x4xf32>) ->
    () = "builtin.shadow_output" (%x1) {output_name:"o4"} : (tensor<1x2x4x4xf32>) ->
    () = "builtin.shadow_output" (%x4) {output_name:"o4s"} : (tensor<2xf32>) ->
    () = "builtin.shadow_output" (%y1) {output_name:"o5"} : (tensor<1x2x4x2xf32>) ->
    () = "builtin.shadow_output" (%z1) {output_name:"o6"} : (tensor<1x2x4x2xf32>) ->
}

// -----
// The control: left_alone's statistics and filter, with nothing else, fold.
// CHECK-LABEL: name:"control"
// CHECK-NOT: batch_norm
// CHECK: "pd_op.sqrt"
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"control",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,2,4,4]} : () -> tensor<1x2x4x4xf32>
    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2x2x1x1xf32>
    (%m) = "builtin.parameter" () {parameter_name:"mean"} : () -> tensor<2xf32>
    (%v) = "builtin.parameter" () {parameter_name:"var"} : () -> tensor<2xf32>
    (%s) = "builtin.parameter" () {parameter_name:"scale"} : () -> tensor<2xf32>
    (%b) = "builtin.parameter" () {parameter_name:"bias"} : () -> tensor<2xf32>
    (%c) = "pd_op.conv2d" (%0, %w) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)1,(Int32)1]} : (tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32>
    (%u1, %u2, %u3, %u4, %u5, %u6) = "pd_op.batch_norm" (%c, %m, %v, %s, %b) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<-1xu8>
    () = "builtin.shadow_output" (%u1) {output_name:"o"} : (tensor<1x2x4x4xf32>) ->
}
