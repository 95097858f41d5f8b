// The Gomocup checklist behind `arbiter check` with proto=gomocup, after the protocol
// (plastovicka.github.io/protocl2en.htm) and GomocupJudge's rule tests (github.com/Gomocup/
// GomocupJudge, test_zip_rules.py). Steps, numbered in order (docs/commands/check.md lists what
// each expects):
//   1-5    START 15 and ABOUT, START 20, a refused size, INFO before START, RECTSTART
//   6-14   INFO, one step per key, never answered
//   15-21  BEGIN, TURN, BOARD with 0/odd/even stones, CRLF and lower case, max_memory
//   22     TAKEBACK
//   23-28  rule positions: freestyle, standard, renju (2), caro (2; codes 8 and 9)
//   29-31  SWAP2BOARD with 0, 3 and 5 stones
//   32-34  an unknown command, RESTART, END
// Optional commands (RECTSTART, TAKEBACK, SWAP2BOARD) answered UNKNOWN, and rules other than the
// checked game's that the engine refuses, are skipped steps ("not supported"): they do not fail.

#include "compliance.h"
#include "gomocup_answers.h"
#include "gomocup_positions.h"

#include "harness/game/gomocup.h"
#include "harness/game/registry.h"
#include "harness/game/rules.h"

#include <cctype>
#include <filesystem>

namespace harness::check {

using namespace protocol;

namespace {

using process::Clock;
using process::Status;
using Millis = std::chrono::milliseconds;

std::string upper(std::string s) {
    for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
    return s;
}
bool starts_with(const std::optional<std::string>& line, const char* word) {
    return line && upper(*line).rfind(word, 0) == 0;
}
// The family of a Gomocup rule code: 0 and 1 are gomoku, 4 renju, 8 and 9 caro.
int family(int code) { return code & 4 ? 4 : code & 8 ? 8 : 0; }

// The INFO rule of a game's start position (0 when it cannot be read).
int rule_code(const std::string& fen) {
    auto board = game::gomocup_board(fen, {});
    return board ? board->rule : 0;
}

class GomocupRunner {
public:
    GomocupRunner(EngineAdapter& adapter, game::Game variant, const ComplianceOptions& options)
        : a_(adapter)
        , variant_(variant)
        , opt_(options)
        , start_(variant->start_fen())
        , code_(rule_code(start_)) { }

    ComplianceReport run();

private:
    // Step results, numbered in order.
    void result(const char* name, bool ok, std::string detail, const Fault* f = nullptr) {
        if (f) detail += std::string(" [") + to_string(f->kind) + "] " + f->detail;
        if (!ok && report_.transcript_tail.empty())
            report_.transcript_tail = f && !f->transcript_tail.empty() ? f->transcript_tail
                : opt_.tail                                            ? opt_.tail()
                                                                       : std::string();
        report_.steps.push_back(
            { int(report_.steps.size()) + 1, name, ok, false, std::move(detail) });
    }
    void skip(const char* name, std::string why) {
        report_.steps.push_back(
            { int(report_.steps.size()) + 1, name, true, true, std::move(why) });
    }

    // Raw lines.
    bool send(const std::string& line) { return opt_.raw->write_line(line) == Status::Ok; }
    // The next line that is not MESSAGE/DEBUG/empty, or nullopt at the deadline or the end.
    std::optional<std::string> next(Millis wait) {
        const auto deadline = Clock::now() + wait;
        for (;;) {
            auto r = opt_.raw->read_line(deadline);
            if (r.status != Status::Ok) return std::nullopt;
            std::string l = r.line;
            while (!l.empty() && (l.back() == '\r' || l.back() == ' ')) l.pop_back();
            if (l.empty() || starts_with(l, "MESSAGE") || starts_with(l, "DEBUG")) continue;
            return l;
        }
    }
    std::optional<std::string> ask(const std::string& line, Millis wait) {
        send(line);
        return next(wait);
    }
    Millis turn() const { return Millis(1000) + opt_.answer_timeout; }
    // RESTART (or START again on UNKNOWN): OK expected.
    bool restart() {
        auto l = ask("RESTART", opt_.answer_timeout);
        if (starts_with(l, "UNKNOWN")) l = ask("START 15", opt_.answer_timeout);
        return l && upper(*l) == "OK";
    }
    // Why `reply` is not a legal move after `moves` from the start position, or empty.
    std::string illegal(
        const std::vector<std::string>& moves, const std::optional<std::string>& reply) const {
        if (!reply) return "no answer";
        auto m = gomocup_moves(variant_, start_, moves, *reply);
        if (!m) return m.error().message;
        return m->size() == 1 ? std::string() : "'" + *reply + "' is not one move 'x,y'";
    }
    void move_step(const char* name, const std::vector<std::string>& moves,
        const std::optional<std::string>& reply) {
        const std::string why = illegal(moves, reply);
        result(name, why.empty(), why.empty() ? *reply : why);
    }
    // A search through the adapter from `fen` + `moves`: any legal move.
    void search(const char* name, const std::string& fen, const std::vector<std::string>& moves) {
        a_.set_position(fen, moves);
        Limits limits;
        limits.movetime_ms = 1000;
        auto r             = a_.go(limits);
        result(name, bool(r), r ? r->bestmove : "no move", r ? nullptr : &r.error());
    }

