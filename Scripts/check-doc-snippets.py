#!/usr/bin/env python3
"""Type-checks the Swift snippets of README.md, of the DocC articles and of the library modules' doc
comments against the built modules.

Usage (from the package root, after `swift build --build-tests`):

    Scripts/check-doc-snippets.py            # the Linux snippets; the UIKit ones too when
                                             # ../shared/tools/ios-check has run here
    Scripts/check-doc-snippets.py --keep DIR # leave the generated files in DIR

Each Markdown file's ```swift blocks, and each source file's ```swift blocks in `///` comments
(in the modules an app links: `LIBRARIES`), become one Swift file per platform: the snippets
whose code, not merely a comment, uses UIKit or Combine (`import UIKit`, `UI…` types,
`TableController`, `TableViewController`, `.indexPath`, `…Publisher`), and every snippet of the
`TableModelUIKit` catalog and module, are checked for iOS
16, against the iPhoneOS SDK that `ios-check` unpacked and the modules it built in `.build-ios`;
the others on this machine, against `.build/debug/Modules`. Within a snippet, type declarations
stay at file scope; its functions become methods, and its statements, in order, the body of a
method (`throws`, and `async` when the snippet awaits), of a `@MainActor final class
SnippetContext`, as in an app's view controller, so that they can use `self`. `…` stands for
code the reader writes: `{ … }` and `{ x in … }` become empty bodies, `case …: …` an empty
case, a line holding only `…` nothing. A snippet that declares a type another snippet of
the same file declares too is checked in a module of its own, with the others' other types. A
snippet that writes its imports must import what it uses: `Headless…` is TableModelTesting's,
`UI…` UIKit's, `TableController`, `TableViewController` and `.indexPath` TableModelUIKit's.

Names a snippet uses without declaring them — `tweet`, `api`, `controller` — come from
`Scripts/doc-snippets/<file name>.swift` (`<file name>.ios.swift` for the UIKit snippets), which
declares them the simplest way that type-checks: types, functions and values (`@MainActor` when
they are not `Sendable`) at file scope, methods the snippets call on `self` in `SnippetContext`
(which the script declares, empty, when that file does not). The doc comments of a module share
one such file, `Scripts/doc-snippets/DocComments/<module>.swift` (`.ios.swift`); a type a
snippet declares itself replaces the one of that file. When an article or a doc comment changes
what it assumes, update that file. A line `// skip: <first line of a snippet>` there leaves that snippet
out, for one that cannot be checked out of its context; say why below it.

Only type-checking (and the discarded result of `observe`, an observation released at once): the
comments that state results (`// one inserted row`) are not run. `ArticleOutputTests` (in
TableModelCoreTests) compares the outputs the articles print with the code's.

Every snippet left out — a UIKit one when `ios-check` has not run here, or one listed — is
printed with its file, line and reason, and counted in the last line.

Exit status: 0 every snippet type-checks, 1 a snippet does not (its file and line are printed),
2 could not run (no build).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
SCAFFOLDS = os.path.join(ROOT, "Scripts", "doc-snippets")
# The modules whose doc comments' examples are checked too: what an app links.
LIBRARIES = ("TableModelDiff", "TableModelCore", "TableModelTesting", "TableModelUIKit")
IOS_CACHE = os.environ.get("IOS_CHECK_CACHE", os.path.expanduser("~/.cache/ios-check"))
IOS_SDK = os.path.join(IOS_CACHE, "iPhoneOS16.5.sdk")
IOS_TRIPLE = "arm64-apple-ios16.0"

UIKIT = re.compile(
    r"^\s*import (UIKit|TableModelUIKit|Combine)\b|\bUI[A-Z][A-Za-z]+\b|(?<!Headless)\bTableController\b"
    r"|\bTableViewController\b|\bNSCoder\b|\.indexPath\b|Publisher\b",
    re.M,
)
DECLARATION = re.compile(
    r"^(?:(?:public|private|fileprivate|internal|package|final|nonisolated)\s+)*"
    r"(?:struct|class|enum|protocol|extension|func|typealias|actor)\b"
)
ATTRIBUTE = re.compile(r"^@[A-Za-z.]+(\([^)]*\))?\s*$")
DECLARED_TYPE = re.compile(r"\b(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)")
# Calls whose result must be kept: an observation that is discarded is released at once.
MUST_KEEP = ("'observe'",)
# What a snippet that writes its imports must import for the names it uses, and what each of
# the package's modules re-exports.
NEEDS = [
    (re.compile(r"\bHeadless[A-Z]\w*"), "TableModelTesting"),
    (re.compile(r"\bUI[A-Z][A-Za-z]+\b|\bNSCoder\b"), "UIKit"),
    (re.compile(r"\.indexPath\b|(?<!Headless)\bTableController\b|\bTableViewController\b"), "TableModelUIKit"),
]
EXPORTS = {
    "TableModelUIKit": {"TableModelUIKit", "TableModelCore", "TableModelDiff"},
    "TableModelTesting": {"TableModelTesting", "TableModelCore", "TableModelDiff"},
    "TableModelCore": {"TableModelCore", "TableModelDiff"},
}


def markdown_files():
    files = [os.path.join(ROOT, "README.md")]
    sources = os.path.join(ROOT, "Sources")
    for module in sorted(os.listdir(sources)):
        for dirpath, _, names in sorted(os.walk(os.path.join(sources, module))):
            if ".docc" in dirpath:
                files += [os.path.join(dirpath, n) for n in sorted(names) if n.endswith(".md")]
            elif module in LIBRARIES:
                files += [os.path.join(dirpath, n) for n in sorted(names) if n.endswith(".swift")]
    return files


def module_of(path):
    """The module of a file under Sources."""
    return os.path.relpath(path, os.path.join(ROOT, "Sources")).split(os.sep)[0]


def doc_comment_text(line):
    """What a `///` line says, without the marker and its one space; `None` for other lines."""
    m = re.match(r"^\s*/// ?(.*)$", line)
    return m.group(1) if m else None


def snippets(path):
    """The ```swift blocks of a Markdown file, or of a Swift file's `///` comments: (line of the
    first code line, code lines)."""
    lines = open(path, encoding="utf-8").read().split("\n")
    if path.endswith(".swift"):
        # A doc comment's block: its lines without the marker; the comment's end closes it.
        lines = [doc_comment_text(line) for line in lines]
    found, i = [], 0
    while i < len(lines):
        if (lines[i] or "").strip() == "```swift":
            start, i = i + 1, i + 1
            while i < len(lines) and lines[i] is not None and lines[i].strip() != "```":
                i += 1
            found.append((start + 1, lines[start:i]))
        i += 1
    return found


def items(lines):
    """Splits a snippet into its top-level items, each a list of (offset, line)."""
    result = []
    for offset, line in enumerate(lines):
        starts = (
            line
            and not line[0].isspace()
            and not line.startswith(("}", ")", "]", '"""', ".", "//"))
        )
        attributes_only = result and all(ATTRIBUTE.match(l.strip()) for _, l in result[-1])
        if starts and not attributes_only or not result:
            result.append([])
        result[-1].append((offset, line))
    return result


