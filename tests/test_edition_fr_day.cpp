// 004's day (issue 37; RULES.md §6 F4, F5), its rules as pure functions before the day's flow
// uses them: the battle list, its selection in batches, strength and losses in a battle of
// camps. Each test quotes the sentence of 004 it checks.
#include <catch2/catch.hpp>

#include "eden/battle/camp_battle.hpp"
#include "eden/conquest/day.hpp"

using namespace eden;

namespace {

// A row of five territories (0,0) (1,0) (2,0) (3,0) (4,0), with (1,-1) touching (1,0), and
// (2,-1) touching (1,0), (1,-1) and (2,0).
Map row() {
    Map m;
    for (int q = 0; q < 5; ++q)
        m.place({q, 0}, Tile::ordinary(TileColor::green));
    m.place({1, -1}, Tile::ordinary(TileColor::red));
    m.place({2, -1}, Tile::ordinary(TileColor::grey));
    return m;
}

DayBattle frontier(Hex a, Hex b, std::vector<int> players) {
    return {DayBattle::Kind::frontier, std::min(a, b), std::max(a, b), std::move(players)};
}

DayBattle territory(Hex at, std::vector<int> players) {
    return {DayBattle::Kind::territory, at, at, std::move(players)};
}

}  // namespace

TEST_CASE(
    "004 La phase d'Expansion: \"un à chaque frontière comportant des troupes des deux côtés\" "
    "and \"un à chaque territoire dont au moins une frontière est attaquée mais pas défendue\" "
    "(RULES.md §6 F4)",
    "[day][edition-fr]") {
    const Map m = row();
    // Seat 0 holds (0,0), (1,0) and (2,-1), seat 1 holds (3,0) and (1,-1); (2,0) and (4,0) are
    // wild.
    const Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, -1}, 0}, {{3, 0}, 1}, {{1, -1}, 1}};

    SECTION("no post, no battle") {
        CHECK(day_battles(m, control, {}).empty());
    }

    SECTION("posts facing each other make a frontier battle, whoever attacked") {
        const std::vector<FrontierPost> posts{{{1, 0}, {1, -1}, 0, 2}, {{1, -1}, {1, 0}, 1, 1}};
        CHECK(day_battles(m, control, posts) ==
              std::vector<DayBattle>{frontier({1, 0}, {1, -1}, {0, 1})});
    }

    SECTION("a post toward an unguarded side attacks the territory, with its defender") {
        const std::vector<FrontierPost> posts{{{1, 0}, {1, -1}, 0, 2}};
        CHECK(day_battles(m, control, posts) == std::vector<DayBattle>{territory({1, -1}, {0, 1})});
    }

    SECTION("a wild territory attacked from two sides is one battle of its attackers") {
        // Seat 0 from (1,0) and (2,-1), seat 1 from (3,0), all toward the wild (2,0): one
        // battle, each player once.
        const std::vector<FrontierPost> posts{
            {{1, 0}, {2, 0}, 0, 1}, {{3, 0}, {2, 0}, 1, 2}, {{2, -1}, {2, 0}, 0, 1}};
        CHECK(day_battles(m, control, posts) == std::vector<DayBattle>{territory({2, 0}, {0, 1})});
    }

    SECTION("a guarded frontier and an unguarded one of the same territory: two battles") {
        // Seat 0 posts toward seat 1's (1,-1) and toward the wild (2,0); seat 1 answers the
        // first only: a frontier battle, and an attack on (2,0).
        const std::vector<FrontierPost> posts{
            {{1, 0}, {1, -1}, 0, 1}, {{1, -1}, {1, 0}, 1, 1}, {{1, 0}, {2, 0}, 0, 1}};
        CHECK(day_battles(m, control, posts) ==
              std::vector<DayBattle>{frontier({1, 0}, {1, -1}, {0, 1}), territory({2, 0}, {0})});
    }

    SECTION("a post of no troops, off the map or toward a hex not touching counts for nothing") {
        const std::vector<FrontierPost> posts{
            {{1, 0}, {1, -1}, 0, 0}, {{1, 0}, {9, 9}, 0, 3}, {{0, 0}, {3, 0}, 0, 2}};
        CHECK(day_battles(m, control, posts).empty());
    }
}

