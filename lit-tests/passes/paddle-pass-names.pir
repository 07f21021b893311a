// Paddle's pass names in --pass-pipeline and -p (passes/paddle_pass_names.def,
// docs/passes.md "Paddle's pass names"): a name Paddle gives a pass that
// exists here runs that pass, options included; a known Paddle pass with no
// counterpart is an error naming the closest pass here, or saying none does
// its job; a misspelt Paddle name gets Paddle's spelling as the hint.
{
    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>
    (%p) = "builtin.parameter" () {parameter_name:"w"} : () -> tensor<4xf32>
    (%a) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%b) = "pd_op.relu" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%c) = "pd_op.exp" (%x) {} : (tensor<4xf32>) -> tensor<4xf32>
    (%s) = "pd_op.add" (%a, %b) {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    () = "pd_op.fetch" (%s) {name:"s"} : (tensor<4xf32>) ->
}

// Paddle's names give exactly what ours give, and the pipeline is printed
// with ours.
// RUN: pir-opt -p 'cse,dce' %s > %t.ours
// RUN: pir-opt -p 'common_subexpression_elimination_pass,dead_code_elimination_pass' %s > %t.paddle
// RUN: pir-opt --pass-pipeline='builtin.module(common_subexpression_elimination_pass, dce)' %s > %t.mixed
// RUN: diff %t.ours %t.paddle
// RUN: diff %t.ours %t.mixed
// RUN: FileCheck %s --check-prefix=OUT < %t.paddle
// One relu is left, the exp is gone, the parameter stays (dce keeps one
// read of each parameter name by default):
// OUT: "pd_op.data"
// OUT-NEXT: "builtin.parameter"
// OUT-NEXT: ([[A:%[0-9]+]]) = "pd_op.relu"
// OUT-NEXT: "pd_op.add" ([[A]], [[A]])
// OUT-NEXT: "pd_op.fetch"
// OUT-NEXT: {{^}$}}
// RUN: pir-opt -p 'common_subexpression_elimination_pass,dead_code_elimination_pass' --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// DUMP: builtin.module(cse,dce{remove-unused-results=1 prune-parameters=0})

// Options go to the pass the name stands for:
// RUN: pir-opt -p 'dead_code_elimination_pass{prune-parameters=1}' %s | FileCheck %s --check-prefix=PRUNE
// PRUNE-NOT: builtin.parameter
// PRUNE: "pd_op.fetch"
// RUN: not pir-opt -p 'dead_code_elimination_pass{prune=1}' %s 2>&1 | FileCheck %s --check-prefix=BAD-OPT
// BAD-OPT: <pass-pipeline>:1:28: error: pass 'dce' has no option 'prune' (its options: remove-unused-results, prune-parameters)

// A Paddle pass done here only in part: the error names the closest pass
// and what it leaves out; nothing is printed, exit 1.
// RUN: not pir-opt -p 'cse,infer_symbolic_shape_pass' %s > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=CLOSEST < %t.err
// RUN: count 0 < %t.out
// CLOSEST: <pass-pipeline>:1:5: error: Paddle's pass 'infer_symbolic_shape_pass' has no counterpart here; the closest is 'infer-shapes' (it refines -1 dims and unknown dtypes to known ones, with no symbolic shapes)
// CLOSEST-NEXT: cse,infer_symbolic_shape_pass
// CLOSEST-NEXT: {{^    \^$}}

// A Paddle pass nothing here does:
// RUN: not pir-opt -p 'remove_shadow_feed_pass' %s 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: error: Paddle's pass 'remove_shadow_feed_pass' has no counterpart here, and no pass here does part of it (see --list-passes)
// The passes of issue 28 do part of Paddle's constant folding, inplace
// and conv+bn fusion; each name points at ours:
// RUN: not pir-opt -p 'constant_folding_pass' %s 2>&1 | FileCheck %s --check-prefix=FOLD
// FOLD: error: Paddle's pass 'constant_folding_pass' has no counterpart here; the closest is 'canonicalize' (it folds shape computations and identity ops, not every op whose inputs are constants)
// RUN: not pir-opt -p 'inplace_pass' %s 2>&1 | FileCheck %s --check-prefix=INPLACE
// INPLACE: error: Paddle's pass 'inplace_pass' has no counterpart here; the closest is 'functional-to-inplace'
// RUN: not pir-opt -p 'conv2d_bn_fuse_pass' %s 2>&1 | FileCheck %s --check-prefix=CONVBN
// CONVBN: error: Paddle's pass 'conv2d_bn_fuse_pass' has no counterpart here; the closest is 'fold-conv-bn'

// Misspelt, or without its "_pass": Paddle's spelling is the hint; a name
// close to one of ours still gets ours.
// RUN: not pir-opt -p 'dead_code_elimination' %s 2>&1 | FileCheck %s --check-prefix=STEM
// STEM: error: 'dead_code_elimination' is not a registered pass; did you mean Paddle's 'dead_code_elimination_pass'?
// RUN: not pir-opt -p 'common_subexpresion_elimination_pass' %s 2>&1 | FileCheck %s --check-prefix=TYPO
// TYPO: error: 'common_subexpresion_elimination_pass' is not a registered pass; did you mean Paddle's 'common_subexpression_elimination_pass'?
// RUN: not pir-opt -p 'dce_' %s 2>&1 | FileCheck %s --check-prefix=OURS
// OURS: error: 'dce_' is not a registered pass; did you mean 'dce'?

// Every Paddle name of the table is in docs/passes.md's table:
// RUN: python3 %S/Inputs/paddle-names-documented.py %S/../../passes/paddle_pass_names.def %S/../../docs/passes.md
