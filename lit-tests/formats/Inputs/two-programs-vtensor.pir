{
}
{
    (%0) = "pd_op.full" () {} : () -> vtensor<2xf32>
}
