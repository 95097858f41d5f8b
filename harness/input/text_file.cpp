#include "text_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace harness::input {

using engine::core::ParseError;

namespace {

std::string bytes_text(std::uint64_t n) {
    if (n >= MiB && n % MiB == 0) return std::to_string(n / MiB) + " MiB";
    return std::to_string(n) + " bytes";
}

ParseError too_large(const std::string& path, const TextLimits& limits) {
    return ParseError(0,
        "larger than " + bytes_text(limits.max_bytes) + ", the limit for " + limits.kind, 0, path);
}

} // namespace

std::optional<ParseError> long_line_error(
    std::string_view text, const std::string& source, const TextLimits& limits) {
    if (limits.max_line == 0) return std::nullopt;
    int line = 1;
    for (std::size_t start = 0; start <= text.size(); ++line) {
        const auto end    = text.find('\n', start);
        const auto length = (end == std::string_view::npos ? text.size() : end) - start;
        if (length > limits.max_line)
            return ParseError(int(limits.max_line) + 1,
                "a line longer than " + bytes_text(limits.max_line) + " (the limit for "
                    + limits.kind + ")",
                line, source);
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return std::nullopt;
}

engine::core::Result<std::string> read_text_file(
    const std::string& path, const TextLimits& limits) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return ParseError(0, std::string("cannot read: ") + std::strerror(errno), 0, path);
    // A regular file over the limit is refused unread; its size is room enough for the rest.
    // Read at most one byte past the limit: a FIFO or a growing file has no size to trust.
    std::error_code ec;
    const auto      size = std::filesystem::is_regular_file(path, ec)
             ? std::filesystem::file_size(path, ec)
             : std::uintmax_t(0);
    std::string     text;
    if (!ec && size > limits.max_bytes) return too_large(path, limits);
    if (!ec && size > 0) text.reserve(std::size_t(size) + 1);
    char buf[1 << 16];
    while (in && text.size() <= limits.max_bytes) {
        in.read(buf, sizeof buf);
        text.append(buf, std::size_t(in.gcount()));
    }
    if (in.bad()) return ParseError(0, "cannot read: a read error", 0, path);
    if (text.size() > limits.max_bytes) return too_large(path, limits);
    if (auto e = long_line_error(text, path, limits)) return *e;
    return text;
}

} // namespace harness::input
