#include "gomocup_adapter.h"

#include "engine/core/text.h"
#include "harness/game/gomocup.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace harness::protocol {

using process::Clock;

namespace {

bool starts_with_word(std::string_view line, std::string_view word) {
    if (line.size() < word.size()) return false;
    for (std::size_t i = 0; i < word.size(); ++i)
        if (std::toupper(static_cast<unsigned char>(line[i])) != word[i]) return false;
    return line.size() == word.size() || line[word.size()] == ' ';
}

std::string trim(std::string_view s) { return std::string(engine::core::trim_blanks(s)); }

// The value of key="..." in an ABOUT line, or empty.
std::string about_value(std::string_view line, std::string_view key) {
    for (std::size_t at = line.find(key); at != std::string_view::npos;
         at             = line.find(key, at + 1)) {
        if (at > 0 && std::isalnum(static_cast<unsigned char>(line[at - 1]))) continue;
        std::size_t i = at + key.size();
        while (i < line.size() && line[i] == ' ') ++i;
        if (i >= line.size() || line[i] != '=') continue;
        ++i;
        while (i < line.size() && line[i] == ' ') ++i;
        if (i < line.size() && line[i] == '"') {
            const auto end = line.find('"', i + 1);
            return std::string(
                line.substr(i + 1, end == std::string_view::npos ? end : end - i - 1));
        }
    }
    return {};
}

// What a Swap2 answer `reply` to the `opening` stones (0, 3 or 5) holds: no stones for "SWAP",
// else the stones put (canonical, each on an empty point after those before it); or why the
// protocol does not allow it.
engine::core::Result<std::vector<std::string>> swap2_stones(
    const std::string& fen, const std::vector<std::string>& opening, const std::string& reply) {
    using Error             = engine::core::ParseError;
    const std::string upper = [&] {
        std::string u = trim(reply);
        for (char& c : u) c = char(std::toupper(static_cast<unsigned char>(c)));
        return u;
    }();
    const auto n = opening.size();
    if (upper == "SWAP") {
        if (n == 0) return Error { 1, "'SWAP' with no stones on the board: three stones expected" };
        return std::vector<std::string> {};
    }
    std::vector<std::string> moves = opening, stones;
    std::istringstream       in(reply);
    for (std::string token; in >> token;) {
        auto m = game::gomocup_reply(fen, moves, token);
        if (!m) return Error { 1, "stone '" + token + "': " + m.error().message };
        moves.push_back(*m);
        stones.push_back(*m);
    }
    const bool counted = (n == 0 && stones.size() == 3)
        || (n == 3 && (stones.size() == 1 || stones.size() == 2)) || (n == 5 && stones.size() == 1);
    if (!counted)
        return Error { 1,
            "answered '" + trim(reply) + "' (" + std::to_string(stones.size())
                + " stones) to SWAP2BOARD with " + std::to_string(n) + " stones: "
                + (n == 0        ? "three stones expected"
                        : n == 3 ? "SWAP, one stone or two expected"
                                 : "SWAP or one stone expected") };
    return stones;
}

} // namespace

EngineId parse_about(std::string_view line) {
    EngineId id;
    id.name   = about_value(line, "name");
    id.author = about_value(line, "author");
    if (auto v = about_value(line, "version"); !v.empty() && !id.name.empty()) id.name += " " + v;
    return id;
}

GomocupAdapter::GomocupAdapter(
    process::LineTransport& transport, std::function<std::string()> tail, Timeouts timeouts)
    : LineAdapter(transport, std::move(tail), timeouts) { }

Answer<std::string> GomocupAdapter::answer(process::Deadline deadline, const char* waiting_for) {
    for (;;) {
        auto line = read(deadline, waiting_for);
        if (!line) return line;
        const std::string t = trim(*line);
        if (t.empty() || starts_with_word(t, "MESSAGE") || starts_with_word(t, "DEBUG")) continue;
        if (starts_with_word(t, "ERROR") || starts_with_word(t, "UNKNOWN"))
            return fault(Fault::Kind::Malformed,
                std::string("engine answered '") + t + "' while " + waiting_for + " was expected");
        return t;
    }
}

