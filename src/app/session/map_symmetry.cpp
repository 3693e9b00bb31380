#include "app/session/map_symmetry.hpp"

#include <algorithm>

namespace eden::app {

std::string_view symmetry_id(Symmetry s) {
    switch (s) {
        case Symmetry::none:
            return "none";
        case Symmetry::rotate2:
            return "rotate2";
        case Symmetry::rotate3:
            return "rotate3";
        case Symmetry::rotate6:
            return "rotate6";
        case Symmetry::mirror:
            return "mirror";
    }
    return "none";
}

int symmetry_order(Symmetry s) {
    switch (s) {
        case Symmetry::none:
            return 1;
        case Symmetry::rotate2:
            return 2;
        case Symmetry::rotate3:
            return 3;
        case Symmetry::rotate6:
            return 6;
        case Symmetry::mirror:
            return 2;
    }
    return 1;
}

Hex rotate_about(Hex h, Hex centre, int steps) {
    Hex d = h - centre;
    // One sixth of a turn in axial coordinates: the cube rotation (x, y, z) -> (-z, -x, -y),
    // which walks the six directions of kHexDirections in reverse order.
    for (int i = 0; i < ((steps % 6) + 6) % 6; ++i)
        d = Hex{-d.r, d.q + d.r};
    return centre + d;
}

Hex mirror_about(Hex h, Hex centre) {
    const Hex d = h - centre;
    // A pointy-top hex sits at x = q + r / 2 on its row r: the mirror keeps r and negates x.
    return centre + Hex{-d.q - d.r, d.r};
}

Hex symmetry_image(Hex h, Hex centre, Symmetry s, int k) {
    switch (s) {
        case Symmetry::none:
            return h;
        case Symmetry::rotate2:
            return rotate_about(h, centre, 3 * k);
        case Symmetry::rotate3:
            return rotate_about(h, centre, 2 * k);
        case Symmetry::rotate6:
            return rotate_about(h, centre, k);
        case Symmetry::mirror:
            return k == 0 ? h : mirror_about(h, centre);
    }
    return h;
}

std::vector<Hex> symmetric_images(Hex h, Hex centre, Symmetry s) {
    std::vector<Hex> out;
    for (int k = 0; k < symmetry_order(s); ++k) {
        const Hex image = symmetry_image(h, centre, s, k);
        if (std::find(out.begin(), out.end(), image) == out.end()) out.push_back(image);
    }
    return out;
}

}  // namespace eden::app
