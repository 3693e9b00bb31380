#include "app/session/hex_layout.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace eden::app {

namespace {

constexpr float kSqrt3 = 1.7320508075688772f;

// Hex centre in units of the radius, with hex (0, 0) at the origin.
Point unit_centre(Hex h) {
    return {kSqrt3 * (static_cast<float>(h.q) + static_cast<float>(h.r) / 2.0f),
            1.5f * static_cast<float>(h.r)};
}

// Rounding each axial coordinate on its own can land on a neighbour; rounding in cube
// coordinates and fixing the component that moved most cannot.
Hex round_axial(float fq, float fr) {
    const float fs = -fq - fr;
    float q = std::round(fq);
    float r = std::round(fr);
    const float s = std::round(fs);
    const float dq = std::abs(q - fq);
    const float dr = std::abs(r - fr);
    const float ds = std::abs(s - fs);
    if (dq > dr && dq > ds) {
        q = -r - s;
    } else if (dr > ds) {
        r = -q - s;
    }
    return {static_cast<int>(q), static_cast<int>(r)};
}

}  // namespace

Point hex_to_pixel(const HexLayout& layout, Hex h) {
    const Point u = unit_centre(h);
    return {layout.origin.x + u.x * layout.radius, layout.origin.y + u.y * layout.radius};
}

Hex pixel_to_hex(const HexLayout& layout, Point p) {
    const float x = (p.x - layout.origin.x) / layout.radius;
    const float y = (p.y - layout.origin.y) / layout.radius;
    const float r = y / 1.5f;
    const float q = x / kSqrt3 - r / 2.0f;
    return round_axial(q, r);
}

std::array<Point, 6> hex_corners(Point centre, float radius) {
    std::array<Point, 6> out{};
    for (int i = 0; i < 6; ++i) {
        constexpr float kPi = std::numbers::pi_v<float>;
        const float angle = kPi / 3.0f * static_cast<float>(i) - kPi / 2.0f;
        out[static_cast<std::size_t>(i)] = {centre.x + radius * std::cos(angle),
                                            centre.y + radius * std::sin(angle)};
    }
    return out;
}

HexLayout fit_layout(const std::vector<Hex>& hexes, Rect area, float margin) {
    const Point area_centre{area.x + area.w / 2.0f, area.y + area.h / 2.0f};
    if (hexes.empty()) return {std::max(1.0f, std::min(area.w, area.h) / 8.0f), area_centre};

    // Bounds of the hex outlines in units of the radius: a pointy-top hex reaches sqrt(3)/2
    // left and right of its centre and 1 up and down.
    float min_x = std::numeric_limits<float>::max();
    float min_y = min_x;
    float max_x = std::numeric_limits<float>::lowest();
    float max_y = max_x;
    for (Hex h : hexes) {
        const Point u = unit_centre(h);
        min_x = std::min(min_x, u.x - kSqrt3 / 2.0f);
        max_x = std::max(max_x, u.x + kSqrt3 / 2.0f);
        min_y = std::min(min_y, u.y - 1.0f);
        max_y = std::max(max_y, u.y + 1.0f);
    }
    const float avail_w = std::max(1.0f, area.w - 2.0f * margin);
    const float avail_h = std::max(1.0f, area.h - 2.0f * margin);
    // A map of a few tiles would otherwise fill the screen with one giant hex.
    const float largest = std::min(avail_w, avail_h) / 7.0f;
    const float radius =
        std::max(1.0f, std::min({avail_w / (max_x - min_x), avail_h / (max_y - min_y), largest}));
    const Point bounds_centre{(min_x + max_x) / 2.0f, (min_y + max_y) / 2.0f};
    return {radius,
            {area_centre.x - bounds_centre.x * radius, area_centre.y - bounds_centre.y * radius}};
}

namespace {

Point centre_of(Rect area) {
    return {area.x + area.w / 2.0f, area.y + area.h / 2.0f};
}

// The map, at most the area's size at zoom 1, is `zoom` times as large: it may move until its
// edge meets the area's edge, (zoom - 1) / 2 of the area each way.
void clamp_pan(BoardView& view, Rect area) {
    const float x = std::max(0.0f, area.w * (view.zoom - 1.0f) / 2.0f);
    const float y = std::max(0.0f, area.h * (view.zoom - 1.0f) / 2.0f);
    view.pan.x = std::clamp(view.pan.x, -x, x);
    view.pan.y = std::clamp(view.pan.y, -y, y);
}

}  // namespace

HexLayout viewed_layout(const HexLayout& fitted, Rect area, const BoardView& view) {
    const Point c = centre_of(area);
    return {fitted.radius * view.zoom,
            {c.x + (fitted.origin.x - c.x) * view.zoom + view.pan.x,
             c.y + (fitted.origin.y - c.y) * view.zoom + view.pan.y}};
}

void zoom_at(BoardView& view, Rect area, Point cursor, float factor) {
    const float zoom = std::clamp(view.zoom * factor, kMinZoom, kMaxZoom);
    // The spot under the cursor is at c + spot * zoom + pan on screen; it stays put when the
    // pan makes up for the change of zoom.
    const Point c = centre_of(area);
    const float k = zoom / view.zoom;
    view.pan.x = cursor.x - c.x - (cursor.x - c.x - view.pan.x) * k;
    view.pan.y = cursor.y - c.y - (cursor.y - c.y - view.pan.y) * k;
    view.zoom = zoom;
    clamp_pan(view, area);
}

void pan_by(BoardView& view, Rect area, float dx, float dy) {
    view.pan.x += dx;
    view.pan.y += dy;
    clamp_pan(view, area);
}

}  // namespace eden::app
