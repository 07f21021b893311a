{
    (%0) = "pd_op.relu" () {} : () -> tensor<2xf32>
}
