#!/usr/bin/env bash
# Builds the DocC documentation of every module that has a catalog, warnings as errors: the one
# command README.md shows, and what CI's docs step runs.
#
#   bash .ci/docs.sh                  every Sources/<Module>/<Module>.docc
#   bash .ci/docs.sh WireframeKit …   those modules' catalogs only
#
# Builds the root package once with symbol graphs (in .build-docs, its own scratch folder), then
# converts each catalog with its module's symbol graphs (and its extensions of other modules)
# into .build-docs/archives/<Module>.doccarchive. A broken ``Symbol`` link or any other DocC
# warning fails it. Open an archive with `docc preview <catalog> --additional-symbol-graph-dir
# .build-docs/module-graphs/<Module>`, or serve the archive folder.
#
# Not the swift-docc-plugin: a plug-in is a package dependency, which every app that depends on
# WireframeKit would resolve and fetch; docc ships with the toolchain.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

graphs=.build-docs/symbol-graphs
catalogs=()
if [ "$#" -eq 0 ]; then
    catalogs=(Sources/*/*.docc)
    if [ ! -e "${catalogs[0]}" ]; then
        echo "error: no DocC catalog found under Sources/*/" >&2
        exit 1
    fi
else
    for module in "$@"; do
        if [ ! -d "Sources/$module/$module.docc" ]; then
            echo "error: $module has no catalog (Sources/$module/$module.docc); the modules with one:" \
                "$(cd Sources && ls -d */*.docc | sed 's|/.*||' | tr '\n' ' ')" >&2
            exit 2
        fi
        catalogs+=("Sources/$module/$module.docc")
    done
fi

# The compiler writes a module's graph only when it compiles the module, so the graphs live and
# die with the build folder.
[ -d "$graphs" ] || rm -rf .build-docs
# A whole run starts from no archive, so none is left of a catalog that is gone.
[ "$#" -eq 0 ] && rm -rf .build-docs/module-graphs .build-docs/archives
mkdir -p "$graphs" .build-docs/archives
# The umbrella module's graph holds the symbols it re-exports, but the compiler writes it only
# when it compiles the umbrella, whose own source rarely changes: drop its module (an output the
# build then makes again, so the umbrella is compiled anew) so a warm folder cannot keep a graph
# older than the layers' doc comments. Its build folder stays: without its output file map a
# warm build fails.
rm -rf .build-docs/*/debug/Modules/WireframeKit.swiftmodule "$graphs"/WireframeKit.symbols.json \
    "$graphs"/WireframeKit@*.symbols.json
swift build --scratch-path .build-docs \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs"

for catalog in "${catalogs[@]}"; do
    module="$(basename "$(dirname "$catalog")")"
    module_graphs=".build-docs/module-graphs/$module"
    rm -rf "$module_graphs" ".build-docs/archives/$module.doccarchive"
    mkdir -p "$module_graphs"
    find "$graphs" -maxdepth 1 \( -name "$module.symbols.json" -o -name "$module@*.symbols.json" \) \
        -exec cp {} "$module_graphs/" \;
    if [ ! -e "$module_graphs/$module.symbols.json" ]; then
        echo "error: $catalog has no symbol graph for $module; is $module a target of the root package?" >&2
        exit 1
    fi
    echo "-- docc convert $catalog"
    docc convert "$catalog" \
        --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.wireframekit.$module" \
        --output-path ".build-docs/archives/$module.doccarchive" \
        --warnings-as-errors
done
echo "-- ${#catalogs[@]} archive(s) in .build-docs/archives/"
