#!/usr/bin/env python3
# fuzz.py: mutation fuzzing of the reader and the passes. Mutates the bundled
# corpus and test programs (bytes and tokens), runs the ASan+UBSan build of
# pir-opt on each with random pass flags, and reports any crash, sanitizer
# report, hang (10 s), exit status other than 0/1, or IR printed after an
# error. Usage: make check-asan; python3 scripts/fuzz.py [SEED] [RUNS]
import random, subprocess, glob, os, sys
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
files = [f for f in glob.glob('lit-tests/Inputs/paddle-dumps/*') if not f.endswith('.md')]
files += glob.glob('lit-tests/dialects/design-*.pir') + glob.glob('lit-tests/passes/*.pir')
# PIR JSON and ProgramDesc inputs (both readers): the small real models and
# the hand-written JSON programs of the format tests.
models = 'lit-tests/Inputs/models/'
files += glob.glob('lit-tests/file-formats/Inputs/*.json') + [models + m for m in (
    '29_PaddlePaddle_p2o-ifelse-pir1.json', '30_PaddlePaddle_p2o-thresholded-relu-pir1.json',
    '21_scl1323_mnist-mlp-p2.1.0.pdmodel', '23_PaddlePaddle_fit-a-line-2018.pdmodel') if os.path.exists(models + m)]
seeds = [open(f, 'rb').read() for f in files]
# Small ProgramDescs: the translator tests' programs (protobuf text), encoded.
for t in glob.glob('lit-tests/translator/*.test'):
    try:
        pb = subprocess.run(['protoc', '--encode=paddle.framework.proto.ProgramDesc', '-Idialects/programdesc', 'programdesc.proto'],
                            stdin=open(t, 'rb'), capture_output=True, check=True).stdout
        if pb:
            seeds.append(pb)
    except (OSError, subprocess.CalledProcessError):
        pass
# Shapes the corpus lacks: large regions with a use after them (a parser
# use-after-free hid there), deep nesting, many programs.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import adversarial
seeds += [adversarial.big_region(300).encode(), adversarial.big_region(300, False).encode(),
          adversarial.deep_regions(60).encode(), adversarial.tiny_programs(50).encode()]
toks = [b'(', b')', b'{', b'}', b'[', b']', b'<', b'>', b',', b':', b'=', b'->', b'"', b'%', b'^', b'\\', b'\n', b'-', b'0', b'9999999999999999999999', b'tensor<', b'vec[', b'<<NULL TYPE>>', b'<<NULL VALUE>>', b'"pd_op.if"', b'"pd_op.while"', b'(cond=', b'else', b'\xff', b'\x00', b'//', b'(Float)', b'(Int32)', b'^bb0(', b'(pd_op.IntArray)[', b'Place(', b'===', b'{"%":', b'"#":"p"', b'"#":"0.t_vec"', b'"regions":[', b'"%":-1', b'{"#":"NULL"}', b'\x0a', b'\x08', b'\xff\xff\xff\xff\x0f']
flags = [[], ['--cse'], ['--dce'], ['--cse', '--dce'], ['--allow-unregistered-dialect', '--allow-undefined-values'], ['--to-vtensor', '--copy-elimination'], ['--inplace-to-functional', '--stack-pruning', '--dce'], ['--split-input-file'], ['--emit=json'], ['--allow-unregistered-dialect', '--emit=json'], ['--no-verify'], ['--no-verify', '--allow-unregistered-dialect', '--print-op-graph']]
bad = 0
for it in range(int(sys.argv[2]) if len(sys.argv) > 2 else 500):
    d = bytearray(random.choice(seeds))
    for _ in range(random.randint(1, 6)):
        if not d: break
        pos = random.randrange(len(d))
        r = random.random()
        if r < 0.3: del d[pos:pos + random.randint(1, 20)]
        elif r < 0.7: d[pos:pos] = random.choice(toks)
        else: d[pos] = random.randrange(256)
    with open('/tmp/fz.pir', 'wb') as f: f.write(d)
    fl = random.choice(flags)
    try:
        p = subprocess.run(['build/asan/pir-opt'] + fl + ['/tmp/fz.pir'], capture_output=True, timeout=10)
    except subprocess.TimeoutExpired:
        print('TIMEOUT', fl); open('/tmp/fz-timeout-%d.pir' % it, 'wb').write(d); bad += 1; continue
    err = p.stderr.decode('utf-8', 'replace')
    if p.returncode not in (0, 1) or 'Sanitizer' in err or 'runtime error' in err:
        print('BAD rc=%d' % p.returncode, fl, err[:300]); open('/tmp/fz-bad-%d.pir' % it, 'wb').write(d); bad += 1
    elif p.returncode == 1 and p.stdout:
        print('IR after error', fl); bad += 1
print('done, bad =', bad)
