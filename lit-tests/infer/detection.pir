// RUN: pir-opt --allow-undefined-values --infer-shapes %s | FileCheck %s
//
// The detection rules (issue 25), from Paddle's RoiAlignInferMeta,
// RoiPoolInferMeta, YoloBoxInferMeta, PriorBoxInferMeta,
// AnchorGeneratorInferMeta, BoxCoderInferMeta, PsroiPoolInferMeta and
// BipartiteMatchInferMeta: results written with -1 dims and
// undefined dtypes are filled; what Paddle leaves open stays as written.
// (The operand errors: detection-invalid.pir and
// lit-tests/infer-checks/operand-checks.test.)

// roi_align: [num_boxes, C, pooled_height, pooled_width], x's dtype.
// CHECK: "pd_op.roi_align" {{.*}} -> tensor<-1x256x7x7xf16>
// roi_pool: out, and arg_max of out's dims, int64.
// CHECK: "pd_op.roi_pool" {{.*}} -> tensor<5x8x2x3xf32>, tensor<5x8x2x3xi64>
// yolo_box, 3 anchors, 80 classes, 13 x 13: 507 boxes of 4; scores'
// dtype is not Paddle's to set (kept as written).
// CHECK: "pd_op.yolo_box" {{.*}} -> tensor<-1x507x4xf32>, tensor<-1x507x80xundefined>
// iou_aware: dim 1 is 3 x (6 + 80) = 258; an unknown H leaves the count open.
// CHECK: "pd_op.yolo_box" {{.*}} -> tensor<2x-1x4xf32>, tensor<2x-1x80xf32>
// prior_box: [H, W, priors, 4]; aspect ratios [2, 1, 0.5] with flip expand to
// 1, 2, 0.5 (1/2 and the repeated 1 and 0.5 are dropped): 3 x 2 min_sizes + 2
// max_sizes = 8 priors; without flip [2] gives 1, 2: 2 priors
// CHECK: "pd_op.prior_box" {{.*}} -> tensor<19x19x8x4xf32>, tensor<19x19x8x4xf32>
// CHECK: "pd_op.prior_box" {{.*}} -> tensor<19x19x2x4xf32>, tensor<19x19x2x4xf32>
// anchor_generator: 3 sizes x 3 ratios, input's dtype; an unknown H stays open
// CHECK: "pd_op.anchor_generator" {{.*}} -> tensor<-1x38x9x4xf16>, tensor<-1x38x9x4xf16>
// box_coder: encode gives [N, M, 4]; decode gives target_box's dims
// CHECK: "pd_op.box_coder" {{.*}} -> tensor<-1x100x4xf32>
// CHECK: "pd_op.box_coder" {{.*}} -> tensor<8x100x4xf32>
// psroi_pool: [num_boxes, output_channels, pooled_height, pooled_width]
// CHECK: "pd_op.psroi_pool" {{.*}} -> tensor<-1x10x7x7xf32>
// bipartite_match: indices int32, distances of dist_mat's dtype
// CHECK: "pd_op.bipartite_match" {{.*}} -> tensor<5x-1xi32>, tensor<5x-1xf32>
{
    (%0) = "pd_op.roi_align" (%x, %b, %n) {aligned:true,pooled_height:(Int32)7,pooled_width:(Int32)7,sampling_ratio:(Int32)2,spatial_scale:(Float)0.25} : (tensor<2x256x32x32xf16>, tensor<-1x4xf16>, tensor<2xi32>) -> tensor<-1x-1x-1x-1xundefined>
    (%1, %2) = "pd_op.roi_pool" (%y, %c, <<NULL VALUE>>) {pooled_height:(Int32)2,pooled_width:(Int32)3,spatial_scale:(Float)1} : (tensor<1x8x16x16xf32>, tensor<5x4xf32>, <<NULL TYPE>>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>
    (%3, %4) = "pd_op.yolo_box" (%z, %s) {anchors:[(Int32)10,(Int32)13,(Int32)16,(Int32)30,(Int32)33,(Int32)23],class_num:(Int32)80,clip_bbox:true,conf_thresh:(Float)0.01,downsample_ratio:(Int32)32,scale_x_y:(Float)1} : (tensor<-1x255x13x13xf32>, tensor<-1x2xi32>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xundefined>
    (%5, %6) = "pd_op.yolo_box" (%w, %t) {anchors:[(Int32)10,(Int32)13,(Int32)16,(Int32)30,(Int32)33,(Int32)23],class_num:(Int32)80,iou_aware:true,iou_aware_factor:(Float)0.5} : (tensor<2x258x-1x13xf32>, tensor<2x2xi32>) -> tensor<-1x-1x-1xundefined>, tensor<-1x-1x-1xf32>
    (%d0, %d1) = "pd_op.prior_box" (%f, %im) {min_sizes:[(Float)30,(Float)60],max_sizes:[(Float)60,(Float)111],aspect_ratios:[(Float)2,(Float)1,(Float)0.5],variances:[(Float)0.1,(Float)0.1,(Float)0.2,(Float)0.2],flip:true,clip:true,step_w:(Float)0,step_h:(Float)0,offset:(Float)0.5,min_max_aspect_ratios_order:false} : (tensor<1x256x19x19xf32>, tensor<1x3x300x300xf32>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>
    (%d2, %d3) = "pd_op.prior_box" (%f, %im) {min_sizes:[(Float)30],aspect_ratios:[(Float)2],flip:false} : (tensor<1x256x19x19xf32>, tensor<1x3x300x300xf32>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>
    (%d4, %d5) = "pd_op.anchor_generator" (%g) {anchor_sizes:[(Float)32,(Float)64,(Float)128],aspect_ratios:[(Float)0.5,(Float)1,(Float)2],variances:[(Float)1,(Float)1,(Float)1,(Float)1],stride:[(Float)16,(Float)16],offset:(Float)0.5} : (tensor<1x1024x-1x38xf16>) -> tensor<-1x-1x-1x-1xundefined>, tensor<-1x-1x-1x-1xundefined>
    (%d6) = "pd_op.box_coder" (%pb, %pv, %tb) {code_type:"encode_center_size",box_normalized:true,axis:(Int32)0,variance:[]} : (tensor<100x4xf32>, tensor<100x4xf32>, tensor<-1x4xf32>) -> tensor<-1x-1x-1xundefined>
    (%d7) = "pd_op.box_coder" (%pb, <<NULL VALUE>>, %td) {code_type:"decode_center_size",axis:(Int32)0} : (tensor<100x4xf32>, <<NULL TYPE>>, tensor<8x100x4xf32>) -> tensor<-1x-1x-1xundefined>
    (%d8) = "pd_op.psroi_pool" (%px, %pb2, %pn) {pooled_height:(Int32)7,pooled_width:(Int32)7,output_channels:(Int32)10,spatial_scale:(Float)0.0625} : (tensor<2x490x32x32xf32>, tensor<-1x4xf32>, tensor<2xi32>) -> tensor<-1x-1x-1x-1xundefined>
    (%d9, %d10) = "pd_op.bipartite_match" (%dm) {match_type:"per_prediction",dist_threshold:(Float)0.5} : (tensor<5x-1xf32>) -> tensor<-1x-1xundefined>, tensor<-1x-1xundefined>
}
