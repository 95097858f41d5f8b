#pragma once
// FUZZ_CHECK(cond, detail): a fuzz target's oracle. When cond is false it prints the target's
// file and line, the condition, the detail and the input (printable ASCII as is, other bytes as
// \xNN), then aborts so that libFuzzer keeps the input. Expects a std::string_view `input` in
// scope.

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace fuzz {

[[noreturn]] inline void oracle_failed(const char* file, int line, const char* what,
    std::string_view input, const std::string& detail) {
    std::string_view name(file);
    if (auto slash = name.rfind('/'); slash != std::string_view::npos)
        name.remove_prefix(slash + 1);
    std::fprintf(stderr, "%.*s:%d: oracle failed: %s\n  %s\n  input (%zu bytes): \"",
        int(name.size()), name.data(), line, what, detail.c_str(), input.size());
    for (unsigned char c : input) {
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
            std::fputc(c, stderr);
        else
            std::fprintf(stderr, "\\x%02x", c);
    }
    std::fprintf(stderr, "\"\n");
    std::abort();
}

} // namespace fuzz

#define FUZZ_CHECK(cond, detail)                                                                   \
    do {                                                                                           \
        if (!(cond)) ::fuzz::oracle_failed(__FILE__, __LINE__, #cond, input, detail);              \
    } while (0)
