#!/usr/bin/env python3
"""Tests of odr_check.py on small fixture trees written to a temporary folder: a duplicate type
fails naming both places; what is not a second definition passes. Run: python3 odr_check_test.py
"""
import io
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import odr_check  # noqa: E402

CONVERT_H = """#pragma once
namespace harness::suite {
// struct ClaimCheck in a comment is not a definition
struct ClaimCheck {
    int verdict = 0;
};
} // namespace harness::suite
"""

SOLVE_H = """#pragma once
#include <string>
namespace harness {
namespace suite {

struct ClaimCheck {
    std::string problems;
};
} // namespace suite
} // namespace harness
"""


class Tree:
    """A fixture tree: {relative path: text} written under a temporary root."""

    def __init__(self, files):
        self.folder = tempfile.TemporaryDirectory()
        for path, text in files.items():
            full = os.path.join(self.folder.name, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as f:
                f.write(text)

    def check(self):
        """(exit code, stdout, stderr) of odr_check.py run from the root over src/."""
        out, err, cwd = io.StringIO(), io.StringIO(), os.getcwd()
        os.chdir(self.folder.name)
        try:
            with redirect_stdout(out), redirect_stderr(err):
                code = odr_check.main(["odr_check.py", "src"])
        finally:
            os.chdir(cwd)
            self.folder.cleanup()
        return code, out.getvalue(), err.getvalue()


def check(files):
    return Tree(files).check()


class Duplicates(unittest.TestCase):
    def test_same_struct_in_one_namespace_in_two_files_fails_naming_both_places(self):
        code, _, err = check({"src/suite/convert.h": CONVERT_H, "src/suite/solve.h": SOLVE_H})
        self.assertEqual(code, 1)
        self.assertIn(
            "src/suite/solve.h:6: error: struct 'harness::suite::ClaimCheck' is also defined in "
            "src/suite/convert.h:4", err)
        self.assertIn("src/suite/convert.h:4: note: the other definition (struct)", err)

    def test_without_the_duplicate_it_passes(self):
        renamed = SOLVE_H.replace("ClaimCheck", "MateClaimCheck")
        code, out, err = check({"src/suite/convert.h": CONVERT_H, "src/suite/solve.h": renamed})
        self.assertEqual((code, err), (0, ""))
        self.assertIn("2 namespace-scope type names in 2 files", out)

    def test_every_kind_of_type_name_counts_even_across_kinds(self):
        for second in ("class ClaimCheck final : public Base {};", "union ClaimCheck { int a; };",
                       "enum class ClaimCheck : int { A };", "enum ClaimCheck { A };",
                       "using ClaimCheck = int;", "typedef long ClaimCheck;",
                       "template <class T> struct ClaimCheck {};",
                       "struct [[nodiscard]] alignas(8) ClaimCheck {};",
                       "template <class T> concept ClaimCheck = true;"):
            with self.subTest(second=second):
                code, _, err = check({"src/a.h": CONVERT_H,
                                      "src/b.cpp": f"namespace harness::suite {{ {second} }}"})
                self.assertEqual(code, 1, err)

    def test_in_the_global_namespace_and_in_extern_c_blocks(self):
        code, _, err = check({"src/a.h": "struct Dup {};",
                              "src/b.h": 'extern "C" {\nstruct Dup { int x; };\n}'})
        self.assertEqual(code, 1)
        self.assertIn("src/b.h:2: error: struct 'Dup'", err)

    def test_two_definitions_in_one_file_and_one_in_another_are_one_error(self):
        code, _, err = check({"src/a.h": "namespace n {\n#if X\nstruct A {};\n#else\n"
                                         "struct A { int x; };\n#endif\n}",
                              "src/b.h": "namespace n { struct A {}; }"})
        self.assertEqual((code, err.count("error:")), (1, 1), err)
        self.assertIn("src/b.h:1: error: struct 'n::A' is also defined in src/a.h:3", err)

    def test_two_aliases_of_different_types_fail(self):
        code, _, _ = check({"src/a.h": "namespace n { using Clock = int; }",
                            "src/b.h": "namespace n { using Clock = long; }"})
        self.assertEqual(code, 1)


class NotDuplicates(unittest.TestCase):
    def assert_passes(self, files):
        code, out, err = check(files)
        self.assertEqual((code, err), (0, ""), out)

    def test_same_name_in_different_namespaces(self):
        self.assert_passes({"src/a.h": "namespace harness::suite { struct ClaimCheck {}; }",
                            "src/b.h": "namespace harness::gate { struct ClaimCheck {}; }",
                            "src/c.h": "namespace harness { struct ClaimCheck {}; }",
                            "src/d.h": "struct ClaimCheck {};"})

    def test_template_specialisations_of_a_primary_elsewhere(self):
        self.assert_passes({
            "src/traits.h": "namespace s { template <class G> struct Traits; "
                            "template <class G> struct Box { G g; }; }",
            "src/chess.h": "namespace s { template <> struct Traits<Chess> { int a; }; }",
            "src/xiangqi.h": "namespace s {\ntemplate <>\nstruct Traits<Xiangqi> {};\n"
                             "template <class T> struct Box<T*> {};\n"
                             "template struct Box<int>;\nextern template class Box<long>; }",
            "src/hash.h": "namespace std { template <> struct hash<s::Key> {}; }"})

    def test_forward_declarations_and_elaborated_names(self):
        self.assert_passes({
            "src/a.h": "namespace n { struct A { int x; }; enum class E : int { X }; }",
            "src/b.h": "namespace n { struct A; class A; enum class E : int; "
                       "void f(struct A* a); struct A make(); struct A g() { return {}; }\n"
                       "template <class A> void h(A) {} template <typename T, class A = T> "
                       "struct Z {}; }"})

    def test_members_locals_and_anonymous_namespaces(self):
        self.assert_passes({
            "src/a.h": "namespace n { struct Entry {}; enum class Kind { A }; using V = int; }",
            "src/b.cpp": "namespace n {\nnamespace {\nstruct Entry { int y; };\n"
                         "namespace inner { struct Entry {}; }\n}\n"
                         "struct Table { struct Entry { long z; }; enum class Kind { B }; "
                         "using V = long; };\n"
                         "void f() { struct Entry {}; using V = char; }\n"
                         "auto g = [] { struct Entry {}; };\n"
                         "struct Outer::Entry {};\n"
                         "enum Outer::Kind : int { C };\n}"})

    def test_comments_strings_and_preprocessor_lines(self):
        self.assert_passes({
            "src/a.h": "namespace n { struct Hidden {}; }",
            "src/b.cpp": "// namespace n { struct Hidden {}; }\n"
                         "/* namespace n {\n struct Hidden {}; } */\n"
                         "namespace n {\n"
                         "const char* a = \"struct Hidden { } }\";\n"
                         "const char* b = R\"x(struct Hidden {}; \" } )x\";\n"
                         "const int d = 1'000; const char e = '{';\n"
                         "#define HIDE struct Hidden { \\\n  int x; }\n"
                         "}\n"})

    def test_anonymous_namespaces_of_two_files(self):
        anonymous = "namespace n { namespace { struct Entry {}; } }"
        self.assert_passes({"src/a.cpp": anonymous, "src/b.cpp": anonymous})

    def test_same_alias_of_one_type_in_two_files(self):
        clock = "using Clock = std::chrono::steady_clock;"
        self.assert_passes({"src/a.cpp": f"namespace n {{ {clock} }}",
                            "src/b.cpp": f"namespace n {{\n{clock}\n}}\nnamespace fs = std::fs;"})

    def test_a_redefinition_within_one_file_is_left_to_the_compiler(self):
        self.assert_passes({"src/a.h": "namespace n {\n#if X\nstruct A {};\n#else\n"
                                       "struct A { int x; };\n#endif\n}"})


class Listing(unittest.TestCase):
    def test_each_definition_once_with_its_namespace_kind_and_line(self):
        text = ("namespace a::inline b {\nenum class E : int { X };\nstruct S final {};\n"
                "typedef void (*Handler)(int);\ntemplate <class T>\nusing Vec = T*;\n"
                "namespace [[deprecated]] c { union U {}; }\n}\nclass G;\nclass G {};\n")
        found = odr_check.Scanner("x.h", odr_check.tokenize(text)).run()
        self.assertEqual([(d.namespace, d.name, d.kind, d.line) for d in found],
                         [("a::b", "E", "enum", 2), ("a::b", "S", "struct", 3),
                          ("a::b", "Handler", "alias", 4), ("a::b", "Vec", "alias", 6),
                          ("a::b::c", "U", "union", 7), ("", "G", "class", 10)])
        self.assertEqual(found[3].target, "T *")


class Usage(unittest.TestCase):
    def test_unbalanced_braces_are_an_error_not_a_pass(self):
        code, _, err = check({"src/a.h": "namespace n {\nstruct A {};\n"})
        self.assertEqual(code, 2)
        self.assertIn("src/a.h:1: error: this '{' is never closed", err)
        code, _, err = check({"src/a.h": "}\n"})
        self.assertEqual(code, 2)

    def test_a_missing_root_or_an_empty_tree_is_an_error(self):
        self.assertEqual(check({})[0], 2)
        self.assertEqual(check({"src/readme.txt": "struct A {};"})[0], 2)


if __name__ == "__main__":
    unittest.main()
