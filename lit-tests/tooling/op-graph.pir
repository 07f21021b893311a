// --print-op-graph writes Graphviz DOT: a node per op, an edge per use
// (labelled with the value, named as the printer names it, and its type), a cluster per op with regions and per
// region, block arguments as ellipses, and the program's boundary coloured.
// RUN: pir-opt --split-input-file --print-op-graph %s | FileCheck %s
// RUN: pir-opt --split-input-file --print-op-graph %s | dot -Tsvg -o %t.svg

// Every op is a node; attributes equal to their YAML default are left out
// (pd_op.mean's keepdim:false), the others are listed.
// CHECK-LABEL: digraph program_0 {
// CHECK: op_0 [shape=Mrecord, style=filled, fillcolor="#dae8fc", label="{pd_op.data\ (input)|dtype:\ (pd_op.DataType)float32\lname:\ \"x\"\lplace:\ (pd_op.Place)Place(undefined:0)\lshape:\ (pd_op.IntArray)[4]\l}"];
// CHECK-NEXT: op_1 [shape=Mrecord, label="{pd_op.tanh}"];
// CHECK-NEXT: op_2 [shape=Mrecord, label="{pd_op.add}"];
// CHECK-NEXT: op_3 [shape=Mrecord, label="{pd_op.mean|axis:\ (pd_op.IntArray)[0]\l}"];
// CHECK-NEXT: op_4 [shape=Mrecord, style=filled, fillcolor="#d5e8d4", label="{builtin.shadow_output\ (output)|output_name:\ \"out\"\l}"];
// One edge per use: %1 is used twice by the add.
// CHECK-NEXT: op_0 -> op_1 [label="%0 tensor<4xf32>"];
// CHECK-NEXT: op_1 -> op_2 [label="%1 tensor<4xf32>"];
// CHECK-NEXT: op_1 -> op_2 [label="%1 tensor<4xf32>"];
// CHECK-NEXT: op_2 -> op_3 [label="%2 tensor<4xf32>"];
// CHECK-NEXT: op_3 -> op_4 [label="%3 tensor<f32>"];
// CHECK-NEXT: }
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.tanh" (%0) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "pd_op.add" (%1, %1) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.mean" (%2) {axis:(pd_op.IntArray)[0],keepdim:false} : (tensor<4xf32>) -> tensor<f32>
    () = "builtin.shadow_output" (%3) {output_name:"out"} : (tensor<f32>) ->
}

// -----
// pd_op.if: a cluster holding the op's node and one cluster per region;
// values from outside reach into the regions. Parameters are marked.
// CHECK-LABEL: digraph program_1 {
// CHECK: op_0 [shape=Mrecord, style=filled, fillcolor="#fff2cc", label="{builtin.parameter\ (parameter)|parameter_name:\ \"w\"\l}"];
// CHECK-NEXT: op_1 [shape=Mrecord, label="{pd_op.full
// CHECK-NEXT: subgraph cluster_0 {
// CHECK-NEXT: label="pd_op.if"; style=rounded;
// CHECK-NEXT: op_2 [shape=Mrecord, label="{pd_op.if}"];
// CHECK-NEXT: subgraph cluster_1 {
// CHECK-NEXT: label="region 0"; style=dashed;
// CHECK-NEXT: op_3 [shape=Mrecord, label="{pd_op.relu}"];
// CHECK-NEXT: op_4 [shape=Mrecord, label="{cf.yield}"];
// CHECK-NEXT: }
// CHECK-NEXT: subgraph cluster_2 {
// CHECK-NEXT: label="region 1"; style=dashed;
// CHECK-NEXT: op_5 [shape=Mrecord, label="{cf.yield}"];
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: op_1 -> op_2 [label="%1 tensor<1xb>"];
// CHECK-NEXT: op_0 -> op_3 [label="%0 tensor<2xf32>"];
// CHECK-NEXT: op_3 -> op_4 [label="%3 tensor<2xf32>"];
// CHECK-NEXT: op_0 -> op_5 [label="%0 tensor<2xf32>"];
// CHECK-NEXT: }
{
    (%0) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
    (%2) = "pd_op.if" (%1) {} -> tensor<2xf32> {
        (%3) = "pd_op.relu" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" (%3) {} : (tensor<2xf32>) ->
    } else {
        () = "cf.yield" (%0) {} : (tensor<2xf32>) ->
    }
}

// -----
// Block arguments (a while body, program inputs) are ellipses; a result of
// an op with several results says which one it is.
// CHECK-LABEL: digraph program_2 {
// CHECK: arg_0 [shape=ellipse, style=filled, fillcolor="#dae8fc", label="input %arg_0"];
// CHECK: op_0 [shape=Mrecord, label="{pd_op.while}"];
// CHECK-NEXT: subgraph cluster_1 {
// CHECK-NEXT: label="region 0"; style=dashed;
// CHECK-NEXT: arg_3 [shape=ellipse, style=filled, fillcolor="#e1d5e7", label="^bb0 %arg_3"];
// CHECK: op_3 [shape=Mrecord, label="{builtin.split}"];
// CHECK: arg_0 -> op_0 [label="%arg_0 tensor<1xb>"];
// CHECK: arg_3 -> op_1 [label="%arg_3 tensor<2xf32>"];
// CHECK: op_3 -> op_4 [label="%3 tensor<3xf32>"];
{
^bb0(%c: tensor<1xb>, %x: tensor<2xf32>, %v: vec[tensor<2xf32>,tensor<3xf32>]):
    (%0) = "pd_op.while" (cond=%c, inputs=%x) {
    ^%arg_0
        (%1) = "pd_op.relu" (%arg_0) {} : (tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" (%c, %1) {} : (tensor<1xb>, tensor<2xf32>) ->
    }
    (%2, %3) = "builtin.split" (%v) {} : (vec[tensor<2xf32>,tensor<3xf32>]) -> tensor<2xf32>, tensor<3xf32>
    (%4) = "pd_op.relu" (%3) {} : (tensor<3xf32>) -> tensor<3xf32>
}

// -----
// Labels are escaped: quotes, backslashes, record metacharacters
// ({ } | < >) and spaces in attribute text; long values are elided.
// CHECK-LABEL: digraph program_3 {
// CHECK: label="{pd_op.full|_long:\ __elided__\l_s:\ \"a\\\\b\ \{c\}\ \|\ \<d\>\"\l
{
    (%0) = "pd_op.full" () {_s:"a\\b {c} | <d>",_long:"0123456789012345678901234567890123456789",dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
}

// -----
// Roles come from the YAML: builtin.set_parameter writes a variable of
// storage class parameter.
// CHECK-LABEL: digraph program_4 {
// CHECK: op_0 [shape=Mrecord, style=filled, fillcolor="#fff2cc", label="{builtin.parameter\ (parameter)|parameter_name:\ \"w\"\l}"];
// CHECK-NEXT: op_1 [shape=Mrecord, label="{pd_op.relu}"];
// CHECK-NEXT: op_2 [shape=Mrecord, style=filled, fillcolor="#d5e8d4", label="{builtin.set_parameter\ (writes\ parameter)|parameter_name:\ \"w\"\l}"];
{
    (%0) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2xf32>
    (%1) = "pd_op.relu" (%0) {} : (tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.set_parameter" (%1) {parameter_name:"w"} : (tensor<2xf32>) ->
}
