// Run by lit-tests/dialects/user-dialect.pir with --dialect Inputs/my_ops.yaml
// and --verify-diagnostics: the ops of a user dialect are verified against
// their YAML definitions like the shipped ones.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    // expected-error@+1 {{'my.frobnicate' op expects 1 to 2 operands (x, weight?), but has 3}}
    (%1) = "my.frobnicate" (%0, %0, %0) {} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
}

// -----
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    // expected-error@+1 {{'my.frobnicate_grad' op requires attribute 'level' (int32), but it is missing}}
    (%1) = "my.frobnicate_grad" (%0, %0) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
}

// -----
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    // expected-error@+1 {{'my.frobnicate' op attribute 'mode' must be of kind str, but is int32}}
    (%1) = "my.frobnicate" (%0) {mode:(Int32)2} : (tensor<4xf32>) -> tensor<4xf32>
}

// -----
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    // expected-error@+1 {{'my.loop' op region #0 must end with 'cf.yield', but its last op is 'pd_op.relu'}}
    (%1) = "my.loop" (%0) {} : (tensor<4xf32>) -> tensor<4xf32> {
        (%2) = "pd_op.relu" (%0) {} : (tensor<4xf32>) -> tensor<4xf32>
    }
}

// -----
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> tensor<4xf32>
    // expected-error@+1 {{unknown op 'my.frobnicat' in dialect 'my'; did you mean 'my.frobnicate'?}}
    (%1) = "my.frobnicat" (%0) {} : (tensor<4xf32>) -> tensor<4xf32>
}
