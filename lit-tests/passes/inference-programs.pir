// Inference programs (issue 28): batch_norm in test mode and dropout in test
// mode write nothing (their YAML's `functional_when`, docs/dialect-yaml.md,
// "Write conditions"), and a parameter nothing writes is a value (design
// §2.1.4: immutable unless set_parameter or an inplace write reaches it). So
// the value-semantics pipeline leaves no copy (the input too is only read); DCE
// drops such ops when unused and CSE merges them. What must stay: training
// mode, trainable_statistics, a used mean_out (it aliases the mean), an
// attribute left at a default that does not match, written parameters.
// RUN: pir-opt --split-input-file --inplace-to-functional --to-vtensor --copy-elimination --cse --dce %s | FileCheck %s --check-prefix=PIPE --enable-var-scope
// RUN: pir-opt --split-input-file --dce %s | FileCheck %s --check-prefix=DCE --enable-var-scope
// RUN: pir-opt --split-input-file --cse %s | FileCheck %s --check-prefix=CSE --enable-var-scope
// A user-dialect op with batch_norm's definition (and condition) is treated the same:
// RUN: sed -e 's/"pd_op.batch_norm_"/"my.bn_"/g' %s | pir-opt --dialect %S/Inputs/my-bn.yaml --split-input-file --inplace-to-functional --to-vtensor --copy-elimination --cse --dce - | sed -e 's/"my.bn_"/"pd_op.batch_norm_"/g' | FileCheck %s --check-prefix=PIPE --enable-var-scope
// RUN: sed -e 's/"pd_op.batch_norm_"/"my.bn_"/g' %s | pir-opt --dialect %S/Inputs/my-bn.yaml --split-input-file --dce - | sed -e 's/"my.bn_"/"pd_op.batch_norm_"/g' | FileCheck %s --check-prefix=DCE --enable-var-scope
// The same program run apart (not fused) gives the same:
// RUN: pir-opt --split-input-file --inplace-to-functional --to-vtensor --print-ir-after=to-vtensor --copy-elimination --cse --dce %s 2>/dev/null | FileCheck %s --check-prefix=PIPE --enable-var-scope

// conv + batch_norm_ (test mode) + relu_ + dropout (test mode): all on
// vtensors, the parameters and the input (nothing writes them) read as
// vtensors: no copy at all.
// PIPE-LABEL: name:"inference_chain"
// PIPE-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {{.*}} -> vtensor<1x4x6x6xf32>
// PIPE-NEXT: ([[F:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"conv.w"} : () -> vtensor<4x4x1x1xf32>
// PIPE-NEXT: ([[M:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"bn.mean"} : () -> vtensor<4xf32>
// PIPE-NEXT: ([[V:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"bn.var"} : () -> vtensor<4xf32>
// PIPE-NEXT: ([[S:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"bn.scale"} : () -> vtensor<4xf32>
// PIPE-NEXT: ([[B:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"bn.bias"} : () -> vtensor<4xf32>
// PIPE-NEXT: ([[C:%[0-9]+]]) = "pd_op.conv2d" ([[X]], [[F]]) {} : (vtensor<1x4x6x6xf32>, vtensor<4x4x1x1xf32>) -> vtensor<1x4x6x6xf32>
// PIPE-NEXT: ([[N:%[0-9]+]], {{.*}}) = "pd_op.batch_norm_" ([[C]], [[M]], [[V]], [[S]], [[B]]) {{.*}} : (vtensor<1x4x6x6xf32>, vtensor<4xf32>, vtensor<4xf32>, vtensor<4xf32>, vtensor<4xf32>) -> vtensor<1x4x6x6xf32>, vtensor<4xf32>, vtensor<4xf32>, vtensor<4xf32>, vtensor<4xf32>, <<NULL TYPE>>
// PIPE-NEXT: ([[R:%[0-9]+]]) = "pd_op.relu" ([[N]])
// PIPE-NEXT: ([[O:%[0-9]+]], {{.*}}) = "pd_op.dropout" ([[R]]) {{.*}} : (vtensor<1x4x6x6xf32>) -> vtensor<1x4x6x6xf32>, vtensor<1x4x6x6xu8>
// PIPE-NEXT: "pd_op.fetch" ([[O]]) {name:"out"} : (vtensor<1x4x6x6xf32>) ->
// PIPE-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"inference_chain",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,4,6,6]} : () -> tensor<1x4x6x6xf32>
    (%f) = "builtin.parameter" () {parameter_name:"conv.w"} : () -> tensor<4x4x1x1xf32>
    (%m) = "builtin.parameter" () {parameter_name:"bn.mean"} : () -> tensor<4xf32>
    (%v) = "builtin.parameter" () {parameter_name:"bn.var"} : () -> tensor<4xf32>
    (%s) = "builtin.parameter" () {parameter_name:"bn.scale"} : () -> tensor<4xf32>
    (%bi) = "builtin.parameter" () {parameter_name:"bn.bias"} : () -> tensor<4xf32>
    (%b) = "pd_op.conv2d" (%x, %f) {} : (tensor<1x4x6x6xf32>, tensor<4x4x1x1xf32>) -> tensor<1x4x6x6xf32>
    (%c, %mo, %vo, %sm, %sv, %rs) = "pd_op.batch_norm_" (%b, %m, %v, %s, %bi) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, <<NULL TYPE>>
    (%d) = "pd_op.relu_" (%c) {} : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
    (%o, %mk) = "pd_op.dropout" (%d) {fix_seed:false,is_test:true,mode:"upscale_in_train",p:(Float)0.5,seed:(Int32)0} : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>, tensor<1x4x6x6xu8>
    () = "pd_op.fetch" (%o) {name:"out"} : (tensor<1x4x6x6xf32>) ->
}

