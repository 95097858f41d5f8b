// The Gomocup checklist behind `arbiter check proto=gomocup`, after the public Gomocup protocol's
// compliance list (modelled on GomocupJudge's test_zip_rules.py and the piskvork protocol):
// START sizes, silent INFO, BEGIN/TURN/BOARD with 0, odd and even stone counts, CRLF and
// lower-case commands, the freestyle and exact-five rule checks, UNKNOWN, RESTART, END.

#include "compliance.h"

#include "harness/game/gomocup.h"

#include <cctype>
#include <thread>

namespace harness::check {

using namespace protocol;

namespace {

using process::Clock;
using process::Status;

class GomocupRunner {
public:
    GomocupRunner(EngineAdapter& adapter, game::Game variant, const ComplianceOptions& options)
        : a_(adapter)
        , variant_(variant)
        , opt_(options) { }

    ComplianceReport run();

private:
    void result(int n, const char* name, bool ok, std::string detail, const Fault* f = nullptr) {
        if (f) detail += std::string(" [") + to_string(f->kind) + "] " + f->detail;
        if (!ok && report_.transcript_tail.empty())
            report_.transcript_tail = f && !f->transcript_tail.empty() ? f->transcript_tail
                : opt_.tail                                            ? opt_.tail()
                                                                       : std::string();
        report_.steps.push_back({ n, name, ok, false, std::move(detail) });
    }
    bool send(const std::string& line) { return opt_.raw->write_line(line) == Status::Ok; }
    // The next line that is not MESSAGE/DEBUG/empty, or nullopt at the deadline or the end.
    std::optional<std::string> next(std::chrono::milliseconds wait) {
        const auto deadline = Clock::now() + wait;
        for (;;) {
            auto r = opt_.raw->read_line(deadline);
            if (r.status != Status::Ok) return std::nullopt;
            std::string l = r.line;
            while (!l.empty() && (l.back() == '\r' || l.back() == ' ')) l.pop_back();
            if (l.empty() || upper(l).rfind("MESSAGE", 0) == 0 || upper(l).rfind("DEBUG", 0) == 0)
                continue;
            return l;
        }
    }
    static std::string upper(std::string s) {
        for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
        return s;
    }
    // Why `reply` is not a legal x,y after `moves` from the empty 15x15 board, or empty.
    static std::string illegal(
        const std::vector<std::string>& moves, const std::optional<std::string>& reply) {
        if (!reply) return "no answer";
        auto m = game::gomocup_reply("", moves, *reply);
        return m ? std::string() : "'" + *reply + "': " + m.error().message;
    }
    // RESTART (or START again on UNKNOWN): OK expected.
    bool restart() {
        send("RESTART");
        auto l = next(opt_.answer_timeout);
        if (l && upper(*l).rfind("UNKNOWN", 0) == 0) {
            send("START 15");
            l = next(opt_.answer_timeout);
        }
        return l && upper(*l) == "OK";
    }
    // A search through the adapter from `fen` + `moves`; the move it played.
    void search(int n, const char* name, const std::string& fen,
        const std::vector<std::string>& moves, const std::vector<std::string>& wanted) {
        a_.set_position(fen, moves);
        Limits limits;
        limits.movetime_ms = 1000;
        auto r             = a_.go(limits);
        if (!r) {
            result(n, name, false, "no move", &r.error());
            return;
        }
        if (!wanted.empty()
            && std::find(wanted.begin(), wanted.end(), r->bestmove) == wanted.end()) {
            std::string want;
            for (const auto& w : wanted) want += (want.empty() ? "" : " or ") + w;
            result(n, name, false, "played " + r->bestmove + ", expected " + want);
            return;
        }
        result(n, name, true, r->bestmove);
    }

