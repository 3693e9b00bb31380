#include "app/render/shapes.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace eden::app {

namespace {

constexpr float kFringe = 1.0f;

SDL_Vertex vertex(Point p, Rgba c) {
    SDL_Vertex v{};
    v.position = {p.x, p.y};
    v.color = {c.r, c.g, c.b, c.a};
    return v;
}

Point normalized(Point v) {
    const float len = std::sqrt(v.x * v.x + v.y * v.y);
    if (len <= 0) return {0, 0};
    return {v.x / len, v.y / len};
}

// Outward normals at each vertex, scaled so that offsetting every vertex by one unit moves
// every edge by one unit (a miter), capped so sharp corners do not spike.
std::vector<Point> vertex_offsets(std::span<const Point> poly) {
    const std::size_t n = poly.size();
    float twice_area = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const Point a = poly[i];
        const Point b = poly[(i + 1) % n];
        twice_area += a.x * b.y - b.x * a.y;
    }
    const float outward = twice_area >= 0 ? 1.0f : -1.0f;

    std::vector<Point> edge_normals(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Point a = poly[i];
        const Point b = poly[(i + 1) % n];
        const Point d = normalized({b.x - a.x, b.y - a.y});
        edge_normals[i] = {d.y * outward, -d.x * outward};
    }
    std::vector<Point> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Point n0 = edge_normals[(i + n - 1) % n];
        const Point n1 = edge_normals[i];
        Point m{(n0.x + n1.x) / 2.0f, (n0.y + n1.y) / 2.0f};
        const float len2 = std::max(m.x * m.x + m.y * m.y, 0.25f);
        out[i] = {m.x / len2, m.y / len2};
    }
    return out;
}

}  // namespace

void fill_convex(SDL_Renderer* renderer, std::span<const Point> polygon, Rgba color) {
    const std::size_t n = polygon.size();
    if (n < 3 || color.a == 0) return;
    const std::vector<Point> offsets = vertex_offsets(polygon);
    const Rgba clear = with_alpha(color, 0);
    const float half = kFringe / 2.0f;

    // Vertices 0..n-1: the solid polygon shrunk by half the fringe; n..2n-1: grown by half.
    std::vector<SDL_Vertex> verts;
    verts.reserve(2 * n);
    for (std::size_t i = 0; i < n; ++i) {
        verts.push_back(vertex(
            {polygon[i].x - offsets[i].x * half, polygon[i].y - offsets[i].y * half}, color));
    }
    for (std::size_t i = 0; i < n; ++i) {
        verts.push_back(vertex(
            {polygon[i].x + offsets[i].x * half, polygon[i].y + offsets[i].y * half}, clear));
    }
    std::vector<int> indices;
    indices.reserve(3 * (n - 2) + 6 * n);
    for (std::size_t i = 1; i + 1 < n; ++i) {
        indices.insert(indices.end(), {0, static_cast<int>(i), static_cast<int>(i + 1)});
    }
    for (std::size_t i = 0; i < n; ++i) {
        const int a = static_cast<int>(i);
        const int b = static_cast<int>((i + 1) % n);
        const int an = a + static_cast<int>(n);
        const int bn = b + static_cast<int>(n);
        indices.insert(indices.end(), {a, b, bn, a, bn, an});
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(renderer, nullptr, verts.data(), static_cast<int>(verts.size()),
                       indices.data(), static_cast<int>(indices.size()));
}

void fill_hex(SDL_Renderer* renderer, Point centre, float radius, Rgba color) {
    const auto corners = hex_corners(centre, radius);
    fill_convex(renderer, corners, color);
}

void fill_circle(SDL_Renderer* renderer, Point centre, float radius, Rgba color) {
    // Enough segments that no flat edge is visible at this size.
    const int segments = std::clamp(static_cast<int>(radius * 0.9f), 16, 96);
    std::vector<Point> points(static_cast<std::size_t>(segments));
    for (int i = 0; i < segments; ++i) {
        const float angle =
            2.0f * std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(segments);
        points[static_cast<std::size_t>(i)] = {centre.x + radius * std::cos(angle),
                                               centre.y + radius * std::sin(angle)};
    }
    fill_convex(renderer, points, color);
}

void fill_diamond(SDL_Renderer* renderer, Point centre, float half_width, float half_height,
                  Rgba color) {
    const Point points[] = {{centre.x, centre.y - half_height},
                            {centre.x + half_width, centre.y},
                            {centre.x, centre.y + half_height},
                            {centre.x - half_width, centre.y}};
    fill_convex(renderer, points, color);
}

void fill_rect(SDL_Renderer* renderer, Rect rect, Rgba color) {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a);
    const SDL_FRect r{rect.x, rect.y, rect.w, rect.h};
    SDL_RenderFillRectF(renderer, &r);
}

void thick_line(SDL_Renderer* renderer, Point a, Point b, float width, Rgba color) {
    const float dx = b.x - a.x;
    const float dy = b.y - a.y;
    const float len = std::max(1.0f, std::sqrt(dx * dx + dy * dy));
    const float nx = -dy / len * width * 0.5f;
    const float ny = dx / len * width * 0.5f;
    const Point quad[] = {
        {a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}};
    fill_convex(renderer, quad, color);
}

void hex_outline(SDL_Renderer* renderer, Point centre, float radius, float width, Rgba color) {
    const auto corners = hex_corners(centre, radius);
    for (std::size_t i = 0; i < corners.size(); ++i)
        thick_line(renderer, corners[i], corners[(i + 1) % corners.size()], width, color);
}

}  // namespace eden::app
