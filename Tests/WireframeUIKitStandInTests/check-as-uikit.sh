#!/usr/bin/env bash
# Compiles Sources/WireframeUIKit as it is compiled on iOS (`public import UIKit`, without
# WIREFRAME_UIKIT_STANDIN), against the stand-in built as a module named UIKit, with warnings as
# errors; then converts its DocC catalog with the symbol graphs that build emits (extensions of
# UIKit and WireframeKit included), warnings as errors.
#
# The test target compiles the same files through their stand-in branch; this also compiles the
# `public import UIKit` branch, checks that the conformances raise no retroactive-conformance
# warning (SwiftPM builds the package's modules with one -package-name) and checks every DocC
# link with the symbols present, which the empty module on Linux cannot.
#
# Usage: bash Tests/WireframeUIKitStandInTests/check-as-uikit.sh   (from anywhere in a clone)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

scratch=.build-uikit-check
swift build --scratch-path "$scratch" --target WireframeKit
modules="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
# The -package-name SwiftPM gave WireframeKit (the root package's identity).
package_name="$(grep -F '"-module-name","WireframeKit"' "$scratch/debug.yaml" \
    | grep -o '"-package-name","[^"]*"' | head -n 1 | cut -d '"' -f 4)"

out="$scratch/as-uikit"
rm -rf "$out"
mkdir -p "$out/modules" "$out/symbol-graphs"
swiftc -parse-as-library -swift-version 6 -module-name UIKit \
    -emit-module -emit-module-path "$out/modules/UIKit.swiftmodule" \
    Tests/UIKitStandIn/*.swift
swiftc -parse-as-library -swift-version 6 -module-name WireframeUIKit -package-name "$package_name" \
    -enable-upcoming-feature ExistentialAny \
    -enable-upcoming-feature MemberImportVisibility \
    -enable-upcoming-feature InternalImportsByDefault \
    -warnings-as-errors -I "$out/modules" -I "$modules" \
    -emit-module -emit-module-path "$out/modules/WireframeUIKit.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/symbol-graphs" \
    -Xfrontend -emit-extension-block-symbols \
    Sources/WireframeUIKit/*.swift
echo "-- WireframeUIKit compiles against a module named UIKit, without warnings"

docc convert Sources/WireframeUIKit/WireframeUIKit.docc \
    --additional-symbol-graph-dir "$out/symbol-graphs" \
    --fallback-display-name WireframeUIKit \
    --fallback-bundle-identifier org.wireframekit.WireframeUIKit \
    --output-path "$out/WireframeUIKit.doccarchive" \
    --warnings-as-errors
echo "-- its DocC catalog converts without warnings, with the symbols present"
