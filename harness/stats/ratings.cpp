#include "harness/stats/ratings.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace harness::stats {

namespace {

constexpr double EloPerUnit = 400.0 / 2.302585092994046; // 400 / ln 10

using Vector = std::vector<double>;
using Matrix = std::vector<Vector>;

// The row at or below `c` with the largest entry in column c (partial pivoting); nullopt when
// that entry is 0 to 1e-12 (the matrix is singular).
std::optional<std::size_t> pivot_row(const Matrix& a, std::size_t c) {
    std::size_t p = c;
    for (std::size_t r = c + 1; r < a.size(); ++r)
        if (std::abs(a[r][c]) > std::abs(a[p][c])) p = r;
    if (std::abs(a[p][c]) < 1e-12) return std::nullopt;
    return p;
}

// The solution of a x = b by Gaussian elimination with partial pivoting; nullopt when singular.
std::optional<Vector> solve(Matrix a, Vector b) {
    const std::size_t n = b.size();
    for (std::size_t c = 0; c < n; ++c) {
        const auto p = pivot_row(a, c);
        if (!p) return std::nullopt;
        std::swap(a[*p], a[c]);
        std::swap(b[*p], b[c]);
        for (std::size_t r = c + 1; r < n; ++r) {
            const double f = a[r][c] / a[c][c];
            for (std::size_t k = c; k < n; ++k) a[r][k] -= f * a[c][k];
            b[r] -= f * b[c];
        }
    }
    Vector x(n);
    for (std::size_t r = n; r-- > 0;) {
        double s = b[r];
        for (std::size_t k = r + 1; k < n; ++k) s -= a[r][k] * x[k];
        x[r] = s / a[r][r];
    }
    return x;
}

// a^-1 by Gauss-Jordan elimination with partial pivoting, O(n^3) (one elimination for every
// column at once); nullopt when singular.
std::optional<Matrix> inverse(Matrix a) {
    const std::size_t n = a.size();
    Matrix            inv(n, Vector(n, 0.0));
    for (std::size_t i = 0; i < n; ++i) inv[i][i] = 1;
    for (std::size_t c = 0; c < n; ++c) {
        const auto p = pivot_row(a, c);
        if (!p) return std::nullopt;
        std::swap(a[*p], a[c]);
        std::swap(inv[*p], inv[c]);
        const double pivot = a[c][c];
        for (std::size_t k = 0; k < n; ++k) {
            a[c][k] /= pivot;
            inv[c][k] /= pivot;
        }
        for (std::size_t r = 0; r < n; ++r) {
            const double f = a[r][c];
            if (r == c || f == 0) continue;
            for (std::size_t k = 0; k < n; ++k) {
                a[r][k] -= f * a[c][k];
                inv[r][k] -= f * inv[c][k];
            }
        }
    }
    return inv;
}

// The parameters: r_1..r_{n-1} (r_0 = 0), then h, then log nu (when draws are fitted).
struct Layout {
    std::size_t               players = 0;
    bool                      draws   = true;
    [[nodiscard]] std::size_t size() const { return players - 1 + 1 + (draws ? 1 : 0); }
    [[nodiscard]] std::size_t h() const { return players - 1; }
    [[nodiscard]] std::size_t eta() const { return players; }
};

// One game's log-likelihood, and its gradient and Hessian over the parameters it touches.
struct GameTerms {
    double                                      loglik = 0;
    std::vector<std::pair<std::size_t, double>> dx; // d x / d parameter
    double                                      gx = 0, geta = 0, hxx = 0, hxeta = 0, hetaeta = 0;
};

GameTerms game_terms(const Layout& l, const Vector& p, const FitGame& g) {
    GameTerms t;
    auto      r = [&](std::size_t i) { return i == 0 ? 0.0 : p[i - 1]; };
    if (g.first != 0) t.dx.emplace_back(g.first - 1, 1.0);
    if (g.second != 0) t.dx.emplace_back(g.second - 1, -1.0);
    t.dx.emplace_back(l.h(), 1.0);
    const double x  = r(g.first) - r(g.second) + p[l.h()];
    const double nu = l.draws ? std::exp(p[l.eta()]) : 0.0;
    const double sh = std::sinh(x / 2), ch = std::cosh(x / 2);
    const double d    = 2 * ch + nu;
    const double s    = g.score > 0.75 ? 0.5 : g.score < 0.25 ? -0.5 : 0.0;
    const bool   draw = s == 0.0;
    t.loglik          = s * x + (draw && l.draws ? std::log(nu) : 0.0) - std::log(d);
    t.gx              = s - sh / d;
    t.hxx             = -(ch / 2 * d - sh * sh) / (d * d);
    if (l.draws) {
        t.geta    = (draw ? 1.0 : 0.0) - nu / d;
        t.hxeta   = sh * nu / (d * d);
        t.hetaeta = -nu * (d - nu) / (d * d);
    }
    return t;
}

// The gradient of one game, as a full vector.
Vector game_gradient(const Layout& l, const GameTerms& t) {
    Vector g(l.size(), 0.0);
    for (const auto& [i, dx] : t.dx) g[i] += t.gx * dx;
    if (l.draws) g[l.eta()] += t.geta;
    return g;
}

struct Totals {
    double loglik = 0;
    Vector gradient;
    Matrix hessian;
};

Totals totals(const Layout& l, const Vector& p, const std::vector<FitGame>& games) {
    Totals t { 0, Vector(l.size(), 0.0), Matrix(l.size(), Vector(l.size(), 0.0)) };
    for (const auto& g : games) {
        const auto terms = game_terms(l, p, g);
        t.loglik += terms.loglik;
        const auto grad = game_gradient(l, terms);
        for (std::size_t i = 0; i < l.size(); ++i) t.gradient[i] += grad[i];
        for (const auto& [i, di] : terms.dx) {
            for (const auto& [j, dj] : terms.dx) t.hessian[i][j] += terms.hxx * di * dj;
            if (l.draws) {
                t.hessian[i][l.eta()] += terms.hxeta * di;
                t.hessian[l.eta()][i] += terms.hxeta * di;
            }
        }
        if (l.draws) t.hessian[l.eta()][l.eta()] += terms.hetaeta;
    }
    return t;
}

// Whether every player can be reached from every other by "scored against" steps (a win or a
// draw): without it some ratings run off to infinity. The first player that cannot, or nullopt.
std::optional<std::size_t> unbounded_player(std::size_t n, const std::vector<FitGame>& games) {
    std::vector<std::vector<std::size_t>> scored(n), conceded(n);
    for (const auto& g : games) {
        if (g.score > 0.25) scored[g.first].push_back(g.second);
        if (g.score < 0.75) scored[g.second].push_back(g.first);
    }
    for (std::size_t i = 0; i < n; ++i)
        for (auto j : scored[i]) conceded[j].push_back(i);
    for (const auto* edges : { &scored, &conceded }) {
        std::vector<bool>        seen(n, false);
        std::vector<std::size_t> todo { 0 };
        seen[0] = true;
        while (!todo.empty()) {
            const auto i = todo.back();
            todo.pop_back();
            for (auto j : (*edges)[i])
                if (!seen[j]) {
                    seen[j] = true;
                    todo.push_back(j);
                }
        }
        for (std::size_t i = 0; i < n; ++i)
            if (!seen[i]) return i;
    }
    return std::nullopt;
}

// Newton's method from 0 with step halving; the parameters at the maximum, or nullopt.
std::optional<Vector> maximise(const Layout& l, const std::vector<FitGame>& games, RatingFit& fit,
    int max_iterations, const std::function<bool()>& stop) {
    Vector p(l.size(), 0.0);
    auto   t = totals(l, p, games);
    for (fit.iterations = 0; fit.iterations < max_iterations; ++fit.iterations) {
        if (stop && stop()) return std::nullopt;
        Matrix negative = t.hessian;
        for (auto& row : negative)
            for (auto& v : row) v = -v;
        auto step = solve(negative, t.gradient);
        if (!step) return std::nullopt;
        double scale = 1;
        for (int halvings = 0; halvings < 40; ++halvings, scale /= 2) {
            Vector q = p;
            for (std::size_t i = 0; i < q.size(); ++i) q[i] += scale * (*step)[i];
            auto u = totals(l, q, games);
            if (u.loglik >= t.loglik - 1e-12) {
                p = q;
                t = u;
                break;
            }
        }
        double largest = 0;
        for (double v : *step) largest = std::max(largest, std::abs(v) * scale);
        if (largest < 1e-10) {
            fit.converged = true;
            break;
        }
    }
    fit.log_likelihood = t.loglik;
    return p;
}

// a b, in O(n^3) with the inner loop along rows.
Matrix multiply(const Matrix& a, const Matrix& b) {
    const std::size_t n = a.size(), m = b.empty() ? 0 : b[0].size();
    Matrix            out(n, Vector(m, 0.0));
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t k = 0; k < b.size(); ++k) {
            const double aik = a[i][k];
            if (aik == 0) continue;
            for (std::size_t j = 0; j < m; ++j) out[i][j] += aik * b[k][j];
        }
    return out;
}

