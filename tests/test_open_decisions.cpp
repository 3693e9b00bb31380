// Which decisions show a seat's secrets (Decision::reveals_private_info_of, DESIGN.md "The
// engine contract"): the hot-seat app curtains those and asks the others in the open. RULES.md
// §7 H3: returning or rescuing units (the units and the resources are on the table), the order
// of the dragons' attacks and support against the dragons need nothing hidden; a hand, a card
// drawn or a purchase paid from the hand does.
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <variant>

#include "support/king_of_eden_games.hpp"

using namespace eden;
using namespace eden_test;

TEST_CASE(
    "RULES.md §7 H3: returning and rescuing units, paying for them, the order of the dragons' "
    "attacks and support against the dragons show nobody's secrets - a battle turn and a "
    "purchase show the decider's",
    "[open]") {
    std::map<std::string, int> seen;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        GameState state(king_of_eden_setup(3, seed));
        // The watcher sees the state after each action: a payment right after a return or a
        // rescue is the one paid from the board.
        bool after_return = false;
        play(
            state, "heuristic", seed,
            [&seen, &after_return](const GameState&, const Decision& d, const Action& a,
                                   const std::vector<Event>&) {
                const std::string kind(to_string(d.kind));
                INFO(kind << ": " << d.prompt.id);
                switch (d.kind) {
                    case DecisionKind::return_units:
                    case DecisionKind::rescue_units:
                    case DecisionKind::choose_dragon_attack:
                    case DecisionKind::dragon_support:
                    case DecisionKind::place_resources:
                        CHECK_FALSE(d.reveals_private_info_of);
                        ++seen[kind];
                        break;
                    case DecisionKind::pay:
                        CHECK(d.reveals_private_info_of.has_value() == !after_return);
                        ++seen[after_return ? "pay from the board" : "pay"];
                        break;
                    case DecisionKind::attack_subphase:
                    case DecisionKind::add_unit:
                    case DecisionKind::defend_front:
                    case DecisionKind::purchase:
                        CHECK(d.reveals_private_info_of == d.player);
                        ++seen[kind];
                        break;
                    default:
                        break;
                }
                after_return =
                    std::holds_alternative<ReturnToWorld>(a) || std::holds_alternative<Rescue>(a);
            },
            12);
    }
    for (const char* kind : {"return_units", "attack_subphase", "add_unit", "purchase"}) {
        INFO(kind);
        CHECK(seen[kind] > 0);
    }
    CHECK(seen["choose_dragon_attack"] + seen["dragon_support"] > 0);
}
