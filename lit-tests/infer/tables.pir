// Inference of the embedding-table ops (dialects/infer/infer_tables.c).
// RUN: pir-opt --split-input-file %s | FileCheck %s --check-prefix=SAME
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s
// SAME-NOT: error

// lookup_table: ids [2, 7, 1] in a [100, 16] table: [2, 7, 16]; the
// dequant form of an [100, 6] table gives (6 - 2) · 4 = 16 columns.
// pull_box_sparse and pull_gpups_sparse replace the ids' last dim 1 by
// the width (size, size[i]); pull_sparse_v2 appends embedding_dim.
// CHECK-LABEL: name:"tables"
// CHECK: "pd_op.lookup_table" {{.*}} -> tensor<2x7x16xf32>
// CHECK: "pd_op.lookup_table_dequant" {{.*}} -> tensor<2x7x16xf32>
// CHECK: "pd_op.pull_box_sparse" {{.*}} -> vec[tensor<2x7x8xf32>,tensor<5x8xf32>]
// CHECK: "pd_op.pull_gpups_sparse" {{.*}} -> vec[tensor<2x7x4xf32>,tensor<5x9xf32>]
// CHECK: "pd_op.pull_sparse_v2" {{.*}} -> vec[tensor<2x7x1x11xf32>,tensor<5x1x11xf32>]
{
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"tables",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100,16]} : () -> tensor<100x16xf32>
    (%q) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"q",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100,6]} : () -> tensor<100x6xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,7,1]} : () -> tensor<2x7x1xi64>
    (%j) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"j",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5,1]} : () -> tensor<5x1xi64>
    (%0) = "pd_op.lookup_table" (%w, %i) {} : (tensor<100x16xf32>, tensor<2x7x1xi64>) -> tensor<-1x-1x-1xf32>
    (%1) = "pd_op.lookup_table_dequant" (%q, %i) {} : (tensor<100x6xf32>, tensor<2x7x1xi64>) -> tensor<2x7x-1xf32>
    (%v) = "builtin.combine" (%i, %j) {} : (tensor<2x7x1xi64>, tensor<5x1xi64>) -> vec[tensor<2x7x1xi64>,tensor<5x1xi64>]
    (%2) = "pd_op.pull_box_sparse" (%w, %v) {size:(Int32)8} : (tensor<100x16xf32>, vec[tensor<2x7x1xi64>,tensor<5x1xi64>]) -> vec[tensor<-1x-1x-1xf32>,tensor<-1x-1xf32>]
    (%3) = "pd_op.pull_gpups_sparse" (%w, %v) {size:[(Int32)4,(Int32)9]} : (tensor<100x16xf32>, vec[tensor<2x7x1xi64>,tensor<5x1xi64>]) -> vec[tensor<-1x-1x-1xf32>,tensor<-1x-1xf32>]
    (%ws) = "builtin.combine" (%w, %w) {} : (tensor<100x16xf32>, tensor<100x16xf32>) -> vec[tensor<100x16xf32>,tensor<100x16xf32>]
    (%4) = "pd_op.pull_sparse_v2" (%v, %ws) {} : (vec[tensor<2x7x1xi64>,tensor<5x1xi64>], vec[tensor<100x16xf32>,tensor<100x16xf32>]) -> vec[tensor<2x7x1x-1xf32>,tensor<5x1x-1xf32>]
}
