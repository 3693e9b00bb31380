#include "app/session/tutorial.hpp"

#include <algorithm>

namespace eden::app {

namespace {

// The words follow 003 ("How to Play Battle For Eden"); the section each one draws on is named
// beside it. They are written in the catalogs (app.tutorial.*), in English and French. Short: a
// new player reads a hint in the middle of his game, so a hint says what to do now and the one
// rule that matters for it, and leaves the rest to the Rules (F1).
const std::vector<Hint> kHints = {
    // 003 §Create the Map: Place tiles on the map; Understand tiles, territories and resources.
    {"tile", "app.tutorial.tile_title", "app.tutorial.tile_text", HintAnchor::board},
    // 003 §Place tiles on the map: the portal's rules and the last round.
    {"portal", "app.tutorial.portal_title", "app.tutorial.portal_text", HintAnchor::board},
    // 003 §Settle near the portals: Deck.
    {"deck", "app.tutorial.deck_title", "app.tutorial.deck_text", HintAnchor::choices},
    // 003 §Production phase: the pulse.
    {"resources", "app.tutorial.resources_title", "app.tutorial.resources_text", HintAnchor::board},
    // 003 §Expansion phase; §Full Control vs Partial Control, Base Defense.
    {"attack", "app.tutorial.attack_title", "app.tutorial.attack_text", HintAnchor::board},
    // 003 §Battle rules: Battle, Bonuses, post-combat.
    {"battle", "app.tutorial.battle_title", "app.tutorial.battle_text", HintAnchor::side},
    // 003 §Effects and abilities.
    {"ability", "app.tutorial.ability_title", "app.tutorial.ability_text", HintAnchor::choices},
    // 003 §Resources, purchases: paying.
    {"pay", "app.tutorial.pay_title", "app.tutorial.pay_text", HintAnchor::choices},
    // 003 §Resources, purchases; §Purchasing phase.
    {"purchase", "app.tutorial.purchase_title", "app.tutorial.purchase_text", HintAnchor::choices},
    // King of Eden (000; RULES.md §4): the dragons' turn.
    {"dragons", "app.tutorial.dragons_title", "app.tutorial.dragons_text", HintAnchor::side},
};

// The hints a decision calls for, first the most particular.
std::vector<std::string_view> hints_for(DecisionKind kind, bool dragons_turn) {
    std::vector<std::string_view> ids;
    if (dragons_turn) ids.push_back("dragons");
    switch (kind) {
        case DecisionKind::draw_tile:
        case DecisionKind::place_tile:
        case DecisionKind::place_tile_blind:
        case DecisionKind::place_chain_tile:
        case DecisionKind::place_face_up_by_portal:
            ids.push_back("tile");
            break;
        case DecisionKind::place_black_tile:
        case DecisionKind::portal_step:
        case DecisionKind::place_portal:
        case DecisionKind::final_portal_round:
            ids.push_back("portal");
            break;
        case DecisionKind::choose_starting_unit:
        case DecisionKind::choose_starting_crystals:
        case DecisionKind::choose_extra_unit:
            ids.push_back("deck");
            break;
        case DecisionKind::place_resources:
            ids.push_back("resources");
            break;
        case DecisionKind::attack_subphase:
            ids.push_back("attack");
            break;
        case DecisionKind::open_second_front:
        case DecisionKind::defender_refresh:
        case DecisionKind::defend_front:
        case DecisionKind::add_unit:
        case DecisionKind::return_units:
        case DecisionKind::rescue_units:
        case DecisionKind::dragon_support:
        case DecisionKind::choose_dragon_attack:
            ids.push_back("battle");
            break;
        case DecisionKind::trigger_ability:
        case DecisionKind::ability_choice:
            ids.push_back("ability");
            break;
        case DecisionKind::pay:
            ids.push_back("pay");
            break;
        case DecisionKind::purchase:
        case DecisionKind::discard_to_hand_size:
            ids.push_back("purchase");
            break;
        case DecisionKind::none:
        case DecisionKind::choose_shard_colour:
        // The guided game plays the standard rules, which have no troops.
        case DecisionKind::place_troops:
        case DecisionKind::move_troops:
        case DecisionKind::send_troops:
        case DecisionKind::retreat_troops:
        case DecisionKind::occupy_territory:
        case DecisionKind::bonus_turn:
            break;
    }
    return ids;
}

}  // namespace

const std::vector<Hint>& all_hints() {
    return kHints;
}

const Hint* find_hint(std::string_view id) {
    const auto it =
        std::find_if(kHints.begin(), kHints.end(), [id](const Hint& h) { return h.id == id; });
    return it == kHints.end() ? nullptr : &*it;
}

HintMoment hint_moment(const GameSession& game, bool hints_on, bool question_open) {
    HintMoment m;
    m.hints_on = hints_on;
    const Decision& d = game.pending();
    m.kind = d.kind;
    const HotSeat& seat = game.hot_seat();
    m.persons_own_decision = !question_open && d.player >= 0 && seat.is_human(d.player) &&
                             seat.may_draw_game() && seat.deciding() == d.player;
    const GameState& s = game.state();
    m.dragons_turn = s.phase() == Phase::conquest && s.conquest().step == ConquestStep::dragons;
    return m;
}

const Hint* hint_for(const HintMoment& moment, const std::set<std::string>& seen) {
    if (!moment.hints_on || !moment.persons_own_decision) return nullptr;
    for (std::string_view id : hints_for(moment.kind, moment.dragons_turn))
        if (!seen.contains(std::string(id))) return find_hint(id);
    return nullptr;
}

NewGameChoice tutorial_choice(const data::GameData& data, std::uint64_t seed) {
    NewGameChoice c = default_new_game(data, seed);
    c.scenario = "supremacy";
    c.map = -1;
    // The Beast Tribes fight with plain units whose abilities come as they arrive, and their
    // resource (animals) needs no choice of colour before the first tile.
    const auto civ = [&data](const char* id, const std::string& otherwise) {
        return data.cards.civilization(id) != nullptr ? std::string(id) : otherwise;
    };
    c.seats[0] = {"Alice", civ("beast_tribes", c.seats[0].civilization), SeatKind::human, 0};
    c.seats[1] = {"Bob", civ("mountain_clans", c.seats[1].civilization), SeatKind::bot, 1};
    return c;
}

GameSetup tutorial_setup(const data::GameData& data, std::uint64_t seed) {
    GameSetup setup = make_setup(data, tutorial_choice(data, seed));
    setup.first_player = 0;
    return setup;
}

}  // namespace eden::app
