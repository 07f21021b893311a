// Ops with regions in the generic form: each region after the signature,
// blocks labelled ^bbN when they have arguments or share their region,
// successors after the operand list (docs/text-format.md 1.4, 3.2).
// RUN: pir-opt --split-input-file --allow-unregistered-dialect %s | FileCheck --strict-whitespace %s
// RUN: pir-opt --split-input-file --allow-unregistered-dialect %s | pir-opt --split-input-file --allow-unregistered-dialect | FileCheck --strict-whitespace %s

// A registered region op (pd_op.pylayer) with one single-block region: no label.
// CHECK-LABEL: "pd_op.pylayer"
// CHECK-SAME: ([[X:%[0-9]+]]) {} : (tensor<4xf32>) -> tensor<4xf32> {{[{]$}}
// CHECK-NEXT: {{^        }}([[T:%[0-9]+]]) = "pd_op.tanh" ([[X]]) {} : (tensor<4xf32>) -> tensor<4xf32>{{$}}
// CHECK-NEXT: {{^        }}() = "cf.yield" ([[T]]) {} : (tensor<4xf32>) ->{{$}}
// CHECK-NEXT: {{^    }}}{{$}}
// CHECK-NOT: ^bb
{
    (%0) = "pd_op.full" () {dtype:float32,place:Place(cpu),shape:[4],value:1} : () -> tensor<4xf32>
    (%1) = "pd_op.pylayer" (%0) {} : (tensor<4xf32>) -> tensor<4xf32> {
        (%2) = "pd_op.tanh" (%0) {} : (tensor<4xf32>) -> tensor<4xf32>
        () = "cf.yield" (%2) {} : (tensor<4xf32>) ->
    }
}

// -----
// Several regions, printed '} {'; an empty region; regions nested three deep.
// CHECK-LABEL: "test.three_regions"
// CHECK-SAME: () {} : () -> {{[{]$}}
// CHECK-NEXT: {{^        }}() = "test.a" () {} : () ->{{$}}
// CHECK-NEXT: {{^    }}} {{[{]$}}
// CHECK-NEXT: {{^    }}} {{[{]$}}
// CHECK-NEXT: {{^        }}() = "test.outer" () {} : () -> {{[{]$}}
// CHECK-NEXT: {{^            }}() = "test.inner" () {} : () -> {{[{]$}}
// CHECK-NEXT: {{^                }}() = "test.leaf" () {} : () ->{{$}}
// CHECK-NEXT: {{^            }}}{{$}}
// CHECK-NEXT: {{^        }}}{{$}}
// CHECK-NEXT: {{^    }}}{{$}}
// CHECK-NEXT: {{^}}}{{$}}
{
    () = "test.three_regions" () {} : () -> {
        () = "test.a" () {} : () ->
    } {
    } {
        () = "test.outer" () {} : () -> {
            () = "test.inner" () {} : () -> {
                () = "test.leaf" () {} : () ->
            }
        }
    }
}

// -----
// A region of several blocks: every block is labelled, successors name
// blocks of the same region, labels may be used before they are defined and
// are renumbered ^bb0.. in order. Values of an earlier block are visible in
// later blocks (textual order stands in for dominance).
// CHECK-LABEL: "test.cfg"
// CHECK-SAME: ([[C:%[0-9]+]]) {} : (tensor<1xb>) -> tensor<1xb> {{[{]$}}
// CHECK-NEXT: {{^    }}^bb0:{{$}}
// CHECK-NEXT: {{^        }}([[E:%[0-9]+]]) = "test.entry_value" () {} : () -> tensor<1xb>{{$}}
// CHECK-NEXT: {{^        }}() = "test.cond_br" ([[C]]) [^bb1, ^bb2] {} : (tensor<1xb>) ->{{$}}
// CHECK-NEXT: {{^    }}^bb1:{{$}}
// CHECK-NEXT: {{^        }}() = "test.br" () [^bb3] {} : () ->{{$}}
// CHECK-NEXT: {{^    }}^bb2([[A:%arg_[0-9]+]]: tensor<1xb>, [[B:%arg_[0-9]+]]: i64):{{$}}
// CHECK-NEXT: {{^        }}() = "test.yield" ([[A]], [[B]]) {} : (tensor<1xb>, i64) ->{{$}}
// CHECK-NEXT: {{^    }}^bb3:{{$}}
// CHECK-NEXT: {{^        }}() = "test.yield" ([[E]]) {} : (tensor<1xb>) ->{{$}}
// CHECK-NEXT: {{^    }}} {{[{]$}}
// CHECK-NEXT: {{^    }}^bb0:{{$}}
// CHECK-NEXT: {{^        }}() = "test.br" () [^bb1] {} : () ->{{$}}
// CHECK-NEXT: {{^    }}^bb1:{{$}}
// CHECK-NEXT: {{^        }}() = "test.br" () [^bb0] {} : () ->{{$}}
// CHECK-NEXT: {{^    }}}{{$}}
// CHECK-NOT: ^entry
// CHECK-NOT: ^exit
{
    (%0) = "test.cond" () {} : () -> tensor<1xb>
    (%1) = "test.cfg" (%0) {} : (tensor<1xb>) -> tensor<1xb> {
    ^entry:
        (%2) = "test.entry_value" () {} : () -> tensor<1xb>
        () = "test.cond_br" (%0) [^then, ^else] {} : (tensor<1xb>) ->
    ^then:
        () = "test.br" () [^exit] {} : () ->
    ^else(%a: tensor<1xb>, %b: i64):
        () = "test.yield" (%a, %b) {} : (tensor<1xb>, i64) ->
    ^exit:
        () = "test.yield" (%2) {} : (tensor<1xb>) ->
    } {
    ^loop:
        () = "test.br" () [^bb7] {} : () ->
    ^bb7:
        () = "test.br" () [^loop] {} : () ->
    }
}

// -----
// A single block with arguments gets a label; nested labels are indented with
// their op; block arguments are numbered %arg_N across the program.
// CHECK-LABEL: "test.with_args"
// CHECK-NEXT: {{^    }}^bb0([[P:%arg_[0-9]+]]: f32):{{$}}
// CHECK-NEXT: {{^        }}() = "test.nested" () {} : () -> {{[{]$}}
// CHECK-NEXT: {{^        }}^bb0([[Q:%arg_[0-9]+]]: f32, {{%arg_[0-9]+}}: vec[f32,i64]):{{$}}
// CHECK-NEXT: {{^            }}() = "test.use" ([[P]], [[Q]]) {} : (f32, f32) ->{{$}}
{
    () = "test.with_args" () {} : () -> {
    ^bb0(%arg0: f32):
        () = "test.nested" () {} : () -> {
        ^bb0(%arg_0: f32, %arg_1: vec[f32,i64]):
            () = "test.use" (%arg0, %arg_0) {} : (f32, f32) ->
        }
    }
}
