// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// The rules every op gets from its YAML definition (lib/ir/verifier.c,
// pirOperationVerifyDefinition): operand and result counts, type
// constraints, required attributes and their kinds, region counts,
// terminators. One rule per split; each error is on the op's line and
// names the op, the rule and the operand or attribute.

// Wrong operand count (too many).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.relu' op expects 1 operand (x), but has 2}}
    (%1) = "pd_op.relu" (%0, %0) {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
}

// -----
// Wrong operand count (too few).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.add' op expects 2 operands (x, y), but has 1}}
    (%1) = "pd_op.add" (%0) {} : (tensor<2x3xf32>) -> tensor<2x3xf32>
}

// -----
// Wrong operand count, with a trailing optional operand.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.scale' op expects 1 to 2 operands (x, scale?), but has 3}}
    (%1) = "pd_op.scale" (%0, %0, %0) {} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
}

// -----
// Wrong operand count, with a variadic operand.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'cf.tuple_push' op expects at least 1 operand (inlet, values...), but has 0}}
    () = "cf.tuple_push" () {} : () ->
}

// -----
// An op without inputs given an operand.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.full' op expects no operands, but has 1}}
    (%1) = "pd_op.full" (%0) {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : (tensor<2x3xf32>) -> tensor<2x3xf32>
}

// -----
// Wrong result count.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.relu' op expects 1 result (out), but has 2}}
    (%1, %2) = "pd_op.relu" (%0) {} : (tensor<2x3xf32>) -> tensor<2x3xf32>, tensor<2x3xf32>
}

// -----
// A required operand given as <<NULL VALUE>>.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.add' op operand #1 ('y') is required but is <<NULL VALUE>>}}
    (%1) = "pd_op.add" (%0, <<NULL VALUE>>) {} : (tensor<2x3xf32>, <<NULL TYPE>>) -> tensor<2x3xf32>
}

// -----
// Operand type constraint: builtin.slice takes a vec[...].
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'builtin.slice' op operand #0 ('x') must be vec, but has type tensor<2x3xf32>}}
    (%1) = "builtin.slice" (%0) {index:(Int32)0} : (tensor<2x3xf32>) -> tensor<2x3xf32>
}

// -----
// Operand type constraint: a tensor operand does not accept a vec[...].
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    (%1) = "builtin.combine" (%0, %0) {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> vec[tensor<2x3xf32>,tensor<2x3xf32>]
    // expected-error@+1 {{'pd_op.relu' op operand #0 ('x') must be tensor, but has type vec[tensor<2x3xf32>,tensor<2x3xf32>]}}
    (%2) = "pd_op.relu" (%1) {} : (vec[tensor<2x3xf32>,tensor<2x3xf32>]) -> tensor<2x3xf32>
}

// -----
// Operand type constraint: cf.tuple_push pushes through an inlet, not the stack.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    (%1, %2, %3) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    // expected-error@+1 {{'cf.tuple_push' op operand #0 ('inlet') must be cf.inlet, but has type cf.stack}}
    () = "cf.tuple_push" (%1, %0) {} : (cf.stack, tensor<2x3xf32>) ->
}

// -----
// Operand type constraint: a cf.stack is not a bool tensor.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    (%1) = "cf.create_stack" () {} : () -> cf.stack
    // expected-error@+1 {{'pd_op.logical_not' op operand #0 ('x') must be tensor, but has type cf.stack}}
    (%2) = "pd_op.logical_not" (%1) {} : (cf.stack) -> tensor<1xb>
}

// -----
// Result type constraint: less_than produces a bool tensor.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.less_than' op result #0 ('out') must be bool_tensor, but has type tensor<2x3xf32>}}
    (%1) = "pd_op.less_than" (%0, %0) {} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
}

// -----
// Missing required attribute.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'builtin.shadow_output' op requires attribute 'output_name' (str), but it is missing}}
    () = "builtin.shadow_output" (%0) {} : (tensor<2x3xf32>) ->
}

// -----
// Wrong attribute kind.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'builtin.shadow_output' op attribute 'output_name' must be of kind str, but is int32}}
    () = "builtin.shadow_output" (%0) {output_name:(Int32)1} : (tensor<2x3xf32>) ->
}

// -----
// Wrong attribute kind, with several accepted kinds (Paddle's Scalar: a number, bool or string).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.scale' op attribute 'bias' must be of kind scalar, but is array}}
    (%1) = "pd_op.scale" (%0) {bias:[1]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
}

// -----
// Region count: an op without regions given one.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.relu' op expects 0 regions, but has 1}}
    (%1) = "pd_op.relu" (%0) {} : (tensor<2x3xf32>) -> tensor<2x3xf32> {
    }
}

// -----
// Region count: pd_op.pylayer has exactly one region.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.pylayer' op expects 1 region, but has 2}}
    (%1) = "pd_op.pylayer" (%0) {} : (tensor<2x3xf32>) -> tensor<2x3xf32> {
        () = "cf.yield" (%0) {} : (tensor<2x3xf32>) ->
    } {
        () = "cf.yield" (%0) {} : (tensor<2x3xf32>) ->
    }
}

