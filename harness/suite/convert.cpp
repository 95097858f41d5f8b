#include "convert.h"
#include "harness/prover/mate_prover.h"

#include "engine/core/text.h"
#include "harness/game/record.h"
#include "harness/game/registry.h"
#include "harness/input/nesting.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <sstream>

namespace harness::suite {

using namespace prover; // the mate proofs behind a suite's checks

namespace {

using engine::core::quote;

// First 4 fields of a FEN.
std::string position_fields(const std::string& fen) {
    auto words = engine::core::words(fen);
    words.resize(std::min<std::size_t>(words.size(), 4));
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

game::EpdOperation op(std::string opcode, std::vector<std::string> operands) {
    return game::EpdOperation { std::move(opcode), std::move(operands), {} };
}

} // namespace

std::vector<std::string> split_csv_line(std::string_view line) {
    std::vector<std::string> out(1);
    bool                     in_quotes = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        char c = line[i];
        if (in_quotes) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                out.back() += '"';
                ++i;
            } else if (c == '"') {
                in_quotes = false;
            } else {
                out.back() += c;
            }
        } else if (c == '"') {
            in_quotes = true;
        } else if (c == ',') {
            out.emplace_back();
        } else if (c != '\r') {
            out.back() += c;
        }
    }
    return out;
}

Result<game::EpdRecord> convert_lichess_puzzle(std::string_view puzzle_id, std::string_view fen,
    std::string_view moves, std::string_view themes) {
    auto setup = game::GameRecord::start(game::chess(), std::string(fen));
    if (!setup) return ParseError(0, "bad FEN " + quote(fen) + ": " + setup.error().message);
    const auto uci = engine::core::words(moves);
    if (uci.size() < 2)
        return ParseError(0, "expected a setup move and a solution, got " + quote(moves));

    // The puzzle starts after the setup move; the rest is the solution line.
    auto puzzle = setup;
    for (std::size_t i = 0; i < uci.size(); ++i) {
        auto& record = i == 0 ? *setup : *puzzle;
        if (auto m = record.play(uci[i]); !m)
            return ParseError(
                0, "move " + std::to_string(i) + " " + quote(uci[i]) + ": " + m.error().message);
        if (i == 0) puzzle = game::GameRecord::start(game::chess(), setup->fen());
    }
    const auto san = puzzle->moves_as(game::Notation::San).value();

    game::EpdRecord record;
    record.position = position_fields(puzzle->start_fen());
    record.operations.push_back(op("bm", { san[0] }));
    record.operations.push_back(op("pv", san));
    for (const auto& theme : engine::core::words(themes))
        if (theme.size() == 7 && theme.rfind("mateIn", 0) == 0 && theme[6] >= '1'
            && theme[6] <= '9')
            record.operations.push_back(op("dm", { theme.substr(6) }));
    record.operations.push_back(op("id", { "lichess." + std::string(puzzle_id) }));
    record.operations.push_back(op("c0", { std::string(themes) }));
    return record;
}

Converted convert_lichess_csv(std::string_view csv, std::string_view source) {
    Converted   out;
    std::size_t start       = 0;
    int         line_number = 0;
    int         col_id = -1, col_fen = -1, col_moves = -1, col_themes = -1;
    while (start < csv.size()) {
        auto             nl   = csv.find('\n', start);
        std::string_view line = csv.substr(start, nl == std::string_view::npos ? nl : nl - start);
        start                 = nl == std::string_view::npos ? csv.size() : nl + 1;
        ++line_number;
        if (line.empty() || line == "\r") continue;
        auto fields = split_csv_line(line);
        if (col_id < 0) {
            for (int i = 0; i < int(fields.size()); ++i) {
                if (fields[i] == "PuzzleId") col_id = i;
                if (fields[i] == "FEN") col_fen = i;
                if (fields[i] == "Moves") col_moves = i;
                if (fields[i] == "Themes") col_themes = i;
            }
            if (col_id < 0 || col_fen < 0 || col_moves < 0 || col_themes < 0) {
                out.errors.push_back(ParseError(1,
                    "expected a header with PuzzleId, FEN, Moves and Themes, got " + quote(line),
                    line_number, std::string(source)));
                return out;
            }
            continue;
        }
        const int need = std::max({ col_id, col_fen, col_moves, col_themes });
        if (int(fields.size()) <= need) {
            out.errors.push_back(ParseError(1,
                "expected " + std::to_string(need + 1) + " fields, got "
                    + std::to_string(fields.size()),
                line_number, std::string(source)));
            continue;
        }
        auto r = convert_lichess_puzzle(
            fields[col_id], fields[col_fen], fields[col_moves], fields[col_themes]);
        if (!r) {
            auto e   = r.error();
            e.line   = line_number;
            e.source = std::string(source);
            out.errors.push_back(std::move(e));
            continue;
        }
        r->line = line_number;
        out.records.push_back(std::move(*r));
    }
    return out;
}

