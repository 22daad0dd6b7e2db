#!/usr/bin/env bash
# Fuzzes the whole in-memory pipeline (Fuzz/FuzzPipeline.swift) with libFuzzer for MINUTES
# minutes, then prints the executions and crashes. See Documentation/Reliability.md.
#
# usage: Scripts/fuzz.sh MINUTES [LIBFUZZER_FLAG ...]
#   e.g. Scripts/fuzz.sh 10
#        Scripts/fuzz.sh 60 -fork=2 -ignore_crashes=1     # keep going after a crash
#
# The fuzzer is not a SwiftPM target: this script compiles YAMLSource, Mustache and ScreenSpec
# as separate modules with `swiftc -sanitize=fuzzer,address -O` (running the embed-templates
# tool itself when EmbeddedTemplates.swift is not in the sources), then links the harness.
# Each module is rebuilt only when it, a module it imports, or a flag changed.
#
# Environment:
#   FUZZ_BUILD   the build, corpus and crash folder (default: .build/fuzz); the corpus grows
#                across runs, so later runs start where earlier ones stopped
#   SWIFTC       the compiler (default: swiftc)
#   SCREENSPEC_CONFORMANCE  the conformance folder whose yaml-test-suite seeds the corpus
#                (default: ../shared/conformance)
set -euo pipefail

