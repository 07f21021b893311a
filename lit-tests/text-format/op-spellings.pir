// Spellings of op lines beyond the canonical form (docs/text-format.md 2.2): the
// 2023 pd. dialect prefix and builtin.get_parameter, (...){ without spaces,
// unquoted op names, results without parentheses, no attribute dictionary,
// <<NULL VALUE>> operands and <<NULL TYPE>> results, %arg0 and %arg_0.
// RUN: pir-opt --split-input-file %s | FileCheck %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck %s

// The earliest printer (2023-06): pd. prefix, no space before '{', unsorted
// attributes, bare values.
// CHECK-LABEL: {_case:"pd_prefix",
// CHECK: ({{%[0-9]+}}) = "pd_op.scale" ({{%[0-9]+}}, {{%[0-9]+}}) {bias:(Float)0,bias_after_scale:true} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
// CHECK-NOT: "pd.
// CHECK-NOT: ){
{
(%900) = "pd.full" (){_case:pd_prefix,place:Place(cpu),dtype:float32,value:1,shape:IntArray<>} : () -> tensor<f32>
(%901) = "pd.full" (){place:Place(cpu),dtype:float32,value:-1,shape:IntArray<1 >} : () -> tensor<1xf32>
(%902) = "pd.scale" (%900, %901){bias_after_scale:1,bias:0} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
}

// -----
// builtin.get_parameter (before 2023-11) is builtin.parameter.
// CHECK-LABEL: {_case:"get_parameter",
// CHECK-NEXT: "builtin.parameter" () {parameter_name:"conv2d_0.w_0"} : () -> tensor<64x3x7x7xf32>
// CHECK-NOT: get_parameter
{
    (%0) = "pd_op.data" () {_case:"get_parameter",dtype:float32,name:"x",place:Place(cpu),shape:[1]} : () -> tensor<1xf32>
    (%1) = "builtin.get_parameter" () {parameter_name:(String)conv2d_0.w_0} : () -> pd.tensor<64x3x7x7xf32>
}

// -----
// Unquoted op names; results written without parentheses; an op without
// results written without '() ='; no attribute dictionary.
// CHECK-LABEL: {_case:"unquoted",
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X:%[0-9]+]]) {} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: "pd_op.add" ([[T]], [[X]]) {} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: () = "builtin.shadow_output" ({{%[0-9]+}}) {output_name:"out"} : (tensor<2xf32>) ->
{
    %x = pd_op.data () {_case:"unquoted",dtype:float32,name:"x",place:Place(cpu),shape:[2]} : () -> tensor<2xf32>
    %t = pd_op.tanh (%x) : (tensor<2xf32>) -> tensor<2xf32>
    (%s) = "pd_op.add" (%t, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "builtin.shadow_output" (%s) {output_name:"out"} : (tensor<2xf32>) ->
}

// -----
// Absent optional operands and results (Paddle's LLaMA dump, of 2024: its
// top_p_sampling is upgraded to today's, whose topp_seed operand and
// topk_scores/topk_ids results are then null, and whose k and mode, which
// that era did not have, get their defaults).
// CHECK-LABEL: {_case:"null",
// CHECK: ({{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}) = "pd_op.top_p_sampling" ({{%[0-9]+}}, {{%[0-9]+}}, <<NULL VALUE>>, <<NULL VALUE>>) {k:(Int32)0,mode:"truncate",seed:(Int32)-1} : (tensor<-1x32000xf16>, tensor<-1x1xf16>, <<NULL TYPE>>, <<NULL TYPE>>) -> tensor<-1x1xf16>, tensor<-1x1xi64>, <<NULL TYPE>>, <<NULL TYPE>>
// CHECK-NEXT: ({{%[0-9]+}}, {{%[0-9]+}}) = "pd_op.unsqueeze" ({{%[0-9]+}}, {{%[0-9]+}}) {} : (tensor<-1x-1xi64>, tensor<2xi64>) -> tensor<-1x1x1x-1xi64>, <<NULL TYPE>>
{
    (%0) = "pd_op.data" () {_case:"null",dtype:float16,name:"x",place:Place(cpu),shape:[-1,32000]} : () -> tensor<-1x32000xf16>
    (%1) = "pd_op.data" () {dtype:float16,name:"p",place:Place(cpu),shape:[-1,1]} : () -> tensor<-1x1xf16>
    (%2) = "pd_op.data" () {dtype:int64,name:"i",place:Place(cpu),shape:[-1,-1]} : () -> tensor<-1x-1xi64>
    (%3) = "pd_op.data" () {dtype:int64,name:"a",place:Place(cpu),shape:[2]} : () -> tensor<2xi64>
    (%236, %237) = "pd_op.top_p_sampling" (%0, %1, <<NULL VALUE>>) {seed:(Int32)-1} : (pd_op.tensor<-1x32000xf16>, pd_op.tensor<-1x1xf16>, <<NULL TYPE>>) -> pd_op.tensor<-1x1xf16>, pd_op.tensor<-1x1xi64>
    (%59, %60) = "pd_op.unsqueeze" (%2, %3) {} : (builtin.tensor<-1x-1xi64>, builtin.tensor<2xi64>) -> builtin.tensor<-1x1x1x-1xi64>, <<NULL TYPE>>
}

// -----
// An op spread over several lines, with comments between its parts.
// CHECK-LABEL: {_case:"multiline",
// CHECK-SAME: } : () -> tensor<2xf32>{{$}}
// CHECK-NOT: comment
{
    (%0)       // results
      =
    "pd_op.full"   // name
    (
    )
    {_case:"multiline",   // first attribute
     shape:[2],
     value:1}
    :
    ( ) -> tensor<2xf32>
}
