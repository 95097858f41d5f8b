#!/usr/bin/env python3
"""Tests of doc_links.py on a fixture repository: links to files, folders and headings that
exist pass; a missing file and a missing anchor each fail, named with file:line.
Run: python3 doc_links_test.py
"""
import contextlib
import io
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import doc_links  # noqa: E402
from fixture_tree import tree  # noqa: E402


def repo(files):
    return tree(files, git=True)


GOOD = {
    "README.md": "# P\n\nSee [gate](docs/commands/gate.md#the-time-bound), [docs](docs/), "
                 "[site](https://example.org/x) and [here](#set-up-debian-12-as-root).\n\n"
                 "## Set-up (Debian 12, as root)\n",
    "docs/commands/gate.md": "# arbiter gate\n\n## The time bound\n\n[back](../../README.md)\n",
}


class DocLinks(unittest.TestCase):
    def problems(self, root):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = doc_links.main(root)
        return code, out.getvalue()

    def test_good_links_pass(self):
        self.assertEqual(self.problems(repo(GOOD)), (0, ""))

    def test_each_broken_link_is_named(self):
        cases = [
            ("[x](docs/commands/gat.md)", "README.md:3: broken link 'docs/commands/gat.md'"),
            ("[x](docs/commands/gate.md#time-bound)",
             "README.md:3: broken link 'docs/commands/gate.md#time-bound'"),
            ("[x](#setup)", "README.md:3: broken link '#setup'"),
        ]
        for link, expected in cases:
            files = dict(GOOD)
            files["README.md"] = "# P\n\n" + link + "\n\n## Set-up (Debian 12, as root)\n"
            code, out = self.problems(repo(files))
            self.assertEqual(code, 1, link)
            self.assertIn(expected, out)


if __name__ == "__main__":
    unittest.main()
