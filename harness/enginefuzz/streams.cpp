#include "streams.h"

#include "lines.h"

#include "harness/game/rules.h"

#include <functional>
#include <utility>

namespace harness::enginefuzz {

namespace {

using protocol::Protocol;

Lines join(std::initializer_list<Lines> parts) {
    Lines out;
    for (const auto& p : parts) out.insert(out.end(), p.begin(), p.end());
    return out;
}

std::string bytes(Rng& rng, std::size_t n) {
    std::string s;
    for (std::size_t i = 0; i < n; ++i) {
        char c = char(1 + below(rng, 255));
        s += c == '\n' ? '\r' : c;
    }
    return s;
}

// The commands of one protocol a stream is made of.
struct Words {
    std::string infinite, stop, ponder, ponderhit, newgame;
    Lines       bad_options;
};

Words words_of(const Dialect& d) {
    if (d.proto == Protocol::Xboard)
        return { "analyze", "exit", "hard", "easy", "new",
            { "option NoSuchOption=1", "memory -1", "memory 99999999999", "cores 0",
                "option Hash=999999999", "level 0 0 0", "st -5", "sd 0", "sd 99999" } };
    if (d.proto == Protocol::Ucci)
        return { "go infinite", "stop", "go ponder depth 5", "ponderhit", "setoption newgame",
            { "setoption nosuchoption 1", "setoption hashsize -1", "setoption hashsize 99999999999",
                "setoption threads 0", "setoption batch maybe", "setoption usemillisec",
                "banmoves zz99 a0a0", "probe", "setoption" } };
    return { "go infinite", "stop", "go ponder", "ponderhit", "ucinewgame",
        { "setoption name NoSuchOption value 1", "setoption name Hash value -1",
            "setoption name Hash value 99999999999999999999", "setoption name Threads value 0",
            "setoption name MultiPV value 0", "setoption name MultiPV value 100000",
            "setoption name Ponder value maybe", "setoption name", "setoption value 3",
            "setoption name Clear Hash", "setoption name UCI_Chess960 value yes" } };
}

using Stream = std::function<Lines(const Dialect&, const Words&, Rng&)>;

std::vector<std::pair<std::string, Stream>> streams() {
    auto pos = [](const Dialect& d) { return d.position(std::nullopt, {}); };
    auto go  = [](const Dialect& d, Rng& r) { return d.go(1 + int(below(r, 6))); };
    return {
        { "go-before-position", [=](const Dialect& d, const Words&, Rng& r) { return go(d, r); } },
        { "position-during-search",
            [=](const Dialect& d, const Words& w, Rng& r) {
                auto fens = d.game->random_positions(1, r());
                return join({ pos(d), { w.infinite }, d.position(fens.at(0), {}), { w.stop } });
            } },
        { "stop-without-search",
            [=](const Dialect&, const Words& w, Rng&) {
                return Lines { w.stop, w.stop };
            } },
        { "sync-during-search",
            [=](const Dialect& d, const Words& w, Rng& r) {
                Lines out = join({ pos(d), { w.infinite } });
                for (int i = 0, n = 1 + int(below(r, 8)); i < n; ++i) out.push_back(d.sync(i + 2));
                out.push_back(w.stop);
                return out;
            } },
        { "ponderhit-race",
            [=](const Dialect& d, const Words& w, Rng& r) {
                Lines out = join({ pos(d) });
                if (below(r, 2)) out.push_back(w.ponder);
                out.push_back(w.ponderhit);
                out.push_back(w.stop);
                return out;
            } },
        { "go-during-search",
            [=](const Dialect& d, const Words& w, Rng& r) {
                return join({ pos(d), { w.infinite }, go(d, r), { w.stop } });
            } },
        { "bad-option",
            [=](const Dialect& d, const Words& w, Rng& r) {
                Lines out { w.bad_options[below(r, w.bad_options.size())] };
                return join({ out, pos(d), go(d, r) });
            } },
        { "overlong-line",
            [=](const Dialect& d, const Words&, Rng& r) {
                const std::size_t n    = std::size_t(70000 + below(r, 70000));
                std::string       line = below(r, 2) ? "position startpos moves" : "position fen";
                while (line.size() < n) line += below(r, 2) ? " e2e4" : " a";
                return join({ { line }, go(d, r) });
            } },
        { "binary-bytes",
            [=](const Dialect& d, const Words&, Rng& r) {
                Lines out;
                for (int i = 0, n = 1 + int(below(r, 4)); i < n; ++i)
                    out.push_back(bytes(r, std::size_t(1 + below(r, 200))));
                return join({ out, pos(d), go(d, r) });
            } },
        { "crlf",
            [=](const Dialect& d, const Words&, Rng& r) {
                Lines out = join({ pos(d), go(d, r) });
                for (auto& l : out) l += "\r";
                return out;
            } },
        { "whitespace",
            [=](const Dialect& d, const Words&, Rng& r) {
                Lines out = join({ { "", "   ", "\t" }, pos(d), go(d, r) });
                for (auto& l : out) l = "  " + l + " \t ";
                return out;
            } },
        { "new-game-during-search",
            [=](const Dialect& d, const Words& w, Rng&) {
                return join({ pos(d), { w.infinite, w.newgame }, { w.stop } });
            } },
        { "quit-mid-search",
            [=](const Dialect& d, const Words& w, Rng&) {
                return join({ pos(d), { w.infinite, d.quit() } });
            } },
    };
}

} // namespace

std::vector<std::string> stream_classes(const Dialect&) {
    std::vector<std::string> out;
    for (const auto& [name, fn] : streams()) out.push_back("protocol/" + name);
    return out;
}

Case stream_case(const Dialect& d, const std::string& label, Rng& rng) {
    const Words w = words_of(d);
    for (const auto& [name, fn] : streams()) {
        if ("protocol/" + name != label) continue;
        Lines lines = join({ d.handshake(), fn(d, w, rng) });
        if (!is_command(lines.back(), "quit")) lines.push_back(d.sync(1));
        return { Category::Protocol, label, lines };
    }
    return { Category::Protocol, label, d.handshake() };
}

Case protocol_case(const Dialect& d, Rng& rng) {
    auto classes = stream_classes(d);
    return stream_case(d, classes[below(rng, classes.size())], rng);
}

} // namespace harness::enginefuzz
