#include "app/render/imgui_raster.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "imgui.h"

namespace eden::app {

namespace {

// SDL_triangle.c works in fixed point with one fractional bit: a vertex (x, y) is (2x, 2y),
// a pixel's centre (2x + 1, 2y + 1).
struct RasterFixedPoint {
    std::int64_t x, y;
};

std::int64_t raster_cross(RasterFixedPoint a, RasterFixedPoint b, std::int64_t cx,
                          std::int64_t cy) {
    return (b.x - a.x) * (cy - a.y) - (b.y - a.y) * (cx - a.x);
}

// SDL_triangle.c's is_top_left: pixels on a top or left edge are filled, on the others not.
bool raster_top_left(RasterFixedPoint a, RasterFixedPoint b, bool clockwise) {
    if (clockwise) return (a.y == b.y && a.x < b.x) || b.y < a.y;
    return (a.y == b.y && b.x < a.x) || a.y < b.y;
}

std::int64_t raster_floor_div(std::int64_t a, std::int64_t b) {  // b > 0
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

std::int64_t raster_ceil_div(std::int64_t a, std::int64_t b) {  // b > 0
    return -raster_floor_div(-a, b);
}

// One triangle as SDL fills it: its box (clipped) and, per edge, the sign and bias of the
// barycentric test "w + bias >= 0" at a pixel's centre.
struct RasterTriangle {
    RasterFixedPoint p[3];
    int sign = 1;      // +1 clockwise, -1 anticlockwise (SDL negates the weights)
    int need[3] = {};  // a weight must be >= 0 on a top-left edge, >= 1 on the others
    SDL_Rect box{};    // whole pixels, clipped
};

std::optional<RasterTriangle> raster_setup(const PixelTriangle& t, SDL_Rect clip) {
    RasterTriangle r;
    for (int i = 0; i < 3; ++i)
        r.p[i] = {2 * static_cast<std::int64_t>(t[static_cast<std::size_t>(i)].x),
                  2 * static_cast<std::int64_t>(t[static_cast<std::size_t>(i)].y)};
    const std::int64_t area = raster_cross(r.p[0], r.p[1], r.p[2].x, r.p[2].y);
    if (area == 0) return std::nullopt;  // SDL draws nothing for a flat triangle
    const bool clockwise = area > 0;
    r.sign = clockwise ? 1 : -1;
    // Weight i belongs to the edge opposite vertex i: (1,2), (2,0), (0,1).
    for (int i = 0; i < 3; ++i)
        r.need[i] = raster_top_left(r.p[(i + 1) % 3], r.p[(i + 2) % 3], clockwise) ? 0 : 1;
    const auto [min_x, max_x] = std::minmax({t[0].x, t[1].x, t[2].x});
    const auto [min_y, max_y] = std::minmax({t[0].y, t[1].y, t[2].y});
    SDL_Rect box{min_x, min_y, max_x - min_x, max_y - min_y};
    if (!SDL_IntersectRect(&box, &clip, &r.box)) return std::nullopt;
    return r;
}

// The pixels [x0, x1) of row y that the triangle fills (empty: x0 >= x1).
std::pair<std::int64_t, std::int64_t> raster_row(const RasterTriangle& t, int y) {
    std::int64_t lo = t.box.x;
    std::int64_t hi = static_cast<std::int64_t>(t.box.x) + t.box.w;
    const std::int64_t py = 2 * static_cast<std::int64_t>(y) + 1;
    for (int i = 0; i < 3; ++i) {
        const RasterFixedPoint a = t.p[(i + 1) % 3];
        const RasterFixedPoint b = t.p[(i + 2) % 3];
        // sign * cross(a, b, 2x + 1, py) = slope * x + offset, which must reach need[i].
        const std::int64_t slope = -2 * t.sign * (b.y - a.y);
        const std::int64_t offset = t.sign * ((b.x - a.x) * (py - a.y) - (b.y - a.y) * (1 - a.x));
        const std::int64_t rest = t.need[i] - offset;  // slope * x >= rest
        if (slope > 0) {
            lo = std::max(lo, raster_ceil_div(rest, slope));
        } else if (slope < 0) {
            hi = std::min(hi, raster_floor_div(-rest, -slope) + 1);
        } else if (offset < t.need[i]) {
            return {0, 0};
        }
    }
    return {lo, hi};
}

}  // namespace

std::optional<std::vector<SDL_Rect>> triangle_rows(const std::vector<PixelTriangle>& triangles,
                                                   SDL_Rect clip) {
    std::vector<RasterTriangle> set;
    int top = 0, bottom = 0;
    for (const PixelTriangle& t : triangles) {
        if (auto r = raster_setup(t, clip)) {
            top = set.empty() ? r->box.y : std::min(top, r->box.y);
            bottom = set.empty() ? r->box.y + r->box.h : std::max(bottom, r->box.y + r->box.h);
            set.push_back(*r);
        }
    }
    std::vector<SDL_Rect> out;
    std::vector<SDL_Rect> open;  // the previous row's spans, growing downwards while equal
    std::vector<std::pair<std::int64_t, std::int64_t>> spans;
    for (int y = top; y < bottom; ++y) {
        spans.clear();
        for (const RasterTriangle& t : set) {
            if (y < t.box.y || y >= t.box.y + t.box.h) continue;
            const auto span = raster_row(t, y);
            if (span.first < span.second) spans.push_back(span);
        }
        std::sort(spans.begin(), spans.end());
        // Neighbouring triangles meet without a gap or a shared pixel (the top-left rule):
        // join them; a shared pixel means the fan folds over itself, which SDL would blend
        // twice, so it is left to SDL.
        std::vector<SDL_Rect> row;
        for (const auto& [x0, x1] : spans) {
            if (!row.empty() && x0 < row.back().x + row.back().w) return std::nullopt;
            if (!row.empty() && x0 == row.back().x + row.back().w)
                row.back().w = static_cast<int>(x1 - row.back().x);
            else
                row.push_back({static_cast<int>(x0), y, static_cast<int>(x1 - x0), 1});
        }
        const bool same =
            row.size() == open.size() && std::equal(row.begin(), row.end(), open.begin(),
                                                    [](const SDL_Rect& a, const SDL_Rect& b) {
                                                        return a.x == b.x && a.w == b.w;
                                                    });
        if (same) {
            for (SDL_Rect& r : open)
                ++r.h;
        } else {
            out.insert(out.end(), open.begin(), open.end());
            open = std::move(row);
        }
    }
    out.insert(out.end(), open.begin(), open.end());
    return out;
}

namespace {

// A fan worth turning into rows: this many triangles or more (two are a quad, which SDL's
// software renderer already draws as a rectangle).
constexpr int kFanTriangles = 3;

struct FanScan {
    const ImDrawIdx* idx;
    const ImDrawVert* vtx;
    int triangles;
    ImVec2 white;  // the font atlas's white pixel: Dear ImGui's plain fills sample it
};

bool plain_vertex(const FanScan& s, ImDrawIdx i, ImU32 col) {
    const ImDrawVert& v = s.vtx[i];
    return v.col == col && v.uv.x == s.white.x && v.uv.y == s.white.y;
}

bool plain_triangle(const FanScan& s, int t, ImU32 col) {
    const ImDrawIdx* i = s.idx + 3 * t;
    return plain_vertex(s, i[0], col) && plain_vertex(s, i[1], col) && plain_vertex(s, i[2], col);
}

// One past the last triangle of the fan of one plain colour that starts at triangle `t`
// (t + 1 when `t` is not plain): each next triangle shares the first vertex and the previous
// one's last edge, as ImDrawList::AddConvexPolyFilled writes them.
int raster_fan_end(const FanScan& s, int t) {
    const ImU32 col = s.vtx[s.idx[3 * t]].col;
    if (!plain_triangle(s, t, col)) return t + 1;
    int k = t + 1;
    while (k < s.triangles && s.idx[3 * k] == s.idx[3 * t] &&
           s.idx[3 * k + 1] == s.idx[3 * (k - 1) + 2] && plain_triangle(s, k, col))
        ++k;
    return k;
}

// As SDL's software geometry queue takes a vertex: each coordinate truncated to whole pixels.
SDL_Point raster_pixel_of(const ImDrawVert& v, ImVec2 scale) {
    return {static_cast<int>(v.pos.x * scale.x), static_cast<int>(v.pos.y * scale.y)};
}

// SDL's software renderer looks at each triangle with the one before it (unless that one was
// taken already): two that share two vertices, have one colour and make an axis-aligned
// rectangle are filled as that rectangle (SDL_render.c, SDL_SW_RenderGeometryRaw), whose
// height and width SDL truncates as floats, not as the corners: a row can differ from the
// two triangles' own pixels. Returns, for each triangle of the fan [t, end), whether SDL
// fills it as half of such a rectangle; those are left to SDL.
std::vector<bool> raster_quad_halves(const FanScan& s, int t, int end) {
    std::vector<bool> half(static_cast<std::size_t>(end - t), false);
    const auto pos = [&s](ImDrawIdx i) { return s.vtx[i].pos; };
    int prev = -1;  // the triangle SDL holds, or -1
    for (int k = t; k < end; ++k) {
        if (prev < 0) {
            prev = k;
            continue;
        }
        const ImDrawIdx* a = s.idx + 3 * prev;
        const ImDrawIdx* b = s.idx + 3 * k;
        int shared = 0;
        for (int i = 0; i < 3; ++i)
            shared += (a[i] == b[0] || a[i] == b[1] || a[i] == b[2]) ? 1 : 0;
        bool quad = shared == 2;
        if (quad) {
            // SDL's own test: its top-left and bottom-right corners, then both third vertices
            // on the rectangle they span.
            const ImVec2 p0 = pos(b[0]), p1 = pos(b[1]), p2 = pos(b[2]);
            ImDrawIdx tl, br;
            if (p0.x <= p1.x && p0.y <= p1.y)
                tl = (p0.x <= p2.x && p0.y <= p2.y) ? b[0] : b[2];
            else
                tl = (p1.x <= p2.x && p1.y <= p2.y) ? b[1] : b[2];
            if (p0.x >= p1.x && p0.y >= p1.y)
                br = (p0.x >= p2.x && p0.y >= p2.y) ? b[0] : b[2];
            else
                br = (p1.x >= p2.x && p1.y >= p2.y) ? b[1] : b[2];
            const auto third = [tl, br](const ImDrawIdx* tri) {
                return tri[0] != tl && tri[0] != br   ? tri[0]
                       : tri[1] != tl && tri[1] != br ? tri[1]
                                                      : tri[2];
            };
            const ImVec2 x = pos(tl), y = pos(br);
            const auto on_rectangle = [&](ImVec2 c) {
                return (x.x == c.x && y.y == c.y) || (x.y == c.y && y.x == c.x);
            };
            quad = on_rectangle(pos(third(b))) && on_rectangle(pos(third(a)));
        }
        if (quad) {
            half[static_cast<std::size_t>(prev - t)] = true;
            half[static_cast<std::size_t>(k - t)] = true;
            prev = -1;
        } else {
            prev = k;
        }
    }
    return half;
}

// The pixel triangles of the fan [t, end) that SDL fills as triangles (not as half of a
// rectangle).
std::vector<PixelTriangle> raster_fan_triangles(const FanScan& s, int t, int end,
                                                const std::vector<bool>& quad_half, ImVec2 scale) {
    std::vector<PixelTriangle> fan;
    for (int k = t; k < end; ++k)
        if (!quad_half[static_cast<std::size_t>(k - t)])
            fan.push_back({raster_pixel_of(s.vtx[s.idx[3 * k]], scale),
                           raster_pixel_of(s.vtx[s.idx[3 * k + 1]], scale),
                           raster_pixel_of(s.vtx[s.idx[3 * k + 2]], scale)});
    return fan;
}

void raster_fill_rows(SDL_Renderer* renderer, const std::vector<SDL_Rect>& rows, ImU32 col) {
    Uint8 r0, g0, b0, a0;
    SDL_BlendMode blend0;
    SDL_GetRenderDrawColor(renderer, &r0, &g0, &b0, &a0);
    SDL_GetRenderDrawBlendMode(renderer, &blend0);
    const auto channel = [col](int shift) { return static_cast<Uint8>((col >> shift) & 0xFF); };
    const Uint8 a = channel(IM_COL32_A_SHIFT);
    SDL_SetRenderDrawColor(renderer, channel(IM_COL32_R_SHIFT), channel(IM_COL32_G_SHIFT),
                           channel(IM_COL32_B_SHIFT), a);
    // Opaque: a plain fill, which blending at full alpha equals.
    SDL_SetRenderDrawBlendMode(renderer, a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_RenderFillRects(renderer, rows.data(), static_cast<int>(rows.size()));
    SDL_SetRenderDrawColor(renderer, r0, g0, b0, a0);
    SDL_SetRenderDrawBlendMode(renderer, blend0);
}

// Where a draw command's pixels go: its clip rectangle on the frame, as
// imgui_impl_sdlrenderer computes it; nullopt when it is empty.
struct RasterFrame {
    ImVec2 clip_off;
    ImVec2 render_scale;
    int width, height;
};

std::optional<SDL_Rect> raster_clip(const ImDrawCmd& cmd, const RasterFrame& f) {
    ImVec2 clip_min{(cmd.ClipRect.x - f.clip_off.x) * f.render_scale.x,
                    (cmd.ClipRect.y - f.clip_off.y) * f.render_scale.y};
    ImVec2 clip_max{(cmd.ClipRect.z - f.clip_off.x) * f.render_scale.x,
                    (cmd.ClipRect.w - f.clip_off.y) * f.render_scale.y};
    clip_min.x = std::max(clip_min.x, 0.0f);
    clip_min.y = std::max(clip_min.y, 0.0f);
    clip_max.x = std::min(clip_max.x, static_cast<float>(f.width));
    clip_max.y = std::min(clip_max.y, static_cast<float>(f.height));
    if (clip_max.x <= clip_min.x || clip_max.y <= clip_min.y) return std::nullopt;
    return SDL_Rect{static_cast<int>(clip_min.x), static_cast<int>(clip_min.y),
                    static_cast<int>(clip_max.x - clip_min.x),
                    static_cast<int>(clip_max.y - clip_min.y)};
}

// A window's background, when it is opaque: the largest rectangle of the rows its first fan
// fills (a rounded rectangle's body, between the rounded corners). Everything a window drawn
// earlier puts inside it is painted over pixel for pixel (issue 17: the Rules window and the
// Card gallery cover most of the game screen's panels and their text).
std::optional<SDL_Rect> raster_opaque_body(const ImDrawList* list, ImVec2 white, ImVec2 scale,
                                           const RasterFrame& frame) {
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
        if (cmd.UserCallback != nullptr) continue;
        const auto clip = raster_clip(cmd, frame);
        if (!clip) return std::nullopt;
        const ImDrawVert* vtx = list->VtxBuffer.Data + cmd.VtxOffset;
        const ImDrawIdx* idx = list->IdxBuffer.Data + cmd.IdxOffset;
        const FanScan scan{idx, vtx, static_cast<int>(cmd.ElemCount / 3), white};
        if (scan.triangles == 0) continue;
        if ((vtx[idx[0]].col & IM_COL32_A_MASK) != IM_COL32_A_MASK) return std::nullopt;
        const int end = raster_fan_end(scan, 0);
        if (end < kFanTriangles) return std::nullopt;
        const auto rows = triangle_rows(
            raster_fan_triangles(scan, 0, end, raster_quad_halves(scan, 0, end), scale), *clip);
        if (!rows || rows->empty()) return std::nullopt;
        return *std::max_element(rows->begin(), rows->end(),
                                 [](SDL_Rect a, SDL_Rect b) { return a.w * a.h < b.w * b.h; });
    }
    return std::nullopt;
}

// Whether triangle `t` lies wholly inside one of `bodies`, a pixel's margin kept all round
// (SDL rounds a quad's corners to whole pixels).
bool raster_hidden(const ImDrawIdx* idx, const ImDrawVert* vtx, int t, ImVec2 scale,
                   const std::vector<SDL_Rect>& bodies) {
    float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    for (int k = 0; k < 3; ++k) {
        const ImVec2 p = vtx[idx[3 * t + k]].pos;
        const float x = p.x * scale.x;
        const float y = p.y * scale.y;
        x0 = k == 0 ? x : std::min(x0, x);
        x1 = k == 0 ? x : std::max(x1, x);
        y0 = k == 0 ? y : std::min(y0, y);
        y1 = k == 0 ? y : std::max(y1, y);
    }
    for (const SDL_Rect& b : bodies)
        if (x0 >= static_cast<float>(b.x + 1) && x1 <= static_cast<float>(b.x + b.w - 1) &&
            y0 >= static_cast<float>(b.y + 1) && y1 <= static_cast<float>(b.y + b.h - 1))
            return true;
    return false;
}

// Triangles t and t + 1 are one of Dear ImGui's quads (a glyph, a plain rectangle), which
// SDL's software renderer draws as one rectangle: they are kept or left out together.
bool raster_quad(const ImDrawIdx* idx, int t) {
    return idx[3 * t] == idx[3 * t + 3] && idx[3 * t + 2] == idx[3 * t + 4];
}

}  // namespace

int render_imgui_draw_data(SDL_Renderer* renderer, ImDrawData* draw_data) {
    SDL_RendererInfo info{};
    const bool software =
        SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE) != 0;
    return render_imgui_draw_data(renderer, draw_data, software);
}

// Follows imgui_impl_sdlrenderer.cpp's ImGui_ImplSDLRenderer_RenderDrawData (Dear ImGui 1.86)
// step by step; only the fans are new.
int render_imgui_draw_data(SDL_Renderer* renderer, ImDrawData* draw_data, bool fans_as_rows,
                           bool leave_out_covered) {
    float rsx = 1.0f;
    float rsy = 1.0f;
    SDL_RenderGetScale(renderer, &rsx, &rsy);
    const ImVec2 render_scale{rsx == 1.0f ? draw_data->FramebufferScale.x : 1.0f,
                              rsy == 1.0f ? draw_data->FramebufferScale.y : 1.0f};
    const int fb_width = static_cast<int>(draw_data->DisplaySize.x * render_scale.x);
    const int fb_height = static_cast<int>(draw_data->DisplaySize.y * render_scale.y);
    if (fb_width == 0 || fb_height == 0) return 0;
    int fans_drawn = 0;

    SDL_Rect old_viewport;
    SDL_Rect old_clip;
    const bool old_clip_enabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE;
    SDL_RenderGetViewport(renderer, &old_viewport);
    SDL_RenderGetClipRect(renderer, &old_clip);
    SDL_RenderSetViewport(renderer, nullptr);
    SDL_RenderSetClipRect(renderer, nullptr);

    const RasterFrame frame{draw_data->DisplayPos, render_scale, fb_width, fb_height};
    const ImVec2 white = ImGui::GetIO().Fonts->TexUvWhitePixel;
    // SDL's software renderer scales the vertices by the render scale before truncating them.
    const ImVec2 vertex_scale{rsx, rsy};
    // The opaque bodies of the windows drawn after each list: what a list draws wholly inside
    // one of them is left out, since it would be painted over (only when fans become rows, as
    // those bodies are then filled opaquely, pixel for pixel as computed here).
    std::vector<std::vector<SDL_Rect>> bodies_after(
        static_cast<std::size_t>(std::max(draw_data->CmdListsCount, 0)));
    if (fans_as_rows && leave_out_covered) {
        std::vector<SDL_Rect> later;
        for (int n = draw_data->CmdListsCount - 1; n >= 0; --n) {
            bodies_after[static_cast<std::size_t>(n)] = later;
            if (const auto body =
                    raster_opaque_body(draw_data->CmdLists[n], white, vertex_scale, frame))
                later.push_back(*body);
        }
    }
    std::vector<ImDrawIdx> kept;
    for (int n = 0; n < draw_data->CmdListsCount; ++n) {
        const ImDrawList* list = draw_data->CmdLists[n];
        const std::vector<SDL_Rect>& hidden_by = bodies_after[static_cast<std::size_t>(n)];
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            if (cmd.UserCallback != nullptr) {
                if (cmd.UserCallback == ImDrawCallback_ResetRenderState) {
                    SDL_RenderSetViewport(renderer, nullptr);
                    SDL_RenderSetClipRect(renderer, nullptr);
                } else {
                    cmd.UserCallback(list, &cmd);
                }
                continue;
            }
            const auto clip_or_none = raster_clip(cmd, frame);
            if (!clip_or_none) continue;
            const SDL_Rect clip = *clip_or_none;
            SDL_RenderSetClipRect(renderer, &clip);

            const ImDrawVert* vtx = list->VtxBuffer.Data + cmd.VtxOffset;
            const ImDrawIdx* idx = list->IdxBuffer.Data + cmd.IdxOffset;
            const int vertices = list->VtxBuffer.Size - static_cast<int>(cmd.VtxOffset);
            auto* texture = static_cast<SDL_Texture*>(cmd.GetTexID());
            const auto* base = reinterpret_cast<const char*>(vtx);
            const auto geometry = [&](int first, int end) {  // triangles [first, end)
                if (end <= first) return;
                const ImDrawIdx* indices = idx + 3 * first;
                int count = 3 * (end - first);
                if (!hidden_by.empty()) {
                    kept.clear();
                    for (int t = first; t < end;) {
                        const int n_tri = t + 1 < end && raster_quad(idx, t) ? 2 : 1;
                        bool hidden = n_tri == 2;  // a lone triangle is left to SDL
                        for (int k = t; k < t + n_tri && hidden; ++k)
                            hidden = raster_hidden(idx, vtx, k, vertex_scale, hidden_by);
                        if (!hidden) kept.insert(kept.end(), idx + 3 * t, idx + 3 * (t + n_tri));
                        t += n_tri;
                    }
                    if (kept.empty()) return;
                    indices = kept.data();
                    count = static_cast<int>(kept.size());
                }
                SDL_RenderGeometryRaw(
                    renderer, texture,
                    reinterpret_cast<const float*>(base + offsetof(ImDrawVert, pos)),
                    static_cast<int>(sizeof(ImDrawVert)),
                    reinterpret_cast<const SDL_Color*>(base + offsetof(ImDrawVert, col)),
                    static_cast<int>(sizeof(ImDrawVert)),
                    reinterpret_cast<const float*>(base + offsetof(ImDrawVert, uv)),
                    static_cast<int>(sizeof(ImDrawVert)), vertices, indices, count,
                    static_cast<int>(sizeof(ImDrawIdx)));
            };
            const int triangles = static_cast<int>(cmd.ElemCount / 3);
            if (!fans_as_rows) {
                geometry(0, triangles);
                continue;
            }
            const FanScan scan{idx, vtx, triangles, white};
            int drawn = 0;  // triangles before this one are drawn
            for (int t = 0; t < triangles;) {
                const int end = raster_fan_end(scan, t);
                if (end - t >= kFanTriangles) {
                    const std::vector<bool> halves = raster_quad_halves(scan, t, end);
                    const auto rows = triangle_rows(
                        raster_fan_triangles(scan, t, end, halves, vertex_scale), clip);
                    if (rows) {
                        geometry(drawn, t);  // what came before stays underneath
                        if (!rows->empty()) raster_fill_rows(renderer, *rows, vtx[idx[3 * t]].col);
                        // SDL's rectangles, by SDL: one colour, so the order does not matter.
                        for (int k = t; k + 1 < end; ++k)
                            if (halves[static_cast<std::size_t>(k - t)]) {
                                geometry(k, k + 2);
                                ++k;
                            }
                        drawn = end;
                        ++fans_drawn;
                    }
                }
                t = end;
            }
            geometry(drawn, triangles);
        }
    }

    SDL_RenderSetViewport(renderer, &old_viewport);
    SDL_RenderSetClipRect(renderer, old_clip_enabled ? &old_clip : nullptr);
    return fans_drawn;
}

}  // namespace eden::app
