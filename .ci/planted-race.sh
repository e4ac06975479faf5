#!/usr/bin/env bash
# Shows that the Thread Sanitizer step can find a race: runs PlantedRaceTests (one task writes a
# counter inside Lock.withLock, another writes it without the lock) under TSan, and succeeds only
# if TSan reports it with PlantedRaceTests in the stack. Run by .ci/run after the TSan tests, on
# their build (same scratch path and flags, so nothing is rebuilt); or on its own:
#
#   .ci/planted-race.sh [scratch-path]      # default .build-tsan
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
scratch="${1:-.build-tsan}"
output="$scratch/planted-race.txt"
mkdir -p "$scratch"

WIREFRAME_PLANTED_RACE=1 swift test --scratch-path "$scratch" --sanitize=thread \
    --filter PlantedRaceTests >"$output" 2>&1
status=$?

if [ "$status" -ne 0 ] && grep -q "WARNING: ThreadSanitizer" "$output" && grep -q "PlantedRaceTests" "$output"; then
    echo "TSan reported the planted race (swift test exited $status):"
    sed -n '/WARNING: ThreadSanitizer/,/^SUMMARY/p' "$output" | head -n 40
    exit 0
fi
cat "$output"
echo "error: TSan did not report the planted race in PlantedRaceTests (swift test exited $status);" \
    "the Thread Sanitizer step would miss real races too" >&2
exit 1