// The covariance of the parameters: the inverse information, or with pairs the sandwich
// A^-1 B A^-1 clustered by pair.
std::optional<Matrix> covariance(
    const Layout& l, const Vector& p, const std::vector<FitGame>& games) {
    auto t = totals(l, p, games);
    for (auto& row : t.hessian)
        for (auto& v : row) v = -v;
    auto a_inv = inverse(t.hessian);
    if (!a_inv) return std::nullopt;
    const bool paired
        = std::any_of(games.begin(), games.end(), [](const auto& g) { return g.pair.has_value(); });
    if (!paired) return a_inv;
    std::map<std::size_t, Vector> clusters;
    std::size_t                   alone = 0;
    for (const auto& g : games) {
        const auto key  = g.pair ? *g.pair : std::size_t(-1) - alone++;
        auto&      c    = clusters.try_emplace(key, Vector(l.size(), 0.0)).first->second;
        const auto grad = game_gradient(l, game_terms(l, p, g));
        for (std::size_t i = 0; i < l.size(); ++i) c[i] += grad[i];
    }
    Matrix b(l.size(), Vector(l.size(), 0.0));
    for (const auto& [key, c] : clusters)
        for (std::size_t i = 0; i < l.size(); ++i)
            for (std::size_t j = 0; j < l.size(); ++j) b[i][j] += c[i] * c[j];
    return multiply(multiply(*a_inv, b), *a_inv);
}

