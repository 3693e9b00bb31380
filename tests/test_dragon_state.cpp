// The dragons' state in a game (RULES.md §4 "Dragons", "Decks"; 000 "Mechanics"): how it starts,
// that no dragon card appears or vanishes except by a rule, and that it is saved with optional
// JSON keys so games without dragons (old saves, golden files) read as before.
#include <catch2/catch.hpp>

#include <filesystem>
#include "support/dragon_fixture.hpp"

#include "data/data_files.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/invariants.hpp"
#include "eden/dragons/state.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kDragonStateHeart{0, 0};

DragonState started(std::uint64_t seed = 7) {
    Rng rng(seed);
    return start_dragons(king_of_eden_deck(), kDragonStateHeart, rng);
}

// A conquest state in the Expansion phase whose setup carries the dragon deck and whose conquest
// holds `dragons`, loaded through GameState::from_json (and so through its consistency checks).
GameState expansion_with_dragons(const std::function<void(json&)>& edit_dragons) {
    const GameState s = at_first_expansion();
    return edited(s, [&](json& j) {
        j["setup"]["dragons"] = dragon_deck_to_json(king_of_eden_deck());
        json dragons = dragons_to_json(started());
        // The Heart of the fixture's map, which no player controls.
        const Hex heart = *s.map().heart();
        dragons["territories"] = json::array({json::array({heart.q, heart.r})});
        edit_dragons(dragons);
        j["conquest"]["dragons"] = dragons;
    });
}

}  // namespace

TEST_CASE(
    "RULES.md 4 Dragons, Decks: the dragons start with the Heart, 59 shuffled cards, the reserve, "
    "the phase-1 target cards and base defense 5",
    "[dragons][dragon-state]") {
    const DragonState d = started();
    CHECK(d.territories == std::set<Hex>{kDragonStateHeart});
    CHECK(d.piles.deck.size() == 59);
    CHECK(d.piles.hand.empty());
    CHECK(d.piles.discard.empty());
    CHECK(d.reserve.size() == 10);
    CHECK(d.removed.empty());
    CHECK(copies_in_pile(d.piles.deck, king_of_eden_deck().king) == 0);
    CHECK(d.targets.phase == 1);
    std::vector<int> targets = d.targets.cards;
    std::sort(targets.begin(), targets.end());
    CHECK(targets == king_of_eden_deck().target_numbers_of_phase(1));
    CHECK(d.base_defense == 5);
    CHECK(d.attacked_last_turn.empty());
    CHECK_FALSE(dragon_inconsistency(d, king_of_eden_deck(), 2));
    // Shuffled by the state's generator: another seed, another order, the same cards.
    CHECK(started(8).piles.deck != d.piles.deck);
}

TEST_CASE("000 Mechanics: no dragon card appears or vanishes except by a rule",
          "[dragons][dragon-state]") {
    SECTION("a card appearing in the hand") {
        DragonState d = started();
        d.piles.hand.push_back("red_dragon");
        CHECK(dragon_inconsistency(d, king_of_eden_deck(), 2));
    }
    SECTION("a card vanishing from the deck") {
        DragonState d = started();
        d.piles.deck.pop_back();
        CHECK(dragon_inconsistency(d, king_of_eden_deck(), 2));
    }
    SECTION("the King of Eden in the deck (he stays beside the Heart)") {
        DragonState d = started();
        d.piles.deck.push_back(king_of_eden_deck().king);
        CHECK(dragon_inconsistency(d, king_of_eden_deck(), 2));
    }
    SECTION("the King of Eden on a front, once") {
        DragonState d = started();
        d.in_play.push_back(king_of_eden_deck().king);
        CHECK_FALSE(dragon_inconsistency(d, king_of_eden_deck(), 2));
        d.in_play.push_back(king_of_eden_deck().king);
        CHECK(dragon_inconsistency(d, king_of_eden_deck(), 2));
    }
    SECTION("a card the rules never take out of the game") {
        DragonState d = started();
        auto it = std::find(d.piles.deck.begin(), d.piles.deck.end(), "red_dragon");
        d.piles.deck.erase(it);
        d.removed.push_back("red_dragon");
        CHECK(dragon_inconsistency(d, king_of_eden_deck(), 2));
    }
    SECTION("a card unknown to the deck") {
        DragonState d = started();
        d.piles.discard.push_back("wyvern");
        CHECK(dragon_inconsistency(d, king_of_eden_deck(), 2));
    }
    SECTION("a target card outside its phase, or twice") {
        DragonState d = started();
        d.targets.cards.push_back(8);
        CHECK(dragon_inconsistency(d, king_of_eden_deck(), 2));
        d = started();
        d.targets.cards.push_back(d.targets.cards.front());
        CHECK(dragon_inconsistency(d, king_of_eden_deck(), 2));
    }
    SECTION("a turn's target card that does not exist, or selecting once too often") {
        DragonState d = started();
        d.turn = turn_on(9);
        CHECK(dragon_inconsistency(d, king_of_eden_deck(), 2));
        d.turn = turn_on(1, 2);
        CHECK(dragon_inconsistency(d, king_of_eden_deck(), 2));
        d.turn = turn_on(4, 2);
        CHECK_FALSE(dragon_inconsistency(d, king_of_eden_deck(), 2));
    }
    SECTION("a seat attacked last turn that is no seat") {
        DragonState d = started();
        d.attacked_last_turn.insert(2);
        CHECK(dragon_inconsistency(d, king_of_eden_deck(), 2));
    }
    SECTION("Baby Dragons recorded as removed and a reserve card moved in keep the count") {
        DragonState d = started();
        for (int i = 0; i < 2; ++i) {
            d.piles.deck.erase(std::find(d.piles.deck.begin(), d.piles.deck.end(), "baby_dragon"));
            d.removed.push_back("baby_dragon");
        }
        d.piles.deck.push_back(d.reserve.back());
        d.reserve.pop_back();
        CHECK_FALSE(dragon_inconsistency(d, king_of_eden_deck(), 2));
    }
}

