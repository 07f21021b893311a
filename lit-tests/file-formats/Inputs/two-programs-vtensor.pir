{
}
{
    (%0) = "builtin.parameter" () {parameter_name:"w"} : () -> vtensor<2xf32>
}
