#!/usr/bin/env python3
"""Every relative link of the tracked Markdown files names a file or folder that exists, and
every #anchor names a heading of its page (GitHub's anchors: lower case, punctuation dropped,
spaces as dashes). Exit 1 naming each broken link as file:line."""
import pathlib
import re
import subprocess
import sys

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def anchors(path):
    """The GitHub anchors of a Markdown file's headings."""
    out = set()
    for line in path.read_text().splitlines():
        m = re.match(r"^#+ (.*)", line)
        if m:
            text = re.sub(r"[^\w\- ]", "", m.group(1).lower().replace("`", ""))
            out.add(text.replace(" ", "-"))
    return out


def broken(root, rel):
    """(line, link) of each broken link of one file."""
    path = root / rel
    found = []
    for n, line in enumerate(path.read_text().splitlines(), 1):
        for target in LINK.findall(line):
            if re.match(r"^[a-z]+:", target):
                continue
            file, _, anchor = target.partition("#")
            dest = (path.parent / file).resolve() if file else path
            if not dest.exists():
                found.append((n, target))
            elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
                found.append((n, target))
    return found


def main(root):
    root = pathlib.Path(root)
    files = subprocess.run(["git", "ls-files", "*.md"], cwd=root, capture_output=True, text=True,
                           check=True).stdout.split()
    problems = [f"{rel}:{n}: broken link '{t}'" for rel in files for n, t in broken(root, rel)]
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
