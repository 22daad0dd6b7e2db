#!/bin/sh
# Benchmarks screenspec check and generate against a bare libyaml parse and a Foundation
# hello-world, on synthetic specs of 1,000, 5,000 and 50,000 screens (see Benchmarks/README.md).
# Arguments go to bench.py: --runs N, --sizes 1000,5000,50000. Exits non-zero only on errors.
set -eu
cd "$(dirname "$0")/.."
work=Benchmarks/.work
mkdir -p "$work"

# The tool as `make release` builds it: on Linux with the Swift runtime linked in.
static=""
[ "$(uname -s)" = Linux ] && static="--static-swift-stdlib"
echo "building screenspec (release $static)" >&2
swift build -c release --product screenspec $static >&2
bin="$(swift build -c release --show-bin-path)/screenspec"

echo "building yaml-parse and hello" >&2
# shellcheck disable=SC2046
cc -O2 -o "$work/yaml-parse" Benchmarks/yaml-parse.c $(pkg-config --cflags --libs yaml-0.1)
swiftc -O -o "$work/hello" Benchmarks/hello.swift

exec python3 Benchmarks/bench.py --screenspec "$bin" --yaml-parse "$work/yaml-parse" \
    --hello "$work/hello" --work "$work" "$@"
