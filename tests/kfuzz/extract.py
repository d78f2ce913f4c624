#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""extract.py - copy the seccache series' cache code out of kernel/seccomp.c.

Usage: extract.py [--stock] TREE|FILE OUT.c

Reads TREE/kernel/seccomp.c (or FILE itself) and writes to OUT.c, after
'#include "shim.h"', the definitions tests/kfuzz/kfuzz.c compiles and fuzzes:
the names of WANTED below, and every other top-level function, static table
and macro whose name starts with one of AUTO_PREFIXES, in file order, each
with the comment right above it. Nothing is copied by hand: a wanted name
the file lacks fails the run, naming it.

The file is read as the preprocessor would for x86_64 with IA32 emulation and
x32 (DEFINED below; tests/kfuzz/shim.h defines the same): a definition under
a false top-level #if is not there (the CONFIG_SECCOMP_CACHE_DEBUG report
functions, the stubs for architectures without a cache). Conditionals inside
a definition (the x32 and compat entries of seccomp_cache_abis[]) are copied
as they are, for the compiler to decide with shim.h's macros.

The kernel's struct seccomp_filter becomes KFUZZ_STRUCT_SECCOMP_FILTER, the
minimal one of shim.h, at the same place: after struct action_cache, before
the functions that use it.

--stock reads the pristine kernel/seccomp.c instead and extracts what the
stock kernel's allow-only cache is made of (STOCK_WANTED: its bit maps,
the emulator that fills them, seccomp_cache_check_allow()), with its
struct seccomp_filter as KFUZZ_STOCK_STRUCT_SECCOMP_FILTER, for
bench/klookup.c to time beside the series' lookup.

