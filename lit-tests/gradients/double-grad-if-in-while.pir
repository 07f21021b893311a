// REQUIRES: append-backward
// Double grad through an if nested in a while (docs/passes.md, "Double
// grad"), Paddle's stack form, both region-grads forms. The if's stacks are
// made in the loop body, so the body pushes them and the backward while
// pops them for the backward if: the pairing of the backward if's pops
// with the forward branches' pushes follows the handles through those
// copies. The backward if returns h's gradient, which the backward while
// yields; before, it was a buffer the second backward refused. w's, read
// from outside the loop, the backward while carries as a loop value. H v
// along random directions of x and w, both first gradients differentiated,
// against finite differences of the first backward's gradients.
// RUN: python3 %scripts/hvp-check.py %S/../passes/Inputs/double-grad-if-in-while.pir --loss=loss --directions=3 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %S/../passes/Inputs/double-grad-if-in-while.pir --loss=loss --directions=2 --seed=2 --options=region-grads=0 | FileCheck %s
// RUN: python3 %scripts/hvp-check.py %S/../passes/Inputs/double-grad-if-in-while.pir --loss=loss --grads=x --directions=2 --seed=3 | FileCheck %s
// CHECK-DAG: x: H v worst relative error
// CHECK-DAG: w: H v worst relative error
// CHECK: hvp-check: ok
// RUN: python3 %scripts/grad-check.py %S/../passes/Inputs/double-grad-if-in-while.pir | FileCheck %s --check-prefix=FIRST
// FIRST-DAG: x@GRAD: worst relative error
// FIRST-DAG: w@GRAD: worst relative error
// FIRST: grad-check: ok
