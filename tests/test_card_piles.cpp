// 003 §Settle near the portals — "Deck"; glossary "Replenish"; FAQ 1: deck, hand, discard pile
// and set-aside cards.
#include <algorithm>
#include <catch2/catch.hpp>

#include "eden/cards/piles.hpp"

using namespace eden;

namespace {

using Cards = std::vector<CardId>;

Cards piles_sorted(Cards cards) {
    std::sort(cards.begin(), cards.end());
    return cards;
}

}  // namespace

TEST_CASE("003 Settle, Deck: drawing takes cards from the top of the deck into the hand",
          "[card-piles]") {
    CardPiles piles;
    piles.deck = {1, 2, 3, 4, 5, 6, 7};  // 7 on top
    piles.discard = {20, 21};
    Rng rng(1);
    const Rng before = rng;
    CHECK(draw(piles, 3, rng) == 3);
    CHECK(piles.hand == Cards{7, 6, 5});
    CHECK(piles.deck == Cards{1, 2, 3, 4});
    CHECK(piles.discard == Cards{20, 21});  // the deck held enough: no shuffle
    CHECK(rng == before);
    CHECK(draw(piles, 0, rng) == 0);
    CHECK(draw(piles, -2, rng) == 0);
    CHECK(piles.hand.size() == 3);
}

TEST_CASE(
    "003 Settle, Deck: when the deck runs short, the discard pile is shuffled and put at the "
    "bottom of the deck",
    "[card-piles]") {
    CardPiles piles;
    piles.deck = {1, 2};  // 2 on top
    piles.discard = {10, 11, 12, 13, 14, 15};
    piles.set_aside = {30};
    Rng rng(7);
    CHECK(draw(piles, 4, rng) == 4);
    // The two deck cards come first; the rest come from under them.
    REQUIRE(piles.hand.size() == 4);
    CHECK(piles.hand[0] == 2);
    CHECK(piles.hand[1] == 1);
    CHECK(piles.discard.empty());
    CHECK(piles.deck.size() == 4);
    Cards from_discard{piles.hand[2], piles.hand[3]};
    from_discard.insert(from_discard.end(), piles.deck.begin(), piles.deck.end());
    CHECK(piles_sorted(from_discard) == Cards{10, 11, 12, 13, 14, 15});
    CHECK(piles.set_aside == Cards{30});

    // The refill goes under the cards still on the deck, which stay on top.
    CardPiles more;
    more.deck = {1, 2, 3};
    more.discard = {10, 11, 12};
    const auto top = reveal_top(more, 4, rng);
    CHECK(more.deck.size() == 6);
    CHECK(Cards(more.deck.end() - 3, more.deck.end()) == Cards{1, 2, 3});
    CHECK(piles_sorted(Cards(more.deck.begin(), more.deck.begin() + 3)) == Cards{10, 11, 12});
    REQUIRE(top.size() == 4);
    CHECK(Cards(top.begin(), top.begin() + 3) == Cards{3, 2, 1});
    CHECK(top[3] == more.deck[2]);
}

TEST_CASE("003 Settle, Deck: the discard pile is really shuffled, by the game's Rng",
          "[card-piles]") {
    CardPiles start;
    for (CardId c = 0; c < 20; ++c)
        start.discard.push_back(c);
    bool some_order_changed = false;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        CardPiles piles = start;
        Rng rng(seed);
        CHECK(draw(piles, 20, rng) == 20);
        CHECK(piles_sorted(piles.hand) == start.discard);
        if (piles.hand != start.discard) some_order_changed = true;
    }
    CHECK(some_order_changed);
}

TEST_CASE("003 Settle, Deck: the same seed gives the same draws", "[card-piles]") {
    CardPiles start;
    start.deck = {1, 2, 3};
    for (CardId c = 10; c < 30; ++c)
        start.discard.push_back(c);
    auto play = [&](std::uint64_t seed) {
        CardPiles piles = start;
        Rng rng(seed);
        draw(piles, 5, rng);
        piles.discard.insert(piles.discard.end(), piles.hand.begin(), piles.hand.end());
        piles.hand.clear();
        replenish(piles, 5, rng);
        draw(piles, 30, rng);
        return piles;
    };
    CHECK(play(42) == play(42));
    CHECK(play(42).hand != play(43).hand);
}

