#!/bin/sh
# check-layering.sh: the IR core (lib/ir) stands alone: none of its files
# includes a header of lib/text, lib/json, dialects/ or passes/, and none of
# its objects calls a function defined there (README, "Layout"; issue 22).
# lib/sys (threads, prefault) is below the core and allowed. Run by
# `make check` after the build: BUILD is the build directory.
# KNOWN lists what still crosses, each to be moved into lib/ir: the check
# fails on anything else, and on a KNOWN entry that no longer crosses (so
# the list only shrinks).
set -eu
BUILD=${BUILD:-build}
KNOWN='
lib/ir/attributes.c ../text/text.h
lib/ir/infer_check.c ../text/text.h
lib/ir/verifier.c ../text/text.h
pirTypeToString
'
status=0
found=''

# 1. #include lines, resolved against the including file's folder.
for f in lib/ir/*.c lib/ir/*.h; do
	for inc in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f"); do
		path=$(realpath -m --relative-to=. "lib/ir/$inc")
		case $path in
		lib/text/* | lib/json/* | dialects/* | passes/*)
			found="$found
$f $inc"
			if ! printf '%s\n' "$KNOWN" | grep -qxF "$f $inc"; then
				echo "check-layering: $f includes $inc ($path): lib/ir may not depend on lib/text, lib/json, dialects/ or passes/" >&2
				status=1
			fi
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
for s in $(printf '%s\n' "$needed" | grep -vxF '' | sort -u); do
	if printf '%s\n' "$defined" | grep -qxF "$s"; then
		found="$found
$s"
		if ! printf '%s\n' "$KNOWN" | grep -qxF "$s"; then
			echo "check-layering: lib/ir calls $s, defined in lib/text, lib/json, dialects/ or passes/" >&2
			status=1
		fi
	fi
done

# 3. The known list only shrinks.
printf '%s\n' "$KNOWN" | while IFS= read -r k; do
	[ -z "$k" ] && continue
	if ! printf '%s\n' "$found" | grep -qxF "$k"; then
		echo "check-layering: '$k' no longer crosses the layers: remove it from KNOWN in $0" >&2
		exit 1
	fi
done || status=1
[ $status = 0 ] && echo "check-layering: lib/ir depends on no upper layer (known crossings: $(printf '%s\n' "$KNOWN" | grep -c .))"
exit $status
