#include "compliance.h"

#include "harness/protocol/final_line.h"
#include "harness/protocol/info_parse.h"
#include "harness/protocol/spell.h"
#include "harness/protocol/ucci_adapter.h"
#include "harness/protocol/xboard_parse.h"

#include "harness/game/rules.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <sstream>
#include <thread>

namespace harness::check {

using namespace protocol; // the checklist speaks every protocol

using process::Clock;
using process::Status;

std::optional<std::string> illegal_move_reason(game::Game variant, const std::string& fen,
    const std::vector<std::string>& moves, const std::string& move) {
    if (move.empty()) return "no move";
    auto now = variant->normalize(fen.empty() ? variant->start_fen() : fen);
    if (!now) return "bad FEN '" + fen + "': " + now.error().message;
    for (const auto& m : moves) {
        auto next = variant->play(*now, m);
        if (!next) return "position move '" + m + "' is illegal: " + next.error().message;
        now = std::move(next);
    }
    if (auto last = variant->play(*now, move); !last)
        return "'" + move + "' is not legal in " + *now + ": " + last.error().message;
    return std::nullopt;
}

bool ComplianceReport::ok() const {
    for (const auto& s : steps)
        if (!s.passed) return false;
    return true;
}

std::string ComplianceReport::to_text() const {
    std::string out;
    for (const auto& s : steps) {
        std::string num  = (s.number < 10 ? " " : "") + std::to_string(s.number);
        std::string name = s.name;
        if (name.size() < 28) name += " " + std::string(28 - name.size(), '.');
        out += num + " " + name + " "
            + (s.skipped       ? "skip"
                    : s.passed ? "ok  "
                               : "FAIL")
            + "  " + s.detail + "\n";
    }
    if (!transcript_tail.empty()) out += "--- transcript tail ---\n" + transcript_tail + "\n";
    return out;
}

namespace {

struct Fixture {
    std::string              fen;
    std::vector<std::string> moves;
};

// A mate in 2 for step 16: xiangqi, Wukong's verified puzzle 1061 (LIU DaHua - LIU YiCi,
// Chinese National Champion 1956); chess, the first #2 of mates2000.epd (suites/chess/mate).
// Gomocup games have their own checklist.
Fixture mate_fixture(game::Game g) {
    if (g->protocol().iccs_ranks)
        return { "5aC2/3k5/3a1P3/4c4/2b1N1n1p/9/P8/B8/4A4/3A1K3 w - - 0 1", {} };
    return { "3R4/8/8/2p3K1/2p5/5B2/R1pPNB2/1b1k4 w - - 0 1", {} };
}

// The engine's option that turns its opening book on or off, as an option.NAME= key: UCI's
// "option name OwnBook type check", UCCI's "option usebook type check"; empty when none.
std::string book_option(const std::vector<std::string>& options) {
    for (const auto& line : options) {
        auto name = line.rfind("option name ", 0) == 0 ? line.substr(12) : line.substr(7);
        name      = name.substr(0, name.find(" type"));
        std::string lower;
        for (char c : name) lower += char(std::tolower(static_cast<unsigned char>(c)));
        if (lower.find("book") != std::string::npos && line.find("type check") != line.npos)
            return name;
    }
    return {};
}

Fixture moves_fixture(game::Game g) { return { "", g->sample_line() }; }
Fixture fen_fixture(game::Game g) { return { g->sample_fen(), {} }; }

class Runner {
public:
    Runner(EngineAdapter& adapter, game::Game variant, const ComplianceOptions& options)
        : a_(adapter)
        , variant_(variant)
        , opt_(options) { }

