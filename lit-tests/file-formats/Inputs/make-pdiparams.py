# Writes a Paddle weights file (save_combine's layout, as in
# paddle/fluid/framework/lod_tensor.cc and tensor_util.cc): per tensor a
# uint32 version 0, a uint64 count of LoD levels, each level's byte size and
# offsets, a uint32 version 0, an int32 size, a TensorDesc protobuf
# (data_type = FP32 (5), dims), then the data. argv: path, LoD levels.
import struct, sys

def tensor(dims, levels):
    desc = bytes([0x08, 5]) + b''.join(bytes([0x10, d]) for d in dims)
    out = struct.pack('<IQ', 0, levels)
    for _ in range(levels):
        offsets = struct.pack('<3Q', 0, 1, dims[0])
        out += struct.pack('<Q', len(offsets)) + offsets
    n = 1
    for d in dims:
        n *= d
    return out + struct.pack('<Ii', 0, len(desc)) + desc + struct.pack('<%df' % n, *range(n))

path, levels = sys.argv[1], int(sys.argv[2])
with open(path, 'wb') as f:
    f.write(tensor([2, 3], levels) + tensor([4], 0))
