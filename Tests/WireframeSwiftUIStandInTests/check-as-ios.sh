#!/usr/bin/env bash
# Compiles the SwiftUI face of WireframeSwiftUI as it is compiled for iOS 16 and for macOS 13 —
# the package's floors — against the SwiftUI stand-in built as modules named SwiftUI and
# Combine, so that the compiler checks availability as it does on Apple platforms: a SwiftUI
# declaration of iOS 17 used on the iOS 16 path, or `fullScreenCover` on macOS, fails here.
#
# Linux has no SDK for Apple platforms, but the toolchain ships the standard library and the
# concurrency library as textual interfaces (lib/swift/linux/*.swiftmodule/*.swiftinterface).
# This script builds them for x86_64-apple-ios16.0-simulator and x86_64-apple-macosx13.0 from
# those interfaces (the interface's -target replaced, and its `@backDeployed` attributes dropped,
# since the Linux interface carries no bodies for them; ~40 s a platform, kept in the scratch
# folder for the same toolchain), then compiles, for each platform, with warnings as errors and
# the package's upcoming features:
#
#   1. Tests/UIKitStandIn as a module named UIKit (iOS only: UIViewControllerRepresentable);
#   2. Tests/SwiftUIStandIn/Combine as Combine, Tests/SwiftUIStandIn/SwiftUI as SwiftUI;
#   3. Sources/WireframeSupport's text (its lock needs the platform's C library, which the
#      stand-in SDK has not, and nothing compiled here uses it), Sources/WireframePresentation,
#      then the whole of Sources/WireframeSwiftUI, models and views, as one module, as an app's
#      build does (no WIREFRAME_SWIFTUI_STANDIN);
#   4. the demo's SwiftUI views (Examples/WireframeDemo/SwiftUI/Views) over it;
#   5. two probes that must fail, so that a check that checks nothing cannot pass: Observation's
#      `withObservationTracking` (iOS 17, from the toolchain's own interface) on the iOS 16
#      path, and the stand-in's `fullScreenCover` on macOS;
#
# then converts the module's DocC catalog with the symbol graphs of the iOS build (the views'
# symbols present, which the empty Linux build cannot give), warnings as errors.
#
# Usage (from anywhere in a clone):
#   bash Tests/WireframeSwiftUIStandInTests/check-as-ios.sh [--scratch-path DIR]
# The scratch folder defaults to .build-swiftui-check. CI runs it as a step of its own.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

scratch=.build-swiftui-check
if [ "${1:-}" = "--scratch-path" ]; then
    scratch="${2:?--scratch-path takes a folder}"
    shift 2
fi

toolchain_lib="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/linux"
for module in Swift _Concurrency SwiftOnoneSupport Observation; do
    if [ ! -f "$toolchain_lib/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" ]; then
        echo "error: the toolchain has no textual interface of $module in $toolchain_lib" >&2
        exit 1
    fi
done
version="$(swiftc --version 2>/dev/null | head -n 1 | tr -c 'A-Za-z0-9.\n' '_')"
mkdir -p "$scratch"
features=(
    -enable-upcoming-feature ExistentialAny
    -enable-upcoming-feature MemberImportVisibility
    -enable-upcoming-feature InternalImportsByDefault
)

# The standard library, concurrency, Onone support and Observation for `$1` (a target triple),
# in "$scratch/sdk-$2" (`$2` names the platform); kept while the toolchain is the same.
build_sdk() {
    local triple="$1" platform="$2"
    local sdk="$scratch/sdk-$platform"
    if [ -f "$sdk/version" ] && [ "$(cat "$sdk/version")" = "$version" ]; then
        echo "-- $platform: the standard library built for $triple is there already"
        return
    fi
    rm -rf "$sdk"
    mkdir -p "$sdk/interfaces"
    local module
    for module in Swift _Concurrency SwiftOnoneSupport Observation; do
        sed -e "s/-target x86_64-unknown-linux-gnu/-target $triple/" -e '/^[[:space:]]*@backDeployed(/d' -e '/^import Glibc$/d' \
            "$toolchain_lib/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" \
            >"$sdk/interfaces/$module.swiftinterface"
        local extra=()
        if [ "$module" = Swift ] || [ "$module" = _Concurrency ]; then extra=(-parse-stdlib); fi
        swiftc -frontend -compile-module-from-interface "${extra[@]+"${extra[@]}"}" -disable-availability-checking \
            -module-name "$module" -target "$triple" -I "$sdk" \
            -o "$sdk/$module.swiftmodule" "$sdk/interfaces/$module.swiftinterface"
    done
    echo "$version" >"$sdk/version"
    echo "-- $platform: built the standard library, concurrency and Observation for $triple"
}

