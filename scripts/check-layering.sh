#!/bin/sh
# check-layering.sh: the IR core (lib/ir) stands alone: none of its files
# includes a header of lib/text, lib/json, dialects/ or passes/, none of
# its objects calls a function defined there, and a program linked against
# its archive alone (libpir-ir.a, with libpir-sys.a below it: threads,
# prefault) links and runs (README, "Layout"; issue 22). No crossing is
# allowed. Run by `make check` after the build: BUILD is the build
# directory, CC and LINK_FLAGS how its objects were compiled.
set -eu
BUILD=${BUILD:-build}
CC=${CC:-cc}
LINK_FLAGS=${LINK_FLAGS:--std=c11 -I. -DPIR_BUILDING_PIR}
status=0

# 1. #include lines, resolved against the including file's folder.
for f in lib/ir/*.c lib/ir/*.h; do
	for inc in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f"); do
		path=$(realpath -m --relative-to=. "lib/ir/$inc")
		case $path in
		lib/text/* | lib/json/* | dialects/* | passes/*)
			echo "check-layering: $f includes $inc ($path): lib/ir may not depend on lib/text, lib/json, dialects/ or passes/" >&2
			status=1
			;;
		esac
	done
done

# 2. Symbols: what lib/ir's objects need that the upper layers define.
objs=$(ls "$BUILD"/lib/ir/*.o 2>/dev/null || true)
if [ -z "$objs" ]; then
	echo "check-layering: no objects in $BUILD/lib/ir (build first)" >&2
	exit 1
fi
upper=$(find "$BUILD/lib/text" "$BUILD/lib/json" "$BUILD/dialects" "$BUILD/passes" -name '*.o' 2>/dev/null)
defined=$(nm --defined-only $upper 2>/dev/null | awk 'NF == 3 && $2 ~ /[TDBR]/ {print $3}' | sort -u)
needed=$(nm -u $objs | awk 'NF >= 2 {print $NF}' | sort -u)
for s in $needed; do
	if printf '%s\n' "$defined" | grep -qxF "$s"; then
		echo "check-layering: lib/ir calls $s, defined in lib/text, lib/json, dialects/ or passes/" >&2
		status=1
	fi
done

# 3. The archive alone: every object of libpir-ir.a linked in (so any
# undefined reference fails the link), into a program that builds a type
# and prints its text.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! $CC $LINK_FLAGS -o "$work/ir-alone" test/layering/ir_alone.c \
	-Wl,--whole-archive "$BUILD/libpir-ir.a" -Wl,--no-whole-archive "$BUILD/libpir-sys.a" -lm -pthread 2> "$work/log"; then
	sed 's/^/check-layering: /' "$work/log" >&2
	echo "check-layering: lib/ir does not link on its own (libpir-ir.a + libpir-sys.a)" >&2
	status=1
elif [ "$("$work/ir-alone")" != 'vec[tensor<2x-1xf32>,b]' ]; then
	echo "check-layering: the program linked against libpir-ir.a alone printed otherwise:" >&2
	"$work/ir-alone" >&2 || true
	status=1
fi
[ $status = 0 ] && echo "check-layering: lib/ir depends on no upper layer and links on its own"
exit $status
