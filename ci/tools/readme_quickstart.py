#!/usr/bin/env python3
"""Run every command line of the README's quick start, as a new user would, on Sable.

Every ```sh block of the quick start (chess, xiangqi, gomoku) is read from README.md
(continuation lines joined, comments dropped). `./myengine` and `./old` become Sable,
`build/bin/` the build's bin directory, and `suites/` (also as `file=suites/...`) the
repository's. A bounded amount of work is appended to the commands that would
take minutes (the suite: its first 4 positions; the match: one round at 1+0.01; later options
and --each keys win in Arbiter, so the README's own options are still parsed and checked).
Each must exit 0 (the suite may also exit 1: a position not solved is a result, not an error).

usage: readme_quickstart.py REPO BIN_DIR   (exit 1 if any command failed)
"""
import os
import pathlib
import shlex
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from doc_commands import run_line, sh_lines  # noqa: E402

BOUNDED = {
    "suite": (["--first", "4"], {0, 1}),
    "match": (["-rounds", "1", "-each", "tc=1+0.01"], {0}),
}


def quick_start_commands(readme):
    text = readme.read_text(encoding="utf-8")
    return sh_lines(text.split("## Quick start", 1)[1].split("\n## ", 1)[0])


def main():
    repo, bin_dir = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]).resolve()
    commands = quick_start_commands(repo / "README.md")
    if len(commands) < 11:
        print(f"expected at least 11 quick-start commands (chess, xiangqi, gomoku), found {len(commands)}")
        return 1
    sable = str(bin_dir / "sable")
    failed = 0
    with tempfile.TemporaryDirectory() as work:
        for line in commands:
            words = shlex.split(line)
            words = [w.replace("./myengine", sable).replace("./old", sable) for w in words]
            words = [str(bin_dir / w[len("build/bin/"):]) if w.startswith("build/bin/") else w for w in words]
            words = [str(repo / w) if w.startswith("suites/") else w for w in words]
            words = [w.replace("=suites/", f"={repo}/suites/") for w in words]
            extra, allowed = BOUNDED.get(words[1], ([], {0}))
            failed += not run_line(words + extra, work, allowed, line)
    print(f"{len(commands) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
