// Hand sizes at the end of each subphase and turn, and at the start of a bonus turn.
//
// 003 §Expansion phase: the first attack subphase concludes with the player and his opponent
// replenishing; an additional subphase only if there was a battle; FAQ 1: fewer than the hand
// size when the deck and discard pile run out. 003 §Settle "Deck": replenishing draws up to 5
// (Unbalance's first player: 6, RULES.md §3). 002 §The Expansion phase and RULES.md §5 C7, C11:
// every turn that ends replenishes to 5; a bonus turn first returns the crystals in front to
// the hand, then replenishes to 5.
#include <optional>

#include "audit/check.hpp"
#include "audit/visit.hpp"

namespace eden::audit {

namespace {

class HandsCheck : public Check {
  public:
    const char* name() const override { return "hands"; }

    void step_begins(const Where& w) override {
        const Step& s = w.at();
        turn_ends_here_ = false;
        if (s.kind == DecisionKind::attack_subphase && std::holds_alternative<Done>(s.what) &&
            s.player == turn_player_)
            subphase_ends_here_ = true;
        if (subphase_ends_here_ && s.player >= 0) {
            before_subphase_end_ = w.before()[static_cast<std::size_t>(s.player)];
            // As the subphase stood: the step's events may start the next player's turn.
            ending_ = {subphase_, battle_, opponent_};
            turn_goes_on_ = true;
        }
    }

    void event(const Where& w, std::size_t, const Event& e) override {
        std::visit(overloaded{
                       [&](const TurnStarted& x) {
                           end_turn_here(w);
                           turn_goes_on_ = false;
                           turn_player_ = x.player;
                           subphase_ = 0;
                           battle_ = false;
                           opponent_ = kNoPlayer;
                       },
                       [&](const PhaseStarted&) { end_turn_here(w); },
                       [&](const GameOver&) {
                           game_over_ = true;
                           turn_player_ = kNoPlayer;
                       },
                       [&](const FrontOpened& x) {
                           if (x.player != turn_player_) return;
                           battle_ = true;
                           if (opponent_ == kNoPlayer && x.defender >= 0) opponent_ = x.defender;
                       },
                       [](const auto&) {},
                   },
                   e);
    }

    void step_ends(const Where& w) override {
        const Step& s = w.at();
        if (std::holds_alternative<TakeBonusTurn>(s.what) && before_subphase_end_)
            check_bonus_start(w, s.player);
        if (subphase_ends_here_ && !w.rules.every_turn_end_replenishes && !game_over_) {
            // 003: the first subphase always ends replenishing; an additional one only with a
            // battle. Both the player and his opponent.
            if (ending_.subphase == 0 || ending_.battle) {
                const std::string rule = ending_.subphase == 0
                                             ? "003 §Expansion phase (the first attack subphase "
                                               "concludes with both sides replenishing)"
                                             : "003 §Expansion phase (an additional subphase "
                                               "with a battle concludes with both sides "
                                               "replenishing)";
                require_full(w, s.player, rule, "at the end of the subphase");
                if (ending_.opponent != kNoPlayer)
                    require_full(w, ending_.opponent, rule, "(the opponent)");
            }
            if (turn_goes_on_) {
                ++subphase_;
                battle_ = false;
                opponent_ = kNoPlayer;
            }
        }
        if (turn_ends_here_ && w.rules.every_turn_end_replenishes && ended_player_ >= 0)
            require_full(w, ended_player_,
                         "002 §The Expansion phase, RULES.md §5 C11 (every turn that ends "
                         "replenishes the hand to 5)",
                         "at the end of the turn");
        subphase_ends_here_ = false;
        // The counts before the subphase's end stay until the bonus offer is answered.
        if (std::holds_alternative<TakeBonusTurn>(s.what) ||
            (s.kind == DecisionKind::bonus_turn && std::holds_alternative<Done>(s.what)))
            before_subphase_end_.reset();
    }

  private:
    int hand_size(const Where& w, int p) const {
        return w.game.scenario == "unbalance" && p == w.game.map_first_player
                   ? w.game.unbalance_hand_size
                   : w.game.hand_size;
    }

    void end_turn_here(const Where& w) {
        if (turn_player_ == kNoPlayer || game_over_) return;
        if (w.table.eliminated(turn_player_)) {
            turn_player_ = kNoPlayer;
            return;
        }
        turn_ends_here_ = true;
        ended_player_ = turn_player_;
        turn_player_ = kNoPlayer;
    }

    // The hand after this step is at least the hand size, or there was nothing left to draw.
    void require_full(const Where& w, int p, const std::string& rule, const std::string& when) {
        if (p < 0 || w.table.eliminated(p) || game_over_) return;
        const SeatCounts& c = w.at().after[static_cast<std::size_t>(p)];
        const int n = hand_size(w, p);
        if (c.hand >= n || c.deck + c.discard == 0) return;
        report(w, -1, rule,
               w.game.names[static_cast<std::size_t>(p)] + "'s hand " + when + ": expected " +
                   std::to_string(n) + " cards (" + std::to_string(c.deck + c.discard) +
                   " left to draw), seen " + std::to_string(c.hand) + " (" +
                   std::to_string(w.before()[static_cast<std::size_t>(p)].hand) +
                   " before the action)");
    }

    // 002, C7 and C11: the crystals in front back to the hand, then replenish to 5 (more if the
    // crystals alone make it more). Counted from the hand as it stood before the subphase ended.
    void check_bonus_start(const Where& w, int p) {
        const SeatCounts& was = *before_subphase_end_;
        const SeatCounts& now = w.at().after[static_cast<std::size_t>(p)];
        const int n = hand_size(w, p);
        const int with_crystals = was.hand + was.set_aside;
        const int expected = with_crystals >= n
                                 ? with_crystals
                                 : std::min(n, with_crystals + was.deck + was.discard);
        if (now.hand != expected)
            report(w, -1,
                   "002 §The Expansion phase, RULES.md §5 C7, C11 (a bonus turn: crystals in "
                   "front back to the hand, then replenish to 5)",
                   w.game.names[static_cast<std::size_t>(p)] +
                       "'s hand at the bonus turn's "
                       "start: expected " +
                       std::to_string(expected) + " (" + std::to_string(was.hand) + " in hand + " +
                       std::to_string(was.set_aside) + " crystals in front, replenished to " +
                       std::to_string(n) + "), seen " + std::to_string(now.hand));
    }

    struct Subphase {
        int subphase = 0;
        bool battle = false;
        int opponent = kNoPlayer;
    };
    Subphase ending_;
    bool turn_goes_on_ = false;
    int turn_player_ = kNoPlayer;
    int subphase_ = 0;
    bool battle_ = false;
    int opponent_ = kNoPlayer;
    bool game_over_ = false;
    bool subphase_ends_here_ = false;
    bool turn_ends_here_ = false;
    int ended_player_ = kNoPlayer;
    std::optional<SeatCounts> before_subphase_end_;
};

}  // namespace

std::unique_ptr<Check> hands_check() {
    return std::make_unique<HandsCheck>();
}

}  // namespace eden::audit
