// The shape of the detection and pose models' ends, small (models.test):
// the only output is an integer argmax (no kernel, no gradient), and x
// reaches it only through a detach (an assign marked stop_gradient, as
// the PIR OCR recogniser's neck detaches its backbone). --output %5 makes
// the loss of the float value before the tail.
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float64,name:"u",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[2,3],stop_gradient:[false]} : () -> tensor<2x3xf64>
    (%2) = "pd_op.tanh" (%0) {stop_gradient:[false]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%3) = "pd_op.assign" (%2) {stop_gradient:[true]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%4) = "pd_op.multiply" (%3, %1) {stop_gradient:[false]} : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    (%5) = "pd_op.sin" (%4) {stop_gradient:[false]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
    (%6) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)-1} : () -> tensor<1xi64>
    (%7) = "pd_op.argmax" (%5, %6) {dtype:(pd_op.DataType)int64,flatten:false,keepdims:false,stop_gradient:[false]} : (tensor<2x3xf64>, tensor<1xi64>) -> tensor<2xi64>
    (%8) = "pd_op.fetch" (%7) {col:(Int32)0,name:"label"} : (tensor<2xi64>) -> tensor<2xi64>
}
