#include "app/check/colour_vision.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace eden::app {

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

// Machado et al. (2009), severity 1.0, for linear RGB.
constexpr Matrix kProtanopia{{{0.152286, 1.052583, -0.204868},
                              {0.114503, 0.786281, 0.099216},
                              {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968},
                                {0.280085, 0.672501, 0.047413},
                                {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kTritanopia{{{1.255528, -0.076749, -0.178779},
                              {-0.078411, 0.930809, 0.147602},
                              {0.004733, 0.691367, 0.303900}}};

double to_linear(std::uint8_t v) {
    const double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

std::uint8_t from_linear(double c) {
    c = std::clamp(c, 0.0, 1.0);
    const double v = c <= 0.0031308 ? c * 12.92 : 1.055 * std::pow(c, 1.0 / 2.4) - 0.055;
    return static_cast<std::uint8_t>(std::lround(v * 255.0));
}

std::array<double, 3> to_lab(Rgba c) {
    const double r = to_linear(c.r), g = to_linear(c.g), b = to_linear(c.b);
    // sRGB to XYZ (D65), then to CIELAB against the D65 white.
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) {
        return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0;
    };
    return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

}  // namespace

const char* to_string(ColourVision vision) {
    switch (vision) {
        case ColourVision::normal:
            return "normal vision";
        case ColourVision::deuteranopia:
            return "deuteranopia";
        case ColourVision::protanopia:
            return "protanopia";
        case ColourVision::tritanopia:
            return "tritanopia";
    }
    return "normal vision";
}

Rgba seen_with(Rgba c, ColourVision vision) {
    const Matrix* m = vision == ColourVision::deuteranopia ? &kDeuteranopia
                      : vision == ColourVision::protanopia ? &kProtanopia
                      : vision == ColourVision::tritanopia ? &kTritanopia
                                                           : nullptr;
    if (m == nullptr) return c;
    const std::array<double, 3> in{to_linear(c.r), to_linear(c.g), to_linear(c.b)};
    std::array<std::uint8_t, 3> out{};
    for (std::size_t i = 0; i < 3; ++i)
        out[i] = from_linear((*m)[i][0] * in[0] + (*m)[i][1] * in[1] + (*m)[i][2] * in[2]);
    return {out[0], out[1], out[2], c.a};
}

double colour_distance(Rgba a, Rgba b) {
    const auto la = to_lab(a), lb = to_lab(b);
    return std::sqrt((la[0] - lb[0]) * (la[0] - lb[0]) + (la[1] - lb[1]) * (la[1] - lb[1]) +
                     (la[2] - lb[2]) * (la[2] - lb[2]));
}

std::vector<ColourClash> colour_clashes(const std::vector<NamedColour>& colours, double limit) {
    std::vector<ColourClash> out;
    for (std::size_t i = 0; i < colours.size(); ++i)
        for (std::size_t j = i + 1; j < colours.size(); ++j) {
            // The vision under which the pair is closest is the one that fails it.
            ColourClash worst{ColourVision::normal, colours[i].name, colours[j].name, 1e9};
            for (const ColourVision v : kColourVisions) {
                const double d = colour_distance(seen_with(colours[i].colour, v),
                                                 seen_with(colours[j].colour, v));
                if (d < worst.distance) {
                    worst.vision = v;
                    worst.distance = d;
                }
            }
            if (worst.distance < limit) out.push_back(worst);
        }
    std::sort(out.begin(), out.end(),
              [](const ColourClash& a, const ColourClash& b) { return a.distance < b.distance; });
    return out;
}

}  // namespace eden::app
