// Floats and doubles print with the fewest digits that read back to the same
// bits (the shortest C %g spelling that reads back exactly); the
// special values have their own spellings (docs/text-format.md 1.7).
// RUN: pir-opt --split-input-file --allow-unregistered-dialect %s | FileCheck %s
// RUN: pir-opt --split-input-file --allow-unregistered-dialect %s | pir-opt --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: "test.float"
// CHECK-SAME: {a:(Float)0.1,b:(Float)1,c:(Float)-2.5,d:(Float)1e-05,e:(Float)3.4028235e+38,f:(Float)1.1754944e-38,g:(Float)1e-45,h:(Float)16777216,i:(Float)0.33333334} : () ->
{
    () = "test.float" () {a:(Float)0.1,b:(Float)1.0,c:(Float)-2.5,d:(Float)1e-5,e:(Float)3.40282347e+38,f:(Float)1.17549435e-38,g:(Float)1e-45,h:(Float)16777217,i:(Float)0.33333333333} : () ->
}

// -----
// CHECK-LABEL: "test.double"
// CHECK-SAME: {a:(Double)0.1,b:(Double)0.30000000000000004,c:(Double)1e-300,d:(Double)1.7976931348623157e+308,e:(Double)5e-324,f:(Double)1.2345678901234568e+17,g:(Double)-0.001} : () ->
{
    () = "test.double" () {a:(Double)0.1,b:(Double)0.30000000000000004,c:(Double)1e-300,d:(Double)1.7976931348623157e308,e:(Double)5e-324,f:(Double)123456789012345678,g:(Double)-1E-3} : () ->
}

// -----
// Special values: infinities, NaN, negative zero.
// CHECK-LABEL: "test.special"
// CHECK-SAME: {a:(Float)inf,b:(Float)-inf,c:(Float)nan,d:(Double)inf,e:(Double)-inf,f:(Double)nan,g:(Float)-0,h:(Double)-0,i:(Double)0} : () ->
{
    () = "test.special" () {a:(Float)inf,b:(Float)-inf,c:(Float)nan,d:(Double)inf,e:(Double)-inf,f:(Double)nan,g:(Float)-0.0,h:(Double)-0,i:(Double)0.0} : () ->
}

// -----
// Complex numbers: both parts print as doubles.
// CHECK-LABEL: "test.complex"
// CHECK-SAME: {a:(Complex64)(0.5,-1),b:(Complex128)(0.1,1e-300),c:(Complex64)(inf,-inf)} : () ->
{
    () = "test.complex" () {a:(Complex64)(0.5,-1),b:(Complex128)(0.1,1e-300),c:(Complex64)(inf,-inf)} : () ->
}

// -----
// Integers at the limits of their kinds.
// CHECK-LABEL: "test.ints"
// CHECK-SAME: {a:(Int32)-2147483648,b:(Int32)2147483647,c:(Int64)-9223372036854775808,d:(Int64)9223372036854775807,e:(Index)0,f:(Int64)2147483648} : () ->
{
    () = "test.ints" () {a:(Int32)-2147483648,b:(Int32)2147483647,c:(Int64)-9223372036854775808,d:(Int64)9223372036854775807,e:(Index)0,f:2147483648} : () ->
}