Converted convert_xiangqi_puzzles(std::string_view json, std::string_view source) {
    Converted out;
    if (auto deep = input::json_nesting_error(json, std::string(source))) {
        out.errors.push_back(*deep);
        return out;
    }
    auto doc = nlohmann::json::parse(json.begin(), json.end(), nullptr, false);
    if (doc.is_discarded() || !doc.is_array()) {
        out.errors.push_back(
            ParseError(0, "expected a JSON array of puzzles", 0, std::string(source)));
        return out;
    }
    int index = 0;
    for (const auto& item : doc) {
        ++index;
        auto fail = [&](std::string message) {
            out.errors.push_back(ParseError(
                0, "puzzle " + std::to_string(index) + ": " + message, 0, std::string(source)));
        };
        if (!item.is_object() || !item.contains("fen") || !item.contains("title")
            || !item["fen"].is_string() || !item["title"].is_string()) {
            fail("expected an object with string fields \"fen\" and \"title\"");
            continue;
        }
        const std::string title = item["title"];
        const std::string fen   = item["fen"];
        const std::string id    = item.value("id", "puzzle." + std::to_string(index));
        // "Mate in N move(s)"
        int n = 0;
        if (title.rfind("Mate in ", 0) == 0) {
            auto words = engine::core::words(title.substr(8));
            if (!words.empty() && words[0] == "?") {
                ++out.skipped;
                continue;
            }
            if (!words.empty() && words[0].size() <= 2
                && std::all_of(words[0].begin(), words[0].end(), ::isdigit))
                n = std::stoi(words[0]);
        }
        if (n < 1) {
            fail("expected a title \"Mate in N moves\", got " + quote(title));
            continue;
        }
        auto pos = game::xiangqi()->normalize(fen);
        if (!pos) {
            fail("bad FEN " + quote(fen) + ": " + pos.error().message);
            continue;
        }
        game::EpdRecord record;
        record.position = position_fields(*pos);
        record.operations.push_back(op("dm", { std::to_string(n) }));
        record.operations.push_back(op("id", { id }));
        if (item.contains("description") && item["description"].is_string()) {
            std::string d;
            for (char c : item["description"].get<std::string>())
                d += c == '\n' ? "; " : std::string(1, c);
            auto words = engine::core::words(d);
            d.clear();
            for (const auto& w : words) d += (d.empty() ? "" : " ") + w;
            std::size_t semi;
            while ((semi = d.find(" ;")) != std::string::npos) d.erase(semi, 1);
            while (!d.empty() && d.back() == ';') d.pop_back();
            record.operations.push_back(op("c0", { d }));
        }
        out.records.push_back(std::move(record));
    }
    return out;
}

const char* to_string(DmClaimVerdict v) {
    switch (v) {
    case DmClaimVerdict::Kept:
        return "kept";
    case DmClaimVerdict::Shorter:
        return "shorter";
    case DmClaimVerdict::NoMate:
        return "no mate";
    case DmClaimVerdict::Unknown:
        return "unknown";
    case DmClaimVerdict::Invalid:
        return "invalid";
    }
    return "?";
}

DmClaimProof prove_dm_claim(game::EpdRecord& record, game::Game variant, int min_moves,
    int max_moves, std::uint64_t budget, std::string_view claimant) {
    DmClaimProof out;
    auto         dm = std::find_if(record.operations.begin(), record.operations.end(),
                [](const game::EpdOperation& o) { return o.opcode == "dm"; });
    if (dm == record.operations.end() || dm->operands.size() != 1) {
        out.reason = "expected one `dm N` claim";
        return out;
    }
    const auto& text = dm->operands[0];
    const auto  end  = text.data() + text.size();
    if (std::from_chars(text.data(), end, out.claimed).ptr != end || out.claimed < 1
        || min_moves < 1 || max_moves < min_moves) {
        out.reason = "expected a positive claim and lengths 1 <= min <= max";
        return out;
    }

    // Iterative deepening up to max_moves: a proof is the exact shortest mate.
    auto p = prove_mate(variant, record.fen(), max_moves, budget);
    if (!p) {
        out.reason = p.error().message;
        return out;
    }
    out.nodes = p->nodes;
    if (p->verdict == ProofVerdict::Unknown) {
        out.verdict = DmClaimVerdict::Unknown;
        return out;
    }
    if (p->verdict == ProofVerdict::Disproved) {
        out.verdict = DmClaimVerdict::NoMate;
        return out;
    }
    out.mate_in = p->mate_in;
    if (p->mate_in < min_moves) {
        out.verdict = DmClaimVerdict::Shorter;
        return out;
    }
    out.verdict = DmClaimVerdict::Kept;
    if (p->mate_in != out.claimed) {
        dm->operands[0] = std::to_string(p->mate_in);
        record.operations.push_back(op("c1",
            { std::string(claimant) + " claimed mate in " + std::to_string(out.claimed)
                + "; shortest mate proved by Arbiter: " + std::to_string(p->mate_in) }));
    }
    return out;
}

} // namespace harness::suite
