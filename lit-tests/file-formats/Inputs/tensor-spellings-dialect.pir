{
    (%0) = "mydialect.make" () {dtype:(md.DataType)float32} : () -> mydialect.tensor<2xf32>
    (%1) = "mydialect.make" () {} : () -> md.vtensor<3x?xi64>
    () = "builtin.shadow_output" (%0) {output_name:"a"} : (mydialect.tensor<2xf32>) ->
    () = "builtin.shadow_output" (%1) {output_name:"b"} : (md.vtensor<3x?xi64>) ->
}
