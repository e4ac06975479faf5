#!/usr/bin/env bash
# Builds the routing fuzzer (libFuzzer + AddressSanitizer) into .build-fuzz/ and runs it.
#
#   Fuzz/run-fuzzer.sh [seconds] [target]
#                                    fuzz target (default routing) for that long (default 60)
#   SWIFT_BACKTRACE=enable=no .build-fuzz/<target>-fuzzer FILE
#                                    replay one input, for instance a crash artifact
#
# Targets:
#   routing        the routing layer: patterns, URLs, matching, reverse routing, typed routes
#   command-line   the `wireframe` command's line input: a routes file read as the command reads
#                  it, then `match` reports, each of which must be one line of valid JSON
#                  (Fuzz/CommandLineFuzzer, corpus Fuzz/corpus-command-line)
#   pipeline       URLs routed through a wireframe on the headless backend, as the app and as
#                  outside links: nothing traps, a failed request leaves the hierarchy unchanged
#                  (Fuzz/PipelineFuzzer, its own package built by SwiftPM with -sanitize=fuzzer,address,
#                  corpus Fuzz/corpus-pipeline)
#
# The fuzzer compiles every Swift file under Sources/WireframeRouting (pure Swift and Foundation;
# its hot paths are in HotPath/, see ARCHITECTURE.md) with its
# own entry point in Fuzz/RoutingFuzzer/ and the test oracles it shares with the property tests
# (Tests/WireframeRoutingTests/Support/: the precedence rules, the reverse-routing round trip),
# all into one module, linked with Sources/WireframeSupport (the messages' text escaper) built as
# a module of its own, so it needs no package build. -D WIREFRAME_ROUTING_FUZZER tells the shared
# files that there is no WireframeRouting module to import. It works on a copy of
# Fuzz/corpus/ in a scratch folder, so the committed corpus never changes. A crash, a broken
# invariant (which traps), a run over 5 s on one input or over 2 GiB of memory fails the script,
# which then prints the input that did it and where libFuzzer saved it.
#
# Inputs may be 70 000 bytes long, past RouteLimits' 65 536-byte URL limit. libFuzzer's length
# control (-len_control=20) lets an input grow past the longest seed only by a few bytes at a
# time, and only after runs that find nothing new: with it alone, the routing fuzzer never grew an
# input past its 7.5 KB seed (`lim` never moved in 27 748 runs) and never tried a URL near the
# limits. It is kept for two thirds of the routing run, where short inputs run about four times
# faster; the last third turns it off (-len_control=0: inputs of any length from the first run)
# and adds seeds made here at and just past the length limit and the segment limit (64 KB each,
# so not committed), beside Fuzz/corpus/deep-patterns-and-urls (patterns and URLs at the pattern
# limits). The routing fuzzer prints, when it exits, the longest URL it tried and how many were
# near or past the limits; the script fails when none came within 4 KB of the length limit. The
# other targets keep -len_control=20 throughout.
#
# Every fuzzer proves that it is instrumented for coverage, and the script fails otherwise: a
# fuzzer without coverage feedback only replays random bytes, finds nothing new and still
# "passes" (the pipeline fuzzer once ran 5 734 inputs that way, libFuzzer asking "Is the code
# instrumented for coverage?"). Before the run, the binary must hold coverage counters (a
# non-empty __sancov_cntrs section); after it, libFuzzer must have loaded them, must not have
# asked that question, and the first run must have added new inputs to the corpus.
# WIREFRAME_FUZZ_WITHOUT_COVERAGE=1 builds the routing or command-line fuzzer with libFuzzer's
# main but without coverage, to see the check fail.
#
# libFuzzer and ASan come with the Swift toolchain on Linux (libclang_rt.fuzzer-<arch>.a in its
# clang resource folder). A toolchain without them gets them from Debian's libclang-rt-<N>-dev:
# the script installs that package with apt-get (as root) and copies the archives in.
set -euo pipefail

seconds="${1:-60}"
target="${2:-routing}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -eq 0 ]; then
    echo "usage: $0 [seconds] [routing|command-line|pipeline]  (a whole number of seconds, at least 1)" >&2
    exit 2
fi
case "$target" in
    routing) corpus=Fuzz/corpus ;;
    command-line) corpus=Fuzz/corpus-command-line ;;
    pipeline) corpus=Fuzz/corpus-pipeline ;;
    *)
        echo "usage: $0 [seconds] [routing|command-line|pipeline]" >&2
        exit 2
        ;;
esac

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# WireframeRouting's sources, its HotPath/ folders included.
routing_sources=()
while IFS= read -r file; do routing_sources+=("$file"); done < <(find Sources/WireframeRouting -name '*.swift' | sort)
build=.build-fuzz
binary="$build/$target-fuzzer"
arch="$(uname -m)"