Answer<Unit> GomocupAdapter::start(int size) {
    if (auto r = send_or_fault("START " + std::to_string(size)); !r) return r.error();
    auto ok = answer(Clock::now() + timeouts_.handshake, "OK");
    if (!ok) return ok.error();
    std::string word = *ok;
    for (char& c : word) c = char(std::toupper(static_cast<unsigned char>(c)));
    if (word != "OK")
        return fault(Fault::Kind::Malformed, "expected OK after START, got '" + *ok + "'");
    size_ = size;
    rule_.reset();
    return Unit {};
}

Answer<EngineId> GomocupAdapter::handshake(game::Game variant) {
    if (auto r = start(game::gomocup_size(variant)); !r) return r.error();
    if (auto r = send_or_fault("ABOUT"); !r) return r.error();
    auto about = answer(Clock::now() + timeouts_.handshake, "ABOUT line");
    if (!about) return about.error();
    EngineId id = parse_about(*about);
    if (id.name.empty())
        return fault(Fault::Kind::Malformed, "ABOUT line without name=\"...\": '" + *about + "'");
    return id;
}

Answer<Unit> GomocupAdapter::configure(
    const std::vector<std::pair<std::string, std::string>>& options) {
    // Gomocup has no options; an engine's settings are INFO keys.
    for (const auto& [key, value] : options)
        if (auto r = send_or_fault("INFO " + key + " " + value); !r) return r.error();
    return Unit {};
}

Answer<Unit> GomocupAdapter::new_game() {
    if (!size_) return Unit {};
    if (auto r = send_or_fault("RESTART"); !r) return r.error();
    auto line = read(Clock::now() + timeouts_.handshake, "OK");
    if (!line) return line.error();
    const std::string t = trim(*line);
    if (starts_with_word(t, "UNKNOWN")) return start(size_); // the protocol's fallback
    if (t != "OK" && t != "ok")
        return fault(Fault::Kind::Malformed, "expected OK after RESTART, got '" + t + "'");
    rule_.reset(); // "communication continues as after START": the rule is sent again
    return Unit {};
}

void GomocupAdapter::set_position(const std::string& fen, const std::vector<std::string>& moves) {
    fen_   = fen;
    moves_ = moves;
}

Answer<game::GomocupBoard> GomocupAdapter::board_for(
    const std::string& fen, const std::vector<std::string>& moves) {
    auto board = game::gomocup_board(fen, moves);
    if (!board) return fault(Fault::Kind::Malformed, board.error().message);
    if (board->size != size_)
        if (auto r = start(board->size); !r) return r.error();
    if (rule_ != board->rule) {
        if (auto r = send_or_fault("INFO rule " + std::to_string(board->rule)); !r)
            return r.error();
        rule_ = board->rule;
    }
    return std::move(*board);
}

int GomocupAdapter::send_limits(const Limits& limits, bool first) {
    const auto own     = first ? limits.wtime_ms : limits.btime_ms;
    const auto inc     = (first ? limits.winc_ms : limits.binc_ms).value_or(0);
    int        wait_ms = 0;
    if (const int match = limits.match_ms.value_or(0); limits.turn_ms || match > 0) {
        const int turn = limits.turn_ms.value_or(match); // no turn limit: the match's
        wait_ms        = own && match > 0 ? std::min(turn, std::max(*own, 0)) : turn;
        send("INFO timeout_turn " + std::to_string(turn));
        send("INFO timeout_match " + std::to_string(match));
        send("INFO time_left " + std::to_string(own && match > 0 ? *own : 2147483647));
    } else if (limits.movetime_ms) {
        wait_ms = *limits.movetime_ms;
        send("INFO timeout_turn " + std::to_string(*limits.movetime_ms));
        send("INFO timeout_match 0");
        send("INFO time_left 2147483647");
    } else if (own) {
        wait_ms = std::max(*own, 0) + inc;
        send("INFO timeout_turn " + std::to_string(std::max(*own, 1) + inc));
        send("INFO timeout_match " + std::to_string(std::max(*own, 1) + inc));
        send("INFO time_left " + std::to_string(*own));
    } else {
        wait_ms = 1000; // depth, nodes or infinite: Gomocup has none of them
        send("INFO timeout_turn 1000");
        send("INFO timeout_match 0");
        send("INFO time_left 2147483647");
    }
    return wait_ms;
}

