#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""check.py - the library's modules call one another only downward, in the
order src/internal.h lists them: read which module defines and which uses
each symbol of libseccache.a (one member per src/*.c) and report every call
to a module listed later, or not at all.

Usage: check.py LIBSECCACHE_A INTERNAL_H
"""
import re
import subprocess
import sys

archive, header = sys.argv[1:3]

# The " *   version, text, error, ..." lines of the header's first comment.
text = open(header).read()
block = text.split("Modules call only downward", 1)[1].split("*/", 1)[0]
order = []
for line in block.splitlines():
    m = re.match(r"\s*\*\s{3}([a-z, ]+)$", line)
    if m:
        order += [name.strip() for name in m.group(1).split(",")]
rank = {name: i for i, name in enumerate(order)}

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

failures = [f"{m}: not in src/internal.h's order" for m in sorted(used.keys() | set(defined.values()))
            if m not in rank]
for module, symbols in sorted(used.items()):
    for symbol in sorted(symbols):
        owner = defined.get(symbol)
        if owner and owner != module and rank.get(owner, -1) >= rank.get(module, -1):
            failures.append(f"{module} calls {symbol} of {owner}, listed after it")
for failure in failures:
    print("FAIL:", failure)
if not failures:
    print(f"layers: {len(rank)} modules, every call downward")
sys.exit(1 if failures else 0)
