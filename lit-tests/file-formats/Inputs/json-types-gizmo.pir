{
  (%0) = "test.make2" () {} : () -> test.gizmo
}