def is_declaration(item):
    for _, line in item:
        text = line.strip()
        if not text or text.startswith("//") or ATTRIBUTE.match(text):
            continue
        text = re.sub(r"^(@[A-Za-z.]+(\([^)]*\))?\s+)+", "", text)
        return bool(DECLARATION.match(text))
    return True  # comments only


class Generated:
    """One generated Swift file, remembering where each of its lines came from."""

    def __init__(self):
        self.lines, self.origins = [], []

    def add(self, line, origin=None):
        self.lines.append(line)
        self.origins.append(origin)


def declared_types(item):
    for _, line in item:
        text = line.strip()
        if text and not text.startswith("//") and not ATTRIBUTE.match(text):
            return set(DECLARED_TYPE.findall(text)[:1])
    return set()


def is_method(item):
    """A function that is not a test: a method of the snippet's context, as in an app."""
    text = " ".join(l.strip() for _, l in item if not l.strip().startswith("//"))
    text = re.sub(r"^(@[A-Za-z.]+(\([^)]*\))?\s+)*", "", text)
    return re.match(r"^(?:(?:private|fileprivate|internal|nonisolated)\s+)*func\b", text) and not re.search(
        r"@Test\b", " ".join(l for _, l in item)
    )


def fill_placeholders(line):
    """`…` stands for code the reader writes: an empty body (`{ … }`, `{ row in … }`), a case's
    body (`case …: …`), or declarations (a line of its own)."""
    line = re.sub(r"\{ … \}", "{}", line)
    line = re.sub(r"\bin … \}", "in }", line)
    line = re.sub(r": …$", ": ()", line)
    return "" if line.strip() == "…" else line


