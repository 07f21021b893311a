// RUN: pir-opt --split-input-file %s | FileCheck --match-full-lines %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck --match-full-lines %s
//
// pd_op.while in both forms. Paddle's form (condition operand, one body
// region whose cf.yield forwards the next condition first) prints as
// `"pd_op.while" (cond=%c, inputs=%a, %b) {` / `^%arg_0, %arg_1` / body / `}`,
// without types: results and block arguments take the types of the
// inputs. The design form of docs/design.md §3.4 ([init,] cond, body regions)
// prints generically, with typed block labels.

// Paddle's 2024 form, two loop values.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Float)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Float)1} : () -> tensor<3xf32>
    (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Float)10} : () -> tensor<1xi64>
    (%3) = "pd_op.less_than" (%0, %2) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%4, %5) = "pd_op.while" (cond=%3, inputs=%0, %1) {
    ^%arg_0, %arg_1
        (%6) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Float)1} : () -> tensor<1xi64>
        (%7) = "pd_op.add" (%arg_0, %6) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%8) = "pd_op.tanh" (%arg_1) {stop_gradient:[true]} : (tensor<3xf32>) -> tensor<3xf32>
        (%9) = "pd_op.less_than" (%7, %2) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%9, %7, %8) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
    }
    () = "builtin.shadow_output" (%5) {output_name:"out"} : (tensor<3xf32>) ->
}

// CHECK: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Float)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3],stop_gradient:[true],value:(Float)1} : () -> tensor<3xf32>
// CHECK-NEXT: (%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Float)10} : () -> tensor<1xi64>
// CHECK-NEXT: (%3) = "pd_op.less_than" (%0, %2) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: (%4, %5) = "pd_op.while" (cond=%3, inputs=%0, %1) {
// CHECK-NEXT: ^%arg_0, %arg_1
// CHECK-NEXT: (%6) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Float)1} : () -> tensor<1xi64>
// CHECK-NEXT: (%7) = "pd_op.add" (%arg_0, %6) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: (%8) = "pd_op.tanh" (%arg_1) {stop_gradient:[true]} : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: (%9) = "pd_op.less_than" (%7, %2) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.yield" (%9, %7, %8) {} : (tensor<1xb>, tensor<1xi64>, tensor<3xf32>) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "builtin.shadow_output" (%5) {output_name:"out"} : (tensor<3xf32>) ->
// CHECK-NEXT: }

// -----
// The October-2023 form: loop inputs in brackets after the condition,
// block arguments without underscores, pd_op.tensor types.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> pd_op.tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> pd_op.tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) -> pd_op.tensor<1xb>
    (%3, %4) = "pd_op.while"(%2) [%0, %1] {
    ^%arg0, %arg1
        (%5) = "pd_op.less_than" (%arg0, %arg1) {} : (pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) -> pd_op.tensor<1xb>
        () = "cf.yield" (%5, %arg0, %arg1) {} : (pd_op.tensor<1xb>, pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) ->
    }
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
// CHECK-NEXT: (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: (%3, %4) = "pd_op.while" (cond=%2, inputs=%0, %1) {
// CHECK-NEXT: ^%arg_0, %arg_1
// CHECK-NEXT: (%5) = "pd_op.less_than" (%arg_0, %arg_1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.yield" (%5, %arg_0, %arg_1) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>) ->
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----
// The generic form of a one-region while prints in Paddle's form; a loop
// without loop values prints `inputs=` with nothing after it.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
    (%2) = "pd_op.while" (%1, %0) {} : (tensor<1xb>, tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%a: tensor<1xi64>):
        (%3) = "pd_op.logical_not" (%1) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.yield" (%3, %a) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
    () = "pd_op.while" (%1) {} : (tensor<1xb>) -> {
        (%4) = "pd_op.logical_not" (%1) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.yield" (%4) {} : (tensor<1xb>) ->
    }
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)bool,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> tensor<1xb>
// CHECK-NEXT: (%2) = "pd_op.while" (cond=%1, inputs=%0) {
// CHECK-NEXT: ^%arg_0
// CHECK-NEXT: (%3) = "pd_op.logical_not" (%1) {} : (tensor<1xb>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.yield" (%3, %arg_0) {} : (tensor<1xb>, tensor<1xi64>) ->
// CHECK-NEXT: }
// CHECK-NEXT: () = "pd_op.while" (cond=%1, inputs=) {
// CHECK-NEXT: (%4) = "pd_op.logical_not" (%1) {} : (tensor<1xb>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.yield" (%4) {} : (tensor<1xb>) ->
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----
// Nested loops in Paddle's form: the inner body reads the outer body's
// block argument.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
    (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%3) = "pd_op.while" (cond=%2, inputs=%0) {
    ^%arg_0
        (%4) = "pd_op.while" (cond=%2, inputs=%arg_0) {
        ^%arg_1
            (%5) = "pd_op.add" (%arg_1, %arg_0) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
            (%6) = "pd_op.less_than" (%5, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
            () = "cf.yield" (%6, %5) {} : (tensor<1xb>, tensor<1xi64>) ->
        }
        (%7) = "pd_op.less_than" (%4, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%7, %4) {} : (tensor<1xb>, tensor<1xi64>) ->
    }
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> tensor<1xi64>
// CHECK-NEXT: (%2) = "pd_op.less_than" (%0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: (%3) = "pd_op.while" (cond=%2, inputs=%0) {
// CHECK-NEXT: ^%arg_0
// CHECK-NEXT: (%4) = "pd_op.while" (cond=%2, inputs=%arg_0) {
// CHECK-NEXT: ^%arg_1
// CHECK-NEXT: (%5) = "pd_op.add" (%arg_1, %arg_0) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: (%6) = "pd_op.less_than" (%5, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.yield" (%6, %5) {} : (tensor<1xb>, tensor<1xi64>) ->
// CHECK-NEXT: }
// CHECK-NEXT: (%7) = "pd_op.less_than" (%4, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.yield" (%7, %4) {} : (tensor<1xb>, tensor<1xi64>) ->
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----
// The design form with two regions (cond, body), and with three (init,
// cond, body) where the init region adds a stack to the loop values and
// the while returns it last. pd_op.while_grad has the same forms.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
    (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
    (%2) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%a: tensor<1xi64>):
        (%3) = "pd_op.less_than" (%a, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%3, %a) {} : (tensor<1xb>, tensor<1xi64>) ->
    } {
    ^bb0(%b: tensor<1xi64>):
        (%4) = "pd_op.add" (%b, %b) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%4) {} : (tensor<1xi64>) ->
    }
    (%5, %6) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64>, cf.stack {
    ^bb0(%x: tensor<1xi64>):
        (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
        () = "cf.yield" (%x, %s) {} : (tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%a: tensor<1xi64>, %sa: cf.stack):
        (%7) = "pd_op.less_than" (%a, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.cond_yield" (%7, %a, %sa) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
    } {
    ^bb0(%b: tensor<1xi64>, %sb: cf.stack):
        () = "cf.push_back" (%sb, %b) {} : (cf.stack, tensor<1xi64>) ->
        (%8) = "pd_op.add" (%b, %b) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%8, %sb) {} : (tensor<1xi64>, cf.stack) ->
    }
    (%9) = "pd_op.while_grad" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
    ^bb0(%g: tensor<1xi64>):
        (%10) = "cf.is_empty" (%6) {} : (cf.stack) -> tensor<1xb>
        () = "cf.cond_yield" (%10, %g) {} : (tensor<1xb>, tensor<1xi64>) ->
    } {
    ^bb0(%h: tensor<1xi64>):
        (%11) = "cf.pop_back" (%6) {} : (cf.stack) -> tensor<1xi64>
        () = "cf.yield" (%11) {} : (tensor<1xi64>) ->
    }
}

