#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""check.py - the library's layers are its folders, and its modules use
one another only downward, in the order src/layers lists them (the
layers lowest first, each with its modules in order), for includes,
calls and data:

- includes: every #include "..." of a src/LAYER/ file names a file of its
  own layer or of a layer listed before it;
- calls: read which module defines and which uses each symbol of
  libseccache.a (one member per src/LAYER/MODULE.c) and report every call
  to a module listed later, or not at all;
- fields: read every src/LAYER/MODULE.c as clang parses it
  (-ast-dump=json) and report every member access (MemberExpr: a.f or
  p->f) to a field of a struct owned by a module listed later than the
  module whose code holds it.

Who owns a struct is where it is declared:
- in src/LAYER/M.c: module M;
- in a private header src/LAYER/X.h: the module of its section, the
  first of the layer's src files that the section's banner (/* Title
  (M.c, ...) */ between dashed lines) names; outside such a section, of
  those its first comment names, the one listed first in the order (a
  header several modules share belongs to the lowest of them), else the
  lowest module of its layer;
- anywhere else (include/seccache.h, the system's): nobody's.
The code that accesses a field belongs to a module by the same rule (a
header's inline function to the header's owner), at the place the access
is written (a macro's, where it is expanded).

docs/DESIGN.md describes the layers under one heading each ("### LAYER/"),
in the order of src/layers: that is checked too.

Usage: check.py LIBSECCACHE_A SRCDIR CLANG
"""
from concurrent.futures import ThreadPoolExecutor
import glob
import json
import os
import re
import subprocess
import sys

archive, srcdir, clang = sys.argv[1:4]
srcdir = os.path.realpath(srcdir)
topdir = os.path.dirname(srcdir)
incdir = os.path.join(topdir, "include")


def read_layers():
    """[(layer, [module, ...]), ...] of src/layers, lowest first."""
    layers = []
    with open(os.path.join(srcdir, "layers")) as f:
        for line in f:
            words = line.split("#", 1)[0].split()
            if words:
                layers.append((words[0], words[1:]))
    return layers


def check_tree(layers):
    """src/layers against the folders: each layer a folder of exactly its
    listed modules, and no source outside the layers."""
    failures = []
    listed = {layer for layer, _ in layers}
    for path in sorted(glob.glob(os.path.join(srcdir, "*.[ch]"))):
        failures.append(f"{os.path.relpath(path, topdir)}: not in a layer's folder")
    for path in sorted(glob.glob(os.path.join(srcdir, "*", ""))):
        name = os.path.basename(os.path.dirname(path))
        if name not in listed:
            failures.append(f"src/{name}/: not a layer of src/layers")
    for layer, modules in layers:
        found = {os.path.basename(p)[:-2]
                 for p in glob.glob(os.path.join(srcdir, layer, "*.c"))}
        for m in sorted(found - set(modules)):
            failures.append(f"src/{layer}/{m}.c: not in src/layers")
        for m in sorted(set(modules) - found):
            failures.append(f"src/layers: no src/{layer}/{m}.c")
    return failures


def layer_of(path):
    """The layer whose folder holds path, or None."""
    rel = os.path.relpath(path, srcdir)
    parts = rel.split(os.sep)
    return parts[0] if len(parts) == 2 and not rel.startswith("..") else None


def check_includes(lrank):
    """#include "..." of a layer's files naming a file of a layer after it."""
    failures = []
    for layer in lrank:
        for path in sorted(glob.glob(os.path.join(srcdir, layer, "*.[ch]"))):
            with open(path) as f:
                for n, line in enumerate(f, 1):
                    m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
                    if not m:
                        continue
                    for base in (os.path.dirname(path), srcdir, incdir):
                        target = os.path.join(base, m.group(1))
                        if os.path.exists(target):
                            break
                    else:
                        failures.append(f"{os.path.relpath(path, topdir)}:{n}: "
                                        f"no {m.group(1)} in its layer, src/ or include/")
                        continue
                    other = layer_of(os.path.realpath(target))
                    if other and other != layer and lrank.get(other, -1) > lrank[layer]:
                        failures.append(f"{os.path.relpath(path, topdir)}:{n} includes "
                                        f"{m.group(1)}, of {other}/, a layer listed after {layer}/")
    return failures


def check_calls(rank, objects):
    """Calls to a module listed later, from the archive's symbols."""
    defined, used = {}, {}
    nm = subprocess.run(["nm", "-A", archive], capture_output=True, text=True, check=True)
    for line in nm.stdout.splitlines():
        where, _, rest = line.rpartition(":")
        member = where.rsplit(":", 1)[-1].split(".c.o")[0]
        module = objects.get(member, member)
        fields = rest.split()
        if len(fields) == 3 and fields[1] in "TDRB":
            defined[fields[2]] = module
        elif len(fields) == 2 and fields[0] == "U":
            used.setdefault(module, set()).add(fields[1])
    failures = [f"{m}: not in src/layers"
                for m in sorted(used.keys() | set(defined.values())) if m not in rank]
    for module, symbols in sorted(used.items()):
        for symbol in sorted(symbols):
            owner = defined.get(symbol)
            if owner and owner != module and rank.get(owner, -1) >= rank.get(module, -1):
                failures.append(f"{module} calls {symbol} of {owner}, listed after it")
    return failures


def section_owners(path, default, modules):
    """(first line, owner) of each section of a header: the first of its
    layer's modules that the section's banner names, or default."""
    with open(path) as f:
        lines = f.read().splitlines()
    sections = [(1, default)]
    for i in range(1, len(lines) - 1):
        if re.match(r"/\* -{10,} \*/$", lines[i - 1]) and re.match(r"/\* -{10,} \*/$", lines[i + 1]):
            named = [m for m in re.findall(r"(\w+)\.c\b", lines[i]) if m in modules]
            sections.append((i + 1, named[0] if named else default))
    return sections


def header_sections(layers, rank):
    """Each private header's sections and their owners: by default, of the
    src files its first comment names, the one listed first in the order
    (the lowest of the modules that share it), else its layer's lowest."""
    owners = {}
    for layer, modules in layers:
        for path in glob.glob(os.path.join(srcdir, layer, "*.h")):
            with open(path) as f:
                comment = f.read().split("*/", 2)[1]  # after the SPDX line
            named = [m for m in re.findall(r"\b(\w+)\.c\b", comment) if m in modules]
            default = min(named, key=rank.get) if named else modules[0]
            owners[os.path.realpath(path)] = section_owners(path, default, modules)
    return owners


def module_at(path, line, headers):
    """The module the code or declaration at path:line belongs to, or None."""
    if not layer_of(path):
        return None
    name, ext = os.path.splitext(os.path.basename(path))
    if ext == ".h":
        return [owner for first, owner in headers[path] if first <= line][-1]
    return name if ext == ".c" else None


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


def check_fields(layers, rank, headers):
    """Field accesses to a struct of a module listed later."""
    def scan(path):
        text = parse(path)
        if '"MemberExpr"' not in text:
            return []
        return list(field_accesses(path, text))

    sources = sorted(os.path.join(srcdir, layer, m + ".c")
                     for layer, modules in layers for m in modules)
    with ThreadPoolExecutor(max_workers=2) as pool:
        scanned = list(pool.map(scan, sources))
    failures = set()
    for accesses in scanned:
        for record, name, (rfile, rline), (afile, aline) in accesses:
            owner = module_at(rfile, rline, headers)
            user = module_at(afile, aline, headers)
            if not owner or not user or owner == user:
                continue
            if owner not in rank or user not in rank:
                failures.add(f"{owner if owner not in rank else user}: not in src/layers")
            elif rank[owner] > rank[user]:
                failures.add(f"{user} uses {record}.{name} of {owner}, listed after it "
                             f"({os.path.relpath(afile, topdir)}:{aline})")
    return sorted(failures)


def check_design(lrank):
    """docs/DESIGN.md's layer headings, in src/layers' order."""
    with open(os.path.join(topdir, "docs", "DESIGN.md")) as f:
        headings = re.findall(r"^### (\w+)/", f.read(), re.M)
    if headings != list(lrank):
        return [f"docs/DESIGN.md's layers ({' '.join(headings)}) are not src/layers' "
                f"({' '.join(lrank)})"]
    return []


def main():
    layers = read_layers()
    lrank = {layer: i for i, (layer, _) in enumerate(layers)}
    order = [m for _, modules in layers for m in modules]
    rank = {name: i for i, name in enumerate(order)}
    # The archive's members: MODULE.c.o, or LAYER_MODULE.c.o as meson names them.
    objects = {f"{layer}_{m}": m for layer, modules in layers for m in modules}
    failures = check_tree(layers)
    if len(rank) != len(order):
        failures.append("src/layers: a module named twice")
    if not failures:
        failures = (check_includes(lrank) + check_calls(rank, objects) +
                    check_fields(layers, rank, header_sections(layers, rank)) +
                    check_design(lrank))
    for failure in failures:
        print("FAIL:", failure)
    if not failures:
        print(f"layers: {len(lrank)} layers, {len(rank)} modules, "
              "every include, call and field access downward")
    sys.exit(1 if failures else 0)


main()
