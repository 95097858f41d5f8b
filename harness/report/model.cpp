#include "model.h"

#include <cstdio>
#include <ctime>
#include <unistd.h>

#ifndef ARBITER_VERSION
#error "ARBITER_VERSION must be defined (CMake project version)"
#endif

namespace harness::report {

namespace {

std::string utc_now() {
    std::time_t t = std::time(nullptr);
    std::tm     tm {};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

std::string shell_quote(const std::string& a) {
    if (!a.empty() && a.find_first_of(" \t\n'\"\\$`*?;&|<>()") == std::string::npos) return a;
    std::string out = "'";
    for (char c : a) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

} // namespace

Provenance start_provenance(const std::vector<std::string>& argv) {
    Provenance p;
    p.arbiter_version = ARBITER_VERSION;
    for (const auto& a : argv)
        p.command_line += (p.command_line.empty() ? "" : " ") + shell_quote(a);
    char host[256] = {};
    if (gethostname(host, sizeof host - 1) == 0) p.host = host;
    p.started_at = utc_now();
    p.started    = std::chrono::steady_clock::now();
    return p;
}

void finish(Provenance& p) {
    p.finished_at = utc_now();
    p.elapsed_ms  = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - p.started)
                       .count();
}

EngineInfo engine_info(
    const std::string& role, const session::EngineSpec& spec, const protocol::EngineId& id) {
    EngineInfo e;
    e.role      = role;
    e.name      = spec.name;
    e.cmd       = spec.cmd;
    e.protocol  = protocol::to_string(spec.proto);
    e.args      = spec.args;
    e.options   = spec.options;
    e.id_name   = id.name;
    e.id_author = id.author;
    return e;
}

std::optional<std::uint64_t> measured_nps(std::uint64_t nodes, std::int64_t ms) {
    if (ms <= 0) return std::nullopt;
    return std::uint64_t(double(nodes) * 1000.0 / double(ms));
}

std::string nps_text(const std::optional<std::uint64_t>& nps) {
    if (!nps) return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2fM", double(*nps) / 1e6);
    return buf;
}

std::string RejectedRecord::location() const {
    std::string out = source;
    if (line > 0) out += (out.empty() ? "" : ":") + std::to_string(line);
    if (line > 0 && column > 0) out += ":" + std::to_string(column);
    return out.empty() ? "input" : out;
}

RejectedRecord rejected_record(const engine::core::ParseError& e) {
    return { e.source, e.line, e.column, e.message };
}

const std::string& Report::engine_name() const {
    static const std::string none = "?";
    return engines.empty() ? none : engines.front().name;
}

} // namespace harness::report
