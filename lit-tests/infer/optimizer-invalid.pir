// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// What Paddle refuses for the optimizers (dialects/infer/infer_optimizer.c):
// AdadeltaInferMeta, LambInferMeta, RmspropInferMeta compare the operands'
// dims with param's as written (-1 matches only -1) and want one learning
// rate; located errors, and result types that contradict the inferred ones.

// adadelta_: grad of param's dims
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"g",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4]} : () -> tensor<3x4xf32>
    (%lr) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.adadelta_' op operand #1 ('grad') has dims [3, 4], but param (operand #0) has [4, 3] (compared as written: -1 matches only -1)}}
    (%0, %1, %2, %3) = "pd_op.adadelta_" (%p, %g, %p, %p, %lr, <<NULL VALUE>>) {} : (tensor<4x3xf32>, tensor<3x4xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<1xf32>, <<NULL TYPE>>) -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, <<NULL TYPE>>
}

// -----
// adadelta_: an unknown dim in avg_squared_update where param's is known
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    (%u) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"u",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[-1,3]} : () -> tensor<-1x3xf32>
    (%lr) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.adadelta_' op operand #3 ('avg_squared_update') has dims [-1, 3], but param (operand #0) has [4, 3]}}
    (%0, %1, %2, %3) = "pd_op.adadelta_" (%p, %p, %p, %u, %lr, <<NULL VALUE>>) {} : (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<-1x3xf32>, tensor<1xf32>, <<NULL TYPE>>) -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<-1x3xf32>, <<NULL TYPE>>
}

// -----
// adadelta_: one learning rate
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    (%lr) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2]} : () -> tensor<2xf32>
    // expected-error@+1 {{'pd_op.adadelta_' op operand #4 ('learning_rate') holds 2 elements, but must hold 1}}
    (%0, %1, %2, %3) = "pd_op.adadelta_" (%p, %p, %p, %p, %lr, <<NULL VALUE>>) {} : (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<2xf32>, <<NULL TYPE>>) -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, <<NULL TYPE>>
}

// -----
// adadelta_: param_out is param's buffer
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4,3]} : () -> tensor<4x3xf32>
    (%lr) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.adadelta_' op result #0 type 'tensor<4x3xf16>' contradicts the inferred 'tensor<4x3xf32>'}}
    (%0, %1, %2, %3) = "pd_op.adadelta_" (%p, %p, %p, %p, %lr, <<NULL VALUE>>) {} : (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<1xf32>, <<NULL TYPE>>) -> tensor<4x3xf16>, tensor<4x3xf32>, tensor<4x3xf32>, <<NULL TYPE>>
}

// -----
// lamb_: moment2 of param's dims
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8]} : () -> tensor<8xf32>
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"m",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8,1]} : () -> tensor<8x1xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.lamb_' op operand #4 ('moment2') has dims [8, 1], but param (operand #0) has [8]}}
    (%0, %1, %2, %3, %4, %5) = "pd_op.lamb_" (%p, %p, %b, %p, %m, %b, %b, <<NULL VALUE>>, <<NULL VALUE>>) {weight_decay:(Float)0.01} : (tensor<8xf32>, tensor<8xf32>, tensor<1xf32>, tensor<8xf32>, tensor<8x1xf32>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<8xf32>, tensor<8xf32>, tensor<8x1xf32>, tensor<1xf32>, tensor<1xf32>, <<NULL TYPE>>
}

// -----
// lamb_: a beta power that holds no element
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[8]} : () -> tensor<8xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%e) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"e",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[0]} : () -> tensor<0xf32>
    // expected-error@+1 {{'pd_op.lamb_' op operand #6 ('beta2_pow') holds 0 elements, but must hold at least 1}}
    (%0, %1, %2, %3, %4, %5) = "pd_op.lamb_" (%p, %p, %b, %p, %p, %b, %e, <<NULL VALUE>>, <<NULL VALUE>>) {weight_decay:(Float)0.01} : (tensor<8xf32>, tensor<8xf32>, tensor<1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1xf32>, tensor<0xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1xf32>, tensor<0xf32>, <<NULL TYPE>>
}

// -----
// rmsprop_: moment of param's dims
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,5]} : () -> tensor<2x5xf32>
    (%m) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"m",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,6]} : () -> tensor<2x6xf32>
    (%lr) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.rmsprop_' op operand #3 ('moment') has dims [2, 6], but param (operand #0) has [2, 5]}}
    (%0, %1, %2, %3, %4) = "pd_op.rmsprop_" (%p, %p, %p, %m, %lr, <<NULL VALUE>>, <<NULL VALUE>>) {} : (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x6xf32>, tensor<1xf32>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<2x5xf32>, tensor<2x6xf32>, tensor<2x5xf32>, tensor<2x5xf32>, <<NULL TYPE>>
}

// -----
// check_finite_and_unscale_: found_infinite is [1] bool
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf16>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%v) = "builtin.combine" (%x) {} : (tensor<4xf16>) -> vec[tensor<4xf16>]
    // expected-error@+1 {{'pd_op.check_finite_and_unscale_' op result #1 type 'tensor<2xb>' contradicts the inferred 'tensor<1xb>'}}
    (%0, %1) = "pd_op.check_finite_and_unscale_" (%v, %s) {} : (vec[tensor<4xf16>], tensor<1xf32>) -> vec[tensor<4xf16>], tensor<2xb>
}

// -----
// update_loss_scaling_: out is x (an inplace result is its operand's buffer)
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float16,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf16>
    (%f) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"f",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    (%n) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"n",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi32>
    (%v) = "builtin.combine" (%x) {} : (tensor<4xf16>) -> vec[tensor<4xf16>]
    // expected-error@+1 {{'pd_op.update_loss_scaling_' op result #0 type 'vec[tensor<5xf16>]' contradicts the inferred 'vec[tensor<4xf16>]'}}
    (%0, %1, %2, %3) = "pd_op.update_loss_scaling_" (%v, %f, %s, %n, %n, <<NULL VALUE>>) {decr_every_n_nan_or_inf:(Int32)2,decr_ratio:(Float)0.5,incr_every_n_steps:(Int32)1000,incr_ratio:(Float)2} : (vec[tensor<4xf16>], tensor<1xb>, tensor<1xf32>, tensor<1xi32>, tensor<1xi32>, <<NULL TYPE>>) -> vec[tensor<5xf16>], tensor<1xf32>, tensor<1xi32>, tensor<1xi32>
}

// -----
// ftrl: grad of param's dims; one learning rate
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4]} : () -> tensor<3x4xf32>
    (%g) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"g",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,5]} : () -> tensor<3x5xf32>
    (%lr) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.ftrl' op operand #3 ('grad') has dims [3, 5], but param (operand #0) has [3, 4]}}
    (%0, %1, %2) = "pd_op.ftrl" (%p, %p, %p, %g, %lr) {} : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x5xf32>, tensor<1xf32>) -> tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}

// -----
// ftrl: the accumulators take param's dtype
{
    (%p) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"p",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[3,4]} : () -> tensor<3x4xf32>
    (%lr) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"lr",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xf32>
    // expected-error@+1 {{'pd_op.ftrl' op result #2 type 'tensor<3x4xf64>' contradicts the inferred 'tensor<3x4xf32>'}}
    (%0, %1, %2) = "pd_op.ftrl" (%p, %p, %p, %p, %lr) {} : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<1xf32>) -> tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf64>
}