TEST_CASE(
    "003 Settle, Deck: revealing shows the top cards, top first, without moving them - "
    "revealing more than the deck holds refills it",
    "[card-piles]") {
    CardPiles piles;
    piles.deck = {1, 2, 3, 4};
    piles.discard = {10};
    Rng rng(3);
    CHECK(reveal_top(piles, 2, rng) == Cards{4, 3});
    CHECK(piles.deck == Cards{1, 2, 3, 4});
    CHECK(piles.hand.empty());
    CHECK(piles.discard == Cards{10});

    CHECK(reveal_top(piles, 6, rng) == Cards{4, 3, 2, 1, 10});  // all there is
    CHECK(piles.deck == Cards{10, 1, 2, 3, 4});
    CHECK(piles.discard.empty());
    CHECK(reveal_top(piles, 0, rng).empty());
}

TEST_CASE("003 glossary, Replenish: draw cards from the top of the deck until having 5",
          "[card-piles]") {
    CardPiles piles;
    piles.deck = {1, 2, 3, 4, 5, 6, 7, 8};
    piles.hand = {100, 101};
    Rng rng(1);
    CHECK(replenish(piles, 5, rng) == 3);
    CHECK(piles.hand == Cards{100, 101, 8, 7, 6});
    CHECK(replenish(piles, 5, rng) == 0);
    // Unbalance: the first player replenishes to 6.
    CHECK(replenish(piles, 6, rng) == 1);
    CHECK(piles.hand.size() == 6);
    // A hand already over the size stays as it is.
    CHECK(replenish(piles, 4, rng) == 0);
    CHECK(piles.hand.size() == 6);
}

TEST_CASE("FAQ 1: cards set aside are not drawn back - replenishing may leave fewer than 5 cards",
          "[card-piles]") {
    CardPiles piles;
    piles.deck = {1, 2};
    piles.discard = {3};
    piles.hand = {4};
    piles.set_aside = {5, 6, 7, 8};
    Rng rng(9);
    CHECK(replenish(piles, 5, rng) == 3);
    CHECK(piles_sorted(piles.hand) == Cards{1, 2, 3, 4});
    CHECK(piles.deck.empty());
    CHECK(piles.discard.empty());
    CHECK(piles.set_aside == Cards{5, 6, 7, 8});
    CHECK(replenish(piles, 5, rng) == 0);
    CHECK(piles.hand.size() == 4);
}

TEST_CASE("003 Settle, Deck: no card appears or vanishes while drawing and revealing",
          "[card-piles]") {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        CAPTURE(seed);
        Rng rng(seed);
        auto roll = [&](int lo, int hi) { return static_cast<int>(rng.uniform_int(lo, hi)); };
        CardPiles piles;
        CardId next = 0;
        for (auto* pile : {&piles.deck, &piles.hand, &piles.discard, &piles.set_aside})
            for (int i = roll(0, 6); i > 0; --i)
                pile->push_back(next++);
        const int total = total_cards(piles);
        REQUIRE(total == next);
        for (int step = 0; step < 30; ++step) {
            switch (roll(0, 3)) {
                case 0: {
                    const int available =
                        static_cast<int>(piles.deck.size() + piles.discard.size());
                    const int n = roll(0, 7);
                    CHECK(draw(piles, n, rng) == std::min(n, available));
                    break;
                }
                case 1:
                    replenish(piles, 5, rng);
                    CHECK(
                        (piles.hand.size() >= 5 || (piles.deck.empty() && piles.discard.empty())));
                    break;
                case 2: {
                    const int n = roll(0, 7);
                    const auto top = reveal_top(piles, n, rng);
                    CHECK(static_cast<int>(top.size()) ==
                          std::min(n, static_cast<int>(piles.deck.size())));
                    break;
                }
                default:  // discard the hand, as at the end of a battle
                    piles.discard.insert(piles.discard.end(), piles.hand.begin(), piles.hand.end());
                    piles.hand.clear();
            }
            CHECK(total_cards(piles) == total);
        }
        Cards all = piles.deck;
        for (const Cards* pile : {&piles.hand, &piles.discard, &piles.set_aside})
            all.insert(all.end(), pile->begin(), pile->end());
        Cards expected(static_cast<std::size_t>(total));
        for (int i = 0; i < total; ++i)
            expected[static_cast<std::size_t>(i)] = i;
        CHECK(piles_sorted(all) == expected);
    }
}
