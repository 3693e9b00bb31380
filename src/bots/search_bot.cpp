#include "bots/search_bot.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>

#include "bots/search_playout.hpp"

namespace eden::bots {

namespace {

// The most options one search compares; beyond it, the heuristic's choice and a random sample
// of the others (an attack turn may offer every card of the hand to discard or set aside).
constexpr std::size_t kMaxCandidates = 6;

// The decisions that shape the game, where looking ahead pays; the rest are the heuristic's.
bool worth_searching(const GameState& state, const Decision& d) {
    if (state.phase() != Phase::conquest || state.is_over() || d.options.size() < 2) return false;
    switch (d.kind) {
        case DecisionKind::choose_starting_unit:
        case DecisionKind::choose_starting_crystals:
        case DecisionKind::choose_extra_unit:
        case DecisionKind::purchase:
        case DecisionKind::discard_to_hand_size:
        case DecisionKind::attack_subphase:
        case DecisionKind::open_second_front:
        case DecisionKind::defender_refresh:
        case DecisionKind::defend_front:
        case DecisionKind::add_unit:
        case DecisionKind::trigger_ability:
        case DecisionKind::ability_choice:
        case DecisionKind::return_units:
        case DecisionKind::rescue_units:
        case DecisionKind::dragon_support:
        case DecisionKind::send_troops:
        case DecisionKind::bonus_turn:
            return true;
        default:
            return false;
    }
}

// The heuristic's choice first (it wins every tie), then up to kMaxCandidates - 1 others.
std::vector<Action> candidates_for(const Decision& d, const Action& usual, Rng& rng) {
    std::vector<Action> others;
    for (const Action& a : d.options)
        if (!(a == usual)) others.push_back(a);
    if (others.size() > kMaxCandidates - 1) {
        rng.shuffle(others);
        others.resize(kMaxCandidates - 1);
    }
    std::vector<Action> out{usual};
    out.insert(out.end(), others.begin(), others.end());
    return out;
}

// The differences a candidate's playouts made against the heuristic's choice on the same deals:
// "clearly" is two standard errors away from zero, after a few deals.
class PairedTally {
  public:
    void add(double difference) {
        ++n_;
        sum_ += difference;
        squares_ += difference * difference;
    }
    double mean() const { return n_ == 0 ? 0.0 : sum_ / n_; }
    bool clearly_above_zero() const { return n_ >= kMinDeals && mean() > 2.0 * error(); }
    bool clearly_below_zero() const { return n_ >= kMinDeals && mean() < -2.0 * error(); }

  private:
    static constexpr int kMinDeals = 4;
    double error() const {
        const double m = mean();
        const double variance = std::max(0.0, squares_ / n_ - m * m) * n_ / std::max(1, n_ - 1);
        // A floor: a few deals that all agree exactly are not proof.
        return std::max(std::sqrt(variance / n_), 0.01);
    }
    int n_ = 0;
    double sum_ = 0.0;
    double squares_ = 0.0;
};

bool parse_count(const std::string& text, int& out) {
    if (text.empty() || text.size() > 6) return false;
    for (char ch : text)
        if (ch < '0' || ch > '9') return false;
    out = std::stoi(text);
    return out > 0;
}

}  // namespace

std::optional<SearchBudget> parse_search_kind(const std::string& kind) {
    if (kind == "search") return kDefaultSearchBudget;
    const std::string prefix = "search:";
    if (kind.rfind(prefix, 0) != 0) return std::nullopt;
    std::string value = kind.substr(prefix.size());
    SearchBudget budget;
    if (value.size() > 2 && value.ends_with("ms")) {
        value.resize(value.size() - 2);
        if (!parse_count(value, budget.milliseconds)) return std::nullopt;
        return budget;
    }
    if (!parse_count(value, budget.playouts)) return std::nullopt;
    return budget;
}

SearchBot::SearchBot(std::uint64_t seed, SearchBudget budget)
    : rng_(seed), budget_(budget), heuristic_(seed ^ 0x5ea4'c4b0'7000'0001ULL) {
    if (budget_.playouts <= 0 && budget_.milliseconds <= 0)
        throw std::invalid_argument("SearchBot: a budget of playouts or milliseconds is needed");
}

Action SearchBot::choose(const GameState& state, const Decision& decision) {
    const Action usual = heuristic_.choose(state, decision);
    if (!worth_searching(state, decision)) return usual;
    const std::vector<Action> candidates = candidates_for(decision, usual, rng_);
    const int seat = decision.player;

    // Every candidate still in the running is played out on the same freshly dealt states
    // with the same playout seeds, so each deal gives a paired difference against the
    // heuristic's choice (candidate 0). A candidate clearly worse than it is dropped; one is
    // chosen over it only if clearly better: the search never trades the heuristic's choice
    // for noise.
    std::vector<PairedTally> tally(candidates.size());
    std::vector<bool> running(candidates.size(), true);
    const auto start = std::chrono::steady_clock::now();
    const auto out_of_budget = [&](int played) {
        if (budget_.playouts > 0 && played >= budget_.playouts) return true;
        return budget_.milliseconds > 0 && std::chrono::steady_clock::now() - start >=
                                               std::chrono::milliseconds(budget_.milliseconds);
    };
    int played = 0;
    for (int deal = 0; deal == 0 || !out_of_budget(played); ++deal) {
        GameState dealt = state.resampled_for(seat, rng_.next_u64());
        dealt.set_prompts(false);  // playouts read no sentences
        const std::uint64_t playout_seed = rng_.next_u64();
        std::vector<double> value(candidates.size(), 0.0);
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            if (!running[i]) continue;
            GameState s = dealt;
            if (!s.apply(candidates[i])) {
                running[i] = i == 0;  // not legal in this deal: never chosen
                continue;
            }
            value[i] = search::playout_value(std::move(s), seat, playout_seed);
            ++played;
        }
        for (std::size_t i = 1; i < candidates.size(); ++i) {
            if (!running[i]) continue;
            tally[i].add(value[i] - value[0]);
            if (tally[i].clearly_below_zero()) running[i] = false;
        }
        if (std::count(running.begin(), running.end(), true) < 2) break;
    }
    std::size_t best = 0;
    for (std::size_t i = 1; i < candidates.size(); ++i)
        if (running[i] && tally[i].clearly_above_zero() &&
            (best == 0 || tally[i].mean() > tally[best].mean()))
            best = i;
    return candidates[best];
}

}  // namespace eden::bots
