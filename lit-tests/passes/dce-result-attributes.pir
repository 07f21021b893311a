// DCE drops unused results of pd_op.if and dead loop values of pd_op.while;
// attributes with one entry per result (builtin.yaml's result_attributes:
// stop_gradient, persistable) keep exactly the entries of the kept results,
// so a kept result's flags do not change (issue 13).
// RUN: pir-opt --split-input-file --dce %s | FileCheck %s

// The first of two results goes: its `true` goes with it.
// CHECK-LABEL: name:"if_results"
// CHECK: "pd_op.if" ({{%[0-9]+}}) {persistable:[false],stop_gradient:[false]} -> tensor<4xf32> {
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"if_results",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a, %b) = "pd_op.if" (%c) {persistable:[true,false],stop_gradient:[true,false]} -> tensor<4xf32>, tensor<4xf32> {
        () = "cf.yield" (%x, %x) {} : (tensor<4xf32>, tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%x, %x) {} : (tensor<4xf32>, tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%b) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// An attribute not declared per result is left as it is (an annotation
// here: an undeclared attribute is an error, and so is a per-result array
// of another length than the results).
// CHECK-LABEL: name:"other_arrays"
// CHECK: "pd_op.if" ({{%[0-9]+}}) {_tags:[(Int32)1,(Int32)2],stop_gradient:[false]} -> tensor<4xf32> {
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"other_arrays",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xb>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a, %b) = "pd_op.if" (%c) {stop_gradient:[true,false],_tags:[(Int32)1,(Int32)2]} -> tensor<4xf32>, tensor<4xf32> {
        () = "cf.yield" (%x, %x) {} : (tensor<4xf32>, tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%x, %x) {} : (tensor<4xf32>, tensor<4xf32>) ->
    }
    () = "pd_op.fetch" (%b) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// A dead loop value of a while: its stop_gradient entry goes too.
// CHECK-LABEL: name:"while_values"
// CHECK: "pd_op.while" (cond={{%[0-9]+}}, inputs={{%[0-9]+}}) {stop_gradient:[false]} {
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"while_values",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xi64>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)10} : () -> tensor<1xi64>
    (%3) = "pd_op.less_than" (%0, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%4, %d) = "pd_op.while" (cond=%3, inputs=%0, %1) {stop_gradient:[false,true]} {
    ^%arg_0, %arg_1
        (%5) = "pd_op.add" (%arg_0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%9) = "pd_op.multiply" (%arg_1, %arg_1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%6) = "pd_op.less_than" (%5, %2) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%6, %5, %9) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>) ->
    }
    () = "pd_op.fetch" (%4) {name:"out"} : (tensor<1xi64>) ->
}
