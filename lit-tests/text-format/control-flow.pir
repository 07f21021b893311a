// pd_op.if and pd_op.while in each form Paddle printed, and the canonical
// custom forms pir-opt prints for them (docs/text-format.md 1.5, 2.2).
// RUN: pir-opt --split-input-file %s | FileCheck --strict-whitespace %s
// RUN: pir-opt --split-input-file %s | pir-opt --split-input-file | FileCheck --strict-whitespace %s

// Early 2024: unquoted pd_op.if, '-> T' then '{' on the next line, pd_op.tensor.
// CHECK-LABEL: test_case:"if_2024_02"
// CHECK: "pd_op.greater_equal"
// CHECK-NEXT: {{^    }}([[R:%[0-9]+]]) = "pd_op.if" ([[C:%[0-9]+]]) {stop_gradient:[true]} -> tensor<1xf32> {{[{]$}}
// CHECK-NEXT: {{^        }}([[T:%[0-9]+]]) = "pd_op.add"
// CHECK-NEXT: {{^        }}() = "cf.yield" ([[T]]) {} : (tensor<1xf32>) ->{{$}}
// CHECK-NEXT: {{^    }}} else {{[{]$}}
// CHECK-NEXT: {{^        }}([[E:%[0-9]+]]) = "pd_op.subtract"
// CHECK-NEXT: {{^        }}() = "cf.yield" ([[E]]) {} : (tensor<1xf32>) ->{{$}}
// CHECK-NEXT: {{^    }}}{{$}}
// CHECK-NEXT: "pd_op.mean" ([[R]])
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true],_test_case:"if_2024_02"} : () -> pd_op.tensor<1xf32>
    (%1) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> pd_op.tensor<1xf32>
    (%3) = "pd_op.greater_equal" (%0, %1) {stop_gradient:[true]} : (pd_op.tensor<1xf32>, pd_op.tensor<1xf32>) -> pd_op.tensor<1xb>
    (%4) = pd_op.if (%3) {stop_gradient:[true]} -> pd_op.tensor<1xf32>
    {
        (%5) = "pd_op.add" (%1, %1) {stop_gradient:[true]} : (pd_op.tensor<1xf32>, pd_op.tensor<1xf32>) -> pd_op.tensor<1xf32>
        () = "cf.yield" (%5) {} : (pd_op.tensor<1xf32>) ->
    } else {
        (%6) = "pd_op.subtract" (%1, %1) {stop_gradient:[true]} : (pd_op.tensor<1xf32>, pd_op.tensor<1xf32>) -> pd_op.tensor<1xf32>
        () = "cf.yield" (%6) {} : (pd_op.tensor<1xf32>) ->
    }
    (%7) = "pd_op.mean" (%4) {axis:(pd_op.IntArray)[],keepdim:false,stop_gradient:[true]} : (pd_op.tensor<1xf32>) -> pd_op.tensor<f32>
}

// -----
// Mid 2024: quoted "pd_op.if", builtin.tensor, trailing space after '->';
// two results; an if without results.
// CHECK-LABEL: test_case:"if_2024_05"
// CHECK-NEXT: "pd_op.less_than"
// CHECK-NEXT: ([[A:%[0-9]+]], [[B:%[0-9]+]]) = "pd_op.if" ({{%[0-9]+}}) {} -> tensor<1xf32>, tensor<1xb> {{[{]$}}
// CHECK-NEXT: () = "cf.yield" ({{%[0-9]+}}, {{%[0-9]+}}) {} : (tensor<1xf32>, tensor<1xb>) ->{{$}}
// CHECK-NEXT: } else {{[{]$}}
// CHECK-NEXT: () = "cf.yield"
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: () = "pd_op.if" ([[B]]) {} -> {{[{]$}}
// CHECK-NEXT: } else {{[{]$}}
// CHECK-NEXT: }{{$}}
{
    (%0) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"i",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[false],_test_case:"if_2024_05"} : () -> builtin.tensor<1xf32>
    (%4) = "pd_op.less_than" (%0, %0) {stop_gradient:[true]} : (builtin.tensor<1xf32>, builtin.tensor<1xf32>) -> builtin.tensor<1xb>
    (%5, %6) = "pd_op.if" (%4) {} -> builtin.tensor<1xf32>, builtin.tensor<1xb> {
        () = "cf.yield" (%0, %4) {} : (builtin.tensor<1xf32>, builtin.tensor<1xb>) -> 
    } else {
        () = "cf.yield" (%0, %4) {} : (builtin.tensor<1xf32>, builtin.tensor<1xb>) -> 
    }
    () = "pd_op.if" (%6) {} -> {
    } else {
    }
}

