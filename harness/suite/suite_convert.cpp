// suite_convert: build the shipped EPD suites from puzzle sources.
//   suite_convert lichess IN.csv OUT.epd
//   suite_convert xiangqi-puzzles IN.json OUT_PREFIX [--prove NODES]
//     writes OUT_PREFIX<N>.epd per mate length. With --prove, every claim is checked with the mate
//     prover: a shorter proved mate corrects `dm` (the title is kept in c1); a claim disproved at N
//     is retried at N+1 and N+2; unproved claims (and mates longer than 4) are dropped.
// Every written file is re-read with parse_epd and its moves resolved. Exit 0 on success, 2 on
// usage or input errors (each printed file:line:col: error: ...).

#include "convert.h"
#include "mate_prover.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>
#include <string>

namespace {

using namespace harness::suite;
namespace game = harness::game;

bool read_file(const std::string& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return true;
}

int write_suite(const std::string& path, const std::string& header,
    const std::vector<EpdRecord>& records, game::Game variant) {
    std::ofstream out(path, std::ios::binary);
    out << header;
    for (const auto& r : records) out << to_string(r) << '\n';
    out.close();
    int  errors = 0;
    auto file   = load_epd(path);
    for (const auto& e : file.errors) std::fprintf(stderr, "%s\n", e.to_string().c_str()), ++errors;
    for (const auto& r : file.records)
        if (auto m = resolve_moves(r, variant, path); !m)
            std::fprintf(stderr, "%s\n", m.error().to_string().c_str()), ++errors;
    std::printf("%s: %zu records, %d errors\n", path.c_str(), file.records.size(), errors);
    return errors;
}

// Check a `dm N` claim; false when it cannot be proved exactly within N + 2 moves (or > 4).
bool prove_claim(EpdRecord& r, std::uint64_t budget, int& corrected) {
    auto      dm = std::find_if(r.operations.begin(), r.operations.end(),
             [](const EpdOperation& op) { return op.opcode == "dm"; });
    const int n  = std::stoi(dm->operands[0]);
    for (int k = n; k <= std::min(n + 2, 4); ++k) {
        auto p = prove_mate(game::xiangqi(), r.fen(), k, budget);
        if (!p || p->verdict == ProofVerdict::Unknown) return false;
        if (p->verdict == ProofVerdict::Disproved) continue;
        if (p->mate_in != n) {
            std::printf("%s: titled mate in %d, proved mate in %d\n", r.operand("id")->c_str(), n,
                p->mate_in);
            dm->operands[0] = std::to_string(p->mate_in);
            r.operations.push_back(EpdOperation { "c1",
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

} // namespace

int main(int argc, char** argv) {
    const bool prove = argc == 6 && std::string(argv[4]) == "--prove";
    if (argc != 4 && !prove) {
        std::fprintf(stderr,
            "usage: suite_convert lichess IN.csv OUT.epd\n"
            "       suite_convert xiangqi-puzzles IN.json OUT_PREFIX [--prove NODES]\n");
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
        std::map<std::string, std::vector<EpdRecord>> by_length;
        int                                           corrected = 0, dropped = 0;
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
