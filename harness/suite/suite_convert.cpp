// suite_convert: build the shipped EPD suites from puzzle sources.
//   suite_convert lichess IN.csv OUT.epd
//   suite_convert xiangqi-puzzles IN.json OUT_PREFIX [--prove NODES]
//     writes OUT_PREFIX<N>.epd per mate length. With --prove, every claim is checked with the mate
//     prover: a shorter proved mate corrects `dm` (the title is kept in c1); a claim disproved at N
//     is retried at N+1 and N+2; unproved claims (and mates longer than 4) are dropped.
//   suite_convert mate-claims IN.epd OUT.epd --lengths MIN-MAX --prove NODES [--jobs N]
//                 [--claimant NAME]
//     reads xiangqi records with a `dm N` claim (e.g. an engine's score) and keeps those whose
//     exact shortest mate, proved within NODES prover nodes each, is MIN..MAX moves; `dm` is
//     set to it (c1 notes a differing claim of NAME). Records keep the input order; N threads.
// Every written file is re-read with game::parse_epd and its moves resolved. Exit 0 on success, 2
// on usage or input errors (each printed file:line:col: error: ...).

#include "convert.h"
#include "harness/prover/mate_prover.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace {

using namespace harness::suite;
using namespace harness::prover;
namespace game = harness::game;

bool read_file(const std::string& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return true;
}

int write_suite(const std::string& path, const std::string& header,
    const std::vector<game::EpdRecord>& records, game::Game variant) {
    std::ofstream out(path, std::ios::binary);
    out << header;
    for (const auto& r : records) out << to_string(r) << '\n';
    out.close();
    int  errors = 0;
    auto file   = game::load_epd(path);
    for (const auto& e : file.errors) std::fprintf(stderr, "%s\n", e.to_string().c_str()), ++errors;
    for (const auto& r : file.records)
        if (auto m = game::resolve_moves(r, variant, path); !m)
            std::fprintf(stderr, "%s\n", m.error().to_string().c_str()), ++errors;
    std::printf("%s: %zu records, %d errors\n", path.c_str(), file.records.size(), errors);
    return errors;
}

// Check a `dm N` claim; false when it cannot be proved exactly within N + 2 moves (or > 4).
bool prove_claim(game::EpdRecord& r, std::uint64_t budget, int& corrected) {
    auto      dm = std::find_if(r.operations.begin(), r.operations.end(),
             [](const game::EpdOperation& op) { return op.opcode == "dm"; });
    const int n  = std::stoi(dm->operands[0]);
    for (int k = n; k <= std::min(n + 2, 4); ++k) {
        auto p = prove_mate(game::xiangqi(), r.fen(), k, budget);
        if (!p || p->verdict == ProofVerdict::Unknown) return false;
        if (p->verdict == ProofVerdict::Disproved) continue;
        if (p->mate_in != n) {
            std::printf("%s: titled mate in %d, proved mate in %d\n", r.operand("id")->c_str(), n,
                p->mate_in);
            dm->operands[0] = std::to_string(p->mate_in);
            r.operations.push_back(game::EpdOperation { "c1",
                { "wukong title: Mate in " + std::to_string(n)
                    + "; shortest mate proved by Arbiter: " + std::to_string(p->mate_in) },
                {} });
            ++corrected;
        }
        return true;
    }
    std::printf("%s: titled mate in %d, no mate proved up to 4\n", r.operand("id")->c_str(), n);
    return false;
}

struct MateClaimsOptions {
    std::string   in, out, claimant = "the candidate list";
    int           min_moves = 0, max_moves = 0, jobs = 1;
    std::uint64_t budget = 0;
};

bool parse_number(const std::string& text, auto& out) {
    const auto end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && ptr == end;
}

// argv[2..]: IN OUT --lengths MIN-MAX --prove NODES [--jobs N] [--claimant NAME]
std::optional<MateClaimsOptions> parse_mate_claims(int argc, char** argv) {
    if (argc < 4) return std::nullopt;
    MateClaimsOptions o;
    o.in         = argv[2];
    o.out        = argv[3];
    bool lengths = false, prove = false;
    for (int i = 4; i < argc; i += 2) {
        if (i + 1 >= argc) return std::nullopt;
        const std::string flag = argv[i], value = argv[i + 1];
        if (flag == "--lengths") {
            const auto dash = value.find('-');
            lengths = dash != std::string::npos && parse_number(value.substr(0, dash), o.min_moves)
                && parse_number(value.substr(dash + 1), o.max_moves) && o.min_moves >= 1
                && o.max_moves >= o.min_moves;
            if (!lengths) return std::nullopt;
        } else if (flag == "--prove") {
            prove = parse_number(value, o.budget) && o.budget > 0;
            if (!prove) return std::nullopt;
        } else if (flag == "--jobs") {
            if (!parse_number(value, o.jobs) || o.jobs < 1) return std::nullopt;
        } else if (flag == "--claimant") {
            o.claimant = value;
        } else {
            return std::nullopt;
        }
    }
    if (!lengths || !prove) return std::nullopt;
    return o;
}

