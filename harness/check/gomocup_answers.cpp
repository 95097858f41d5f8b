#include "gomocup_answers.h"

#include "harness/game/gomocup.h"
#include "harness/game/rules.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace harness::check {

namespace {

std::string joined(const std::vector<std::string>& words, const char* between) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : between) + w;
    return out;
}

bool contains(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

} // namespace

std::string with_rule(const std::string& fen, const std::string& rule) {
    std::istringstream in(fen);
    std::string        rows, side;
    in >> rows >> side;
    return rows + " " + side + " " + rule;
}

engine::core::Result<std::vector<std::string>> gomocup_moves(game::Game game,
    const std::string& fen, const std::vector<std::string>& moves, const std::string& reply) {
    auto now = game->normalize(fen);
    for (std::size_t i = 0; now && i < moves.size(); ++i) now = game->play(*now, moves[i]);
    if (!now) return now.error();
    std::istringstream       in(reply);
    std::vector<std::string> played = moves, out;
    for (std::string point; in >> point;) {
        auto m = game::gomocup_reply(fen, played, point);
        if (!m) return engine::core::ParseError { 1, "'" + point + "': " + m.error().message };
        auto legal = game->legal_moves(*now);
        if (!legal || !contains(*legal, *m))
            return engine::core::ParseError { 1, "'" + point + "' (" + *m + ") is not legal here" };
        now = game->play(*now, *m);
        if (!now) return now.error();
        played.push_back(*m);
        out.push_back(*m);
    }
    return out;
}

std::optional<std::string> rule_answer_problem(game::Game game, const std::string& fen,
    const RulePosition& position, const std::string& reply) {
    auto m = gomocup_moves(game, fen, position.moves, reply);
    if (!m) return m.error().message;
    if (m->size() != 1) return "'" + reply + "' is not one move 'x,y'";
    const std::string& move = m->front();
    if (contains(position.avoid, move)
        || (!position.wanted.empty() && !contains(position.wanted, move)))
        return "played " + move + " ('" + reply + "'), expected "
            + (position.wanted.empty() ? "anything but " + joined(position.avoid, " or ")
                                       : joined(position.wanted, " or "))
            + ": " + position.why;
    return std::nullopt;
}

std::optional<std::string> swap2_answer_problem(game::Game game, const std::string& fen,
    const std::vector<std::string>& opening, const std::string& answer) {
    std::string word = answer;
    for (char& c : word) c = char(std::toupper(static_cast<unsigned char>(c)));
    if (word == "SWAP")
        return opening.empty() ? std::optional<std::string>("SWAP on an empty board: three stones "
                                                            "'x,y x,y x,y' were expected")
                               : std::nullopt;
    auto stones = gomocup_moves(game, fen, opening, answer);
    if (!stones) return stones.error().message;
    const std::size_t n = stones->size();
    const bool ok = opening.empty() ? n == 3 : opening.size() == 3 ? n == 1 || n == 2 : n == 1;
    if (!ok)
        return "'" + answer + "': " + std::to_string(n) + " stones after "
            + std::to_string(opening.size()) + ", expected "
            + (opening.empty()            ? "3"
                    : opening.size() == 3 ? "SWAP, 1 or 2"
                                          : "SWAP or 1");
    return std::nullopt;
}

} // namespace harness::check
