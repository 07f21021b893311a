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
#   yaml-keys N     a --dialect YAML with one op of N attributes
#   yaml-aliases N  a --dialect YAML whose ops share anchors through N aliases
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
        out.append('() = "cf.yield" (%%a%d) {} : (tensor<1xb>) ->\n' % i)
        out.append('} else {\n() = "cf.yield" (%0) {} : (tensor<1xb>) ->\n}\n')
    out.append('}\n')
    return ''.join(out)


def yaml_keys(n):
    attrs = ''.join('      - {name: a%d, type: int32, default: 0}\n' % i for i in range(n))
    return 'dialect: adv\nops:\n  - name: many\n    attrs:\n' + attrs


def yaml_aliases(n):
    out = ['dialect: adv\nops:\n', '  - name: op0\n    inputs: &in [{name: x, type: tensor}]\n    outputs: [{name: out, type: tensor}]\n']
    for i in range(1, n):
        out.append('  - name: op%d\n    inputs: *in\n    outputs: [{name: out, type: tensor}]\n' % i)
    return ''.join(out)


SHAPES = {'big-region': big_region, 'near-miss': near_miss, 'attr-dict': attr_dict,
          'tiny-programs': tiny_programs, 'deep-regions': deep_regions, 'yaml-keys': yaml_keys,
          'yaml-aliases': yaml_aliases}

if __name__ == '__main__':
    if len(sys.argv) != 3 or sys.argv[1] not in SHAPES:
        sys.exit(__doc__ if False else 'usage: adversarial.py {%s} N' % '|'.join(SHAPES))
    sys.stdout.write(SHAPES[sys.argv[1]](int(sys.argv[2])))