Answer<SearchResult> GomocupAdapter::go(const Limits& limits) {
    // Step 1. The position: the start stones, then the moves, checked by the rules.
    auto board = board_for(fen_, moves_);
    if (!board) return board.error();

    // Step 2. Limits as INFO lines: the Gomocup's clocks, a fixed move time, or the mover's clock.
    const int wait_ms = send_limits(limits, board->black_moves);

    // Step 3. BOARD in move order: the set-up stones (black first, alternating where it can),
    // then the moves.
    if (auto r = send_or_fault("BOARD"); !r) return r.error();
    for (const auto& stone : board->stones)
        send(std::to_string(stone.x) + "," + std::to_string(stone.y) + ","
            + (stone.black == board->black_moves ? "1" : "2"));
    const auto t0 = Clock::now();
    if (auto r = send_or_fault("DONE"); !r) return r.error();

    // Step 4. The reply.
    auto reply = answer(t0 + std::chrono::milliseconds(wait_ms) + timeouts_.search_margin, "x,y");
    if (!reply) return reply.error();
    SearchResult out;
    out.elapsed_ms
        = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count();
    auto m = game::gomocup_reply(fen_, moves_, *reply);
    if (!m) {
        const bool shape = reply->find(',') != std::string::npos;
        return fault(shape ? Fault::Kind::IllegalMove : Fault::Kind::Malformed,
            "move '" + *reply + "': " + m.error().message);
    }
    out.bestmove = *m;
    return out;
}

Answer<Swap2Reply> GomocupAdapter::swap2(
    const std::string& fen, const std::vector<std::string>& opening, const Limits& limits) {
    auto board = board_for(fen, opening);
    if (!board) return board.error();
    const int wait_ms = send_limits(limits, board->black_moves);
    if (auto r = send_or_fault("SWAP2BOARD"); !r) return r.error();
    for (const auto& stone : board->stones)
        send(std::to_string(stone.x) + "," + std::to_string(stone.y));
    const auto t0 = Clock::now();
    if (auto r = send_or_fault("DONE"); !r) return r.error();
    auto reply = answer(
        t0 + std::chrono::milliseconds(wait_ms) + timeouts_.search_margin, "the Swap2 answer");
    if (!reply) return reply.error();
    Swap2Reply out;
    out.elapsed_ms
        = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count();
    auto stones = swap2_stones(fen, opening, *reply);
    if (!stones) return fault(Fault::Kind::IllegalMove, stones.error().message);
    out.swap   = stones->empty();
    out.stones = std::move(*stones);
    return out;
}

Answer<PerftResult> GomocupAdapter::perft(int) {
    return fault(Fault::Kind::Malformed, "the Gomocup protocol has no perft");
}

Answer<Unit> GomocupAdapter::ping() {
    if (auto r = send_or_fault("ABOUT"); !r) return r.error();
    auto about = answer(Clock::now() + timeouts_.ping, "ABOUT line");
    if (!about) return about.error();
    return Unit {};
}

void GomocupAdapter::quit() { send("END"); }

Capabilities GomocupAdapter::capabilities() const {
    Capabilities c;
    c.perft        = false;
    c.node_limit   = false;
    c.mate_limit   = false;
    c.any_position = true;
    c.ping         = true;
    c.swap2        = true;
    return c;
}

} // namespace harness::protocol
