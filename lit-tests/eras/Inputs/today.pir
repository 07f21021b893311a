{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[true]} : () -> tensor<2x3xf32>
    (%1) = "pd_op.prod" (%0) {axis:(pd_op.IntArray)[1],keepdim:false,reduce_all:false,stop_gradient:[true]} : (tensor<2x3xf32>) -> tensor<2xf32>
    (%2) = "pd_op.argmax" (%0) {axis:(Int64)1,dtype:(pd_op.DataType)int32,flatten:false,keepdims:false} : (tensor<2x3xf32>) -> tensor<2xi32>
    (%3) = "pd_op.c_split" (%0) {nranks:(Int32)2,rank:(Int32)0,ring_id:(Int32)0,use_model_parallel:true} : (tensor<2x3xf32>) -> tensor<2x1xf32>
    (%4) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%5) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%6, %7, %8, %9, %10, %11, %12) = "pd_op.adam_" (%4, %4, %5, %4, %4, <<NULL VALUE>>, %5, %5, <<NULL VALUE>>, <<NULL VALUE>>) {amsgrad:false,beta1:(Float)0.9,beta2:(Float)0.999,epsilon:(Float)1e-08,lazy_mode:false,min_row_size_to_use_multithread:(Int64)1000,multi_precision:false,use_global_beta_pow:false} : (tensor<4xf32>, tensor<4xf32>, tensor<1xf32>, tensor<4xf32>, tensor<4xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, <<NULL TYPE>>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
    (%13) = "pd_op.scale" (%10) {bias:(Float)0,bias_after_scale:true,scale:(Float)2} : (tensor<1xf32>) -> tensor<1xf32>
    () = "builtin.shadow_output" (%1) {output_name:"out"} : (tensor<2xf32>) ->
}
