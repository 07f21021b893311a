// Stack pruning (--stack-pruning): pushes and pops whose popped values are
// unused (docs/design.md §3.8, step 3 of the backward construction). One
// case per split; each case's first op is a pd_op.data named after the
// case. The rules are in docs/passes.md, "stack-pruning".
// RUN: pir-opt --split-input-file --stack-pruning %s | FileCheck %s --enable-var-scope
// The pushed values that lose their last use are left to --dce:
// RUN: pir-opt --split-input-file --stack-pruning --dce %s | FileCheck %s --enable-var-scope --check-prefix=DCE
// The output reads back and is a fixpoint: a second run changes nothing.
// RUN: pir-opt --split-input-file --stack-pruning %s | pir-opt --split-input-file --stack-pruning --pass-statistics - 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN
// AGAIN: (S) 0 num-elements-removed
// AGAIN-NEXT: (S) 0 num-pairs-erased
// AGAIN-NEXT: (S) 0 num-stacks-erased
// Counters over the whole file: elements removed 3 + 2 + 1 + 2 + 1 (Paddle's
// form) + 2 (chained) + 2 + 3 + 2 + 2 + 1 (design form); pairs erased 1
// (paddle_while_all_unused) + 2 + 2 + 1 + 1 (design form); stacks erased 1
// (paddle_while_all_unused) + 2 (unused_stacks) + 1 (design_all_unused).
// RUN: pir-opt --split-input-file --stack-pruning --pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS: ... Pass statistics report ...
// STATS: StackPruning
// STATS-NEXT: (S) 21 num-elements-removed - Number of pushed elements removed with their popped copies
// STATS-NEXT: (S)  7 num-pairs-erased     - Number of push/pop pairs erased
// STATS-NEXT: (S)  4 num-stacks-erased    - Number of stacks erased

// Paddle's form, partial pruning: the forward while pushes five values per
// iteration, the backward while (condition cf.has_elements) pops them and
// reads only the tanh output (#1) and the counter (#3). Elements #0, #2 and
// #4 leave both the push and the pop; the stack stays for has_elements.
// CHECK-LABEL: name:"paddle_while_partial"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[ZERO:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)0}
// CHECK-NEXT: ([[THREE:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)3}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.less_than" ([[ZERO]], [[THREE]])
// CHECK-NEXT: ([[S:%[0-9]+]], [[IN:%[0-9]+]], [[OUT:%[0-9]+]]) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
// CHECK-NEXT: ({{%[0-9]+}}, [[WX:%[0-9]+]]) = "pd_op.while" (cond=[[C]], inputs=[[ZERO]], [[X]]) {
// CHECK-NEXT: ^[[I:%arg_[0-9]+]], [[A:%arg_[0-9]+]]
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[A]])
// CHECK-NEXT: ([[ONE:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)1}
// CHECK-NEXT: ([[NEXT:%[0-9]+]]) = "pd_op.add" ([[I]], [[ONE]])
// CHECK-NEXT: ([[NC:%[0-9]+]]) = "pd_op.less_than" ([[NEXT]], [[THREE]])
// CHECK-NEXT: () = "cf.tuple_push" ([[IN]], [[T]], [[NEXT]]) {} : (cf.inlet, tensor<4xf32>, tensor<1xi64>) ->
// CHECK-NEXT: () = "cf.yield" ([[NC]], [[NEXT]], [[T]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: ([[H:%[0-9]+]]) = "cf.has_elements" ([[S]])
// CHECK-NEXT: ([[G0:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)1}
// CHECK-NEXT: ([[GX:%[0-9]+]]) = "pd_op.while" (cond=[[H]], inputs=[[G0]]) {
// CHECK-NEXT: ^[[GA:%arg_[0-9]+]]
// CHECK-NEXT: ([[PT:%[0-9]+]], [[PNEXT:%[0-9]+]]) = "cf.tuple_pop" ([[OUT]]) {} : (cf.outlet) -> tensor<4xf32>, tensor<1xi64>
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.tanh_grad" ([[PT]], [[GA]])
// CHECK-NEXT: "pd_op.print" ([[PNEXT]])
// CHECK-NEXT: ([[H2:%[0-9]+]]) = "cf.has_elements" ([[S]])
// CHECK-NEXT: () = "cf.yield" ([[H2]], [[R]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "builtin.shadow_output" ([[WX]]) {output_name:"y"}
// CHECK-NEXT: "builtin.shadow_output" ([[GX]]) {output_name:"x_grad"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"paddle_while_partial",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%3) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)3} : () -> tensor<1xi64>
    (%c) = "pd_op.less_than" (%0, %3) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%w_i, %w_x) = "pd_op.while" (cond=%c, inputs=%0, %x) {
    ^%i, %a
        (%t) = "pd_op.tanh" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xi64>
        (%next) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%nc) = "pd_op.less_than" (%next, %3) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.tuple_push" (%in, %a, %t, %one, %next, %nc) {} : (cf.inlet, tensor<4xf32>, tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xb>) ->
        () = "cf.yield" (%nc, %next, %t) {} : (tensor<1xb>, tensor<1xi64>, tensor<4xf32>) ->
    }
    (%h) = "cf.has_elements" (%s) {} : (cf.stack) -> tensor<1xb>
    (%g0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%gx) = "pd_op.while" (cond=%h, inputs=%g0) {
    ^%ga
        (%pa, %pt, %pone, %pnext, %pnc) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>, tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xb>
        (%r) = "pd_op.tanh_grad" (%pt, %ga) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        (%pr) = "pd_op.print" (%pnext) {first_n:(Int32)-1,message:"",summarize:(Int32)20} : (tensor<1xi64>) -> tensor<1xi64>
        (%h2) = "cf.has_elements" (%s) {} : (cf.stack) -> tensor<1xb>
        () = "cf.yield" (%h2, %r) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%w_x) {output_name:"y"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%gx) {output_name:"x_grad"} : (tensor<4xf32>) ->
}