TEST_CASE("RULES.md 4 Decks: a dragon deck file written into a save reads back equal",
          "[dragons][dragon-state]") {
    CHECK(dragon_deck_from_json(dragon_deck_to_json(king_of_eden_deck()), "save") ==
          king_of_eden_deck());
    json broken = dragon_deck_to_json(king_of_eden_deck());
    broken["hand_size"] = 0;
    try {
        (void)dragon_deck_from_json(broken, "save.json", "/setup/dragons");
        FAIL("a hand of 0 cards was read");
    } catch (const DataError& e) {
        CHECK(e.pointer() == "/setup/dragons/hand_size");
    }
}

TEST_CASE("RULES.md 4: the dragons' state as JSON reads back equal, and is strict",
          "[dragons][dragon-state]") {
    DragonState d = started();
    d.piles.hand = {"red_dragon"};
    d.piles.deck.erase(std::find(d.piles.deck.begin(), d.piles.deck.end(), "red_dragon"));
    d.territories.insert(Hex{1, -1});
    d.attacked_last_turn = {0, 1};
    CHECK(dragons_from_json(dragons_to_json(d), "save", "/conquest/dragons") == d);
    d.turn = turn_on(4, 1);
    d.turn->attacks = {Hex{1, 0}};
    d.turn->attacked = {0};
    d.turn->baby_dragon_played = true;
    CHECK(dragons_from_json(dragons_to_json(d), "save", "/conquest/dragons") == d);

    json extra = dragons_to_json(d);
    extra["hoard"] = 3;
    CHECK_THROWS_AS(dragons_from_json(extra, "save", "/conquest/dragons"), DataError);
    json twice = dragons_to_json(d);
    twice["territories"].push_back({1, -1});
    CHECK_THROWS_AS(dragons_from_json(twice, "save", "/conquest/dragons"), DataError);
}

TEST_CASE("RULES.md 4: a game without dragons saves and loads without any dragon key",
          "[dragons][dragon-state]") {
    const GameState s = at_first_expansion();
    const json j = s.to_json();
    CHECK_FALSE(j.at("setup").contains("dragons"));
    CHECK_FALSE(j.at("conquest").contains("dragons"));
    CHECK(GameState::from_json(j, "save") == s);
}

TEST_CASE("RULES.md 4: a game's dragons are saved, loaded and checked with the state",
          "[dragons][dragon-state]") {
    const GameState s = expansion_with_dragons([](json&) {});
    REQUIRE(s.conquest().dragons);
    CHECK(s.setup().dragons);
    CHECK(GameState::from_json(s.to_json(), "save") == s);
    CHECK(*GameState::from_json(s.to_json(), "save").conquest().dragons == *s.conquest().dragons);

    // A card appearing, a dragon territory a player holds, dragons without a dragon deck.
    CHECK_THROWS_AS(expansion_with_dragons([](json& d) { d["hand"].push_back("red_dragon"); }),
                    DataError);
    const Hex portal = *s.map().portal_of(0);
    CHECK_THROWS_AS(expansion_with_dragons([portal](json& d) {
                        d["territories"].push_back({portal.q, portal.r});
                    }),
                    DataError);
    CHECK_THROWS_AS(edited(s, [](json& j) { j["setup"].erase("dragons"); }), DataError);
}

TEST_CASE(
    "RULES.md 4: nobody sees the order of the dragons' deck or target deck, nor the dragon cards "
    "dealt and not yet played",
    "[dragons][dragon-state]") {
    const GameState s = expansion_with_dragons([](json& d) {
        d["hand"] = json::array({d["deck"].back()});
        d["deck"].erase(d["deck"].size() - 1);
    });
    const json view = s.view_for(0);
    CHECK(view.at("conquest").at("dragons").at("deck") == 58);
    CHECK(view.at("conquest").at("dragons").at("hand") == 1);
    CHECK(view.at("conquest").at("dragons").at("target_deck") ==
          s.conquest().dragons->targets.cards.size());
}

TEST_CASE("000 Mechanics: the invariant checks see a dragon card come back into the game",
          "[dragons][dragon-state]") {
    const GameState s = expansion_with_dragons([](json&) {});
    ConservedTotals before = conserved_totals(s);
    CHECK(before.dragon_reserve == 10);
    CHECK_FALSE(invariant_violation(before, s, {}));
    before.dragons_removed = 2;  // two Baby Dragons had left the game
    CHECK(invariant_violation(before, s, {}));
    before = conserved_totals(s);
    before.dragon_reserve = 9;  // the reserve had given a card
    CHECK(invariant_violation(before, s, {}));
}
