#!/usr/bin/env bash
# Instruction counts of the route matcher, with callgrind (see Benchmarks/README.md).
#
# Usage (from anywhere in a clone):
#   bash Benchmarks/Profiling/profile-matcher.sh [lookups|registration|floor] [routes] [valgrind options...]
#
# Compiles Sources/WireframeRouting as a library in release (-O, whole module, the package's
# upcoming features) with DWARF 4 line tables, which valgrind 3.19 reads (it cannot read the
# DWARF 5 that swiftc emits by default), and links it with Benchmarks/Profiling/main.swift and the
# matcher benchmark's workload and floor. Then runs callgrind on the mode's one function
# (`profiledLookups`: 20 000 lookups; `profiledRegistration`: one table; `profiledFloor`: 20 000
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
    registration) function=profiledRegistration ;;
    floor) function=profiledFloor ;;
    *) echo "usage: profile-matcher.sh [lookups|registration|floor] [routes] [valgrind options...]" >&2; exit 2 ;;
esac

out=Benchmarks/.build-profile
mkdir -p "$out"
features=()
for feature in ExistentialAny MemberImportVisibility InternalImportsByDefault; do
    features+=(-enable-upcoming-feature "$feature")
done
swiftc -O -wmo -swift-version 6 -package-name wireframekit "${features[@]}" -parse-as-library \
    -g -debug-info-format=dwarf -dwarf-version=4 \
    -module-name WireframeRouting -emit-module -emit-module-path "$out/WireframeRouting.swiftmodule" \
    -emit-library -o "$out/libWireframeRouting.so" $(find Sources/WireframeRouting -name '*.swift' | sort)
workload=Benchmarks/Sources/wireframe-benchmarks
swiftc -O -wmo -swift-version 6 -I "$out" -L "$out" -lWireframeRouting \
    -Xlinker -rpath -Xlinker "$PWD/$out" \
    Benchmarks/Profiling/main.swift "$workload/MatcherWorkload.swift" "$workload/Random.swift" \
    "$workload/FloorContender.swift" -o "$out/matcher-profile"

valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.$mode.$routes" \
    --toggle-collect="*$function*" "$@" "$out/matcher-profile" "$mode" "$routes" 2>&1 |
    grep -E "Collected|lookups|registered|floor|does not register"