Also writes OUT.c.map: for each line of OUT.c, the line of seccomp.c it
comes from (0 for lines extract.py wrote), for the coverage report.
"""
import json
import os
import re
import sys

# ---------------------------------------------------------------------
# What to extract: edit these as kernel/seccomp.c changes.
# ---------------------------------------------------------------------

# (kind, name): kind is "macro", "struct", "enum", "table" (a static
# variable with an initializer) or "function". Each must be found, once,
# outside any false #if.
WANTED = [
    ("macro", "SECCOMP_CACHE_COMPAT_BASE"),
    ("macro", "SECCOMP_CACHE_COMPAT_END"),
    ("macro", "SECCOMP_CACHE_X32_BASE"),
    ("macro", "SECCOMP_CACHE_SLOTS"),
    ("macro", "SECCOMP_CACHE_RUN"),
    ("macro", "SECCOMP_CACHE_COMPAT_NR"),
    ("macro", "SECCOMP_CACHE_ABI_NR"),
    ("macro", "SECCOMP_BULK_SETS"),
    ("macro", "ACTION_ONLY"),
    ("struct", "seccomp_cache_abi"),
    ("struct", "action_cache"),
    ("struct", "seccomp_bulk"),
    ("enum", "seccomp_bulk_step"),
    ("table", "seccomp_cache_abis"),
    ("function", "seccomp_cache_slot"),
    ("function", "seccomp_cache_get"),
    ("function", "seccomp_cache_alloc"),
    ("function", "seccomp_cache_free"),
    ("function", "seccomp_table_get"),
    ("function", "seccomp_uprobe_exception"),
    ("function", "seccomp_jump_taken"),
    ("function", "seccomp_emulate"),
    ("function", "seccomp_cache_older"),
    ("function", "seccomp_cache_add"),
    ("function", "seccomp_cache_prepare_nr"),
    ("function", "seccomp_bulk_split"),
    ("function", "seccomp_bulk_step"),
    ("function", "seccomp_bulk_start"),
    ("function", "seccomp_cache_prepare_abi"),
    ("function", "seccomp_cache_prepare_table"),
    ("function", "seccomp_cache_prepare"),
    ("function", "seccomp_cache_drop"),
]

# --stock: the stock kernel's cache, Linux 7.3.
STOCK_WANTED = [
    ("struct", "action_cache"),
    ("function", "seccomp_uprobe_exception"),
    ("function", "seccomp_is_const_allow"),
    ("function", "seccomp_cache_check_allow_bitmap"),
    ("function", "seccomp_cache_check_allow"),
    ("function", "seccomp_cache_prepare_bitmap"),
    ("function", "seccomp_cache_prepare"),
]

# Also extracted without being named: new helpers need no change above.
AUTO_PREFIXES = ("seccomp_bulk_", "seccomp_cache_", "SECCOMP_CACHE_",
                 "SECCOMP_BULK_")

# Never extracted: the /proc file prints with kernel functions, and reads
# nothing the cache code needs. (It sits under CONFIG_SECCOMP_CACHE_DEBUG,
# false here, in any case.) The eBPF series' table (kernel/ebpf/) is:
# seccomp_table_get() looks it up through shim.h's stand-in for a bpf map.
SKIP = re.compile(r"^(seccomp_cache_(describe|action_name)"
                  r"|SECCOMP_CACHE_TEXT|proc_pid_seccomp_cache.*)$")

# The struct whose place gets shim.h's minimal version.
HOOKS = {("struct", "seccomp_filter"): "KFUZZ_STRUCT_SECCOMP_FILTER;"}

# Macros defined for the build extract.py models (x86_64, CONFIG_COMPAT,
# CONFIG_X86_X32_ABI; shim.h defines the SECCOMP_ARCH_* and __NR_* ones).
# Anything else is undefined, as the preprocessor has it.
DEFINED = {
    "CONFIG_SECCOMP", "CONFIG_SECCOMP_FILTER", "CONFIG_COMPAT",
    "CONFIG_X86_64", "CONFIG_X86_X32_ABI", "CONFIG_64BIT",
    "SECCOMP_ARCH_NATIVE", "SECCOMP_ARCH_COMPAT", "SECCOMP_ARCH_X32_NR_BIT",
    "__NR_uretprobe", "__NR_uprobe",
}


def die(msg):
    sys.stderr.write("extract.py: %s\n" % msg)
    sys.exit(1)


# ---------------------------------------------------------------------
# Conditionals
# ---------------------------------------------------------------------

def eval_condition(expr, lineno):
    """The value of an #if expression over DEFINED, or die."""
    e = re.sub(r"/\*.*?\*/|//.*$", "", expr).strip()
    e = re.sub(r"\bdefined\s*\(\s*(\w+)\s*\)|\bdefined\s+(\w+)",
               lambda m: " %d " % ((m.group(1) or m.group(2)) in DEFINED), e)
    e = re.sub(r"\bIS_ENABLED\s*\(\s*(\w+)\s*\)",
               lambda m: " %d " % (m.group(1) in DEFINED), e)
    e = e.replace("&&", " and ").replace("||", " or ")
    e = re.sub(r"!(?!=)", " not ", e)
    # An undefined name is 0 in #if; a defined one here has no value.
    e = re.sub(r"\b[A-Za-z_]\w*\b",
               lambda m: m.group(0) if m.group(0) in ("and", "or", "not")
               else ("1" if m.group(0) in DEFINED else "0"), e)
    try:
        return bool(eval(e, {"__builtins__": {}}))
    except Exception:
        die("line %d: cannot evaluate #if %s" % (lineno, expr))


class Conditions:
    """The stack of top-level #if groups: is the current line live?"""

    def __init__(self):
        self.stack = []   # (this branch live, some branch taken, text)

    def live(self):
        return all(s[0] for s in self.stack)

    def directive(self, word, rest, lineno):
        if word in ("if", "ifdef", "ifndef"):
            if word == "ifdef":
                val = rest.split()[0] in DEFINED
            elif word == "ifndef":
                val = rest.split()[0] not in DEFINED
            else:
                val = eval_condition(rest, lineno)
            self.stack.append([val, val, "#%s %s" % (word, rest.strip())])
        elif word == "elif":
            top = self.stack[-1]
            val = not top[1] and eval_condition(rest, lineno)
            top[0] = val
            top[1] = top[1] or val
        elif word == "else":
            top = self.stack[-1]
            top[0] = not top[1]
            top[1] = True
        elif word == "endif":
            if not self.stack:
                die("line %d: #endif without #if" % lineno)
            self.stack.pop()


# ---------------------------------------------------------------------
# Top-level items
# ---------------------------------------------------------------------