swiftc_path="$(command -v swiftc)"
toolchain_usr="$(cd "$(dirname "$(readlink -f "$swiftc_path")")/.." && pwd)"
runtime_dir="$toolchain_usr/lib/swift/clang/lib/linux"
runtimes=(fuzzer fuzzer_no_main asan asan_static asan-preinit asan_cxx)

# Copies the sanitizer runtimes the toolchain lacks from Debian's compiler-rt package.
ensure_runtimes() {
    local missing=()
    local name
    for name in "${runtimes[@]}"; do
        [ -e "$runtime_dir/libclang_rt.$name-$arch.a" ] || missing+=("$name")
    done
    [ "${#missing[@]}" -eq 0 ] && return 0

    echo "The toolchain lacks libclang_rt {${missing[*]}} for $arch in $runtime_dir; installing them from Debian."
    if [ "$(id -u)" -ne 0 ]; then
        echo "error: installing them needs root (apt-get install libclang-rt-19-dev)" >&2
        exit 1
    fi
    apt-get update -qq
    local package=""
    local candidate
    for candidate in libclang-rt-19-dev libclang-rt-16-dev libclang-rt-14-dev; do
        if apt-cache show "$candidate" >/dev/null 2>&1; then
            package="$candidate"
            break
        fi
    done
    if [ -z "$package" ]; then
        echo "error: no libclang-rt-<N>-dev package found with apt-cache" >&2
        exit 1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" </dev/null
    mkdir -p "$runtime_dir"
    for name in "${missing[@]}"; do
        local file
        file="$(dpkg -L "$package" | grep "/lib/linux/libclang_rt.$name-$arch.a$" | head -n 1)"
        if [ -z "$file" ]; then
            echo "error: $package has no libclang_rt.$name-$arch.a" >&2
            exit 1
        fi
        cp "$file" "$runtime_dir/"
    done
}

ensure_runtimes

echo "Building $binary"
mkdir -p "$build"
# The sanitizers every fuzzer module is compiled with: libFuzzer (its coverage and its main) and
# ASan; or, to see the coverage check fail, ASan and libFuzzer's main alone.
sanitizers=(-sanitize=fuzzer,address)
if [ "${WIREFRAME_FUZZ_WITHOUT_COVERAGE:-0}" = 1 ]; then
    sanitizers=(-sanitize=address -Xlinker "$runtime_dir/libclang_rt.fuzzer-$arch.a" -lstdc++)
