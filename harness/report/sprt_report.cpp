#include "sprt_report.h"

#include "fixed.h"
#include "html_page.h"
#include "svg_chart.h"
#include "writers.h"

#include <cmath>

namespace harness::report {

namespace {

std::string percent(double share) { return fixed(100 * share, 1) + "%"; }

// H0, H1 and the rates: the strength test's D, cap and first stop; a classic test's bounds.
std::string hypotheses_text(const plan::Plan& p) {
    const auto& t = p.test;
    if (t.strength) {
        const auto& s = *t.strength;
        return "H0: " + fixed(-s.detect_elo, 1) + " Elo (logistic; passing it is a miss, at most "
            + percent(s.miss_rate) + "), H1: 0 Elo (failing it is a false alarm, at most "
            + percent(s.false_alarm_rate) + "); cap " + std::to_string(s.max_pairs) + " pairs ("
            + std::to_string(2 * s.max_pairs) + " games), no bound before "
            + std::to_string(std::uint64_t(std::ceil(double(s.max_pairs) * stats::MinShareOfCap)))
            + " pairs";
    }
    const bool nelo = t.sprt.model == stats::EloModel::Normalized;
    return "H0: " + fixed(t.sprt.elo0, 2)
        + (nelo ? " nElo (" + fixed(p.h0_elo, 2) + " Elo)" : " Elo") + ", H1: "
        + fixed(t.sprt.elo1, 2) + (nelo ? " nElo (" + fixed(p.h1_elo, 2) + " Elo)" : " Elo") + ", "
        + stats::to_string(t.sprt.model) + "; alpha " + fixed(t.sprt.alpha, 3) + ", beta "
        + fixed(t.sprt.beta, 3)
        + (t.max_pairs ? "; cap " + std::to_string(t.max_pairs) + " pairs" : "; no cap");
}

std::string pairs_text(const stats::PairProbabilities& q) {
    std::string out;
    for (double x : q) out += (out.empty() ? "" : " ") + fixed(x, 4);
    return out;
}

nlohmann::ordered_json sprt_json(const stats::SprtConfig& c) {
    return { { "elo0", c.elo0 }, { "elo1", c.elo1 }, { "model", stats::to_string(c.model) },
        { "alpha", c.alpha }, { "beta", c.beta } };
}

const char* mark(const plan::Plan& p, double elo) {
    if (std::abs(elo - p.h0_elo) < 1e-6) return "H0";
    if (std::abs(elo - p.h1_elo) < 1e-6) return "H1";
    if (p.reading && std::abs(elo - p.own_elo) < 1e-6) return "measured";
    return "";
}

// The test as numbers, so that another program can compute what it should do.
nlohmann::ordered_json test_json(const plan::Plan& p) {
    const auto& t = p.test;
    if (t.strength) {
        const auto& s = *t.strength;
        return { { "kind", "strength" }, { "detect_elo", s.detect_elo },
            { "miss_rate", s.miss_rate }, { "false_alarm_rate", s.false_alarm_rate },
            { "max_pairs", s.max_pairs },
            { "first_stop_pairs",
                std::uint64_t(std::ceil(double(s.max_pairs) * stats::MinShareOfCap)) },
            { "sprt", sprt_json(stats::strength_sprt(s)) },
            { "cap_threshold", stats::cap_threshold(s) } };
    }
    auto j         = sprt_json(t.sprt);
    j["kind"]      = "gsprt";
    j["max_pairs"] = t.max_pairs;
    return j;
}

} // namespace

std::string plan_method(const plan::Plan& p) {
    return "simulation: " + std::to_string(p.runs) + " runs per Elo (seed " + std::to_string(p.seed)
        + "), game pairs drawn from the distribution tilted to each Elo (q_k ~ p_k exp(t k/4)), "
          "the test's own code asked after every pair up to "
        + std::to_string(stats::EveryPairUpTo) + ", then every 0.1% of them; P(pass) +- "
        + fixed(100 * 1.96 * std::sqrt(0.25 / std::max(p.runs, 1)), 1) + " points at most (95%)";
}

void write_plan_text(std::ostream& out, const plan::Plan& p) {
    out << "arbiter sprt: " << p.test.name << "\n  " << hypotheses_text(p)
        << "\n  pairs: " << p.pairs_source << "; P(0, 1/2, 1, 3/2, 2 points) "
        << pairs_text(p.pairs) << ", Elo " << fixed(p.own_elo, 1) << ", nElo "
        << fixed(stats::normalized_elo(p.pairs), 1) << "\n";
    if (p.reading) {
        const auto& r = *p.reading;
        out << "  counts: Elo " << fixed(r.estimate.elo + 0.0, 1) << " +- "
            << fixed(r.estimate.elo_error95, 1) << ", nElo " << fixed(r.estimate.nelo + 0.0, 1)
            << " +- " << fixed(r.estimate.nelo_error95, 1) << ", LOS " << percent(r.estimate.los)
            << "; LLR " << fixed(r.state.llr, 3) << " in [" << fixed(r.state.lower, 3) << ", "
            << fixed(r.state.upper, 3) << "]: " << r.verdict << "\n";
    }
    char line[160];
    std::snprintf(line, sizeof line, "  %8s %8s %8s %12s %12s %11s %9s\n", "Elo", "nElo", "P(pass)",
        "pairs (mean)", "games (mean)", "pairs (90%)", "undecided");
    out << line;
    for (const auto& o : p.points) {
        std::snprintf(line, sizeof line, "  %8.1f %8.2f %8s %12.1f %12.1f %11llu %9d  %s\n", o.elo,
            o.nelo, percent(o.pass).c_str(), o.expected_pairs, 2 * o.expected_pairs,
            static_cast<unsigned long long>(o.pairs_p90), o.undecided, mark(p, o.elo));
        out << line;
    }
    out << "  method: " << plan_method(p) << "\n";
}

nlohmann::ordered_json plan_json(const plan::Plan& p) {
    nlohmann::ordered_json j;
    j["command"]            = "sprt";
    j["test"]               = p.test.name;
    j["hypotheses"]         = hypotheses_text(p);
    j["test_config"]        = test_json(p);
    j["h0_elo"]             = p.h0_elo;
    j["h1_elo"]             = p.h1_elo;
    j["cap_pairs"]          = p.cap;
    j["pairs_source"]       = p.pairs_source;
    j["pair_probabilities"] = p.pairs;
    j["own_elo"]            = p.own_elo;
    if (p.reading) {
        const auto& r = *p.reading;
        j["counts"]   = { { "elo", r.estimate.elo }, { "elo_error95", r.estimate.elo_error95 },
              { "nelo", r.estimate.nelo }, { "nelo_error95", r.estimate.nelo_error95 },
              { "los", r.estimate.los }, { "llr", r.state.llr }, { "lower", r.state.lower },
              { "upper", r.state.upper }, { "verdict", r.verdict } };
    }
    auto points = nlohmann::ordered_json::array();
    for (const auto& o : p.points)
        points.push_back({ { "elo", o.elo }, { "nelo", o.nelo }, { "pass", o.pass },
            { "expected_pairs", o.expected_pairs }, { "pairs_sd", o.pairs_sd },
            { "pairs_p90", o.pairs_p90 }, { "runs", o.runs }, { "undecided", o.undecided },
            { "mark", mark(p, o.elo) } });
    j["points"] = points;
    j["method"] = plan_method(p);
    return j;
}

void write_plan_html(std::ostream& out, const plan::Plan& p) {
    write_html_head(out, "Arbiter sprt: " + p.test.name);
    Chart oc, asn;
    oc.title   = "Probability of passing (OC)";
    asn.title  = "Expected game pairs to a decision (ASN)";
    oc.x_label = asn.x_label = "true Elo (logistic)";
    oc.y_label               = "P(pass)";
    asn.y_label              = "pairs";
    ChartSeries pass { "P(pass)", {}, "#1f77b4" }, pairs { "mean pairs", {}, "#d62728" },
        p90 { "90% of runs within", {}, "#9ecae1" };
    for (const auto& o : p.points) {
        pass.points.emplace_back(o.elo, o.pass);
        pairs.points.emplace_back(o.elo, o.expected_pairs);
        p90.points.emplace_back(o.elo, double(o.pairs_p90));
    }
    oc.series  = { pass };
    oc.lines   = { { "5%", 0.05, "#999999" }, { "95%", 0.95, "#999999" } };
    asn.series = { p90, pairs };
    out << "<h1>" << xml_escape(p.test.name) << "</h1>\n<p>" << xml_escape(hypotheses_text(p))
        << "</p>\n<p>Pairs: " << xml_escape(p.pairs_source) << "</p>\n"
        << svg_chart(oc) << svg_chart(asn) << "<p>" << xml_escape(plan_method(p)) << "</p>\n";
    write_html_tail(out);
}

} // namespace harness::report
