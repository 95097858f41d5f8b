#include "measure_report.h"

#include "harness/input/json_text.h"

#include "sanitize.h"

#include <cstdio>

namespace harness::report {

namespace {

using Json = nlohmann::ordered_json;

// A number for a Markdown cell: at most 3 decimals, "-" for null.
std::string cell(const Json& v) {
    if (v.is_null()) return "-";
    if (v.is_number_float()) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.3f", v.get<double>());
        return buf;
    }
    return input::json_text(v);
}

template <class T> Json optional_json(const std::optional<T>& v) {
    return v ? Json(*v) : Json(nullptr);
}

const std::string& role_name(const Report& report, std::size_t i) {
    static const std::string none = "?";
    return i < report.engines.size() ? report.engines[i].name : none;
}

int faults(const bench::BenchRun& o, const char* prefix) {
    int n = 0;
    for (const auto& r : o.runs) n += r.fault.rfind(prefix, 0) == 0;
    return n;
}

} // namespace

Json bench_results_json(const BenchResults& b) {
    auto out = Json::array();
    for (const auto* o : { &b.engine, b.base ? &*b.base : nullptr }) {
        if (!o) continue;
        int n = 0;
        for (const auto& r : o->runs)
            out.push_back({ { "role", o == &b.engine ? "engine" : "base" }, { "run", ++n },
                { "nodes", optional_json(r.figures.nodes) },
                { "nps", optional_json(r.figures.nps) },
                { "time_ms", optional_json(r.figures.time_ms) }, { "wall_ms", r.wall_ms },
                { "fault", r.fault } });
    }
    return out;
}

Json bench_summary_json(const BenchResults& b, std::int64_t elapsed_ms) {
    Json j;
    int  total = 0, errors = 0;
    for (const auto* o : { &b.engine, b.base ? &*b.base : nullptr })
        if (o)
            for (const auto& r : o->runs) {
                ++total;
                errors += !r.fault.empty();
            }
    j["total"] = total;
    j["crash"] = faults(b.engine, "the engine crashed")
        + (b.base ? faults(*b.base, "the engine crashed") : 0);
    j["timeout"] = faults(b.engine, "no end of the bench")
        + (b.base ? faults(*b.base, "no end of the bench") : 0);
    j["error"]         = errors - j["crash"].get<int>() - j["timeout"].get<int>();
    j["elapsed_ms"]    = elapsed_ms;
    j["signature"]     = optional_json(b.engine.signature);
    j["deterministic"] = b.engine.deterministic;
    j["nps"]           = optional_json(b.engine.median_nps());
    j["expected"]      = optional_json(b.expect);
    if (b.base) {
        j["base_signature"] = optional_json(b.base->signature);
        j["changed"]        = b.base->signature && b.engine.signature
                   ? Json(*b.base->signature != *b.engine.signature)
                   : Json(nullptr);
        auto bn = b.base->median_nps(), cn = b.engine.median_nps();
        j["base_nps"]  = optional_json(bn);
        j["nps_ratio"] = bn && cn && *bn > 0 ? Json(double(*cn) / double(*bn)) : Json(nullptr);
    }
    return j;
}

std::vector<TestCase> bench_test_cases(const Report& report, const BenchResults& b) {
    std::vector<TestCase> cases;
    for (std::size_t i = 0; i < 2; ++i) {
        const auto* o = i == 0 ? &b.engine : b.base ? &*b.base : nullptr;
        if (!o) continue;
        TestCase c;
        c.classname = "bench";
        c.name      = role_name(report, i) + " signature";
        for (const auto& r : o->runs) c.seconds += double(r.wall_ms) / 1000.0;
        if (!o->deterministic) {
            c.kind    = TestCase::Kind::Failure;
            c.message = "no signature: the runs disagree or failed";
            for (const auto& r : o->runs)
                if (!r.fault.empty()) c.body += r.fault + "\n" + r.tail + "\n";
        } else if (i == 0 && b.expect && *o->signature != *b.expect) {
            c.kind    = TestCase::Kind::Failure;
            c.message = "signature " + std::to_string(*o->signature) + ", expected "
                + std::to_string(*b.expect);
        }
        cases.push_back(c);
    }
    return cases;
}

void write_bench_markdown(
    std::ostream& out, const Report& report, const BenchResults& b, TextEscape text) {
    auto s = bench_summary_json(b, report.provenance.elapsed_ms);
    out << "## arbiter bench: " << text(role_name(report, 0)) << "\n\n| engine | signature | "
        << "deterministic | nps |\n|---|---|---|---|\n| " << text(role_name(report, 0)) << " | "
        << cell(s["signature"]) << " | " << (b.engine.deterministic ? "yes" : "no") << " | "
        << cell(s["nps"]) << " |\n";
    if (b.base)
        out << "| " << text(role_name(report, 1)) << " (base) | " << cell(s["base_signature"])
            << " | " << (b.base->deterministic ? "yes" : "no") << " | " << cell(s["base_nps"])
            << " |\n\nsignature changed: " << cell(s["changed"]) << ", nps ratio "
            << cell(s["nps_ratio"]) << "\n";
}

