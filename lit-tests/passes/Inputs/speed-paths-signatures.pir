// An input for speed-paths-passes.test: ops of one name with several
// signatures in one block (tensor, vtensor, other element types and
// shapes, a vec operand), so that to-vtensor's memo of the last
// signature of each op (a speed-only path) is asked with one that differs
// and must not answer for it.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> vtensor<4xf32>
    (%z) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"z",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf64>
    (%a) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.exp" (%y) {} : (vtensor<4xf32>) -> vtensor<4xf32>
    (%c) = "pd_op.exp" (%z) {} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%d) = "pd_op.exp" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%e) = "pd_op.exp" (%b) {} : (vtensor<4xf32>) -> vtensor<4xf32>
    (%f) = "pd_op.add" (%a, %d) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%g) = "pd_op.add" (%b, %e) {} : (vtensor<4xf32>, vtensor<4xf32>) -> vtensor<4xf32>
    (%h) = "pd_op.add" (%f, %f) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%v) = "builtin.combine" (%a, %d) {} : (tensor<4xf32>, tensor<4xf32>) -> vec[tensor<4xf32>,tensor<4xf32>]
    (%s) = "pd_op.add_n" (%v) {} : (vec[tensor<4xf32>,tensor<4xf32>]) -> tensor<4xf32>
    (%w) = "builtin.combine" (%b, %e) {} : (vtensor<4xf32>, vtensor<4xf32>) -> vec[vtensor<4xf32>,vtensor<4xf32>]
    (%t) = "pd_op.add_n" (%w) {} : (vec[vtensor<4xf32>,vtensor<4xf32>]) -> vtensor<4xf32>
    () = "builtin.shadow_output" (%c) {output_name:"c"} : (tensor<2x3xf64>) ->
    () = "builtin.shadow_output" (%g) {output_name:"g"} : (vtensor<4xf32>) ->
    () = "builtin.shadow_output" (%h) {output_name:"h"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%s) {output_name:"s"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%t) {output_name:"t"} : (vtensor<4xf32>) ->
}