// -----
// Paddle's form, nothing popped is used and nothing tests the stack (the
// backward loop counts its own iterations): the push, the pop and the
// stack_create go. The sin computed only to be pushed stays (stack pruning
// erases no computation); --dce then removes it.
// CHECK-LABEL: name:"paddle_while_all_unused"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[ZERO:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)0}
// CHECK-NEXT: ([[THREE:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)3}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.less_than" ([[ZERO]], [[THREE]])
// CHECK-NEXT: ({{%[0-9]+}}, [[WX:%[0-9]+]]) = "pd_op.while" (cond=[[C]], inputs=[[ZERO]], [[X]]) {
// CHECK-NEXT: ^[[I:%arg_[0-9]+]], [[A:%arg_[0-9]+]]
// CHECK-NEXT: "pd_op.sin" ([[A]])
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.scale" ([[A]])
// CHECK-NEXT: ([[ONE:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)1}
// CHECK-NEXT: ([[NEXT:%[0-9]+]]) = "pd_op.add" ([[I]], [[ONE]])
// CHECK-NEXT: ([[NC:%[0-9]+]]) = "pd_op.less_than" ([[NEXT]], [[THREE]])
// CHECK-NEXT: () = "cf.yield" ([[NC]], [[NEXT]], [[T]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: ([[G0:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)1}
// CHECK-NEXT: ({{%[0-9]+}}, [[GX:%[0-9]+]]) = "pd_op.while" (cond=[[C]], inputs=[[ZERO]], [[G0]]) {
// CHECK-NEXT: ^[[GI:%arg_[0-9]+]], [[GA:%arg_[0-9]+]]
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.scale" ([[GA]])
// CHECK-NEXT: ([[GONE:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)1}
// CHECK-NEXT: ([[GNEXT:%[0-9]+]]) = "pd_op.add" ([[GI]], [[GONE]])
// CHECK-NEXT: ([[GNC:%[0-9]+]]) = "pd_op.less_than" ([[GNEXT]], [[THREE]])
// CHECK-NEXT: () = "cf.yield" ([[GNC]], [[GNEXT]], [[R]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "builtin.shadow_output" ([[WX]]) {output_name:"y"}
// CHECK-NEXT: "builtin.shadow_output" ([[GX]]) {output_name:"x_grad"}
// CHECK-NEXT: {{^}$}}
// DCE-LABEL: name:"paddle_while_all_unused"
// DCE: "pd_op.while"
// DCE-NEXT: ^[[I:%arg_[0-9]+]], [[A:%arg_[0-9]+]]
// DCE-NEXT: ([[T:%[0-9]+]]) = "pd_op.scale" ([[A]])
// DCE-NEXT: ([[ONE:%[0-9]+]]) = "pd_op.full" () {{.*}}value:(Float)1}
// DCE-NOT: pd_op.sin
// DCE: "pd_op.while"
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"paddle_while_all_unused",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%0) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)0} : () -> tensor<1xi64>
    (%3) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)3} : () -> tensor<1xi64>
    (%c) = "pd_op.less_than" (%0, %3) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%w_i, %w_x) = "pd_op.while" (cond=%c, inputs=%0, %x) {
    ^%i, %a
        (%sn) = "pd_op.sin" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%t) = "pd_op.scale" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.tuple_push" (%in, %a, %sn) {} : (cf.inlet, tensor<4xf32>, tensor<4xf32>) ->
        (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xi64>
        (%next) = "pd_op.add" (%i, %one) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%nc) = "pd_op.less_than" (%next, %3) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%nc, %next, %t) {} : (tensor<1xb>, tensor<1xi64>, tensor<4xf32>) ->
    }
    (%g0) = "pd_op.full" () {dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1} : () -> tensor<4xf32>
    (%gi, %gx) = "pd_op.while" (cond=%c, inputs=%0, %g0) {
    ^%gi_a, %ga
        (%pa, %psn) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>, tensor<4xf32>
        (%r) = "pd_op.scale" (%ga) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%gone) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Float)1} : () -> tensor<1xi64>
        (%gnext) = "pd_op.add" (%gi_a, %gone) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        (%gnc) = "pd_op.less_than" (%gnext, %3) {} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.yield" (%gnc, %gnext, %r) {} : (tensor<1xb>, tensor<1xi64>, tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%w_x) {output_name:"y"} : (tensor<4xf32>) ->
    () = "builtin.shadow_output" (%gx) {output_name:"x_grad"} : (tensor<4xf32>) ->
}