    ComplianceReport run();

private:
    void pass(int n, const char* name, std::string detail) {
        report_.steps.push_back({ n, name, true, false, std::move(detail) });
    }
    void skip(int n, const char* name, std::string why) {
        report_.steps.push_back({ n, name, true, true, std::move(why) });
    }
    void fail(int n, const char* name, std::string detail, const Fault* f = nullptr) {
        if (f) {
            detail += std::string(" [") + to_string(f->kind) + "] " + f->detail;
            if (f->kind == Fault::Kind::Crash || f->kind == Fault::Kind::Timeout) gone_ = n;
        }
        if (report_.transcript_tail.empty())
            report_.transcript_tail = f && !f->transcript_tail.empty() ? f->transcript_tail
                : opt_.tail                                            ? opt_.tail()
                                                                       : std::string();
        report_.steps.push_back({ n, name, false, false, std::move(detail) });
    }
    bool not_run(int n, const char* name) {
        if (!gone_) return false;
        report_.steps.push_back({ n, name, false, false,
            "not run: the engine stopped answering at step " + std::to_string(gone_) });
        return true;
    }
    void handshake_step();
    void options_step();
    void isready_step(const Capabilities& caps);
    void new_game_step();
    void search_steps(const Capabilities& caps);
    void bestmoves_legal_step();
    void quit_step();
    // A search; records the bestmove for step 13.
    std::optional<protocol::SearchResult> search(
        int n, const char* name, const Fixture& pos, const Limits& limits);
    void node_limit(const protocol::SearchResult& first, const Limits& limits);
    void mate_convention();
    void isready_during_search();
    void info_syntax();
    // After a search timeout: stop the search through the raw transport; true (and the
    // checklist goes on) if the engine then answers with a move.
    bool recover() {
        if (!opt_.raw) return false;
        bool xb = opt_.protocol == Protocol::Xboard;
        if (!raw_send(xb ? "?" : "stop")) return false;
        auto end = raw_until(
            [xb](const std::string& l) {
                return xb ? parse_move_line(l).has_value() : is_bestmove(l);
            },
            nullptr);
        if (xb) (void)raw_send("force");
        if (end) gone_ = 0;
        return end.has_value();
    }
    // UCI/UCCI: "isready" answered by "readyok" through the raw transport; true (and the
    // checklist goes on) if it was.
    bool ready() {
        if (!opt_.raw || !raw_send("isready")) return false;
        auto ok = raw_until([](const std::string& l) { return l == "readyok"; }, nullptr);
        if (ok) gone_ = 0;
        return ok.has_value();
    }
    static bool is_bestmove(const std::string& l) { return ends_search(l); }
    // Step 11's hint for an answer that came with no search info: a book move, most likely.
    [[nodiscard]] std::string book_hint(bool searched) const {
        if (searched) return "";
        const auto book = book_option(options_);
        return " with no info line (a book move?"
            + (book.empty() ? std::string(" turn the engine's book off)")
                            : " try option." + book + "=false)");
    }
    bool raw_send(const std::string& line) { return opt_.raw->write_line(line) == Status::Ok; }
    // Raw lines until one satisfying `stop` (returned) or the deadline (nullopt).
    template <class F> std::optional<std::string> raw_until(F stop, std::vector<std::string>* seen);
    [[nodiscard]] std::string                     from_engine(const std::string& m) const {
                            bool one = opt_.ranks_1_to_10 || a_.capabilities().ranks_1_to_10;
                            return one && variant_->protocol().iccs_ranks ? ranks1_to_ranks0(m) : m;
    }
    void check_legal(const Fixture& pos, const std::string& move, int n) {
        ++checked_;
        if (!first_illegal_.empty()) return;
        if (auto why = illegal_move_reason(variant_, pos.fen, pos.moves, move))
            first_illegal_ = "step " + std::to_string(n) + ": " + *why;
    }

