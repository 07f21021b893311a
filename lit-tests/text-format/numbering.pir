// Values are renamed when printed: results %0, %1, ... and block arguments
// %arg_0, %arg_1, ... in print order across the program, restarting in each
// program; gaps and other names in the input are not kept (docs/text-format.md 1.3).
// The exact names are the subject here, so they are checked literally.
// RUN: pir-opt --split-input-file %s | FileCheck %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck %s

// Gaps in the input ids (an excerpt as in Paddle's inplace-slice docstring).
// CHECK-LABEL: {_case:"gaps",
// CHECK-SAME: -> tensor<4xf32>
// CHECK-NEXT: (%1) = "pd_op.relu" (%0)
// CHECK-NEXT: (%2) = "pd_op.split_with_num" (%1)
// CHECK-NEXT: (%3, %4) = "builtin.split" (%2)
// CHECK-NEXT: (%5) = "pd_op.add" (%4, %3)
// CHECK-NEXT: () = "builtin.shadow_output" (%5)
// CHECK-NOT: %{{(17|42|99|100|101|1000)}}
{
    (%17) = "pd_op.full" () {_case:"gaps",dtype:float32,place:Place(cpu),shape:[4],value:1} : () -> tensor<4xf32>
    (%42) = "pd_op.relu" (%17) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%99) = "pd_op.split_with_num" (%42) {axis:0,num:2} : (tensor<4xf32>) -> vec[tensor<2xf32>,tensor<2xf32>]
    (%100, %101) = "builtin.split" (%99) {} : (vec[tensor<2xf32>,tensor<2xf32>]) -> tensor<2xf32>, tensor<2xf32>
    (%1000) = "pd_op.add" (%101, %100) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%1000) {output_name:"out"} : (tensor<2xf32>) ->
}

// -----
// Named values (%x, %y.1, as %stack_0 or %inlet_0 in Paddle's text).
// CHECK-LABEL: {_case:"names",
// CHECK-NEXT: (%1) = "pd_op.tanh" (%0)
// CHECK-NEXT: (%2) = "pd_op.add" (%1, %0)
// CHECK-NOT: %x
// CHECK-NOT: %y.1
{
    (%x) = "pd_op.full" () {_case:"names",dtype:float32,place:Place(cpu),shape:[4],value:1} : () -> tensor<4xf32>
    (%5) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%y.1) = "pd_op.add" (%5, %x) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
}

// -----
// Results of an op with regions are numbered before the ops inside them;
// block arguments have their own counter. A name (%40, %arg_7) may be defined
// again once the region that defined it has closed.
// CHECK-LABEL: {_case:"regions",
// CHECK-NEXT: (%1) = "pd_op.less_than" (%0, %0)
// CHECK-NEXT: (%2) = "pd_op.while" (cond=%1, inputs=%0) {
// CHECK-NEXT: ^%arg_0
// CHECK-NEXT: (%3) = "pd_op.less_than" (%arg_0, %arg_0)
// CHECK-NEXT: () = "cf.yield" (%3, %arg_0)
// CHECK-NEXT: {{^ *}}}{{$}}
// CHECK-NEXT: (%4) = "pd_op.while" (cond=%1, inputs=%2) {
// CHECK-NEXT: ^%arg_1
// CHECK-NEXT: (%5) = "pd_op.less_than" (%arg_1, %arg_1)
// CHECK-NEXT: () = "cf.yield" (%5, %arg_1)
// CHECK-NEXT: {{^ *}}}{{$}}
// CHECK-NEXT: (%6) = "pd_op.relu" (%4)
{
    (%10) = "pd_op.full" () {_case:"regions",dtype:int64,place:Place(cpu),shape:[1],value:0} : () -> tensor<1xi64>
    (%20) = "pd_op.less_than" (%10, %10) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%30) = "pd_op.while" (cond=%20, inputs=%10) {
    ^%arg_7
        (%40) = "pd_op.less_than" (%arg_7, %arg_7) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%40, %arg_7) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    (%50) = "pd_op.while" (cond=%20, inputs=%30) {
    ^%arg_7
        (%40) = "pd_op.less_than" (%arg_7, %arg_7) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%40, %arg_7) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    (%60) = "pd_op.relu" (%50) {} : (tensor<1xi64>) -> tensor<1xi64>
}

// -----
// Numbering restarts at %0 in every program of a file (two programs in one
// split here).
// CHECK-LABEL: {_case:"restart1",
// CHECK-SAME: : () -> tensor<2xf32>
// CHECK: (%0) = "pd_op.full" () {_case:"restart2",
// CHECK-NEXT: (%1) = "pd_op.relu" (%0)
{
    (%7) = "pd_op.full" () {_case:"restart1",dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
}
{
    (%8) = "pd_op.full" () {_case:"restart2",dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
    (%9) = "pd_op.relu" (%8) {} : (tensor<2xf32>) -> tensor<2xf32>
}

// -----
// Only %N in plain decimal of at most 8 digits is a number to the reader (its
// dense name table); %01, %001, nine digits and %1x are names of their own,
// distinct from %1 (the lexer reads the number, parser.c findName).
// CHECK-LABEL: {_case:"number-like",
// CHECK-NEXT: (%1) = "pd_op.tanh" (%0)
// CHECK-NEXT: (%2) = "pd_op.relu" (%1)
// CHECK-NEXT: (%3) = "pd_op.add" (%0, %2)
// CHECK-NEXT: (%4) = "pd_op.add" (%1, %3)
// CHECK-NEXT: (%5) = "pd_op.add" (%4, %2)
// CHECK-NEXT: () = "builtin.shadow_output" (%5)
{
    (%1) = "pd_op.full" () {_case:"number-like",dtype:float32,place:Place(cpu),shape:[4],value:1} : () -> tensor<4xf32>
    (%01) = "pd_op.tanh" (%1) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%123456789) = "pd_op.relu" (%01) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%99999999) = "pd_op.add" (%1, %123456789) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%1x) = "pd_op.add" (%01, %99999999) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%001) = "pd_op.add" (%1x, %123456789) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%001) {output_name:"out"} : (tensor<4xf32>) ->
}