// -----
// The push is in the forward while's body, the pop in the body of the
// later pd_op.while_grad (a region of another op): the pair still matches
// through the single-use inlet and outlet. The loop input (#0) is not read
// by the backward and goes; exp and tanh outputs stay.
// CHECK-LABEL: name:"pop_in_while_grad"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[S:%[0-9]+]], [[IN:%[0-9]+]], [[OUT:%[0-9]+]]) = "cf.stack_create" ()
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.while" (cond=[[C]], inputs=[[X]]) {
// CHECK-NEXT: ^[[A:%arg_[0-9]+]]
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.exp" ([[A]])
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[E]])
// CHECK-NEXT: () = "cf.tuple_push" ([[IN]], [[E]], [[T]]) {} : (cf.inlet, tensor<4xf32>, tensor<4xf32>) ->
// CHECK-NEXT: () = "cf.yield" ([[C]], [[T]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: ([[H:%[0-9]+]]) = "cf.has_elements" ([[S]])
// CHECK-NEXT: ([[G:%[0-9]+]]) = "pd_op.while_grad" ([[H]], [[W]])
// CHECK-NEXT: ^bb0([[GA:%arg_[0-9]+]]: tensor<4xf32>):
// CHECK-NEXT: ([[PE:%[0-9]+]], [[PT:%[0-9]+]]) = "cf.tuple_pop" ([[OUT]]) {} : (cf.outlet) -> tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.tanh_grad" ([[PT]], [[GA]])
// CHECK-NEXT: ([[R2:%[0-9]+]]) = "pd_op.exp_grad" ([[PE]], [[R]])
// CHECK-NEXT: ([[H2:%[0-9]+]]) = "cf.has_elements" ([[S]])
// CHECK-NEXT: () = "cf.yield" ([[H2]], [[R2]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "builtin.shadow_output" ([[G]]) {output_name:"x_grad"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"pop_in_while_grad",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%w) = "pd_op.while" (cond=%c, inputs=%x) {
    ^%a
        (%e) = "pd_op.exp" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
        (%t) = "pd_op.tanh" (%e) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.tuple_push" (%in, %a, %e, %t) {} : (cf.inlet, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) ->
        () = "cf.yield" (%c, %t) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    (%h) = "cf.has_elements" (%s) {} : (cf.stack) -> tensor<1xb>
    (%g) = "pd_op.while_grad" (%h, %w) {} : (tensor<1xb>, tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%ga: tensor<4xf32>):
        (%pa, %pe, %pt) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
        (%r) = "pd_op.tanh_grad" (%pt, %ga) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        (%r2) = "pd_op.exp_grad" (%pe, %r) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        (%h2) = "cf.has_elements" (%s) {} : (cf.stack) -> tensor<1xb>
        () = "cf.yield" (%h2, %r2) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%g) {output_name:"x_grad"} : (tensor<4xf32>) ->
}

