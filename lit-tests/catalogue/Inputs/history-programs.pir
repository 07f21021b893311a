// Programs of the eras of lit-tests/catalogue/history.test's catalogue.
// (RUN lines are in history.test; lit does not run this file.)

// sgd_ of s1..s2 (no master_param): today's operands and results, null where
// the era had none.
// CHECK-LABEL: {_case:"sgd"
// CHECK: (%[[P:[0-9]+]], %{{[0-9]+}}) = "tpd.sgd_" (%0, %1, %2, <<NULL VALUE>>) {} : (tensor<4xf32>, tensor<1xf32>, tensor<4xf32>, <<NULL TYPE>>) -> tensor<4xf32>, <<NULL TYPE>>
// CHECK: "tpd.relu" (%[[P]])
{
    (%0) = "tpd.full" () {_case:"sgd",shape:[4],value:(Double)1} : () -> tensor<4xf32>
    (%1) = "tpd.full" () {shape:[1],value:(Double)1} : () -> tensor<1xf32>
    (%2) = "tpd.full" () {shape:[4],value:(Double)1} : () -> tensor<4xf32>
    (%3) = "tpd.sgd_" (%0, %1, %2) {} : (tensor<4xf32>, tensor<1xf32>, tensor<4xf32>) -> tensor<4xf32>
    (%4) = "tpd.relu" (%3) {} : (tensor<4xf32>) -> tensor<4xf32>
}

// -----
// batch_norm's data_layout is today's data_format; full's int dtype (5, float32
// in Paddle's VarType numbers) a DataType, its use_mkldnn dropped; argsort_grad
// without stable gets stable:false.
// CHECK-LABEL: {_case:"attrs"
// CHECK-SAME: dtype:(pd_op.DataType)float32
// CHECK-NOT: use_mkldnn
// CHECK: "tpd.batch_norm" {{.*}} {data_format:"NHWC",momentum:(Float)0.5}
// CHECK: "tpd.argsort_grad" {{.*}} {axis:(Int32)0,descending:false,stable:false}
{
    (%0) = "tpd.full" () {_case:"attrs",dtype:(Int32)5,shape:[4],use_mkldnn:false,value:(Double)1} : () -> tensor<4xf32>
    (%1, %2, %3) = "tpd.batch_norm" (%0, %0, %0) {data_layout:"NHWC",momentum:(Float)0.5} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    (%4) = "tpd.argsort_grad" (%0, %0, %0) {axis:(Int32)0,descending:false} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
}

// -----
// concat of s1 (axis first): today's order.
// CHECK-LABEL: {_case:"concat"
// CHECK: (%[[C:[0-9]+]]) = "tpd.full"
// CHECK: "tpd.concat" (%[[V:[0-9]+]], %[[C]])
{
    (%0) = "tpd.full" () {_case:"concat",shape:[4],value:(Double)1} : () -> tensor<4xf32>
    (%1) = "tpd.full" () {shape:[1],value:(Double)0} : () -> tensor<1xi32>
    (%2) = "builtin.combine" (%0, %0) {} : (tensor<4xf32>, tensor<4xf32>) -> vec[tensor<4xf32>,tensor<4xf32>]
    (%3) = "tpd.concat" (%1, %2) {} : (tensor<1xi32>, vec[tensor<4xf32>,tensor<4xf32>]) -> tensor<8xf32>
}

// -----
// Today's forms print as they are.
// CHECK-LABEL: {_case:"today"
// CHECK: "tpd.sgd_" (%0, %1, %2, <<NULL VALUE>>) {} : (tensor<4xf32>, tensor<1xf32>, tensor<4xf32>, <<NULL TYPE>>) -> tensor<4xf32>, <<NULL TYPE>>
// CHECK: "tpd.batch_norm" {{.*}} {data_format:"NHWC"}
{
    (%0) = "tpd.full" () {_case:"today",shape:[4],value:(Double)1} : () -> tensor<4xf32>
    (%1) = "tpd.full" () {shape:[1],value:(Double)1} : () -> tensor<1xf32>
    (%2) = "tpd.full" () {shape:[4],value:(Double)1} : () -> tensor<4xf32>
    (%3, %4) = "tpd.sgd_" (%0, %1, %2, <<NULL VALUE>>) {} : (tensor<4xf32>, tensor<1xf32>, tensor<4xf32>, <<NULL TYPE>>) -> tensor<4xf32>, <<NULL TYPE>>
    (%5, %6, %7) = "tpd.batch_norm" (%0, %0, %0) {data_format:"NHWC"} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
