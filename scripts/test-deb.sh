#!/bin/sh
# make check-deb: builds the Debian packages of debian/ from a clone of HEAD
# with `dpkg-buildpackage -us -uc` (source and binary), checks that the four
# packages hold what they should, unpacks them into a scratch root (nothing is
# installed on the machine) and runs the tool and the example program there.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "test-deb: $*" >&2; exit 1; }

git clone -q "$root" "$work/pir-opt"
(cd "$work/pir-opt" && dpkg-buildpackage -us -uc >"$work/build.log" 2>&1) || { tail -30 "$work/build.log" >&2; fail "dpkg-buildpackage failed"; }
version=$(sed -n '1s/^pir-opt (\([^)]*\)).*/\1/p' "$root/debian/changelog")
arch=$(dpkg --print-architecture)
for p in pir-opt libpir0 libpir-dev python3-pir; do
	deb="$work/${p}_${version}_${arch}.deb"
	[ -f "$deb" ] || fail "no $deb"
	dpkg-deb -x "$deb" "$work/root"
done
[ -f "$work/pir-opt_${version}.tar.xz" ] || [ -f "$work/pir-opt_${version}.tar.gz" ] || fail "no source package"
multi=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
r="$work/root"
for f in usr/bin/pir-opt usr/share/man/man1/pir-opt.1.gz "usr/lib/$multi/libpir.so.0" "usr/lib/$multi/libpir.a" \
	"usr/lib/$multi/pkgconfig/pir.pc" usr/include/pir/pir.h usr/include/pir/ir/ir.h; do
	[ -e "$r/$f" ] || fail "the packages do not install /$f"
done
# The tool runs from the unpacked root, and a program builds against the -dev package.
"$r/usr/bin/pir-opt" --cse "$root/examples/cse-input.pir" >/dev/null || fail "the packaged pir-opt does not run"
cc -I"$r/usr/include" "$root/examples/cse.c" -L"$r/usr/lib/$multi" -lpir -o "$work/cse" || fail "examples/cse.c does not build against libpir-dev"
LD_LIBRARY_PATH="$r/usr/lib/$multi" "$work/cse" "$root/examples/cse-input.pir" >/dev/null || fail "examples/cse.c does not run against libpir0"
cc -I"$r/usr/include" "$root/examples/walk.c" -L"$r/usr/lib/$multi" -lpir -o "$work/walk" || fail "examples/walk.c does not build against libpir-dev"
LD_LIBRARY_PATH="$r/usr/lib/$multi" "$work/walk" "$root/examples/walk-input.pir" >/dev/null || fail "examples/walk.c does not run against libpir0"
# The Python module imports from the unpacked root, linked to libpir0's library.
pymod=$(find "$r/usr/lib/python3/dist-packages" -name 'pir.*.so')
[ -n "$pymod" ] || fail "python3-pir does not install /usr/lib/python3/dist-packages/pir.*.so"
LD_LIBRARY_PATH="$r/usr/lib/$multi" PYTHONPATH="$r/usr/lib/python3/dist-packages" /usr/bin/python3 -c '
import pir
p = pir.read("'"$root"'/examples/cse-input.pir")
assert p.walk() and pir.op_definition("pd_op.relu")' || fail "the packaged Python module does not import and read a program"
echo "test-deb: dpkg-buildpackage -us -uc built pir-opt, libpir0, libpir-dev and python3-pir $version; the tool, examples/cse.c, walk.c and the Python module run from them"
