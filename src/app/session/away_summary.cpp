#include "app/session/away_summary.hpp"

#include <map>
#include <optional>
#include <utility>

#include "eden/text/data_text.hpp"
#include "eden/text/language.hpp"
#include "eden/text/message.hpp"

namespace eden::app {

namespace {

class Summarizer {
  public:
    Summarizer(const GameState& state, int seat, text::Language language)
        : state_(state), seat_(seat), language_(language) {
        out_.seat = seat;
    }

    void on(const Event& e) {
        std::visit([this](const auto& x) { this->take(x); }, e);
    }

    AwaySummary done() {
        flush_purchases();
        return std::move(out_);
    }

  private:
    // Who, as the sentence says it: "you" (the reader), a wild territory's nobody, or a name.
    // The catalogs word each case, so French agrees its verbs ("Vous avez pris", "Alice a pris").
    text::Message& about(text::Message& m, const std::string& role, int p) const {
        m.with(role + "_is", p == seat_ ? "you" : p < 0 ? "wild" : "other");
        return m.with(role, p >= 0 ? state_.setup().players.at(static_cast<std::size_t>(p)).name
                                   : std::string());
    }
    std::string words(const text::Message& m) const {
        return text::render(m, text::Names{}, language_);
    }
    AwayLine::Tone tone_for(int gainer, int loser) const {
        if (loser == seat_) return AwayLine::Tone::loss;
        if (gainer == seat_) return AwayLine::Tone::gain;
        return AwayLine::Tone::other;
    }
    void add(const text::Message& m, std::vector<Hex> hexes, AwayLine::Tone tone) {
        flush_purchases();
        out_.lines.push_back({words(m), std::move(hexes), tone});
    }
    // The dragons' last fight, told beside the territory it decided.
    void with_dragon_fight(text::Message& m) {
        m.with_flag("fight", last_dragon_fight_.has_value());
        const DragonBattleFought f = last_dragon_fight_.value_or(DragonBattleFought{});
        m.with("dragons", f.dragons_strength).with("player_strength", f.player_strength);
        about(m, "fought", last_dragon_fight_ ? f.player : seat_);
        last_dragon_fight_.reset();
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
            won_score_[f.at] = {r.attacker_strength, r.defender_strength};
            return;
        }
        text::Message m("app.away.attack_lost");
        about(m, "attacker", f.player);
        about(m, "defender", f.defender);
        m.with("at", to_string(f.at)).with("a", r.attacker_strength).with("b", r.defender_strength);
        const AwayLine::Tone t = f.player == seat_     ? AwayLine::Tone::loss
                                 : f.defender == seat_ ? AwayLine::Tone::gain
                                                       : AwayLine::Tone::other;
        add(m, {f.at, f.from}, t);
    }
    void take(const TerritoryTaken& t) {
        text::Message m("app.away.took");
        about(m, "taker", t.player);
        about(m, "from", t.from);
        m.with("at", to_string(t.at));
        const auto s = won_score_.find(t.at);
        m.with_flag("has_score", s != won_score_.end());
        m.with("a", s != won_score_.end() ? s->second.first : 0)
            .with("b", s != won_score_.end() ? s->second.second : 0);
        if (s != won_score_.end()) won_score_.erase(s);
        add(m, {t.at}, tone_for(t.player, t.from));
    }
    void take(const DragonBattleFought& b) { last_dragon_fight_ = b; }
    void take(const DragonsTookTerritory& d) {
        text::Message m("app.away.dragons_took");
        about(m, "from", d.from);
        m.with("at", to_string(d.at));
        with_dragon_fight(m);
        add(m, {d.at}, d.from == seat_ ? AwayLine::Tone::loss : AwayLine::Tone::other);
    }
    void take(const DragonAttackRepelled& d) {
        text::Message m("app.away.held");
        about(m, "defender", d.defender);
        m.with("at", to_string(d.at));
        with_dragon_fight(m);
        add(m, {d.at}, d.defender == seat_ ? AwayLine::Tone::gain : AwayLine::Tone::other);
    }
    void take(const CardBought& b) {
        if (!bought_.empty() && buyer_ != b.player) flush_purchases();
        buyer_ = b.player;
        bought_.push_back(text::card_name(state_, b.card, language_));
    }
    void take(const PortalDestroyed& p) {
        text::Message m("app.away.portal_lost");
        about(m, "owner", p.owner);
        add(m.with("at", to_string(p.at)), {p.at},
            p.owner == seat_ ? AwayLine::Tone::loss : AwayLine::Tone::other);
    }
    void take(const PlayerEliminated& p) {
        text::Message m("app.away.out");
        about(m, "player", p.player);
        add(m, {}, p.player == seat_ ? AwayLine::Tone::loss : AwayLine::Tone::other);
    }
    template <class Other>
    void take(const Other&) {}

    void flush_purchases() {
        if (bought_.empty()) return;
        std::string first;
        for (std::size_t i = 0; i + 1 < bought_.size(); ++i)
            first += (i == 0 ? std::string() : words(text::Message("join.comma"))) + bought_[i];
        const std::string cards = first.empty() ? bought_.back()
                                                : words(text::Message("app.list.and")
                                                            .with("first", first)
                                                            .with("last", bought_.back()));
        bought_.clear();
        text::Message m("app.away.bought");
        about(m, "buyer", buyer_);
        out_.lines.push_back({words(m.with("cards", cards)), {}, AwayLine::Tone::other});
    }

    const GameState& state_;
    int seat_;
    text::Language language_;
    AwaySummary out_;
    std::vector<FrontOpened> fronts_;  // the fronts of the battle being fought, in order
    bool resolved_since_open_ = false;
    std::map<Hex, std::pair<int, int>> won_score_;  // the attacker's and defender's strengths
    std::optional<DragonBattleFought> last_dragon_fight_;
    int buyer_ = -1;
    std::vector<std::string> bought_;
};

}  // namespace

AwaySummary summarize_away(const GameState& state, int seat, const std::vector<Event>& events,
                           text::Language language) {
    Summarizer s(state, seat, language);
    for (const Event& e : events)
        s.on(e);
    return s.done();
}

}  // namespace eden::app
