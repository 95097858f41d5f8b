#include "symmetry_report.h"

#include <cmath>
#include <cstdio>

namespace harness::report {

namespace {

using Json = nlohmann::ordered_json;

Json number(double x) { return std::isfinite(x) ? Json(x) : Json(nullptr); }

std::string fixed1(double x) {
    if (!std::isfinite(x)) return x > 0 ? "inf" : x < 0 ? "-inf" : "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", x);
    return buf;
}

Json answer_json(const symmetry::SearchAnswer& a) {
    Json j { { "bestmove", a.bestmove } };
    j["cp"]    = a.cp ? Json(*a.cp) : Json(nullptr);
    j["mate"]  = a.mate ? Json(*a.mate) : Json(nullptr);
    j["nodes"] = a.nodes;
    return j;
}

Json transform_json(const symmetry::TransformResult& t) {
    const auto& b = t.bias;
    return { { "kind", "transform" }, { "transform", t.name }, { "pairs", t.pairs },
        { "same_score", t.same_score }, { "same_move", t.same_move }, { "skipped", t.skipped },
        { "evaluated", t.evaluated }, { "same_eval", t.same_eval }, { "mean_cp", number(b.mean) },
        { "sd_cp", number(b.sd) }, { "t", number(b.t) }, { "alpha", b.alpha }, { "power", b.power },
        { "detectable_cp", number(b.detectable) }, { "bias", b.rejected } };
}

Json finding_json(const symmetry::Finding& f) {
    return { { "kind", "finding" }, { "check", symmetry::to_string(f.check) },
        { "transform", f.transform }, { "fen", f.fen }, { "other", f.other },
        { "first", answer_json(f.first) }, { "second", answer_json(f.second) }, { "why", f.why },
        { "shrunk", f.shrunk }, { "shrunk_other", f.shrunk_other } };
}

// "colour-flip: mean +12.0 cp (t 5.1) over 80 pairs, detectable 9.3 cp at power 0.8".
std::string bias_text(const symmetry::TransformResult& t) {
    const auto& b = t.bias;
    return t.name + ": mean " + fixed1(b.mean) + " cp (t " + fixed1(b.t) + ") over "
        + std::to_string(t.pairs) + " pairs; the smallest bias found with probability "
        + fixed1(b.power) + " at false-alarm rate " + std::to_string(b.alpha).substr(0, 5) + ": "
        + fixed1(b.detectable) + " cp";
}

TestCase test_case(std::string classname, std::string name,
    TestCase::Kind kind = TestCase::Kind::Pass, std::string message = "") {
    TestCase c;
    c.classname = std::move(classname);
    c.name      = std::move(name);
    c.kind      = kind;
    c.message   = std::move(message);
    return c;
}

} // namespace

Json symmetry_results_json(const SymmetryResults& s) {
    auto out = Json::array();
    for (const auto& t : s.run.transforms) out.push_back(transform_json(t));
    for (const auto& f : s.run.findings) out.push_back(finding_json(f));
    return out;
}

Json symmetry_summary_json(const SymmetryResults& s, std::int64_t elapsed_ms) {
    const auto& r      = s.run;
    auto        biased = Json::array();
    for (const auto& t : r.transforms)
        if (t.bias.rejected) biased.push_back(t.name);
    return { { "total", r.positions }, { "crash", r.crashes }, { "timeout", r.timeouts },
        { "error", r.faults - r.crashes - r.timeouts }, { "elapsed_ms", elapsed_ms },
        { "positions", r.positions }, { "repeated", r.repeated }, { "transposed", r.transposed },
        { "hash_checked", r.hash_checked }, { "hash_note", r.hash_note },
        { "eval_note", r.eval_note }, { "findings", r.findings.size() }, { "biased", biased },
        { "out_of_time", r.out_of_time }, { "gave_up", r.gave_up }, { "faults", r.fault_texts },
        { "verdict", symmetry::passed(r) ? "pass" : "fail" } };
}

