#!/usr/bin/env python3
"""Draws the wild corpus's failures to audit by hand, with a fixed seed.

Reads the reports `playbook-bench --only wild` keeps in .build/wild/results/
of the packages that build here (a report kept from a package whose build then
failed holds no verdict of its docs), takes every failed block in a stable
order, and prints N of them (default 60)
drawn with the seed, each with its package, guide, line, errors and code.
Usage: bench/wild/draw-audit.py [N] [SEED]
"""
import glob
import json
import os
import random
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
count = int(sys.argv[1]) if len(sys.argv) > 1 else 60
seed = int(sys.argv[2]) if len(sys.argv) > 2 else 20261123

failures = []
for report_path in sorted(glob.glob(os.path.join(root, ".build/wild/results/*.report.json"))):
    package = os.path.basename(report_path)[: -len(".report.json")]
    result_path = report_path[: -len(".report.json")] + ".json"
    if not os.path.exists(result_path):
        continue
    with open(result_path) as result_file:
        if json.load(result_file).get("status") != "ok":
            continue
    with open(report_path) as report_file:
        report = json.load(report_file)
    for block in report["blocks"]:
        if block["status"] != "failed":
            continue
        guide = block["guide"].split("/packages/", 1)[-1]
        errors = [d for d in block["diagnostics"] if d["severity"] == "error"]
        failures.append((package, guide, block["line"], errors, block.get("reason"), block.get("code", "")))

failures.sort(key=lambda failure: (failure[0], failure[1], failure[2]))
drawn = random.Random(seed).sample(failures, min(count, len(failures)))
print(f"# {len(drawn)} of {len(failures)} failures, seed {seed}\n")
for number, (package, guide, line, errors, reason, code) in enumerate(drawn, 1):
    print(f"## {number}. {guide}:{line} ({package})")
    for error in errors[:6]:
        print(f"- {error.get('line')}: {error['message'][:300]}")
    if not errors and reason:
        print(f"- {reason}")
    print("```swift")
    print(code.rstrip())
    print("```\n")
