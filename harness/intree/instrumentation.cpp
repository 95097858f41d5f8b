#include "instrumentation.h"

#include <fstream>
#include <vector>

namespace harness::intree {

std::optional<Instrumentation> inspect_binary(const std::filesystem::path& binary) {
    std::ifstream in(binary, std::ios::binary);
    if (!in) return std::nullopt;
    Instrumentation       found;
    const std::string     names[] = { "__gcov_", "__asan_", "__ubsan_" };
    bool*                 flags[] = { &found.coverage, &found.asan, &found.ubsan };
    constexpr std::size_t Chunk = 1 << 20, Keep = 16; // a name may straddle two chunks
    std::vector<char>     buffer(Chunk + Keep);
    std::size_t           kept = 0;
    while (in) {
        in.read(buffer.data() + kept, Chunk);
        const std::size_t      n = kept + std::size_t(in.gcount());
        const std::string_view text(buffer.data(), n);
        for (std::size_t i = 0; i < 3; ++i)
            *flags[i] = *flags[i] || text.find(names[i]) != std::string_view::npos;
        kept = std::min(n, Keep);
        std::copy(buffer.begin() + std::ptrdiff_t(n - kept), buffer.begin() + std::ptrdiff_t(n),
            buffer.begin());
    }
    return found;
}

std::string missing_instrumentation(const std::filesystem::path& binary, const std::string& kind) {
    const auto found = inspect_binary(binary);
    if (!found) return "";
    std::string missing;
    auto        need = [&](bool has, const char* what) {
        if (!has) missing += (missing.empty() ? "no " : ", no ") + std::string(what);
    };
    if (kind == "coverage" || kind == "instrumented") need(found->coverage, "coverage (gcov)");
    if (kind == "sanitize" || kind == "instrumented") {
        need(found->asan, "ASan");
        need(found->ubsan, "UBSan");
    }
    return missing.empty() ? "" : missing + " runtime in " + binary.string();
}

} // namespace harness::intree
