{
 (%0) = "builtin.parameter" () {parameter_name:"a"} : () -> tensor<2xf32>
 (%1) = "builtin.parameter" () {parameter_name:"b"} : () -> tensor<3xf32>
 () = "builtin.shadow_output" (%0) {output_name:"out"} : (tensor<2xf32>) ->
}
