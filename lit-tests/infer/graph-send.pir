// Inference of send_uv and send_ue_recv (dialects/infer/infer_graph_send.c).
// RUN: pir-opt --split-input-file %s | FileCheck %s --check-prefix=SAME
// RUN: pir-opt --split-input-file --infer-shapes %s | FileCheck %s
// SAME-NOT: error

// x [10, 4, 1] and y [6, 3] (dims after the first broadcast: [4, 3]) over
// 6 edges: send_uv [6, 4, 3]; send_ue_recv [-1, 4, 3] (the node count is
// out_size's, read when the kernel runs), dst_count [-1] int32 with MEAN.
// CHECK-LABEL: name:"send"
// CHECK: "pd_op.send_uv" {{.*}} -> tensor<6x4x3xf32>
// CHECK: "pd_op.send_ue_recv" {{.*}} -> tensor<-1x4x3xf32>, tensor<-1xi32>
// CHECK: "pd_op.send_ue_recv" {{.*}} -> tensor<-1x4x3xf32>, tensor<1xf32>
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"send",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[10,4,1]} : () -> tensor<10x4x1xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,3]} : () -> tensor<6x3xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xi32>
    (%d) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"d",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,1]} : () -> tensor<6x1xi32>
    (%0) = "pd_op.send_uv" (%x, %y, %s, %d) {message_op:"ADD"} : (tensor<10x4x1xf32>, tensor<6x3xf32>, tensor<6xi32>, tensor<6x1xi32>) -> tensor<-1x-1x-1xf32>
    (%1, %2) = "pd_op.send_ue_recv" (%x, %y, %s, %d, <<NULL VALUE>>) {message_op:"MUL",reduce_op:"MEAN"} : (tensor<10x4x1xf32>, tensor<6x3xf32>, tensor<6xi32>, tensor<6x1xi32>, <<NULL TYPE>>) -> tensor<-1x-1x-1xf32>, tensor<-1xi32>
    (%3, %4) = "pd_op.send_ue_recv" (%x, %y, %s, %d, <<NULL VALUE>>) {reduce_op:"SUM"} : (tensor<10x4x1xf32>, tensor<6x3xf32>, tensor<6xi32>, tensor<6x1xi32>, <<NULL TYPE>>) -> tensor<-1x4x3xf32>, tensor<1xf32>
}