Json treesize_results_json(const TreeSizeResults& t) {
    auto out = Json::array();
    for (const auto* run : { &t.engine, t.base ? &*t.base : nullptr }) {
        if (!run) continue;
        for (const auto& p : run->positions) {
            auto depths = Json::array();
            for (const auto& d : p.depths)
                depths.push_back(
                    { { "depth", d.depth }, { "nodes", d.nodes }, { "time_ms", d.time_ms } });
            out.push_back({ { "role", run == &t.engine ? "engine" : "base" }, { "fen", p.fen },
                { "depths", depths }, { "fault", p.fault } });
        }
    }
    return out;
}

Json treesize_summary_json(const TreeSizeResults& t, std::int64_t elapsed_ms) {
    Json j;
    int  total = 0, crash = 0, timeout = 0, error = 0;
    for (const auto* run : { &t.engine, t.base ? &*t.base : nullptr })
        if (run)
            for (const auto& p : run->positions) {
                ++total;
                crash += p.fault.rfind("crash", 0) == 0;
                timeout += p.fault.rfind("timeout", 0) == 0;
                error += !p.fault.empty();
            }
    j["total"]                          = total;
    j["crash"]                          = crash;
    j["timeout"]                        = timeout;
    j["error"]                          = error - crash - timeout;
    j["elapsed_ms"]                     = elapsed_ms;
    j["depth"]                          = t.depth;
    auto                              e = treesize::depth_totals(t.engine, t.depth);
    std::vector<treesize::DepthTotal> b;
    if (t.base) b = treesize::depth_totals(*t.base, t.depth);
    auto depths = Json::array();
    for (std::size_t i = 0; i < e.size(); ++i) {
        Json d { { "depth", e[i].depth }, { "positions", e[i].positions }, { "nodes", e[i].nodes },
            { "time_ms", e[i].time_ms }, { "ebf", optional_json(e[i].ebf) } };
        if (t.base) {
            d["base_positions"] = b[i].positions;
            d["base_nodes"]     = b[i].nodes;
            d["ratio"]          = b[i].positions == e[i].positions && b[i].nodes > 0
                         ? Json(double(e[i].nodes) / double(b[i].nodes))
                         : Json(nullptr);
        }
        if (e[i].positions > 0) { // the deepest depth reached: the history's metrics
            j["nodes"] = d["nodes"];
            j["ebf"]   = d["ebf"];
            if (t.base) j["ratio"] = d["ratio"];
        }
        depths.push_back(d);
    }
    j["depths"] = depths;
    return j;
}

std::vector<TestCase> treesize_test_cases(const Report& report, const TreeSizeResults& t) {
    std::vector<TestCase> cases;
    for (std::size_t i = 0; i < 2; ++i) {
        const auto* run = i == 0 ? &t.engine : t.base ? &*t.base : nullptr;
        if (!run) continue;
        for (const auto& p : run->positions) {
            TestCase c;
            c.classname = "treesize." + role_name(report, i);
            c.name      = p.fen;
            if (!p.depths.empty()) c.seconds = double(p.depths.back().time_ms) / 1000.0;
            if (!p.fault.empty()) {
                c.kind    = TestCase::Kind::Error;
                c.message = p.fault;
            }
            cases.push_back(c);
        }
    }
    return cases;
}

void write_treesize_markdown(
    std::ostream& out, const Report& report, const TreeSizeResults& t, TextEscape text) {
    auto s = treesize_summary_json(t, report.provenance.elapsed_ms);
    out << "## arbiter treesize: " << text(role_name(report, 0)) << ", depth " << t.depth
        << "\n\n| depth | positions | nodes | ms | ebf |" << (t.base ? " base nodes | ratio |" : "")
        << "\n|---|---|---|---|---|" << (t.base ? "---|---|" : "") << "\n";
    for (const auto& d : s["depths"]) {
        out << "| " << cell(d["depth"]) << " | " << cell(d["positions"]) << " | "
            << cell(d["nodes"]) << " | " << cell(d["time_ms"]) << " | " << cell(d["ebf"]) << " |";
        if (t.base) out << " " << cell(d["base_nodes"]) << " | " << cell(d["ratio"]) << " |";
        out << "\n";
    }
}

} // namespace harness::report
