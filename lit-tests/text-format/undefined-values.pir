// With --allow-undefined-values, values used but never defined (excerpts
// pasted from logs, Paddle's own 2023 examples) become inputs of the
// program: top-level block arguments typed by the first signature that uses
// them, printed as ^bb0(%arg_0: T):, which reads back (docs/text-format.md 3.3).
// RUN: pir-opt --split-input-file --allow-undefined-values %s | FileCheck --strict-whitespace %s
// RUN: pir-opt --split-input-file --allow-undefined-values %s | pir-opt --split-input-file | FileCheck --strict-whitespace %s

// The excerpt of Paddle PR #54369 (2023-06): %900, %901 and %879 are inputs.
// The inputs are numbered in order of first use, like all block arguments.
// CHECK-LABEL: {{^}}^bb0(%arg_0: tensor<f32>, %arg_1: tensor<1xf32>, %arg_2: tensor<-1x1xf32>):{{$}}
// CHECK-NEXT: {{^    }}([[S:%[0-9]+]]) = "pd_op.scale" (%arg_0, %arg_1) {bias:(Float)0,bias_after_scale:true} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>{{$}}
// CHECK-NEXT: {{^    }}({{%[0-9]+}}) = "pd_op.mean_grad" (%arg_2, [[S]]) {axis:(pd_op.IntArray)[],keepdim:false,reduce_all:true} : (tensor<-1x1xf32>, tensor<f32>) -> tensor<-1x1xf32>{{$}}
// CHECK-NEXT: {{^}}}{{$}}
(%902) = "pd.scale" (%900, %901){bias_after_scale:1,bias:0} : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
(%906) = "pd.mean_grad" (%879, %902){reduce_all:1,keepdim:0,axis:IntArray<>} : (tensor<-1x1xf32>, tensor<f32>) -> tensor<-1x1xf32>

// -----
// An undefined value used inside a region is still an input of the program,
// and the same undefined name used twice is one input.
// CHECK-LABEL: {{^}}^bb0(%arg_0: tensor<1xb>):{{$}}
// CHECK-NEXT: {{^    }}({{%[0-9]+}}) = "pd_op.if" (%arg_0) {} -> tensor<1xb> {{[{]$}}
// CHECK-NEXT: {{^        }}() = "cf.yield" (%arg_0) {} : (tensor<1xb>) ->{{$}}
{
    (%1) = "pd_op.if" (%cond) {} -> tensor<1xb> {
        () = "cf.yield" (%cond) {} : (tensor<1xb>) ->
    } else {
        () = "cf.yield" (%cond) {} : (tensor<1xb>) ->
    }
}

// -----
// Without undefined values, the flag changes nothing: no label is printed.
// CHECK-LABEL: {_case:"defined",
// CHECK-NOT: ^bb0
{
    (%0) = "pd_op.full" () {_case:"defined",dtype:float32,place:Place(cpu),shape:[1],value:0} : () -> tensor<1xf32>
}

// -----
// The custom if form prints no operand types: an undefined condition takes
// the type the if's definition fixes for it, a bool tensor (tensor<1xb>, as
// Paddle's dy2st writes conditions), instead of failing for want of a type.
// CHECK-LABEL: {{^}}^bb0(%arg_0: tensor<1xb>, %arg_1: tensor<2xf32>):{{$}}
// CHECK-NEXT: {{^    }}({{%[0-9]+}}) = "pd_op.if" (%arg_0) {} -> tensor<2xf32> {{[{]$}}
// CHECK-NEXT: {{^        }}() = "cf.yield" (%arg_1) {} : (tensor<2xf32>) ->{{$}}
{
    (%1) = "pd_op.if" (%only_as_condition) {} -> tensor<2xf32> {
        () = "cf.yield" (%x) {} : (tensor<2xf32>) ->
    } else {
        () = "cf.yield" (%x) {} : (tensor<2xf32>) ->
    }
}

// -----
// The second add repeats the first one's tail (the reader keeps what it
// meant: parser.c, readTail), and its operands are new inputs: the cached
// signature types them, as a signature read token by token would.
// CHECK-LABEL: {{^}}^bb0(%arg_0: tensor<2xf32>, %arg_1: tensor<2xf32>, %arg_2: tensor<2xf32>, %arg_3: tensor<2xf32>):{{$}}
// CHECK-NEXT: {{^    }}(%0) = "pd_op.add" (%arg_0, %arg_1) {stop_gradient:[false]} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>{{$}}
// CHECK-NEXT: {{^    }}(%1) = "pd_op.add" (%arg_2, %arg_3) {stop_gradient:[false]} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>{{$}}
{
    (%1) = "pd_op.add" (%10, %11) {stop_gradient:[false]} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    (%2) = "pd_op.add" (%12, %13) {stop_gradient:[false]} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
}
