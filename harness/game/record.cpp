#include "harness/game/record.h"

#include "harness/game/rules.h"

namespace harness::game {

using engine::core::ParseError;
using engine::core::Result;

Result<GameRecord> GameRecord::start(
    Game game, const std::string& fen, const RefereeOptions& options) {
    const std::string from = fen.empty() ? game->start_fen() : fen;
    auto              norm = game->normalize(from);
    if (!norm) return norm.error();
    auto state = game->start_record(*norm, options);
    if (!state) return state.error();
    return GameRecord(game, *norm, options, std::move(*state));
}

GameRecord::GameRecord(Game game, std::string start_fen, RefereeOptions options,
    std::unique_ptr<detail::RecordState> state)
    : game_(game)
    , start_fen_(std::move(start_fen))
    , options_(options)
    , state_(std::move(state)) { }

GameRecord::GameRecord(const GameRecord& other)
    : game_(other.game_)
    , start_fen_(other.start_fen_)
    , options_(other.options_)
    , state_(other.state_->clone())
    , moves_(other.moves_) { }

GameRecord& GameRecord::operator=(const GameRecord& other) {
    if (this != &other) *this = GameRecord(other);
    return *this;
}

GameRecord::~GameRecord() = default;

std::string              GameRecord::fen() const { return state_->fen(); }
engine::core::Color      GameRecord::side_to_move() const { return state_->side_to_move(); }
std::vector<std::string> GameRecord::legal_moves() const { return state_->legal_moves(); }
Status                   GameRecord::status() const { return state_->status(); }
std::string              GameRecord::explain_status() const { return state_->explain(); }
std::string              GameRecord::status_reasoning() const {
                 const std::string all = explain_status(), verdict = describe(status());
                 if (all.rfind(verdict, 0) != 0) return all;
    const std::string rest = all.substr(verdict.size());
                 return rest.rfind(": ", 0) == 0 ? rest.substr(2) : rest;
}
bool GameRecord::can_mate(engine::core::Color side) const { return state_->can_mate(side); }
std::vector<std::string> GameRecord::forbidden_repeats() const {
    return status().is_over() ? std::vector<std::string> {} : state_->forbidden_repeats();
}

std::optional<std::string> GameRecord::foul(std::string_view move) const {
    return status().is_over() ? std::nullopt : state_->foul(move);
}

ParseError GameRecord::no_notation(Notation n) const {
    return { 0, game_.name() + " has no notation '" + to_string(n) + "'" };
}

Result<std::vector<std::string>> GameRecord::moves_as(Notation n) const {
    if (!game_->has_notation(n)) return no_notation(n);
    return state_->history(n);
}

Result<std::string> GameRecord::play(std::string_view move) {
    return play(move, game_->notations().front());
}

Result<std::string> GameRecord::play(std::string_view move, Notation n) {
    if (!game_->has_notation(n)) return no_notation(n);
    if (auto st = status(); st.is_over())
        return ParseError { 1,
            "the game is over (" + describe(st) + "): cannot play " + engine::core::quote(move) };
    auto played = state_->play(move, n);
    if (played) moves_.push_back(*played);
    return played;
}

} // namespace harness::game