// -----
// Missing terminator (the `terminator: cf.yield` rule of the YAML definition).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'pd_op.pylayer' op region #0 must end with 'cf.yield', but its last op is 'pd_op.relu'}}
    (%1) = "pd_op.pylayer" (%0) {} : (tensor<2x3xf32>) -> tensor<2x3xf32> {
        (%2) = "pd_op.relu" (%0) {} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    }
}

// -----
// Terminator not last in its block.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    (%1) = "pd_op.pylayer" (%0) {} : (tensor<2x3xf32>) -> tensor<2x3xf32> {
        // expected-error@+1 {{'cf.yield' op is a terminator but is not the last op of its block}}
        () = "cf.yield" (%0) {} : (tensor<2x3xf32>) ->
        () = "cf.yield" (%0) {} : (tensor<2x3xf32>) ->
    }
}

// -----
// cf.yield at the top level of the program.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    // expected-error@+1 {{'cf.yield' op must be the terminator of a region of an op (if, while, ...), not at the top level of the program}}
    () = "cf.yield" (%0) {} : (tensor<2x3xf32>) ->
}

// -----
// A vtensor is immutable: an inplace op may not write one (issue 13).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)0} : () -> tensor<4xf32>
    (%1) = "pd_op.to_vtensor" (%0) {} : (tensor<4xf32>) -> vtensor<4xf32>
    // expected-error@+1 {{'pd_op.relu_' op writes operand #0 ('x') in place, but it has type vtensor<4xf32>: a vtensor is immutable}}
    (%2) = "pd_op.relu_" (%1) {} : (vtensor<4xf32>) -> vtensor<4xf32>
}

// -----
// The same for the operand assign_out_ writes (its second), while reading a
// vtensor (its first) is fine.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)0} : () -> tensor<4xf32>
    (%1) = "pd_op.to_vtensor" (%0) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%2) = "pd_op.assign_out_" (%1, %0) {} : (vtensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    // expected-error@+1 {{'pd_op.assign_out_' op writes operand #1 ('output') in place, but it has type vtensor<4xf32>: a vtensor is immutable}}
    (%3) = "pd_op.assign_out_" (%0, %1) {} : (tensor<4xf32>, vtensor<4xf32>) -> vtensor<4xf32>
}

// -----
// batch_norm (WritesViews) overwrites mean and variance, which may not be
// vtensors; x may.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)0} : () -> tensor<4xf32>
    (%1) = "pd_op.to_vtensor" (%0) {} : (tensor<4xf32>) -> vtensor<4xf32>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1,4,2,2],value:(Float)0} : () -> vtensor<1x4x2x2xf32>
    (%3, %4, %5, %6, %7) = "pd_op.batch_norm" (%2, %0, %0) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (vtensor<1x4x2x2xf32>, tensor<4xf32>, tensor<4xf32>) -> vtensor<1x4x2x2xf32>, tensor<4xf32>, tensor<4xf32>, vtensor<4xf32>, vtensor<4xf32>
    // expected-error@+1 {{'pd_op.batch_norm' op writes operand #1 ('mean') in place, but it has type vtensor<4xf32>: a vtensor is immutable}}
    (%8, %9, %10, %11, %12) = "pd_op.batch_norm" (%2, %1, %0) {data_format:"NCHW",epsilon:(Float)1e-05,is_test:false,momentum:(Float)0.9,trainable_statistics:false,use_global_stats:false} : (vtensor<1x4x2x2xf32>, vtensor<4xf32>, tensor<4xf32>) -> vtensor<1x4x2x2xf32>, tensor<4xf32>, tensor<4xf32>, vtensor<4xf32>, vtensor<4xf32>
}

// -----
// <<NULL TYPE>> is an absent value: Paddle's translator gives it to a legacy
// op's missing output (multiclass_nms has no Index; multiclass_nms3 does),
// so a secondary result may be absent while its op's other results are
// present (topk's indices below verifies). An op whose every result is
// absent computes nothing, and a required operand is never absent.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    (%1, %2) = "pd_op.topk" (%0) {axis:(Int32)-1,k:(Int32)1,largest:true,sorted:true} : (tensor<2x3xf32>) -> tensor<2x1xf32>, <<NULL TYPE>>
    // expected-error@+1 {{'pd_op.relu' op result #0 ('out') is required, but has type <<NULL TYPE>> (an absent value: only an optional result may be, or a secondary result of an op whose other results are present)}}
    (%3) = "pd_op.relu" (%1) {} : (tensor<2x1xf32>) -> <<NULL TYPE>>
}

// -----
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],value:(Float)0} : () -> tensor<2x3xf32>
    (%1, %2) = "pd_op.topk" (%0) {axis:(Int32)-1,k:(Int32)1,largest:true,sorted:true} : (tensor<2x3xf32>) -> tensor<2x1xf32>, <<NULL TYPE>>
    // expected-error@+1 {{'pd_op.relu' op operand #0 ('x') is required, but has type <<NULL TYPE>>}}
    (%3) = "pd_op.relu" (%2) {} : (<<NULL TYPE>>) -> tensor<2x1xf32>
}
