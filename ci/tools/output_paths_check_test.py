#!/usr/bin/env python3
"""Tests of output_paths_check.py on fixture trees: each way around the terminal filter or the
one JSON writer fails naming its line; the filtered writers pass. Run: python3 output_paths_check_test.py
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import output_paths_check  # noqa: E402
from fixture_tree import tree  # noqa: E402

MAIN = """int main(int argc, char** argv) {
    harness::frame::filter_terminal_output();
    return dispatch(args);
}
"""


class OutputPaths(unittest.TestCase):
    def problems(self, text, main=MAIN):
        root = tree({"harness/cli/main.cpp": main, "harness/cli/x_command.cpp": text})
        return output_paths_check.check(root)[0]

    def test_filtered_writers_pass(self):
        text = ('std::cerr << name;\nstd::printf("%s", id.c_str());\n'
                'frame::terminal_control("\\033[K");\nauto t = input::json_text(j); // .dump( in a comment\n')
        self.assertEqual(self.problems(text), [])

    def test_each_way_around_fails_with_its_line(self):
        for line in ('::write(2, p, n);', '::write(STDOUT_FILENO, p, n);', 'dup2(fd, 2);',
                     'FILE* f = fdopen(1, "w");', 'std::cerr.rdbuf(other);',
                     'std::fprintf(stderr, "\\033[2J");', 'std::cout << "\\x1b]0;t";',
                     'auto t = j.dump();', 'std::wcerr << L"x";'):
            found = self.problems("int a;\n" + line + "\n")
            self.assertEqual(len(found), 1, line)
            self.assertTrue(found[0].startswith("harness/cli/x_command.cpp:2: "), found)

    def test_a_main_that_dispatches_before_the_filter_fails(self):
        late = "int main() {\n    return dispatch(args);\n    filter_terminal_output();\n}\n"
        self.assertEqual(len(self.problems("", late)), 1)
        self.assertEqual(len(self.problems("", "int main() { return dispatch(args); }\n")), 1)

    def test_the_filter_and_the_json_writer_are_the_allowed_places(self):
        root = tree({"harness/cli/main.cpp": MAIN,
                     "harness/frame/terminal.cpp": "::write(STDERR_FILENO, s, n);\nstd::cerr.rdbuf(b);\n",
                     "harness/input/json_text.cpp": "return value.dump(indent);\n",
                     "harness/cli/tests/t.cpp": "auto x = j.dump();\n"})
        self.assertEqual(output_paths_check.check(root)[0], [])

    def test_the_project_passes(self):
        root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
        problems, writers = output_paths_check.check(root)
        self.assertEqual(problems, [])
        self.assertGreater(writers, 50)


if __name__ == "__main__":
    unittest.main()
