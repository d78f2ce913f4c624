#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""run.py - libseccomp 2.5.4's own regression vectors, evaluated by seccache.

Usage: run.py SECCACHE RESOLVE PROGDIR TESTSDIR

For every "bpf-sim" line of TESTSDIR/*.tests, expand the vectors as
libseccomp's tests/regression script does (architecture lists, syscall
and argument ranges, names resolved by libseccomp, "N" for an argument
left out), run the test program PROGDIR/NAME -b for its filter (built
against the installed libseccomp), evaluate every vector with
'seccache eval --filters-only --json' and compare the action with the
expected one, as scmp_bpf_sim prints it. Lines whose architectures do not
apply on this host are skipped, as the regression script skips them.
Exit status: 0 if every vector matched, 1 otherwise, 2 if a tool failed.
"""
import json
import os
import platform
import re
import subprocess
import sys
import tempfile

# tests/regression's lists.
ARCH_LE = "x86 x86_64 x32 arm aarch64 mipsel mipsel64 mipsel64n32 ppc64le riscv64".split()
ARCH_BE = "mips mips64 mips64n32 parisc parisc64 ppc ppc64 s390 s390x".split()
ARCH_32 = "x86 x32 arm mips mipsel mips64n32 mipsel64n32 parisc ppc s390".split()
ARCH_64 = "x86_64 aarch64 mips64 parisc64 ppc64 riscv64 s390x".split()

# scmp_bpf_sim's -a: the AUDIT_ARCH value each name puts in seccomp_data.
AUDIT = {
    "x86": 0x40000003, "x86_64": 0xc000003e, "x32": 0xc000003e,
    "arm": 0x40000028, "aarch64": 0xc00000b7,
    "mips": 0x00000008, "mipsel": 0x40000008,
    "mips64": 0x80000008, "mipsel64": 0xc0000008,
    "mips64n32": 0xa0000008, "mipsel64n32": 0xe0000008,
    "parisc": 0x0000000f, "parisc64": 0x8000000f,
    "ppc": 0x00000014, "ppc64": 0x80000015, "ppc64le": 0xc0000015,
    "s390": 0x00000016, "s390x": 0x80000016, "riscv64": 0xc00000f3,
}

NATIVE = {"x86_64": "x86_64", "aarch64": "aarch64", "i686": "x86",
          "riscv64": "riscv64", "s390x": "s390x", "ppc64le": "ppc64le"}.get(
              platform.machine(), platform.machine())


def expand_arches(spec):
    """tests/regression's run_test_bpf_sim(): the simulated arches."""
    add, avoid = [], []
    for a in spec.split(","):
        if a == "all":
            add.append(NATIVE)
        elif a in ("all_le", "all_be", "all_32", "all_64"):
            lst = {"all_le": ARCH_LE, "all_be": ARCH_BE, "all_32": ARCH_32,
                   "all_64": ARCH_64}[a]
            if NATIVE in lst:
                add.append(NATIVE)
        elif a in ("+all_le", "+all_be", "+all_32", "+all_64"):
            add += {"+all_le": ARCH_LE, "+all_be": ARCH_BE, "+all_32": ARCH_32,
                    "+all_64": ARCH_64}[a]
        elif a.startswith("+"):
            add.append(a[1:])
        elif a.startswith("-"):
            avoid.append(a[1:])
        elif a == NATIVE:
            add.append(a)
    return [a for a in add if a not in avoid]


def get_range(which, text):
    """tests/regression's get_range(): 1 low, 2 high."""
    if re.fullmatch(r"[0-9a-fA-Fx]+-[0-9a-fA-Fx]+", text):
        return text.split("-")[which - 1]
    return text


def number(text):
    """miniseq's and scmp_bpf_sim's strtoull(text, 0) / strtol(text, 0)."""
    neg = text.startswith("-")
    v = int(text[1:] if neg else text, 0)
    return -v if neg else v


def seq(lo, hi):
    lo, hi = number(lo), number(hi)
    return range(lo, hi + 1) if lo <= hi else [lo]


def bpf_sim_lines(path):
    section = None
    with open(path) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line.startswith("test type:"):
                section = line.split(":", 1)[1].strip()
            elif line and section == "bpf-sim":
                yield line.split()


class Resolver:
    """Names to numbers with libseccomp, a batch at a time."""

    def __init__(self, tool):
        self.tool = tool
        self.cache = {}

    def __call__(self, arch, name):
        key = (arch, name)
        if key not in self.cache:
            out = subprocess.run([self.tool], input="%s %s\n" % key, text=True,
                                 capture_output=True, check=True).stdout.strip()
            if out == "error":
                raise RuntimeError("libseccomp has no %s in %s" % (name, arch))
            self.cache[key] = int(out)
        return self.cache[key]


def sim_name(value):
    """scmp_bpf_sim's end_action()."""
    act, data = value & 0xffff0000, value & 0xffff
    names = {0x80000000: "KILL_PROCESS", 0: "KILL", 0x00030000: "TRAP",
             0x7ffc0000: "LOG", 0x7fff0000: "ALLOW"}
    if act == 0x00050000:
        return "ERRNO(%u)" % data
    if act == 0x7ff00000:
        return "TRACE(%u)" % data
    return names.get(act, "EDOM(0x%08x)" % value)


def main():
    seccache, resolve, progdir, testsdir = sys.argv[1:5]
    resolver = Resolver(resolve)
    total = mismatches = skipped = programs = 0
    arches_seen = set()
    for tests in sorted(f for f in os.listdir(testsdir) if f.endswith(".tests")):
        vectors = {}	# program -> [(vector text, expected, description)]
        for fields in bpf_sim_lines(os.path.join(testsdir, tests)):
            name, archspec, sysspec = fields[0], fields[1], fields[2]
            args, result = fields[3:9], fields[9]
            arches = expand_arches(archspec)
            if not arches:
                skipped += 1
                continue
            argseqs = []
            for a in args:
                lo, hi = get_range(1, a), get_range(2, a)
                argseqs.append([0] if lo == "N" else seq(lo, hi))
            for arch in arches:
                arches_seen.add(arch)
                lo, hi = get_range(1, sysspec), get_range(2, sysspec)
                if not re.fullmatch(r"-?[0-9]+", lo):
                    lo = str(resolver(arch, lo))
                if not re.fullmatch(r"-?[0-9]+", hi):
                    hi = str(resolver(arch, hi))
                for nr in seq(lo, hi):
                    combos = [[]]
                    for s in argseqs:
                        combos = [c + [v] for c in combos for v in s]
                    for c in combos:
                        text = "0x%x %d %s" % (AUDIT[arch], nr & 0xffffffff,
                                               " ".join("0x%x" % (v & (2**64 - 1)) for v in c))
                        desc = "%s %s %d %s" % (name, arch, nr, " ".join(str(v) for v in c))
                        vectors.setdefault(name, []).append((text, result, desc))
        for name, vecs in vectors.items():
            programs += 1
            with tempfile.TemporaryDirectory() as tmp:
                bpf = os.path.join(tmp, name + ".bpf")
                vfile = os.path.join(tmp, "vectors.txt")
                with open(bpf, "wb") as f:
                    r = subprocess.run([os.path.join(progdir, name), "-b"], stdout=f)
                if r.returncode:
                    print("ERROR %s -b: exit %d" % (name, r.returncode))
                    return 2
                with open(vfile, "w") as f:
                    f.write("".join(v[0] + "\n" for v in vecs))
                r = subprocess.run([seccache, "eval", "--filters-only", "--json",
                                    bpf, "--vectors", vfile],
                                   capture_output=True, text=True)
                if r.returncode:
                    print("ERROR seccache eval %s: exit %d: %s" % (name, r.returncode,
                                                                   r.stderr.strip()))
                    return 2
                results = json.loads(r.stdout)["results"]
            if len(results) != len(vecs):
                print("ERROR %s: %d results for %d vectors" % (name, len(results), len(vecs)))
                return 2
            for (text, want, desc), got in zip(vecs, results):
                total += 1
                if sim_name(got["value"]) != want:
                    mismatches += 1
                    if mismatches <= 20:
                        print("MISMATCH %s: libseccomp expects %s, seccache gives %s"
                              % (desc, want, sim_name(got["value"])))
    print("libseccomp 2.5.4 bpf-sim: %d vectors of %d test programs on %d architectures "
          "evaluated, %d mismatches; %d lines skipped as tests/regression skips them "
          "on %s" % (total, programs, len(arches_seen), mismatches, skipped, NATIVE))
    print("%d passed, %d failed" % (total - mismatches, mismatches))
    return 1 if mismatches or not total else 0


if __name__ == "__main__":
    sys.exit(main())
