// RUN: pir-opt --split-input-file --verify-diagnostics %s
//
// What the embedding-table ops' InferMeta refuses (infer_tables.c).

// lookup_table: a 2-D table
{
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100]} : () -> tensor<100xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,1]} : () -> tensor<2x1xi64>
    // expected-error@+1 {{'pd_op.lookup_table' op operand #0 ('w') must be 2-D (the table), but is 1-D}}
    (%0) = "pd_op.lookup_table" (%w, %i) {} : (tensor<100xf32>, tensor<2x1xi64>) -> tensor<2x1xf32>
}

// -----
// lookup_table: ids' last dim 1 (as written)
{
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100,16]} : () -> tensor<100x16xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,-1]} : () -> tensor<2x-1xi64>
    // expected-error@+1 {{'pd_op.lookup_table' op operand #1 ('ids') last dim is -1, but must be 1 (compared as written)}}
    (%0) = "pd_op.lookup_table" (%w, %i) {} : (tensor<100x16xf32>, tensor<2x-1xi64>) -> tensor<2x16xf32>
}

// -----
// lookup_table: the table's width and dtype
{
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100,16]} : () -> tensor<100x16xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,1]} : () -> tensor<2x1xi64>
    // expected-error@+1 {{'pd_op.lookup_table' op result #0 type 'tensor<2x1xf32>' contradicts the inferred 'tensor<2x16xf32>'}}
    (%0) = "pd_op.lookup_table" (%w, %i) {} : (tensor<100x16xf32>, tensor<2x1xi64>) -> tensor<2x1xf32>
}

// -----
// lookup_table_dequant: the table's dim 1 at least 2
{
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100,1]} : () -> tensor<100x1xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,1]} : () -> tensor<2x1xi64>
    // expected-error@+1 {{'pd_op.lookup_table_dequant' op operand #0 ('w') dim 1 is 1, but must be 2 or more (compared as written)}}
    (%0) = "pd_op.lookup_table_dequant" (%w, %i) {} : (tensor<100x1xf32>, tensor<2x1xi64>) -> tensor<2x1xf32>
}

// -----
// pull_gpups_sparse: one size per id tensor
{
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100,16]} : () -> tensor<100x16xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,1]} : () -> tensor<2x1xi64>
    (%v) = "builtin.combine" (%i) {} : (tensor<2x1xi64>) -> vec[tensor<2x1xi64>]
    // expected-error@+1 {{'pd_op.pull_gpups_sparse' op size has 2 entries, but ids has 1}}
    (%0) = "pd_op.pull_gpups_sparse" (%w, %v) {size:[(Int32)4,(Int32)9]} : (tensor<100x16xf32>, vec[tensor<2x1xi64>]) -> vec[tensor<2x4xf32>]
}

// -----
// pull_box_sparse: each id tensor's last dim 1
{
    (%w) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"w",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[100,16]} : () -> tensor<100x16xf32>
    (%i) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[2,3]} : () -> tensor<2x3xi64>
    (%v) = "builtin.combine" (%i) {} : (tensor<2x3xi64>) -> vec[tensor<2x3xi64>]
    // expected-error@+1 {{'pd_op.pull_box_sparse' op operand #1 ('ids') element 0 last dim is 3, but must be 1 (compared as written)}}
    (%0) = "pd_op.pull_box_sparse" (%w, %v) {size:(Int32)8} : (tensor<100x16xf32>, vec[tensor<2x3xi64>]) -> vec[tensor<2x8xf32>]
}
