// An attribute error on an op written without quotes (an older spelling),
// as the first error of a run: the attribute index of the line finds no key
// in the quoted form, and sorting the empty index was undefined (UBSan:
// qsort of a NULL array; found by fuzz-driver). The error is at the op, and
// nothing else is printed (the sanitizer builds print "runtime error").
// RUN: not pir-opt %s 2>&1 | FileCheck %s
// CHECK: attribute-unquoted-op.pir:[[@LINE+4]]:5: error: 'pd_op.data' op attribute 'dtype' has unknown data type 'float31'; did you mean 'float32'?
// CHECK-NOT: runtime error
// CHECK-NOT: error:
{
    %x = pd_op.data () {dtype:float31,name:"x",place:Place(cpu),shape:[2]} : () -> tensor<2xf32>
}
