#!/usr/bin/env python3
"""Tests of folder_table.py on fixture repositories: an ARCHITECTURE.md whose folder table matches the
tracked tree passes; a folder without a row, a row without a folder, an engine/ or harness/
subfolder the row does not name and a name that is no subfolder each fail, named. Untracked
folders do not count. Run: python3 folder_table_test.py
"""
import contextlib
import io
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import folder_table  # noqa: E402
from fixture_tree import tree  # noqa: E402

TABLE = """# P

## The repository

| folder | what |
|---|---|
| `ci/` | scripts |
| `engine/` | the engine: `core/`, `search/` |
| `harness/` | the harness: `cli/` |

More text.
"""


def repo(files, readme=TABLE):
    return tree(dict({rel: "x\n" for rel in files}, **{"ARCHITECTURE.md": readme}), git=True)


GOOD = ["ci/run", "engine/core/a.cpp", "engine/search/b.cpp", "harness/cli/c.cpp"]


class FolderTable(unittest.TestCase):
    def problems(self, root):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = folder_table.main(root)
        return code, out.getvalue()

    def test_a_matching_table_passes_and_untracked_folders_do_not_count(self):
        root = repo(GOOD)
        os.makedirs(os.path.join(root, "build", "x"))
        with open(os.path.join(root, "build", "x", "f"), "w") as f:
            f.write("untracked\n")
        self.assertEqual(self.problems(root), (0, ""))

    def test_each_difference_is_named(self):
        cases = [
            (GOOD + ["docs/a.md"], "folder docs/ has no row"),
            ([f for f in GOOD if not f.startswith("ci/")], "names ci/, which is not in the tree"),
            (GOOD + ["harness/rate/r.cpp"], "harness/rate/ is not named in ARCHITECTURE.md's harness/ row"),
            ([f for f in GOOD if "search" not in f], "engine/ row names search/, which is not in engine/"),
        ]
        for files, expected in cases:
            code, out = self.problems(repo(files))
            self.assertEqual(code, 1, expected)
            self.assertIn(expected, out)


if __name__ == "__main__":
    unittest.main()
