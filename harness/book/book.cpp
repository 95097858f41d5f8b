#include "harness/book/book.h"

#include "engine/core/prng.h"
#include "harness/protocol/final_line.h"
#include "harness/session/fresh_search.h"

#include <cstdlib>
#include <set>
#include <sstream>

namespace harness::book {

namespace {

using Rules = game::Rules;

struct Opening {
    std::string              fen;
    int                      start = 0;
    std::vector<std::string> moves;
};

// `plies` random legal moves from a random start position; nullopt when the game ends on the way
// (or at the end: a book position must have a move to play).
std::optional<Opening> random_opening(const Rules& rules, engine::core::Prng& rng, int plies) {
    Opening o;
    o.start = int(rng.next() % std::uint64_t(rules.start_positions()));
    o.fen   = rules.normalize(rules.start_fen(o.start)).value();
    for (int i = 0; i <= plies; ++i) {
        auto status = rules.status(o.fen);
        auto legal  = rules.legal_moves(o.fen);
        if (!status || status->is_over() || !legal || legal->empty()) return std::nullopt;
        if (i == plies) break;
        o.moves.push_back((*legal)[rng.next() % legal->size()]);
        o.fen = rules.play(o.fen, o.moves.back()).value();
    }
    return o;
}

std::vector<std::string> fen_fields(const std::string& fen) {
    std::istringstream       in(fen);
    std::vector<std::string> fields;
    for (std::string f; in >> f;) fields.push_back(f);
    return fields;
}

// The position without its move counters: one book entry per position.
std::string position_key(const std::string& fen) {
    auto fields = fen_fields(fen);
    if (fields.size() > 4) fields.resize(4);
    std::string key;
    for (const auto& f : fields) key += f + " ";
    return key;
}

// The FEN's move counters as EPD operations (" hmvc 0; fmvn 5;"), when it has them.
std::string counters(const std::string& fen) {
    const auto fields = fen_fields(fen);
    if (fields.size() != 6) return {};
    return " hmvc " + fields[4] + "; fmvn " + fields[5] + ";";
}

// Search the opening; count what kept it out of the book, or return its entry.
std::optional<BookEntry> score(
    session::EngineSession& engine, const BookConfig& config, Opening opening, BookRun& run) {
    auto result = session::fresh_search(engine, opening.fen, {}, config.limits);
    if (!result) {
        ++run.faults;
        if (run.fault_texts.size() < 10)
            run.fault_texts.push_back(std::string(protocol::to_string(result.error().kind)) + ": "
                + result.error().detail);
        return std::nullopt;
    }
    const auto line = protocol::final_line(result->infos);
    if (!line.score_cp && !line.score_mate) {
        ++run.unscored;
        return std::nullopt;
    }
    if (line.score_mate || std::abs(*line.score_cp) > config.window_cp
        || std::abs(*line.score_cp) < config.min_cp) {
        ++run.outside;
        return std::nullopt;
    }
    return BookEntry { std::move(opening.fen), opening.start, std::move(opening.moves),
        *line.score_cp, line.depth };
}

} // namespace

std::string band(const BookConfig& config) {
    const auto most = std::to_string(config.window_cp);
    return config.min_cp > 0 ? std::to_string(config.min_cp) + " cp <= |score| <= " + most + " cp"
                             : "|score| <= " + most + " cp";
}

BookRun make_book(const BookConfig& config, const BookProgress& progress) {
    BookRun                run;
    session::EngineSession engine(config.engine, config.timeouts);
    if (auto s = engine.start(); !s) {
        run.started = false;
        return run;
    }
    run.engine_id               = engine.id();
    const auto&           rules = *config.engine.variant;
    const int             tries = config.max_tries > 0 ? config.max_tries : 40 * config.positions;
    engine::core::Prng    rng(config.seed * 0x9E3779B97F4A7C15ull + 1);
    std::set<std::string> seen;
    while (int(run.entries.size()) < config.positions && run.tried < tries) {
        if (config.stop && config.stop()) {
            run.stopped = true;
            break;
        }
        ++run.tried;
        auto opening = random_opening(rules, rng, config.plies);
        if (!opening)
            ++run.game_over;
        else if (!seen.insert(position_key(opening->fen)).second)
            ++run.repeated;
        else if (auto entry = score(engine, config, std::move(*opening), run))
            run.entries.push_back(std::move(*entry));
        if (progress) progress(run);
    }
    engine.stop();
    return run;
}

std::string book_epd(const BookRun& run, const BookConfig& config, const std::string& command) {
    const auto&        rules = *config.engine.variant;
    std::ostringstream out;
    out << "# " << rules.name() << " openings made by `" << command << "`\n"
        << "# engine: " << run.engine_id.name << "; " << run.entries.size() << " kept of "
        << run.tried << " random openings of " << config.plies << " plies (" << band(config)
        << ")\n";
    int n = 0;
    for (const auto& e : run.entries) {
        out << position_key(e.fen) << "id \"" << rules.name() << "-" << ++n << "\";"
            << counters(e.fen) << " ce " << e.score_cp << ";";
        if (e.depth) out << " acd " << *e.depth << ";";
        std::string moves
            = rules.start_positions() > 1 ? "start " + std::to_string(e.start) + ":" : "";
        for (const auto& m : e.moves) moves += (moves.empty() ? "" : " ") + m;
        out << " c0 \"" << moves << "\";\n";
    }
    return out.str();
}

} // namespace harness::book
