// RUN: pir-opt --allow-undefined-values --infer-shapes %s | FileCheck %s
//
// The detection rules (issue 25), from Paddle's RoiAlignInferMeta,
// RoiPoolInferMeta and YoloBoxInferMeta: results written with -1 dims and
// undefined dtypes are filled; what Paddle leaves open stays as written.
// (The operand errors: lit-tests/infer-checks/operand-checks.test.)

// roi_align: [num_boxes, C, pooled_height, pooled_width], x's dtype.
// CHECK: "pd_op.roi_align" {{.*}} -> tensor<-1x256x7x7xf16>
// roi_pool: out, and arg_max of out's dims, int64.
// CHECK: "pd_op.roi_pool" {{.*}} -> tensor<5x8x2x3xf32>, tensor<5x8x2x3xi64>
// yolo_box, 3 anchors, 80 classes, 13 x 13: 507 boxes of 4; scores'
// dtype is not Paddle's to set (kept as written).
// CHECK: "pd_op.yolo_box" {{.*}} -> tensor<-1x507x4xf32>, tensor<-1x507x80xundefined>
// iou_aware: dim 1 is 3 x (6 + 80) = 258; an unknown H leaves the count open.
// CHECK: "pd_op.yolo_box" {{.*}} -> tensor<2x-1x4xf32>, tensor<2x-1x80xf32>
{
    (%0) = "pd_op.roi_align" (%x, %b, %n) {aligned:true,pooled_height:(Int32)7,pooled_width:(Int32)7,sampling_ratio:(Int32)2,spatial_scale:(Float)0.25} : (tensor<2x256x32x32xf16>, tensor<-1x4xf16>, tensor<2xi32>) -> tensor<-1x-1x-1x-1xundefined>
    (%1, %2) = "pd_op.roi_pool" (%y, %c, <<NULL VALUE>>) {pooled_height:(Int32)2,pooled_width:(Int32)3,spatial_scale:(Float)1} : (tensor<1x8x16x16xf32>, tensor<5x4xf32>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>
    (%3, %4) = "pd_op.yolo_box" (%z, %s) {anchors:[(Int32)10,(Int32)13,(Int32)16,(Int32)30,(Int32)33,(Int32)23],class_num:(Int32)80,clip_bbox:true,conf_thresh:(Float)0.01,downsample_ratio:(Int32)32,scale_x_y:(Float)1} : (tensor<-1x255x13x13xf32>, tensor<-1x2xi32>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>
    (%5, %6) = "pd_op.yolo_box" (%w, %t) {anchors:[(Int32)10,(Int32)13,(Int32)16,(Int32)30,(Int32)33,(Int32)23],class_num:(Int32)80,iou_aware:true,iou_aware_factor:(Float)0.5} : (tensor<2x258x-1x13xf32>, tensor<2x2xi32>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xf32>
}
