// Input of the example examples/walk.c: a program with a region op (an if
// whose branches yield), a value used three times and attributes of
// several kinds.
{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(cpu),shape:[2]} : () -> tensor<2xf32>
    (%1) = "pd_op.data" () {dtype:bool,name:"c",place:Place(cpu),shape:[1]} : () -> tensor<1xb>
    (%2) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[1],value:2} : () -> tensor<1xf32>
    (%3) = "pd_op.scale" (%0, %2) {bias:0,bias_after_scale:true} : (tensor<2xf32>, tensor<1xf32>) -> tensor<2xf32>
    (%4) = "pd_op.relu" (%3) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%5) = "pd_op.if" (%1) {} -> tensor<2xf32> {
        (%6) = "pd_op.exp" (%4) {} : (tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" (%6) {} : (tensor<2xf32>) ->
    } else {
        () = "cf.yield" (%4) {} : (tensor<2xf32>) ->
    }
    (%7) = "pd_op.add" (%5, %4) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%7) {output_name:"out"} : (tensor<2xf32>) ->
}
