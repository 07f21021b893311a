// Literals longer than the reader's small buffers: a Place of 185 bytes was
// cut to 127, and an untyped decimal of 128 or more characters was read
// from an uninitialised variable. Both are read in full, and print back.
// RUN: pir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: pir-opt --allow-unregistered-dialect %s | pir-opt --allow-unregistered-dialect | FileCheck %s
// CHECK: d:(Double)1.5555555555555556,e:(Double)1.1111111111111111e+49,f:(Float)2.5,p:(pd_op.Place)Place(gpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpu:0)}
{
    () = "t.op" () {p:(pd_op.Place)Place(gpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpugpu:0),d:1.55555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555555,e:111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111.25e-100,f:(Float)2.50000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000} : () ->
}
