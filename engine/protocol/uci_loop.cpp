#include "uci_loop.h"

#include "format.h"
#include "gomocup_loop.h"
#include "line_reader.h"
#include "ucci_loop.h"
#include "uci_command.h"

#include "engine/bench/bench.h"
#include "engine/engine.h"
#include "engine/search/time_manager.h"

#include <algorithm>
#include <iostream>
#include <mutex>
#include <string>

namespace engine::protocol {

namespace {

std::string lower(std::string s) {
    for (auto& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

class UciEngine {
public:
    explicit UciEngine(std::ostream& out)
        : out_(out) {
        install_callbacks();
    }
    ~UciEngine() {
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
        auto              cmd   = parse_uci_command(line, state);
        if (!cmd && state == EngineState::Searching && perft_) {
            // A perft answers stop, isready and quit at once; any other command waits for it,
            // as after Stockfish's synchronous perft (a GUI may send it right behind the go).
            engine_.wait();
            cmd = parse_uci_command(line, EngineState::Idle);
        }
        if (!cmd) {
            error(cmd.error().message, cmd.error().column);
            return true;
        }
        return std::visit([this](auto& c) { return on(c); }, *cmd);
    }

private:
    void send(const std::string& text) {
        std::lock_guard lock(out_mutex_);
        out_ << text << std::endl;
    }
    void error(const std::string& message, int column = 0) {
        send("info string error " + (column > 0 ? "col " + std::to_string(column) + ": " : "")
            + message);
    }

    void install_callbacks() {
        engine_.on_info([this](const EngineInfo& i) {
            last_info_nodes_ = i.nodes;
            send(format_uci_info(i));
        });
        engine_.on_bestmove([this](const EngineResult& r) {
            if (needs_final_info(r, last_info_nodes_)) send(format_uci_info(r.info));
            std::string line = "bestmove " + (r.best.empty() ? std::string("(none)") : r.best);
            if (!r.best.empty() && !r.ponder.empty()) line += " ponder " + r.ponder;
            send(line);
        });
        engine_.on_perft([this](const std::optional<std::string>& report) {
            std::lock_guard lock(out_mutex_);
            if (report)
                out_ << *report << std::flush;
            else
                out_ << "info string perft stopped" << std::endl;
        });
    }

    bool on(const UciHello&) {
        send("id name Sable 0.2\n"
             "id author the Arbiter developers\n"
             "option name UCI_Variant type combo default chess var chess var xiangqi\n"
             "option name UCI_Chess960 type check default false\n"
             "option name Hash type spin default 16 min 1 max 4096\n"
             "option name Threads type spin default 1 min 1 max 1\n"
             "option name MultiPV type spin default 1 min 1 max 64\n"
             "option name Ponder type check default false\n"
             "option name Move Overhead type spin default 10 min 0 max 5000\n"
             "option name Clear Hash type button\n"
            + format_uci_tunables() + "uciok");
        return true;
    }
    bool on(const IsReady&) {
        send("readyok");
        return true;
    }
    bool on(const NewGame&) {
        engine_.new_game();
        return true;
    }
    bool on(const Quit&) {
        engine_.stop();
        engine_.wait();
        return false;
    }
    bool on(const Stop&) {
        // Synchronous: the best move is out before the next command is read. Idle: no answer.
        engine_.stop();
        engine_.wait();
        return true;
    }
    bool on(const PonderHit&) {
        engine_.ponderhit();
        return true;
    }
    bool on(const Display&) {
        std::lock_guard lock(out_mutex_);
        out_ << engine_.diagram() << std::flush;
        return true;
    }
    bool on(const Eval&) {
        std::lock_guard lock(out_mutex_);
        out_ << format_eval(engine_.static_eval()) << std::endl;
        return true;
    }
    bool on(const SetOption& o) {
        const std::string name = lower(o.name), value = lower(o.value);
        auto              spin = [&](long lo, long hi) -> std::optional<long> {
            char*      end = nullptr;
            const long v   = std::strtol(o.value.c_str(), &end, 10);
            if (o.value.empty() || *end != '\0' || v < lo || v > hi) {
                error(o.name + " expects an integer from " + std::to_string(lo) + " to "
                                 + std::to_string(hi) + ", got " + core::quote(o.value));
                return std::nullopt;
            }
            return v;
        };
        if (name == "uci_variant") {
            if (value == "chess")
                engine_.set_variant(Variant::Chess, chess960_);
            else if (value == "xiangqi")
                engine_.set_variant(Variant::Xiangqi);
            else
                error("unsupported UCI_Variant " + core::quote(o.value));
        } else if (name == "uci_chess960") {
            if (value != "true" && value != "false")
                error("UCI_Chess960 expects true or false, got " + core::quote(o.value));
            else {
                chess960_ = value == "true";
                if (engine_.variant() == Variant::Chess)
                    engine_.set_variant(Variant::Chess, chess960_);
            }
        } else if (name == "hash") {
            if (auto v = spin(1, 4096)) engine_.set_hash_mb(std::size_t(*v));
        } else if (name == "threads") {
            spin(1, 1);
        } else if (name == "multipv") {
            if (auto v = spin(1, 64)) engine_.set_multipv(int(*v));
        } else if (name == "move overhead") {
            if (auto v = spin(0, 5000)) overhead_ms_ = *v;
        } else if (name == "clear hash") {
            engine_.new_game();
        } else if (name == "ponder") {
            if (value != "true" && value != "false")
                error("Ponder expects true or false, got " + core::quote(o.value));
        } else if (const TunableSpec* t = find_tunable(o.name)) {
            if (auto v = spin(t->min, t->max)) engine_.set_tunable(*t, int(*v));
        } else {
            error("unknown option " + core::quote(o.name));
        }
        return true;
    }
    bool on(const SetPosition& p) {
        if (auto e = engine_.set_position(p.fen, p.moves)) error(e->message, e->column);
        return true;
    }
    bool on(const GoPerft& g) {
        perft_ = true;
        engine_.go_perft(g.depth);
        return true;
    }
    bool on(const Go& g) {
        perft_ = false;
        search::Limits limits;
        limits.depth    = g.depth;
        limits.nodes    = g.nodes;
        limits.mate     = g.mate;
        limits.infinite = g.infinite;
        if (g.mate && !g.depth) limits.depth = std::min(2 * *g.mate + 8, 120);
        if (g.movetime) limits.movetime_ms = std::max<std::int64_t>(*g.movetime - overhead_ms_, 1);
        const bool white = engine_.first_player_to_move();
        const auto time  = white ? g.wtime : g.btime;
        if (time) {
            search::Clock clock;
            clock.remaining_ms = *time;
            clock.increment_ms = (white ? g.winc : g.binc).value_or(0);
            clock.moves_to_go  = g.movestogo;
            clock.overhead_ms  = overhead_ms_;
            const auto budget  = search::allocate(clock);
            limits.optimum_ms  = budget.optimum_ms;
            limits.movetime_ms
                = std::min(limits.movetime_ms.value_or(budget.maximum_ms), budget.maximum_ms);
        }
        // searchmoves: illegal ones are reported and left out; none legal leaves no move to play,
        // answered with "bestmove (none)" like a position without legal moves.
        if (auto e = engine_.set_search_moves(g.searchmoves)) error(e->message, e->column);
        engine_.go(limits, g.ponder);
        return true;
    }
    bool on(const Bench& b) {
        {
            std::lock_guard lock(out_mutex_);
            bench::run_bench(engine_, b.depth, out_);
            out_ << std::flush;
        }
        install_callbacks();
        return true;
    }

    std::ostream& out_;
    std::mutex    out_mutex_;
    std::uint64_t last_info_nodes_ = 0; // the last info line's nodes (the search thread's)
    Engine        engine_;
    std::int64_t  overhead_ms_ = 10;
    bool          chess960_    = false;
    bool          perft_       = false; // the last go was a perft
};

} // namespace

int run_uci_loop(std::istream& in, std::ostream& out) {
    // Every write is flushed under the output mutex; a tied stream would also be flushed by the
    // reading thread without it (std::cin is tied to std::cout): a data race ThreadSanitizer
    // found with the search thread's output.
    in.tie(nullptr);
    // The first command chooses the protocol: "ucci" switches to the UCCI loop (xiangqi), a
    // Gomocup command (START, INFO, ...) to the Gomocup loop (gomoku).
    std::string line;
    LineRead    read;
    while ((read = read_line(in, line, MaxLineLength)) == LineRead::Line
        && line.find_first_not_of(" \t\r") == std::string::npos) { }
    if (read == LineRead::End) return 0;
    if (read == LineRead::Line) {
        const auto b = line.find_first_not_of(" \t\r");
        const auto e = line.find_last_not_of(" \t\r");
        if (line.substr(b, e - b + 1) == "ucci") return run_ucci_loop(in, out);
        if (is_gomocup_line(line)) return run_gomocup_loop(in, out, line);
    }
    // End of input is a quit: the engine's destructor stops a running search or perft.
    UciEngine engine(out);
    while (engine.handle(read, line))
        if ((read = read_line(in, line, MaxLineLength)) == LineRead::End) break;
    return 0;
}

} // namespace engine::protocol
