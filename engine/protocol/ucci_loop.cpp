#include "ucci_loop.h"

#include "format.h"
#include "line_reader.h"
#include "ucci_command.h"

#include "engine/engine.h"
#include "engine/search/time_manager.h"

#include <atomic>
#include <cmath>
#include <iostream>
#include <mutex>
#include <optional>
#include <string>

namespace engine::protocol {

namespace {

class UcciEngine {
public:
    explicit UcciEngine(std::ostream& out)
        : out_(out) {
        engine_.set_variant(Variant::Xiangqi);
        engine_.on_info([this](const EngineInfo& i) {
            last_info_nodes_ = i.nodes;
            send(format_ucci_info(i));
        });
        engine_.on_bestmove([this](const EngineResult& r) {
            if (needs_final_info(r, last_info_nodes_)) send(format_ucci_info(r.info));
            if (r.best.empty()) {
                send("nobestmove");
                return;
            }
            std::string line = "bestmove " + r.best;
            if (!r.ponder.empty()) line += " ponder " + r.ponder;
            // Resign a proven loss; accept (or offer, when asked) a draw when clearly worse.
            if (r.info.mate < 0)
                line += " resign";
            else if (draw_offered_ && r.info.mate == 0 && r.info.score_cp <= -200)
                line += " draw";
            send(line);
        });
    }
    ~UcciEngine() {
        engine_.stop();
        engine_.wait();
    }

    // Returns false on "quit".
    bool handle(LineRead read, std::string_view line) {
        if (read == LineRead::TooLong) {
            error(too_long_message());
            return true;
        }
        const EngineState state = engine_.searching() ? EngineState::Searching : EngineState::Idle;
        auto              cmd   = ucci::parse_ucci_command(line, state);
        if (!cmd) {
            error(cmd.error().message, cmd.error().column);
            return true;
        }
        return std::visit([this](auto& c) { return on(c); }, *cmd);
    }

    void hello() {
        send("id name Sable 0.2\n"
             "id author the Arbiter developers\n"
             "option usemillisec type check default false\n"
             "option hashsize type spin min 0 max 4096 default 16\n"
             "option moveoverhead type spin min 0 max 5000 default 10\n"
             "option newgame type button\n"
            + format_ucci_tunables() + "ucciok");
    }

    void send(const std::string& text) {
        std::lock_guard lock(out_mutex_);
        out_ << text << std::endl;
    }

private:
    void error(const std::string& message, int column = 0) {
        send("info string error " + (column > 0 ? "col " + std::to_string(column) + ": " : "")
            + message);
    }

    bool on(const ucci::Hello&) {
        hello();
        return true;
    }
    bool on(const ucci::IsReady&) {
        send("readyok");
        return true;
    }
    bool on(const ucci::Eval&) {
        send(format_eval(engine_.static_eval()));
        return true;
    }
    bool on(const ucci::Stop&) {
        // Synchronous: the best move is out before the next command is read.
        const bool searching = engine_.searching();
        engine_.stop();
        engine_.wait();
        if (!searching) send("nobestmove");
        return true;
    }
    bool on(const ucci::Quit&) {
        engine_.stop();
        engine_.wait();
        send("bye");
        return false;
    }
    bool on(const ucci::PonderHit& p) {
        draw_offered_ = p.draw;
        engine_.ponderhit();
        return true;
    }
    // A spin option's value, `min` to `max` (`unit`, if any, for the error); an error line
    // otherwise.
    std::optional<long> spin(
        const ucci::SetOption& o, long min, long max, const std::string& unit = "") {
        char*      end = nullptr;
        const long v   = std::strtol(o.value.c_str(), &end, 10);
        if (!o.value.empty() && *end == '\0' && v >= min && v <= max) return v;
        error(o.name + " expects " + std::to_string(min) + " to " + std::to_string(max)
            + (unit.empty() ? "" : " (" + unit + ")") + ", got " + core::quote(o.value));
        return std::nullopt;
    }
    bool on(const ucci::SetOption& o) {
        if (o.name == "usemillisec") {
            if (o.value != "true" && o.value != "false")
                error("usemillisec expects true or false, got " + core::quote(o.value));
            else
                millisec_ = o.value == "true";
        } else if (o.name == "hashsize") {
            if (auto mb = spin(o, 0, 4096, "MB"))
                engine_.set_hash_mb(*mb == 0 ? 16 : std::size_t(*mb));
        } else if (o.name == "moveoverhead") {
            if (auto ms = spin(o, 0, 5000, "ms")) overhead_ms_ = *ms;
        } else if (o.name == "newgame") {
            engine_.new_game();
        } else if (const TunableSpec* t = find_tunable(o.name); t && is_ucci_tunable(*t)) {
            if (auto v = spin(o, t->min, t->max)) engine_.set_tunable(*t, int(*v));
        }
        // Unknown options are ignored, as UCCI requires.
        return true;
    }
    bool on(const ucci::SetPosition& p) {
        if (auto e = engine_.set_position(p.fen, p.moves)) error(e->message, e->column);
        return true;
    }
    bool on(const ucci::BanMoves& b) {
        if (auto e = engine_.set_banned_moves(b.moves)) error(e->message, e->column);
        return true;
    }
    bool on(const ucci::Go& g) {
        const auto to_ms
            = [&](double v) { return std::int64_t(std::llround(millisec_ ? v : v * 1000.0)); };
        search::Limits limits;
        limits.depth    = g.depth ? std::optional<int>(std::max(*g.depth, 1)) : std::nullopt;
        limits.nodes    = g.nodes;
        limits.infinite = g.infinite;
        if (g.time) {
            search::Clock clock;
            clock.remaining_ms = to_ms(*g.time);
            clock.increment_ms = g.increment ? to_ms(*g.increment) : 0;
            if (g.movestogo && *g.movestogo > 0) clock.moves_to_go = g.movestogo;
            clock.overhead_ms  = overhead_ms_;
            const auto budget  = search::allocate(clock);
            limits.optimum_ms  = budget.optimum_ms;
            limits.movetime_ms = budget.maximum_ms;
        }
        engine_.wait(); // the last search's bestmove (which reads the flag) is out
        draw_offered_ = g.draw;
        engine_.go(limits, g.ponder);
        return true;
    }

    std::ostream&     out_;
    std::mutex        out_mutex_;
    std::uint64_t     last_info_nodes_ = 0; // the last info line's nodes (the search thread's)
    Engine            engine_;
    bool              millisec_    = false;
    std::int64_t      overhead_ms_ = 10; // moveoverhead: per-move loss outside the search
    std::atomic<bool> draw_offered_ { false }; // written by the reader, read at bestmove
};

} // namespace

int run_ucci_loop(std::istream& in, std::ostream& out) {
    UcciEngine engine(out);
    engine.hello();
    std::string line;
    LineRead    read;
    while ((read = read_line(in, line, MaxLineLength)) != LineRead::End)
        if (!engine.handle(read, line)) return 0;
    return 0;
}

} // namespace engine::protocol