// -----
// Paddle's while (2023-12 .. 2024-05): "pd_op.while"(cond=..., inputs=...)
// without a space, '^%arg_0' naming the body arguments without types; the
// body's values are visible after it only through the results.
// CHECK-LABEL: test_case:"while_2024_02"
// CHECK: "pd_op.less_than"
// CHECK-NEXT: {{^    }}([[W:%[0-9]+]]) = "pd_op.while" (cond=[[C:%[0-9]+]], inputs=[[I:%[0-9]+]]) {{[{]$}}
// CHECK-NEXT: {{^    }}^[[ARG:%arg_[0-9]+]]{{$}}
// CHECK-NEXT: {{^        }}([[N:%[0-9]+]]) = "pd_op.add" ([[ARG]], {{%[0-9]+}}) {stop_gradient:[true]} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
// CHECK-NEXT: {{^        }}([[NC:%[0-9]+]]) = "pd_op.less_than" ([[N]], {{%[0-9]+}})
// CHECK-NEXT: {{^        }}() = "cf.yield" ([[NC]], [[N]]) {} : (tensor<1xb>, tensor<1xi64>) ->{{$}}
// CHECK-NEXT: {{^    }}}{{$}}
// CHECK-NEXT: "pd_op.relu" ([[W]]) {} : (tensor<1xi64>) -> tensor<1xi64>
(%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true],_test_case:"while_2024_02",value:(Float)0} : () -> pd_op.tensor<1xi64>
(%1) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Float)1} : () -> pd_op.tensor<1xi64>
(%2) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true],value:(Float)10} : () -> pd_op.tensor<1xi64>
(%3) = "pd_op.less_than" (%0, %2) {stop_gradient:[true]} : (pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) -> pd_op.tensor<1xb>
(%4) = "pd_op.while"(cond=%3, inputs=%0) {
^%arg_0
    (%5) = "pd_op.add" (%arg_0, %1) {stop_gradient:[true]} : (pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) -> pd_op.tensor<1xi64>
    (%6) = "pd_op.less_than" (%5, %2) {stop_gradient:[true]} : (pd_op.tensor<1xi64>, pd_op.tensor<1xi64>) -> pd_op.tensor<1xb>
    () = "cf.yield" (%6, %5) {} : (pd_op.tensor<1xb>, pd_op.tensor<1xi64>) ->
}
(%7) = "pd_op.relu" (%4) {} : (pd_op.tensor<1xi64>) -> pd_op.tensor<1xi64>

// -----
// The newest while: attributes on the op and on each argument ('^%arg0
// {stop_gradient:true}', dropped), two loop values, %arg0 without '_'.
// CHECK-LABEL: test_case:"while_newest"
// CHECK-NEXT: "pd_op.less_than"
// CHECK-NEXT: ({{%[0-9]+}}, {{%[0-9]+}}) = "pd_op.while" (cond={{%[0-9]+}}, inputs={{%[0-9]+}}, {{%[0-9]+}}) {stop_gradient:[true,true]} {{[{]$}}
// CHECK-NEXT: ^[[A0:%arg_[0-9]+]], [[A1:%arg_[0-9]+]]{{$}}
// CHECK-NEXT: "pd_op.add" ([[A0]], [[A1]])
// CHECK-NOT: stop_gradient:false
// CHECK: "cf.yield"
{
    (%0) = "pd_op.full" () {dtype:int64,place:Place(cpu),shape:[1],_test_case:"while_newest",value:0} : () -> tensor<1xi64>
    (%1) = "pd_op.less_than" (%0, %0) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%2, %3) = "pd_op.while" (cond=%1, inputs=%0, %0) {stop_gradient:[true,true]} {
    ^%arg0 {stop_gradient:true}, %arg1 {stop_gradient:false}
        (%4) = "pd_op.add" (%arg0, %arg1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%5) = "pd_op.less_than" (%4, %arg1) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%5, %4, %arg1) {} : (tensor<1xb>, tensor<1xi64>, tensor<1xi64>) ->
    }
}

// -----
// Nested control flow: a while inside an if branch; the inner region is
// indented one level deeper.
// CHECK-LABEL: test_case:"nested"
// CHECK-NEXT: "pd_op.if"
// CHECK-NEXT: {{^        }}({{%[0-9]+}}) = "pd_op.while"
// CHECK-NEXT: {{^        }}^%arg_{{[0-9]+$}}
// CHECK-NEXT: {{^            }}() = "cf.yield"
// CHECK-NEXT: {{^        }}}{{$}}
// CHECK-NEXT: {{^        }}() = "cf.yield"
// CHECK-NEXT: {{^    }}} else {{[{]$}}
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],_test_case:"nested",value:1} : () -> tensor<1xb>
    (%1) = "pd_op.if" (%0) {} -> tensor<1xb> {
        (%2) = "pd_op.while" (cond=%0, inputs=%0) {
        ^%arg_0
            () = "cf.yield" (%arg_0, %arg_0) {} : (tensor<1xb>, tensor<1xb>) ->
        }
        () = "cf.yield" (%2) {} : (tensor<1xb>) ->
    } else {
        () = "cf.yield" (%0) {} : (tensor<1xb>) ->
    }
}
