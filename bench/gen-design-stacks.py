#!/usr/bin/env python3
# gen-design-stacks.py N OUT [--no-grad]: N instrumented design-form pd_op.while loops in a
# chain (docs/design.md 3.7), each with a pd_op.while_grad unless --no-grad; the input of
# bench/README.md, "Stack pruning on the design form".
import sys
n = int(sys.argv[1]); f = sys.argv[2]; grads = '--no-grad' not in sys.argv[3:]
out=['{','    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)int64,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xi64>','    (%ten) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)10} : () -> tensor<1xi64>']
prev='%x'
for i in range(n):
    out.append(f'''    (%r{i}, %s{i}) = "pd_op.while" ({prev}) {{}} : (tensor<1xi64>) -> tensor<1xi64>, cf.stack {{
    ^bb0(%a: tensor<1xi64>):
        (%stack) = "cf.create_stack" () {{}} : () -> cf.stack
        () = "cf.yield" (%a, %stack) {{}} : (tensor<1xi64>, cf.stack) ->
    }} {{
    ^bb0(%a1: tensor<1xi64>, %st: cf.stack):
        (%k) = "pd_op.less_than" (%a1, %ten) {{}} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xb>
        () = "cf.push_back" (%st, %a1) {{}} : (cf.stack, tensor<1xi64>) ->
        () = "cf.push_back" (%st, %k) {{}} : (cf.stack, tensor<1xb>) ->
        () = "cf.cond_yield" (%k, %a1, %st) {{}} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
    }} {{
    ^bb0(%a2: tensor<1xi64>, %st: cf.stack):
        (%n) = "pd_op.add" (%a2, %ten) {{}} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.push_back" (%st, %a2) {{}} : (cf.stack, tensor<1xi64>) ->
        () = "cf.push_back" (%st, %n) {{}} : (cf.stack, tensor<1xi64>) ->
        () = "cf.yield" (%n, %st) {{}} : (tensor<1xi64>, cf.stack) ->
    }}''')
    prev=f'%r{i}'
for i in (reversed(range(n)) if grads else []):
    out.append(f'''    (%ig{i}, %so{i}) = "pd_op.while_grad" (%x, %s{i}) {{}} : (tensor<1xi64>, cf.stack) -> tensor<1xi64>, cf.stack {{
    ^bb0(%g1: tensor<1xi64>, %t: cf.stack):
        (%pk) = "cf.pop_back" (%t) {{}} : (cf.stack) -> tensor<1xb>
        (%pa) = "cf.pop_back" (%t) {{}} : (cf.stack) -> tensor<1xi64>
        (%e) = "cf.is_empty" (%t) {{}} : (cf.stack) -> tensor<1xb>
        () = "cf.cond_yield" (%e, %g1, %t) {{}} : (tensor<1xb>, tensor<1xi64>, cf.stack) ->
    }} {{
    ^bb0(%g2: tensor<1xi64>, %t: cf.stack):
        (%pn) = "cf.pop_back" (%t) {{}} : (cf.stack) -> tensor<1xi64>
        (%pa2) = "cf.pop_back" (%t) {{}} : (cf.stack) -> tensor<1xi64>
        (%u) = "pd_op.add_" (%g2, %pa2) {{}} : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
        () = "cf.yield" (%g2, %t) {{}} : (tensor<1xi64>, cf.stack) ->
    }}''')
out.append(f'    () = "builtin.shadow_output" ({prev}) {{output_name:"out"}} : (tensor<1xi64>) ->')
out.append('}')
open(f,'w').write('\n'.join(out)+'\n')
