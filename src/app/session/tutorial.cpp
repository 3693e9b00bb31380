#include "app/session/tutorial.hpp"

#include <algorithm>

namespace eden::app {

namespace {

// The words follow 003 ("How to Play Battle For Eden"); the section each one draws on is named
// beside it. Short: a new player reads a hint in the middle of his game, so a hint says what
// to do now and the one rule that matters for it, and leaves the rest to the Rules (F1).
const std::vector<Hint> kHints = {
    // 003 §Create the Map: Place tiles on the map; Understand tiles, territories and resources.
    {"tile", "Build Eden, one tile at a time",
     "Before the war, the players build the map of Eden together. On your turn you take one "
     "tile, your face-up tile or the top of your face-down pile, and place it touching the map: "
     "the marked hexes show where.\n\nEvery colour is rich in one resource. A territory gives "
     "its owner 1 resource each round, 2 if it is rich in their civilization's resource. A tile "
     "touching 4 different colours also gets a richness token: 1 more.",
     HintAnchor::board},
    // 003 §Place tiles on the map: the portal's rules and the last round.
    {"portal", "Your portal",
     "After your tile you may place your portal, move it, or wait. The portal is where your "
     "civilization enters Eden: you start the war holding it and the territories touching it, "
     "and you are out of the game if it is destroyed.\n\nA portal stays more than 3 steps from "
     "the Heart and more than 4 from another portal, and touches at most 2 ordinary tiles. "
     "After your last tile it must be on the map.",
     HintAnchor::board},
    // 003 §Settle near the portals: Deck.
    {"deck", "Your first deck",
     "The map is complete: the war begins. You hold your portal and the territories touching "
     "it. Your units wait in your World (your civilization's cards). Choose your first deck: "
     "cheap units to fight with, and Energy Crystals to pay with. You draw a hand of 5 cards "
     "from it, and refill it to 5 after your attacks.",
     HintAnchor::choices},
    // 003 §Production phase: the pulse.
    {"resources", "Resources on your territories",
     "Your territories produce: 1 resource each, 2 if rich in your civilization's resource, 1 "
     "more with a richness token. Take crystal shards or your civilization's resource, and "
     "click your territories to put them there.\n\nResources pay for cards and for extra "
     "attacks. A territory holding 5 of them gives +1 strength in its battles, and +1 to your "
     "territories touching it.",
     HintAnchor::board},
    // 003 §Expansion phase; §Full Control vs Partial Control, Base Defense.
    {"attack", "Your turn to attack",
     "Click a marked territory next to yours, then the unit that attacks it. A territory nobody "
     "holds defends with its base defense: 0 next to a portal, 1 two steps away, then 3, 5, "
     "7. You may also attack a player, or attack nothing and end the subphase.\n\nBefore and "
     "after attacking you may discard cards or set them aside: Energy Crystals set aside now "
     "pay for the cards you buy at the end of the round.",
     HintAnchor::board},
    // 003 §Battle rules: Battle, Bonuses, post-combat.
    {"battle", "A battle",
     "Each side adds units from its hand to the front, one under the other, until both stop. "
     "Then the strengths are counted, with the bonuses: the attacker takes the territory if "
     "their total is more than the defense. A defender may fight with their hand or rely on the "
     "base defense.\n\nAfter the battle your units go to your discard pile; paying their cost "
     "in your resource sends them back to your World instead.",
     HintAnchor::side},
    // 003 §Effects and abilities.
    {"ability", "A card's ability",
     "A card you played has an ability. Using it is always your choice: the card's text says "
     "what it does and when. Immediate abilities come as the unit arrives, delayed ones just "
     "before the strengths are counted, post-combat ones after the battle. When several are "
     "offered, you choose the order.",
     HintAnchor::choices},
    // 003 §Resources, purchases: paying.
    {"pay", "Paying",
     "Choose what pays: Energy Crystal cards (in the purchasing phase the ones you set "
     "aside, at other times from your hand), resources taken from your territories, and pure "
     "energy (1 counts as 4 crystal shards). \"Pay for me\" picks a way to pay that you can change "
     "before you press Pay.",
     HintAnchor::choices},
    // 003 §Resources, purchases; §Purchasing phase.
    {"purchase", "Buying cards",
     "Bought cards go to your discard pile, and so into your deck for the rounds to come. "
     "Units of your World cost your civilization's resource; Energy Crystals cost crystal "
     "shards. Pay with Energy Crystals, resources and pure energy (from the Heart of Eden).\n\n"
     "The cards on offer come first in the card row, each with its price; \"Finish buying\" "
     "when you are done.",
     HintAnchor::choices},
    // King of Eden (000; RULES.md §4): the dragons' turn.
    {"dragons", "The dragons attack",
     "From the second round the dragons take a turn after the players. They attack the "
     "territories their target cards name, playing the cards of their dragon deck; defend "
     "with your hand as in any battle, and a neighbour may fight beside you.\n\nA territory "
     "the dragons take loses its resources; a portal they take is destroyed. Take the Heart "
     "of Eden from the King of Eden to win together.",
     HintAnchor::side},
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