TEST_CASE(
    "004 La phase d'Expansion: \"en s'assurant de ne pas sélectionner plus d'un combat "
    "impliquant un même joueur. Lorsque cela n'est plus possible, on résout les combats "
    "sélectionnés\" - and \"le joueur sélectionne un combat de son choix impliquant ses propres "
    "troupes, ou passe son tour s'il n'y en a pas\" (RULES.md §6 F4)",
    "[day][edition-fr]") {
    // Battles: 0-1 on a frontier, 1-2 on a territory, 2 alone on a wild one, 3 alone.
    const std::vector<DayBattle> battles{frontier({0, 0}, {1, 0}, {0, 1}),
                                         territory({5, 0}, {1, 2}), territory({7, 0}, {2}),
                                         territory({9, 0}, {3})};
    std::vector<bool> resolved(battles.size(), false);
    std::vector<int> batch;

    // Seat 0 may pick only the battle with his troops.
    CHECK(selectable_battles(battles, resolved, batch, 0) == std::vector<int>{0});
    batch.push_back(0);
    // Seat 1 is in battle 0 already: nothing left for him in this batch; he passes.
    CHECK(selectable_battles(battles, resolved, batch, 1).empty());
    // Seat 2: battle 1 shares seat 1 with battle 0, so only his wild one.
    CHECK(selectable_battles(battles, resolved, batch, 2) == std::vector<int>{2});
    batch.push_back(2);
    CHECK(batch_can_grow(battles, resolved, batch));  // seat 3's battle is still free
    batch.push_back(3);
    CHECK_FALSE(batch_can_grow(battles, resolved, batch));

    // The batch is resolved; the next one starts from what is left.
    for (int i : batch)
        resolved[static_cast<std::size_t>(i)] = true;
    batch.clear();
    CHECK(selectable_battles(battles, resolved, batch, 0).empty());
    CHECK(selectable_battles(battles, resolved, batch, 1) == std::vector<int>{1});
    CHECK(selectable_battles(battles, resolved, batch, 2) == std::vector<int>{1});
    batch.push_back(1);
    CHECK_FALSE(batch_can_grow(battles, resolved, batch));
}

TEST_CASE(
    "004 Principe général: \"sa force de combat ... est égale à la somme des forces des unités "
    "de son armée, à laquelle on ajoute 1 pour chacune de ses troupes impliquées, et 1 pour "
    "chaque autre joueur dans son camp\" (RULES.md §6 F5)",
    "[battle][edition-fr]") {
    // Camp 0: two players; camp 1: one; camp 2: a wild marker of 4.
    const std::vector<CampFighter> fighters{{0, 5, 2}, {0, 1, 1}, {1, 6, 3}, {2, 0, 4}};
    CHECK(camp_strengths(fighters) == std::vector<int>{8, 3, 9, 4});
}

TEST_CASE(
    "004 Fin du combat: \"Chaque joueur perd 1 troupe impliquée par joueur adverse dont la force "
    "de combat est strictement supérieure à la sienne ... 1 troupe impliquée supplémentaire pour "
    "chaque 3 points d'écart ... Si le joueur n'a pas assez de troupe à perdre, il perd "
    "l'ensemble de ses troupes impliquées\" (RULES.md §6 F5)",
    "[battle][edition-fr]") {
    SECTION("two players: the weaker loses 1, +1 per 3 points") {
        // Strengths 10 and 3: 7 points, 2 full threes: 1 + 2.
        const std::vector<CampFighter> f{{0, 8, 2}, {1, 0, 3}};
        CHECK(camp_losses(f) == std::vector<int>{0, 3});
        // A tie: nobody is strictly stronger, nobody loses.
        const std::vector<CampFighter> tie{{0, 2, 1}, {1, 0, 3}};
        CHECK(camp_losses(tie) == std::vector<int>{0, 0});
    }
    SECTION("three camps: 1 per stronger opponent, the gap to the strongest") {
        // Strengths 9, 6, 2.
        const std::vector<CampFighter> f{{0, 7, 2}, {1, 4, 2}, {2, 0, 2}};
        const std::vector<int> owed = camp_losses_owed(f);
        CHECK(owed == std::vector<int>{0, 1 + 1, 2 + 2});
        // The weakest has 2 troops to lose: he loses them all.
        CHECK(camp_losses(f) == std::vector<int>{0, 2, 2});
    }
    SECTION("allies do not count as opponents") {
        // Camp 0 (strengths 3 and 2, each +1 for the ally) against 4.
        const std::vector<CampFighter> f{{0, 1, 1}, {0, 0, 1}, {1, 2, 2}};
        CHECK(camp_strengths(f) == std::vector<int>{3, 2, 4});
        CHECK(camp_losses(f) == std::vector<int>{1, 1, 0});
    }
}

TEST_CASE(
    "004 Fin du combat: \"si le joueur n'a pas assez de troupes à perdre mais dispose de "
    "troupes sur le territoire dont c'est la frontière, alors les troupes manquantes sont prises "
    "sur ce territoire dans la limite des troupes disponibles\" (RULES.md §6 F5)",
    "[battle][edition-fr]") {
    CHECK(frontier_loss(2, 3, 4) == FrontierLoss{2, 0});
    CHECK(frontier_loss(5, 2, 4) == FrontierLoss{2, 3});
    CHECK(frontier_loss(9, 2, 4) == FrontierLoss{2, 4});
    CHECK(frontier_loss(0, 2, 4) == FrontierLoss{0, 0});
}
