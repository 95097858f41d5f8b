#!/usr/bin/env python3
"""Tests of floors.py on fixture trees: includes down the floors pass, and a test's include of
harness/testing or of its own line; an include that climbs (in a source or in a test), one that
crosses to another folder of its line, and a folder without a floor each fail, named.
Run: python3 floors_test.py
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import floors  # noqa: E402
import fixture_tree  # noqa: E402

ARCHITECTURE = """# A

```
harness, bottom-up (each line uses the lines above it):
  input                     limits
  testing                   mocks
  game                      the games
  perft, match              the runners: plain functions,
                            a config in, results out
  cli                       parse, call
```
"""

GOOD = {
    "harness/input/limits.h": "",
    "harness/testing/mock.h": '#include "harness/input/limits.h"\n',
    "harness/game/game.h": '#include "harness/input/limits.h"\n',
    "harness/perft/perft.cpp": '#include "harness/game/game.h"\n#include "harness/perft/p.h"\n',
    "harness/perft/tests/perft_test.cpp": '#include "harness/testing/mock.h"\n'
                                          '#include "harness/match/m.h"\n',
    "harness/match/m.h": '#include <vector>\n#include "engine/core/types.h"\n',
    "harness/cli/main.cpp": '#include "harness/perft/perft.h"\n#include "harness/match/m.h"\n',
}


def tree(files):
    return fixture_tree.tree(dict(files, **{"ARCHITECTURE.md": ARCHITECTURE}))


class Floors(unittest.TestCase):
    def test_the_block_is_read(self):
        self.assertEqual(floors.floors(ARCHITECTURE), {"input": 1, "testing": 2, "game": 3,
                                                        "perft": 4, "match": 4, "cli": 5})

    def test_includes_down_the_floors_pass(self):
        self.assertEqual(floors.problems(tree(GOOD)), [])

    def test_each_climb_or_cross_is_named(self):
        cases = [
            ("harness/game/game.h", '#include "harness/perft/perft.h"\n',
             "harness/game/game.h:1: harness/game/ climbs to harness/perft/"),
            ("harness/game/tests/game_test.cpp", '#include "harness/cli/main.h"\n',
             "harness/game/tests/game_test.cpp:1: harness/game/ climbs to harness/cli/"),
            ("harness/match/m.h", '#include "harness/perft/perft.h"\n',
             "harness/match/m.h:1: harness/match/ crosses to harness/perft/"),
            ("harness/report/r.h", "", "harness/report/ has no floor in ARCHITECTURE.md"),
        ]
        for rel, text, expected in cases:
            files = dict(GOOD)
            files[rel] = text
            found = floors.problems(tree(files))
            self.assertTrue(any(p.startswith(expected) for p in found), (expected, found))


if __name__ == "__main__":
    unittest.main()
