#!/usr/bin/env bash
# Writes the fuzzer's seed inputs into a folder, one file per seed, named by content hash so
# running it again adds nothing twice. Seeds, in FuzzPipeline's input format (spec files joined
# with a NUL byte, at most three files per input):
#   - every example app of Specs/, its files joined (so merging is exercised), and each file alone
#   - every YAML file under Tests/, and the crash inputs of Tests/ScreenSpecTests/Fixtures/Regressions
#   - every ```yaml block of Documentation/*.md (SpecFormat's examples)
#   - ../shared/conformance/yaml-test-suite/**/in.yaml, when present (or $SCREENSPEC_CONFORMANCE/…)
# usage: Fuzz/seed-corpus.sh CORPUS_DIR
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: $0 CORPUS_DIR" >&2
    exit 64
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="$1"
mkdir -p "$corpus"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# add FILE...: one seed made of the files joined with NUL.
add() {
    local seed="$scratch/seed" first=1
    : >"$seed"
    for file in "$@"; do
        if [ $first -eq 0 ]; then printf '\0' >>"$seed"; fi
        cat "$file" >>"$seed"
        first=0
    done
    local hash
    hash="$(sha1sum "$seed" | cut -d' ' -f1)"
    cp "$seed" "$corpus/seed-$hash"
}

count_before=$(find "$corpus" -type f | wc -l)

for app in "$root"/Specs/*/; do
    files=()
    while IFS= read -r file; do files+=("$file"); done < <(find "$app" -maxdepth 1 -type f \( -name '*.yaml' -o -name '*.yml' \) | LC_ALL=C sort)
    [ ${#files[@]} -gt 0 ] || continue
    # At most three files per input: the rest join the third.
    if [ ${#files[@]} -le 3 ]; then add "${files[@]}"; else
        cat "${files[@]:2}" >"$scratch/rest"
        add "${files[0]}" "${files[1]}" "$scratch/rest"
    fi
    for file in "${files[@]}"; do add "$file"; done
done

while IFS= read -r file; do add "$file"; done < <(
    { find "$root/Tests" -type f \( -name '*.yaml' -o -name '*.yml' \)
      find "$root/Tests/ScreenSpecTests/Fixtures/Regressions" -type f -name '*.input' 2>/dev/null; } | LC_ALL=C sort -u)

index=0
for doc in "$root"/Documentation/*.md; do
    [ -f "$doc" ] || continue
    awk -v prefix="$scratch/block-" '
        /^```yaml[[:space:]]*$/ { inside = 1; n++; next }
        /^```/ && inside { inside = 0; next }
        inside { print > (prefix n) }
    ' "$doc"
    for block in "$scratch"/block-*; do
        [ -f "$block" ] || continue
        index=$((index + 1))
        mv "$block" "$scratch/doc-$index"
        add "$scratch/doc-$index"
    done
done

suite="${SCREENSPEC_CONFORMANCE:-$root/../shared/conformance}/yaml-test-suite"
if [ -d "$suite" ]; then
    while IFS= read -r file; do add "$file"; done < <(find "$suite" -name in.yaml -type f | LC_ALL=C sort)
else
    echo "note: $suite not found; seeding without the YAML test suite" >&2
fi

count_after=$(find "$corpus" -type f | wc -l)
echo "seeded $corpus: $((count_after - count_before)) new seeds, $count_after inputs in all"