def split(code):
    """A snippet's declarations, methods and statements, each a list of items."""
    code = [fill_placeholders(l) for l in code]
    code = [l if not re.match(r"^\s*import \w+", l) else "" for l in code]
    declarations, methods, statements = [], [], []
    for item in items(code):
        if not is_declaration(item):
            statements.append(item)
        elif is_method(item):
            methods.append(item)
        else:
            declarations.append(item)
    return declarations, methods, statements


def generate(markdown, blocks, others, scaffold, imports):
    """The Swift file of `blocks`, with the declarations of `others` and of the scaffold that do
    not clash with theirs."""
    out = Generated()
    seen_imports = set(imports)
    for name in imports:
        out.add(f"import {name}")
    scaffold_text = open(scaffold, encoding="utf-8").read() if scaffold else ""
    scaffold_lines = scaffold_text.split("\n") if scaffold else []
    for _, code in blocks + others + [(0, scaffold_lines)]:
        for line in code:
            m = re.match(r"^\s*import (\w+)\s*(//.*)?$", line)
            if m and m.group(1) not in seen_imports:
                seen_imports.add(m.group(1))
                out.add(f"import {m.group(1)}")
    own = set()
    for _, code in blocks:
        for item in split(code)[0]:
            own |= declared_types(item)
    if scaffold:
        out.add(f"// {os.path.relpath(scaffold, ROOT)}")
        for item in items(scaffold_lines):
            if declared_types(item) & own:
                continue  # the snippet declares it itself
            for offset, line in item:
                if not line.startswith("import "):
                    out.add(line, (scaffold, offset + 1))
    if not re.search(r"\bclass SnippetContext\b", scaffold_text):
        out.add("@MainActor final class SnippetContext {}")
    for first_line, code in others:
        for item in split(code)[0]:
            if declared_types(item) & own:
                continue
            for offset, line in item:
                out.add(line, (markdown, first_line + offset))
    for first_line, code in blocks:
        declarations, methods, statements = split(code)
        out.add(f"// {os.path.relpath(markdown, ROOT)}:{first_line}")
        for item in declarations:
            for offset, line in item:
                out.add(line, (markdown, first_line + offset))
        if methods or statements:
            out.add("extension SnippetContext {")
            for item in methods:
                for offset, line in item:
                    out.add("  " + line, (markdown, first_line + offset))
            if statements:
                text = "\n".join(l for item in statements for _, l in item)
                effects = ("async " if re.search(r"\bawait\b", text) else "") + "throws"
                out.add(f"  func snippet_{first_line}() {effects} {{")
                for item in statements:
                    for offset, line in item:
                        out.add("    " + line, (markdown, first_line + offset))
                out.add("  }")
            out.add("}")
    return out


def groups(blocks):
    """Blocks in groups whose declared types do not clash: the first group holds most."""
    result = []
    for block in blocks:
        names = set()
        for item in split(block[1])[0]:
            names |= declared_types(item)
        for group in result:
            if not names & group[0]:
                group[0].update(names)
                group[1].append(block)
                break
        else:
            result.append([set(names), [block]])
    return [g[1] for g in result]


def code_only(lines):
    """A snippet's text without its `//` comments, for deciding what it uses."""
    return "\n".join(line.split("//")[0] for line in lines)


def missing_imports(markdown, blocks):
    """Snippets that write their imports but not one that a name they use needs."""
    problems = []
    for first_line, code in blocks:
        imported = set()
        for line in code:
            m = re.match(r"^\s*import (\w+)", line)
            if m:
                imported |= EXPORTS.get(m.group(1), {m.group(1)})
        if not imported:
            continue
        text = code_only(l for l in code if not l.lstrip().startswith("import "))
        for pattern, module in NEEDS:
            m = pattern.search(text)
            if m and module not in imported:
                problems.append(
                    f"{os.path.relpath(markdown, ROOT)}:{first_line}: error: uses {m.group(0)}"
                    f" but does not import {module}"
                )
    return problems


