// Ops of a kind repeat their attributes and signature (the op's tail), and
// the reader keeps what a whole tail line meant (lib/text/parser.c, readTail).
// A tail seen before must still be read as if it were new when the types
// of the operands disagree with it, when its signature goes on to the next
// line, or when the line ends with a comment or spaces.
// RUN: pir-opt --split-input-file --verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: {
// CHECK-NEXT:   (%0) = "pd_op.data" () {{.*}} : () -> tensor<4xf32>
// CHECK-NEXT:   (%1, %2) = "pd_op.topk" (%0) {axis:(Int32)-1,k:(Int32)1,largest:true,sorted:true} : (tensor<4xf32>) -> tensor<1xf32>, tensor<1xi64>
// CHECK-NEXT:   (%3, %4) = "pd_op.topk" (%0) {axis:(Int32)-1,k:(Int32)1,largest:true,sorted:true} : (tensor<4xf32>) -> tensor<1xf32>, tensor<1xi64>
// CHECK-NEXT:   (%5, %6) = "pd_op.topk" (%0) {axis:(Int32)-1,k:(Int32)1,largest:true,sorted:true} : (tensor<4xf32>) -> tensor<1xf32>, tensor<1xi64>
// CHECK-NEXT:   (%7, %8) = "pd_op.topk" (%0) {axis:(Int32)-1,k:(Int32)1,largest:true,sorted:true} : (tensor<4xf32>) -> tensor<1xf32>, tensor<1xi64>
// CHECK-NEXT:   () = "builtin.shadow_output" (%1) {output_name:"a"} : (tensor<1xf32>) ->
// CHECK-NEXT:   () = "builtin.shadow_output" (%1) {output_name:"a"} : (tensor<1xf32>) ->
// CHECK-NEXT: }
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%1, %2) = "pd_op.topk" (%0) {axis:(Int32)-1,k:(Int32)1,largest:true,sorted:true} : (tensor<4xf32>) -> tensor<1xf32>, tensor<1xi64>
    (%3, %4) = "pd_op.topk" (%0) {axis:(Int32)-1,k:(Int32)1,largest:true,sorted:true} : (tensor<4xf32>) -> tensor<1xf32>
        , tensor<1xi64>
    (%5, %6) = "pd_op.topk" (%0) {axis:(Int32)-1,k:(Int32)1,largest:true,sorted:true} : (tensor<4xf32>) -> tensor<1xf32>, tensor<1xi64> // a comment
    (%7, %8) = "pd_op.topk" (%0) {axis:(Int32)-1,k:(Int32)1,largest:true,sorted:true} : (tensor<4xf32>) -> tensor<1xf32>, tensor<1xi64>   
    () = "builtin.shadow_output" (%1) {output_name:"a"} : (tensor<1xf32>) ->
    () = "builtin.shadow_output" (%1) {output_name:"a"} : (tensor<1xf32>) ->
}

// -----
// The second add has the tail of the first, but its operand %2 is an i32
// tensor: the error is at the signature's type, as for any op.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%1) = "pd_op.add" (%0, %0) {stop_gradient:[false]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xi32>
    // expected-error@+1 {{type of operand #1 (%2) is tensor<4xi32>, but the signature says tensor<4xf32>}}
    (%3) = "pd_op.add" (%0, %2) {stop_gradient:[false]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
}

// -----
// The second output's tail was seen on the line before, but a result type
// follows on the next line: it belongs to the op, which has no results.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    () = "builtin.shadow_output" (%0) {output_name:"a"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%0) {output_name:"a"} : (tensor<4xf32>) ->
    tensor<4xf32>
    // expected-error@-2 {{'builtin.shadow_output' has 0 results but 1 result types}}
}

// -----
// The line holds the whole tail seen before and goes on: the cached tail is
// taken only when a line break (or the end of input) follows it.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%1, %2) = "pd_op.topk" (%0) {axis:(Int32)-1,k:(Int32)1,largest:true,sorted:true} : (tensor<4xf32>) -> tensor<1xf32>, tensor<1xi64>
    // expected-error@+1 {{'pd_op.topk' has 2 results but 3 result types}}
    (%3, %4) = "pd_op.topk" (%0) {axis:(Int32)-1,k:(Int32)1,largest:true,sorted:true} : (tensor<4xf32>) -> tensor<1xf32>, tensor<1xi64>, tensor<1xi64>
}
