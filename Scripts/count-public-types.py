#!/usr/bin/env python3
"""Counts the public top-level types of each library target, from source.

A public top-level type is a `struct`, `class`, `enum`, `protocol`, `actor` or `typealias`
declared `public` or `open` at a file's top level (column 0, attributes such as `@MainActor`
or `final` allowed). Nested types, extensions and `package` declarations do not count. Files
guarded by `#if canImport(UIKit)` count as written: the count is of the source, whatever the
platform.

Usage: Scripts/count-public-types.py [--list]   (from the repository's root)

Prints one line per module, the total of the modules an app links (TableModelDiff,
TableModelCore, TableModelUIKit), and the test-only and repository-only modules apart.
"""

import pathlib
import re
import sys

APP_MODULES = ["TableModelDiff", "TableModelCore", "TableModelUIKit"]
OTHER_MODULES = ["TableModelTesting", "TableModelScenarios"]

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*"  # attributes: @MainActor, @frozen, @available(...)
    r"(?:(?:final|indirect|nonisolated)\s+)*"
    r"(?:public|open)\s+"
    r"(?:(?:final|indirect|nonisolated)\s+)*"
    r"(struct|class|enum|protocol|actor|typealias)\s+"
    r"(\w+)"
)


def public_types(module: str) -> list[str]:
    """The public top-level types declared in a module's sources, as `kind Name (file)`."""
    root = pathlib.Path("Sources") / module
    found = []
    for path in sorted(root.rglob("*.swift")):
        for line in path.read_text(encoding="utf-8").splitlines():
            match = DECLARATION.match(line)
            if match:
                found.append(f"{match.group(1)} {match.group(2)} ({path.relative_to(root)})")
    return found


def main() -> int:
    listing = "--list" in sys.argv[1:]
    total = 0
    for module in APP_MODULES + OTHER_MODULES:
        types = public_types(module)
        if module in APP_MODULES:
            total += len(types)
        print(f"{module}: {len(types)}")
        if listing:
            for entry in types:
                print(f"  {entry}")
        if module == APP_MODULES[-1]:
            print(f"app-linked modules ({' + '.join(APP_MODULES)}): {total}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
