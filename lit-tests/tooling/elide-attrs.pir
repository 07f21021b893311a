// --elide-attrs-if-larger=N prints each attribute value whose text is longer
// than N characters as __elided__ (keys stay); shorter values are untouched.
// Only the kinds that grow without bound are elided (strings, arrays, int
// arrays, types, opaque values): data types, places, layouts and scalars
// always print (dtype and place were elided, and the verifier wants them).
// The output may not read back (__elided__ is not a value of most kinds).
// RUN: pir-opt --elide-attrs-if-larger=10 %s | FileCheck %s
// RUN: pir-opt --elide-attrs-if-larger=10 --print-op-generic %s | FileCheck %s
// Exactly N characters are kept; N+1 are elided.
// RUN: pir-opt --elide-attrs-if-larger=12 %s | FileCheck %s --check-prefix=AT12
// RUN: pir-opt --elide-attrs-if-larger=11 %s | FileCheck %s --check-prefix=AT11
// A limit must be a positive number.
// RUN: not pir-opt --elide-attrs-if-larger=0 %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not pir-opt --elide-attrs-if-larger=ten %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: --elide-attrs-if-larger expects a positive number

// CHECK: (%0) = "pd_op.full" () {_big:(Double)1.2345678901234567e+300,_layout:(pd_op.DataLayout)NCHW,_n:"abc",_s:__elided__,_ty:__elided__,dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(gpu:0),shape:__elided__,value:(Double)1} : () -> tensor<2xf32>
// Attributes of the custom pd_op.if form are elided too.
// CHECK: (%1) = "pd_op.if" (%arg_0) {_note:__elided__}
// AT12: {_big:(Double)1.2345678901234567e+300,_layout:(pd_op.DataLayout)NCHW,_n:"abc",_s:"0123456789",_ty:__elided__,dtype:(pd_op.DataType)float32,
// AT11: {_big:(Double)1.2345678901234567e+300,_layout:(pd_op.DataLayout)NCHW,_n:"abc",_s:__elided__,_ty:__elided__,dtype:(pd_op.DataType)float32,
{
^bb0(%c: tensor<1xb>):
    (%0) = "pd_op.full" () {_s:"0123456789",dtype:(pd_op.DataType)float32,_n:"abc",_big:(Double)1.2345678901234567e300,_ty:tensor<2x3xf32>,_layout:(pd_op.DataLayout)NCHW,place:(pd_op.Place)Place(gpu:0),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
    (%1) = "pd_op.if" (%c) {_note:"a long note about this if"} -> tensor<2xf32> {
        () = "cf.yield" (%0) {} : (tensor<2xf32>) ->
    } else {
        () = "cf.yield" (%0) {} : (tensor<2xf32>) ->
    }
}
