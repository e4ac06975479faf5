#!/usr/bin/env bash
# Shows that the Thread Sanitizer step can find a race: runs PlantedRaceTests (one task writes a
# counter inside Lock.withLock, another writes it without the lock) under TSan, and succeeds only
# if TSan reports that race and no other. Run by .ci/run after the TSan tests, on their build
# (same scratch path and flags, so nothing is rebuilt); or on its own:
#
#   .ci/planted-race.sh [scratch-path]      # default .build-tsan
#
# A report counts as the planted one when the memory it names is the planted counter: its
# "Location is heap block" allocation stack names the line of PlantedRaceTests.swift marked
# `planted counter`. Finding "PlantedRaceTests" anywhere in a report is not enough: a report
# inside Lock.withLock (which a `Lock(())` once gave, with both writes under the lock) has the
# test in its stack too, and passed the check while proving nothing but a broken lock. Any other
# report fails the script, since it is a race in our own synchronisation.
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
scratch="${1:-.build-tsan}"
output="$scratch/planted-race.txt"
test_file=Tests/WireframeSupportTests/PlantedRaceTests.swift
mkdir -p "$scratch"

line="$(grep -n '// planted counter:' "$test_file" | head -n 1 | cut -d: -f1)"
if [ -z "$line" ]; then
    echo "error: no line marked \`planted counter\` in $test_file" >&2
    exit 1
fi

WIREFRAME_PLANTED_RACE=1 swift test --scratch-path "$scratch" --sanitize=thread \
    --filter PlantedRaceTests >"$output" 2>&1
status=$?

# Each report runs from its WARNING line to its SUMMARY line; within it, the location section
# runs from "Location is" to the next blank line.
read -r planted others < <(awk -v marker="PlantedRaceTests.swift:$line:" '
    /WARNING: ThreadSanitizer/ { inReport = 1; isPlanted = 0; inLocation = 0; next }
    inReport && /Location is/ { inLocation = 1 }
    inReport && inLocation && /^[[:space:]]*$/ { inLocation = 0 }
    inReport && inLocation && index($0, marker) { isPlanted = 1 }
    inReport && /SUMMARY: ThreadSanitizer/ {
        if (isPlanted) planted++; else others++
        inReport = 0
    }
    END { print planted + 0, others + 0 }
' "$output")

if [ "$status" -ne 0 ] && [ "$planted" -gt 0 ] && [ "$others" -eq 0 ]; then
    echo "TSan reported the planted race on the counter of $test_file:$line, and nothing else" \
        "(swift test exited $status):"
    sed -n '/WARNING: ThreadSanitizer/,/^SUMMARY/p' "$output" | head -n 40
    exit 0
fi
cat "$output"
if [ "$others" -gt 0 ]; then
    echo "error: TSan reported $others race(s) other than the planted one (on the counter of" \
        "$test_file:$line): a race in our own synchronisation, such as inside Lock.withLock" >&2
else
    echo "error: TSan did not report the planted race on the counter of $test_file:$line" \
        "(swift test exited $status); the Thread Sanitizer step would miss real races too" >&2
fi
exit 1
