#!/usr/bin/env python3
"""Tests of function_lengths.py on fixture text: a function over the limit is reported with its
first line and length, braces in strings, comments and raw strings do not count, scopes
(namespaces, classes, initialisers) are not functions, and a nested block belongs to its
function. Run: python3 function_lengths_test.py
"""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import function_lengths  # noqa: E402


def body(lines):
    return "".join(f"    x += {i};\n" for i in range(lines))


class FunctionLengths(unittest.TestCase):
    def lengths(self, text):
        return [(start, end - start + 1) for start, end, _ in function_lengths.functions(text)]

    def test_a_function_counts_from_its_signature_to_its_closing_brace(self):
        text = "namespace a {\n\nint f(int x)\n{\n" + body(3) + "    return x;\n}\n\n} // namespace a\n"
        self.assertEqual(self.lengths(text), [(3, 7)])

    def test_braces_in_literals_and_comments_do_not_count(self):
        text = ('void f() {\n    auto s = "{{{";\n    char c = \'{\';\n    // {\n    /* } { */\n'
                '    auto r = R"x({)x";\n    int n = 1\'000;\n}\nvoid g() {\n}\n')
        self.assertEqual(self.lengths(text), [(1, 8), (9, 2)])

    def test_scopes_and_initialisers_are_not_functions_but_members_are(self):
        text = ("struct S {\n    int a = 0;\n};\nenum class E { A, B };\n"
                "const int table[] = {\n    1,\n    2,\n};\nclass C {\n    void m() {\n        a();\n    }\n};\n")
        self.assertEqual(self.lengths(text), [(10, 3)])  # C::m only

    def test_nested_blocks_belong_to_their_function(self):
        text = "int f() {\n    if (x) {\n        y();\n    }\n    return [] { return 1; }();\n}\n"
        self.assertEqual(self.lengths(text), [(1, 6)])

    def test_the_command_fails_only_over_the_limit(self):
        with tempfile.NamedTemporaryFile("w", suffix=".cpp", delete=False) as f:
            f.write("void f() {\n" + body(60) + "}\n")
        run = lambda limit: subprocess.run(
            [sys.executable, os.path.join(HERE, "function_lengths.py"), "--max", str(limit), f.name],
            capture_output=True, text=True)
        over = run(61)
        self.assertEqual(over.returncode, 1)
        self.assertIn(f"{f.name}:1: 62 lines: void f()", over.stdout)
        self.assertEqual(run(62).returncode, 0)
        os.unlink(f.name)


if __name__ == "__main__":
    unittest.main()
