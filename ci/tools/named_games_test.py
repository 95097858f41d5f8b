#!/usr/bin/env python3
"""Tests of named_games.py on fixture trees: comparisons inside harness/game/ and in tests pass,
and so does asking a game's facts; a comparison with a named game, or of a game's name with a
string, elsewhere fails, named with its line.
Run: python3 named_games_test.py
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import named_games  # noqa: E402
import fixture_tree  # noqa: E402

GOOD = {
    "harness/game/registry.cpp": "if (g == game::chess()) return 1;\n",
    "harness/gate/tests/gate_test.cpp": "EXPECT_TRUE(g == game::xiangqi());\n",
    "harness/gate/steps.cpp": "if (g->protocol().gomocup) return; // not g == game::gomoku()\n"
                              "auto h = game::chess();\n",
}


class NamedGames(unittest.TestCase):
    def test_the_game_layer_and_tests_may_compare(self):
        self.assertEqual(named_games.problems(fixture_tree.tree(GOOD)), [])

    def test_a_comparison_elsewhere_is_named(self):
        for text in ("if (g == game::chess960()) x();\n", "if (game::renju() != g) x();\n",
                     'if (spec.variant.name() == "chess960") x();\n',
                     'if ("xiangqi" == g->name()) x();\n'):
            found = named_games.problems(
                fixture_tree.tree(dict(GOOD, **{"harness/match/m.cpp": "\n" + text})))
            self.assertEqual(len(found), 1, text)
            self.assertTrue(found[0].startswith("harness/match/m.cpp:2: "), found[0])


if __name__ == "__main__":
    unittest.main()