// -----
// Nothing popped is used, but cf.has_elements reads the stack: erasing the
// pair would change its answer (it counts pushes, not elements), so the
// push and the pop stay with zero elements, and the stack with them.
// CHECK-LABEL: name:"has_elements_keeps_stack"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[S:%[0-9]+]], [[IN:%[0-9]+]], [[OUT:%[0-9]+]]) = "cf.stack_create" ()
// CHECK-NEXT: "pd_op.tanh" ([[X]])
// CHECK-NEXT: () = "cf.tuple_push" ([[IN]]) {} : (cf.inlet) ->
// CHECK-NEXT: ([[H:%[0-9]+]]) = "cf.has_elements" ([[S]])
// CHECK-NEXT: () = "cf.tuple_pop" ([[OUT]]) {} : (cf.outlet) ->
// CHECK-NEXT: "builtin.shadow_output" ([[H]]) {output_name:"more"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"has_elements_keeps_stack",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%t) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "cf.tuple_push" (%in, %x, %t) {} : (cf.inlet, tensor<4xf32>, tensor<4xf32>) ->
    (%h) = "cf.has_elements" (%s) {} : (cf.stack) -> tensor<1xb>
    (%px, %pt) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>, tensor<4xf32>
    () = "builtin.shadow_output" (%h) {output_name:"more"} : (tensor<1xb>) ->
}

// -----
// The transitional spellings (cf.create_stack with inlet and outlet,
// pd_op.has_elements) follow Paddle's rules.
// CHECK-LABEL: name:"transitional_create_stack"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[S:%[0-9]+]], [[IN:%[0-9]+]], [[OUT:%[0-9]+]]) = "cf.create_stack" ()
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: () = "cf.tuple_push" ([[IN]], [[T]]) {} : (cf.inlet, tensor<4xf32>) ->
// CHECK-NEXT: ([[H:%[0-9]+]]) = "pd_op.has_elements" ([[S]])
// CHECK-NEXT: ([[PT:%[0-9]+]]) = "cf.tuple_pop" ([[OUT]]) {} : (cf.outlet) -> tensor<4xf32>
// CHECK-NEXT: "builtin.shadow_output" ([[H]]) {output_name:"more"}
// CHECK-NEXT: "builtin.shadow_output" ([[PT]]) {output_name:"t"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"transitional_create_stack",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s, %in, %out) = "cf.create_stack" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%t) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "cf.tuple_push" (%in, %x, %t) {} : (cf.inlet, tensor<4xf32>, tensor<4xf32>) ->
    (%h) = "pd_op.has_elements" (%s) {} : (cf.stack) -> tensor<1xb>
    (%px, %pt) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>, tensor<4xf32>
    () = "builtin.shadow_output" (%h) {output_name:"more"} : (tensor<1xb>) ->
    () = "builtin.shadow_output" (%pt) {output_name:"t"} : (tensor<4xf32>) ->
}

// -----
// Refused: the inlet has two uses (two pushes), so which tuple the pop
// receives is unknown. Nothing changes.
// CHECK-LABEL: name:"inlet_used_twice"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ({{%[0-9]+}}, [[IN:%[0-9]+]], [[OUT:%[0-9]+]]) = "cf.stack_create" ()
// CHECK-NEXT: () = "cf.tuple_push" ([[IN]], [[X]])
// CHECK-NEXT: () = "cf.tuple_push" ([[IN]], [[X]])
// CHECK-NEXT: "cf.tuple_pop" ([[OUT]]) {} : (cf.outlet) -> tensor<4xf32>
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"inlet_used_twice",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    () = "cf.tuple_push" (%in, %x) {} : (cf.inlet, tensor<4xf32>) ->
    () = "cf.tuple_push" (%in, %x) {} : (cf.inlet, tensor<4xf32>) ->
    (%p) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>
}

// -----
// Refused: the outlet has two uses (two pops).
// CHECK-LABEL: name:"outlet_used_twice"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ({{%[0-9]+}}, [[IN:%[0-9]+]], [[OUT:%[0-9]+]]) = "cf.stack_create" ()
// CHECK-NEXT: () = "cf.tuple_push" ([[IN]], [[X]])
// CHECK-NEXT: "cf.tuple_pop" ([[OUT]]) {} : (cf.outlet) -> tensor<4xf32>
// CHECK-NEXT: "cf.tuple_pop" ([[OUT]]) {} : (cf.outlet) -> tensor<4xf32>
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"outlet_used_twice",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    () = "cf.tuple_push" (%in, %x) {} : (cf.inlet, tensor<4xf32>) ->
    (%p) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>
    (%q) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>
}

// -----
// Refused: the push sends two elements, the pop receives one.
// CHECK-LABEL: name:"element_count_mismatch"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ({{%[0-9]+}}, [[IN:%[0-9]+]], [[OUT:%[0-9]+]]) = "cf.stack_create" ()
// CHECK-NEXT: () = "cf.tuple_push" ([[IN]], [[X]], [[X]])
// CHECK-NEXT: "cf.tuple_pop" ([[OUT]]) {} : (cf.outlet) -> tensor<4xf32>
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"element_count_mismatch",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    () = "cf.tuple_push" (%in, %x, %x) {} : (cf.inlet, tensor<4xf32>, tensor<4xf32>) ->
    (%p) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>
}

