#include "app/session/away_summary.hpp"

#include <map>
#include <optional>

namespace eden::app {

namespace {

class Summarizer {
  public:
    Summarizer(const GameState& state, int seat) : state_(state), seat_(seat) { out_.seat = seat; }

    void on(const Event& e) {
        std::visit([this](const auto& x) { this->take(x); }, e);
    }

    AwaySummary done() {
        flush_purchases();
        return std::move(out_);
    }

  private:
    // A player as the reader calls him: "you" for himself.
    std::string who(int p, bool capital) const {
        if (p == seat_) return capital ? "You" : "you";
        if (p < 0) return capital ? "Nobody" : "nobody";
        return state_.setup().players.at(static_cast<std::size_t>(p)).name;
    }
    // "your territory: " then the hex, which the screen names in words (place_words.hpp): the
    // colon keeps "a wild territory the yellow tile ..." from running together.
    std::string whose(int p) const {
        if (p == seat_) return "your";
        if (p < 0) return "a wild";
        return who(p, false) + "'s";
    }
    static std::string score(int a, int b) {
        return std::to_string(a) + " against " + std::to_string(b);
    }
    AwayLine::Tone tone_for(int gainer, int loser) const {
        if (loser == seat_) return AwayLine::Tone::loss;
        if (gainer == seat_) return AwayLine::Tone::gain;
        return AwayLine::Tone::other;
    }
    void add(std::string text, std::vector<Hex> hexes, AwayLine::Tone tone) {
        flush_purchases();
        out_.lines.push_back({std::move(text), std::move(hexes), tone});
    }

    void take(const FrontOpened& f) {
        if (resolved_since_open_) fronts_.clear();
        resolved_since_open_ = false;
        fronts_.push_back(f);
    }
    void take(const FrontResolved& r) {
        resolved_since_open_ = true;
        if (r.front < 0 || r.front >= static_cast<int>(fronts_.size())) return;
        const FrontOpened& f = fronts_[static_cast<std::size_t>(r.front)];
        if (r.attacker_won) {
            // The territory changing hands says it, with this score (TerritoryTaken follows).
            won_score_[f.at] = score(r.attacker_strength, r.defender_strength);
            return;
        }
        const std::string text = who(f.player, true) + " attacked " + whose(f.defender) +
                                 " territory: " + to_string(f.at) + " and lost (" +
                                 score(r.attacker_strength, r.defender_strength) + ")";
        const AwayLine::Tone t = f.player == seat_     ? AwayLine::Tone::loss
                                 : f.defender == seat_ ? AwayLine::Tone::gain
                                                       : AwayLine::Tone::other;
        add(text, {f.at, f.from}, t);
    }
    void take(const TerritoryTaken& t) {
        std::string text =
            who(t.player, true) + " took " + whose(t.from) + " territory: " + to_string(t.at);
        if (const auto s = won_score_.find(t.at); s != won_score_.end()) {
            text += " (" + s->second + ")";
            won_score_.erase(s);
        }
        add(text, {t.at}, tone_for(t.player, t.from));
    }
    void take(const DragonBattleFought& b) {
        last_dragon_fight_ = "the dragons " + score(b.dragons_strength, b.player_strength) + " " +
                             (b.player == seat_ ? "you" : who(b.player, false));
    }
    void take(const DragonsTookTerritory& d) {
        std::string text = "The dragons took " + whose(d.from) + " territory: " + to_string(d.at);
        if (last_dragon_fight_) text += " (" + *last_dragon_fight_ + ")";
        last_dragon_fight_.reset();
        add(text, {d.at}, d.from == seat_ ? AwayLine::Tone::loss : AwayLine::Tone::other);
    }
    void take(const DragonAttackRepelled& d) {
        std::string text = who(d.defender, true) + " held " +
                           (d.defender == seat_ ? "your" : "his") + " territory " +
                           to_string(d.at) + " against the dragons";
        if (last_dragon_fight_) text += " (" + *last_dragon_fight_ + ")";
        last_dragon_fight_.reset();
        add(text, {d.at}, d.defender == seat_ ? AwayLine::Tone::gain : AwayLine::Tone::other);
    }
    void take(const CardBought& b) {
        if (!bought_.empty() && buyer_ != b.player) flush_purchases();
        buyer_ = b.player;
        bought_.push_back(card_name(state_, b.card));
    }
    void take(const PortalDestroyed& p) {
        add(who(p.owner, true) +
                (p.owner == seat_ ? " lost your portal at " : " lost a portal at ") +
                to_string(p.at),
            {p.at}, p.owner == seat_ ? AwayLine::Tone::loss : AwayLine::Tone::other);
    }
    void take(const PlayerEliminated& p) {
        add(p.player == seat_ ? std::string("You are out of the game")
                              : who(p.player, true) + " is out of the game",
            {}, p.player == seat_ ? AwayLine::Tone::loss : AwayLine::Tone::other);
    }
    template <class Other>
    void take(const Other&) {}

    void flush_purchases() {
        if (bought_.empty()) return;
        std::string text = who(buyer_, true) + " bought ";
        for (std::size_t i = 0; i < bought_.size(); ++i)
            text += (i == 0 ? "" : i + 1 == bought_.size() ? " and " : ", ") + bought_[i];
        bought_.clear();
        out_.lines.push_back({std::move(text), {}, AwayLine::Tone::other});
    }

    const GameState& state_;
    int seat_;
    AwaySummary out_;
    std::vector<FrontOpened> fronts_;  // the fronts of the battle being fought, in order
    bool resolved_since_open_ = false;
    std::map<Hex, std::string> won_score_;
    std::optional<std::string> last_dragon_fight_;
    int buyer_ = -1;
    std::vector<std::string> bought_;
};

}  // namespace

AwaySummary summarize_away(const GameState& state, int seat, const std::vector<Event>& events) {
    Summarizer s(state, seat);
    for (const Event& e : events)
        s.on(e);
    return s.done();
}

}  // namespace eden::app
