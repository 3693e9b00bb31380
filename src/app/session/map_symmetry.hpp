// The map editor's symmetry (issue 38 item 1): a stroke painted once lands on every image of
// its hex about the Heart, so a fair map is drawn once. Pointy-top hexes, as the board draws
// them (app/session/hex_layout.hpp): the mirror is left-right across the Heart's column.
#pragma once

#include <string_view>
#include <vector>

#include "eden/map/hex.hpp"

namespace eden::app {

enum class Symmetry { none, rotate2, rotate3, rotate6, mirror };

inline constexpr Symmetry kAllSymmetries[] = {Symmetry::none, Symmetry::rotate2, Symmetry::rotate3,
                                              Symmetry::rotate6, Symmetry::mirror};

// "none", "rotate2", ...: the catalog's key part (app.editor.symmetry.<id>).
std::string_view symmetry_id(Symmetry s);

// How many images a hex has under `s`, itself included (a hex on the centre has fewer distinct
// ones: symmetric_images drops repeats).
int symmetry_order(Symmetry s);

// The hex turned by `steps` sixths of a turn about `centre`, clockwise on screen.
Hex rotate_about(Hex h, Hex centre, int steps);
// The hex mirrored left-right across `centre`'s column.
Hex mirror_about(Hex h, Hex centre);

// Image k (0 = the hex itself) of `h` under `s` about `centre`, for k < symmetry_order(s).
Hex symmetry_image(Hex h, Hex centre, Symmetry s, int k);

// Every distinct image of `h` (itself first), in image order.
std::vector<Hex> symmetric_images(Hex h, Hex centre, Symmetry s);

}  // namespace eden::app
