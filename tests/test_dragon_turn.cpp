// The start and end of the dragons' turn on their state (000 "Mechanics", Baby Dragon; RULES.md
// §4 "Dragons"): base defense and improvement from round 3, Baby Dragons leaving the game after
// a turn one was played in, "attacked during the last turn", every card still counted.
#include <catch2/catch.hpp>
#include <filesystem>

#include "data/data_files.hpp"
#include "eden/dragon_turn.hpp"

using namespace eden;

namespace {

const DragonDeckDef& deck() {
    static const DragonDeckDef d =
        dragon_deck_from_json(data::read_json_file(std::filesystem::path(EDEN_SOURCE_DATA_DIR) /
                                                   "dragons" / "king_of_eden.json"),
                              "king_of_eden.json");
    return d;
}

const Hex kHeart{0, 0};

long count(const std::vector<std::string>& pile, const std::string& id) {
    return std::count(pile.begin(), pile.end(), id);
}

}  // namespace

TEST_CASE(
    "000 Mechanics: the dragons' turn starts with base defense +2 and an improved deck from "
    "round 3, not before",
    "[dragons][dragon-turn]") {
    Rng rng(3);
    DragonState d = start_dragons(deck(), kHeart, rng);
    const DragonState at_start = d;
    const DragonTurnStart round2 = begin_dragons_turn(d, deck(), 2, rng);
    CHECK_FALSE(round2.improved);
    CHECK(d == at_start);
    for (int round = 3; round <= 8; ++round) {
        CAPTURE(round);
        const DragonTurnStart s = begin_dragons_turn(d, deck(), round, rng);
        CHECK(s.improved);
        CHECK(s.base_defense == dragon_base_defense(deck().base_defense, round));
        CHECK(d.base_defense == s.base_defense);
        CHECK(s.cards_removed == 2);
        CHECK(s.card_added.empty());
        CHECK(count(d.removed, "baby_dragon") == 2 * (round - 2));
        CHECK_FALSE(dragon_inconsistency(d, deck(), 2));
    }
}

TEST_CASE(
    "000 Mechanics: once no Baby Dragon is left, improving adds a random cost-5 dragon from the "
    "reserve",
    "[dragons][dragon-turn]") {
    Rng rng(4);
    DragonState d = start_dragons(deck(), kHeart, rng);
    int round = 3;
    while (count(d.piles.deck, "baby_dragon") > 0)
        begin_dragons_turn(d, deck(), round++, rng);
    CHECK(d.removed.size() == 20);
    const std::size_t deck_size = d.piles.deck.size();
    const DragonTurnStart s = begin_dragons_turn(d, deck(), round, rng);
    CHECK(s.cards_removed == 0);
    REQUIRE_FALSE(s.card_added.empty());
    CHECK(deck().card(s.card_added)->cost == 5);
    CHECK(d.reserve.size() == 9);
    CHECK(d.piles.deck.size() == deck_size + 1);
    CHECK_FALSE(dragon_inconsistency(d, deck(), 2));
}

TEST_CASE(
    "000 Baby Dragon: after a turn one was played in, 2 Baby Dragons leave the game and the "
    "discard pile is shuffled into the deck",
    "[dragons][dragon-turn]") {
    Rng rng(5);
    DragonState d = start_dragons(deck(), kHeart, rng);
    // The turn's attacks left some cards, a Baby Dragon among them, in the discard pile.
    dragons_draw(d.piles, 5, rng);
    d.piles.hand.push_back("baby_dragon");
    d.piles.deck.erase(std::find(d.piles.deck.begin(), d.piles.deck.end(), "baby_dragon"));
    d.piles.discard = d.piles.hand;
    d.piles.hand.clear();
    CHECK(end_dragons_turn(d, deck(), true, {1}, rng) == 2);
    CHECK(count(d.removed, "baby_dragon") == 2);
    CHECK(d.piles.discard.empty());
    CHECK(d.piles.deck.size() == 57);
    CHECK(d.attacked_last_turn == std::set<int>{1});
    CHECK_FALSE(dragon_inconsistency(d, deck(), 2));

    // A turn without a Baby Dragon: nothing leaves, whom the dragons attacked is remembered.
    const DragonState before = d;
    CHECK(end_dragons_turn(d, deck(), false, {}, rng) == 0);
    CHECK(d.piles == before.piles);
    CHECK(d.attacked_last_turn.empty());
}
