// The rules of builtin.group's verifier (lit-tests/dialects/group.pir runs
// this file with --verify-diagnostics): each error is at the group and
// names what is wrong.

{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
    // expected-error@+1 {{'builtin.group' op its region's 'cf.yield' operand #0 has type tensor<2xf32>, but result #0 has type tensor<3xf32>}}
    (%1) = "builtin.group" () {} : () -> tensor<3xf32> {
        () = "cf.yield" (%0) {} : (tensor<2xf32>) ->
    }
}

// -----
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
    // expected-error@+1 {{'builtin.group' op its region's 'cf.yield' forwards 1 value, but it must forward 2 (the op's results)}}
    (%1, %2) = "builtin.group" () {} : () -> tensor<2xf32>, tensor<2xf32> {
        () = "cf.yield" (%0) {} : (tensor<2xf32>) ->
    }
}

// -----
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
    // expected-error@+1 {{'builtin.group' op its region's block must have no arguments, but has 1 (a branch reads outer values directly)}}
    (%1) = "builtin.group" () {} : () -> tensor<2xf32> {
    ^bb0(%2: tensor<2xf32>):
        () = "cf.yield" (%2) {} : (tensor<2xf32>) ->
    }
}

// -----
// The same rule for pd_op.pylayer, whose region also runs once.
{
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2],value:(Double)1} : () -> tensor<2xf32>
    // expected-error@+1 {{'pd_op.pylayer' op its region's 'cf.yield' operand #0 has type tensor<2xf32>, but result #0 has type tensor<2xi64>}}
    (%1) = "pd_op.pylayer" (%0) {} : (tensor<2xf32>) -> tensor<2xi64> {
        () = "cf.yield" (%0) {} : (tensor<2xf32>) ->
    }
}
