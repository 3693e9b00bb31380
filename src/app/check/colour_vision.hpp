// Colours as a player with a colour vision deficiency sees them (issue 38 item 7: "marks or tile
// colours that a player with deuteranopia, protanopia or tritanopia could not tell apart"). The
// simulation is Machado, Oliveira and Fernandes (2009) at full severity, applied in linear RGB;
// two colours are told apart by their CIE76 distance in CIELAB (D65). No SDL, no files.
#pragma once

#include <string>
#include <vector>

#include "app/render/palette.hpp"

namespace eden::app {

enum class ColourVision { normal, deuteranopia, protanopia, tritanopia };
inline constexpr ColourVision kColourVisions[] = {ColourVision::normal, ColourVision::deuteranopia,
                                                  ColourVision::protanopia,
                                                  ColourVision::tritanopia};
const char* to_string(ColourVision vision);

// `c` as seen with `vision` (alpha kept).
Rgba seen_with(Rgba c, ColourVision vision);
// The CIE76 distance of two colours in CIELAB: about 2.3 is the smallest difference the eye
// notices side by side; marks a few pixels wide want far more.
double colour_distance(Rgba a, Rgba b);

// Below this distance two marks or tiles are taken for one another at a glance.
inline constexpr double kTellApartDistance = 12.0;

struct NamedColour {
    std::string name;  // "seat 1", "the red tiles"
    Rgba colour;
};
struct ColourClash {
    ColourVision vision = ColourVision::normal;
    std::string first, second;
    double distance = 0;
};
// Every pair of `colours` closer than `limit` under some vision, the closest vision first.
std::vector<ColourClash> colour_clashes(const std::vector<NamedColour>& colours,
                                        double limit = kTellApartDistance);

}  // namespace eden::app
