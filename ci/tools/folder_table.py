#!/usr/bin/env python3
"""ARCHITECTURE.md's folder table against the tree: every top-level folder has its row and every row
names a folder that exists; in the engine/ and harness/ rows every subfolder is named (`name/`)
and every name is a subfolder. Exit 1 naming each difference."""
import pathlib
import re
import subprocess
import sys


def table_rows(readme):
    """{folder: text} of the table under '## The repository'."""
    text = readme.split("## The repository", 1)[1]
    rows = {}
    for line in text.splitlines():
        m = re.match(r"^\| `([^`]+)/` \| (.*) \|$", line)
        if m:
            rows[m.group(1)] = m.group(2)
        elif rows and not line.startswith("|"):
            break
    return rows


def tracked_dirs(root, under=""):
    """The folders holding tracked files, directly under `under` (top level when empty)."""
    files = subprocess.run(["git", "ls-files"] + ([under] if under else []), cwd=root, capture_output=True, text=True,
                           check=True).stdout.split()
    depth = under.count("/") + (1 if under else 0)
    return {f.split("/")[depth] for f in files if f.count("/") > depth}


def named_subfolders(text):
    """The `name/` mentions of a row that are one folder deep (not `*/openings/`, `out/`...)."""
    return {m for m in re.findall(r"`([A-Za-z0-9_]+)/`", text)}


def main(root):
    readme = (pathlib.Path(root) / "ARCHITECTURE.md").read_text()
    rows = table_rows(readme)
    problems = []
    top = {d for d in tracked_dirs(root) if not d.startswith(".")}
    problems += [f"folder {d}/ has no row in ARCHITECTURE.md's folder table" for d in sorted(top - rows.keys())]
    problems += [f"ARCHITECTURE.md's folder table names {d}/, which is not in the tree"
                 for d in sorted(rows.keys() - top)]
    for parent in ("engine", "harness"):
        if parent not in rows:
            continue
        subs = tracked_dirs(root, parent)
        named = named_subfolders(rows[parent])
        problems += [f"{parent}/{d}/ is not named in ARCHITECTURE.md's {parent}/ row"
                     for d in sorted(subs - named)]
        problems += [f"ARCHITECTURE.md's {parent}/ row names {d}/, which is not in {parent}/"
                     for d in sorted(named - subs)]
    for p in problems:
        print("ARCHITECTURE.md: " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
