#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""cover.py - the line and branch coverage of the extracted kernel code.

Usage: cover.py SHOW.txt EXPORT.json KSECCOMP.c

SHOW.txt is `llvm-cov show` of the coverage build (for the lines),
EXPORT.json `llvm-cov export` (the totals, and the branches, those of
macro expansions such as WARN_ON_ONCE() included); KSECCOMP.c is what extract.py
wrote (with KSECCOMP.c.map beside it). Prints one line,
"lines 100.0% (a/b), branches 97.3% (c/d)", then each line never run and
each branch outcome never taken, with the seccomp.c line it comes from.
Only KSECCOMP.c counts: the shim, the harness and libseccache do not.
"""
import json
import os
import re
import sys


def file_data(export, path):
    for data in export["data"]:
        for f in data["files"]:
            if os.path.realpath(f["filename"]) == path:
                return f
    sys.exit("cover.py: %s not in the coverage data" % path)


def branches(f):
    """(line, column, true count, false count) of every branch of f: its
    own, and those of the macros it expands, at the line of the use."""
    out = [(b[0], b[1], b[4], b[5]) for b in f["branches"]]
    for e in f.get("expansions", []):
        line, col = e["source_region"][0], e["source_region"][1]
        out += [(line, col, b[4], b[5]) for b in e["branches"]]
    return out


def show_sections(show, path):
    """The lines of llvm-cov show's view of path."""
    out, inside = [], False
    for line in show.splitlines():
        if line.startswith("/") and line.rstrip().endswith(":"):
            inside = os.path.realpath(line.rstrip()[:-1]) == path
            continue
        if inside:
            out.append(line)
    if not out:   # a single file shows without a header
        out = show.splitlines()
    return out


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: cover.py SHOW.txt EXPORT.json KSECCOMP.c")
    with open(sys.argv[1]) as f:
        show = f.read()
    with open(sys.argv[2]) as f:
        export = json.load(f)
    path = os.path.realpath(sys.argv[3])
    with open(sys.argv[3]) as f:
        source = f.read().split("\n")
    with open(sys.argv[3] + ".map") as f:
        origin = json.load(f)["origin"]

    def where(n):
        k = origin[n - 1] if 0 < n <= len(origin) else 0
        return ("seccomp.c:%d" % k if k else "kseccomp.c") + " (out %d)" % n

    f = file_data(export, path)
    lines, br = f["summary"]["lines"], f["summary"]["branches"]
    print("lines %.1f%% (%d/%d), branches %.1f%% (%d/%d)" % (
        lines["percent"], lines["covered"], lines["count"],
        br["percent"], br["covered"], br["count"]))

    unreached = []
    line_re = re.compile(r"^\s*(\d+)\|\s*([0-9.]+[kMG]?)?\|(.*)$")
    for line in show_sections(show, path):
        m = line_re.match(line)
        if m and m.group(2) == "0":
            n = int(m.group(1))
            unreached.append((n, 0, "line    %s: %s" % (where(n), m.group(3).strip())))
    for n, col, true, false in branches(f):
        text = source[n - 1].strip() if n <= len(source) else ""
        for side, count, other in (("true", true, false), ("false", false, true)):
            if not count:
                unreached.append((n, col, "branch  %s col %d, never %s (%d the other way): %s"
                                  % (where(n), col, side, other, text)))
    for _, _, text in sorted(set(unreached)):
        print("  unreached " + text)


if __name__ == "__main__":
    main()
