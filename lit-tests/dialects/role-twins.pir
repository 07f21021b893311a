// One case per role: what the passes must (not) do because of the role.
// role-twins.test runs this file again with every op that has a role
// renamed to a twin loaded with --dialect, and requires identical output.
// RUN: pir-opt --split-input-file --allow-unregistered-dialect --cse --dce %s | FileCheck %s --enable-var-scope

// container: the vec holds %x's buffer, so an op that may write through
// the vec may write %x: the two tanh of %x are not merged.
// CHECK-LABEL: name:"container"
// CHECK: "pd_op.tanh"
// CHECK: "builtin.combine"
// CHECK: "my.write_all"
// CHECK: "pd_op.tanh"
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"container",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%2) = "builtin.combine" (%x) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    () = "my.write_all" (%2) {} : (vec[tensor<4xf32>]) ->
    (%3) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// container, the other way: an element taken out of a vec is the packed
// buffer; writing it in place writes %x.
// CHECK-LABEL: name:"slice"
// CHECK: "pd_op.tanh"
// CHECK: "pd_op.relu_"
// CHECK: "pd_op.tanh"
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"slice",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%v) = "builtin.combine" (%x) {} : (tensor<4xf32>) -> vec[tensor<4xf32>]
    (%1) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%e) = "builtin.slice" (%v) {index:(Int32)0} : (vec[tensor<4xf32>]) -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%e) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// variable_read: two reads of weight "w" are one buffer; writing one in
// place changes what the other reads.
// CHECK-LABEL: name:"parameter"
// CHECK: "pd_op.tanh"
// CHECK: "pd_op.relu_"
// CHECK: "pd_op.tanh"
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"parameter",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%b) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%1) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// variable_read: pd_op.feed and pd_op.data of one name read the same
// program input (storage `input`).
// CHECK-LABEL: name:"feed_and_data"
// CHECK: "pd_op.tanh"
// CHECK: "pd_op.relu_"
// CHECK: "pd_op.tanh"
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"feed_and_data",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%b) = "pd_op.feed" () {name:"x",col:(Int32)0} : () -> tensor<4xf32>
    (%1) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// Different storage classes never alias: a weight "x" and an input "x".
// CHECK-LABEL: name:"storage_classes"
// CHECK: "pd_op.tanh"
// CHECK-NOT: "pd_op.tanh"
// CHECK: "pd_op.fetch"
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"storage_classes",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "builtin.parameter" () {parameter_name:"x"} : () -> tensor<4xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%w) = "pd_op.relu_" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.tanh" (%b) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// variable_write: set_parameter overwrites "w" between the two reads.
// CHECK-LABEL: name:"set_parameter"
// CHECK: "pd_op.tanh"
// CHECK: "builtin.set_parameter"
// CHECK: "pd_op.tanh"
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"set_parameter",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%1) = "pd_op.tanh" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.set_parameter" (%x) {parameter_name:"w"} : (tensor<4xf32>) ->
    (%3) = "pd_op.tanh" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"b"} : (tensor<4xf32>) ->
}

// -----
// variable_write: shadow_output binds its operand to an output name, so
// two outputs keep two values; pd_op.fetch (role output) copies, so two
// fetches may read one value.
// CHECK-LABEL: name:"outputs"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.relu" ([[X]])
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: "builtin.shadow_output" ([[A]]) {output_name:"a"}
// CHECK-NEXT: "builtin.shadow_output" ([[B]]) {output_name:"b"}
// CHECK-NEXT: "pd_op.fetch" ([[C]]) {name:"c"}
// CHECK-NEXT: "pd_op.fetch" ([[C]]) {name:"d"}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"outputs",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%c) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%d) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "builtin.shadow_output" (%a) {output_name:"a"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%b) {output_name:"b"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%c) {name:"c"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%d) {name:"d"} : (tensor<4xf32>) ->
}

// -----
// region flow once: pylayer's operands may flow to its results, so a
// write through its result may write %x.
// CHECK-LABEL: name:"once"
// CHECK: "pd_op.tanh"
// CHECK: "pd_op.pylayer"
// CHECK: "pd_op.relu_"
// CHECK: "pd_op.tanh"
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"once",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%1) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%p) = "pd_op.pylayer" (%x) {} : (tensor<4xf32>) -> tensor<4xf32> {
        () = "cf.yield" (%x) {} : (tensor<4xf32>) ->
    }
    (%w) = "pd_op.relu_" (%p) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%3) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%1) {name:"a"} : (tensor<4xf32>) ->
    () = "pd_op.fetch" (%3) {name:"b"} : (tensor<4xf32>) ->
}
