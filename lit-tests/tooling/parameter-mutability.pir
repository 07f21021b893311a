// A parameter's mutability, derived from the program (docs/design.md
// §2.1.4; pirProgramDeriveParameters, printed by --summary): a parameter
// is immutable unless set_parameter names it or a read of it (or a view of
// one) reaches an op that may write or keep it. Immutable here: read by
// ops that only read (conv2d, add), viewed and read (reshape), fetched,
// read by batch_norm_ in test mode (its write condition holds: it writes
// nothing). Mutable: set, written in place, written through a view, read by
// batch_norm_ in training mode (it overwrites the statistics), passed into a
// loop or packed into a vec (conservatively), one read of two written.
// RUN: pir-opt --summary %s | FileCheck %s --match-full-lines
// CHECK:   parameters: 13, 52 elements, 208 bytes (0.0 MiB); 1 written by the program
// CHECK-NEXT:   mutable parameters: 8 (set_parameter, or read by an op that may write it)
// CHECK-NEXT:     set: tensor<4xf32> (mutable)
// CHECK-NEXT:     inplace: tensor<4xf32> (mutable)
// CHECK-NEXT:     view_written: tensor<4xf32> (mutable)
// CHECK-NEXT:     bn_train_mean: tensor<4xf32> (mutable)
// CHECK-NEXT:     bn_train_var: tensor<4xf32> (mutable)
// CHECK-NEXT:     loop: tensor<4xf32> (mutable)
// CHECK-NEXT:     packed: tensor<4xf32> (mutable)
// CHECK-NEXT:     twice: tensor<4xf32> (mutable)
// CHECK-NEXT:   inputs: 2
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%ro) = "builtin.parameter" () {parameter_name:"read_only"} : () -> tensor<4xf32>
    (%a) = "pd_op.add" (%x, %ro) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%vw) = "builtin.parameter" () {parameter_name:"viewed"} : () -> tensor<4xf32>
    (%v) = "pd_op.reshape" (%vw) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%e) = "pd_op.exp" (%v) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%ft) = "builtin.parameter" () {parameter_name:"fetched"} : () -> tensor<4xf32>
    () = "pd_op.fetch" (%ft) {name:"ft"} : (tensor<4xf32>) ->
    (%st) = "builtin.parameter" () {parameter_name:"set"} : () -> tensor<4xf32>
    () = "builtin.set_parameter" (%a) {parameter_name:"set"} : (tensor<4xf32>) ->
    (%ip) = "builtin.parameter" () {parameter_name:"inplace"} : () -> tensor<4xf32>
    (%r) = "pd_op.relu_" (%ip) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%vwr) = "builtin.parameter" () {parameter_name:"view_written"} : () -> tensor<4xf32>
    (%v2) = "pd_op.reshape" (%vwr) {shape:(pd_op.IntArray)[2,2]} : (tensor<4xf32>) -> tensor<2x2xf32>
    (%r2) = "pd_op.relu_" (%v2) {} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    (%xb) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"xb",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1,4,1,1]} : () -> tensor<1x4x1x1xf32>
    (%tm) = "builtin.parameter" () {parameter_name:"bn_test_mean"} : () -> tensor<4xf32>
    (%tv) = "builtin.parameter" () {parameter_name:"bn_test_var"} : () -> tensor<4xf32>
    (%t0, %t1, %t2, %t3, %t4) = "pd_op.batch_norm_" (%xb, %tm, %tv) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:true,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x4x1x1xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    (%nm) = "builtin.parameter" () {parameter_name:"bn_train_mean"} : () -> tensor<4xf32>
    (%nv) = "builtin.parameter" () {parameter_name:"bn_train_var"} : () -> tensor<4xf32>
    (%n0, %n1, %n2, %n3, %n4) = "pd_op.batch_norm_" (%xb, %nm, %nv) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (tensor<1x4x1x1xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x1x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    (%lp) = "builtin.parameter" () {parameter_name:"loop"} : () -> tensor<4xf32>
    (%cond) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%lr) = "pd_op.while" (%cond, %lp) {} : (tensor<1xb>, tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%arg: tensor<4xf32>):
        () = "cf.yield" (%cond, %arg) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    (%pk) = "builtin.parameter" () {parameter_name:"packed"} : () -> tensor<4xf32>
    (%c) = "builtin.combine" (%pk, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> vec[tensor<4xf32>,tensor<4xf32>]
    (%tw1) = "builtin.parameter" () {parameter_name:"twice"} : () -> tensor<4xf32>
    (%ex) = "pd_op.exp" (%tw1) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%tw2) = "builtin.parameter" () {parameter_name:"twice"} : () -> tensor<4xf32>
    (%r3) = "pd_op.relu_" (%tw2) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%e) {name:"e"} : (tensor<2x2xf32>) ->
}
