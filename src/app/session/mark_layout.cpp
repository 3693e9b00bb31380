#include "app/session/mark_layout.hpp"

#include <algorithm>
#include <cmath>

namespace eden::app {

namespace {

// Moves two marks apart along the line between them, each half the way, until they only touch
// with a pixel between: at a small zoom the places inside the hex are too close for two marks.
void push_marks_apart(MarkCircle& a, MarkCircle& b) {
    float dx = b.at.x - a.at.x;
    float dy = b.at.y - a.at.y;
    float d = std::sqrt(dx * dx + dy * dy);
    const float wanted = a.radius + b.radius + 1.0f;
    if (d >= wanted) return;
    if (d < 0.001f) {  // one on top of the other (a tiny hex): the second goes down-right
        dx = 0.6f;
        dy = 0.8f;
        d = 1.0f;
    }
    const float half = (wanted - d) / 2.0f;
    a.at = {a.at.x - dx / d * half, a.at.y - dy / d * half};
    b.at = {b.at.x + dx / d * half, b.at.y + dy / d * half};
}

}  // namespace

HexMarks lay_out_hex_marks(Point c, float r, const HexMarkWants& wants) {
    HexMarks out;
    const float owner_r = std::max(kMinOwnerMarkRadius, r * 0.21f) + kOwnerMarkOutline;
    const float dragon_r = std::max(kMinDragonMarkRadius, r * 0.26f);
    // Places: the owner left of the terrain's symbol, the resource count right of it, the
    // dragons below it (the richness token is above). On the Heart, whose name and crown fill
    // the middle, the owner and the dragons share the space below, side by side.
    // A mark kept at its minimum size on a small hex moves in towards the middle rather than
    // out over the edge, where it would seem to mark the neighbour: it stays inside the circle
    // the hex's sides touch (0.866 of the radius).
    const auto inside = [r](float wanted, float mark) {
        return std::max(0.0f, std::min(wanted, r * 0.866f - mark));
    };
    if (wants.owner)
        out.owner =
            MarkCircle{wants.heart ? Point{c.x - (wants.dragon ? r * 0.3f : 0.0f), c.y + r * 0.55f}
                                   : Point{c.x - inside(r * 0.54f, owner_r), c.y},
                       owner_r};
    if (wants.dragon)
        out.dragon =
            MarkCircle{wants.heart ? Point{c.x + (wants.owner ? r * 0.3f : 0.0f), c.y + r * 0.55f}
                                   : Point{c.x, c.y + inside(r * 0.52f, dragon_r)},
                       dragon_r};
    // The troops (002) below the symbol, where the dragons would stand: no ruleset has both, but
    // both get a place, side by side.
    if (wants.troops)
        out.troops = MarkCircle{{c.x + (wants.dragon ? r * 0.3f : 0.0f),
                                 c.y + (wants.heart ? r * 0.55f : inside(r * 0.52f, owner_r))},
                                owner_r};
    if (wants.wild_marker) {
        const float marker_r = std::max(kMinOwnerMarkRadius, r * 0.3f) + kOwnerMarkOutline;
        out.wild_marker = MarkCircle{
            {c.x, c.y + inside(wants.heart ? r * 0.55f : r * 0.45f, marker_r)}, marker_r};
    }
    // The diamond is 0.25 of the radius wide and 0.29 tall each side of its middle.
    if (wants.resources) out.resources = MarkCircle{{c.x + r * 0.56f, c.y + r * 0.05f}, r * 0.29f};
    // A push may bring one mark onto another: a few rounds settle them all.
    std::optional<MarkCircle>* marks[] = {&out.owner, &out.dragon, &out.resources, &out.troops,
                                          &out.wild_marker};
    for (int round = 0; round < 6; ++round)
        for (std::size_t i = 0; i < std::size(marks); ++i)
            for (std::size_t j = i + 1; j < std::size(marks); ++j)
                if (*marks[i] && *marks[j]) push_marks_apart(**marks[i], **marks[j]);
    return out;
}

bool marks_overlap(const MarkCircle& a, const MarkCircle& b) {
    const float dx = b.at.x - a.at.x;
    const float dy = b.at.y - a.at.y;
    return std::sqrt(dx * dx + dy * dy) < a.radius + b.radius;
}

}  // namespace eden::app