std::vector<TestCase> symmetry_test_cases(const SymmetryResults& s) {
    std::vector<TestCase> cases;
    for (const auto& t : s.run.transforms) {
        auto c = test_case("symmetry.bias", t.name);
        if (t.bias.rejected) {
            c.kind    = TestCase::Kind::Failure;
            c.message = bias_text(t);
        } else if (t.pairs < 2) {
            c.kind    = TestCase::Kind::Skipped;
            c.message = "fewer than 2 pairs searched";
        }
        cases.push_back(c);
    }
    for (const auto& f : s.run.findings) {
        auto c = test_case(std::string("symmetry.") + symmetry::to_string(f.check), f.fen,
            TestCase::Kind::Failure, f.why);
        c.body = "position: " + f.fen + "\nother: " + f.other
            + (f.shrunk.empty() ? "" : "\nshrunk: " + f.shrunk + "\nits other: " + f.shrunk_other);
        cases.push_back(c);
    }
    if (s.run.faults > 0) {
        cases.push_back(test_case("symmetry.faults", "engine faults", TestCase::Kind::Error,
            std::to_string(s.run.faults) + " searches not answered"));
    }
    if (s.run.out_of_time) {
        cases.push_back(test_case("symmetry.budget", "time bound", TestCase::Kind::Error,
            "the time bound ended the run before every position was searched"));
    }
    return cases;
}

void write_symmetry_markdown(std::ostream& out, const Report& report, const SymmetryResults& s,
    std::string (*text)(std::string_view)) {
    const auto& r = s.run;
    out << "## arbiter symmetry: " << text(report.engine_name()) << ", " << r.positions
        << " positions\n\n| transform | pairs | same score | same move | mean cp | t | "
           "detectable cp | bias | same eval |\n|---|---|---|---|---|---|---|---|---|\n";
    for (const auto& t : r.transforms)
        out << "| " << t.name << " | " << t.pairs << " | " << t.same_score << " | " << t.same_move
            << " | " << fixed1(t.bias.mean) << " | " << fixed1(t.bias.t) << " | "
            << fixed1(t.bias.detectable) << " | " << (t.bias.rejected ? "**yes**" : "no") << " | "
            << t.same_eval << "/" << t.evaluated << " |\n";
    if (!r.eval_note.empty()) out << "\nStatic evaluation: not compared (" << r.eval_note << ").\n";
    if (!r.transforms.empty())
        out << "\nEach bias test: two-sided t test at false-alarm rate " << fixed1(100 * s.alpha)
            << "%; `detectable cp` is the smallest mean difference it finds with probability "
            << fixed1(s.power) << ".\n";
    out << "\nDeterminism: " << r.repeated
        << " positions searched twice; transposition: " << r.transposed
        << " positions reached by a move and given as a FEN; hash: "
        << (r.hash_note.empty() ? std::to_string(r.hash_checked) + " mate claims searched again"
                                : r.hash_note)
        << ".\n";
    for (const auto& f : r.findings)
        out << "\n- **" << symmetry::to_string(f.check) << "** " << text(f.transform) << " `"
            << text(f.fen) << "`: " << text(f.why)
            << (f.shrunk.empty() ? "" : "; shrunk to `" + text(f.shrunk) + "`") << "\n";
    if (r.faults > 0) out << "\n" << r.faults << " searches not answered (engine faults).\n";
    if (r.out_of_time) out << "\nThe time bound ended the run: INCOMPLETE.\n";
    if (r.gave_up) out << "\nThe run stopped after " << r.faults << " engine faults.\n";
    out << "\nverdict: "
        << (symmetry::passed(r)    ? "PASS"
                   : r.out_of_time ? "INCOMPLETE"
                                   : "FAIL")
        << " (" << fixed1(double(r.wall_ms) / 1000) << " s)\n";
}

} // namespace harness::report
