#!/usr/bin/env python3
"""Checks the delegate coverage article against the SDK's methods and the UIKit adapter's code.

For every method of UITableViewDelegate, UITableViewDataSource, UITableViewDataSourcePrefetching,
UITableViewDragDelegate and UITableViewDropDelegate in the iPhoneOS 16.5 SDK, the article
DelegateCoverage.md of TableModelUIKit says whether TableController answers it, forwards it to its
forwardingDelegate, or never receives it. This script fails when:

- the checked-in list (Scripts/delegate-coverage/sdk-methods.tsv) differs from the SDK's header,
  when the SDK mirror is present (without it, the list is the source);
- the article does not list every method of the list exactly once, under its protocol, with a
  known status;
- a method the article says is answered is not implemented by TableController in
  Sources/TableModelUIKit, or one implemented there is not said to be answered (or is not a
  method of the list at all);
- a method said to be forwarded belongs to a protocol the controller is not the table's object
  for (TableController.attach(to:) sets tableView.delegate, .dataSource, ... = self), or one said
  to be not received belongs to a protocol it is;
- another document (a DocC article, README.md, Examples/README.md) keeps a list of its own: a
  table row naming HAND_LIST or more of the methods. The article is the only list; others link
  to it (<doc:DelegateCoverage>).

Usage, from the package root:
  Scripts/check-delegate-coverage.py              # check
  Scripts/check-delegate-coverage.py --print-sdk  # print the SDK header's methods (needs the SDK)
Exit status: 0 consistent, 1 inconsistent.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join("Scripts", "delegate-coverage", "sdk-methods.tsv")
ARTICLE = os.path.join("Sources", "TableModelUIKit", "TableModelUIKit.docc", "Articles", "DelegateCoverage.md")
ADAPTER = os.path.join("Sources", "TableModelUIKit")
HEADER = "iPhoneOS16.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h"
PROTOCOLS = {
    "UITableViewDelegate": "delegate",
    "UITableViewDataSource": "dataSource",
    "UITableViewDataSourcePrefetching": "prefetchDataSource",
    "UITableViewDragDelegate": "dragDelegate",
    "UITableViewDropDelegate": "dropDelegate",
}
STATUSES = ("answered", "forwarded", "not received")
HAND_LIST = 4

errors = []


def fail(message):
    errors.append(message)


def sdk_mirror():
    candidates = [os.environ.get("IOS_SDKS_MIRROR", "")] + [
        os.path.join(ROOT, up, ".mirror", "theos+sdks", "repo") for up in ("..", "../..")]
    return next((c for c in candidates if c and os.path.isdir(c)), None)


def sdk_methods(mirror):
    """(protocol, selector, note) of every method in the header's five protocols, in order."""
    shown = subprocess.run(["git", "-C", mirror, "show", "HEAD:" + HEADER],
                           capture_output=True, text=True)
    if shown.returncode != 0:
        return None
    text = shown.stdout
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    methods = []
    pattern = r"@protocol\s+(%s)\b[^\n]*\n(.*?)@end" % "|".join(PROTOCOLS)
    for match in re.finditer(pattern, text, re.S):
        protocol, body = match.group(1), match.group(2)
        for declaration in body.split(";"):
            start = declaration.find("-")
            if start < 0 or not declaration[:start].strip() in ("", "@optional", "@required"):
                continue
            declaration = declaration[start:]
            note = "deprecated" if "API_DEPRECATED" in declaration else "-"
            previous = None
            while previous != declaration:  # types and availability macros, innermost first
                previous, declaration = declaration, re.sub(r"\([^()]*\)", "", declaration)
            selector = "".join(k + ":" for k in re.findall(r"(\w+)\s*:", declaration))
            methods.append((protocol, selector, note))
    return methods


def read_list():
    rows = []
    with open(LIST) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            protocol, selector, swift, note = line.rstrip("\n").split("\t")
            rows.append((protocol, selector, swift, note))
    return rows


def read_article():
    """{swift name: (protocol, status)} from the article's table rows."""
    entries = {}
    with open(ARTICLE) as f:
        for number, line in enumerate(f, 1):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) < 3 or not cells[0].startswith("`"):
                continue
            swift, protocol, status = cells[0].strip("`"), cells[1].strip("`"), cells[2]
            if swift in entries:
                fail(f"{ARTICLE}:{number}: {swift} is listed twice")
            entries[swift] = (protocol, status, number)
    return entries


def implemented_methods():
    """Swift names of the functions in the adapter whose first parameter is a UITableView: the
    delegate methods, and others (attach(to:)) that match no method of the list."""
    names = {}
    for directory, _, files in os.walk(ADAPTER):
        for name in files:
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            text = open(path).read()
            for match in re.finditer(r"\bfunc\s+(\w+)\s*\(", text):
                depth, end = 1, match.end()
                while depth and end < len(text):
                    depth += {"(": 1, ")": -1}.get(text[end], 0)
                    end += 1
                parameters, depth, current = [], 0, ""
                for character in text[match.end():end - 1]:
                    if character in "([<":
                        depth += 1
                    elif character in ")]>":
                        depth -= 1
                    if character == "," and depth == 0:
                        parameters.append(current)
                        current = ""
                    else:
                        current += character
                parameters.append(current)
                parameters = [p.strip() for p in parameters if p.strip()]
                if not parameters or not re.search(r":\s*UITableView\s*$", parameters[0]):
                    continue
                labels = [p.split(":")[0].split()[0] for p in parameters]
                swift = f"{match.group(1)}({''.join(label + ':' for label in labels)})"
                names[swift] = path
    return names


