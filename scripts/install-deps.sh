#!/bin/sh
# Installs the Debian packages pir-opt needs to build and test, skipping
# those already present. With --bench it also installs mlir-16-tools, the
# reference tool the benchmark compares against. Nothing is fetched at run time.
# graphviz (dot) renders the --print-op-graph output in the tests.
set -eu

pkgs="build-essential libyaml-dev libcriterion-dev llvm-14-tools python3 graphviz"
if [ "${1:-}" = "--bench" ]; then
	pkgs="$pkgs mlir-16-tools"
fi

missing=""
for p in $pkgs; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
		missing="$missing $p"
	fi
done
[ -z "$missing" ] && exit 0

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "install-deps: installing$missing" >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
