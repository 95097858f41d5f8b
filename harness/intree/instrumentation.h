#pragma once
// What a built binary was instrumented with, read from its bytes: gcc/clang coverage leaves
// the gcov runtime's symbol names in it ("__gcov_"), ASan and UBSan theirs ("__asan_",
// "__ubsan_"). The gate's coverage and sanitizer steps check it before they trust a build made
// by a custom command (a Makefile that ignores the build kind makes a plain binary every time).

#include <filesystem>
#include <optional>
#include <string>

namespace harness::intree {

struct Instrumentation {
    bool coverage = false, asan = false, ubsan = false;
};

// nullopt when the file cannot be read.
[[nodiscard]] std::optional<Instrumentation> inspect_binary(const std::filesystem::path& binary);

// For a binary that lacks what `kind` (coverage, sanitize, instrumented) needs: "no ASan
// runtime in it", ...; empty when it has it or cannot be read (the run itself then fails).
[[nodiscard]] std::string missing_instrumentation(
    const std::filesystem::path& binary, const std::string& kind);

} // namespace harness::intree
