// A small model with the upsampling layers of the shipped text detectors
// (DB, PP-OCRv5 det) and HRNet: a strided conv2d, nearest_interp by scale 2
// added back to the full-size branch, bilinear_interp to a given size with
// align_corners (HRNet's form) and with half-pixel centres, and
// conv2d_transpose with stride 2 and with 2 groups and padding, then
// sigmoid. lit-tests/gradients/models.test checks every parameter's
// gradient against finite differences.
{
    (%0) = "builtin.parameter" () {parameter_name:"conv.w",persistable:[true],stop_gradient:[false]} : () -> tensor<2x2x3x3xf32>
    (%1) = "builtin.parameter" () {parameter_name:"up.w",persistable:[true],stop_gradient:[false]} : () -> tensor<2x2x2x2xf32>
    (%2) = "builtin.parameter" () {parameter_name:"grp.w",persistable:[true],stop_gradient:[false]} : () -> tensor<2x1x3x3xf32>
    (%3) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"image",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,2,4,4],stop_gradient:[false]} : () -> tensor<-1x2x4x4xf32>
    (%4) = "pd_op.conv2d" (%3, %0) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)1],strides:[(Int32)2,(Int32)2]} : (tensor<-1x2x4x4xf32>, tensor<2x2x3x3xf32>) -> tensor<-1x2x2x2xf32>
    (%5) = "pd_op.nearest_interp" (%4, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:false,align_mode:(Int32)1,data_format:"NCHW",interp_method:"nearest",out_d:(Int32)-1,out_h:(Int32)-1,out_w:(Int32)-1,scale:[(Float)2,(Float)2]} : (tensor<-1x2x2x2xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x2x4x4xf32>
    (%6) = "pd_op.add" (%5, %3) {} : (tensor<-1x2x4x4xf32>, tensor<-1x2x4x4xf32>) -> tensor<-1x2x4x4xf32>
    (%7) = "pd_op.bilinear_interp" (%6, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:true,align_mode:(Int32)0,data_format:"NCHW",interp_method:"bilinear",out_d:(Int32)-1,out_h:(Int32)6,out_w:(Int32)5,scale:[]} : (tensor<-1x2x4x4xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x2x6x5xf32>
    (%8) = "pd_op.bilinear_interp" (%7, <<NULL VALUE>>, <<NULL VALUE>>, <<NULL VALUE>>) {align_corners:false,align_mode:(Int32)0,data_format:"NCHW",interp_method:"bilinear",out_d:(Int32)-1,out_h:(Int32)-1,out_w:(Int32)-1,scale:[(Float)0.5,(Float)0.5]} : (tensor<-1x2x6x5xf32>, <<NULL TYPE>>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x2x3x2xf32>
    (%9) = "pd_op.full_int_array" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),value:[]} : () -> tensor<0xi64>
    (%10) = "pd_op.conv2d_transpose" (%8, %1, %9) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)1,output_padding:[],padding_algorithm:"EXPLICIT",paddings:[(Int32)0,(Int32)0],strides:[(Int32)2,(Int32)2]} : (tensor<-1x2x3x2xf32>, tensor<2x2x2x2xf32>, tensor<0xi64>) -> tensor<-1x2x6x4xf32>
    (%11) = "pd_op.conv2d_transpose" (%10, %2, %9) {data_format:"NCHW",dilations:[(Int32)1,(Int32)1],groups:(Int32)2,output_padding:[],padding_algorithm:"EXPLICIT",paddings:[(Int32)1,(Int32)1],strides:[(Int32)1,(Int32)1]} : (tensor<-1x2x6x4xf32>, tensor<2x1x3x3xf32>, tensor<0xi64>) -> tensor<-1x2x6x4xf32>
    (%12) = "pd_op.sigmoid" (%11) {} : (tensor<-1x2x6x4xf32>) -> tensor<-1x2x6x4xf32>
    (%13) = "pd_op.fetch" (%12) {col:(Int32)0,name:"maps"} : (tensor<-1x2x6x4xf32>) -> tensor<-1x2x6x4xf32>
}