class Item:
    def __init__(self, kind, name, first, last, live, comment):
        self.kind, self.name = kind, name
        self.first, self.last = first, last   # 0-based line numbers
        self.live = live
        self.comment = comment                # (first, last) or None


def strip_code(text):
    """text with comments, strings and characters blanked, lengths kept."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(c + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + c)
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def name_of(kind, head):
    """The name an item's head (its code up to the first '{' or ';') declares."""
    if kind == "function":
        # The identifier before the last top-level parenthesis group.
        depth, end = 0, len(head.rstrip())
        for i in range(end - 1, -1, -1):
            if head[i] == ")":
                depth += 1
            elif head[i] == "(":
                depth -= 1
                if depth == 0:
                    m = re.search(r"(\w+)\s*$", head[:i])
                    return m.group(1) if m else None
        return None
    if kind in ("struct", "enum"):
        m = re.match(r"\s*(?:struct|enum)\s+(\w+)\s*$", head)
        return m.group(1) if m else None
    if kind == "table":
        m = re.search(r"(\w+)\s*(\[[^\]]*\]\s*)*(__\w+\s*)*=\s*$", head)
        return m.group(1) if m else None
    if kind == "proto":
        m = re.search(r"(\w+)\s*\(", head)
        return m.group(1) if m else None
    if kind == "decl":
        words = [w for w in re.findall(r"\w+", head) if not w.startswith("__")]
        return words[-1] if words else None
    return None


def classify(head, has_body):
    """What a top-level item whose code starts with head is."""
    h = head.strip()
    if has_body:
        if h.endswith(")"):
            return "function"
        if re.match(r"(?:struct|enum)\s+\w+\s*$", h):
            return "struct" if h.startswith("struct") else "enum"
        if h.endswith("="):
            return "table"
        return "other"
    if "(" in h:
        return "proto"
    return "decl"


def parse(lines):
    """The top-level items of a C file, with the comments right above them."""
    code = strip_code("".join(lines)).split("\n")
    conds = Conditions()
    items = []
    comment = None          # the comment block just seen, if the next item follows it
    start = None            # first line of the item being read
    depth = 0
    body = False            # the item has a brace-enclosed part
    head = []               # its code up to the first '{' or ';'
    i = 0
    while i < len(lines):
        raw, c = lines[i], code[i]
        stripped = c.strip()
        if start is None and depth == 0:
            if not stripped:
                # A comment line alone blanks to nothing: is it one?
                if raw.strip():
                    if comment is None or comment[1] != i - 1:
                        comment = (i, i)
                    else:
                        comment = (comment[0], i)
                else:
                    comment = None
                i += 1
                continue
            if stripped.startswith("#"):
                first = i
                while code[i].rstrip().endswith("\\"):
                    i += 1
                text = " ".join(x.rstrip("\\\n ") for x in code[first:i + 1])
                m = re.match(r"\s*#\s*(\w+)\s*(.*)", text)
                word, rest = m.group(1), m.group(2)
                if word == "define":
                    name = re.match(r"(\w+)", rest).group(1)
                    items.append(Item("macro", name, first, i, conds.live(),
                                      comment if comment and comment[1] == first - 1 else None))
                else:
                    conds.directive(word, rest, first + 1)
                comment = None
                i += 1
                continue
            start, head, body = i, [], False
        # Inside an item: follow braces and find its end.
        for pos, ch in enumerate(c):
            if ch == "{":
                if depth == 0 and not body:
                    body = True
                    head.append(c[:pos])
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth < 0:
                    die("line %d: unbalanced '}'" % (i + 1))
            elif ch == ";" and depth == 0:
                break
        else:
            pos = None
        if not body and depth == 0:
            head.append(c if pos is None else c[:pos])
        ended = False
        if depth == 0:
            if pos is not None:
                ended = True          # ';' at top level
            elif body:
                h = "\n".join(head)
                # A function ends at its closing brace; a struct or a table
                # at the ';' after it (maybe on this line, handled above).
                ended = h.strip().endswith(")")
        if ended:
            h = "\n".join(head)
            kind = classify(h, body)
            cmt = comment if comment and comment[1] == start - 1 else None
            items.append(Item(kind, name_of(kind, h), start, i, conds.live(), cmt))
            start, comment = None, None
        i += 1
    if start is not None or depth:
        die("unterminated item at line %d" % ((start or 0) + 1))
    if conds.stack:
        die("unterminated %s" % conds.stack[-1][2])
    return items


# ---------------------------------------------------------------------
# Selection and output
# ---------------------------------------------------------------------

# What to extract from the series' file and from the stock one:
# (wanted, hooks, auto prefixes).
SERIES = (WANTED, HOOKS, AUTO_PREFIXES)
STOCK = (STOCK_WANTED,
         {("struct", "seccomp_filter"): "KFUZZ_STOCK_STRUCT_SECCOMP_FILTER;"}, ())


def select(items, spec):
    """The live items to copy, in file order; dies naming what is missing."""
    wanted_list, hooks, prefixes = spec
    wanted = set(wanted_list)
    chosen, found = [], {}
    for it in items:
        if not it.live or not it.name or SKIP.match(it.name):
            continue
        key = (it.kind, it.name)
        if key not in hooks and key not in wanted and not (
                it.name.startswith(prefixes) and it.kind in (
                    "macro", "function", "table", "struct", "enum", "decl", "proto")):
            continue
        if it.kind != "proto":
            if key in found:
                die("%s %s defined twice (lines %d and %d)" % (
                    it.kind, it.name, found[key].first + 1, it.first + 1))
            found[key] = it
        chosen.append(it)
    missing = [k for k in wanted_list if k not in found]
    missing += [k for k in hooks if k not in found]
    if missing:
        inactive = {(it.kind, it.name) for it in items if not it.live}
        for k in missing:
            sys.stderr.write("extract.py: missing: %s %s%s\n" % (
                k[0], k[1], " (only under a false #if)" if k in inactive else ""))
        die("%d wanted definition(s) not found; edit WANTED in %s" % (
            len(missing), os.path.basename(__file__)))
    # Prototypes only of what is extracted.
    return [it for it in chosen
            if it.kind != "proto" or ("function", it.name) in found]


def emit(lines, chosen, hooks, source, out_path):
    out = ["/* Generated by tests/kfuzz/extract.py from %s: do not edit. */\n" % source,
           '#include "shim.h"\n']
    origin = [0, 0]
    for it in chosen:
        out.append("\n")
        origin.append(0)
        out.append("/* seccomp.c:%d */\n" % (it.first + 1))
        origin.append(0)
        if (it.kind, it.name) in hooks:
            # The kernel's comment describes fields the shim's lacks.
            out.append(hooks[(it.kind, it.name)] + "\n")
            origin.append(it.first + 1)
            continue
        if it.comment:
            for n in range(it.comment[0], it.comment[1] + 1):
                out.append(lines[n])
                origin.append(n + 1)
        for n in range(it.first, it.last + 1):
            out.append(lines[n])
            origin.append(n + 1)
        if it.kind == "function" and not lines[it.last].startswith("}"):
            die("function %s (line %d) does not end with '}' at column 0" % (
                it.name, it.first + 1))
    os.makedirs(os.path.dirname(os.path.abspath(out_path)), exist_ok=True)
    with open(out_path, "w") as f:
        f.writelines(out)
    with open(out_path + ".map", "w") as f:
        json.dump({"source": source, "origin": origin}, f)


def main():
    args = sys.argv[1:]
    stock = args[:1] == ["--stock"]
    if stock:
        args = args[1:]
    if len(args) != 2:
        die("usage: extract.py [--stock] TREE|FILE OUT.c")
    src, out_path = args
    if os.path.isdir(src):
        src = os.path.join(src, "kernel", "seccomp.c")
    try:
        with open(src) as f:
            lines = f.readlines()
    except OSError as e:
        die("%s: %s" % (src, e.strerror))
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    spec = STOCK if stock else SERIES
    chosen = select(parse(lines), spec)
    emit(lines, chosen, spec[1], os.path.abspath(src), out_path)
    names = [it.name for it in chosen if it.kind == "function"]
    sys.stderr.write("extract.py: %d definitions, %d functions from %s\n" % (
        len(chosen), len(names), src))


if __name__ == "__main__":
    main()
