#include "reproducer.h"

#include "harness/input/text_file.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace harness::enginefuzz {

namespace fs = std::filesystem;

std::string reproducer_name(const Verdict& v, const std::vector<std::string>& lines) {
    std::uint32_t h   = 2166136261U; // FNV-1a
    auto          mix = [&](const std::string& s) {
        for (unsigned char c : s) h = (h ^ c) * 16777619U;
        h = (h ^ 0xFFU) * 16777619U;
    };
    mix(v.kind);
    mix(v.signature);
    for (const auto& l : lines) mix(l);
    char hex[9];
    std::snprintf(hex, sizeof hex, "%08x", h);
    return v.kind + (v.signature.empty() ? "" : "-" + v.signature) + "-" + hex + ".txt";
}

engine::core::Result<std::string> write_reproducer(
    const std::string& dir, const std::string& name, const std::vector<std::string>& lines) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    const std::string path = (fs::path(dir) / name).string();
    std::ofstream     out(path, std::ios::binary);
    for (const auto& l : lines) out << l << '\n';
    if (!out) return engine::core::ParseError(0, "cannot write '" + path + "'", 0, path);
    return path;
}

engine::core::Result<std::vector<std::string>> read_reproducer(const std::string& path) {
    auto read = input::read_text_file(path, input::ReproducerLimits);
    if (!read) return read.error();
    std::vector<std::string> lines;
    std::string              text  = std::move(*read);
    std::size_t              start = 0;
    while (start < text.size()) {
        auto end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    if (lines.empty()) return engine::core::ParseError(0, "'" + path + "' holds no line", 1, path);
    return lines;
}

std::vector<std::string> corpus_files(const std::string& dir) {
    std::vector<std::string> out;
    std::error_code          ec;
    for (const auto& e : fs::directory_iterator(dir, ec))
        if (e.is_regular_file()) out.push_back(e.path().string());
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace harness::enginefuzz
