#pragma once
// A fuzz case: the raw protocol lines sent to a fresh engine process (handshake, the fuzzed
// lines, a sync), labelled with the generator's category and input class. Findings and the
// verdict of one run are plain data too; the runner (runner.h) fills them.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness::enginefuzz {

// Which generator made a case (--class). Corpus: replayed from a file.
enum class Category { Valid, Edge, Invalid, Protocol, Corpus };

[[nodiscard]] const char*             to_string(Category c);
[[nodiscard]] std::optional<Category> parse_category(std::string_view text);

struct Case {
    Category                 category = Category::Valid;
    std::string              input_class; // "invalid/no-king", "protocol/overlong-line", ...
    std::vector<std::string> lines; // sent in order, each followed by '\n'
};

// What an oracle saw. kind: "crash" (signal), "exit" (exited unasked), "hang" (a sync or a
// requested answer did not come), "illegal-bestmove", "malformed-bestmove", "missing-bestmove",
// "protocol-violation"; Gomocup (gomocup_tracker.h, gomocup_runner.h): "occupied-move",
// "off-board-move", "malformed-move", "forbidden-move", "refused-move", "missing-move",
// "unbounded-output". detail tells the signal, the move, ... Two verdicts are the same
// finding when kind and signature are equal (signature: the signal for crashes, else empty).
struct Verdict {
    std::string kind;
    std::string signature;
    std::string detail;
    std::string transcript; // last lines of the conversation and stderr

    [[nodiscard]] bool same_oracle(const Verdict& o) const {
        return kind == o.kind && signature == o.signature;
    }
};

struct Finding {
    Verdict                  verdict;
    Category                 category = Category::Valid;
    std::string              input_class;
    std::uint64_t            case_index = 0; // which generated case found it first
    std::vector<std::string> original; // the case as generated
    std::vector<std::string> shrunk; // the minimal reproducer
    int                      shrink_runs = 0; // engine runs the shrinker spent
    int                      occurrences = 1; // cases that shrank to the same reproducer
    std::vector<std::string> input_classes; // the classes of those cases, first seen first
    std::string              reproducer; // file written under --out (empty: none)
};

} // namespace harness::enginefuzz