// -----
// Refused: the popped type is not the pushed type.
// CHECK-LABEL: name:"element_type_mismatch"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ({{%[0-9]+}}, [[IN:%[0-9]+]], [[OUT:%[0-9]+]]) = "cf.stack_create" ()
// CHECK-NEXT: () = "cf.tuple_push" ([[IN]], [[X]]) {} : (cf.inlet, tensor<4xf32>) ->
// CHECK-NEXT: "cf.tuple_pop" ([[OUT]]) {} : (cf.outlet) -> tensor<4xf64>
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"element_type_mismatch",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    () = "cf.tuple_push" (%in, %x) {} : (cf.inlet, tensor<4xf32>) ->
    (%p) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf64>
}

// -----
// Refused: the outlet reaches its pop through a loop value (a block
// argument), not directly; its one use is the while.
// CHECK-LABEL: name:"outlet_through_block_argument"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ({{%[0-9]+}}, [[IN:%[0-9]+]], [[OUT:%[0-9]+]]) = "cf.stack_create" ()
// CHECK-NEXT: () = "cf.tuple_push" ([[IN]], [[X]])
// CHECK-NEXT: "pd_op.while" (cond=[[C]], inputs=[[X]], [[OUT]]) {
// CHECK-NEXT: ^[[A:%arg_[0-9]+]], [[O:%arg_[0-9]+]]
// CHECK-NEXT: "cf.tuple_pop" ([[O]]) {} : (cf.outlet) -> tensor<4xf32>
// CHECK-NEXT: () = "cf.yield" ([[C]], [[A]], [[O]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"outlet_through_block_argument",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    () = "cf.tuple_push" (%in, %x) {} : (cf.inlet, tensor<4xf32>) ->
    (%w, %wo) = "pd_op.while" (cond=%c, inputs=%x, %out) {
    ^%a, %o
        (%p) = "cf.tuple_pop" (%o) {} : (cf.outlet) -> tensor<4xf32>
        () = "cf.yield" (%c, %a, %o) {} : (tensor<1xb>, tensor<4xf32>, cf.outlet) ->
    }
}

// -----
// Refused: the stack value of Paddle's form is also pushed to with the
// design-era cf.push_back, so the pop may receive that push instead.
// CHECK-LABEL: name:"stack_used_by_push_back"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[S:%[0-9]+]], [[IN:%[0-9]+]], [[OUT:%[0-9]+]]) = "cf.stack_create" ()
// CHECK-NEXT: () = "cf.tuple_push" ([[IN]], [[X]])
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[X]])
// CHECK-NEXT: "cf.tuple_pop" ([[OUT]]) {} : (cf.outlet) -> tensor<4xf32>
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"stack_used_by_push_back",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    () = "cf.tuple_push" (%in, %x) {} : (cf.inlet, tensor<4xf32>) ->
    () = "cf.push_back" (%s, %x) {} : (cf.stack, tensor<4xf32>) ->
    (%p) = "cf.tuple_pop" (%out) {} : (cf.outlet) -> tensor<4xf32>
}

// -----
// Stacks nobody uses are erased (DCE keeps them: stack ops are SideEffect);
// one that only an emptiness test reads stays.
// CHECK-LABEL: name:"unused_stacks"
// CHECK-NEXT: ([[S:%[0-9]+]]) = "cf.create_stack" ()
// CHECK-NEXT: "cf.is_empty" ([[S]])
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"unused_stacks",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s, %in, %out) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%s2) = "cf.create_stack" () {} : () -> cf.stack
    (%s3) = "cf.create_stack" () {} : () -> cf.stack
    (%e) = "cf.is_empty" (%s3) {} : (cf.stack) -> tensor<1xb>
}

