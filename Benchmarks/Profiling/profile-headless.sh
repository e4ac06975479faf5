#!/usr/bin/env bash
# Instruction counts of the headless backend's push and pop, with callgrind (see Benchmarks/README.md).
#
# Usage (from anywhere in a clone):
#   bash Benchmarks/Profiling/profile-headless.sh [cycles] [source root] [valgrind options...]
#
# Compiles WireframeSupport, WireframePresentation and WireframeHeadless (its Tree link followed)
# from the source root (this clone by default; another checkout, say of an older commit, for a
# before-and-after count) as libraries in release (-O, whole module, the package's upcoming
# features) with DWARF 4 line tables, which valgrind 3.19 reads, links them with
# Benchmarks/Profiling/Headless/main.swift, and runs callgrind on `profiledCycles` (20 000 cycles
# by default: a screen made, pushed onto a stack in a window and popped). Prints the total and the
# instructions per cycle. The output file is Benchmarks/.build-profile/callgrind.headless.<label>,
# the label being the source root's commit (with -changed when its Sources differ from it), for
# callgrind_annotate.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

cycles="${1:-20000}"
root="$(cd "${2:-.}" && pwd)"
shift $(( $# < 2 ? $# : 2 ))
label="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || basename "$root")"
if git -C "$root" rev-parse 2>/dev/null && ! git -C "$root" diff --quiet HEAD -- Sources; then label+="-changed"; fi
out="$PWD/Benchmarks/.build-profile/headless-$label"
mkdir -p "$out"
flags=(-O -wmo -swift-version 6 -g -debug-info-format=dwarf -dwarf-version=4 -I "$out" -L "$out"
    -Xlinker -rpath -Xlinker "$out")
for feature in ExistentialAny MemberImportVisibility InternalImportsByDefault; do
    flags+=(-enable-upcoming-feature "$feature")
done
library() {
    local name="$1"
    shift
    swiftc "${flags[@]}" -package-name wireframekit -parse-as-library -module-name "$name" \
        -emit-module -emit-module-path "$out/$name.swiftmodule" -emit-library -o "$out/lib$name.so" "$@"
}
sources() { find -L "$root/Sources/$1" -name '*.swift' | sort; }
library WireframeSupport $(sources WireframeSupport)
library WireframePresentation $(sources WireframePresentation)
library WireframeHeadless -lWireframeSupport -lWireframePresentation $(sources WireframeHeadless)
swiftc "${flags[@]}" -lWireframeHeadless -lWireframePresentation -lWireframeSupport \
    Benchmarks/Profiling/Headless/main.swift -o "$out/headless-profile"

file="Benchmarks/.build-profile/callgrind.headless.$label"
valgrind --tool=callgrind --callgrind-out-file="$file" --toggle-collect='*profiledCycles*' "$@" \
    "$out/headless-profile" "$cycles" 2>&1 | grep -E "Collected|cycles" | tee "$out/summary"
collected="$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/summary")"
echo "instructions per cycle: $(( collected / cycles ))"
