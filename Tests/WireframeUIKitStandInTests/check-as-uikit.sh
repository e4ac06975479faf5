#!/usr/bin/env bash
# Compiles Sources/WireframeUIKit as it is compiled on iOS (`public import UIKit`, without
# WIREFRAME_UIKIT_STANDIN), against the stand-in built as a module named UIKit with Objective-C
# interoperability on (its delegate protocols `@objc`, their methods `optional`), with warnings as
# errors; then converts its DocC catalog with the symbol graphs that build emits (extensions of
# UIKit and of the package's modules included), warnings as errors.
#
# The test target compiles the same files through their stand-in branch; this also compiles the
# `public import UIKit` branch, checks that the conformances raise no retroactive-conformance
# warning (SwiftPM builds the package's modules with one -package-name) and checks every DocC
# link with the symbols present, which the empty module on Linux cannot.
#
# Then it type-checks the example app's UIKit face, Examples/MailUIKit, against the same modules.
#
# The modules the adapter and the example are compiled against are read from the `import` lines
# of Sources/WireframeUIKit/*.swift and Examples/MailUIKit/*.swift: every imported module but
# WireframeUIKit (compiled here), UIKit, UIKitStandIn and the toolchain's own (Swift, Foundation,
# Dispatch, Glibc, ...) is built with SwiftPM, and SwiftPM's module folder is passed with -I. The -package-name is the one SwiftPM gives the first of them
# that is a target of this package (Sources/<Module>); there must be one.
#
# Usage (from anywhere in a clone):
#   bash Tests/WireframeUIKitStandInTests/check-as-uikit.sh [--scratch-path DIR] [SWIFT-BUILD-FLAG...]
# The scratch folder defaults to .build-uikit-check. CI passes its debug build's folder and flags
# (`--scratch-path .build-ci -Xswiftc -warnings-as-errors`), so the modules are already built.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

scratch=.build-uikit-check
if [ "${1:-}" = "--scratch-path" ]; then
    scratch="${2:?--scratch-path takes a folder}"
    shift 2
fi
build_flags=("$@")

# Modules that are not the package's: the UIKit branches and the toolchain's own modules.
not_ours='^(UIKit|UIKitStandIn|Swift|SwiftShims|_Concurrency|_StringProcessing|_Backtracing|Synchronization|Observation|RegexBuilder|Distributed|Cxx|CxxStdlib|Foundation|FoundationEssentials|FoundationInternationalization|FoundationNetworking|FoundationXML|CoreFoundation|Dispatch|Glibc|Musl|Darwin|Android|WinSDK|os)$'
# `[@attr ...] [public|package|internal|fileprivate|private] import [kind] Module[.Sub]` -> Module
imported="$(sed -nE \
    's/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*/\6/p' \
    Sources/WireframeUIKit/*.swift Examples/MailUIKit/*.swift | sort -u)"
modules=()
own_module=""
for module in $imported; do
    [[ "$module" =~ $not_ours ]] && continue
    [ "$module" = WireframeUIKit ] && continue  # compiled below, as on iOS
    modules+=("$module")
    [ -z "$own_module" ] && [ -d "Sources/$module" ] && own_module="$module"
done
if [ -z "$own_module" ]; then
    echo "error: Sources/WireframeUIKit imports none of this package's modules (Sources/<Module>); is the import parsing broken?" >&2
    exit 1
fi
echo "-- WireframeUIKit and Examples/MailUIKit import ${modules[*]}"

for module in "${modules[@]}"; do
    swift build --scratch-path "$scratch" --target "$module" ${build_flags[@]+"${build_flags[@]}"}
done
bin_path="$(swift build --scratch-path "$scratch" --show-bin-path ${build_flags[@]+"${build_flags[@]}"})"
module_dir="$bin_path/Modules"
for module in "${modules[@]}"; do
    if [ ! -e "$module_dir/$module.swiftmodule" ]; then
        echo "error: building $module left no $module_dir/$module.swiftmodule" >&2
        exit 1
    fi
done
# The -package-name SwiftPM gave the first of them that is this package's (the root package's
# identity), so that the adapter is compiled in the package of the modules it extends, as
# SwiftPM compiles it.
manifest="$scratch/$(basename "$bin_path").yaml"
package_name="$(grep -F "\"-module-name\",\"$own_module\"" "$manifest" \
    | grep -o '"-package-name","[^"]*"' | head -n 1 | cut -d '"' -f 4 || true)"
if [ -z "$package_name" ]; then
    echo "error: found no -package-name for $own_module in $manifest" >&2
    exit 1
fi

out="$scratch/as-uikit"
rm -rf "$out"
mkdir -p "$out/modules" "$out/symbol-graphs"
# Objective-C interoperability on, as on iOS, so that the stand-in's delegate protocols are
# `@objc` with `optional` methods (WIREFRAME_UIKIT_STANDIN_OBJC) and the adapter's calls of them
# (`delegate?.method?(...)`) are type-checked; the compiler needs a module named ObjectiveC for
# it (Tests/UIKitStandIn/ObjectiveC). Nothing is code-generated: only modules are emitted.
objc=(-Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module)
swiftc -parse-as-library -swift-version 6 -module-name ObjectiveC "${objc[@]}" \
    -emit-module -emit-module-path "$out/modules/ObjectiveC.swiftmodule" \
    Tests/UIKitStandIn/ObjectiveC/*.swift
swiftc -parse-as-library -swift-version 6 -module-name UIKit "${objc[@]}" -D WIREFRAME_UIKIT_STANDIN_OBJC \
    -I "$out/modules" -emit-module -emit-module-path "$out/modules/UIKit.swiftmodule" \
    Tests/UIKitStandIn/*.swift
swiftc -parse-as-library -swift-version 6 -module-name WireframeUIKit -package-name "$package_name" "${objc[@]}" \
    -enable-upcoming-feature ExistentialAny \
    -enable-upcoming-feature MemberImportVisibility \
    -enable-upcoming-feature InternalImportsByDefault \
    -warnings-as-errors -I "$out/modules" -I "$module_dir" \
    -emit-module -emit-module-path "$out/modules/WireframeUIKit.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/symbol-graphs" \
    -Xfrontend -emit-extension-block-symbols \
    Sources/WireframeUIKit/*.swift
echo "-- WireframeUIKit compiles against a module named UIKit and ${modules[*]}, without warnings"

# The example app's UIKit face, as an app target compiles it on iOS.
swiftc -typecheck -parse-as-library -swift-version 6 -module-name MailUIKit "${objc[@]}" \
    -enable-upcoming-feature ExistentialAny \
    -enable-upcoming-feature MemberImportVisibility \
    -enable-upcoming-feature InternalImportsByDefault \
    -warnings-as-errors -I "$out/modules" -I "$module_dir" \
    Examples/MailUIKit/*.swift
echo "-- Examples/MailUIKit compiles against them, without warnings"

docc convert Sources/WireframeUIKit/WireframeUIKit.docc \
    --additional-symbol-graph-dir "$out/symbol-graphs" \
    --fallback-display-name WireframeUIKit \
    --fallback-bundle-identifier org.wireframekit.WireframeUIKit \
    --output-path "$out/WireframeUIKit.doccarchive" \
    --warnings-as-errors
echo "-- its DocC catalog converts without warnings, with the symbols present"
