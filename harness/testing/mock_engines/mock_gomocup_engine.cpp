// mock_gomocup_engine: a Gomocup (piskvork pbrain) engine with planted bugs, for the tests of
// `arbiter fuzz` over Gomocup.
//
// Speaks: START n (5 to 20: OK, else ERROR), RESTART, INFO (ignored), BEGIN, TURN x,y,
// BOARD ... x,y,f ... DONE, SWAP2BOARD ... x,y ... DONE (to no stones the three first empty
// points in row-major order, to 3 or 5 stones SWAP), TAKEBACK x,y, ABOUT, END; commands in any
// case, CR before the newline ignored; anything else is answered UNKNOWN, a bad command or point
// ERROR. Its move is the first empty point in row-major order.
//
// Planted bugs (flags):
//   --occupied-on-edge    when the opponent's last stone (the TURN, or the last stone with
//                         field 2 in a BOARD) is on the edge of the board, answer that point
//                         (which holds a stone)
//   --crash-on-board N    die by SIGSEGV at the DONE of a BOARD that listed more than N stones
//   --think MS            sleep MS milliseconds before each move and SWAP2BOARD answer (the
//                         Gomocup clocks' tests)
//   --grow MB             before each move, take MB megabytes more memory and keep them
//                         (the memory limit's tests)
//   --swap2-stones N      answer SWAP2BOARD with no stones with N stones (the protocol: 3)
// Bad flags: a message on stderr, exit code 2.

#include <cctype>
#include <charconv>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

struct Options {
    bool               occupied_on_edge = false;
    std::optional<int> crash_on_board;
    int                think_ms     = 0;
    int                grow_mb      = 0;
    int                swap2_stones = 3;
};

struct Point {
    int x = 0, y = 0;
};

std::string upper(std::string s) {
    for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

// "x,y" or "x,y,f" into numbers; nullopt unless every field is a number.
std::optional<std::vector<int>> numbers(const std::string& text, std::size_t count) {
    std::vector<int>  out;
    std::stringstream in(text);
    for (std::string field; std::getline(in, field, ',');) {
        int v          = 0;
        auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), v);
        if (field.size() > 6 || ec != std::errc() || end != field.data() + field.size())
            return std::nullopt;
        out.push_back(v);
    }
    if (out.size() != count) return std::nullopt;
    return out;
}

class Brain {
public:
    explicit Brain(Options o)
        : options_(o) { }

    // false on END.
    bool handle(const std::string& line) {
        std::istringstream in(line);
        std::string        word, rest;
        in >> word;
        std::getline(in >> std::ws, rest);
        word = upper(word);
        if (word.empty() || word == "INFO") return true;
        if (word == "END") return false;
        if (word == "START")
            start(rest);
        else if (word == "RESTART")
            restart();
        else if (word == "ABOUT")
            say("name=\"mock-gomocup\", version=\"1\", author=\"Arbiter\"");
        else if (word == "BEGIN")
            begin();
        else if (word == "TURN")
            turn(rest);
        else if (word == "TAKEBACK")
            takeback(rest);
        else if (word == "BOARD")
            board();
        else if (word == "SWAP2BOARD")
            swap2board();
        else
            say("UNKNOWN " + word);
        return true;
    }

private:
    void say(const std::string& s) { std::cout << s << std::endl; }
    int& at(Point p) { return cells_[std::size_t(p.y * size_ + p.x)]; }
    bool on_board(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < size_ && p.y < size_; }
    bool on_edge(Point p) const {
        return p.x == 0 || p.y == 0 || p.x == size_ - 1 || p.y == size_ - 1;
    }
    void reset(int size) {
        size_ = size;
        cells_.assign(std::size_t(size * size), 0);
    }

    void start(const std::string& rest) {
        auto n = numbers(rest, 1);
        if (!n || (*n)[0] < 5 || (*n)[0] > 20) return say("ERROR unsupported size");
        reset((*n)[0]);
        say("OK");
    }

    void restart() {
        if (!size_) return say("ERROR no START");
        reset(size_);
        say("OK");
    }

    void begin() {
        if (!size_) return say("ERROR no START");
        move(std::nullopt);
    }