# Compiles `$3...` as module `$2` for `$1`, against the sdk and modules of `$platform`.
compile() {
    local triple="$1" module="$2"
    shift 2
    swiftc -parse-as-library -swift-version 6 -target "$triple" -I "$sdk" -I "$modules" \
        -Xfrontend -disable-implicit-string-processing-module-import \
        -module-name "$module" -package-name wireframekit "${features[@]}" -warnings-as-errors \
        -emit-module -emit-module-path "$modules/$module.swiftmodule" "$@"
}

# Compiles `$2` for `$1` and expects it to fail with a message containing `$3`.
probe() {
    local triple="$1" file="$2" expected="$3"
    local output
    if output="$(swiftc -typecheck -parse-as-library -swift-version 6 -target "$triple" -I "$sdk" -I "$modules" \
        -Xfrontend -disable-implicit-string-processing-module-import "$file" 2>&1)"; then
        echo "error: $file compiled for $triple; its use of an API the target lacks must fail" >&2
        exit 1
    fi
    if ! grep -qF "$expected" <<<"$output"; then
        echo "error: $file failed for $triple, but not with \"$expected\":" >&2
        echo "$output" >&2
        exit 1
    fi
    echo "-- $triple refuses $(basename "$file"): $expected"
}

check_platform() {
    local triple="$1" platform="$2"
    sdk="$scratch/sdk-$platform"
    modules="$scratch/modules-$platform"
    rm -rf "$modules"
    mkdir -p "$modules"
    if [ "$platform" = ios16 ]; then
        compile "$triple" UIKit Tests/UIKitStandIn/*.swift
    fi
    compile "$triple" Combine Tests/SwiftUIStandIn/Combine/*.swift
    compile "$triple" SwiftUI Tests/SwiftUIStandIn/SwiftUI/*.swift
    compile "$triple" WireframeSupport $(find Sources/WireframeSupport -name '*.swift' ! -name Lock.swift | sort)
    compile "$triple" WireframePresentation $(find Sources/WireframePresentation -name '*.swift' | sort)
    local graphs=()
    if [ "$platform" = ios16 ]; then
        rm -rf "$scratch/symbol-graphs"
        mkdir -p "$scratch/symbol-graphs"
        graphs=(-emit-symbol-graph -emit-symbol-graph-dir "$scratch/symbol-graphs")
    fi
    compile "$triple" WireframeSwiftUI "${graphs[@]+"${graphs[@]}"}" $(find -L Sources/WireframeSwiftUI -name '*.swift' | sort)
    echo "-- $platform: WireframeSwiftUI, models and views, compiles for $triple without warnings"
    compile "$triple" MailDemoViews $(find Examples/WireframeDemo/SwiftUI/Views -name '*.swift' | sort)
    echo "-- $platform: the demo's SwiftUI views compile for $triple without warnings"
}

build_sdk x86_64-apple-ios16.0-simulator ios16 &
ios_build=$!
build_sdk x86_64-apple-macosx13.0 macos13
wait "$ios_build"

check_platform x86_64-apple-ios16.0-simulator ios16
probe x86_64-apple-ios16.0-simulator Tests/WireframeSwiftUIStandInTests/Probes/ObservationOnIOS16.swift \
    "is only available in iOS 17.0 or newer"
check_platform x86_64-apple-macosx13.0 macos13
probe x86_64-apple-macosx13.0 Tests/WireframeSwiftUIStandInTests/Probes/FullScreenCoverOnMacOS.swift \
    "is unavailable in macOS"

docc convert Sources/WireframeSwiftUI/WireframeSwiftUI.docc \
    --additional-symbol-graph-dir "$scratch/symbol-graphs" \
    --fallback-display-name WireframeSwiftUI \
    --fallback-bundle-identifier org.wireframekit.WireframeSwiftUI \
    --output-path "$scratch/WireframeSwiftUI.doccarchive" \
    --warnings-as-errors
echo "-- its DocC catalog converts without warnings, with the views' symbols present"