if [ $# -lt 1 ] || ! [[ "$1" =~ ^[0-9]+$ ]] || [ "$1" -lt 1 ]; then
    echo "usage: $0 MINUTES [LIBFUZZER_FLAG ...]" >&2
    exit 64
fi
minutes="$1"
shift

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${FUZZ_BUILD:-$root/.build/fuzz}"
swiftc="${SWIFTC:-swiftc}"
mkdir -p "$build/modules" "$build/corpus" "$build/crashes"
cd "$root"

flags=(-O -sanitize=fuzzer,address -parse-as-library -swift-version 6 -wmo)
yaml_include=(-I Sources/CLibYAML)
harness_flags=()
# The graph and docs are drawn when the Graph API is there.
if [ -f Sources/ScreenSpec/Graph/GraphRenderer.swift ] && [ -f Sources/ScreenSpec/Graph/DocsGenerator.swift ]; then
    harness_flags+=(-D FUZZ_GRAPH)
fi

sources() { find "$@" -name '*.swift' -type f | LC_ALL=C sort; }
mapfile -t yaml_sources < <(sources Sources/YAMLSource)
mapfile -t mustache_sources < <(sources Sources/Mustache)
mapfile -t spec_sources < <(sources Sources/ScreenSpec)

modules="$build/modules"
# fingerprint FILE...: what a build step depends on, with the flags and the compiler.
fingerprint() { { echo "${flags[*]} ${harness_flags[*]}"; "$swiftc" --version 2>&1; cat "$@"; } | sha1sum | cut -d' ' -f1; }
# fresh NAME FINGERPRINT: whether step NAME was last done with these inputs.
fresh() { [ "$(cat "$modules/$1.stamp" 2>/dev/null)" = "$2" ]; }
# Each module is rebuilt only when it, or a module it imports, changed.
dependencies=""

# The default templates are compiled in as EmbeddedTemplates.swift: committed under
# Sources/ScreenSpec, or, when the package generates it at build time, written here by the
# embed-templates tool as SwiftPM's build plugin would.
embedded=()
if ! printf '%s\n' "${spec_sources[@]}" | grep -q '/EmbeddedTemplates\.swift$'; then
    embedded=("$modules/EmbeddedTemplates.swift")
    mapfile -t templates < <(find Templates -type f -name '*.mustache' | LC_ALL=C sort)
    stamp="$(fingerprint Sources/embed-templates/main.swift "${templates[@]}" <(printf '%s\n' "${templates[@]}"))"
    if ! fresh EmbeddedTemplates "$stamp" || [ ! -f "${embedded[0]}" ]; then
        echo "fuzz: embedding Templates/"
        "$swiftc" -O Sources/embed-templates/main.swift -module-name EmbedTemplates -o "$modules/embed-templates"
        "$modules/embed-templates" Templates "${embedded[0]}"
        echo "$stamp" >"$modules/EmbeddedTemplates.stamp"
    fi
fi

# module NAME SOURCE...: one module, one object.
module() {
    local name="$1"
    shift
    local stamp
    stamp="$(fingerprint Sources/CLibYAML/* "$@" <(echo "$dependencies"))"
    dependencies="$dependencies $stamp"
    if fresh "$name" "$stamp" && [ -f "$modules/$name.o" ]; then return; fi
    echo "fuzz: compiling $name"
    "$swiftc" "${flags[@]}" "${yaml_include[@]}" -I "$modules" -module-name "$name" \
        -emit-module -emit-module-path "$modules/$name.swiftmodule" -c -o "$modules/$name.o" "$@"
    echo "$stamp" >"$modules/$name.stamp"
}
module YAMLSource "${yaml_sources[@]}"
module Mustache "${mustache_sources[@]}"
module ScreenSpec "${spec_sources[@]}" "${embedded[@]}"

binary="$build/fuzz-pipeline"
stamp="$(fingerprint Fuzz/FuzzPipeline.swift <(echo "$dependencies"))"
if fresh fuzz-pipeline "$stamp" && [ -x "$binary" ]; then
    echo "fuzz: reusing $binary"
else
    echo "fuzz: linking $binary"
    "$swiftc" "${flags[@]}" "${harness_flags[@]}" "${yaml_include[@]}" -I "$modules" -module-name FuzzPipeline \
        Fuzz/FuzzPipeline.swift "$modules/YAMLSource.o" "$modules/Mustache.o" "$modules/ScreenSpec.o" \
        -lyaml -o "$binary" 2>&1 | { grep -v "Cannot export local symbol '__asan" || true; }
    echo "$stamp" >"$modules/fuzz-pipeline.stamp"
fi

Fuzz/seed-corpus.sh "$build/corpus"

crashes_before=$(find "$build/crashes" -type f | wc -l)
log="$build/fuzz.log"
seconds=$((minutes * 60))
echo "fuzz: running for $minutes min; log in $log"
set +e
started=$(date +%s)
: >"$log"   # created before tail follows it
# -timeout: an input taking 60 s is a hang (DESIGN §6; generous: on a loaded shared machine
# the process can stall for 30 s on an input that replays in 0.1 s);
# -rss_limit_mb: and so is one needing 2 GB.
# The Swift runtime's backtracer reads its own stack in ways ASan reports; libFuzzer prints the trace.
SWIFT_BACKTRACE=enable=no "$binary" "$build/corpus" \
    -dict=Fuzz/spec.dict -max_total_time="$seconds" -timeout=60 -rss_limit_mb=2048 \
    -max_len=16384 -print_final_stats=1 -artifact_prefix="$build/crashes/" "$@" >>"$log" 2>&1 &
fuzzer=$!
tail -n +1 -f "$log" --pid=$fuzzer 2>/dev/null \
    | grep --line-buffered -E 'INITED|pulse|DONE|ERROR|Fatal error|broken promise|SUMMARY|Test unit written|^artifact_prefix'
wait $fuzzer
status=$?
set -e

elapsed=$(( $(date +%s) - started ))
executions=$(grep -E '^stat::number_of_executed_units:' "$log" | tail -1 | awk '{print $2}')
crashes_after=$(find "$build/crashes" -type f | wc -l)
corpus_size=$(find "$build/corpus" -type f | wc -l)
echo "fuzz: ${executions:-?} executions in $elapsed s; corpus $corpus_size inputs;" \
     "$((crashes_after - crashes_before)) new crash input(s) in $build/crashes (exit $status)"
exit "$status"