// -----
// Chained stacks: what stack A pops is pushed onto stack B. Stack A comes
// first and its pops are all used (by B's push); pruning B's unused
// element #0 frees A's popped x, and A is examined again in the same run.
// CHECK-LABEL: name:"chained_stacks"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ({{%[0-9]+}}, [[AIN:%[0-9]+]], [[AOUT:%[0-9]+]]) = "cf.stack_create" ()
// CHECK-NEXT: ({{%[0-9]+}}, [[BIN:%[0-9]+]], [[BOUT:%[0-9]+]]) = "cf.stack_create" ()
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]])
// CHECK-NEXT: () = "cf.tuple_push" ([[AIN]], [[T]]) {} : (cf.inlet, tensor<4xf32>) ->
// CHECK-NEXT: ([[PT:%[0-9]+]]) = "cf.tuple_pop" ([[AOUT]]) {} : (cf.outlet) -> tensor<4xf32>
// CHECK-NEXT: () = "cf.tuple_push" ([[BIN]], [[PT]]) {} : (cf.inlet, tensor<4xf32>) ->
// CHECK-NEXT: ([[QT:%[0-9]+]]) = "cf.tuple_pop" ([[BOUT]]) {} : (cf.outlet) -> tensor<4xf32>
// CHECK-NEXT: "builtin.shadow_output" ([[QT]]) {output_name:"t"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"chained_stacks",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a, %ain, %aout) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%b, %bin, %bout) = "cf.stack_create" () {} : () -> cf.stack, cf.inlet, cf.outlet
    (%t) = "pd_op.tanh" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "cf.tuple_push" (%ain, %x, %t) {} : (cf.inlet, tensor<4xf32>, tensor<4xf32>) ->
    (%px, %pt) = "cf.tuple_pop" (%aout) {} : (cf.outlet) -> tensor<4xf32>, tensor<4xf32>
    () = "cf.tuple_push" (%bin, %px, %pt) {} : (cf.inlet, tensor<4xf32>, tensor<4xf32>) ->
    (%qx, %qt) = "cf.tuple_pop" (%bout) {} : (cf.outlet) -> tensor<4xf32>, tensor<4xf32>
    () = "builtin.shadow_output" (%qt) {output_name:"t"} : (tensor<4xf32>) ->
}

// -----
// Design form, last in first out: a, b, c are pushed, the first pop gets
// c. Only that copy is used, so the pairs (push a, third pop) and (push b,
// second pop) go and (push c, first pop) stays; first-in-first-out
// matching would have kept push a. All three have the same type, so only
// the order decides.
// CHECK-LABEL: name:"design_lifo"
// CHECK-NEXT: "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[S:%[0-9]+]]) = "cf.create_stack" ()
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[C]])
// CHECK-NEXT: ([[PC:%[0-9]+]]) = "cf.pop_back" ([[S]])
// CHECK-NEXT: "builtin.shadow_output" ([[PC]]) {output_name:"c_copy"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"design_lifo",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s) = "cf.create_stack" () {} : () -> cf.stack
    () = "cf.push_back" (%s, %a) {} : (cf.stack, tensor<4xf32>) ->
    () = "cf.push_back" (%s, %b) {} : (cf.stack, tensor<4xf32>) ->
    () = "cf.push_back" (%s, %c) {} : (cf.stack, tensor<4xf32>) ->
    (%pc) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
    (%pb) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
    (%pa) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
    () = "builtin.shadow_output" (%pc) {output_name:"c_copy"} : (tensor<4xf32>) ->
}

// -----
// Design form, nothing popped is used: both pairs (the two-element push
// matches the two-result pop, last in first out) and the stack go; --dce
// then removes the tanh that was only pushed.
// CHECK-LABEL: name:"design_all_unused"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: "pd_op.tanh" ([[A]])
// CHECK-NEXT: {{^}$}}
// DCE-LABEL: name:"design_all_unused"
// DCE-NEXT: "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// DCE-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"design_all_unused",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s) = "cf.create_stack" () {} : () -> cf.stack
    (%t) = "pd_op.tanh" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "cf.push_back" (%s, %a, %t) {} : (cf.stack, tensor<4xf32>, tensor<4xf32>) ->
    () = "cf.push_back" (%s, %t) {} : (cf.stack, tensor<4xf32>) ->
    (%p0) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
    (%p1, %p2) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>, tensor<4xf32>
}

// -----
// Design form across blocks: the forward while's body pushes a, then
// (e, t); the while_grad body pops (e, t), then a, from the stack value
// itself (no block argument). a's pair goes, e leaves the second pair.
// CHECK-LABEL: name:"design_across_blocks"
// CHECK-NEXT: ([[X:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[S:%[0-9]+]]) = "cf.create_stack" ()
// CHECK-NEXT: ([[W:%[0-9]+]]) = "pd_op.while" (cond=[[C]], inputs=[[X]]) {
// CHECK-NEXT: ^[[A:%arg_[0-9]+]]
// CHECK-NEXT: ([[E:%[0-9]+]]) = "pd_op.exp" ([[A]])
// CHECK-NEXT: ([[T:%[0-9]+]]) = "pd_op.tanh" ([[E]])
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[T]]) {} : (cf.stack, tensor<4xf32>) ->
// CHECK-NEXT: () = "cf.yield" ([[C]], [[T]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: ([[G:%[0-9]+]]) = "pd_op.while_grad" ([[C]], [[W]])
// CHECK-NEXT: ^bb0([[GA:%arg_[0-9]+]]: tensor<4xf32>):
// CHECK-NEXT: ([[PT:%[0-9]+]]) = "cf.pop_back" ([[S]]) {} : (cf.stack) -> tensor<4xf32>
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.tanh_grad" ([[PT]], [[GA]])
// CHECK-NEXT: () = "cf.yield" ([[C]], [[R]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "builtin.shadow_output" ([[G]]) {output_name:"x_grad"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"design_across_blocks",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%s) = "cf.create_stack" () {} : () -> cf.stack
    (%w) = "pd_op.while" (cond=%c, inputs=%x) {
    ^%a
        (%e) = "pd_op.exp" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.push_back" (%s, %a) {} : (cf.stack, tensor<4xf32>) ->
        (%t) = "pd_op.tanh" (%e) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.push_back" (%s, %e, %t) {} : (cf.stack, tensor<4xf32>, tensor<4xf32>) ->
        () = "cf.yield" (%c, %t) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    (%g) = "pd_op.while_grad" (%c, %w) {} : (tensor<1xb>, tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%ga: tensor<4xf32>):
        (%pe, %pt) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>, tensor<4xf32>
        (%pa) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
        (%r) = "pd_op.tanh_grad" (%pt, %ga) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%c, %r) {} : (tensor<1xb>, tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%g) {output_name:"x_grad"} : (tensor<4xf32>) ->
}

