#include "fuzz_case.h"

namespace harness::enginefuzz {

const char* to_string(Category c) {
    switch (c) {
    case Category::Valid:
        return "valid";
    case Category::Edge:
        return "edge";
    case Category::Invalid:
        return "invalid";
    case Category::Protocol:
        return "protocol";
    case Category::Corpus:
        return "corpus";
    }
    return "?";
}

std::optional<Category> parse_category(std::string_view text) {
    for (auto c : { Category::Valid, Category::Edge, Category::Invalid, Category::Protocol,
             Category::Corpus })
        if (text == to_string(c)) return c;
    return std::nullopt;
}

} // namespace harness::enginefuzz
