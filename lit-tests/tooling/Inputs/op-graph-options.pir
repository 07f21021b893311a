{
    (%0) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<2xf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"x",place:Place(cpu),shape:[2]} : () -> tensor<2xf32>
    (%2) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%3) = "pd_op.add" (%1, %0) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%4) = "pd_op.if" (%2) {} -> tensor<2xf32> {
        (%5) = "pd_op.relu" (%3) {} : (tensor<2xf32>) -> tensor<2xf32>
        (%6) = "pd_op.exp" (%5) {} : (tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" (%6) {} : (tensor<2xf32>) ->
    } else {
        () = "cf.yield" (%3) {} : (tensor<2xf32>) ->
    }
    (%7) = "pd_op.tanh" (%4) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%8) = "pd_op.sin" (%7) {} : (tensor<2xf32>) -> tensor<2xf32>
    (%9) = "pd_op.cos" (%8) {} : (tensor<2xf32>) -> tensor<2xf32>
    () = "builtin.shadow_output" (%9) {output_name:"out"} : (tensor<2xf32>) ->
}
