#!/usr/bin/env python3
"""gen-weights.py: writes Paddle weights files for tests (the layout of
docs/file-formats.md "Weights": what save_combine writes, tensor after
tensor; or a 1.x directory of one file per variable).

  gen-weights.py OUT SPEC...            a combined file, tensors in sorted name order
  gen-weights.py --dir OUT SPEC...      one file per variable in directory OUT
  SPEC: NAME:DTYPE:DIMS[=V,V,...]       DIMS like 784x100 (or 'scalar');
                                        values default to 0.01 * (i % 100)
Options for broken files: --unsorted (keep the given order), --lod=N
(N LoD levels of one offset each), --version=N (the first tensor's
version), --truncate=N (cut N bytes off the end).
"""
import os
import struct
import sys

# Paddle's VarType.Type codes and struct formats (dialects/programdesc/programdesc.proto).
DTYPES = {
    "bool": (0, "?"), "int16": (1, "h"), "int32": (2, "i"), "int64": (3, "q"),
    "float16": (4, "e"), "float32": (5, "f"), "float64": (6, "d"),
    "uint8": (20, "B"), "int8": (21, "b"),
}


def varint(v):
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def tensor_desc(code, dims):
    # field 1 (data_type, varint), field 2 (dims, int64, unpacked as Paddle writes them)
    out = b"\x08" + varint(code)
    for d in dims:
        out += b"\x10" + varint(d & 0xFFFFFFFFFFFFFFFF)
    return out


def saved_tensor(dtype, dims, values, lod=0, version=0):
    code, fmt = DTYPES[dtype]
    n = 1
    for d in dims:
        n *= d
    if values is None:
        values = [0.01 * (i % 100) for i in range(n)]
    if len(values) != n:
        sys.exit("gen-weights: %d values for %d elements" % (len(values), n))
    if fmt in "?hiqbB":
        values = [int(v) for v in values]
    desc = tensor_desc(code, dims)
    out = struct.pack("<IQ", version, lod)
    for _ in range(lod):
        out += struct.pack("<QQ", 8, 0)
    out += struct.pack("<Ii", 0, len(desc)) + desc
    out += struct.pack("<%d%s" % (n, fmt), *values)
    return out


def parse_spec(spec):
    head, _, vals = spec.partition("=")
    name, dtype, dims = head.rsplit(":", 2)
    dims = [] if dims == "scalar" else [int(d) for d in dims.split("x")]
    values = [float(v) for v in vals.split(",")] if vals else None
    return name, dtype, dims, values


def main(argv):
    opts = {"dir": False, "unsorted": False, "lod": 0, "version": 0, "truncate": 0}
    args = []
    for a in argv:
        if a == "--dir":
            opts["dir"] = True
        elif a == "--unsorted":
            opts["unsorted"] = True
        elif a.startswith("--") and "=" in a:
            k, v = a[2:].split("=", 1)
            opts[k] = int(v)
        else:
            args.append(a)
    if len(args) < 1:
        sys.exit(__doc__)
    out, specs = args[0], [parse_spec(s) for s in args[1:]]
    if not opts["unsorted"]:
        specs.sort(key=lambda s: s[0].encode())  # bytewise, as Python's sorted() on str
    blobs = [(name, saved_tensor(dtype, dims, values, opts["lod"], opts["version"] if i == 0 else 0))
             for i, (name, dtype, dims, values) in enumerate(specs)]
    if opts["dir"]:
        os.makedirs(out, exist_ok=True)
        for name, blob in blobs:
            with open(os.path.join(out, name), "wb") as f:
                f.write(blob)
        return
    data = b"".join(blob for _, blob in blobs)
    if opts["truncate"]:
        data = data[:-opts["truncate"]]
    with open(out, "wb") as f:
        f.write(data)


if __name__ == "__main__":
    main(sys.argv[1:])
