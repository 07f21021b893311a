"""pip_backend.py: the PEP 517 build backend of pyproject.toml.

`python3 -m pip install --no-build-isolation .` calls build_wheel here: it
runs `make python-standalone` (a `pir` module with libpir.a linked in, so it
needs no libpir.so at run time) with the interpreter pip runs under, and
packs the module into a wheel tagged for that interpreter. The build folder
is build/pip (config setting or environment PIR_PIP_BUILD to choose another:
the tests reuse their build; PIR_PIP_MAKE_ARGS adds make arguments, as
`make check-python` gives its CFLAGS). Warnings are not errors here (a
user's compiler may warn where ours does not). Standard library only.
"""
import base64
import hashlib
import os
import re
import shlex
import subprocess
import sys
import sysconfig
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = "pir"


def _version():
    with open(os.path.join(ROOT, "lib", "pir.h")) as f:
        return re.search(r'#define PIR_VERSION "([^"]+)"', f.read()).group(1)


def _tag():
    """The wheel's python, ABI and platform tags for this interpreter."""
    impl = {"cpython": "cp"}.get(sys.implementation.name, sys.implementation.name)
    py = "%s%d%d" % (impl, sys.version_info[0], sys.version_info[1])
    abi = py + ("d" if hasattr(sys, "gettotalrefcount") else "")
    plat = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return "%s-%s-%s" % (py, abi, plat)


def _dist_info():
    return "%s-%s.dist-info" % (NAME, _version())


def _metadata_files():
    metadata = ("Metadata-Version: 2.1\nName: %s\nVersion: %s\n"
                "Summary: PaddlePaddle's PIR: read, walk, print and transform programs\n"
                "License: see the repository's README\n" % (NAME, _version()))
    wheel = ("Wheel-Version: 1.0\nGenerator: pir-opt scripts/pip_backend.py\n"
             "Root-Is-Purelib: false\nTag: %s\n" % _tag())
    return {"METADATA": metadata, "WHEEL": wheel}


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    d = os.path.join(metadata_directory, _dist_info())
    os.makedirs(d, exist_ok=True)
    for name, text in _metadata_files().items():
        with open(os.path.join(d, name), "w") as f:
            f.write(text)
    return _dist_info()


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d\n" % (path, digest, len(data))


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    build = (config_settings or {}).get("build") or os.environ.get("PIR_PIP_BUILD") or "build/pip"
    make = os.environ.get("MAKE", "make")
    subprocess.run([make, "-C", ROOT, "--no-print-directory", "BUILD=" + build, "PYTHON=" + sys.executable,
                    "WERROR=", *shlex.split(os.environ.get("PIR_PIP_MAKE_ARGS", "")), "python-standalone"],
                   check=True, stdout=sys.stderr)
    module = os.path.join(ROOT, build, "python", "standalone", "pir.so")
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    with open(module, "rb") as f:
        files = [(NAME + suffix, f.read())]
    files += [("%s/%s" % (_dist_info(), n), t.encode()) for n, t in _metadata_files().items()]
    wheel = "%s-%s-%s.whl" % (NAME, _version(), _tag())
    record = "%s/RECORD" % _dist_info()
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w", zipfile.ZIP_DEFLATED) as z:
        lines = ""
        for path, data in files:
            z.writestr(path, data)
            lines += _record_line(path, data)
        z.writestr(record, lines + record + ",,\n")
    return wheel