def adopted_protocols():
    """The protocols whose table property TableController.attach(to:) sets to the controller."""
    adopted = set()
    for directory, _, files in os.walk(ADAPTER):
        for name in files:
            if name.endswith(".swift"):
                text = open(os.path.join(directory, name)).read()
                for protocol, property_name in PROTOCOLS.items():
                    if re.search(r"\.%s\s*=\s*self\b" % property_name, text):
                        adopted.add(protocol)
    return adopted


def short_names(swift):
    """The names a document may give a method: tableView(_:cellForRowAt:) is also cellForRowAt,
    numberOfSections(in:) only itself."""
    labels = re.findall(r"(\w+):", swift)
    base = swift.split("(")[0]
    return {swift, labels[1]} if base == "tableView" and len(labels) > 1 else {swift}


def hand_kept_lists(rows):
    """Table rows, outside the article, that name HAND_LIST or more of the SDK's methods."""
    names = set().union(*(short_names(swift) for _, _, swift, _ in rows))
    documents = ["README.md", os.path.join("Examples", "README.md")]
    for directory, _, files in os.walk("Sources"):
        if ".docc" in directory:
            documents += [os.path.join(directory, f) for f in files if f.endswith(".md")]
    for path in sorted(documents):
        if path == ARTICLE or not os.path.exists(path):
            continue
        with open(path) as f:
            for number, line in enumerate(f, 1):
                named = set(re.findall(r"`([^`]+)`", line)) & names
                if line.startswith("|") and len(named) >= HAND_LIST:
                    fail(f"{path}:{number}: a hand-kept list of delegate methods "
                         f"({', '.join(sorted(named)[:3])}, ...): link to <doc:DelegateCoverage>"
                         " (or DelegateCoverage.md) instead, the only list, which is checked")


def main():
    os.chdir(ROOT)
    rows = read_list()
    mirror = sdk_mirror()
    if "--print-sdk" in sys.argv:
        if not mirror:
            sys.exit("no SDK mirror (theos/sdks) found; set IOS_SDKS_MIRROR")
        for method in sdk_methods(mirror) or sys.exit(f"{HEADER} is not in {mirror}"):
            print("\t".join(method))
        return
    expected = sdk_methods(mirror) if mirror else None
    if expected is not None:
        listed = [(p, s, n) for p, s, _, n in rows]
        if expected != listed:
            missing = [m for m in expected if m not in listed]
            extra = [m for m in listed if m not in expected]
            fail(f"{LIST} differs from the SDK's {HEADER}: missing {missing}, not in the SDK {extra}"
                 + ("" if missing or extra else " (order)"))
        print(f"list checked against the SDK header: {len(expected)} methods")
    else:
        print(f"no SDK mirror with {HEADER}: the checked-in list is the source")

    article = read_article()
    implemented = implemented_methods()
    adopted = adopted_protocols()
    swift_names = {swift for _, _, swift, _ in rows}
    for protocol, _, swift, note in rows:
        if swift not in article:
            fail(f"{ARTICLE}: {protocol} method {swift} is not listed")
            continue
        listed_protocol, status, line = article[swift]
        where = f"{ARTICLE}:{line}: {swift}"
        if listed_protocol != protocol:
            fail(f"{where}: listed under {listed_protocol}, but it is a {protocol} method")
        if status not in STATUSES:
            fail(f"{where}: status \"{status}\" is none of {STATUSES}")
        elif status == "answered" and swift not in implemented:
            fail(f"{where}: said to be answered, but TableController does not implement it")
        elif status != "answered" and swift in implemented:
            fail(f"{where}: said to be {status}, but {implemented[swift]} implements it")
        elif status == "forwarded" and protocol not in adopted:
            fail(f"{where}: said to be forwarded, but the controller is not the table's "
                 f"{PROTOCOLS[protocol]}")
        elif status == "not received" and protocol in adopted:
            fail(f"{where}: said to be not received, but the controller is the table's "
                 f"{PROTOCOLS[protocol]}: it is answered or forwarded")
    for swift in sorted(set(article) - swift_names):
        fail(f"{ARTICLE}:{article[swift][2]}: {swift} is not a method of the SDK's list")
    for swift in sorted(s for s in set(implemented) - swift_names if s.startswith("tableView")):
        fail(f"{implemented[swift]}: {swift} takes a UITableView but is no method of the SDK's "
             "list (a misspelt delegate method is never called)")

    hand_kept_lists(rows)

    counts = {s: sum(1 for p, st, _ in article.values() if st == s) for s in STATUSES}
    if errors:
        print("\n".join(errors), file=sys.stderr)
        sys.exit(1)
    print(f"delegate coverage consistent: {len(rows)} methods, "
          + ", ".join(f"{counts[s]} {s}" for s in STATUSES))


main()