// Prove every claim (o.jobs threads), write the kept records in input order.
int mate_claims(const MateClaimsOptions& o) {
    auto file   = game::load_epd(o.in);
    int  errors = 0;
    for (const auto& e : file.errors) std::fprintf(stderr, "%s\n", e.to_string().c_str()), ++errors;
    if (file.records.empty() && errors) return 2;

    // Prove in o.jobs threads; each verdict is printed when known.
    using Clock = std::chrono::steady_clock;
    std::vector<DmClaimProof> checks(file.records.size());
    std::atomic<std::size_t>  next { 0 };
    std::mutex                print;
    auto                      prove_one = [&](std::size_t i) {
        const auto start = Clock::now();
        auto&      r     = file.records[i];
        checks[i]
            = prove_dm_claim(r, game::xiangqi(), o.min_moves, o.max_moves, o.budget, o.claimant);
        const double    s = std::chrono::duration<double>(Clock::now() - start).count();
        const auto&     c = checks[i];
        const auto      id = r.operand("id").value_or("line " + std::to_string(r.line));
        std::lock_guard lock(print);
        std::printf("%s: claimed %d: %s", id.c_str(), c.claimed, to_string(c.verdict));
        if (c.mate_in) std::printf(", mate in %d", c.mate_in);
        std::printf(" (%llu nodes, %.2f s)\n", static_cast<unsigned long long>(c.nodes), s);
        std::fflush(stdout);
    };
    const auto t0 = Clock::now();
    {
        std::vector<std::jthread> threads;
        for (int t = 0; t < o.jobs; ++t)
            threads.emplace_back([&] {
                for (std::size_t i; (i = next++) < file.records.size();) prove_one(i);
            });
    }
    const double total = std::chrono::duration<double>(Clock::now() - t0).count();

    // Kept records in input order.
    std::vector<game::EpdRecord> kept;
    std::map<int, int>           by_length;
    std::map<std::string, int>   dropped;
    for (std::size_t i = 0; i < checks.size(); ++i) {
        const auto& c = checks[i];
        if (c.verdict == DmClaimVerdict::Invalid) {
            std::fprintf(
                stderr, "%s:%d: error: %s\n", o.in.c_str(), file.records[i].line, c.reason.c_str());
            ++errors;
        }
        if (c.verdict == DmClaimVerdict::Kept) {
            kept.push_back(file.records[i]);
            ++by_length[c.mate_in];
        } else {
            ++dropped[to_string(c.verdict)];
        }
    }
    std::printf("%zu claims in %.1f s (%d threads, %llu nodes each at most): %zu kept",
        checks.size(), total, o.jobs, static_cast<unsigned long long>(o.budget), kept.size());
    for (const auto& [n, count] : by_length) std::printf(", %d dm %d", count, n);
    for (const auto& [why, count] : dropped) std::printf("; dropped %d %s", count, why.c_str());
    std::printf("\n");

    const std::string source = o.in.substr(o.in.find_last_of('/') + 1);
    const std::string header = "# Proved by suite_convert mate-claims from " + source
        + " (mates of " + std::to_string(o.min_moves) + "-" + std::to_string(o.max_moves)
        + " moves, " + std::to_string(o.budget) + " prover nodes each); attribution in "
        + "suites/SOURCES-tactics.md\n";
    errors += write_suite(o.out, header, kept, game::xiangqi());
    return errors ? 2 : 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && std::string(argv[1]) == "mate-claims") {
        auto o = parse_mate_claims(argc, argv);
        if (!o) {
            std::fprintf(stderr,
                "usage: suite_convert mate-claims IN.epd OUT.epd --lengths MIN-MAX --prove NODES "
                "[--jobs N] [--claimant NAME]\n");
            return 2;
        }
        return mate_claims(*o);
    }
    const bool prove = argc == 6 && std::string(argv[4]) == "--prove";
    if (argc != 4 && !prove) {
        std::fprintf(stderr,
            "usage: suite_convert lichess IN.csv OUT.epd\n"
            "       suite_convert xiangqi-puzzles IN.json OUT_PREFIX [--prove NODES]\n"
            "       suite_convert mate-claims IN.epd OUT.epd --lengths MIN-MAX --prove NODES "
            "[--jobs N] [--claimant NAME]\n");
        return 2;
    }
    const std::uint64_t budget = prove ? std::stoull(argv[5]) : 0;
    const std::string   kind = argv[1], in = argv[2], out = argv[3];
    std::string         text;
    if (!read_file(in, text)) {
        std::fprintf(stderr, "%s: error: cannot read the file\n", in.c_str());
        return 2;
    }
    const std::string source = in.substr(in.find_last_of('/') + 1);
    Converted         c;
    if (kind == "lichess")
        c = convert_lichess_csv(text, source);
    else if (kind == "xiangqi-puzzles")
        c = convert_xiangqi_puzzles(text, source);
    else {
        std::fprintf(stderr, "suite_convert: unknown input kind '%s'\n", kind.c_str());
        return 2;
    }
    int errors = 0;
    for (const auto& e : c.errors) std::fprintf(stderr, "%s\n", e.to_string().c_str()), ++errors;
    const std::string header = "# Converted by suite_convert from " + source
        + "; attribution in suites/SOURCES-tactics.md\n";
    if (kind == "lichess") {
        errors += write_suite(out, header, c.records, game::chess());
    } else {
        std::map<std::string, std::vector<game::EpdRecord>> by_length;
        int                                                 corrected = 0, dropped = 0;
        for (auto& r : c.records) {
            if (prove && !prove_claim(r, budget, corrected)) {
                ++dropped;
                continue;
            }
            by_length[*r.operand("dm")].push_back(r);
        }
        if (prove) std::printf("proved: %d claims corrected, %d dropped\n", corrected, dropped);
        for (const auto& [n, records] : by_length)
            errors += write_suite(out + n + ".epd", header, records, game::xiangqi());
        std::printf("skipped %d puzzles with an unknown mate length\n", c.skipped);
    }
    return errors ? 2 : 0;
}
