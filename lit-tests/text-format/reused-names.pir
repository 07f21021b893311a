// A name whose region closed may be defined again: in a sibling region and
// after the region op, each definition is a new value (the printer numbers
// them apart); a use after the region closed is an error (errors/values.pir).
// The reader remembers a closed name in its entry (lib/text/parser.c, NAME_CLOSED).
// RUN: pir-opt %s | FileCheck %s

// CHECK: (%1) = "pd_op.if" (%0)
// CHECK-NEXT: (%2) = "pd_op.logical_not" (%0)
// CHECK-NEXT: "cf.yield" (%2)
// CHECK-NEXT: {{^    }}} else {
// CHECK-NEXT: (%3) = "pd_op.logical_and" (%0, %0)
// CHECK-NEXT: "cf.yield" (%3)
// CHECK-NEXT: {{^    }}}{{$}}
// CHECK-NEXT: (%4) = "pd_op.logical_or" (%1, %0)
// CHECK-NEXT: "pd_op.fetch" (%4)
{
    (%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>
    (%1) = "pd_op.if" (%0) {} -> tensor<1xb> {
        (%5) = "pd_op.logical_not" (%0) {} : (tensor<1xb>) -> tensor<1xb>
        () = "cf.yield" (%5) {} : (tensor<1xb>) ->
    } else {
        (%5) = "pd_op.logical_and" (%0, %0) {} : (tensor<1xb>, tensor<1xb>) -> tensor<1xb>
        () = "cf.yield" (%5) {} : (tensor<1xb>) ->
    }
    (%5) = "pd_op.logical_or" (%1, %0) {} : (tensor<1xb>, tensor<1xb>) -> tensor<1xb>
    () = "pd_op.fetch" (%5) {name:"out"} : (tensor<1xb>) ->
}
