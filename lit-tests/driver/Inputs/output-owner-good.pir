{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[2],value:1} : () -> tensor<2xf32>
}
