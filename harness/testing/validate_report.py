#!/usr/bin/env python3
"""validate_report.py SCHEMA REPORT...

Checks Arbiter JSON reports against the shipped JSON Schema
(harness/report/schema/report.schema.json) with Debian's python3-jsonschema.
Exit 0: every report is valid; 1: a report is invalid (each error on stderr as
`REPORT: at /path: message`); 2: usage error or python3-jsonschema missing.
"""
import json
import sys


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        print("validate_report.py: python3-jsonschema is not installed (see ci/setup)",
              file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    validator = jsonschema.Draft202012Validator(schema)
    bad = 0
    for path in argv[2:]:
        try:
            with open(path, encoding="utf-8") as f:
                report = json.load(f)
        except (OSError, ValueError) as e:
            print(f"{path}: {e}", file=sys.stderr)
            bad += 1
            continue
        for error in sorted(validator.iter_errors(report), key=lambda e: list(e.path)):
            where = "/" + "/".join(str(p) for p in error.absolute_path)
            print(f"{path}: at {where}: {error.message}", file=sys.stderr)
            bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
