#!/bin/sh
# Installs the Debian packages pir-opt needs to build and test, skipping
# those already present. With --bench it also installs mlir-16-tools, the
# reference tool the benchmark compares against, and libcjson-dev, a JSON
# parser bench/formats.py compares yajl with. Nothing is fetched at run time.
# graphviz (dot) renders the --print-op-graph output in the tests.
set -eu

# Build: build-essential, libyaml-dev. Tests: libcriterion-dev, llvm-14-tools
# (lit, FileCheck), python3; pkg-config (the install test builds an example
# against the installed library), groff-base and mandoc (the man page must
# render without warnings), vim (the syntax file is checked headless), graphviz
# (--print-op-graph output must render with dot), python3-yaml (scripts/gen-catalogue.py
# reads the op tables and the overlay); libyajl-dev (reading PIR JSON),
# libjansson-dev (writing PIR JSON),
# libprotobuf-c-dev and protobuf-c-compiler (ProgramDesc), protobuf-compiler
# (the tests encode small ProgramDescs with protoc); clang and libclang-rt-14-dev
# (`make check-asan CC=clang` and the libFuzzer targets of `make fuzz`),
# valgrind (`make valgrind`); debhelper (`make check-deb` builds the Debian
# packages with dpkg-buildpackage); neovim (its built-in LSP client drives
# pir-lsp-server headless in lit-tests/lsp/neovim.test); python3-dev (the pir
# Python module, lib/python/), python3-pytest (its tests, test/python/) and
# python3-pip (the test of `python3 -m pip install --no-build-isolation .`).
pkgs="build-essential libyaml-dev libcriterion-dev llvm-14-tools python3 pkg-config groff-base mandoc vim graphviz python3-yaml libjansson-dev libyajl-dev libprotobuf-c-dev protobuf-c-compiler protobuf-compiler clang libclang-rt-14-dev valgrind debhelper neovim python3-dev python3-pytest python3-pip"
if [ "${1:-}" = "--bench" ]; then
	pkgs="$pkgs mlir-16-tools libcjson-dev"
fi

missing=""
for p in $pkgs; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
		missing="$missing $p"
	fi
done
[ -z "$missing" ] && exit 0

# As root the packages are installed; anyone else gets the command to hand
# to an administrator (make never runs sudo on its own).
if [ "$(id -u)" -ne 0 ]; then
	echo "install-deps: missing Debian packages:$missing" >&2
	echo "install-deps: run as root (or ask an administrator to run):" >&2
	echo "    apt-get update && apt-get install$missing" >&2
	exit 1
fi
echo "install-deps: installing$missing" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