fi
# The flags every fuzzer module is compiled with.
swift_flags=(
    "${sanitizers[@]}"
    -parse-as-library
    -O -g
    -swift-version 6
    -warnings-as-errors
    -package-name WireframeKit
    -enable-upcoming-feature ExistentialAny
    -enable-upcoming-feature MemberImportVisibility
    -enable-upcoming-feature InternalImportsByDefault
)
if [ "$target" != pipeline ]; then
    # WireframeSupport, whose MessageText and InvisibleCharacter WireframeRouting uses, as a
    # static library the other modules link.
    support="$build/support-module"
    mkdir -p "$support"
    swiftc "${swift_flags[@]}" -module-name WireframeSupport -emit-library -static \
        -emit-module -emit-module-path "$support/WireframeSupport.swiftmodule" \
        Sources/WireframeSupport/*.swift -o "$support/libWireframeSupport.a"
fi
if [ "$target" = pipeline ]; then
    # The wireframe and its dependencies (swift-log) as SwiftPM builds them, in release, with
    # libFuzzer's coverage and ASan; the fuzzer has a main of its own (see its main.swift).
    # -Xswiftc -sanitize=fuzzer,address after SwiftPM's `--sanitize fuzzer`, not SwiftPM's
    # `--sanitize fuzzer --sanitize address`: the Swift driver keeps only the last -sanitize=
    # option it is given, and SwiftPM writes its sanitizers from a set, in an order that changes
    # from one build to the next. So the pipeline fuzzer was built either with ASan and no
    # coverage (libFuzzer then asked "Is the code instrumented for coverage?", found no new input
    # in 5 734 runs and "passed") or with coverage and no ASan. The -Xswiftc option comes last on
    # every module's command and the link's; `--sanitize fuzzer` stays so that SwiftPM links the
    # executable for libFuzzer's main.
    pipeline_build=(swift build --package-path Fuzz/PipelineFuzzer --scratch-path "$build/pipeline" -c release
        --sanitize fuzzer -Xswiftc "${sanitizers[0]}")
    "${pipeline_build[@]}"
    cp "$("${pipeline_build[@]}" --show-bin-path)/pipeline-fuzzer" "$binary"
elif [ "$target" = command-line ]; then
    # Two modules, as in the package: WireframeRouting as a static library, then the command's
    # line-input files (those that need no ArgumentParser) with the entry point.
    modules="$build/command-line-modules"
    mkdir -p "$modules"
    swiftc "${swift_flags[@]}" -module-name WireframeRouting -emit-library -static \
        -I "$support" -emit-module -emit-module-path "$modules/WireframeRouting.swiftmodule" \
        "${routing_sources[@]}" -o "$modules/libWireframeRouting.a"
    swiftc "${swift_flags[@]}" -module-name WireframeCommandLineFuzzer -use-ld=lld \
        -I "$modules" -L "$modules" -lWireframeRouting -I "$support" -L "$support" -lWireframeSupport \
        Sources/WireframeCommandLine/{RouteList,RouteListError,MatchReport,OrderedJSON,StringProtocol+Whitespace}.swift \
        Fuzz/CommandLineFuzzer/*.swift \
        -o "$binary"
else
swiftc \
    "${sanitizers[@]}" \
    -parse-as-library \
    -O -g \
    -swift-version 6 \
    -warnings-as-errors \
    -module-name WireframeKit \
    -package-name WireframeKit \
    -enable-upcoming-feature ExistentialAny \
    -enable-upcoming-feature MemberImportVisibility \
    -enable-upcoming-feature InternalImportsByDefault \
    -use-ld=lld \
    -D WIREFRAME_ROUTING_FUZZER \
    -I "$support" -L "$support" -lWireframeSupport \
    "${routing_sources[@]}" \
    Fuzz/RoutingFuzzer/*.swift \
    Tests/WireframeRoutingTests/Support/*.swift \
    -o "$binary"
fi

# The binary's coverage counters: one byte per instrumented edge, in the __sancov_cntrs section.
counters_hex="$(readelf -SW "$binary" |
    sed -n 's/.* __sancov_cntrs  *[A-Z_]*  *[0-9a-f]*  *[0-9a-f]*  *\([0-9a-f]*\) .*/\1/p' | head -n 1)"
