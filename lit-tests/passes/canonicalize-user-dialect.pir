// A user's dialect gets exactly the shipped ops' treatment from the same
// keys (meaning lives in the YAML): my.copy is an identity, my.scale one
// when its factor is 1, my.dims folds like shape, my.ints is a constant.
// RUN: printf 'dialect: my\nsummary: "test ops"\nops:\n  - name: copy\n    inputs:\n      - {name: x, type: tensor}\n    outputs:\n      - {name: out, type: tensor}\n    traits: [ReadOnly, HasValueSemantics]\n    identity: {map: (x -> out)}\n  - name: scale\n    inputs:\n      - {name: x, type: tensor}\n    attributes:\n      - {name: factor, kind: float, default: "1"}\n    outputs:\n      - {name: out, type: tensor}\n    traits: [ReadOnly, HasValueSemantics]\n    identity: {map: (x -> out), when: [{factor: 1}]}\n  - name: dims\n    inputs:\n      - {name: x, type: tensor}\n    outputs:\n      - {name: out, type: tensor}\n    traits: [ReadOnly, HasValueSemantics]\n    fold: shape\n' > %t.yaml
// RUN: pir-opt --dialect %t.yaml --canonicalize %s | FileCheck %s
// The constant takes my.dims' place.
// CHECK: "my.scale" (%0) {factor:(Float)2}
// CHECK-NEXT: (%[[T:.*]]) = "pd_op.tanh"
// CHECK-NEXT: (%[[K:.*]]) = "pd_op.full_int_array" () {{.*}}value:[(Int64)2,(Int64)3]} : () -> vtensor<2xi64>
// CHECK-NEXT: "builtin.shadow_output" (%[[T]])
// CHECK-NEXT: "builtin.shadow_output" (%[[K]])
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3]} : () -> vtensor<2x3xf32>
    (%a) = "my.copy" (%x) {} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%b) = "my.scale" (%a) {factor:(Float)1} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%c) = "my.scale" (%b) {factor:(Float)2} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%t) = "pd_op.tanh" (%c) {} : (vtensor<2x3xf32>) -> vtensor<2x3xf32>
    (%d) = "my.dims" (%x) {} : (vtensor<2x3xf32>) -> vtensor<2xi64>
    () = "builtin.shadow_output" (%t) {output_name:"t"} : (vtensor<2x3xf32>) ->
    () = "builtin.shadow_output" (%d) {output_name:"d"} : (vtensor<2xi64>) ->
}
