// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// What SendUVInferMeta and SendUERecvInferMeta refuse (infer_graph_send.c).

// an index [E, 2]
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[10,4]} : () -> tensor<10x4xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,2]} : () -> tensor<6x2xi32>
    (%d) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"d",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xi32>
    // expected-error@+1 {{'pd_op.send_uv' op operand #2 ('src_index') is 2-D, so its last dim must be 1, but is 2}}
    (%0) = "pd_op.send_uv" (%x, %x, %s, %d) {} : (tensor<10x4xf32>, tensor<10x4xf32>, tensor<6x2xi32>, tensor<6xi32>) -> tensor<6x4xf32>
}

// -----
// src and dst of one length
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[10,4]} : () -> tensor<10x4xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xi32>
    (%d) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"d",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[5]} : () -> tensor<5xi32>
    // expected-error@+1 {{'pd_op.send_uv' op operand #3 ('dst_index') has 5 entries, but src_index has 6 (compared as written: -1 matches only -1)}}
    (%0) = "pd_op.send_uv" (%x, %x, %s, %d) {} : (tensor<10x4xf32>, tensor<10x4xf32>, tensor<6xi32>, tensor<5xi32>) -> tensor<6x4xf32>
}

// -----
// send_ue_recv: y holds one row per edge
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[10,4]} : () -> tensor<10x4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[7,4]} : () -> tensor<7x4xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xi32>
    // expected-error@+1 {{'pd_op.send_ue_recv' op operand #1 ('y') dim 0 is 7, but src_index has 6 entries (compared as written: -1 matches only -1)}}
    (%0, %1) = "pd_op.send_ue_recv" (%x, %y, %s, %s, <<NULL VALUE>>) {} : (tensor<10x4xf32>, tensor<7x4xf32>, tensor<6xi32>, tensor<6xi32>, <<NULL TYPE>>) -> tensor<-1x4xf32>, tensor<1xi32>
}

// -----
// x's and y's dims after the first broadcast
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[10,4]} : () -> tensor<10x4xf32>
    (%y) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"y",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6,3]} : () -> tensor<6x3xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xi32>
    // expected-error@+1 {{'pd_op.send_uv' op operand #1 ('y') dims after the first [3] do not broadcast with x's [4]}}
    (%0) = "pd_op.send_uv" (%x, %y, %s, %s) {} : (tensor<10x4xf32>, tensor<6x3xf32>, tensor<6xi32>, tensor<6xi32>) -> tensor<6x4xf32>
}

// -----
// send_uv: out's dim 0 is the edge count
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[10,4]} : () -> tensor<10x4xf32>
    (%s) = "pd_op.data" () {dtype:(pd_op.DataType)int32,name:"s",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[6]} : () -> tensor<6xi32>
    // expected-error@+1 {{'pd_op.send_uv' op result #0 type 'tensor<10x4xf32>' contradicts the inferred 'tensor<6x4xf32>'}}
    (%0) = "pd_op.send_uv" (%x, %x, %s, %s) {} : (tensor<10x4xf32>, tensor<10x4xf32>, tensor<6xi32>, tensor<6xi32>) -> tensor<10x4xf32>
}
