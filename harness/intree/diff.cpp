// Changed lines: `git diff -U0` run and parsed (hunk counts decide where a hunk ends, so a
// removed line that reads "--- x" is not taken for a file header).

#include "harness/intree/diff.h"

#include "harness/intree/command.h"

#include <algorithm>
#include <charconv>

namespace harness::intree {

namespace {

bool starts_with(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

// A path as git prints it in ---/+++ lines: plain, or C-quoted when it has special bytes.
std::string unquote(std::string_view s) {
    if (s.size() < 2 || s.front() != '"' || s.back() != '"') return std::string(s);
    std::string out;
    s = s.substr(1, s.size() - 2);
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 == s.size()) {
            out += s[i];
            continue;
        }
        char c = s[++i];
        switch (c) {
        case 'n':
            out += '\n';
            break;
        case 't':
            out += '\t';
            break;
        case 'r':
            out += '\r';
            break;
        case 'a':
            out += '\a';
            break;
        case 'b':
            out += '\b';
            break;
        case 'f':
            out += '\f';
            break;
        case 'v':
            out += '\v';
            break;
        default:
            if (c >= '0' && c <= '7' && i + 2 < s.size()) {
                out += char(((c - '0') << 6) | ((s[i + 1] - '0') << 3) | (s[i + 2] - '0'));
                i += 2;
            } else {
                out += c; // \\ and \"
            }
        }
    }
    return out;
}

// "-a,b" or "+c,d" (count 1 when omitted).
bool parse_range(std::string_view s, int& start, int& count) {
    if (s.empty()) return false;
    s.remove_prefix(1);
    auto comma = s.find(',');
    auto first = s.substr(0, comma);
    if (std::from_chars(first.data(), first.data() + first.size(), start).ec != std::errc())
        return false;
    count = 1;
    if (comma == std::string_view::npos) return true;
    auto second = s.substr(comma + 1);
    return std::from_chars(second.data(), second.data() + second.size(), count).ec == std::errc();
}

// "@@ -a,b +c,d @@ ...": old count, new start, new count.
bool parse_hunk_header(std::string_view line, int& old_count, int& new_start, int& new_count) {
    if (!starts_with(line, "@@ ")) return false;
    line.remove_prefix(3);
    auto space = line.find(' ');
    if (space == std::string_view::npos) return false;
    int old_start = 0;
    if (!parse_range(line.substr(0, space), old_start, old_count)) return false;
    line.remove_prefix(space + 1);
    space = line.find(' ');
    return parse_range(line.substr(0, space), new_start, new_count);
}

} // namespace

std::vector<ChangedLine> parse_unified_diff(std::string_view diff) {
    std::vector<ChangedLine> out;
    std::string              file; // the candidate's path; empty: no candidate side
    bool                     new_file = false;
    int         old_left = 0, new_left = 0, new_line = 0; // remaining counts of the current hunk
    std::size_t pos = 0;
    while (pos < diff.size()) {
        std::size_t end = diff.find('\n', pos);
        if (end == std::string_view::npos) end = diff.size();
        std::string_view line = diff.substr(pos, end - pos);
        pos                   = end + 1;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);

        if (old_left > 0 || new_left > 0) {
            // body
            if (line.empty()) continue;
            char kind = line.front();
            if (kind == '+') {
                if (!file.empty())
                    out.push_back({ file, new_line, std::string(line.substr(1)), new_file });
                ++new_line;
                --new_left;
            } else if (kind == '-') {
                --old_left;
            } else if (kind == ' ') {
                ++new_line;
                --new_left;
                --old_left;
            }
            // '\' (no newline at end of file) and anything else: no line of either side
            continue;
        }
        // headers
        if (starts_with(line, "diff --git ")) {
            file.clear();
            new_file = false;
        } else if (starts_with(line, "new file mode")) {
            new_file = true;
        } else if (starts_with(line, "+++ ")) {
            std::string path = unquote(line.substr(4));
            file             = starts_with(path, "b/") ? path.substr(2) : std::string();
        } else if (starts_with(line, "@@ ")) {
            int old_count = 0, new_start = 0, new_count = 0;
            if (parse_hunk_header(line, old_count, new_start, new_count)) {
                old_left = old_count;
                new_left = new_count;
                new_line = new_start;
            }
        }
    }
    return out;
}

bool is_source_file(std::string_view path) {
    for (std::string_view ext : { ".c", ".h", ".cpp", ".hpp", ".cc", ".hh", ".cxx", ".hxx", ".c++",
             ".h++", ".ipp", ".inl", ".tcc" }) {
        if (path.size() > ext.size() && path.substr(path.size() - ext.size()) == ext) return true;
    }
    return false;
}

bool under_prefix(std::string_view path, const std::vector<std::string>& prefixes) {
    if (prefixes.empty()) return true;
    for (const auto& prefix : prefixes) {
        if (starts_with(path, prefix)) return true;
    }
    return false;
}

namespace {

// Every changed line of the diff, all files.
std::vector<ChangedLine> all_changed_lines(const std::filesystem::path& repo,
    const std::string& base_rev, const std::string& candidate_rev, std::string* error) {
    Command diff;
    diff.argv = { "git", "-C", repo.string(), "-c", "core.quotePath=false", "diff", "-U0",
        "--no-color", "--no-ext-diff", "--no-textconv", "--no-relative", "-M", "--src-prefix=a/",
        "--dst-prefix=b/", base_rev, candidate_rev, "--" };
    CommandResult result = run_command(diff);
    if (!result.ok()) {
        if (error) {
            std::string why = result.err.substr(0, result.err.find('\n'));
            *error          = "git diff " + base_rev + " " + candidate_rev + " in " + repo.string()
                + " failed" + (why.empty() ? "" : ": " + why);
        }
        return {};
    }
    if (error) error->clear();
    return parse_unified_diff(result.out);
}

} // namespace

std::vector<ChangedLine> changed_lines(const std::filesystem::path& repo,
    const std::string& base_rev, const std::string& candidate_rev,
    const std::vector<std::string>& prefixes, std::string* error) {
    std::vector<ChangedLine> out;
    for (auto& line : all_changed_lines(repo, base_rev, candidate_rev, error)) {
        if (is_source_file(line.file) && under_prefix(line.file, prefixes))
            out.push_back(std::move(line));
    }
    return out;
}

std::vector<std::string> files_left_out(const std::filesystem::path& repo,
    const std::string& base_rev, const std::string& candidate_rev,
    const std::vector<std::string>& prefixes, std::size_t max) {
    std::vector<std::string> out;
    for (const auto& line : all_changed_lines(repo, base_rev, candidate_rev, nullptr)) {
        const bool kept = is_source_file(line.file) && under_prefix(line.file, prefixes);
        if (!kept && out.size() < max && std::find(out.begin(), out.end(), line.file) == out.end())
            out.push_back(line.file);
    }
    return out;
}

} // namespace harness::intree
