// The dragons playing a hand against base defense (000 "Mechanics", Baby Dragon, the blue
// dragons; RULES.md §4 "A dragon attack": a 5-card hand in random order, never stopping early).
#include <catch2/catch.hpp>

#include <filesystem>
#include "support/dragon_fixture.hpp"

#include "data/data_files.hpp"
#include "eden/dragons/hand_play.hpp"

using namespace eden;
using eden_test::king_of_eden_deck;

namespace {

// A deck whose top (back) is `top`, in that order of drawing, over `below`.
DragonPiles piles_of(std::vector<std::string> top, std::vector<std::string> below = {}) {
    DragonPiles p;
    p.deck = std::move(below);
    for (auto it = top.rbegin(); it != top.rend(); ++it)
        p.deck.push_back(*it);
    return p;
}

std::vector<std::string> copies(const std::string& id, int n) {
    return std::vector<std::string>(static_cast<std::size_t>(n), id);
}

}  // namespace

TEST_CASE("RULES.md 4 A dragon attack: the whole 5-card hand is played, never stopping early",
          "[dragons][dragon-hand]") {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Rng rng(seed);
        auto piles = piles_of(copies("red_dragon", 5), copies("baby_dragon", 3));
        const auto r = play_dragon_hand_on_base_defense(king_of_eden_deck(), piles, {}, 0, rng);
        CHECK(r.front.dragons.size() == 5);
        CHECK(r.strength == 15);
        CHECK(piles.hand.empty());
        CHECK(piles.deck.size() == 3);
        CHECK_FALSE(r.baby_dragon_played);
    }
}

TEST_CASE("000 Baby Dragon: without the King of Eden each one costs the dragon hand a card",
          "[dragons][dragon-hand]") {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Rng rng(seed);
        auto piles = piles_of(copies("baby_dragon", 5));
        const auto r = play_dragon_hand_on_base_defense(king_of_eden_deck(), piles, {}, 0, rng);
        // Played, discarded, played, discarded, played (the hand is then empty).
        CHECK(r.front.dragons.size() == 3);
        CHECK(piles.discard.size() == 2);
        CHECK(r.strength == 3);
        CHECK(r.baby_dragon_played);
    }
}

TEST_CASE(
    "000 Baby Dragon and King of Eden: on the Heart each Baby Dragon draws a card, played "
    "too",
    "[dragons][dragon-hand]") {
    Rng rng(3);
    auto piles = piles_of(copies("baby_dragon", 5), copies("red_dragon", 5));
    const auto r =
        play_dragon_hand_on_base_defense(king_of_eden_deck(), piles, {"king_of_eden"}, 2, rng);
    CHECK(r.front.dragons.size() == 11);
    CHECK(r.strength == (10 + 2) + 5 * 1 + 5 * 3);
    CHECK(piles.deck.empty());
}

TEST_CASE("000 blue dragons: a red dragon already on the front is doomed to draw a card",
          "[dragons][dragon-hand]") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        CAPTURE(seed);
        Rng rng(seed);
        std::vector<std::string> hand = copies("red_dragon", 4);
        hand.push_back("blue_dragon");
        auto piles = piles_of(hand, {"red_dragon_cub"});
        const auto r = play_dragon_hand_on_base_defense(king_of_eden_deck(), piles, {}, 0, rng);
        int doomed = 0;
        for (const auto& d : r.front.dragons)
            doomed += d.doomed ? 1 : 0;
        const bool blue_first = r.front.dragons.front().card == "blue_dragon";
        // Played first, the blue dragon has no red dragon to doom: no card is drawn.
        CHECK(doomed == (blue_first ? 0 : 1));
        CHECK(r.front.dragons.size() == (blue_first ? 5u : 6u));
        CHECK(r.strength == 4 * 3 + 3 + (blue_first ? 0 : 2));  // doomed dragons still fight
    }
}

TEST_CASE(
    "000 Green King/Queen and Black Dragon against base defense: a random discard owed, +2 "
    "each",
    "[dragons][dragon-hand]") {
    Rng rng(8);
    std::vector<std::string> hand = copies("black_dragon", 4);
    hand.push_back("green_king_queen");
    auto piles = piles_of(hand);
    const auto r = play_dragon_hand_on_base_defense(king_of_eden_deck(), piles, {}, 0, rng);
    CHECK(r.player_random_discards == 1);
    CHECK(r.strength == 4 * (2 + 2) + 6);
}
