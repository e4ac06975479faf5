#!/usr/bin/env bash
# Prints the line coverage of the library (Sources/) that the last
# `swift test --enable-code-coverage` measured: one line per module, then the total.
#
#   .ci/coverage.sh [scratch-path]      (default .build; CI passes .build-ci)
#
# Reads the merged profile SwiftPM writes (<scratch>/debug/codecov/default.profdata) and the
# test bundle, with the llvm-cov of the Swift toolchain (its profile format must match the
# compiler's). Tests, Examples, Benchmarks, Fuzz and dependencies are left out. The figures
# are printed, never judged: a drop shows in the log, not as a failure.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
scratch="${1:-.build}"
profile="$scratch/debug/codecov/default.profdata"
binary="$scratch/debug/WireframeKitPackageTests.xctest"
llvm_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov="$(command -v llvm-cov)"
if [ ! -f "$profile" ] || [ ! -f "$binary" ]; then
    echo "error: no coverage profile in $scratch; run swift test --enable-code-coverage first" >&2
    exit 1
fi

# Restricted to Sources/, llvm-cov names each file relative to it (`WireframeRouting/RouteURL.swift`).
# One row per source file: module, lines, missed lines (the report's columns 8 and 9).
rows="$("$llvm_cov" report "$binary" -instr-profile="$profile" "$PWD/Sources" |
    awk '$1 ~ /\.swift$/ { split($1, parts, "/"); print parts[1], $8, $9 }')"
if [ -z "$rows" ]; then
    echo "error: no file of Sources/ in the coverage report" >&2
    exit 1
fi
printf '%-24s %8s %8s %8s\n' "line coverage" lines missed cover
echo "$rows" | awk '
    { lines[$1] += $2; missed[$1] += $3 }
    END { for (m in lines) printf "%-24s %8d %8d %7.1f%%\n", m, lines[m], missed[m], 100 * (lines[m] - missed[m]) / lines[m] }' |
    sort
echo "$rows" | awk '
    { lines += $2; missed += $3 }
    END { printf "%-24s %8d %8d %7.1f%%\n", "Sources/ in all", lines, missed, 100 * (lines - missed) / lines }'
