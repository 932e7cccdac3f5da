#!/usr/bin/env bash
# Builds the DocC catalogs of TableModelDiff, TableModelCore, TableModelUIKit and
# TableModelTesting with the toolchain's `docc`, with warnings as errors, so a broken symbol link
# fails the build. No docc plugin is used:
# `swift package dump-symbol-graph` extracts the symbol graphs, then `docc convert` builds each
# catalog against its own module's graphs.
#
# Usage: Scripts/build-docs.sh     (from anywhere; it works in the repository root)
# Output: .build-docs/docs/<Module>.doccarchive. Set DOCC to use another `docc` binary.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
work=$scratch/docs

if [ -n "${DOCC:-}" ]; then
  docc=("$DOCC")
elif command -v docc >/dev/null 2>&1; then
  docc=(docc)
elif command -v xcrun >/dev/null 2>&1; then
  docc=(xcrun docc)
else
  echo "build-docs: no docc found; put the toolchain's docc on PATH or set DOCC" >&2
  exit 1
fi

rm -rf "$work"
mkdir -p "$work"

# 1. Symbol graphs of the public API. The scratch path keeps this build apart from .build.
log=$work/dump-symbol-graph.log
set +e
swift package --scratch-path "$scratch" dump-symbol-graph \
  --minimum-access-level public --skip-synthesized-members >"$log" 2>&1
status=$?
set -e
if [ "$status" -ne 0 ]; then
  # On Linux, SwiftPM also tries the test-runner modules it synthesises
  # (<Package>PackageTests, <Package>PackageDiscoveredTests), which this command never builds,
  # and exits with 1 after writing every other graph. Accept only that failure.
  errors=$(grep '^error:' "$log" || true)
  unexpected=$(printf '%s\n' "$errors" \
    | grep -v "^error: Failed to emit symbol graph for '[A-Za-z0-9_]*Package\(Discovered\)\{0,1\}Tests'" \
    || true)
  if [ -z "$errors" ] || [ -n "$unexpected" ]; then
    cat "$log" >&2
    echo "build-docs: swift package dump-symbol-graph failed (exit $status)" >&2
    exit 1
  fi
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -n 1)
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
  cat "$log" >&2
  echo "build-docs: could not find the symbol graph directory in the output above" >&2
  exit 1
fi

# 2. One docc convert per catalog, against that module's graphs only: <Module>.symbols.json and
#    its extension graphs <Module>@<Other>.symbols.json.
convert() {
  local module=$1 catalog=$2
  local module_graphs=$work/$module-symbol-graphs
  mkdir -p "$module_graphs"
  local file
  for file in "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json; do
    if [ -e "$file" ]; then cp "$file" "$module_graphs/"; fi
  done
  if [ ! -e "$module_graphs/$module.symbols.json" ]; then
    if [ "$module" != TableModelUIKit ]; then
      echo "build-docs: no symbol graph for $module in $graphs" >&2
      exit 1
    fi
    # TableModelUIKit compiles to nothing without UIKit. docc needs a graph, even an empty one,
    # to resolve the landing page's ``TableModelUIKit`` title; write what SwiftPM would.
    printf '%s\n' "{\"metadata\":{\"formatVersion\":{\"major\":0,\"minor\":6,\"patch\":0},\"generator\":\"build-docs.sh\"},\"module\":{\"name\":\"$module\",\"platform\":{}},\"symbols\":[],\"relationships\":[]}" \
      >"$module_graphs/$module.symbols.json"
  fi
  echo "== docc convert $catalog"
  "${docc[@]}" convert "$catalog" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "TableModelKit.$module" \
    --output-path "$work/$module.doccarchive" \
    --warnings-as-errors
}

convert TableModelDiff Sources/TableModelDiff/TableModelDiff.docc
convert TableModelCore Sources/TableModelCore/TableModelCore.docc
convert TableModelUIKit Sources/TableModelUIKit/TableModelUIKit.docc
convert TableModelTesting Sources/TableModelTesting/TableModelTesting.docc

echo "Documentation built in $work"
