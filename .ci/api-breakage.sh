#!/usr/bin/env bash
# Compares the public API of every library product's modules with the commit named in
# .ci/api-baseline (`swift package diagnose-api-breaking-changes`), and fails on any breaking
# change that .ci/api-breakage-allowlist.txt does not list. .ci/run's header gives the rule for
# the two files.
#
# Usage (from anywhere in a clone):
#   bash .ci/api-breakage.sh                     check; fails naming each breakage not allowed
#   bash .ci/api-breakage.sh --write-allowlist   write every current breakage to the allowlist
#
# Scratch folder: .build-api. SwiftPM checks the baseline out under it and builds it there with
# its own dependencies, then builds the working tree; it needs the baseline commit in this
# clone (a full clone, not a shallow one).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

baseline_file=.ci/api-baseline
allowlist=.ci/api-breakage-allowlist.txt
scratch=.build-api
output="$scratch/api-breakage-output.txt"

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
# Only SwiftPM's messages: a line of anything else (a `#` comment on the first line, seen with
# Swift 6.3) can stop the lines after it from matching.
if [ "$mode" = check ] && grep -n -v -e '^API breakage: ' -e '^$' "$allowlist" >&2; then
    echo "error: $allowlist holds only lines \"API breakage: ...\" as SwiftPM prints them (above: the lines that are not)" >&2
    exit 1
fi

echo "-- API baseline: $(git log -1 --format='%h %s' "$baseline")"
allow_args=()
if [ "$mode" = check ]; then
    echo "-- allowed breakages: $(grep -c . "$allowlist" || true) (from $allowlist)"
    allow_args=(--breakage-allowlist-path "$allowlist")
fi

status=0
swift package --scratch-path "$scratch" diagnose-api-breaking-changes "$baseline" \
    ${allow_args[@]+"${allow_args[@]}"} 2>&1 | tee "$output" || status=$?
# The breakages, as the allowlist spells them: the message without SwiftPM's leading marker.
breakages="$(sed -n 's/^.*\(API breakage: .*\)$/\1/p' "$output" | sort -u)"

if [ "$mode" = write ]; then
    if [ "$status" -ne 0 ] && [ -z "$breakages" ]; then
        echo "error: diagnose-api-breaking-changes failed (exit $status) without naming a breakage; see above" >&2
        exit "$status"
    fi
    if [ -n "$breakages" ]; then printf '%s\n' "$breakages"; fi >"$allowlist"
    echo
    echo "-- wrote $(grep -c . "$allowlist" || true) breakage(s) to $allowlist"
    exit 0
fi

if [ "$status" -ne 0 ]; then
    echo
    if [ -n "$breakages" ]; then
        echo "error: the public API breaks $(git rev-parse --short "$baseline")'s in ways $allowlist does not allow:" >&2
        printf '  %s\n' "$breakages" >&2
        echo "If a break is on purpose, list it: bash .ci/api-breakage.sh --write-allowlist (then read the diff)." >&2
    else
        echo "error: diagnose-api-breaking-changes failed (exit $status) without naming a breakage; see above" >&2
    fi
    exit "$status"
fi
