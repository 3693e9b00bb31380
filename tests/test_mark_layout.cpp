// The marks inside a hex (issue 17): the owner's disc, the dragons' picture, the resource
// count and the troops (002) never cover each other at any zoom, and the owner's disc keeps its
// minimum size.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "app/session/mark_layout.hpp"

using namespace eden::app;

TEST_CASE("Hex marks: none covers another at any radius, the owner's disc never tiny",
          "[board][marks]") {
    for (float r = 6.0f; r <= 90.0f; r += 0.5f)
        for (int bits = 0; bits < 32; ++bits) {
            HexMarkWants want;
            want.heart = (bits & 1) != 0;
            want.owner = (bits & 2) != 0;
            want.dragon = (bits & 4) != 0;
            want.resources = (bits & 8) != 0;
            want.troops = (bits & 16) != 0;
            // No ruleset has both: troops are 002's, whose `classic` offers Supremacy only
            // (RULES.md §5), and the dragons are King of Eden's.
            if (want.dragon && want.troops) continue;
            const Point c{400.0f, 300.0f};
            const HexMarks m = lay_out_hex_marks(c, r, want);
            CHECK(m.owner.has_value() == want.owner);
            CHECK(m.dragon.has_value() == want.dragon);
            CHECK(m.resources.has_value() == want.resources);
            CHECK(m.troops.has_value() == want.troops);
            std::vector<MarkCircle> all;
            for (const auto* mark : {&m.owner, &m.dragon, &m.resources, &m.troops})
                if (*mark) all.push_back(**mark);
            for (std::size_t i = 0; i < all.size(); ++i)
                for (std::size_t j = i + 1; j < all.size(); ++j) {
                    INFO("radius " << r << " wants " << bits);
                    CHECK_FALSE(marks_overlap(all[i], all[j]));
                }
            if (m.owner) CHECK(m.owner->radius >= kMinOwnerMarkRadius + kOwnerMarkOutline);
            // An owner's disc alone (the board shows resource counts only from a radius of 22)
            // never reaches over the hex's edge onto a neighbour.
            if (m.owner && !want.dragon && !want.troops && !want.heart &&
                (!want.resources || r >= 22.0f) && r >= 10.0f)
                CHECK(std::hypot(m.owner->at.x - c.x, m.owner->at.y - c.y) + m.owner->radius <=
                      r * 0.87f);
            // From a hex big enough to hold them, every mark's middle stays inside it.
            if (r >= 24.0f)
                for (const MarkCircle& mark : all) {
                    INFO("radius " << r << " wants " << bits);
                    CHECK(std::hypot(mark.at.x - c.x, mark.at.y - c.y) <= r * 0.87f);
                }
        }
}

TEST_CASE("Hex marks: the owner left, the count right, the dragons below", "[board][marks]") {
    const HexMarks m = lay_out_hex_marks({0, 0}, 40.0f, {false, true, true, true});
    REQUIRE(m.owner);
    REQUIRE(m.dragon);
    REQUIRE(m.resources);
    CHECK(m.owner->at.x < 0);
    CHECK(m.resources->at.x > 0);
    CHECK(m.dragon->at.y > m.owner->at.y);
    CHECK(m.owner->radius == Approx(40.0f * 0.21f + kOwnerMarkOutline));
}

TEST_CASE("Hex marks: troops (002) below the symbol, beside the owner and the count",
          "[board][marks][troops]") {
    HexMarkWants want;
    want.owner = want.resources = want.troops = true;
    const HexMarks m = lay_out_hex_marks({0, 0}, 40.0f, want);
    REQUIRE(m.troops);
    CHECK(m.troops->at.y > m.owner->at.y);
    CHECK(m.troops->radius == Approx(m.owner->radius));
    CHECK_FALSE(marks_overlap(*m.troops, *m.owner));
    CHECK_FALSE(marks_overlap(*m.troops, *m.resources));
}

TEST_CASE(
    "Hex marks: a wild marker (004) below the symbol, larger than a troops' count, inside "
    "its hex at every radius",
    "[board][marks][edition-fr]") {
    for (float r = 6.0f; r <= 90.0f; r += 0.5f)
        for (bool heart : {false, true}) {
            INFO("radius " << r << (heart ? " on the Heart" : ""));
            HexMarkWants want;
            want.heart = heart;
            want.wild_marker = true;
            const HexMarks m = lay_out_hex_marks({0, 0}, r, want);
            REQUIRE(m.wild_marker);
            CHECK_FALSE(m.owner);
            CHECK_FALSE(m.troops);
            // Below the symbol; on a hex too small for that, on it.
            CHECK(m.wild_marker->at.y >= 0);
            if (r >= 16.0f) CHECK(m.wild_marker->at.y > 0);
            CHECK(m.wild_marker->radius >= kMinOwnerMarkRadius + kOwnerMarkOutline);
            if (r >= 24.0f) {
                CHECK(std::hypot(m.wild_marker->at.x, m.wild_marker->at.y) +
                          m.wild_marker->radius <=
                      r * 0.87f);
                // Larger than a troops' count (an owner's disc), so its number reads first.
                HexMarkWants troops;
                troops.troops = troops.owner = true;
                CHECK(m.wild_marker->radius > lay_out_hex_marks({0, 0}, r, troops).troops->radius);
            }
        }
}
