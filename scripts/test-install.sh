#!/bin/sh
# test-install.sh: `make install` into a scratch DESTDIR, then use what was
# installed the way a user would: build examples/cse.c and examples/walk.c
# (which walks a program through the exported accessors only) with
# `pkg-config --cflags --libs pir` (PKG_CONFIG_SYSROOT_DIR pointing into the
# DESTDIR) and check its output with FileCheck, run the installed pir-opt,
# check the soname, bash completion, the Python module (which `make install`
# installs when Python's headers are there) and `make uninstall`. Run by `make check`
# with BUILD, CC, CFLAGS and MAKE from the Makefile.
set -eu
BUILD=${BUILD:-build} CC=${CC:-cc} CFLAGS=${CFLAGS:--O2} MAKE=${MAKE:-make}
FILECHECK=${FILECHECK:-/usr/lib/llvm-14/bin/FileCheck}
prefix=/opt/pir
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
fail() { echo "test-install: $*" >&2; exit 1; }

$MAKE -s --no-print-directory install BUILD="$BUILD" DESTDIR="$dest" PREFIX="$prefix" >/dev/null
root=$dest$prefix
version=$(sed -n 's/^#define PIR_VERSION "\(.*\)"/\1/p' lib/pir.h)
for f in bin/pir-opt bin/pir-lsp-server share/man/man1/pir-lsp-server.1 share/pir/editors/vscode/extension.js share/pir/editors/pir-lsp.lua lib/libpir.a lib/libpir.so lib/libpir.so.${version%%.*} lib/libpir.so.$version \
	lib/pkgconfig/pir.pc include/pir/pir.h share/man/man1/pir-opt.1 share/bash-completion/completions/pir-opt \
	share/pir/dialects/pd_op.yaml share/pir/dialects/builtin.yaml share/pir/editors/pir.tmLanguage.json \
	share/pir/editors/vscode/package.json share/vim/vimfiles/syntax/pir.vim share/vim/vimfiles/ftdetect/pir.vim \
	share/doc/pir/text-format.md share/doc/pir/c-api.md; do
	[ -e "$root/$f" ] || fail "make install did not install $prefix/$f"
done
"$root/bin/pir-lsp-server" --version | grep -q "^pir-lsp-server $version$" || fail "the installed pir-lsp-server does not run"
objdump -p "$root/lib/libpir.so.$version" | grep -q "SONAME *libpir.so.${version%%.*}\$" ||
	fail "libpir.so.$version has no soname libpir.so.${version%%.*}"
grep -q "^prefix=$prefix\$" "$root/lib/pkgconfig/pir.pc" || fail "pir.pc does not name the prefix $prefix"

# Build the examples against the installed headers and library only (no
# private header is installed: walk.c sees the IR through functions).
export PKG_CONFIG_PATH="$root/lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$dest"
flags=$(pkg-config --cflags --libs pir)
case $flags in *"-I$root/include"*"-L$root/lib"*) ;; *) fail "pkg-config gave '$flags'" ;; esac
# shellcheck disable=SC2086
$CC $CFLAGS -std=c11 -Wall -Wextra -Werror -o "$dest/cse" examples/cse.c $flags
# shellcheck disable=SC2086
$CC $CFLAGS -std=c11 -Wall -Wextra -Werror -o "$dest/walk" examples/walk.c $flags
for h in ir_private.h types_private.h attributes_private.h context_private.h opinfo.h arena.h; do
	[ -z "$(find "$root/include" -name "$h")" ] || fail "make install installed the private header $h"
done
export LD_LIBRARY_PATH="$root/lib"
ldd "$dest/cse" | grep -q "libpir.so.${version%%.*} => $root/lib/" || fail "the example is not linked to the installed libpir.so"
"$dest/cse" examples/cse-input.pir > "$dest/out.pir"
"$dest/walk" examples/walk-input.pir | $FILECHECK --match-full-lines=false examples/walk.filecheck
$FILECHECK --match-full-lines=false examples/cse.filecheck < "$dest/out.pir"
# Its output is a program pir-opt reads back; on a corpus program it counts
# the ops that make run counts.
"$root/bin/pir-opt" "$dest/out.pir" > /dev/null
"$dest/cse" lit-tests/Inputs/paddle-dumps/05_paddle_simple_llama_config_2024-04-10_builtin_tensor.pir |
	head -1 | grep -qx '// 250 ops, 188 after CSE' || fail "the example miscounted the LLaMA program"
if "$dest/cse" lit-tests/errors/types.pir > "$dest/err.out" 2> "$dest/err.txt"; then
	fail "the example accepted a bad program"
fi
[ ! -s "$dest/err.out" ] && grep -q "error:" "$dest/err.txt" && ! grep -q "pir-opt:" "$dest/err.txt" ||
	fail "the library's errors should reach the example's stderr as diagnostics, without 'pir-opt:'"

# Bash completion of the installed pir-opt: flags and pass names.
if command -v bash >/dev/null; then
	got=$(PATH="$root/bin:$PATH" bash -c '
		. "$1/share/bash-completion/completions/pir-opt"
		c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _pir_opt; echo "${COMPREPLY[*]}"; }
		c pir-opt --pass-st; c pir-opt --pass-pipeline = cse,d; c pir-opt --print-ir-after = stack' _ "$root")
	[ "$got" = "--pass-statistics
cse,dce
stack-pruning" ] || fail "bash completion gave: $got"
fi

# The Python module (make install runs install-python): named for the
# interpreter's ABI, imported from the install, it is linked to the
# installed libpir.so and reads and walks a program.
suffix=$(${PYTHON:-/usr/bin/python3} -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))')
pymod=$(find "$root/lib" -path "*/dist-packages/pir$suffix")
[ -n "$pymod" ] || fail "make install did not install pir$suffix under $prefix/lib/python*/dist-packages"
ldd "$pymod" | grep -q "libpir.so.${version%%.*} => $root/lib/" || fail "the Python module is not linked to the installed libpir.so"
# PY_PRELOAD: the sanitizer runtime under `make check-asan` (Makefile, check-python).
LD_PRELOAD=${PY_PRELOAD:-} ASAN_OPTIONS=detect_leaks=0 PYTHONPATH=$(dirname "$pymod") ${PYTHON:-/usr/bin/python3} -c '
import sys, pir
assert pir.__file__ == sys.argv[1], pir.__file__
p = pir.read("lit-tests/Inputs/paddle-dumps/11_community_pir_save_load_if_op.pir")
assert len(p.walk()) == 10, len(p.walk())
assert pir.op_definition("pd.relu").startswith("pd_op.relu: ")' "$pymod" || fail "the installed Python module does not read and walk a program"

$MAKE -s --no-print-directory uninstall DESTDIR="$dest" PREFIX="$prefix" >/dev/null
left=$(find "$dest" -type f -path "$dest$prefix/*")
[ -z "$left" ] || fail "make uninstall left: $left"
echo "test-install: installed into DESTDIR, built and ran examples/cse.c and walk.c with pkg-config, imported the Python module, uninstalled"
