#include "xboard_adapter.h"
#include "spell.h"

#include "harness/game/rules.h"

#include "output_limits.h"
#include "search_clock.h"
#include "xboard_edit.h"
#include "xboard_parse.h"

#include <algorithm>
#include <set>

namespace harness::protocol {

using process::Clock;
using process::Status;

namespace {

// Features Arbiter can live with; anything else (and san=1) is rejected.
const std::set<std::string>& accepted_features() {
    static const std::set<std::string> names { "ping", "setboard", "playother", "usermove", "time",
        "draw", "sigint", "sigterm", "reuse", "analyze", "myname", "variants", "colors", "ics",
        "name", "pause", "nps", "debug", "memory", "smp", "egt", "option", "exclude", "setscore",
        "highlight", "done", "san" };
    return names;
}

// Board and side fields of a FEN.
std::string board_and_side(const std::string& fen) {
    auto sp = fen.find(' ');
    if (sp == std::string::npos) return fen;
    auto sp2 = fen.find(' ', sp + 1);
    return fen.substr(0, sp2);
}

std::string list_contains(const std::string& list, const std::string& item) {
    std::size_t i = 0;
    while (i <= list.size()) {
        auto end = list.find(',', i);
        if (end == std::string::npos) end = list.size();
        if (list.substr(i, end - i) == item) return item;
        i = end + 1;
    }
    return {};
}

} // namespace

XboardAdapter::XboardAdapter(
    process::LineTransport& transport, std::function<std::string()> tail, Timeouts timeouts)
    : LineAdapter(transport, std::move(tail), timeouts) { }

bool XboardAdapter::feature_on(const std::string& name) const {
    auto it = features_.find(name);
    return it != features_.end() && it->second == "1";
}

Answer<EngineId> XboardAdapter::handshake(game::Game variant) {
    variant_ = variant;
    features_.clear();
    depth_cmd_ = 0;
    if (auto r = send_or_fault("xboard"); !r) return r.error();
    if (auto r = send_or_fault("protover 2"); !r) return r.error();
    EngineId id;
    // Step 1. Features: a v1 engine says nothing (grace period); done=0 extends the wait.
    // GNU Chess 6 leaves a "protover 2" that arrived with "xboard" unread until more input
    // comes: after a silent quarter second the command is sent once more.
    auto deadline = Clock::now() + feature_grace_;
    auto nudge    = Clock::now() + std::chrono::milliseconds(250);
    bool heard    = false;
    for (bool done = false; !done;) {
        auto line = read(heard ? deadline : std::min(deadline, nudge), "feature done=1");
        if (!line && line.error().kind == Fault::Kind::Timeout && !heard
            && Clock::now() < deadline) {
            heard = true;
            if (auto r = send_or_fault("protover 2"); !r) return r.error();
            continue;
        }
        if (!line && line.error().kind == Fault::Kind::Timeout) break;
        if (!line) return line.error();
        auto pairs = parse_feature_line(*line);
        if (!pairs) continue;
        heard = true;
        for (auto& [name, value] : *pairs) {
            bool ok = accepted_features().count(name) && !(name == "san" && value == "1");
            if (auto r = send_or_fault(std::string(ok ? "accepted " : "rejected ") + name); !r)
                return r.error();
            if (!ok) continue;
            if (name == "done") {
                if (value == "1") done = true;
                if (value == "0") deadline = Clock::now() + timeouts_.handshake;
                continue;
            }
            if (name == "myname") id.name = value;
            if (name == "option")
                (void)keep_option(id.options, "option " + value);
            else
                features_[name] = value;
        }
    }
    // Step 2. The variant must be listed (engines without `variants` play normal chess).
    const std::string wanted(variant->protocol().xboard_variant);
    if (!wanted.empty()) {
        auto it = features_.find("variants");
        if (it == features_.end() || list_contains(it->second, wanted).empty())
            return fault(Fault::Kind::Malformed,
                std::string("engine does not list '") + wanted + "' in its variants");
    }
    // Step 3. No pondering; then make sure the engine is listening.
    if (auto r = send_or_fault("easy"); !r) return r.error();
    if (auto p = ping(); !p) return p.error();
    return id;
}

Answer<Unit> XboardAdapter::configure(
    const std::vector<std::pair<std::string, std::string>>& options) {
    for (const auto& [name, value] : options) {
        std::string cmd = name == "memory" || name == "cores" ? name + " " + value
                                                              : spell::xboard_option(name, value);
        if (auto r = send_or_fault(cmd); !r) return r;
    }
    return ping();
}

Answer<Unit> XboardAdapter::new_game() {
    if (auto r = send_or_fault("new"); !r) return r;
    return ping();
}

void XboardAdapter::set_position(const std::string& fen, const std::vector<std::string>& moves) {
    fen_   = fen;
    moves_ = moves;
}

Answer<Unit> XboardAdapter::ping() {
    if (!feature_on("ping")) return Unit {};
    int n = ++ping_counter_;
    if (auto r = send_or_fault("ping " + std::to_string(n)); !r) return r;
    auto deadline = Clock::now() + timeouts_.ping;
    for (;;) {
        auto line = read(deadline, "pong");
        if (!line) return line.error();
        if (parse_pong_line(*line) == n) return Unit {};
    }
}

Answer<bool> XboardAdapter::refused(const std::string& cmd) {
    if (auto r = send_or_fault(cmd); !r) return r.error();
    if (!feature_on("ping")) return false;
    int n = ++ping_counter_;
    if (auto r = send_or_fault("ping " + std::to_string(n)); !r) return r.error();
    auto deadline = Clock::now() + timeouts_.ping;
    bool no       = false;
    for (;;) {
        auto line = read(deadline, "pong");
        if (!line) return line.error();
        if (parse_pong_line(*line) == n) return no;
        if (auto what = parse_refusal_line(*line); what && *what == cmd) no = true;
    }
}

Answer<Unit> XboardAdapter::send_position() {
    bool from_start = fen_.empty() || board_and_side(fen_) == board_and_side(variant_->start_fen());
    std::vector<std::string> prelude, set_up;
    if (!from_start && feature_on("setboard")) {
        set_up = { "setboard " + fen_ };
    } else if (!from_start) {
        auto edit = xboard_edit(variant_, fen_);
        if (!edit)
            return fault(Fault::Kind::Malformed,
                "cannot set up '" + fen_ + "' with edit: " + edit.error().message);
        prelude = std::move(edit->prelude);
        set_up  = std::move(edit->commands);
    }
    auto move = [&](const std::string& m) {
        return send_or_fault(feature_on("usermove") ? "usermove " + m : m);
    };
    if (auto r = send_or_fault("new"); !r) return r;
    if (const auto& v = variant_->protocol().xboard_variant; !v.empty())
        if (auto r = send_or_fault("variant " + std::string(v)); !r) return r;
    if (auto r = send_or_fault("force"); !r) return r;
    for (const auto& m : prelude)
        if (auto r = move(m); !r) return r;
    for (const auto& cmd : set_up)
        if (auto r = send_or_fault(cmd); !r) return r;
    for (const auto& m : moves_)
        if (auto r = move(m); !r) return r;
    return Unit {};
}

Answer<Unit> XboardAdapter::send_limits(const Limits& limits) {
    if (limits.depth) {
        auto d = std::to_string(*limits.depth);
        if (depth_cmd_ == 0) {
            auto sd = refused("sd " + d);
            if (!sd) return sd.error();
            depth_cmd_ = 1;
            if (*sd) {
                auto depth = refused("depth " + d);
                if (!depth) return depth.error();
                if (*depth)
                    return fault(Fault::Kind::Malformed, "engine refuses both 'sd' and 'depth'");
                depth_cmd_ = 2;
            }
        } else if (auto r = send_or_fault((depth_cmd_ == 1 ? "sd " : "depth ") + d); !r)
            return r;
    }
    if (limits.movetime_ms) {
        int s = std::max(1, (*limits.movetime_ms + 500) / 1000);
        if (auto r = send_or_fault("st " + std::to_string(s)); !r) return r;
    } else if (limits.wtime_ms || limits.btime_ms) {
        bool black = black_to_move(fen_, moves_.size());
        int  own   = (black ? limits.btime_ms : limits.wtime_ms).value_or(0);
        int  opp   = (black ? limits.wtime_ms : limits.btime_ms).value_or(own);
        int  inc   = (black ? limits.binc_ms : limits.winc_ms).value_or(0);
        int  secs  = std::max(1, own / 1000);
        auto level = "level " + std::to_string(limits.movestogo.value_or(0)) + " "
            + std::to_string(secs / 60) + ":" + (secs % 60 < 10 ? "0" : "")
            + std::to_string(secs % 60) + " " + std::to_string(inc / 1000);
        for (const auto& cmd :
            { level, "time " + std::to_string(own / 10), "otim " + std::to_string(opp / 10) })
            if (auto r = send_or_fault(cmd); !r) return r;
    } else if (limits.depth) {
        // A depth alone: without a time control the engine's default clock would cut the
        // search short (Fairy-Max stops at depth 1 on a busy machine); give it the time go()
        // waits for.
        auto secs = std::chrono::duration_cast<std::chrono::seconds>(timeouts_.perft).count();
        if (auto r = send_or_fault("st " + std::to_string(std::max<long long>(1, secs))); !r)
            return r;
    }
    return send_or_fault("post");
}

Answer<SearchResult> XboardAdapter::go(const Limits& limits) {
    if (limits.mate) return fault(Fault::Kind::Malformed, "xboard has no mate search");
    if (limits.nodes && !limits.depth && !limits.movetime_ms && !limits.wtime_ms
        && !limits.btime_ms)
        return fault(Fault::Kind::Malformed, "xboard has no node limit");
    if (auto r = send_position(); !r) return r.error();
    if (auto r = send_limits(limits); !r) return r.error();
    SearchClock clock;
    if (auto r = send_or_fault("go"); !r) return r.error();
    const auto start  = clock.start();
    auto       budget = timeouts_.perft;
    if (limits.movetime_ms)
        budget = std::chrono::milliseconds(std::max(1000, *limits.movetime_ms));
    else if (limits.wtime_ms || limits.btime_ms)
        budget = std::chrono::milliseconds(
            std::max(limits.wtime_ms.value_or(0), limits.btime_ms.value_or(0)));
    else if (limits.infinite)
        budget = std::chrono::milliseconds(0);
    auto         deadline = start + budget + timeouts_.search_margin;
    bool         stopped  = false;
    SearchResult out;
    for (;;) {
        auto line = read(deadline, "move");
        if (!line && line.error().kind == Fault::Kind::Timeout && limits.infinite && !stopped) {
            send("?"); // move now
            stopped  = true;
            deadline = Clock::now() + timeouts_.search_margin;
            continue;
        }
        if (!line) return line.error();
        if (auto info = parse_thinking_line(*line)) {
            clock.on_info();
            keep_info(out.infos, std::move(*info));
            continue;
        }
        if (auto m = parse_move_line(*line)) {
            out.bestmove = *m;
            break;
        }
        if (auto what = parse_refusal_line(*line))
            return fault(Fault::Kind::Malformed, "engine refused '" + *what + "': " + *line);
        if (is_result_line(*line)) break; // game over: no move
    }
    clock.finish(out);
    send("force"); // the engine played the move on its board; keep it from thinking on
    return out;
}

Answer<PerftResult> XboardAdapter::perft(int) {
    return fault(Fault::Kind::Malformed, "xboard has no perft command");
}

void XboardAdapter::quit() { send("quit"); }

Capabilities XboardAdapter::capabilities() const {
    Capabilities c;
    c.any_position    = true; // setboard, or edit (see xboard_edit.h for what edit loses)
    c.ping            = feature_on("ping");
    c.xboard_setboard = feature_on("setboard");
    c.xboard_usermove = feature_on("usermove");
    c.node_limit      = false; // "st"/"sd" only; see go()
    return c;
}

} // namespace harness::protocol
