#!/bin/sh
# check-exports.sh: libpir.so exports exactly its public API (lib/pir_api.h,
# docs/c-api.md "The public line"; issue 22). Three lists must be equal:
#   exported: what `nm -D --defined-only` finds defined in the library;
#   declared: every function the installed headers (lib/pir.h and what it
#             includes, compiled as a user would: without PIR_BUILDING_PIR)
#             declare, from gcc's -aux-info;
#   marked:   the functions whose declaration in those headers starts with
#             PIR_API or PIR_ACCESSOR.
# On a difference it prints each name with where it is missing, and fails.
# Run by `make check` after the build (BUILD is the build directory).
# For the test of the check itself (lit-tests/packaging/check-exports.test),
# EXPORTED=file replaces the library's list and HEADERS_DIR=dir the lib/
# folder whose pir.h is read.
set -eu
BUILD=${BUILD:-build}
HEADERS_DIR=${HEADERS_DIR:-lib}
GCC=${GCC:-gcc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. Exported.
if [ -n "${EXPORTED:-}" ]; then
	sort -u "$EXPORTED" > "$work/exported"
else
	lib=$(ls "$BUILD"/libpir.so.*.*.* 2>/dev/null | head -1)
	[ -n "$lib" ] || { echo "check-exports: no $BUILD/libpir.so.X.Y.Z (build first)" >&2; exit 1; }
	nm -D --defined-only "$lib" | awk 'NF == 3 && $2 ~ /^[TWDBRV]$/ {print $3}' | sort -u > "$work/exported"
fi

# 2. Declared: gcc's list of the prototypes a user's translation unit sees,
# those of the installed headers only (not the C library's).
dir=$(cd "$HEADERS_DIR" && pwd)
printf '#include "%s/pir.h"\n' "$dir" > "$work/user.c"
"$GCC" -std=c11 -fsyntax-only -aux-info "$work/aux" "$work/user.c"
grep -F "/* $dir/" "$work/aux" | sed 's/.*[^A-Za-z0-9_]\([A-Za-z_][A-Za-z0-9_]*\) (.*/\1/' | sort -u > "$work/declared"

# 3. Marked: the headers the preprocessor pulls in, each PIR_API or
# PIR_ACCESSOR declaration's name (on the mark's line, by the house style).
headers=$("$GCC" -MM -MT x "$work/user.c" | tr -d '\\' | tr ' ' '\n' | grep -F "$dir/" || true)
# shellcheck disable=SC2086
grep -h -E '^(PIR_API|PIR_ACCESSOR) ' $headers | sed 's/^\([^(]*[^A-Za-z0-9_(]\)\([A-Za-z_][A-Za-z0-9_]*\)(.*/\2/' |
	sort -u > "$work/marked"

status=0
report() { # name of list a, list a, name of list b, list b
	comm -23 "$2" "$4" | while read -r s; do
		echo "check-exports: $s is $1 but not $3" >&2
	done
	[ -z "$(comm -23 "$2" "$4")" ]
}
report exported "$work/exported" "declared in an installed header" "$work/declared" || status=1
report "declared in an installed header" "$work/declared" exported "$work/exported" || status=1
report "declared in an installed header" "$work/declared" "marked PIR_API or PIR_ACCESSOR" "$work/marked" || status=1
report "marked PIR_API or PIR_ACCESSOR" "$work/marked" "declared in an installed header" "$work/declared" || status=1
if [ $status = 0 ]; then
	echo "check-exports: libpir.so exports the $(wc -l < "$work/exported") functions the installed headers declare and mark, nothing else"
fi
exit $status
