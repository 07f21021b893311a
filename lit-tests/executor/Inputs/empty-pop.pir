{
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%v) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<1xf32>
    () = "builtin.shadow_output" (%v) {output_name:"v"} : (tensor<1xf32>) ->
}
