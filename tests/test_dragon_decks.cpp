// The dragons' decks during a game (000 "Dragon target cards", "Mechanics": improving the deck,
// Baby Dragon; RULES.md §4 "Dragons", "Decks"; U98, U100): the target deck's phases and T8's
// reshuffle, the improvement (Baby Dragons removed two at a time, then a random cost-5 dragon of
// the reserve added) and the Baby Dragons destroyed after a turn they were played in.
#include <catch2/catch.hpp>

#include <filesystem>
#include <set>
#include "support/dragon_fixture.hpp"

#include "data/data_files.hpp"
#include "eden/dragons/decks.hpp"

using namespace eden;
using eden_test::copies_in_pile;
using eden_test::king_of_eden_deck;

TEST_CASE(
    "000 Dragon target cards: phase 1 first, then each phase's cards shuffled in when the "
    "deck runs out",
    "[dragons][dragon-decks]") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        CAPTURE(seed);
        Rng rng(seed);
        DragonTargetDeck targets = start_target_deck(king_of_eden_deck(), rng);
        CHECK(targets.phase == 1);
        for (int phase = 1; phase <= 4; ++phase) {
            const auto expected = king_of_eden_deck().target_numbers_of_phase(phase);
            std::multiset<int> drawn;
            for (std::size_t i = 0; i < expected.size(); ++i) {
                drawn.insert(draw_target_card(targets, king_of_eden_deck(), rng));
                CHECK(targets.phase == phase);
            }
            CHECK(drawn == std::multiset<int>(expected.begin(), expected.end()));
        }
        // Phase 5 until its end or T8, which shuffles every phase-5 card into a new deck.
        int card = 0;
        do {
            card = draw_target_card(targets, king_of_eden_deck(), rng);
            CHECK(targets.phase == 5);
        } while (card != 8);
        auto after = targets.cards;
        std::sort(after.begin(), after.end());
        CHECK(after == king_of_eden_deck().target_numbers_of_phase(5));
    }
}

TEST_CASE("000 Dragon target cards: the last phase starts over when its deck runs out",
          "[dragons][dragon-decks]") {
    Rng rng(4);
    DragonTargetDeck targets{5, {5}};
    CHECK(draw_target_card(targets, king_of_eden_deck(), rng) == 5);
    CHECK(targets.cards.empty());
    const int next = draw_target_card(targets, king_of_eden_deck(), rng);
    CHECK(targets.phase == 5);
    CHECK(next >= 5);
    CHECK(targets.cards.size() == (next == 8 ? 4u : 3u));  // T8 reshuffles at once
}

TEST_CASE(
    "000 Improving the dragons' deck: 2 Baby Dragons removed at a time, then a random "
    "cost-5 dragon of the reserve added",
    "[dragons][dragon-decks]") {
    DragonPiles piles;
    piles.deck = king_of_eden_deck().starting_deck();
    auto reserve = king_of_eden_deck().starting_reserve();
    Rng rng(9);
    // Some in the discard pile: improvement looks at deck and discard pile together.
    for (int i = 0; i < 10; ++i) {
        piles.discard.push_back(piles.deck.back());
        piles.deck.pop_back();
    }
    for (int turn = 1; turn <= 10; ++turn) {
        CAPTURE(turn);
        CHECK(improve_dragon_deck(piles, reserve, king_of_eden_deck(), rng).empty());
        CHECK(piles.deck.size() == 59u - 2u * static_cast<unsigned>(turn));
        CHECK(copies_in_pile(piles.deck, "baby_dragon") == 20 - 2 * turn);
        CHECK(piles.discard.empty());
        CHECK(reserve.size() == 10);
    }
    const std::string added = improve_dragon_deck(piles, reserve, king_of_eden_deck(), rng);
    REQUIRE_FALSE(added.empty());
    CHECK(king_of_eden_deck().card(added)->cost == 5);
    CHECK(piles.deck.size() == 40);
    CHECK(copies_in_pile(piles.deck, added) == 1);
    CHECK(reserve.size() == 9);
    // The reserve runs dry after nine more.
    for (int i = 0; i < 9; ++i)
        CHECK_FALSE(improve_dragon_deck(piles, reserve, king_of_eden_deck(), rng).empty());
    CHECK(reserve.empty());
    CHECK(piles.deck.size() == 49);
    CHECK(improve_dragon_deck(piles, reserve, king_of_eden_deck(), rng).empty());
    CHECK(piles.deck.size() == 49);
}

TEST_CASE("000 Improving the dragons' deck: a single Baby Dragon left is removed alone",
          "[dragons][dragon-decks]") {
    DragonPiles piles;
    piles.deck = {"red_dragon", "baby_dragon", "white_dragon"};
    auto reserve = king_of_eden_deck().starting_reserve();
    Rng rng(2);
    CHECK(improve_dragon_deck(piles, reserve, king_of_eden_deck(), rng).empty());
    CHECK(piles.deck.size() == 2);
    CHECK(copies_in_pile(piles.deck, "baby_dragon") == 0);
    CHECK(reserve.size() == 10);
}

TEST_CASE(
    "000 Baby Dragon: after a turn one was played, 2 Baby Dragons leave the game and deck "
    "and discard are shuffled together (U98)",
    "[dragons][dragon-decks]") {
    DragonPiles piles;
    piles.deck = {"baby_dragon", "red_dragon", "baby_dragon"};
    piles.discard = {"baby_dragon", "black_dragon"};
    Rng rng(5);
    CHECK(destroy_played_baby_dragons(piles, king_of_eden_deck(), rng) == 2);
    CHECK(piles.discard.empty());
    CHECK(piles.deck.size() == 3);
    CHECK(copies_in_pile(piles.deck, "baby_dragon") == 1);
    CHECK(copies_in_pile(piles.deck, "black_dragon") == 1);
}
