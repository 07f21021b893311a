// --print-op-generic prints every op in the generic form: pd_op.if and
// pd_op.while lose their custom syntax (no 'else', no 'cond=/inputs=', types
// spelled out, block arguments in a ^bb0 label), and the output reads back
// to the same program: generic -> read -> canonical equals the canonical form.
// RUN: pir-opt --print-op-generic %s | FileCheck --strict-whitespace %s
// RUN: pir-opt %s > %t.canonical
// RUN: pir-opt --print-op-generic %s | pir-opt > %t.via-generic
// RUN: diff %t.canonical %t.via-generic
// The same on the corpus programs with pd_op.if and pd_op.while.
// RUN: pir-opt %inputs/paddle-dumps/11_community_pir_save_load_if_op.pir > %t.if
// RUN: pir-opt --print-op-generic %inputs/paddle-dumps/11_community_pir_save_load_if_op.pir | pir-opt | diff %t.if -
// RUN: pir-opt %inputs/paddle-dumps/12_community_pir_save_load_while_op.pir > %t.while
// RUN: pir-opt --print-op-generic %inputs/paddle-dumps/12_community_pir_save_load_while_op.pir | pir-opt | diff %t.while -
// And the generic form really is different from the canonical one.
// RUN: pir-opt --print-op-generic %s | not grep -e ' else ' -e 'cond='

// CHECK-LABEL: {{^}}{{{$}}
// CHECK-NEXT: {{^}}^bb0(%arg_0: tensor<1xb>, %arg_1: tensor<2xf32>):{{$}}
// CHECK-NEXT: {{^    }}(%0) = "pd_op.if" (%arg_0) {} : (tensor<1xb>) -> tensor<2xf32> {{[{]$}}
// CHECK-NEXT: {{^        }}(%1) = "pd_op.relu" (%arg_1) {} : (tensor<2xf32>) -> tensor<2xf32>{{$}}
// CHECK-NEXT: {{^        }}() = "cf.yield" (%1) {} : (tensor<2xf32>) ->{{$}}
// CHECK-NEXT: {{^    }}} {{[{]$}}
// CHECK-NEXT: {{^        }}() = "cf.yield" (%arg_1) {} : (tensor<2xf32>) ->{{$}}
// CHECK-NEXT: {{^    }}}{{$}}
// CHECK-NEXT: {{^    }}(%2) = "pd_op.while" (%arg_0, %0) {} : (tensor<1xb>, tensor<2xf32>) -> tensor<2xf32> {{[{]$}}
// CHECK-NEXT: {{^    }}^bb0(%arg_2: tensor<2xf32>):{{$}}
// CHECK-NEXT: {{^        }}(%3) = "pd_op.relu" (%arg_2) {} : (tensor<2xf32>) -> tensor<2xf32>{{$}}
// CHECK-NEXT: {{^        }}() = "cf.yield" (%arg_0, %3) {} : (tensor<1xb>, tensor<2xf32>) ->{{$}}
// CHECK-NEXT: {{^    }}}{{$}}
// CHECK-NEXT: {{^}}}{{$}}
{
^bb0(%c: tensor<1xb>, %x: tensor<2xf32>):
    (%0) = "pd_op.if" (%c) {} -> tensor<2xf32> {
        (%1) = "pd_op.relu" (%x) {} : (tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" (%1) {} : (tensor<2xf32>) ->
    } else {
        () = "cf.yield" (%x) {} : (tensor<2xf32>) ->
    }
    (%2) = "pd_op.while" (cond=%c, inputs=%0) {
    ^%arg_0
        (%3) = "pd_op.relu" (%arg_0) {} : (tensor<2xf32>) -> tensor<2xf32>
        () = "cf.yield" (%c, %3) {} : (tensor<1xb>, tensor<2xf32>) ->
    }
}
