#!/bin/sh
# Benchmarks screenspec check and generate against a bare libyaml parse and a Foundation
# hello-world, on synthetic specs of 500, 5,000 and 50,000 screens (see Benchmarks/README.md).
# Arguments go to bench.py: --runs N, --sizes 5000,50000. Exits non-zero only on errors.
set -eu
cd "$(dirname "$0")/.."
work=Benchmarks/.work
mkdir -p "$work"

# The tool as `make release` builds it: on Linux with the Swift runtime linked in.
static=""
if [ "$(uname -s)" = Linux ] &&
    [ -e "$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift_static/linux/libswiftCore.a" ]; then
    static="--static-swift-stdlib"
fi
echo "building screenspec (release $static)" >&2
swift build -c release --product screenspec $static >&2
bin="$(swift build -c release --show-bin-path)/screenspec"
# The debug tool, as the build plugin runs it in debug builds.
echo "building screenspec (debug)" >&2
swift build --product screenspec >&2
debug_bin="$(swift build --show-bin-path)/screenspec"

echo "building yaml-parse and hello" >&2
# shellcheck disable=SC2046
cc -O2 -o "$work/yaml-parse" Benchmarks/yaml-parse.c $(pkg-config --cflags --libs yaml-0.1)
swiftc -O -o "$work/hello" Benchmarks/hello.swift
# The same hello-world linked as screenspec is, for information (the target uses the default).
hello_static=""
if [ -n "$static" ]; then
    if ! swiftc -O -static-stdlib -o "$work/hello-static" Benchmarks/hello.swift 2>"$work/hello-static.log"; then
        cat "$work/hello-static.log" >&2
        exit 1
    fi
    hello_static="--hello-static $work/hello-static"
fi

# shellcheck disable=SC2086  # $hello_static is an option and its value, or nothing
exec python3 Benchmarks/bench.py --screenspec "$bin" --yaml-parse "$work/yaml-parse" \
    --hello "$work/hello" $hello_static --debug-screenspec "$debug_bin" --work "$work" "$@"