    bool handshake();
    void starts();
    void infos();
    void info_step(const char* name, const std::vector<std::string>& lines);
    void moves();
    void memory();
    void takeback();
    void rules();
    void rule_step(const RulePosition& p);
    void swap2();
    void swap2_step(const char* name, const std::vector<std::string>& opening);
    void finish();

    EngineAdapter&           a_;
    game::Game               variant_;
    const ComplianceOptions& opt_;
    std::string              start_; // the game's start position
    int                      code_; // its INFO rule
    ComplianceReport         report_;
};

ComplianceReport GomocupRunner::run() {
    if (!handshake() || !opt_.raw) return report_;
    starts();
    infos();
    moves();
    takeback();
    rules();
    swap2();
    finish();
    return report_;
}

// 1. START 15 and ABOUT (the adapter's handshake).
bool GomocupRunner::handshake() {
    auto id = a_.handshake(variant_);
    result("handshake", bool(id), id ? id->name : "START 15 / ABOUT", id ? nullptr : &id.error());
    return bool(id);
}

// 2-5. START 20; an unsupported size refused with ERROR; INFO before START; RECTSTART answered
// OK, ERROR or UNKNOWN (it is optional; START follows, since a manager sends START for square
// boards). The board is 15 again after each.
void GomocupRunner::starts() {
    const auto wait = opt_.answer_timeout;
    auto       l    = ask("START 20", wait);
    auto       back = ask("START 15", wait);
    result("start 20", l && upper(*l) == "OK" && back && upper(*back) == "OK",
        l.value_or("no answer"));
    l    = ask("START 1", wait);
    back = ask("START 15", wait);
    result("unsupported size", starts_with(l, "ERROR") && back && upper(*back) == "OK",
        l.value_or("no answer"));
    send("INFO timeout_turn 1000");
    l = ask("START 15", wait);
    result("info, then start", l && upper(*l) == "OK",
        l ? "START after INFO: " + *l : "no answer to START after INFO");
    l                = ask("RECTSTART 20,15", wait);
    back             = ask("START 15", wait);
    const bool known = starts_with(l, "OK") || starts_with(l, "ERROR");
    if (starts_with(l, "UNKNOWN") && back && upper(*back) == "OK")
        skip("rectstart", "not supported: " + *l);
    else
        result("rectstart", known && back && upper(*back) == "OK", l.value_or("no answer"));
}

// 6-14. Each INFO key (the protocol's list, then one it does not have) gets no answer: the
// first line after them answers ABOUT. Values end as the later steps want them.
void GomocupRunner::infos() {
    const std::string folder = std::filesystem::temp_directory_path().string();
    info_step("info timeout_turn", { "INFO timeout_turn 0", "INFO timeout_turn 1000" });
    info_step("info timeout_match", { "INFO timeout_match 180000", "INFO timeout_match 0" });
    info_step("info time_left", { "INFO time_left -5", "INFO time_left 2147483647" });
    info_step("info max_memory", { "INFO max_memory 83886080", "INFO max_memory 0" });
    info_step("info game_type", { "INFO game_type 2", "INFO game_type 1" });
    info_step("info rule", { "INFO rule " + std::to_string(code_) });
    info_step("info evaluate", { "INFO evaluate 7,7" });
    info_step("info folder", { "INFO folder " + folder });
    info_step("info unknown key", { "INFO arbiter_unknown_key 7" });
}

void GomocupRunner::info_step(const char* name, const std::vector<std::string>& lines) {
    for (const auto& line : lines) send(line);
    const auto is_about = [](const std::optional<std::string>& l) {
        return l && l->find("name") != std::string::npos;
    };
    const auto first = ask("ABOUT", opt_.answer_timeout);
    auto       l     = first;
    for (int extra = 0; l && !is_about(l) && extra < int(lines.size()) + 2; ++extra)
        l = next(opt_.answer_timeout); // the answers to INFO, then ABOUT's: in step again
    if (!first)
        result(name, false, "no answer to ABOUT after '" + lines.back() + "'");
    else if (!is_about(first))
        result(name, false,
            "answered '" + *first + "' to '" + lines.front() + "' (INFO gets no answer)");
    else
        result(name, true, "silent");
}

// 15-21. BEGIN on an empty board, TURN after RESTART, BOARD with 0, an odd and an even number of
// stones (through the adapter), CRLF line ends with lower-case commands (as Yixin-Board sends
// them), and the memory limit.
void GomocupRunner::moves() {
    restart();
    move_step("begin", {}, ask("BEGIN", turn()));
    restart();
    const std::vector<std::string> one { game::gomocup_reply(start_, {}, "7,7").value() };
    move_step("turn", one, ask("TURN 7,7", turn()));
    (void)a_.new_game();
    search("board, no stones", "", {});
    search("board, odd", "", variant_->sample_line());
    search("board, even", variant_->sample_fen(), {});
    restart();
    send("board\r");
    send("7,7,2\r");
    move_step("crlf, lower case", one, ask("done\r", turn()));
    memory();
}

// 21. After INFO max_memory (80 MiB, the protocol's example) and a move, the engine's resident
// memory is within the limit (Gomocup counts it as a loss otherwise).
void GomocupRunner::memory() {
    constexpr std::uint64_t Limit = 83886080;
    if (!opt_.memory_bytes) {
        skip("max_memory respected", "the engine's memory is not observable");
        return;
    }
    send("INFO max_memory " + std::to_string(Limit));
    restart();
    auto       l    = ask("BEGIN", turn());
    const auto used = opt_.memory_bytes();
    send("INFO max_memory 0");
    const std::string why = illegal({}, l);
    if (!why.empty())
        result("max_memory respected", false, "BEGIN: " + why);
    else if (!used)
        skip("max_memory respected", "the engine's memory could not be read");
    else
        result("max_memory respected", *used <= Limit,
            std::to_string(*used >> 20) + " MiB resident, limit " + std::to_string(Limit >> 20)
                + " MiB");
}

// 22. TAKEBACK the engine's reply and the opponent's stone (OK each), then TURN on the point the
// engine had played: a legal move on a board that holds only that stone.
void GomocupRunner::takeback() {
    restart();
    const auto first = ask("TURN 7,7", turn());
    if (const auto why = illegal({ game::gomocup_reply(start_, {}, "7,7").value() }, first);
        !why.empty()) {
        result("takeback", false, "TURN 7,7 before it: " + why);
        return;
    }
    const auto own = ask("TAKEBACK " + *first, opt_.answer_timeout);
    if (starts_with(own, "UNKNOWN")) {
        skip("takeback", "not supported: " + *own);
        return;
    }
    const auto opp = ask("TAKEBACK 7,7", opt_.answer_timeout);
    if (!own || upper(*own) != "OK" || !opp || upper(*opp) != "OK") {
        result("takeback", false,
            "TAKEBACK " + *first + ": '" + own.value_or("no answer") + "', TAKEBACK 7,7: '"
                + opp.value_or("no answer") + "' (OK expected)");
        return;
    }
    const auto  at   = game::gomocup_reply(start_, {}, *first);
    const auto  last = ask("TURN " + *first, turn());
    std::string why  = at ? illegal({ *at }, last) : at.error().message;
    if (starts_with(last, "ERROR")) why = "'" + *last + "': the stones were not taken back";
    result("takeback", why.empty(),
        "TURN " + *first + " after taking both back: " + (why.empty() ? *last : why));
}

// 23-28. The rule positions (gomocup_positions.h) as BOARD in move order after RESTART and INFO
// rule: the freestyle one under the game's own rule, the others under theirs. A rule of another
// family than the game's may be refused (ERROR or UNKNOWN): the step is skipped.
void GomocupRunner::rules() {
    for (const auto* list : { &gomoku_positions(), &renju_positions(), &caro_positions() })
        for (const auto& p : *list) rule_step(p);
    restart();
    send("INFO rule " + std::to_string(code_));
}

void GomocupRunner::rule_step(const RulePosition& p) {
    const int         code  = p.rule.empty() ? code_ : p.code;
    const std::string fen   = p.rule.empty() ? start_ : with_rule(start_, p.rule);
    const auto        board = game::gomocup_board(fen, p.moves);
    if (!board) {
        result(p.name.c_str(), false, "bad position: " + board.error().message);
        return;
    }
    restart();
    send("INFO rule " + std::to_string(code));
    for (const auto* line :
        { "INFO timeout_turn 1000", "INFO timeout_match 0", "INFO time_left 2147483647", "BOARD" })
        send(line);
    for (const auto& s : board->stones)
        send(std::to_string(s.x) + "," + std::to_string(s.y) + ","
            + (s.black == board->black_moves ? "1" : "2"));
    const auto l = ask("DONE", turn());
    if (family(code) != family(code_) && (starts_with(l, "ERROR") || starts_with(l, "UNKNOWN")))
        skip(p.name.c_str(), "rule " + std::to_string(code) + " not supported: " + *l);
    else if (!l)
        result(p.name.c_str(), false, "no answer");
    else {
        // A rule of another family is judged by the gomoku game, which reads any rule from the
        // position text (a renju or caro game takes only its own).
        const auto judge = family(code) == family(code_) ? variant_ : game::gomoku();
        const auto why   = rule_answer_problem(judge, fen, p, *l);
        result(p.name.c_str(), !why, why.value_or(*l));
    }
}

// 29-31. SWAP2BOARD with no stones, then the protocol's own examples of three and five stones,
// under the game's rule. UNKNOWN or ERROR: the command is optional, the step is skipped.
void GomocupRunner::swap2() {
    swap2_step("swap2, no stones", {});
    swap2_step("swap2, 3 stones", { "7,7", "8,7", "9,9" });
    swap2_step("swap2, 5 stones", { "7,7", "8,7", "9,9", "8,8", "8,6" });
}

void GomocupRunner::swap2_step(const char* name, const std::vector<std::string>& points) {
    std::string listed;
    for (const auto& p : points) listed += (listed.empty() ? "" : " ") + p;
    const auto opening = gomocup_moves(variant_, start_, {}, listed);
    restart();
    send("SWAP2BOARD");
    for (const auto& p : points) send(p);
    const auto l = ask("DONE", turn());
    if (starts_with(l, "UNKNOWN") || starts_with(l, "ERROR"))
        skip(name, "not supported: " + *l);
    else if (!l || !opening)
        result(name, false, l ? opening.error().message : "no answer");
    else {
        const auto why = swap2_answer_problem(variant_, start_, *opening, *l);
        result(name, !why, why.value_or(*l));
    }
}

// 32-34. An unknown command gets UNKNOWN and the engine still answers; RESTART gives OK (or
// UNKNOWN and START); END ends the process within a second.
void GomocupRunner::finish() {
    auto l    = ask("ARBITERNONSENSE 1 2 3", opt_.answer_timeout);
    auto back = ask("ABOUT", opt_.answer_timeout);
    result("unknown command",
        starts_with(l, "UNKNOWN") && back && back->find("name") != std::string::npos,
        l.value_or("no answer"));
    result("restart", restart(), "");
    send("END");
    if (!opt_.exited) {
        skip("end", "process exit not observable");
        return;
    }
    const bool exited = opt_.exited();
    result("end", exited, exited ? "exited" : "still running after END");
}

} // namespace

ComplianceReport run_gomocup_compliance(
    EngineAdapter& adapter, game::Game variant, const ComplianceOptions& options) {
    return GomocupRunner(adapter, variant, options).run();
}

} // namespace harness::check
