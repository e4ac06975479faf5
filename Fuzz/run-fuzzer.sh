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
#                  (Fuzz/PipelineFuzzer, its own package built with SwiftPM's --sanitize,
#                  corpus Fuzz/corpus-pipeline)
#
# The fuzzer compiles Sources/WireframeRouting/*.swift (pure Swift and Foundation) with its
# own entry point in Fuzz/RoutingFuzzer/ and the test oracles it shares with the property tests
# (Tests/WireframeRoutingTests/Support/: the precedence rules, the reverse-routing round trip),
# all into one module, so it needs no package build. -D WIREFRAME_ROUTING_FUZZER tells the shared
# files that there is no WireframeRouting module to import. It works on a copy of
# Fuzz/corpus/ in a scratch folder, so the committed corpus never changes. A crash, a broken
# invariant (which traps), a run over 5 s on one input or over 2 GiB of memory fails the script,
# which then prints the input that did it and where libFuzzer saved it.
#
# Inputs may grow to 70 000 bytes, past RouteLimits' 65 536-byte URL limit, and -len_control=20
# lets them grow after a few thousand runs instead of the default's tens of thousands (inputs
# once stopped at 193 bytes); Fuzz/corpus/deep-patterns-and-urls seeds it with patterns and URLs
# at and past the segment limits.
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
# The flags every fuzzer module is compiled with.
swift_flags=(
    -sanitize=fuzzer,address
    -parse-as-library
    -O -g
    -swift-version 6
    -warnings-as-errors
    -package-name WireframeKit
    -enable-upcoming-feature ExistentialAny
    -enable-upcoming-feature MemberImportVisibility
    -enable-upcoming-feature InternalImportsByDefault
)
if [ "$target" = pipeline ]; then
    # The wireframe and its dependencies (swift-log) as SwiftPM builds them, in release, with
    # libFuzzer's coverage and ASan; the fuzzer has a main of its own (see its main.swift).
    pipeline_build=(swift build --package-path Fuzz/PipelineFuzzer --scratch-path "$build/pipeline" -c release
        --sanitize fuzzer --sanitize address)
    "${pipeline_build[@]}"
    cp "$("${pipeline_build[@]}" --show-bin-path)/pipeline-fuzzer" "$binary"
elif [ "$target" = command-line ]; then
    # Two modules, as in the package: WireframeRouting as a static library, then the command's
    # line-input files (those that need no ArgumentParser) with the entry point.
    modules="$build/command-line-modules"
    mkdir -p "$modules"
    swiftc "${swift_flags[@]}" -module-name WireframeRouting -emit-library -static \
        -emit-module -emit-module-path "$modules/WireframeRouting.swiftmodule" \
        Sources/WireframeRouting/*.swift -o "$modules/libWireframeRouting.a"
    swiftc "${swift_flags[@]}" -module-name WireframeCommandLineFuzzer -use-ld=lld \
        -I "$modules" -L "$modules" -lWireframeRouting \
        Sources/WireframeCommandLine/{RouteList,RouteListError,MatchReport,JSONValue,StringProtocol+Whitespace}.swift \
        Fuzz/CommandLineFuzzer/*.swift \
        -o "$binary"
else
swiftc \
    -sanitize=fuzzer,address \
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
    Sources/WireframeRouting/*.swift \
    Fuzz/RoutingFuzzer/*.swift \
    Tests/WireframeRoutingTests/Support/*.swift \
    -o "$binary"
fi

work="$(mktemp -d "$PWD/$build/run.XXXXXX")"
mkdir -p "$work/corpus" "$work/artifacts"
cp "$corpus"/* "$work/corpus/"
log="$work/fuzzer.log"

echo "Fuzzing for ${seconds}s (corpus copy, log and artifacts in $work)"
# Without Swift's own crash backtracer a trap goes straight to libFuzzer's handler, which prints the
# stack and saves the input (the backtracer's memory reader also trips ASan).
export SWIFT_BACKTRACE=enable=no
status=0
"$binary" \
    -max_total_time="$seconds" \
    -timeout=5 \
    -rss_limit_mb=2048 \
    -max_len=70000 \
    -len_control=20 \
    -dict=Fuzz/routing.dict \
    -artifact_prefix="$work/artifacts/" \
    -print_final_stats=1 \
    "$work/corpus" >"$log" 2>&1 || status=$?

artifacts=("$work"/artifacts/*)
if [ "$status" -ne 0 ] || [ -e "${artifacts[0]}" ]; then
    grep -m 1 -E '^INFO: Seed:' "$log" || true
    grep -E 'Fatal error|ERROR: |deadly signal|SUMMARY: ' "$log" || true
    echo "--- end of the fuzzer's log ---"
    tail -n 40 "$log"
    echo
    for artifact in "${artifacts[@]}"; do
        [ -e "$artifact" ] || continue
        echo "Input that failed: $artifact"
        echo "Replay: SWIFT_BACKTRACE=enable=no $binary $artifact"
        echo "--- as text ---"
        cat -v "$artifact"
        echo
        echo "--- base64 ---"
        base64 -w 0 "$artifact"
        echo
    done
    echo "FAILED: the $target fuzzer found a crash, a broken invariant or a hang (exit $status)"
    exit 1
fi

grep -m 1 -E '^INFO: Seed:' "$log" || true
grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec|stat::new_units_added|stat::peak_rss_mb)' "$log" || true
grep -E '^#[0-9]+' "$log" | tail -n 1 || true
echo "Fuzzing $target passed: no crash, no broken invariant, no hang in ${seconds}s."
