#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bundle.py SPEC PROFILE OUT RESOLVED ARG...: the config.json of a test bundle.

SPEC is `crun spec`'s config.json; OUT gets it with process.args ARG...,
no terminal, and linux.seccomp the Docker-format PROFILE resolved as moby
resolves it for an x86_64 container with no capabilities on the running
kernel: archMap to "architectures", includes/excludes evaluated and
dropped. That is the OCI form podman and docker hand a runtime; RESOLVED
gets it alone, a profile seccache reads."""
import json
import os
import sys

ARCH, GOARCH = "SCMP_ARCH_X86_64", "amd64"


def kernel_at_least(text):
    have = [int(x) for x in os.uname().release.split("-")[0].split(".")[:2]]
    want = [int(x) for x in text.split(".")[:2]]
    return have >= want


def applies(rule):
    inc, exc = rule.get("includes") or {}, rule.get("excludes") or {}
    if inc.get("caps") or (inc.get("arches") and GOARCH not in inc["arches"]):
        return False
    if inc.get("minKernel") and not kernel_at_least(inc["minKernel"]):
        return False
    return GOARCH not in (exc.get("arches") or [])


def resolve(profile):
    out = {k: v for k, v in profile.items() if k not in ("archMap", "syscalls")}
    for entry in profile.get("archMap") or []:
        if entry["architecture"] == ARCH:
            out["architectures"] = [ARCH] + entry.get("subArchitectures", [])
    out["syscalls"] = [
        {k: v for k, v in rule.items() if k not in ("includes", "excludes", "comment")}
        for rule in profile["syscalls"] if applies(rule)
    ]
    return out


def main():
    spec, profile, out, resolved = sys.argv[1:5]
    with open(spec) as f:
        config = json.load(f)
    with open(profile) as f:
        config["linux"]["seccomp"] = resolve(json.load(f))
    config["process"]["args"] = sys.argv[5:]
    config["process"]["terminal"] = False
    with open(out, "w") as f:
        json.dump(config, f, indent=2)
        f.write("\n")
    with open(resolved, "w") as f:
        json.dump(config["linux"]["seccomp"], f, indent=1)


main()
