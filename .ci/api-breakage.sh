#!/usr/bin/env bash
# Compares the public API of every module an app can import (the library products' modules and the
# layers WireframeKit re-exports) with the commit named in .ci/api-baseline
# (`swift package diagnose-api-breaking-changes`), and fails on any breaking
# change that .ci/api-breakage-allowlist.txt does not list. .ci/run's header gives the rule for
# the two files.
#
# Usage (from anywhere in a clone):
#   bash .ci/api-breakage.sh                     check; fails naming each breakage not allowed
#   bash .ci/api-breakage.sh --write-allowlist   write every current breakage to the allowlist
#
# Scratch folder: .build-api. The baseline's files are extracted under it (git archive) and built
# there, the working tree is built beside it, and swift-api-digester compares the two dumps of
# each module; it needs the baseline commit in this clone (a full clone, not a shallow one).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

baseline_file=.ci/api-baseline
allowlist=.ci/api-breakage-allowlist.txt
scratch=.build-api

mode=check
case "${1:-}" in
    "") ;;
    --write-allowlist) mode=write ;;
    *)
        echo "usage: bash .ci/api-breakage.sh [--write-allowlist]" >&2
        exit 2
        ;;
esac

if [ ! -f "$baseline_file" ]; then
    echo "error: $baseline_file is missing; it names the commit whose API this tree must keep" >&2
    exit 1
fi
baseline="$(tr -d '[:space:]' <"$baseline_file")"
if ! [[ "$baseline" =~ ^[0-9a-f]{40}$ ]]; then
    echo "error: $baseline_file must hold one full commit id (git rev-parse COMMIT), not \"$baseline\"" >&2
    exit 1
fi
if ! git cat-file -e "$baseline^{commit}" 2>/dev/null; then
    echo "error: the API baseline $baseline (from $baseline_file) is not in this clone." >&2
    if [ "$(git rev-parse --is-shallow-repository 2>/dev/null)" = "true" ]; then
        echo "  This clone is shallow: fetch the history (git fetch --unshallow) or clone without --depth." >&2
    else
        echo "  Is it a landed commit of this repository? Fetch it, or fix $baseline_file." >&2
    fi
    exit 1
fi
touch "$allowlist"
mkdir -p "$scratch"
output="$scratch/api-breakages.txt"
# Only SwiftPM's messages: a line of anything else (a `#` comment on the first line, seen with
# Swift 6.3) can stop the lines after it from matching.
if [ "$mode" = check ] && grep -n -v -e '^API breakage: ' -e '^$' "$allowlist" >&2; then
    echo "error: $allowlist holds only lines \"API breakage: ...\" as SwiftPM prints them (above: the lines that are not)" >&2
    exit 1
fi

echo "-- API baseline: $(git log -1 --format='%h %s' "$baseline")"

# Every module an app can import: the library products' own modules and the layers the
# WireframeKit module re-exports (`@_exported`), where nearly all of the API lives. SwiftPM's
# `diagnose-api-breaking-changes` compares only modules its baseline build made for a product,
# and so skipped every re-exported layer ("does not exist in the baseline"); this script runs
# the API digester itself, on both builds, for each module. A module the baseline does not have
# is new: nothing in it can break.
modules=(WireframeKit WireframeHeadless WireframeFlow WireframeUIKit WireframeSwiftUI WireframeTesting)
modules+=($(sed -n 's/^@_exported public import \(Wireframe[A-Za-z]*\)$/\1/p' Sources/WireframeKit/*.swift))
modules=($(printf '%s\n' "${modules[@]}" | sort -u))

digester="$(dirname "$(command -v swift)")/swift-api-digester"
if [ ! -x "$digester" ]; then
    echo "error: swift-api-digester is not next to swift ($digester); it comes with every toolchain" >&2
    exit 1
fi

# The baseline's sources, as committed, and a build of each tree.
rm -rf "$scratch/baseline-src"
mkdir -p "$scratch/baseline-src"
git archive "$baseline" | tar -x -C "$scratch/baseline-src"
echo "-- building the baseline"
swift build --package-path "$scratch/baseline-src" --scratch-path "$scratch/baseline-build" >"$scratch/baseline-build.log" 2>&1 || {
    tail -20 "$scratch/baseline-build.log" >&2
    echo "error: the baseline $baseline does not build (log: $scratch/baseline-build.log)" >&2
    exit 1
}
echo "-- building the working tree"
swift build --scratch-path "$scratch/current-build" >"$scratch/current-build.log" 2>&1 || {
    tail -20 "$scratch/current-build.log" >&2
    echo "error: the working tree does not build (log: $scratch/current-build.log)" >&2
    exit 1
}
base_modules="$scratch/baseline-build/debug/Modules"
current_modules="$scratch/current-build/debug/Modules"

: >"$output"
compared=()
for module in "${modules[@]}"; do
    if [ ! -e "$base_modules/$module.swiftmodule" ]; then
        echo "-- $module is new since the baseline: not compared"
        continue
    fi
    compared+=("$module")
    "$digester" -dump-sdk -module "$module" -I "$base_modules" -o "$scratch/$module.baseline.json" -abort-on-module-fail
    "$digester" -dump-sdk -module "$module" -I "$current_modules" -o "$scratch/$module.current.json" -abort-on-module-fail
    # The digester lists each break on a line of its own under a /* section */ heading; each
    # becomes one "API breakage: <module>: <break>" line, the allowlist's spelling.
    "$digester" -diagnose-sdk -module "$module" \
        -input-paths "$scratch/$module.baseline.json" -input-paths "$scratch/$module.current.json" 2>&1 \
        | grep -v -e '^/\*' -e '^[[:space:]]*$' | sed "s/^/API breakage: $module: /" >>"$output" || true
done
breakages="$(sort -u "$output")"
echo "-- compared: $(printf '%s ' "${compared[@]}")"

if [ "$mode" = write ]; then
    if [ -n "$breakages" ]; then printf '%s\n' "$breakages"; fi >"$allowlist"
    echo "-- wrote $(grep -c . "$allowlist" || true) breakage(s) to $allowlist"
    exit 0
fi

echo "-- allowed breakages: $(grep -c . "$allowlist" || true) (from $allowlist)"
not_allowed="$(comm -23 <(printf '%s\n' "$breakages" | grep . || true) <(sort -u "$allowlist"))"
if [ -n "$not_allowed" ]; then
    echo "error: the public API breaks $(git rev-parse --short "$baseline")'s in ways $allowlist does not allow:" >&2
    printf '  %s\n' "$not_allowed" >&2
    echo "If a break is on purpose, list it: bash .ci/api-breakage.sh --write-allowlist (then read the diff)." >&2
    exit 1
fi
echo "-- no breaking change beyond the allowlist"
