"""Prints PIR programs with many duplicated ops for the CSE scale tests.

usage: gen-duplicates.py SHAPE N
  ladder  N copies of full -> add(x, full) -> multiply(a, a), summed by a
          chain of N-1 adds: CSE leaves 1 full, 1 multiply and N adds
          (3*(N-1) ops merged).
  twins   two identical chains of N unary ops on x, both fetched: CSE leaves
          one chain (N ops merged).
  ifs     N pd_op.if ops on the same condition, each recomputing the outer
          constant in its then branch: the N inner constants merge into the
          outer one, then the N ifs are equal and merge into one (2*N-1).
  nested  N pd_op.if ops nested in each other's then branch, each level
          recomputing the outer constant: N ops merged, N ifs kept.
"""
import sys

shape, n = sys.argv[1], int(sys.argv[2])
T = "tensor<4xf32>"
DATA = 'dtype:(pd_op.DataType)float32,name:"x",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[4]'
FULL = "dtype:(pd_op.DataType)float32,place:(pd_op.Place)Place(cpu),shape:(pd_op.IntArray)[4],value:(Float)1"
out = ["{", f'    (%x) = "pd_op.data" () {{{DATA}}} : () -> {T}']
emit = out.append


def full(name, indent="    "):
    emit(f'{indent}(%{name}) = "pd_op.full" () {{{FULL}}} : () -> {T}')


def binop(op, res, a, b, indent="    "):
    emit(f'{indent}(%{res}) = "pd_op.{op}" (%{a}, %{b}) {{}} : ({T}, {T}) -> {T}')


if shape == "ladder":
    for i in range(n):
        full(f"f{i}")
        binop("add", f"a{i}", "x", f"f{i}")
        binop("multiply", f"m{i}", f"a{i}", f"a{i}")
    prev = "m0"
    for i in range(1, n):
        binop("add", f"s{i}", prev, f"m{i}")
        prev = f"s{i}"
    emit(f'    () = "pd_op.fetch" (%{prev}) {{name:"out"}} : ({T}) ->')
elif shape == "twins":
    ops = ["relu", "tanh", "exp", "sigmoid"]
    for chain in "ab":
        prev = "x"
        for i in range(n):
            emit(f'    (%{chain}{i}) = "pd_op.{ops[i % len(ops)]}" (%{prev}) {{}} : ({T}) -> {T}')
            prev = f"{chain}{i}"
        emit(f'    () = "pd_op.fetch" (%{prev}) {{name:"{chain}"}} : ({T}) ->')
elif shape in ("ifs", "nested"):
    emit('    (%c) = "pd_op.data" () {dtype:(pd_op.DataType)bool,name:"c",place:(pd_op.Place)Place(undefined:0),shape:(pd_op.IntArray)[1]} : () -> tensor<1xb>')
    full("one")
    if shape == "ifs":
        for i in range(n):
            emit(f'    (%r{i}) = "pd_op.if" (%c) {{}} -> {T} {{')
            full(f"f{i}", " " * 8)
            binop("add", f"t{i}", "x", f"f{i}", " " * 8)
            emit(f'        () = "cf.yield" (%t{i}) {{}} : ({T}) ->')
            emit("    } else {")
            emit(f'        () = "cf.yield" (%x) {{}} : ({T}) ->')
            emit("    }")
            emit(f'    () = "pd_op.fetch" (%r{i}) {{name:"r{i}"}} : ({T}) ->')
    else:
        def level(i, indent):
            pad = " " * indent
            emit(f'{pad}(%r{i}) = "pd_op.if" (%c) {{}} -> {T} {{')
            inner = " " * (indent + 4)
            full(f"f{i}", inner)
            if i + 1 < n:
                level(i + 1, indent + 4)
                binop("add", f"t{i}", f"r{i + 1}", f"f{i}", inner)
            else:
                binop("add", f"t{i}", "x", f"f{i}", inner)
            emit(f'{inner}() = "cf.yield" (%t{i}) {{}} : ({T}) ->')
            emit(f"{pad}}} else {{")
            emit(f'{inner}() = "cf.yield" (%one) {{}} : ({T}) ->')
            emit(f"{pad}}}")

        sys.setrecursionlimit(10 * n + 1000)
        level(0, 4)
        emit(f'    () = "pd_op.fetch" (%r0) {{name:"out"}} : ({T}) ->')
else:
    sys.exit(f"unknown shape {shape}")
emit("}")
print("\n".join(out))
