#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""check.py - the library's modules use one another only downward, in the
order src/internal.h lists them, both for calls and for data:

- calls: read which module defines and which uses each symbol of
  libseccache.a (one member per src/*.c) and report every call to a module
  listed later, or not at all;
- fields: read every src/*.c as clang parses it (-ast-dump=json) and report
  every member access (MemberExpr: a.f or p->f) to a field of a struct
  owned by a module listed later than the module whose code holds it.

Who owns a struct is where it is declared:
- in src/M.c: module M;
- in src/internal.h: the module of its section, the first src file the
  section's banner (/* Title (M.c, ...) */ between dashed lines) names; a
  section whose banner names none (Everywhere) is nobody's;
- in a private header src/X.h: of the src files its first comment names,
  the one listed first in the order (a header several modules share
  belongs to the lowest of them), else module X;
- anywhere else (include/seccache.h, the system's): nobody's.
The code that accesses a field belongs to a module by the same rule (a
header's inline function to the header's owner), at the place the access
is written (a macro's, where it is expanded).

Usage: check.py LIBSECCACHE_A INTERNAL_H CLANG
"""
from concurrent.futures import ThreadPoolExecutor
import glob
import json
import os
import re
import subprocess
import sys

archive, header, clang = sys.argv[1:4]
srcdir = os.path.dirname(os.path.realpath(header))
incdir = os.path.join(os.path.dirname(srcdir), "include")


def module_order(text):
    """The " *   version, text, error, ..." lines of the header's first comment."""
    block = text.split("Modules call only downward", 1)[1].split("*/", 1)[0]
    order = []
    for line in block.splitlines():
        m = re.match(r"\s*\*\s{3}([a-z_, ]+)$", line)
        if m:
            order += [name.strip() for name in m.group(1).split(",")]
    return order


def section_owners(text):
    """(first line, owner or None) of each section of internal.h, in order."""
    lines = text.splitlines()
    sections = [(1, None)]
    for i in range(1, len(lines) - 1):
        if re.match(r"/\* -{10,} \*/$", lines[i - 1]) and re.match(r"/\* -{10,} \*/$", lines[i + 1]):
            m = re.search(r"(\w+)\.c\b", lines[i])
            sections.append((i + 1, m.group(1) if m else None))
    return sections


def check_calls(rank):
    """Calls to a module listed later, from the archive's symbols."""
    defined, used = {}, {}
    nm = subprocess.run(["nm", "-A", archive], capture_output=True, text=True, check=True)
    for line in nm.stdout.splitlines():
        where, _, rest = line.rpartition(":")
        module = where.rsplit(":", 1)[-1].split(".c.o")[0]
        fields = rest.split()
        if len(fields) == 3 and fields[1] in "TDRB":
            defined[fields[2]] = module
        elif len(fields) == 2 and fields[0] == "U":
            used.setdefault(module, set()).add(fields[1])
    failures = [f"{m}: not in src/internal.h's order"
                for m in sorted(used.keys() | set(defined.values())) if m not in rank]
    for module, symbols in sorted(used.items()):
        for symbol in sorted(symbols):
            owner = defined.get(symbol)
            if owner and owner != module and rank.get(owner, -1) >= rank.get(module, -1):
                failures.append(f"{module} calls {symbol} of {owner}, listed after it")
    return failures


def module_at(path, line, sections, headers):
    """The module the code or declaration at path:line belongs to, or None."""
    if os.path.dirname(path) != srcdir:
        return None
    name, ext = os.path.splitext(os.path.basename(path))
    if path == os.path.join(srcdir, "internal.h"):
        return [owner for first, owner in sections if first <= line][-1]
    if ext == ".h":
        return headers.get(path, name)
    return name if ext == ".c" else None


def header_owners(rank):
    """Each private header's owner: of the src files its first comment
    names, the one listed first in the order (the lowest of the modules
    that share it); a header that names none is its own module's."""
    owners = {}
    for path in glob.glob(os.path.join(srcdir, "*.h")):
        with open(path) as f:
            comment = f.read().split("*/", 2)[1]  # after the SPDX line
        named = [m for m in re.findall(r"\b(\w+)\.c\b", comment) if m in rank]
        if named:
            owners[os.path.realpath(path)] = min(named, key=rank.get)
    return owners


class Where:
    """clang's JSON writes a location's file and line only when they change."""

    def __init__(self, main):
        self.file, self.line = main, 0

    def read(self, loc):
        """Follow loc (bare, or spelling and expansion); where it expands."""
        if "spellingLoc" in loc:
            self.read(loc["spellingLoc"])
            return self.read(loc["expansionLoc"])
        if "file" in loc:
            self.file = os.path.realpath(loc["file"])
        if "line" in loc:
            self.line = loc["line"]
        return self.file, self.line


def parse(path):
    """clang's AST of one source file, as JSON text."""
    cmd = [clang, "-fsyntax-only", "-std=c11", "-D_GNU_SOURCE", "-D_FILE_OFFSET_BITS=64",
           '-DSECCACHE_LIBRARY_VERSION="0"', "-I", srcdir, "-I", incdir,
           "-Xclang", "-ast-dump=json", path]
    try:
        run = subprocess.run(cmd, capture_output=True, text=True)
    except FileNotFoundError:
        raise SystemExit(f"FAIL: no {clang} to parse the sources (scripts/install-deps)")
    if run.returncode:
        raise SystemExit(f"FAIL: clang cannot parse {path}:\n{run.stderr}")
    return run.stdout


def field_accesses(path, text):
    """(record, field, record's file:line, access's file:line) of each MemberExpr."""
    where = Where(path)
    records, fields, accesses = {}, {}, []
    todo = [(json.loads(text), None)]
    while todo:
        node, record = todo.pop()
        at = where.read(node["loc"]) if node.get("loc") else None
        if node.get("range"):
            begin = where.read(node["range"]["begin"])
            where.read(node["range"]["end"])
            at = at or begin
        kind = node.get("kind")
        if kind == "RecordDecl" and node.get("completeDefinition"):
            record = node["id"]
            records[record] = (node.get("name", "(anonymous)"), at)
        elif kind == "FieldDecl" and record:
            fields[node["id"]] = (record, node.get("name", ""))
        elif kind == "MemberExpr":
            accesses.append((node["referencedMemberDecl"], at))
        todo += [(child, record) for child in reversed(node.get("inner", []))]
    for decl, at in accesses:
        if decl in fields:
            record, name = fields[decl]
            yield records[record][0], name, records[record][1], at


def check_fields(rank, sections, headers):
    """Field accesses to a struct of a module listed later."""
    def scan(path):
        text = parse(path)
        if '"MemberExpr"' not in text:
            return []
        return list(field_accesses(path, text))

    sources = sorted(glob.glob(os.path.join(srcdir, "*.c")))
    with ThreadPoolExecutor(max_workers=2) as pool:
        scanned = list(pool.map(scan, sources))
    failures = set()
    for accesses in scanned:
        for record, name, (rfile, rline), (afile, aline) in accesses:
            owner = module_at(rfile, rline, sections, headers)
            user = module_at(afile, aline, sections, headers)
            if not owner or not user or owner == user:
                continue
            if owner not in rank or user not in rank:
                failures.add(f"{owner if owner not in rank else user}: "
                             "not in src/internal.h's order")
            elif rank[owner] > rank[user]:
                failures.add(f"{user} uses {record}.{name} of {owner}, listed after it "
                             f"({os.path.basename(afile)}:{aline})")
    return sorted(failures)


def main():
    text = open(header).read()
    order = module_order(text)
    rank = {name: i for i, name in enumerate(order)}
    failures = check_calls(rank) + check_fields(rank, section_owners(text), header_owners(rank))
    for failure in failures:
        print("FAIL:", failure)
    if not failures:
        print(f"layers: {len(rank)} modules, every call and field access downward")
    sys.exit(1 if failures else 0)


main()