    EngineAdapter&           a_;
    game::Game               variant_;
    const ComplianceOptions& opt_;
    ComplianceReport         report_;
    int                      gone_    = 0;
    int                      checked_ = 0;
    std::string              first_illegal_;
    std::vector<std::string> options_; // the handshake's option lines
};

template <class F>
std::optional<std::string> Runner::raw_until(F stop, std::vector<std::string>* seen) {
    auto deadline = Clock::now() + opt_.answer_timeout;
    for (;;) {
        auto r = opt_.raw->read_line(deadline);
        if (r.status != Status::Ok) return std::nullopt;
        if (stop(r.line)) return r.line;
        if (seen) seen->push_back(r.line);
    }
}

std::optional<protocol::SearchResult> Runner::search(
    int n, const char* name, const Fixture& pos, const Limits& limits) {
    if (not_run(n, name)) return std::nullopt;
    a_.set_position(pos.fen, pos.moves);
    auto r = a_.go(limits);
    if (!r) {
        fail(n, name, "search failed", &r.error());
        // A search the adapter stopped past its node limit: the engine only needs to be alive.
        const bool stopped = r.error().detail.rfind(protocol::NodeLimitIgnored, 0) == 0;
        if (stopped)
            (void)ready();
        else if (r.error().kind == Fault::Kind::Timeout && recover())
            report_.steps.back().detail += " (the engine obeyed a stop)";
        return std::nullopt;
    }
    if (r->bestmove.empty()) {
        fail(n, name, "no bestmove");
        return std::nullopt;
    }
    check_legal(pos, r->bestmove, n);
    pass(n, name,
        "bestmove " + r->bestmove + ", " + std::to_string(r->infos.size()) + " info lines, "
            + std::to_string(r->elapsed_ms) + " ms");
    return std::move(*r);
}

// Step 10's statement (never a failure), after the step's own search answered with a node
// count: the same search twice, each in a new game, searched exactly N nodes by the engine's last
// info line and gave the same answer, so that a timed game's moves can be replayed at the node
// counts the engine reported.
void Runner::node_limit(const protocol::SearchResult& first, const Limits& limits) {
    auto& detail = report_.steps.back().detail;
    if (!final_line(first.infos).nodes) {
        detail += "; node limit: no node count reported, not known to be exact";
        return;
    }
    std::optional<protocol::SearchResult> runs[2];
    for (auto& run : runs) {
        if (!a_.new_game()) return;
        a_.set_position(Fixture {}.fen, {});
        auto r = a_.go(limits);
        if (!r) return;
        run = std::move(*r);
    }
    const auto one = final_line(runs[0]->infos), two = final_line(runs[1]->infos);
    const bool same = one.nodes == two.nodes && runs[0]->bestmove == runs[1]->bestmove
        && one.score_cp == two.score_cp && one.score_mate == two.score_mate;
    const auto count = [](const std::optional<std::uint64_t>& n) {
        return n ? std::to_string(*n) : std::string("?");
    };
    report_.nodes_exact = one.nodes == limits.nodes && same;
    detail += std::string("; node limit ") + (*report_.nodes_exact ? "exact" : "not exact") + ": "
        + std::to_string(*limits.nodes) + " asked, " + count(one.nodes) + " searched"
        + (same ? ", the same in a new game"
                : ", then " + count(two.nodes) + " nodes " + runs[1]->bestmove + " in a new game");
}

// A mate in 2 searched for 500 ms: the convention its score shows. A step that names, never
// fails: an engine may score mates as it likes, Arbiter must only read them (skipped when it
// cannot, with the spec key that would).
void Runner::mate_convention() {
    const char* name = "mate score convention";
    if (not_run(16, name)) return;
    const auto pos = mate_fixture(variant_);
    a_.set_position(pos.fen, pos.moves);
    Limits l;
    l.movetime_ms = 500;
    auto r        = a_.go(l);
    if (!r) return fail(16, name, "search failed", &r.error());
    const auto line = final_line(r->infos);
    const auto pv   = line.pv.empty() ? r->bestmove : line.pv.front();
    if (line.score_mate && line.mate_read_from_cp)
        return pass(16, name,
            "a mate in 2 scored " + std::to_string(*line.mate_read_from_cp) + ": mates are "
                + std::to_string(std::abs(*line.mate_read_from_cp) + 3)
                + " minus plies (read as mate " + std::to_string(*line.score_mate) + ")");
    if (line.score_mate)
        return pass(16, name,
            "a mate in 2 scored 'mate " + std::to_string(*line.score_mate) + "' (" + pv + ")");
    if (!line.score_cp) return skip(16, name, "no score for a mate in 2 in 500 ms");
    const int cp = std::abs(*line.score_cp);
    if (cp >= 2000 && opt_.protocol == Protocol::Ucci)
        return skip(16, name,
            "a mate in 2 scored " + std::to_string(*line.score_cp)
                + ", read as centipawns: if mates are N minus plies, mate-score="
                + std::to_string(cp + 3) + " reads them");
    if (cp >= 2000)
        return skip(16, name,
            "a mate in 2 scored cp " + std::to_string(*line.score_cp)
                + ": the engine reports this mate as centipawns, not 'score mate 2'");
    skip(16, name,
        "no mate score for a mate in 2 in 500 ms (cp " + std::to_string(*line.score_cp) + ", " + pv
            + "): the engine's mate convention is unknown");
}

void Runner::isready_during_search() {
    const char* n11 = "isready during search";
    const char* n12 = "stop returns a bestmove";
    if (opt_.protocol == Protocol::Xboard) {
        skip(11, n11, "UCI/UCCI only (xboard has no isready)");
        Limits inf;
        inf.infinite = true;
        (void)search(12, n12, Fixture {}, inf);
        return;
    }
    if (!opt_.raw) {
        skip(11, n11, "no raw transport");
        return skip(12, n12, "no raw transport");
    }
    if (gone_) {
        (void)not_run(11, n11);
        return (void)not_run(12, n12);
    }
    Fault f { Fault::Kind::Timeout, "", "" };
    if (!raw_send(spell::position(std::nullopt, {})) || !raw_send("go infinite")) {
        f.kind = Fault::Kind::Crash;
        fail(11, n11, "could not write", &f);
        return (void)not_run(12, n12);
    }
    std::this_thread::sleep_for(opt_.search_before_isready);
    bool early    = false;
    bool searched = false; // an info line before the early end
    auto ready    = raw_send("isready") ? raw_until(
                     [&](const std::string& l) {
                         searched = searched || (!early && l.rfind("info", 0) == 0);
                         early    = early || is_bestmove(l);
                         return l == "readyok";
                     },
                     nullptr)
                                        : std::nullopt;
    if (!ready)
        fail(11, n11,
            "no readyok within " + std::to_string(opt_.answer_timeout.count())
                + " ms while searching");
    else if (early)
        fail(
            11, n11, "readyok came, but the infinite search ended by itself" + book_hint(searched));
    else
        pass(11, n11, "readyok while searching");
    if (!raw_send("stop")) return fail(12, n12, "could not write 'stop'");
    auto best
        = early ? std::optional<std::string>("bestmove (early)") : raw_until(is_bestmove, nullptr);
    if (!best) {
        f.detail = "no bestmove after stop";
        return fail(12, n12, "stop unanswered", &f);
    }
    if (early) return pass(12, n12, "search had already ended");
    auto b = parse_bestmove_line(*best);
    if (!b) return fail(12, n12, "'" + *best + "' is not a bestmove");
    check_legal(Fixture {}, from_engine(b->move), 12);
    pass(12, n12, *best);
}

void Runner::info_syntax() {
    const char* n14 = "info lines parse";
    if (!opt_.raw) return skip(14, n14, "no raw transport");
    if (not_run(14, n14)) return;
    std::vector<std::string>   lines;
    std::optional<std::string> end;
    Fault                      f { Fault::Kind::Timeout, "no answer to the search", "" };
    if (opt_.protocol == Protocol::Xboard) {
        bool ok = raw_send("new")
            && (variant_->protocol().xboard_variant.empty()
                || raw_send("variant " + std::string(variant_->protocol().xboard_variant)))
            && raw_send("force") && raw_send("st 1") && raw_send("post") && raw_send("go");
        if (ok)
            end = raw_until(
                [](const std::string& l) { return parse_move_line(l).has_value(); }, &lines);
        (void)raw_send("force");
    } else {
        bool ok = raw_send(spell::position(std::nullopt, {})) && raw_send("go depth 3");
        if (ok) end = raw_until(is_bestmove, &lines);
    }
    if (!end) return fail(14, n14, "search for the info check", &f);
    int checked = 0;
    for (const auto& l : lines) {
        bool bad = false;
        if (opt_.protocol == Protocol::Xboard) {
            // a thinking line: starts with two numbers (not "1. e2e4", not "# comment")
            std::size_t sp = l.find_first_not_of(' ');
            auto        w  = sp == std::string::npos ? std::string() : l.substr(sp);
            bool numeric = !w.empty() && (isdigit(static_cast<unsigned char>(w[0])) || w[0] == '-');
            auto second  = w.find(' ');
            if (numeric && second != std::string::npos) {
                auto s2 = w.find_first_not_of(' ', second);
                numeric = s2 != std::string::npos
                    && (isdigit(static_cast<unsigned char>(w[s2])) || w[s2] == '-' || w[s2] == '+');
            } else
                numeric = false;
            if (!numeric) continue;
            bad = !parse_thinking_line(l);
        } else {
            if (l.rfind("info", 0) != 0) continue;
            bad = opt_.protocol == Protocol::Ucci ? !parse_info_line(ucci_info_to_uci(l))
                                                  : !parse_info_line(l);
        }
        if (bad) return fail(14, n14, "does not parse: '" + l + "'");
        ++checked;
    }
    pass(14, n14, std::to_string(checked) + " lines checked");
}

// Step 1. Handshake.
void Runner::handshake_step() {
    auto id = a_.handshake(variant_);
    if (!id) {
        fail(1, "handshake", "handshake failed", &id.error());
        gone_ = 1;
    } else {
        options_ = id->options;
        pass(1, "handshake",
            (id->name.empty() ? "(engine gave no name)" : id->name)
                + (a_.dialect().empty() ? "" : "; " + a_.dialect()));
    }
}

// Step 2. Options.
void Runner::options_step() {
    if (not_run(2, "options")) return;
    auto r = a_.configure(opt_.options);
    if (!r)
        fail(2, "options", "configure failed", &r.error());
    else
        pass(2, "options", std::to_string(opt_.options.size()) + " options set");
}

// Step 3. isready.
void Runner::isready_step(const Capabilities& caps) {
    if (!caps.ping)
        skip(3, "isready", "the engine has no ping feature");
    else if (!not_run(3, "isready")) {
        auto r = a_.ping();
        if (!r)
            fail(3, "isready", "no answer", &r.error());
        else
            pass(3, "isready", opt_.protocol == Protocol::Xboard ? "ping/pong" : "readyok");
    }
}

// Step 4. New game.
void Runner::new_game_step() {
    if (not_run(4, "new game")) return;
    auto r = a_.new_game();
    if (!r)
        fail(4, "new game", "new game failed", &r.error());
    else
        pass(4, "new game", "");
}

// Step 5-10. Positions and one search per limit kind.
void Runner::search_steps(const Capabilities& caps) {
    Limits d1;
    d1.depth = 1;
    search(5, "position startpos", Fixture {}, d1);
    search(6, "position with moves", moves_fixture(variant_), d1);
    if (!caps.any_position)
        skip(7, "position fen", "the engine has no setboard (replays from the start)");
    else
        search(7, "position fen", fen_fixture(variant_), d1);
    Limits d2;
    d2.depth = 2;
    search(8, "search depth 2", Fixture {}, d2);
    Limits mt;
    mt.movetime_ms = 100;
    search(9, "search movetime 100 ms", Fixture {}, mt);
    if (opt_.protocol == Protocol::Xboard)
        skip(10, "search nodes", "xboard has no node limit");
    else {
        Limits nodes;
        nodes.nodes = 1000;
        if (auto r = search(10, "search nodes 1000", Fixture {}, nodes)) node_limit(*r, nodes);
    }
}

// Step 13. Every bestmove so far legal.
void Runner::bestmoves_legal_step() {
    if (checked_ == 0)
        fail(13, "bestmove legal", "no bestmove to check");
    else if (!first_illegal_.empty())
        fail(13, "bestmove legal", first_illegal_);
    else
        pass(13, "bestmove legal", std::to_string(checked_) + " bestmoves legal");
}

// Step 15. Quit.
void Runner::quit_step() {
    a_.quit();
    if (!opt_.exited)
        pass(15, "quit", "quit sent (exit not observable)");
    else if (opt_.exited())
        pass(15, "quit", "process exited");
    else
        fail(15, "quit", "the process is still running after quit");
}

ComplianceReport Runner::run() {
    handshake_step();
    options_step();
    const Capabilities caps = a_.capabilities();
    isready_step(caps);
    new_game_step();
    search_steps(caps);
    isready_during_search(); // Step 11-12. isready while searching; stop.
    bestmoves_legal_step();
    info_syntax(); // Step 14.
    // Step 16 (before quit, numbered after the original fifteen). How the engine scores a mate.
    mate_convention();
    quit_step();
    std::stable_sort(report_.steps.begin(), report_.steps.end(),
        [](const ComplianceStep& a, const ComplianceStep& b) { return a.number < b.number; });
    return report_;
}

} // namespace

ComplianceReport run_compliance(
    EngineAdapter& adapter, game::Game variant, const ComplianceOptions& options) {
    if (options.protocol == Protocol::Gomocup)
        return run_gomocup_compliance(adapter, variant, options);
    return Runner(adapter, variant, options).run();
}

} // namespace harness::check