    EngineAdapter&           a_;
    game::Game               variant_;
    const ComplianceOptions& opt_;
    ComplianceReport         report_;
};

ComplianceReport GomocupRunner::run() {
    const auto wait = opt_.answer_timeout;
    const auto turn = std::chrono::milliseconds(1000) + wait;

    // 1. START 15 and ABOUT (the adapter's handshake).
    auto id = a_.handshake(variant_);
    if (!id) {
        result(1, "handshake", false, "START 15 / ABOUT", &id.error());
        return report_;
    }
    result(1, "handshake", true, id->name);
    if (!opt_.raw) return report_;

    // 2. START 20, then back to 15.
    send("START 20");
    auto l = next(wait);
    send("START 15");
    auto back = next(wait);
    result(2, "start 20", l && upper(*l) == "OK" && back && upper(*back) == "OK",
        l.value_or("no answer"));

    // 3. An unsupported size is refused with ERROR (the board stays 15: START 15 again).
    send("START 1");
    l = next(wait);
    send("START 15");
    back = next(wait);
    result(3, "unsupported size",
        l && upper(*l).rfind("ERROR", 0) == 0 && back && upper(*back) == "OK",
        l.value_or("no answer"));

    // 4. INFO lines get no answer, whatever the key or value.
    for (const char* info : { "INFO timeout_turn 1000", "INFO timeout_match 0", "INFO time_left -5",
             "INFO time_left 2147483647", "INFO max_memory 0", "INFO game_type 1",
             "INFO folder /tmp", "INFO arbiter_unknown_key 7", "INFO rule 0" })
        send(info);
    send("ABOUT");
    l = next(wait);
    result(4, "info is silent", l && l->find("name") != std::string::npos,
        l ? "first line after the INFOs: " + *l : "no answer to ABOUT");

    // 5. BEGIN on an empty board.
    restart();
    send("BEGIN");
    l               = next(turn);
    std::string why = illegal({}, l);
    result(5, "begin", why.empty(), why.empty() ? *l : why);

    // 6. TURN after RESTART: the opponent opened.
    restart();
    const std::vector<std::string> one { game::gomocup_reply("", {}, "7,7").value() };
    send("TURN 7,7");
    l   = next(turn);
    why = illegal(one, l);
    result(6, "turn", why.empty(), why.empty() ? *l : why);

    // 7-9. BOARD with 0, an odd and an even number of stones (through the adapter).
    (void)a_.new_game();
    search(7, "board, no stones", "", {}, {});
    search(8, "board, odd", "", variant_->sample_line(), {});
    search(9, "board, even", variant_->sample_fen(), {}, {});

    // 10. CRLF line ends and lower-case commands (as Yixin-Board sends them).
    restart();
    send("board\r");
    send("7,7,2\r");
    send("done\r");
    l   = next(turn);
    why = illegal(one, l);
    result(10, "crlf, lower case", why.empty(), why.empty() ? *l : why);

    // 11. Freestyle: black completes the five (GomocupJudge's first rule check).
    search(11, "rule freestyle", "", { "h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9" },
        { "g8", "l8" });
    // 12. Exact five: h13 would make an overline; f8 or j8 (GomocupJudge's standard check).
    search(12, "rule standard", variant_->start_fen() + " standard",
        { "h8", "h9", "i8", "h10", "g8", "h11", "j13", "h12", "g14", "h14", "i15" },
        { "f8", "j8" });

    // 13. An unknown command: UNKNOWN, and the engine still answers.
    send("ARBITERNONSENSE 1 2 3");
    l = next(wait);
    send("ABOUT");
    back = next(wait);
    result(13, "unknown command",
        l && upper(*l).rfind("UNKNOWN", 0) == 0 && back && back->find("name") != std::string::npos,
        l.value_or("no answer"));

    // 14. RESTART: OK (or UNKNOWN and START).
    result(14, "restart", restart(), "");

    // 15. END: the process exits within a second.
    send("END");
    if (!opt_.exited)
        report_.steps.push_back({ 15, "end", true, true, "process exit not observable" });
    else
        result(15, "end", opt_.exited(), opt_.exited() ? "exited" : "still running after END");
    return report_;
}

} // namespace

ComplianceReport run_gomocup_compliance(
    EngineAdapter& adapter, game::Game variant, const ComplianceOptions& options) {
    return GomocupRunner(adapter, variant, options).run();
}

} // namespace harness::check
