// Where the marks of one territory go inside its hex (issue 17): the owner's disc, the dragons'
// picture, the resource count and the troops each have their own place, so they never cover each
// other, and the owner's disc keeps a size an eye can find at 6 seats on an unzoomed 720-pixel
// board. Plain geometry in pixels, no drawing: the board overlay draws what it says, a test checks
// it.
#pragma once

#include <optional>

#include "app/session/hex_layout.hpp"

namespace eden::app {

// The owner's disc is never smaller than this radius on screen (its outline comes on top).
constexpr float kMinOwnerMarkRadius = 5.5f;
// The dragons' picture is never smaller than this half-size.
constexpr float kMinDragonMarkRadius = 6.5f;
// The dark outline drawn around an owner's disc.
constexpr float kOwnerMarkOutline = 2.0f;

struct MarkCircle {
    Point at;
    float radius = 0;  // the whole mark, its outline included
};

struct HexMarks {
    std::optional<MarkCircle> owner;
    std::optional<MarkCircle> dragon;
    std::optional<MarkCircle> resources;  // the count's diamond, right of centre
    std::optional<MarkCircle> troops;     // the troops' count (002), below centre
    // A wild territory's marker (004), below centre and larger than a troops' count: nothing
    // else marks a wild territory, and its number is what an attacker weighs.
    std::optional<MarkCircle> wild_marker;
};

struct HexMarkWants {
    bool heart = false;  // the Heart's name and crown fill its middle: marks go below
    bool owner = false;
    bool dragon = false;
    bool resources = false;
    bool troops = false;
    bool wild_marker = false;
};

// The marks of the hex centred at `centre`, `radius` pixels from centre to corner.
HexMarks lay_out_hex_marks(Point centre, float radius, const HexMarkWants& wants);

bool marks_overlap(const MarkCircle& a, const MarkCircle& b);

}  // namespace eden::app
