#!/usr/bin/env python3
"""Tests of check_skips.py: an allowed skip passes and is printed with its reason, an unlisted
one fails naming it, a name that only starts like an allowed one is not allowed, and a run
without skips passes. Run: python3 check_skips_test.py
"""
import io
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_skips  # noqa: E402

ALLOWED = """# comment line
Check.GnuChess   # GNU Chess 6 stalls on piped input
"""

OUTPUT = """100% tests passed, 0 tests failed out of 3

The following tests did not run:
\t1028 - Check.GnuChess (Skipped)
"""


def run(output, allowed=ALLOWED):
    out, err = io.StringIO(), io.StringIO()
    return check_skips.check(output, allowed, out, err), out.getvalue(), err.getvalue()


class CheckSkips(unittest.TestCase):
    def test_an_allowed_skip_passes_with_its_reason(self):
        status, out, err = run(OUTPUT)
        self.assertEqual(status, 0)
        self.assertIn("allowed: GNU Chess 6 stalls on piped input", out)
        self.assertEqual(err, "")

    def test_an_unlisted_skip_fails_naming_it(self):
        status, _, err = run(OUTPUT + "\t12 - RealEngines.Stockfish (Skipped)\n")
        self.assertEqual(status, 1)
        self.assertIn("not in ci/allowed-skips: RealEngines.Stockfish", err)

    def test_a_longer_name_is_not_the_allowed_one(self):
        status, _, err = run("\t7 - Check.GnuChessXboard (Skipped)\n")
        self.assertEqual(status, 1)
        self.assertIn("Check.GnuChessXboard", err)

    def test_no_skips_pass(self):
        self.assertEqual(run("100% tests passed, 0 tests failed out of 3\n")[0], 0)


if __name__ == "__main__":
    unittest.main()