// CHECK: // -----
// CHECK-NEXT: {
// CHECK-NEXT: (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> tensor<1xi64>
// CHECK-NEXT: (%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>
// CHECK-NEXT: (%2) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
// CHECK-NEXT: ^bb0(%arg_0: tensor<1xi64>):
// CHECK-NEXT: (%3) = "pd_op.less_than" (%arg_0, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.cond_yield" (%3, %arg_0) {} : (tensor<1xb>, tensor<1xi64>) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_1: tensor<1xi64>):
// CHECK-NEXT: (%4) = "pd_op.add" (%arg_1, %arg_1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: () = "cf.yield" (%4) {} : (tensor<1xi64>) ->
// CHECK-NEXT: }
// CHECK-NEXT: (%5, %6) = "pd_op.while" (%0) {} : (tensor<1xi64>) -> tensor<1xi64>, cf.stack {
// CHECK-NEXT: ^bb0(%arg_2: tensor<1xi64>):
// CHECK-NEXT: (%7, %8, %9) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
// CHECK-NEXT: () = "cf.yield" (%arg_2, %7) {} : (tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_3: tensor<1xi64>, %arg_4: cf.stack):
// CHECK-NEXT: (%10) = "pd_op.less_than" (%arg_3, %1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
// CHECK-NEXT: () = "cf.cond_yield" (%10, %arg_3, %arg_4) {} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_5: tensor<1xi64>, %arg_6: cf.stack):
// CHECK-NEXT: () = "cf.push_back" (%arg_6, %arg_5) {} : (cf.stack, tensor<1xi64>) ->
// CHECK-NEXT: (%11) = "pd_op.add" (%arg_5, %arg_5) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: () = "cf.yield" (%11, %arg_6) {} : (tensor<1xi64>, cf.stack) ->
// CHECK-NEXT: }
// CHECK-NEXT: (%12) = "pd_op.while_grad" (%0) {} : (tensor<1xi64>) -> tensor<1xi64> {
// CHECK-NEXT: ^bb0(%arg_7: tensor<1xi64>):
// CHECK-NEXT: (%13) = "cf.is_empty" (%6) {} : (cf.stack) -> tensor<1xb>
// CHECK-NEXT: () = "cf.cond_yield" (%13, %arg_7) {} : (tensor<1xb>, tensor<1xi64>) ->
// CHECK-NEXT: } {
// CHECK-NEXT: ^bb0(%arg_8: tensor<1xi64>):
// CHECK-NEXT: (%14) = "cf.pop_back" (%6) {} : (cf.stack) -> tensor<1xi64>
// CHECK-NEXT: () = "cf.yield" (%14) {} : (tensor<1xi64>) ->
// CHECK-NEXT: }
// CHECK-NEXT: }
