// pd_op.batch_norm in training mode updates the running mean and variance
// through its view outputs (trait WritesViews, docs/dialect-yaml.md): it is
// a write, so DCE keeps it with unused results and CSE never merges two; x,
// scale and bias are only read and out, saved_mean, saved_variance are
// fresh, so the value-semantics passes move those to vtensors and the
// conv + batch_norm + relu_ chain of docs/design.md §2.4-2.5 ends up on
// vtensors with copies at its entry only. The parameters nothing writes
// (the filter, scale and bias) are read as vtensors, without copies; mean
// and variance, which training updates, stay tensors. One case per split.
// RUN: pir-opt --split-input-file --dce %s | FileCheck %s --check-prefix=DCE --enable-var-scope
// RUN: pir-opt --split-input-file --cse %s | FileCheck %s --check-prefix=CSE --enable-var-scope
// RUN: pir-opt --split-input-file --inplace-to-functional --to-vtensor --copy-elimination --cse --dce %s | FileCheck %s --check-prefix=PIPE --enable-var-scope
// A user-dialect op with the same definition gets the same treatment:
// RUN: sed -e 's/"pd_op.batch_norm"/"my.bn"/g' %s | pir-opt --dialect %S/Inputs/my-bn.yaml --split-input-file --inplace-to-functional --to-vtensor --copy-elimination --cse --dce - | sed -e 's/"my.bn"/"pd_op.batch_norm"/g' | FileCheck %s --check-prefix=PIPE --enable-var-scope
// RUN: sed -e 's/"pd_op.batch_norm"/"my.bn"/g' %s | pir-opt --dialect %S/Inputs/my-bn.yaml --split-input-file --dce - | sed -e 's/"my.bn"/"pd_op.batch_norm"/g' | FileCheck %s --check-prefix=DCE --enable-var-scope

// Nothing uses the results, but DCE keeps it: the running statistics are updated.
// DCE-LABEL: name:"dce_keeps_training_bn"
// DCE: "pd_op.batch_norm" (
// DCE-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"dce_keeps_training_bn",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,4,6,6]} : () -> tensor<1x4x6x6xf32>
    (%m) = "builtin.parameter" () {parameter_name:"bn.mean"} : () -> tensor<4xf32>
    (%v) = "builtin.parameter" () {parameter_name:"bn.var"} : () -> tensor<4xf32>
    (%c, %mo, %vo, %sm, %sv) = "pd_op.batch_norm" (%x, %m, %v) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----
// Two updates are two updates for CSE; and a read of the mean after them is
// not merged with one before.
// CSE-LABEL: name:"cse_two_bn"
// CSE: ([[R1:%[0-9]+]]) = "pd_op.relu" (
// CSE-NEXT: "pd_op.batch_norm" (
// CSE-NEXT: "pd_op.batch_norm" (
// CSE-NEXT: ([[R2:%[0-9]+]]) = "pd_op.relu" (
// CSE: "pd_op.fetch" ([[R1]])
// CSE-NEXT: "pd_op.fetch" ([[R2]])
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"cse_two_bn",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,4,6,6]} : () -> tensor<1x4x6x6xf32>
    (%m) = "builtin.parameter" () {parameter_name:"bn.mean"} : () -> tensor<4xf32>
    (%v) = "builtin.parameter" () {parameter_name:"bn.var"} : () -> tensor<4xf32>
    (%r1) = "pd_op.relu" (%m) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%c, %mo, %vo, %sm, %sv) = "pd_op.batch_norm" (%x, %m, %v) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    (%c2, %mo2, %vo2, %sm2, %sv2) = "pd_op.batch_norm" (%x, %m, %v) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    (%r2) = "pd_op.relu" (%m) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%c) {name:"c"} : (tensor<1x4x6x6xf32>) ->
    () = "pd_op.fetch" (%c2) {name:"c2"} : (tensor<1x4x6x6xf32>) ->
    () = "pd_op.fetch" (%r1) {name:"r1"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%r2) {name:"r2"} : (tensor<4xf32>) ->
}

// -----
// The design's conv + batch_norm + relu_ (docs/design.md §2.4, §2.5):
// inplace-to-functional turns relu_ into relu (batch_norm's out is fresh),
// to-vtensor wraps conv, batch_norm (all but mean/variance and their
// views) and relu, copy elimination joins the copies between them. The
// chain reads and writes vtensors; mean and variance stay mutable tensors
// that batch_norm updates, and the unused statistics keep it alive.
// PIPE-LABEL: name:"design_conv_bn_relu"
// PIPE-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,8,8]}
// PIPE-NEXT: ([[F:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"conv.w"} : () -> vtensor<4x3x3x3xf32>
// PIPE-NEXT: ([[M:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"bn.mean"} : () -> tensor<4xf32>
// PIPE-NEXT: ([[V:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"bn.var"} : () -> tensor<4xf32>
// PIPE-NEXT: ([[S:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"bn.scale"} : () -> vtensor<4xf32>
// PIPE-NEXT: ([[B:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"bn.bias"} : () -> vtensor<4xf32>
// PIPE-NEXT: ([[B1:%[0-9]+]]) = "pd_op.conv2d" ([[X]], [[F]]) {} : (vtensor<1x3x8x8xf32>, vtensor<4x3x3x3xf32>) -> vtensor<1x4x6x6xf32>
// PIPE-NEXT: ([[C1:%[0-9]+]], {{.*}}) = "pd_op.batch_norm" ([[B1]], [[M]], [[V]], [[S]], [[B]]) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (vtensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, vtensor<4xf32>, vtensor<4xf32>) -> vtensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, vtensor<4xf32>, vtensor<4xf32>
// PIPE-NEXT: ([[D1:%[0-9]+]]) = "pd_op.relu" ([[C1]]) {} : (vtensor<1x4x6x6xf32>) -> vtensor<1x4x6x6xf32>
// PIPE-NEXT: "pd_op.fetch" ([[D1]]) {name:"out"} : (vtensor<1x4x6x6xf32>) ->
// PIPE-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"design_conv_bn_relu",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,3,8,8]} : () -> tensor<1x3x8x8xf32>
    (%f) = "builtin.parameter" () {parameter_name:"conv.w"} : () -> tensor<4x3x3x3xf32>
    (%m) = "builtin.parameter" () {parameter_name:"bn.mean"} : () -> tensor<4xf32>
    (%v) = "builtin.parameter" () {parameter_name:"bn.var"} : () -> tensor<4xf32>
    (%s) = "builtin.parameter" () {parameter_name:"bn.scale"} : () -> tensor<4xf32>
    (%bi) = "builtin.parameter" () {parameter_name:"bn.bias"} : () -> tensor<4xf32>
    (%b) = "pd_op.conv2d" (%x, %f) {} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
    (%c, %mo, %vo, %sm, %sv) = "pd_op.batch_norm" (%b, %m, %v, %s, %bi) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    (%d) = "pd_op.relu_" (%c) {} : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
    () = "pd_op.fetch" (%d) {name:"out"} : (tensor<1x4x6x6xf32>) ->
}
