#!/usr/bin/env python3
"""The harness's floors, as ARCHITECTURE.md draws them, against every #include of harness/: a
file of harness/X may include harness/Y only when Y's line is below X's (its own folder always);
a test (under a tests/ folder) may also include a folder of its own line and harness/testing.
Every folder of harness/ must have a line. Exit 1 naming each include that climbs or crosses a
floor, as file:line."""
import pathlib
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"harness/(\w+)/')


def floors(architecture):
    """{folder: floor number} from the 'harness, bottom-up' block of ARCHITECTURE.md."""
    block = architecture.split("harness, bottom-up", 1)[1].split("```", 1)[0]
    out, floor = {}, 0
    for line in block.splitlines()[1:]:
        m = re.match(r"^  (\w[\w, ]*?)(?:\s{2,}|$)", line)
        if not m or line.startswith("   "):
            continue
        floor += 1
        for name in m.group(1).split(","):
            out[name.strip()] = floor
    return out


def problems(root):
    root = pathlib.Path(root)
    table = floors((root / "ARCHITECTURE.md").read_text())
    found = []
    for folder in sorted(p.name for p in (root / "harness").iterdir() if p.is_dir()):
        if folder not in table:
            found.append(f"harness/{folder}/ has no floor in ARCHITECTURE.md")
    for path in sorted((root / "harness").rglob("*")):
        if path.suffix not in (".h", ".cpp") or not path.is_file():
            continue
        rel = path.relative_to(root)
        own = rel.parts[1]
        test = "tests" in rel.parts
        for n, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            m = INCLUDE.match(line)
            if not m or m.group(1) == own or own not in table:
                continue
            other = m.group(1)
            if other not in table:
                found.append(f"{rel}:{n}: includes harness/{other}/, which has no floor")
            elif test and (other == "testing" or table[other] <= table[own]):
                continue
            elif table[other] >= table[own]:
                how = "climbs to" if table[other] > table[own] else "crosses to"
                found.append(f"{rel}:{n}: harness/{own}/ {how} harness/{other}/ (floor "
                             f"{table[other]} from floor {table[own]})")
    return found


def report(found):
    """Print each problem; the exit status (1 when there is one)."""
    for p in found:
        print(p)
    return 1 if found else 0


def main(root):
    return report(problems(root))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
