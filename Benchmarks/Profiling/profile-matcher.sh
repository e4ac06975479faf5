#!/usr/bin/env bash
# Instruction counts of the route matcher, with callgrind (see Benchmarks/README.md).
#
# Usage (from anywhere in a clone):
#   bash Benchmarks/Profiling/profile-matcher.sh [lookups|split|registration|floor|typed|typed-string|typed-id|typed-id-string] [routes] [valgrind options...]
#
# Compiles Sources/WireframeSupport and Sources/WireframeRouting as libraries in release (-O, whole module, the package's
# upcoming features) with DWARF 4 line tables, which valgrind 3.19 reads (it cannot read the
# DWARF 5 that swiftc emits by default), and links it with Benchmarks/Profiling/main.swift and the
# matcher benchmark's workload and floor. Then runs callgrind on the mode's one function
# (`profiledLookups`: 20 000 lookups; `profiledSplitLookups`: the same on URLs parsed beforehand;
# `profiledRegistration`: one table; `profiledFloor`: 20 000
# floor lookups) and prints the total. The output file is Benchmarks/.build-profile/callgrind.MODE.ROUTES,
# for callgrind_annotate (add --auto=yes for line by line). Extra arguments go to valgrind
# (--cache-sim=yes, --branch-sim=yes).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

mode="${1:-lookups}"
routes="${2:-10000}"
shift $(( $# < 2 ? $# : 2 ))
case "$mode" in
    lookups) function=profiledLookups ;;
    split) function=profiledSplitLookups ;;
    registration) function=profiledRegistration ;;
    floor) function=profiledFloor ;;
    typed | typed-id) function=profiledTyped ;;
    typed-string | typed-id-string) function=profiledTypedString ;;
    *) echo "usage: profile-matcher.sh [lookups|split|registration|floor|typed|typed-string|typed-id|typed-id-string] [routes] [valgrind options...]" >&2; exit 2 ;;
esac

out=Benchmarks/.build-profile
mkdir -p "$out"
features=()
for feature in ExistentialAny MemberImportVisibility InternalImportsByDefault; do
    features+=(-enable-upcoming-feature "$feature")
done
# WireframeSupport first: WireframeRouting imports it (MessageText, the invisible characters).
for module in WireframeSupport WireframeRouting; do
    swiftc -O -wmo -swift-version 6 -package-name wireframekit "${features[@]}" -parse-as-library \
        -g -debug-info-format=dwarf -dwarf-version=4 -I "$out" -L "$out" \
        $([ "$module" = WireframeRouting ] && echo -lWireframeSupport) \
        -Xlinker -rpath -Xlinker "$PWD/$out" \
        -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
        -emit-library -o "$out/lib$module.so" $(find Sources/"$module" -name '*.swift' | sort)
done
# The typed-route workload imports WireframeKit: a module of that name that re-exports
# WireframeRouting stands in for it.
echo "@_exported import WireframeRouting" >"$out/WireframeKit.swift"
swiftc -O -swift-version 6 -I "$out" -L "$out" -lWireframeRouting -module-name WireframeKit \
    -emit-module -emit-module-path "$out/WireframeKit.swiftmodule" \
    -emit-library -o "$out/libWireframeKit.so" "$out/WireframeKit.swift"
workload=Benchmarks/Sources/wireframe-benchmarks
swiftc -O -wmo -swift-version 6 -I "$out" -L "$out" -lWireframeRouting -lWireframeSupport -lWireframeKit \
    -Xlinker -rpath -Xlinker "$PWD/$out" \
    Benchmarks/Profiling/main.swift "$workload/MatcherWorkload.swift" "$workload/Random.swift" \
    "$workload/FloorContender.swift" "$workload/TypedRouteWorkload.swift" -o "$out/matcher-profile"

valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.$mode.$routes" \
    --toggle-collect="*$function*" "$@" "$out/matcher-profile" "$mode" "$routes" 2>&1 |
    grep -E "Collected|lookups|registered|floor|does not register"
