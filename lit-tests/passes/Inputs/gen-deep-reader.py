"""gen-deep-reader.py N: a = exp(x) read by a sin N pd_op.if levels down,
then relu(a) after the ifs (a's last reader: functional-to-inplace may make
it relu_ when it can place the sin's use)."""
import sys

n = int(sys.argv[1])
T = 'tensor<4xf32>'
o = ['{',
     '(%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4],stop_gradient:[true]} : () -> ' + T,
     '(%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1],stop_gradient:[true]} : () -> tensor<1xb>',
     '(%a) = "pd_op.exp" (%x) {} : (' + T + ') -> ' + T]
for d in range(n):
    o.append('(%%i%d) = "pd_op.if" (%%c) {} -> %s {' % (d, T))
o.append('(%%s) = "pd_op.sin" (%%a) {} : (%s) -> %s' % (T, T))
for d in reversed(range(n)):
    o.append('() = "cf.yield" (%%%s) {} : (%s) ->' % ('s' if d == n - 1 else 'i%d' % (d + 1), T))
    o.append('} else {')
    o.append('() = "cf.yield" (%%x) {} : (%s) ->' % T)
    o.append('}')
o.append('(%%b) = "pd_op.relu" (%%a) {} : (%s) -> %s' % (T, T))
o.append('() = "builtin.shadow_output" (%%b) {output_name:"b"} : (%s) ->' % T)
o.append('() = "builtin.shadow_output" (%%i0) {output_name:"i"} : (%s) ->' % T)
o.append('}')
print('\n'.join(o))