// Ratings shifted to the anchor, with their covariance (r_0 = 0 was held fixed in the fit).
void anchor(RatingFit& fit, const Vector& p, const Matrix& cov, const RatingOptions& o) {
    const std::size_t n = fit.players.size();
    Vector            r(n, 0.0);
    Matrix            c(n, Vector(n, 0.0));
    for (std::size_t i = 1; i < n; ++i) {
        r[i] = p[i - 1];
        for (std::size_t j = 1; j < n; ++j) c[i][j] = cov[i - 1][j - 1];
    }
    // r' = r - w r, every rating minus the anchor's (or the mean): w the anchor's unit row, or
    // 1/n each. Then cov' = (I - 1 w) C (I - w' 1'): c_ij - (C w)_i - (C w)_j + w C w, O(n^2)
    // (C is symmetric).
    Vector w(n, o.anchor ? 0.0 : 1.0 / double(n));
    if (o.anchor) w[*o.anchor] = 1;
    double base = 0; // w r
    for (std::size_t k = 0; k < n; ++k) base += w[k] * r[k];
    Vector cw(n, 0.0); // C w
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t k = 0; k < n; ++k) cw[i] += c[i][k] * w[k];
    double wcw = 0;
    for (std::size_t k = 0; k < n; ++k) wcw += w[k] * cw[k];
    fit.covariance.assign(n, Vector(n, 0.0));
    for (std::size_t i = 0; i < n; ++i) {
        fit.players[i].elo = EloPerUnit * (r[i] - base) + o.anchor_elo;
        for (std::size_t j = 0; j < n; ++j)
            fit.covariance[i][j] = EloPerUnit * EloPerUnit * (c[i][j] - cw[i] - cw[j] + wcw);
    }
    for (std::size_t i = 0; i < n; ++i) {
        auto& pl = fit.players[i];
        pl.se    = std::sqrt(std::max(0.0, fit.covariance[i][i]));
        pl.low   = pl.elo - 1.959963984540054 * pl.se;
        pl.high  = pl.elo + 1.959963984540054 * pl.se;
    }
}

} // namespace

RatingFit fit_ratings(
    std::size_t players, const std::vector<FitGame>& games, const RatingOptions& o) {
    RatingFit fit;
    fit.players.resize(players);
    if (o.stop && o.stop()) { // a bootstrap's next refit, say
        fit.error = "interrupted";
        return fit;
    }
    for (const auto& g : games) {
        if (g.first >= players || g.second >= players || g.first == g.second) {
            fit.error = "a game names a player out of range, or one against itself";
            return fit;
        }
        for (auto [i, s] :
            { std::pair { g.first, g.score }, std::pair { g.second, 1 - g.score } }) {
            ++fit.players[i].games;
            fit.players[i].points += s;
            fit.players[i].draws += s == 0.5;
        }
    }
    if (players < 2 || games.empty()) {
        fit.error = "ratings need two players and games between them";
        return fit;
    }
    if (auto u = unbounded_player(players, games)) {
        fit.error = "player " + std::to_string(*u)
            + " has no finite rating: every path to the others is all wins or all losses";
        return fit;
    }
    Layout l { players,
        std::any_of(games.begin(), games.end(), [](const auto& g) { return g.score == 0.5; }) };
    auto   p = maximise(l, games, fit, o.max_iterations, o.stop);
    if (o.stop && o.stop()) {
        fit.error = "interrupted";
        return fit;
    }
    auto cov = p ? covariance(l, *p, games) : std::nullopt;
    if (!p || !cov || !fit.converged) {
        fit.error
            = "the likelihood has no single maximum (does every player move first and second? "
              "With draws: did some pairing's decisive games go both ways? If none did, the "
              "draw parameter and the rating gaps grow without bound together)";
        return fit;
    }
    fit.first_move_elo = EloPerUnit * (*p)[l.h()];
    fit.first_move_se  = EloPerUnit * std::sqrt(std::max(0.0, (*cov)[l.h()][l.h()]));
    fit.draw_nu        = l.draws ? std::exp((*p)[l.eta()]) : 0.0;
    anchor(fit, *p, *cov, o);
    return fit;
}

double superiority(const RatingFit& fit, std::size_t a, std::size_t b) {
    const auto&  c    = fit.covariance;
    const double var  = c[a][a] + c[b][b] - 2 * c[a][b];
    const double diff = fit.players[a].elo - fit.players[b].elo;
    if (var <= 0) return diff > 0 ? 1.0 : diff < 0 ? 0.0 : 0.5;
    return 0.5 * std::erfc(-diff / std::sqrt(2 * var));
}

} // namespace harness::stats
