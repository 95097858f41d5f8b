#include "uci_loop.h"

#include "session.h"
#include "uci_command.h"

#include "engine/chess/game.h"
#ifdef SABLE_HAS_XIANGQI
#include "engine/xiangqi/game.h"
#endif

#include <iostream>
#include <string>

namespace engine::protocol {

namespace {

core::Result<chess::Position> parse_chess960(std::string_view fen) {
    return chess::Position::from_fen(fen, true);
}

enum class Variant { Chess, Xiangqi };

class UciEngine {
public:
    explicit UciEngine(std::ostream& out)
        : out_(out) {
        reset_session();
    }

    // Returns false on "quit".
    bool handle(std::string_view line) {
        auto cmd = parse_uci_command(line);
        if (!cmd) {
            error(cmd.error().message, cmd.error().column);
            return true;
        }
        return std::visit([this](auto& c) { return on(c); }, *cmd);
    }

private:
    void error(const std::string& message, int column = 0) {
        out_ << "info string error " << (column > 0 ? "col " + std::to_string(column) + ": " : "")
             << message << std::endl;
    }

    void reset_session() {
        if (variant_ == Variant::Chess)
            session_ = std::make_unique<GameSession<chess::Chess>>(
                &chess::board_diagram, chess960_ ? &parse_chess960 : &chess::Chess::parse_fen);
#ifdef SABLE_HAS_XIANGQI
        else
            session_ = std::make_unique<GameSession<xiangqi::Xiangqi>>(&xiangqi::board_diagram);
#endif
    }

    bool on(const UciHello&) {
        out_ << "id name Sable 0.1\n"
             << "id author the Arbiter developers\n"
             << "option name UCI_Variant type combo default chess var chess"
#ifdef SABLE_HAS_XIANGQI
             << " var xiangqi"
#endif
             << "\noption name UCI_Chess960 type check default false\n"
             << "uciok" << std::endl;
        return true;
    }
    bool on(const IsReady&) {
        out_ << "readyok" << std::endl;
        return true;
    }
    bool on(const NewGame&) {
        reset_session();
        return true;
    }
    bool on(const Quit&) { return false; }
    bool on(const Stop&) { return true; } // nothing runs in the background yet
    bool on(const Display&) {
        out_ << session_->diagram() << std::flush;
        return true;
    }
    bool on(const SetOption& o) {
        auto lower = [](std::string s) {
            for (auto& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
            return s;
        };
        std::string name = lower(o.name), value = lower(o.value);
        if (name == "uci_variant") {
            if (value == "chess") variant_ = Variant::Chess;
#ifdef SABLE_HAS_XIANGQI
            else if (value == "xiangqi")
                variant_ = Variant::Xiangqi;
#endif
            else {
                error("unsupported UCI_Variant " + core::quote(o.value));
                return true;
            }
            reset_session();
        } else if (name == "uci_chess960") {
            if (value != "true" && value != "false") {
                error("UCI_Chess960 expects true or false, got " + core::quote(o.value));
                return true;
            }
            chess960_ = value == "true";
            reset_session();
        } else {
            error("unknown option " + core::quote(o.name));
        }
        return true;
    }
    bool on(const SetPosition& p) {
        if (auto e = session_->set_position(p.fen, p.moves)) error(e->message, e->column);
        return true;
    }
    bool on(const GoPerft& g) {
        out_ << session_->perft_report(g.depth) << std::flush;
        return true;
    }
    bool on(const Go&) {
        error("searching is not available yet in this build (only 'go perft N')");
        return true;
    }

    std::ostream&            out_;
    Variant                  variant_  = Variant::Chess;
    bool                     chess960_ = false;
    std::unique_ptr<Session> session_;
};

} // namespace

int run_uci_loop(std::istream& in, std::ostream& out) {
    UciEngine   engine(out);
    std::string line;
    while (std::getline(in, line)) {
        if (!engine.handle(line)) break;
    }
    return 0;
}

} // namespace engine::protocol
