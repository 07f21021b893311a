#!/usr/bin/env python3
# adversarial.py: generators of inputs that once broke pir-opt (a crash or a
# quadratic cost), for the lit tests that keep them fixed and for the fuzz
# seeds. Usage: python3 scripts/adversarial.py SHAPE N > file
#   big-region N    a pd_op.if whose then-branch defines N values, then a
#                   use of one of them after the region closed (invalid)
#   near-miss N     N lines '// ----' (near misses of the split marker)
#   attr-dict N     one op with an attribute dictionary of N keys
#   tiny-programs N N programs of one op, separated by '// -----'
#   deep-regions N  N nested pd_op.if regions, each with a typed op inside
#   yaml-keys N     a --dialect YAML with one op of N attributes and N inputs
#   yaml-aliases N  a --dialect YAML of N ops sharing, through aliases, one
#                   list of N inputs and one of N attributes
#   yaml-mapping N  a --dialect YAML op definition of N keys (all unknown)
#   one-line-errors N  N invalid ops on one line, each expected by an
#                   'expected-error@above' comment (--verify-diagnostics)
#   region-errors N N pd_op.if whose body and whose own results are invalid:
#                   2N errors, each if's after its body's (going back a line)
#   wide-and-deep N N ops at the top level (%w0 .. %wN-1), then pd_op.if
#                   nested 70 levels deep (%a0 .. %a69 inside): large enough
#                   to be verified on two threads, deeper than the helper
#                   thread goes (lib/ir/verifier.c)
#   peak-rss MB CMD... (not a shape) runs CMD and fails if its peak resident
#                   memory exceeds MB megabytes
import sys

DATA = ('(%0) = "pd_op.full" () {dtype:bool,place:Place(cpu),shape:[1],value:1} : () -> tensor<1xb>\n')


def big_region(n, use_after=True):
    out = ['{\n', '    ' + DATA]
    out.append('    (%1) = "pd_op.if" (%0) {} -> tensor<1xb> {\n')
    for i in range(n):
        out.append('        (%%%d) = "pd_op.logical_not" (%%0) {} : (tensor<1xb>) -> tensor<1xb>\n' % (i + 2))
    out.append('        () = "cf.yield" (%2) {} : (tensor<1xb>) ->\n')
    out.append('    } else {\n        () = "cf.yield" (%0) {} : (tensor<1xb>) ->\n    }\n')
    if use_after:
        out.append('    (%%%d) = "pd_op.logical_not" (%%%d) {} : (tensor<1xb>) -> tensor<1xb>\n' % (n + 2, n + 1))
    out.append('}\n')
    return ''.join(out)


def near_miss(n):
    return '{\n}\n' + '// ----\n' * n


def attr_dict(n):
    keys = ','.join('k%d:%d' % (i, i) for i in range(n))
    return '{\n    () = "test.op" () {%s} : () ->\n}\n' % keys


def tiny_programs(n):
    return '// -----\n'.join('{\n    ' + DATA + '}\n' for _ in range(n))


def deep_regions(n):
    out = ['{\n', DATA]
    for i in range(n):
        out.append('(%%r%d) = "pd_op.if" (%%0) {} -> tensor<1xb> {\n' % i)
        out.append('(%%a%d) = "pd_op.logical_not" (%%0) {} : (tensor<1xb>) -> tensor<1xb>\n' % i)
    for i in reversed(range(n)):
        inner = '%%a%d' % i if i == n - 1 else '%%r%d' % (i + 1)
        out.append('() = "cf.yield" (%s) {} : (tensor<1xb>) ->\n' % inner)
        out.append('} else {\n() = "cf.yield" (%0) {} : (tensor<1xb>) ->\n}\n')
    if n:
        out.append('() = "pd_op.fetch" (%r0) {name:"out"} : (tensor<1xb>) ->\n')
    out.append('}\n')
    return ''.join(out)


def yaml_keys(n):
    attrs = ''.join('      - {name: a%d, kind: int32, default: 0}\n' % i for i in range(n))
    inputs = ''.join('      - {name: x%d, type: tensor}\n' % i for i in range(n))
    return 'dialect: adv\nops:\n  - name: many\n    attributes:\n' + attrs + '    inputs:\n' + inputs


def yaml_aliases(n):
    # n ops sharing, through aliases, one list of n inputs and n attributes.
    ins = ', '.join('{name: x%d}' % i for i in range(n))
    attrs = ', '.join('{name: a%d, default: 0}' % i for i in range(n))
    out = ['dialect: adv\nops:\n', '  - name: op0\n    inputs: &in [%s]\n    attributes: &at [%s]\n' % (ins, attrs)]
    for i in range(1, n):
        out.append('  - {name: op%d, inputs: *in, attributes: *at}\n' % i)
    return ''.join(out)


def yaml_mapping(n):
    return 'dialect: adv\nops:\n  - {name: wide, %s}\n' % ', '.join('k%d: 1' % i for i in range(n))


def one_line_errors(n):
    data = ('(%x) = "pd_op.data" () {dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),'
            'shape:(pd_op.IntArray)[4]} : () -> tensor<4xf32>')
    ops = ' '.join('(%%y%d) = "pd_op.relu" (%%x) {} : (tensor<4xf32>) -> tensor<5xf32>' % i for i in range(n))
    return '{\n' + data + '\n' + ops + '\n' + '// expected-error@above {{contradicts}}\n' * n + '}\n'


def region_errors(n):
    one = ('(%%i%d) = "pd_op.if" (%%0) {} -> tensor<1xb> {\n'
           '(%%t%d) = "pd_op.logical_not" (%%0) {} : (tensor<1xb>) -> tensor<2xb>\n'
           '() = "cf.yield" (%%t%d) {} : (tensor<2xb>) ->\n'
           '} else {\n() = "cf.yield" (%%0) {} : (tensor<1xb>) ->\n}\n')
    return '{\n' + DATA + ''.join(one % (i, i, i) for i in range(n)) + '}\n'


def wide_and_deep(n):
    out = ['{\n', DATA]
    for i in range(n):
        out.append('(%%w%d) = "pd_op.logical_not" (%%%s) {} : (tensor<1xb>) -> tensor<1xb>\n'
                   % (i, '0' if i == 0 else 'w%d' % (i - 1)))
    return ''.join(out) + deep_regions(70)[len('{\n') + len(DATA):]


def peak_rss(limit_mb, cmd):
    import resource, subprocess
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL)
    mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    if p.returncode != 0:
        sys.exit('%s: exit status %d' % (' '.join(cmd), p.returncode))
    if mb > limit_mb:
        sys.exit('%s: peak memory %.0f MB, more than %d MB' % (' '.join(cmd), mb, limit_mb))


SHAPES = {'yaml-mapping': yaml_mapping, 'big-region': big_region, 'near-miss': near_miss, 'attr-dict': attr_dict,
          'tiny-programs': tiny_programs, 'deep-regions': deep_regions, 'yaml-keys': yaml_keys,
          'yaml-aliases': yaml_aliases, 'one-line-errors': one_line_errors,
          'region-errors': region_errors, 'wide-and-deep': wide_and_deep}

if __name__ == '__main__':
    if len(sys.argv) > 3 and sys.argv[1] == 'peak-rss':
        peak_rss(int(sys.argv[2]), sys.argv[3:])
        sys.exit(0)
    if len(sys.argv) != 3 or sys.argv[1] not in SHAPES:
        sys.exit('usage: adversarial.py {%s} N | peak-rss MB CMD...' % '|'.join(SHAPES))
    sys.stdout.write(SHAPES[sys.argv[1]](int(sys.argv[2])))