// -----
// Unused ops that write nothing go; training-mode ones (is_test false,
// trainable_statistics true, a random dropout, rrelu without is_test: its
// default is false) stay.
// DCE-LABEL: name:"dce_by_mode"
// DCE-NEXT: "pd_op.data" () {{.*}}name:"x"
// DCE-NEXT: "builtin.parameter" () {parameter_name:"bn.mean"}
// DCE-NEXT: "builtin.parameter" () {parameter_name:"bn.var"}
// DCE-NEXT: "pd_op.batch_norm_" ({{.*}}is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false}
// DCE-NEXT: "pd_op.batch_norm_" ({{.*}}is_test:true,momentum:(Float)0.9,trainable_statistics:true,
// DCE-NEXT: "pd_op.dropout" ({{.*}}is_test:false,
// DCE-NEXT: "pd_op.rrelu" ({{.*}}) {} :
// DCE-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"dce_by_mode",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,4,6,6]} : () -> tensor<1x4x6x6xf32>
    (%m) = "builtin.parameter" () {parameter_name:"bn.mean"} : () -> tensor<4xf32>
    (%v) = "builtin.parameter" () {parameter_name:"bn.var"} : () -> tensor<4xf32>
    (%a0, %a1, %a2, %a3, %a4) = "pd_op.batch_norm_" (%x, %m, %v) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    (%g0, %g1, %g2, %g3, %g4) = "pd_op.batch_norm_" (%x, %m, %v) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:true} : (tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    (%b0, %b1, %b2, %b3, %b4) = "pd_op.batch_norm_" (%x, %m, %v) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    (%c0, %c1, %c2, %c3, %c4) = "pd_op.batch_norm_" (%x, %m, %v) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:true,use_global_stats:false} : (tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    (%o, %mk) = "pd_op.dropout" (%x) {fix_seed:false,is_test:false,mode:"upscale_in_train",p:(Float)0.5,seed:(Int32)0} : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>, tensor<1x4x6x6xu8>
    (%t, %tk) = "pd_op.dropout" (%x) {fix_seed:false,is_test:true,mode:"upscale_in_train",p:(Float)0.5,seed:(Int32)0} : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>, tensor<1x4x6x6xu8>
    (%r, %rn) = "pd_op.rrelu" (%x) {} : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>
    (%q, %qn) = "pd_op.rrelu" (%x) {is_test:true} : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>
}

// -----
// Two equal test-mode batch_norm_ are one value for CSE since nothing writes
// the statistics.
// CSE-LABEL: name:"cse_test_mode"
// CSE: ([[N1:%[0-9]+]], {{.*}}) = "pd_op.batch_norm_" (
// CSE-NEXT: "pd_op.fetch" ([[N1]]) {name:"n1"}
// CSE-NEXT: "pd_op.fetch" ([[N1]]) {name:"n2"}
// PIPE-LABEL: name:"cse_test_mode"
// PIPE: ([[N1:%[0-9]+]], {{.*}}) = "pd_op.batch_norm_" ({{.*}} : (vtensor<1x4x2x2xf32>, vtensor<4xf32>, vtensor<4xf32>) -> vtensor<1x4x2x2xf32>
// PIPE-NEXT: "pd_op.fetch" ([[N1]]) {name:"n1"}
// PIPE-NEXT: "pd_op.fetch" ([[N1]]) {name:"n2"}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"cse_test_mode",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%xx) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"xx",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,4,2,2]} : () -> tensor<1x4x2x2xf32>
    (%m) = "builtin.parameter" () {parameter_name:"bn.mean"} : () -> tensor<4xf32>
    (%v) = "builtin.parameter" () {parameter_name:"bn.var"} : () -> tensor<4xf32>
    (%n0, %n1, %n2, %n3, %n4) = "pd_op.batch_norm_" (%xx, %m, %v) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x4x2x2xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x2x2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    (%p0, %p1, %p2, %p3, %p4) = "pd_op.batch_norm_" (%xx, %m, %v) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x4x2x2xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x2x2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    () = "pd_op.fetch" (%n0) {name:"n1"} : (tensor<1x4x2x2xf32>) ->
    () = "pd_op.fetch" (%p0) {name:"n2"} : (tensor<1x4x2x2xf32>) ->
}

