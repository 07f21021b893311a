// RUN: pir-opt --allow-undefined-values --infer-shapes %s | FileCheck %s
//
// maxout, as_complex, as_real, take_along_axis, searchsorted, overlap_add,
// norm and multinomial (issue 25; dialects/infer/infer_misc.c): results
// written with -1 dims and undefined dtypes are filled. (Their operand
// errors: misc-invalid.pir.)

// maxout: the axis dim divided by groups
// CHECK: "pd_op.maxout" {{.*}} -> tensor<2x3x5x5xf32>
// CHECK: "pd_op.maxout" {{.*}} -> tensor<2x5x5x4xf32>
// as_complex drops the trailing 2; as_real adds it
// CHECK: "pd_op.as_complex" {{.*}} -> tensor<4x3xc64>
// CHECK: "pd_op.as_real" {{.*}} -> tensor<4x3x2xf64>
// take_along_axis: indices' dims, arr's dtype
// CHECK: "pd_op.take_along_axis" {{.*}} -> tensor<2x1x4xf16>
// searchsorted: values' dims, int64 (int32 with out_int32)
// CHECK: "pd_op.searchsorted" {{.*}} -> tensor<3x7xi64>
// CHECK: "pd_op.searchsorted" {{.*}} -> tensor<5xi32>
// overlap_add: (frames - 1) x hop + frame_length
// CHECK: "pd_op.overlap_add" {{.*}} -> tensor<2x46xf32>
// CHECK: "pd_op.overlap_add" {{.*}} -> tensor<46x2xf32>
// norm: out like x, norm with the axis dim 1; none with is_test
// CHECK: "pd_op.norm" {{.*}} -> tensor<2x3x4xf32>, tensor<2x1x4xf32>
// CHECK: "pd_op.norm" {{.*}} -> tensor<2x3x4xf32>, tensor<-1xundefined>
// multinomial: the last dim num_samples, int64; from a tensor: open
// CHECK: "pd_op.multinomial" {{.*}} -> tensor<3x5xi64>
// CHECK: "pd_op.multinomial" {{.*}} -> tensor<-1xi64>
{
    (%0) = "pd_op.maxout" (%x) {groups:(Int32)2,axis:(Int32)1} : (tensor<2x6x5x5xf32>) -> tensor<-1x-1x-1x-1xundefined>
    (%1) = "pd_op.maxout" (%y) {groups:(Int32)2,axis:(Int32)-1} : (tensor<2x5x5x8xf32>) -> tensor<-1x-1x-1x-1xundefined>
    (%2) = "pd_op.as_complex" (%c) {} : (tensor<4x3x2xf32>) -> tensor<-1x-1xundefined>
    (%3) = "pd_op.as_real" (%d) {} : (tensor<4x3xc128>) -> tensor<-1x-1x-1xundefined>
    (%4) = "pd_op.take_along_axis" (%a, %i) {axis:(Int32)1} : (tensor<2x5x4xf16>, tensor<2x1x4xi64>) -> tensor<-1x-1x-1xundefined>
    (%5) = "pd_op.searchsorted" (%s, %v) {out_int32:false,right:false} : (tensor<3x10xf32>, tensor<3x7xf32>) -> tensor<-1x-1xundefined>
    (%6) = "pd_op.searchsorted" (%s1, %v1) {out_int32:true,right:true} : (tensor<10xf32>, tensor<5xf32>) -> tensor<-1xundefined>
    (%7) = "pd_op.overlap_add" (%f) {hop_length:(Int32)4,axis:(Int32)-1} : (tensor<2x10x10xf32>) -> tensor<-1x-1xundefined>
    (%8) = "pd_op.overlap_add" (%g) {hop_length:(Int32)4,axis:(Int32)0} : (tensor<10x10x2xf32>) -> tensor<-1x-1xundefined>
    (%9, %10) = "pd_op.norm" (%n) {axis:(Int32)1,epsilon:(Float)1e-10,is_test:false} : (tensor<2x3x4xf32>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>
    (%11, %12) = "pd_op.norm" (%n) {axis:(Int32)1,epsilon:(Float)1e-10,is_test:true} : (tensor<2x3x4xf32>) -> tensor<-1x-1x-1xundefined>, tensor<-1xundefined>
    (%13) = "pd_op.multinomial" (%p, <<NULL VALUE>>) {num_samples:(Int32)5,replacement:true} : (tensor<3x4xf32>, <<NULL TYPE>>) -> tensor<-1x-1xundefined>
    (%14) = "pd_op.multinomial" (%q, %ns) {replacement:true} : (tensor<4xf32>, tensor<i32>) -> tensor<-1xundefined>
}
