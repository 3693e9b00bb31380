// The board's zoom and pan (the issue: six-player maps at 1280x720 draw hexes ~14 px wide): the
// wheel zooms about the cursor, a drag pans, "Fit" shows the whole map; a click picks the hex
// drawn under it at any zoom.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "app/session/hex_layout.hpp"

using namespace eden;
using namespace eden::app;

namespace {

const Rect kBoard{0, 80, 900, 400};

// A map of radius 5 around the Heart, about a six-player map's size.
std::vector<Hex> big_map() {
    std::vector<Hex> out;
    for (int q = -5; q <= 5; ++q)
        for (int r = -5; r <= 5; ++r)
            if (std::abs(q + r) <= 5) out.push_back({q, r});
    return out;
}

}  // namespace

TEST_CASE("Board view: the default view is the fit, the whole map", "[app]") {
    const HexLayout fitted = fit_layout(big_map(), kBoard, 12);
    const HexLayout seen = viewed_layout(fitted, kBoard, BoardView{});
    CHECK(seen.radius == fitted.radius);
    CHECK(seen.origin.x == fitted.origin.x);
    CHECK(seen.origin.y == fitted.origin.y);
}

TEST_CASE("Board view: the wheel zooms about the cursor, the hex under it stays under it",
          "[app]") {
    const HexLayout fitted = fit_layout(big_map(), kBoard, 12);
    BoardView view;
    const Point cursor = hex_to_pixel(fitted, Hex{3, -1});
    zoom_at(view, kBoard, cursor, 2.0f);
    CHECK(view.zoom == Approx(2.0f));
    const HexLayout seen = viewed_layout(fitted, kBoard, view);
    CHECK(seen.radius == Approx(fitted.radius * 2.0f));
    const Point after = hex_to_pixel(seen, Hex{3, -1});
    CHECK(after.x == Approx(cursor.x).margin(0.01));
    CHECK(after.y == Approx(cursor.y).margin(0.01));
    CHECK(pixel_to_hex(seen, cursor) == Hex{3, -1});
}

TEST_CASE("Board view: a click picks the hex drawn under it at any zoom and pan", "[app]") {
    const HexLayout fitted = fit_layout(big_map(), kBoard, 12);
    BoardView view;
    zoom_at(view, kBoard, {300, 200}, 3.0f);
    pan_by(view, kBoard, -120, 45);
    const HexLayout seen = viewed_layout(fitted, kBoard, view);
    for (Hex h : big_map()) {
        const Point c = hex_to_pixel(seen, h);
        CHECK(pixel_to_hex(seen, c) == h);
        // Near a corner, still inside.
        CHECK(pixel_to_hex(seen, {c.x, c.y - seen.radius * 0.8f}) == h);
    }
}

TEST_CASE("Board view: zoom stays between the whole map and a few hexes", "[app]") {
    BoardView view;
    zoom_at(view, kBoard, {450, 280}, 0.5f);
    CHECK(view.zoom == Approx(kMinZoom));
    CHECK(view.pan.x == 0);
    CHECK(view.pan.y == 0);
    for (int i = 0; i < 40; ++i)
        zoom_at(view, kBoard, {450, 280}, 1.25f);
    CHECK(view.zoom == Approx(kMaxZoom));
    // Zoomed back out to the fit, the map is where the fit put it.
    for (int i = 0; i < 40; ++i)
        zoom_at(view, kBoard, {100, 100}, 0.8f);
    CHECK(view.zoom == Approx(kMinZoom));
    CHECK(view.pan.x == Approx(0.0f).margin(0.001));
    CHECK(view.pan.y == Approx(0.0f).margin(0.001));
}

TEST_CASE("Board view: a drag pans no further than the map's edge reaching the board's edge",
          "[app]") {
    BoardView view;
    pan_by(view, kBoard, 50, 50);  // at the fit the whole map shows: nothing to move to
    CHECK(view.pan.x == 0);
    CHECK(view.pan.y == 0);
    zoom_at(view, kBoard, {450, 280}, 2.0f);
    pan_by(view, kBoard, 30, -20);
    CHECK(view.pan.x == Approx(30));
    CHECK(view.pan.y == Approx(-20));
    pan_by(view, kBoard, 10000, -10000);
    CHECK(view.pan.x == Approx(kBoard.w / 2));
    CHECK(view.pan.y == Approx(-kBoard.h / 2));
}
