// Losses after the count (002 §The Expansion phase and §Attacking a wild territory; RULES.md §5
// C5): the loser of each front loses 1 troop on it (a tie holds and the attacker loses 1); a wild
// territory loses nothing. Compared with the troops lost right after the fronts are counted.
#include <algorithm>
#include <map>
#include <tuple>

#include "audit/check.hpp"
#include "audit/visit.hpp"

namespace eden::audit {

namespace {

using Loss = std::tuple<int, int, int>;  // player, q, r

class TroopLossesCheck : public Check {
  public:
    const char* name() const override { return "troop losses"; }

    void step_begins(const Where&) override {
        expected_.clear();
        seen_.clear();
        state_ = State::before;
        first_ = -1;
    }

    void event(const Where& w, std::size_t k, const Event& e) override {
        if (!w.rules.troops) return;
        if (const auto* x = std::get_if<FrontResolved>(&e)) {
            if (state_ == State::after) return;
            state_ = State::counting;
            if (first_ < 0) first_ = static_cast<int>(k);
            const auto& fronts = w.table.fronts();
            if (x->front < 0 || static_cast<std::size_t>(x->front) >= fronts.size()) return;
            const FrontFacts& f = fronts[static_cast<std::size_t>(x->front)];
            // One troop per lost front, never more than the loser has there (a territory won on
            // both fronts loses its last troop once).
            if (x->attacker_won) {
                const auto owner = w.table.controller(f.at);
                if (owner && *owner >= 0) {
                    int& n = expected_[{*owner, f.at.q, f.at.r}];
                    n = std::min(n + 1, w.table.troops(f.at));
                }
            } else {
                int& n = expected_[{f.attacker, f.at.q, f.at.r}];
                n = std::min(n + 1, n + f.troops_sent);
            }
            return;
        }
        if (state_ != State::counting) return;
        if (const auto* x = std::get_if<TroopsLost>(&e)) {
            seen_[{x->player, x->at.q, x->at.r}] += x->count;
            return;
        }
        state_ = State::after;
    }

    void step_ends(const Where& w) override {
        std::erase_if(expected_, [](const auto& kv) { return kv.second == 0; });
        if (first_ < 0 || expected_ == seen_) return;
        report(w, first_,
               "002 §The Expansion phase, RULES.md §5 C5 (the loser loses 1 troop per "
               "lost front; a tie: the attacker; a wild territory loses nothing)",
               "expected losses " + text(w, expected_) + ", seen " + text(w, seen_));
    }

  private:
    static std::string text(const Where& w, const std::map<Loss, int>& m) {
        if (m.empty()) return "none";
        std::string out;
        for (const auto& [k, n] : m) {
            const auto [p, q, r] = k;
            out += (out.empty() ? "" : ", ") +
                   (p >= 0 && static_cast<std::size_t>(p) < w.game.names.size()
                        ? w.game.names[static_cast<std::size_t>(p)]
                        : "seat " + std::to_string(p)) +
                   " " + std::to_string(n) + " at " + to_string(Hex{q, r});
        }
        return out;
    }

    enum class State { before, counting, after };
    State state_ = State::before;
    int first_ = -1;
    std::map<Loss, int> expected_;
    std::map<Loss, int> seen_;
};

}  // namespace

std::unique_ptr<Check> troop_losses_check() {
    return std::make_unique<TroopLossesCheck>();
}

}  // namespace eden::audit