def typecheck(generated, path, command):
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(generated.lines) + "\n")
    run = subprocess.run(command + [path], capture_output=True, text=True)
    problems = []
    for line in (run.stdout + run.stderr).split("\n"):
        m = re.match(rf"^{re.escape(path)}:(\d+):(\d+): (error|warning): (.*)$", line)
        if not m:
            continue
        kind, message = m.group(3), m.group(4)
        # A discarded result that the API marks as worth keeping (an observation that is
        # released at once) is a bug in a snippet; other warnings are the snippet's brevity.
        if kind == "warning" and not (
            message.startswith("result of call to") and any(n in message for n in MUST_KEEP)
        ):
            continue
        origin = generated.origins[int(m.group(1)) - 1]
        where = f"{os.path.relpath(origin[0], ROOT)}:{origin[1]}" if origin else f"{path}:{m.group(1)}"
        problems.append(f"{where}: {kind}: {message}")
    if run.returncode != 0 and not problems:
        problems.append(f"{path}: swiftc failed:\n{run.stderr[-3000:]}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keep", help="write the generated files to this directory")
    parser.add_argument("--modules", help="the host build's Modules directory")
    args = parser.parse_args()

    modules = args.modules or os.path.join(ROOT, ".build", "debug", "Modules")
    if not os.path.exists(os.path.join(modules, "TableModelTesting.swiftmodule")):
        print(f"check-doc-snippets: no built modules in {modules}; run swift build first", file=sys.stderr)
        return 2
    ios_modules = os.path.join(ROOT, ".build-ios", "debug", "Modules")
    ios = os.path.exists(os.path.join(ios_modules, "TableModelUIKit.swiftmodule")) and os.path.exists(
        os.path.join(IOS_SDK, ".complete")
    )
    work = args.keep or tempfile.mkdtemp(prefix="doc-snippets-")
    os.makedirs(work, exist_ok=True)

    host = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", modules]
    device = [
        "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-target", IOS_TRIPLE, "-sdk", IOS_SDK,
        "-resource-dir", os.path.join(IOS_CACHE, "resource-dir"),
        "-module-cache-path", os.path.join(IOS_CACHE, "module-cache"), "-I", ios_modules,
    ]
    jobs, skipped, count, problems = [], [], 0, []
    for markdown in markdown_files():
        blocks = snippets(markdown)
        problems += missing_imports(markdown, blocks)
        stem = os.path.splitext(os.path.basename(markdown))[0]
        if markdown.endswith(".swift"):  # a source file's doc comments: named by module and file
            stem = f"{module_of(markdown)}.{stem}"
        for platform in ("linux", "ios"):
            in_uikit = os.sep + "TableModelUIKit.docc" + os.sep in markdown or markdown.startswith(
                os.path.join(ROOT, "Sources", "TableModelUIKit") + os.sep
            )
            chosen = [
                b for b in blocks
                if (in_uikit or bool(UIKIT.search(code_only(b[1])))) == (platform == "ios")
            ]
            if not chosen:
                continue
            where = os.path.relpath(markdown, ROOT)
            if platform == "ios" and not ios:
                skipped += [f"{where}:{b[0]} (UIKit; ../shared/tools/ios-check has not run here)" for b in chosen]
                continue
            count += len(chosen)
            suffix = ".ios" if platform == "ios" else ""
            scaffold = os.path.join(SCAFFOLDS, f"{stem}{suffix}.swift")
            if markdown.endswith(".swift"):  # one scaffold for the doc comments of a module
                scaffold = os.path.join(SCAFFOLDS, "DocComments", f"{module_of(markdown)}{suffix}.swift")
            scaffold = scaffold if os.path.exists(scaffold) else None
            skips = []
            if scaffold:
                skips = re.findall(r"^// skip: (.+)$", open(scaffold, encoding="utf-8").read(), re.M)
            kept = [b for b in chosen if not (b[1] and b[1][0].strip() in skips)]
            count -= len(chosen) - len(kept)
            listed = os.path.relpath(scaffold, ROOT) if scaffold else ""
            skipped += [f"{where}:{b[0]} (listed in {listed})" for b in chosen if b not in kept]
            imports = ["TableModelUIKit", "UIKit"] if platform == "ios" else ["TableModelTesting", "Testing"]
            for number, group in enumerate(groups(kept)):
                others = [b for b in kept if b not in group]
                generated = generate(markdown, group, others, scaffold, imports)
                name = f"{stem}{suffix}{'' if number == 0 else f'.{number + 1}'}"
                path = os.path.join(work, f"{name}.swift")
                module = re.sub(r"\W", "_", f"Snippets_{name}")
                command = (device if platform == "ios" else host) + ["-module-name", module]
                jobs.append((generated, path, command))

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        problems += [p for result in pool.map(lambda j: typecheck(*j), jobs) for p in result]
    problems = list(dict.fromkeys(problems))  # a declaration shared by two groups, reported once
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    for problem in problems:
        print(problem)
    for snippet in skipped:
        print(f"check-doc-snippets: skipped {snippet}")
    note = f"; {len(skipped)} skipped (printed above)" if skipped else ""
    if problems:
        print(f"check-doc-snippets: {len(problems)} problems in {count} snippets{note}")
        return 1
    print(f"check-doc-snippets: {count} snippets type-check{note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
