#pragma once
// The lines a change adds or modifies, from `git diff -U0` between two revisions: per changed
// line its file (relative to the repository's top level, the candidate's name after a rename),
// its line number in the candidate, and its text. Deleted lines and deleted files have no line
// in the candidate and are left out; a pure rename changes no line. Only source files
// (C and C++: .c .h .cpp .hpp .cc ..., see is_source_file) under the given path prefixes are
// kept; files_left_out names the changed files that are not.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace harness::intree {

struct ChangedLine {
    std::string file; // relative to the repository's top level, '/' separated
    int         line = 0; // 1-based, in the candidate revision
    std::string text; // the line's text in the candidate, without the newline
    bool        new_file = false; // the file does not exist in the base revision

    friend bool operator==(const ChangedLine&, const ChangedLine&) = default;
};

// The changed lines of `candidate_rev` against `base_rev` in the files under `prefixes` (e.g.
// {"engine/"}; empty: every file) that are source files. On a git error (unknown revision, not
// a repository) returns nothing and, when `error` is given, sets it to the reason; never throws.
[[nodiscard]] std::vector<ChangedLine> changed_lines(const std::filesystem::path& repo,
    const std::string& base_rev, const std::string& candidate_rev,
    const std::vector<std::string>& prefixes, std::string* error = nullptr);

// The files with changed lines that changed_lines leaves out (not source files, or outside
// `prefixes`), at most `max` of them, in the diff's order; empty on a git error.
[[nodiscard]] std::vector<std::string> files_left_out(const std::filesystem::path& repo,
    const std::string& base_rev, const std::string& candidate_rev,
    const std::vector<std::string>& prefixes, std::size_t max = 5);

// Pure: every added line of a `git diff -U0` text (with the a/ and b/ prefixes), all files.
[[nodiscard]] std::vector<ChangedLine> parse_unified_diff(std::string_view diff);

// Pure: C and C++ sources and headers: .c .h .cpp .hpp .cc .hh .cxx .hxx .c++ .h++ .ipp .inl
// .tcc (case-sensitive, as git stores names).
[[nodiscard]] bool is_source_file(std::string_view path);

// Pure: `path` starts with one of `prefixes` (no prefixes: true).
[[nodiscard]] bool under_prefix(std::string_view path, const std::vector<std::string>& prefixes);

} // namespace harness::intree
