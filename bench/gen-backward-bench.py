#!/usr/bin/env python3
# gen-backward-bench.py OPS LOOPS: a forward program of about OPS ops in LOOPS pd_op.while loops
# (Paddle's form), chained: each loop carries the value the previous one produced, and its body
# applies about OPS/LOOPS elementwise ops to it and to a parameter; the loss is the mean of the
# last value. The input of bench/README.md, "Backward round trip: instructions" (append-backward,
# stack-pruning, strip-backward at 10k and 100k ops).
import sys

ops, loops = int(sys.argv[1]), int(sys.argv[2])
per = max(1, (ops - 8) // loops - 4)
F, I, B = "tensor<8xf32>", "tensor<1xi64>", "tensor<1xb>"
o = ["{",
     '    (%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[8],stop_gradient:[false]} : () -> ' + F,
     '    (%w) = "builtin.parameter" () {parameter_name:"w"} : () -> ' + F,
     '    (%zero) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)0} : () -> ' + I,
     '    (%one) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)1} : () -> ' + I,
     '    (%n) = "pd_op.full" () {dtype:(pd_op.DataType)int64,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[1],value:(Double)3} : () -> ' + I]
h = "%x"
for k in range(loops):
    o.append('    (%%c%d) = "pd_op.less_than" (%%zero, %%n) {} : (%s, %s) -> %s' % (k, I, I, B))
    o.append('    (%%i%d, %%h%d) = "pd_op.while" (cond=%%c%d, inputs=%%zero, %s) {' % (k, k, k, h))
    o.append('    ^%%a%d, %%b%d' % (k, k))
    v = "%%b%d" % k
    for j in range(per):
        nv = "%%v%d_%d" % (k, j)
        if j % 3 == 1:
            o.append('        (%s) = "pd_op.multiply" (%s, %%w) {} : (%s, %s) -> %s' % (nv, v, F, F, F))
        else:
            o.append('        (%s) = "pd_op.%s" (%s) {} : (%s) -> %s' % (nv, ("tanh", "sin", "sigmoid")[j % 3], v, F, F))
        v = nv
    o.append('        (%%j%d) = "pd_op.add" (%%a%d, %%one) {} : (%s, %s) -> %s' % (k, k, I, I, I))
    o.append('        (%%d%d) = "pd_op.less_than" (%%j%d, %%n) {} : (%s, %s) -> %s' % (k, k, I, I, B))
    o.append('        () = "cf.yield" (%%d%d, %%j%d, %s) {} : (%s, %s, %s) ->' % (k, k, v, B, I, F))
    o.append('    }')
    h = "%%h%d" % k
o.append('    (%%loss) = "pd_op.mean" (%s) {axis:(pd_op.IntArray)[],keepdim:false} : (%s) -> tensor<f32>' % (h, F))
o.append('    () = "builtin.shadow_output" (%loss) {output_name:"loss"} : (tensor<f32>) ->')
o.append("}")
print("\n".join(o))
