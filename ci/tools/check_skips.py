#!/usr/bin/env python3
"""Skipped tests of a ctest run against the allowed list: prints every skipped test and exits 1
when one is not in the list (each line of the list: a test name, then `# reason`).
Run: python3 check_skips.py CTEST_OUTPUT ALLOWED_SKIPS
"""
import re
import sys

SKIPPED = re.compile(r"^\s*\d+ - (\S+) \(Skipped\)\s*$")


def allowed_names(text):
    names = {}
    for line in text.splitlines():
        entry = line.split("#", 1)
        name = entry[0].strip()
        if name:
            names[name] = entry[1].strip() if len(entry) > 1 else ""
    return names


def check(ctest_output, allowed_text, out=sys.stdout, err=sys.stderr):
    allowed = allowed_names(allowed_text)
    status = 0
    for line in ctest_output.splitlines():
        m = SKIPPED.match(line)
        if not m:
            continue
        name = m.group(1)
        if name in allowed:
            print(f"ci/test: skipped (allowed: {allowed[name]}): {name}", file=out)
        elif name:
            print(f"ci/test: skipped, and not in ci/allowed-skips: {name}", file=err)
            status = 1
    return status


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8", errors="replace") as f:
        output = f.read()
    with open(argv[2], encoding="utf-8") as f:
        allowed = f.read()
    return check(output, allowed)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