counters=$((16#${counters_hex:-0}))
if [ "$counters" -eq 0 ]; then
    echo "FAILED: $binary has no coverage counters (no __sancov_cntrs section): it was built without" \
        "libFuzzer's coverage, or its link dropped them; fuzzing it would only replay random bytes" >&2
    exit 1
fi
echo "$binary: $counters coverage counters"

work="$(mktemp -d "$PWD/$build/run.XXXXXX")"
mkdir -p "$work/corpus" "$work/artifacts"
cp "$corpus"/* "$work/corpus/"
log="$work/fuzzer.log"

# A seed of patterns, a blank line, then one URL: `$2` segments `/x`, or `/files/` and `a`s up to
# `$3` bytes.
long_seed() {
    local name="$1" segments="$2" length="$3"
    {
        printf '/files/**\n/:name\n/x/**\n\n'
        if [ "$segments" -gt 0 ]; then
            local index
            for ((index = 0; index < segments; index++)); do printf '/x'; done
        else
            printf '/files/'
            head -c "$((length - 7))" /dev/zero | tr '\0' a
        fi
        printf '\n'
    } >"$work/corpus/$name"
}

# Without Swift's own crash backtracer a trap goes straight to libFuzzer's handler, which prints the
# stack and saves the input (the backtracer's memory reader also trips ASan).
export SWIFT_BACKTRACE=enable=no

# Fails unless the run logged in `$1` had coverage feedback: libFuzzer loaded counters, never
# asked whether the code is instrumented, and, when `$2` is 1, added new inputs to the corpus.
check_coverage() {
    local run_log="$1" expect_new="$2"
    local loaded new_units
    loaded="$(sed -n 's/^INFO: Loaded [0-9]* modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' "$run_log" | head -n 1)"
    new_units="$(sed -n 's/^stat::new_units_added: *\([0-9]*\).*/\1/p' "$run_log" | tail -n 1)"
    local failure=""
    if [ "${loaded:-0}" -eq 0 ]; then
        failure="libFuzzer loaded no coverage counters"
    elif grep -q 'Is the code instrumented for coverage' "$run_log"; then
        failure="libFuzzer asked whether the code is instrumented for coverage"
    elif [ "$expect_new" = 1 ] && [ "${new_units:-0}" -eq 0 ]; then
        failure="the run added no new input to the corpus: no coverage feedback"
    fi
    if [ -n "$failure" ]; then
        grep -E '^INFO: Loaded|^WARNING|instrumented|^stat::new_units_added|^#[0-9]+ *(INITED|DONE)' "$run_log" || true
        echo "FAILED: the $target fuzzer is not instrumented for coverage: $failure" >&2
        exit 1
    fi
    echo "coverage: ${loaded} counters loaded, ${new_units:-0} new inputs"
}

# Runs the fuzzer on the corpus copy for `$1` seconds with libFuzzer's length control `$2`,
# logging to `$3`; on a crash, a broken invariant or a hang, prints what failed and exits 1;
# then checks its coverage feedback (new inputs required when `$4` is 1).
run_fuzzer() {
    local run_seconds="$1" length_control="$2" run_log="$3" expect_new="${4:-1}"
    local status=0
    "$binary" \
        -max_total_time="$run_seconds" \
        -timeout=5 \
        -rss_limit_mb=2048 \
        -max_len=70000 \
        -len_control="$length_control" \
        -dict=Fuzz/routing.dict \
        -artifact_prefix="$work/artifacts/" \
        -print_final_stats=1 \
        "$work/corpus" >"$run_log" 2>&1 || status=$?

    local artifacts=("$work"/artifacts/*)
    if [ "$status" -ne 0 ] || [ -e "${artifacts[0]}" ]; then
        grep -m 1 -E '^INFO: Seed:' "$run_log" || true
        grep -E 'Fatal error|ERROR: |deadly signal|SUMMARY: ' "$run_log" | cut -c 1-2000 || true
        echo "--- end of the fuzzer's log ---"
        tail -n 40 "$run_log" | cut -c 1-2000
        echo
        local artifact
        for artifact in "${artifacts[@]}"; do
            [ -e "$artifact" ] || continue
            echo "Input that failed: $artifact ($(wc -c <"$artifact") bytes)"
            echo "Replay: SWIFT_BACKTRACE=enable=no $binary $artifact"
            echo "--- as text (the first 2 000 bytes) ---"
            head -c 2000 "$artifact" | cat -v
            echo
            echo "--- base64 ---"
            base64 -w 0 "$artifact"
            echo
        done
        echo "FAILED: the $target fuzzer found a crash, a broken invariant or a hang (exit $status)"
        exit 1
    fi
    check_coverage "$run_log" "$expect_new"
}

if [ "$target" = routing ]; then
    # Two thirds of the time on short inputs, with libFuzzer's length control, which runs about
    # four times as many inputs a second; then the rest with inputs of any length up to 70 000
    # bytes, the corpus the first part grew, and seeds at and past the URL limits.
    short_seconds=$((seconds * 2 / 3))
    long_seconds=$((seconds - short_seconds))
    if [ "$short_seconds" -gt 0 ]; then
        echo "Fuzzing for ${short_seconds}s on short inputs (corpus copy, log and artifacts in $work)"
        run_fuzzer "$short_seconds" 20 "$work/fuzzer-short.log"
        grep -E '^(Done|stat::average_exec_per_sec)' "$work/fuzzer-short.log" || true
    fi
    long_seed url-at-the-length-limit 0 65536
    long_seed url-past-the-length-limit 0 65537
    long_seed url-at-the-segment-limit 1024 0
    long_seed url-past-the-segment-limit 1025 0
    echo "Fuzzing for ${long_seconds}s on inputs up to 70 000 bytes"
    # After the short run has grown the corpus, this one need not add to it.
    run_fuzzer "$long_seconds" 0 "$log" "$([ "$short_seconds" -gt 0 ] && echo 0 || echo 1)"
else
    echo "Fuzzing for ${seconds}s (corpus copy, log and artifacts in $work)"
    run_fuzzer "$seconds" 20 "$log"
fi

grep -m 1 -E '^INFO: Seed:' "$log" || true
grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec|stat::new_units_added|stat::peak_rss_mb)' "$log" || true
grep -E '^#[0-9]+' "$log" | tail -n 1 || true
if [ "$target" = routing ]; then
    # "routing fuzzer URLs: longest N bytes, near the length limit N, past the length limit N, ..."
    statistics="$(grep -m 1 '^routing fuzzer URLs:' "$log" || true)"
    echo "${statistics:-routing fuzzer URLs: (no statistics printed)}"
    near="$(sed -n 's/.*near the length limit \([0-9]*\).*/\1/p' <<<"$statistics")"
    if [ "${near:-0}" -eq 0 ]; then
        echo "FAILED: the routing fuzzer tried no URL within 4 KB of the 65 536-byte limit" >&2
        exit 1
    fi
fi
echo "Fuzzing $target passed: no crash, no broken invariant, no hang in ${seconds}s."