// -----
// Design form with cf.is_empty between the pops: elements go, pairs stay
// (empty), so the test sees as many entries as before.
// CHECK-LABEL: name:"design_is_empty_keeps_pairs"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[S:%[0-9]+]]) = "cf.create_stack" ()
// CHECK-NEXT: () = "cf.push_back" ([[S]]) {} : (cf.stack) ->
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[A]]) {} : (cf.stack, tensor<4xf32>) ->
// CHECK-NEXT: ([[P1:%[0-9]+]]) = "cf.pop_back" ([[S]]) {} : (cf.stack) -> tensor<4xf32>
// CHECK-NEXT: ([[E:%[0-9]+]]) = "cf.is_empty" ([[S]])
// CHECK-NEXT: () = "cf.pop_back" ([[S]]) {} : (cf.stack) ->
// CHECK-NEXT: "builtin.shadow_output" ([[E]]) {output_name:"empty"}
// CHECK-NEXT: "builtin.shadow_output" ([[P1]]) {output_name:"a_copy"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"design_is_empty_keeps_pairs",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s) = "cf.create_stack" () {} : () -> cf.stack
    () = "cf.push_back" (%s, %a) {} : (cf.stack, tensor<4xf32>) ->
    () = "cf.push_back" (%s, %a, %a) {} : (cf.stack, tensor<4xf32>, tensor<4xf32>) ->
    (%p0, %p1) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>, tensor<4xf32>
    (%e) = "cf.is_empty" (%s) {} : (cf.stack) -> tensor<1xb>
    (%p2) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
    () = "builtin.shadow_output" (%e) {output_name:"empty"} : (tensor<1xb>) ->
    () = "builtin.shadow_output" (%p1) {output_name:"a_copy"} : (tensor<4xf32>) ->
}

// -----
// Refused (design form): pushes and pops interleave in one block, so the
// last-in-first-out pairing of the k-th push with the (n-1-k)-th pop would
// be wrong (here the first pop gets a).
// CHECK-LABEL: name:"design_interleaved"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[B:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[S:%[0-9]+]]) = "cf.create_stack" ()
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[A]])
// CHECK-NEXT: "cf.pop_back" ([[S]]) {} : (cf.stack) -> tensor<4xf32>
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[B]])
// CHECK-NEXT: ([[P1:%[0-9]+]]) = "cf.pop_back" ([[S]])
// CHECK-NEXT: "builtin.shadow_output" ([[P1]]) {output_name:"b_copy"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"design_interleaved",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%b) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"b",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s) = "cf.create_stack" () {} : () -> cf.stack
    () = "cf.push_back" (%s, %a) {} : (cf.stack, tensor<4xf32>) ->
    (%p0) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
    () = "cf.push_back" (%s, %b) {} : (cf.stack, tensor<4xf32>) ->
    (%p1) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
    () = "builtin.shadow_output" (%p1) {output_name:"b_copy"} : (tensor<4xf32>) ->
}

