{
    (%0) = "builtin.parameter" () {parameter_name:"v"} : () -> tensor<2xf32>
}
