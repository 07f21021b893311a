# lit configuration for pir-opt's golden tests. Run through `make check`,
# which sets PIR_OPT_BUILD to the build directory holding pir-opt.
import os

import lit.formats

config.name = "pir-opt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".pir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)

build = os.environ.get("PIR_OPT_BUILD", os.path.join(config.test_source_root, "..", "build"))
# FileCheck and not: from LLVM_TOOLS_DIR (make passes it on), else PATH, else
# Debian's llvm-14-tools, which puts them in /usr/lib/llvm-14/bin only.
import shutil
llvm_bin = os.environ.get("LLVM_TOOLS_DIR") or (
    os.path.dirname(shutil.which("FileCheck")) if shutil.which("FileCheck") else "/usr/lib/llvm-14/bin")
# `python3` in a RUN line, or in a script's `#!/usr/bin/env python3`, is the
# interpreter lit runs under, found directly: through a version manager's
# shim (pyenv's runs a dozen bash processes) a start took 250 ms instead of
# 25, and some 600 RUN lines start one. Only where that folder has its
# python3 (a venv's bin does; so does /usr/bin).
import sys
python_bin = os.path.dirname(sys.executable)
python_first = [python_bin] if os.path.exists(os.path.join(python_bin, "python3")) else []
config.environment["PATH"] = os.pathsep.join([build, llvm_bin] + python_first + [config.environment.get("PATH", "")])
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
config.substitutions.append(("%scripts", os.path.join(config.test_source_root, "..", "scripts")))

# The language server's tests (lit-tests/lsp/): a JSON-RPC client runs the
# test file itself as its script; nvim: Neovim's own LSP client drives it.
config.substitutions.append(("%lsp", "python3 " + os.path.join(config.test_source_root, "lsp", "lsp_client.py")
                             + " " + os.path.join(build, "pir-lsp-server")))
config.substitutions.append(("%pir-lsp-server", os.path.join(build, "pir-lsp-server")))
if shutil.which("nvim"):
    config.available_features.add("nvim")

# The timeouts of the linear-cost tests only stop a quadratic regression
# early; a sanitizer build (make check-asan: build/asan*) runs several times
# slower, and on a loaded machine much slower, so there every `timeout N`
# becomes `timeout N0` (ten times longer).
if os.path.basename(os.path.normpath(build)).startswith("asan"):
    config.substitutions.append((r"\btimeout (\d+) ", r"timeout \g<1>0 "))

# Sanitizer builds reserve terabytes of address space: tests that limit it
# with `ulimit -v` say UNSUPPORTED: asan.
if "asan" in os.path.basename(os.path.normpath(build)):
    config.available_features.add("asan")

# Real Paddle program files (PIR JSON, ProgramDesc) shipped in Inputs/models
# (their sources in its README), so every test runs in a plain clone.
config.substitutions.append(("%models", os.path.join(config.test_source_root, "Inputs", "models")))

# full-catalogue: Paddle's op catalogue is defined (issue 9), so the real
# models verify without --allow-unregistered-dialect: the ops they need that
# the hand-written dialects lack are all there.
import subprocess
try:
    if all(subprocess.run([os.path.join(build, "pir-opt"), "--show-op", "pd_op." + op],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
           for op in ("relu6", "hardswish", "depthwise_conv2d", "rnn", "thresholded_relu", "all")):
        config.available_features.add("full-catalogue")
except OSError:
    pass

# append-backward: the gradient tests of lit-tests/gradients that run
# `pir-opt --append-backward` need the pass; until it is registered they are
# UNSUPPORTED (the hand-written backward programs are checked regardless).
try:
    listed = subprocess.run([os.path.join(build, "pir-opt"), "--list-passes"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, universal_newlines=True).stdout
    if any(line.split()[:1] == ["--append-backward"] for line in listed.splitlines()):
        config.available_features.add("append-backward")
except OSError:
    pass

# root: the tests of -o's owner and permission rules run pir-opt as another
# user (setpriv) on files they set up as root; UNSUPPORTED elsewhere, and
# also where that other user cannot reach the tests' own folder (a checkout
# or an unpacked tarball under a mode-700 directory such as mktemp -d's).
import shutil
def others_can_reach(path):
    path = os.path.abspath(path)
    while True:
        if not os.stat(path).st_mode & 0o001:
            return False
        parent = os.path.dirname(path)
        if parent == path:
            return True
        path = parent
if (hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("setpriv")
        and others_can_reach(config.test_source_root)):
    config.available_features.add("root")

# tmpfs: a small tmpfs can be mounted in a mount namespace of our own
# (unshare -m), so a test can fill a disk; UNSUPPORTED elsewhere.
try:
    if shutil.which("unshare") and subprocess.run(
            ["unshare", "-m", "sh", "-c", "d=$(mktemp -d) && mount -t tmpfs -o size=64k tmpfs \"$d\" && umount \"$d\"; s=$?; rmdir \"$d\"; exit $s"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=20).returncode == 0:
        config.available_features.add("tmpfs")
except (OSError, subprocess.TimeoutExpired):
    pass