    void turn(const std::string& rest) {
        auto n = numbers(rest, 2);
        if (!size_ || !n) return say("ERROR bad TURN");
        const Point p { (*n)[0], (*n)[1] };
        if (!on_board(p) || at(p)) return say("ERROR bad point");
        at(p) = 2;
        move(p);
    }

    void takeback(const std::string& rest) {
        auto n = numbers(rest, 2);
        if (!size_ || !n || !on_board({ (*n)[0], (*n)[1] }) || !at({ (*n)[0], (*n)[1] }))
            return say("ERROR nothing to take back");
        at({ (*n)[0], (*n)[1] }) = 0;
        say("OK");
    }

    // BOARD: stone lines until DONE; a bad one makes the answer ERROR.
    void board() {
        std::vector<int>     cells(cells_.size(), 0);
        std::optional<Point> last;
        bool                 bad   = !size_;
        int                  count = 0;
        for (std::string line; std::getline(std::cin, line);) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (upper(line) == "DONE") {
                if (options_.crash_on_board && count > *options_.crash_on_board)
                    std::raise(SIGSEGV);
                if (bad) return say("ERROR bad BOARD");
                cells_ = cells;
                return move(last);
            }
            auto n = numbers(line, 3);
            if (!n) {
                bad = true;
                continue;
            }
            ++count;
            const Point p { (*n)[0], (*n)[1] };
            if (bad || !on_board(p) || cells[std::size_t(p.y * size_ + p.x)]
                || ((*n)[2] != 1 && (*n)[2] != 2)) {
                bad = true;
                continue;
            }
            cells[std::size_t(p.y * size_ + p.x)] = (*n)[2];
            if ((*n)[2] == 2) last = p;
        }
    }

    // SWAP2BOARD: stone lines until DONE. To none, the first empty points (3, or --swap2-stones);
    // else SWAP.
    void swap2board() {
        int count = 0;
        for (std::string line; std::getline(std::cin, line);) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (upper(line) == "DONE") break;
            ++count;
        }
        if (options_.think_ms > 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(options_.think_ms));
        if (count > 0) return say("SWAP");
        std::string stones;
        for (int i = 0; i < options_.swap2_stones && i < size_ * size_; ++i)
            stones += (i ? " " : "") + std::to_string(i % size_) + "," + std::to_string(i / size_);
        say(stones);
    }

    // The first empty point, or (the bug) the opponent's last stone on the edge.
    void move(std::optional<Point> last) {
        if (options_.think_ms > 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(options_.think_ms));
        if (options_.grow_mb > 0) // touched, so it is resident
            kept_.emplace_back(std::size_t(options_.grow_mb) << 20, char(1));
        if (options_.occupied_on_edge && last && on_edge(*last))
            return say(std::to_string(last->x) + "," + std::to_string(last->y));
        for (int y = 0; y < size_; ++y)
            for (int x = 0; x < size_; ++x)
                if (!at({ x, y })) {
                    at({ x, y }) = 1;
                    return say(std::to_string(x) + "," + std::to_string(y));
                }
        say("ERROR the board is full");
    }

    Options                        options_;
    std::vector<std::vector<char>> kept_; // --grow
    int                            size_ = 0;
    std::vector<int>               cells_; // 0 empty, 1 own, 2 opponent's
};

std::optional<Options> parse_options(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--occupied-on-edge") {
            o.occupied_on_edge = true;
        } else if (a == "--crash-on-board" && i + 1 < argc) {
            o.crash_on_board = std::atoi(argv[++i]);
        } else if (a == "--think" && i + 1 < argc) {
            o.think_ms = std::atoi(argv[++i]);
        } else if (a == "--grow" && i + 1 < argc) {
            o.grow_mb = std::atoi(argv[++i]);
        } else if (a == "--swap2-stones" && i + 1 < argc) {
            o.swap2_stones = std::atoi(argv[++i]);
        } else {
            std::cerr << "mock_gomocup_engine: unknown flag '" << a << "'\n";
            return std::nullopt;
        }
    }
    return o;
}

} // namespace

int main(int argc, char** argv) {
    auto options = parse_options(argc, argv);
    if (!options) return 2;
    Brain brain(*options);
    for (std::string line; std::getline(std::cin, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!brain.handle(line)) return 0;
    }
    return 0;
}