// -----
// A used mean_out is the mean's buffer: written through (relu_), it keeps
// the op an inplace op, whose mean stays a mutable tensor the verifier
// accepts, and the parameter a tensor; DCE keeps the relu_ and what it
// writes through.
// DCE-LABEL: name:"used_mean_out"
// DCE-NEXT: "pd_op.data"
// DCE-NEXT: "builtin.parameter" () {parameter_name:"bn.mean"}
// DCE-NEXT: "builtin.parameter" () {parameter_name:"bn.var"}
// DCE-NEXT: ({{%[0-9]+}}, [[MO:%[0-9]+]], {{.*}}) = "pd_op.batch_norm_" (
// DCE-NEXT: "pd_op.relu_" ([[MO]])
// DCE-NEXT: {{^}$}}
// PIPE-LABEL: name:"used_mean_out"
// PIPE-NEXT: "pd_op.data"
// PIPE-NEXT: ([[M:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"bn.mean"} : () -> tensor<4xf32>
// PIPE-NEXT: ([[V:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"bn.var"} : () -> tensor<4xf32>
// PIPE-NEXT: ({{%[0-9]+}}, [[MO:%[0-9]+]], {{.*}}) = "pd_op.batch_norm_" ({{%[0-9]+}}, [[M]], [[V]]) {{.*}} : (tensor<1x4x2x2xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x2x2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
// PIPE-NEXT: "pd_op.relu_" ([[MO]])
// PIPE-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"used_mean_out",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%xx) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"xx",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,4,2,2]} : () -> tensor<1x4x2x2xf32>
    (%m) = "builtin.parameter" () {parameter_name:"bn.mean"} : () -> tensor<4xf32>
    (%v) = "builtin.parameter" () {parameter_name:"bn.var"} : () -> tensor<4xf32>
    (%w0, %w1, %w2, %w3, %w4) = "pd_op.batch_norm_" (%xx, %m, %v) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x4x2x2xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x2x2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    (%wr) = "pd_op.relu_" (%w1) {} : (tensor<4xf32>) -> tensor<4xf32>
}

// -----
// Parameters that may be written stay tensors read through copies: one
// set by set_parameter (every read of its name), one written in place, one
// passed into a loop (a loop value may be written in the body: not a plain
// read). The one only read by conv is a value.
// PIPE-LABEL: name:"written_parameters"
// PIPE-NEXT: ([[A:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"a"} : () -> tensor<4xf32>
// PIPE-NEXT: ([[B:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"b"} : () -> tensor<4xf32>
// PIPE-NEXT: ([[C:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"c"} : () -> tensor<4xf32>
// PIPE-NEXT: ([[D:%[0-9]+]]) = "builtin.parameter" () {parameter_name:"d"} : () -> vtensor<4xf32>
// PIPE-NEXT: "pd_op.to_vtensor" ([[A]])
// PIPE: "builtin.set_parameter" ({{.*}}) {parameter_name:"a"}
// PIPE: "builtin.parameter" () {parameter_name:"a"} : () -> tensor<4xf32>
// PIPE: "pd_op.relu_" ([[B]])
// PIPE: "pd_op.while" (cond={{%[0-9]+}}, inputs=[[C]])
// PIPE: "pd_op.exp" ([[D]]) {} : (vtensor<4xf32>) -> vtensor<4xf32>
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"written_parameters",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "builtin.parameter" () {parameter_name:"a"} : () -> tensor<4xf32>
    (%b) = "builtin.parameter" () {parameter_name:"b"} : () -> tensor<4xf32>
    (%c) = "builtin.parameter" () {parameter_name:"c"} : () -> tensor<4xf32>
    (%d) = "builtin.parameter" () {parameter_name:"d"} : () -> tensor<4xf32>
    (%a2) = "pd_op.exp" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.set_parameter" (%a2) {parameter_name:"a"} : (tensor<4xf32>) ->
    (%a3) = "builtin.parameter" () {parameter_name:"a"} : () -> tensor<4xf32>
    (%b2) = "pd_op.relu_" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%t) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
    (%c2) = "pd_op.while" (cond=%t, inputs=%c) {
    ^%arg
        (%f) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xb>
        () = "cf.yield" (%f, %arg) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    (%d2) = "pd_op.exp" (%d) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%a3) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%b2) {name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%c2) {name:"c"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%d2) {name:"d"} : (tensor<4xf32>) ->
}
