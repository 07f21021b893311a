// RUN: pir-opt --split-input-file %s | FileCheck --match-full-lines %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck --match-full-lines %s
//
// pd_op.if reads in every spelling and prints in Paddle's 2024 custom form,
// `(%r) = "pd_op.if" (%cond) {attrs} -> types {` ... `} else {` ... `}`,
// when it has two regions whose blocks take no arguments.

// Paddle's 2024 form (quoted name, attributes after the condition).
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> builtin.tensor<1xf32>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[],stop_gradient:[true],value:(Double)5} : () -> builtin.tensor<f32>
    (%2) = "pd_op.less_than" (%0, %1) {stop_gradient:[true]} : (builtin.tensor<1xf32>, builtin.tensor<f32>) -> builtin.tensor<1xb>
    (%3) = "pd_op.if" (%2) {stop_gradient:[false]} -> builtin.tensor<1xf32> {
        (%4) = "pd_op.add" (%0, %0) {stop_gradient:[false]} : (builtin.tensor<1xf32>, builtin.tensor<1xf32>) -> builtin.tensor<1xf32>
        () = "cf.yield" (%4) {} : (builtin.tensor<1xf32>) ->
    } else {
        (%5) = "pd_op.subtract" (%0, %0) {stop_gradient:[false]} : (builtin.tensor<1xf32>, builtin.tensor<1xf32>) -> builtin.tensor<1xf32>
        () = "cf.yield" (%5) {} : (builtin.tensor<1xf32>) ->
    }
    () = "builtin.shadow_output" (%3) {output_name:"out"} : (builtin.tensor<1xf32>) ->
}

// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[false]} : () -> tensor<1xf32>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[],stop_gradient:[true],value:(Double)5} : () -> tensor<f32>
// CHECK-NEXT: (%2) = "pd_op.less_than" (%0, %1) {stop_gradient:[true]} : (tensor<1xf32>, tensor<f32>) -> tensor<1xb>
// CHECK-NEXT: (%3) = "pd_op.if" (%2) {stop_gradient:[false]} -> tensor<1xf32> {
// CHECK-NEXT: (%4) = "pd_op.add" (%0, %0) {stop_gradient:[false]} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
// CHECK-NEXT: () = "cf.yield" (%4) {} : (tensor<1xf32>) ->
// CHECK-NEXT: } else {
// CHECK-NEXT: (%5) = "pd_op.subtract" (%0, %0) {stop_gradient:[false]} : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
// CHECK-NEXT: () = "cf.yield" (%5) {} : (tensor<1xf32>) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "builtin.shadow_output" (%3) {output_name:"out"} : (tensor<1xf32>) ->
// CHECK-NEXT: }

// -----
// The early-2024 form: unquoted name, no attributes, pd_op.tensor types.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> pd_op.tensor<1xb>
    (%1) = pd_op.if (%0) -> pd_op.tensor<1xb>{
        (%2) = "pd_op.logical_not" (%0) {} : (pd_op.tensor<1xb>) -> pd_op.tensor<1xb>
        () = "cf.yield" (%2) {} : (pd_op.tensor<1xb>) ->
    } else {
        () = "cf.yield" (%0) {} : (pd_op.tensor<1xb>) ->
    }
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
// CHECK-NEXT: (%1) = "pd_op.if" (%0) {} -> tensor<1xb> {
// CHECK-NEXT: (%2) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.yield" (%2) {} : (tensor<1xb>) ->
// CHECK-NEXT: } else {
// CHECK-NEXT: () = "cf.yield" (%0) {} : (tensor<1xb>) ->
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----
// The generic form of the same op prints in the custom form.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
    (%1, %2) = "pd_op.if" (%0) {} : (tensor<1xb>) -> tensor<1xb>, tensor<1xb> {
        (%3) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.yield" (%3, %0) {} : (tensor<1xb>, tensor<1xb>) ->
    } {
        () = "cf.yield" (%0, %0) {} : (tensor<1xb>, tensor<1xb>) ->
    }
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
// CHECK-NEXT: (%1, %2) = "pd_op.if" (%0) {} -> tensor<1xb>, tensor<1xb> {
// CHECK-NEXT: (%3) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.yield" (%3, %0) {} : (tensor<1xb>, tensor<1xb>) ->
// CHECK-NEXT: } else {
// CHECK-NEXT: () = "cf.yield" (%0, %0) {} : (tensor<1xb>, tensor<1xb>) ->
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----
// Without results: an if without an else branch prints an empty else, and
// a branch may leave out its cf.yield (docs/design.md §3.3).
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
    () = "pd_op.if" (%0) {} -> {
        (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xf32>
        (%2) = "pd_op.print" (%1) {first_n:(Int32)-1,message:"",summarize:(Int32)20} : (tensor<1xf32>) -> tensor<1xf32>
    } else {
    }
    () = "pd_op.if" (%0) {} -> {
        () = "cf.yield" () {} : () ->
    } else {
        () = "cf.yield" () {} : () ->
    }
    () = "pd_op.if" (%0) {} : (tensor<1xb>) -> {
    } {
    }
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
// CHECK-NEXT: () = "pd_op.if" (%0) {} -> {
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xf32>
// CHECK-NEXT: (%2) = "pd_op.print" (%1) {first_n:(Int32)-1,message:"",summarize:(Int32)20} : (tensor<1xf32>) -> tensor<1xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: () = "pd_op.if" (%0) {} -> {
// CHECK-NEXT: () = "cf.yield" () {} : () ->
// CHECK-NEXT: } else {
// CHECK-NEXT: () = "cf.yield" () {} : () ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "pd_op.if" (%0) {} -> {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----
// Nested: an if inside the branch of an if, reading values of every
// enclosing block.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
    (%2) = "pd_op.if" (%0) {} -> tensor<2xf32> {
        (%3) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
        (%4) = "pd_op.if" (%3) {} -> tensor<2xf32> {
            (%5) = "pd_op.relu" (%1) {} : (tensor<2xf32>) -> tensor<2xf32>
            () = "cf.yield" (%5) {} : (tensor<2xf32>) ->
        } else {
            () = "cf.yield" (%1) {} : (tensor<2xf32>) ->
        }
        () = "cf.yield" (%4) {} : (tensor<2xf32>) ->
    } else {
        (%6) = "pd_op.tanh" (%1) {} : (tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" (%6) {} : (tensor<2xf32>) ->
    }
    () = "builtin.shadow_output" (%2) {output_name:"out"} : (tensor<2xf32>) ->
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
// CHECK-NEXT: (%2) = "pd_op.if" (%0) {} -> tensor<2xf32> {
// CHECK-NEXT: (%3) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
// CHECK-NEXT: (%4) = "pd_op.if" (%3) {} -> tensor<2xf32> {
// CHECK-NEXT: (%5) = "pd_op.relu" (%1) {} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: () = "cf.yield" (%5) {} : (tensor<2xf32>) ->
// CHECK-NEXT: } else {
// CHECK-NEXT: () = "cf.yield" (%1) {} : (tensor<2xf32>) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "cf.yield" (%4) {} : (tensor<2xf32>) ->
// CHECK-NEXT: } else {
// CHECK-NEXT: (%6) = "pd_op.tanh" (%1) {} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: () = "cf.yield" (%6) {} : (tensor<2xf32>) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "builtin.shadow_output" (%2) {output_name:"out"} : (tensor<2xf32>) ->
// CHECK-NEXT: }