// -----
// Refused (design form): the pops are nested in an op that sits between
// the two pushes, so they run when only the first push has happened.
// CHECK-LABEL: name:"design_pops_between_pushes"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[S:%[0-9]+]]) = "cf.create_stack" ()
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[A]])
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.if" ([[C]])
// CHECK-NEXT: "cf.pop_back" ([[S]]) {} : (cf.stack) -> tensor<4xf32>
// CHECK-NEXT: ([[P1:%[0-9]+]]) = "cf.pop_back" ([[S]])
// CHECK-NEXT: () = "cf.yield" ([[P1]])
// CHECK-NEXT: } else {
// CHECK-NEXT: () = "cf.yield" ([[A]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[A]])
// CHECK-NEXT: "builtin.shadow_output" ([[R]]) {output_name:"r"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"design_pops_between_pushes",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%s) = "cf.create_stack" () {} : () -> cf.stack
    () = "cf.push_back" (%s, %a) {} : (cf.stack, tensor<4xf32>) ->
    (%r) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%p0) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
        (%p1) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
        () = "cf.yield" (%p1) {} : (tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%a) {} : (tensor<4xf32>) ->
    }
    () = "cf.push_back" (%s, %a) {} : (cf.stack, tensor<4xf32>) ->
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (tensor<4xf32>) ->
}

// -----
// Design form: pops nested in an op after the last push are fine. The
// first pop gets t (pushed last) and is unused: that pair goes.
// CHECK-LABEL: name:"design_pops_nested_after_pushes"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[S:%[0-9]+]]) = "cf.create_stack" ()
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[A]])
// CHECK-NEXT: "pd_op.tanh" ([[A]])
// CHECK-NEXT: ([[R:%[0-9]+]]) = "pd_op.if" ([[C]])
// CHECK-NEXT: ([[PA:%[0-9]+]]) = "cf.pop_back" ([[S]])
// CHECK-NEXT: () = "cf.yield" ([[PA]])
// CHECK-NEXT: } else {
// CHECK-NEXT: () = "cf.yield" ([[A]])
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "builtin.shadow_output" ([[R]]) {output_name:"r"}
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"design_pops_nested_after_pushes",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%s) = "cf.create_stack" () {} : () -> cf.stack
    () = "cf.push_back" (%s, %a) {} : (cf.stack, tensor<4xf32>) ->
    (%t) = "pd_op.tanh" (%a) {} : (tensor<4xf32>) -> tensor<4xf32>
    () = "cf.push_back" (%s, %t) {} : (cf.stack, tensor<4xf32>) ->
    (%r) = "pd_op.if" (%c) {} -> tensor<4xf32> {
        (%pt) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
        (%pa) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
        () = "cf.yield" (%pa) {} : (tensor<4xf32>) ->
    } else {
        () = "cf.yield" (%a) {} : (tensor<4xf32>) ->
    }
    () = "builtin.shadow_output" (%r) {output_name:"r"} : (tensor<4xf32>) ->
}

// -----
// Refused (design form): the pushes are in two blocks (then and else).
// CHECK-LABEL: name:"design_pushes_in_two_blocks"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[C:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]}
// CHECK-NEXT: ([[S:%[0-9]+]]) = "cf.create_stack" ()
// CHECK-NEXT: "pd_op.if" ([[C]])
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[A]])
// CHECK-NEXT: () = "cf.yield" ()
// CHECK-NEXT: } else {
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[A]])
// CHECK-NEXT: () = "cf.yield" ()
// CHECK-NEXT: {{^ +}$}}
// CHECK-NEXT: "cf.pop_back" ([[S]])
// CHECK-NEXT: "cf.pop_back" ([[S]])
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"design_pushes_in_two_blocks",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>
    (%s) = "cf.create_stack" () {} : () -> cf.stack
    () = "pd_op.if" (%c) {} -> {
        () = "cf.push_back" (%s, %a) {} : (cf.stack, tensor<4xf32>) ->
        () = "cf.yield" () {} : () ->
    } else {
        () = "cf.push_back" (%s, %a) {} : (cf.stack, tensor<4xf32>) ->
        () = "cf.yield" () {} : () ->
    }
    (%p0) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
    (%p1) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>
}

// -----
// Refused (design form): two pushes, one pop.
// CHECK-LABEL: name:"design_count_mismatch"
// CHECK-NEXT: ([[A:%[0-9]+]]) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]}
// CHECK-NEXT: ([[S:%[0-9]+]]) = "cf.create_stack" ()
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[A]])
// CHECK-NEXT: () = "cf.push_back" ([[S]], [[A]])
// CHECK-NEXT: "cf.pop_back" ([[S]]) {} : (cf.stack) -> tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: {{^}$}}
{
    (%l) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"design_count_mismatch",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%a) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"a",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%s) = "cf.create_stack" () {} : () -> cf.stack
    () = "cf.push_back" (%s, %a) {} : (cf.stack, tensor<4xf32>) ->
    () = "cf.push_back" (%s, %a) {} : (cf.stack, tensor<4xf32>) ->
    (%p0, %p1) = "cf.pop_back" (%s) {} : (cf.stack) -> tensor<4xf32>, tensor<4xf32>
}
