#include "app/session/map_draft.hpp"

#include "eden/map/placement_rules.hpp"

#include <algorithm>

#include "data/data_files.hpp"
#include "eden/map/json.hpp"

namespace eden::app {

MapDraft::MapDraft() {
    // A new map starts where every map does (data/README.md "Maps"): the Heart at (0, 0).
    map_.place(kHeartHex, Tile::heart());
    name_ = "New map";
}

MapDraft MapDraft::from_json(const nlohmann::json& j, const std::string& source) {
    NamedMap named = map_from_json(j, source);
    MapDraft d;
    d.map_ = std::move(named.map);
    d.name_ = std::move(named.name);
    for (const auto& [key, value] : j.items())
        if (key != "name" && key != "tiles") d.extra_[key] = value;
    return d;
}

nlohmann::json MapDraft::to_json() const {
    nlohmann::json j = map_to_json(map_, name_);
    for (const auto& [key, value] : extra_.items())
        j[key] = value;
    if (j.contains("players")) j["players"] = map_.portals().size();
    return j;
}

void MapDraft::set_scenario(const std::string& scenario) {
    if (scenario.empty())
        extra_.erase("scenario");
    else
        extra_["scenario"] = scenario;
}

Hex MapDraft::centre() const {
    return map_.heart().value_or(kHeartHex);
}

void MapDraft::begin_stroke() {
    if (!stroke_) stroke_.emplace();
}

void MapDraft::end_stroke() {
    if (!stroke_) return;
    DraftStep step = std::move(*stroke_);
    stroke_.reset();
    if (!step.changes.empty()) push(std::move(step));
}

void MapDraft::set(Hex at, const std::optional<Tile>& tile, DraftStep& step) {
    const Tile* now = map_.at(at);
    const std::optional<Tile> before = now ? std::optional<Tile>(*now) : std::nullopt;
    if (before == tile) return;
    if (now) map_.remove(at);
    if (tile) map_.place(at, *tile);
    step.changes.push_back({at, before, tile});
}

void MapDraft::paint_one(Hex at, const Brush& brush, int image, DraftStep& step) {
    const Tile* now = map_.at(at);
    switch (brush.kind) {
        case BrushKind::erase:
            set(at, std::nullopt, step);
            return;
        case BrushKind::ordinary: {
            // Repainting a tile's colour keeps its richness token.
            Tile t = Tile::ordinary(brush.color);
            if (now && now->kind == TileKind::ordinary) t.richness_token = now->richness_token;
            set(at, t, step);
            return;
        }
        case BrushKind::richness: {
            if (!now || now->kind != TileKind::ordinary) return;
            Tile t = *now;
            t.richness_token = brush.rich;
            set(at, t, step);
            return;
        }
        case BrushKind::heart: {
            if (const auto old = map_.heart(); old && *old != at) set(*old, std::nullopt, step);
            set(at, Tile::heart(), step);
            return;
        }
        case BrushKind::portal: {
            const int seat = brush.seat + image;
            if (seat < 0 || seat >= kEditorSeats) return;
            if (const auto old = map_.portal_of(seat); old && *old != at)
                set(*old, std::nullopt, step);
            Tile t = Tile::portal(seat);
            t.placed_by = kNoPlayer;  // the format's placed_by is a game's record, not a map's
            set(at, t, step);
            return;
        }
    }
}

bool MapDraft::paint(Hex at, const Brush& brush, Symmetry symmetry) {
    DraftStep step;
    // The Heart is the centre: it has no images, and moving it moves the centre.
    const Symmetry s = brush.kind == BrushKind::heart ? Symmetry::none : symmetry;
    const Hex centre = this->centre();
    const auto images = symmetric_images(at, centre, s);
    for (std::size_t k = 0; k < images.size(); ++k) {
        paint_one(images[k], brush, static_cast<int>(k), step);
    }
    if (step.changes.empty()) return false;
    if (derive_) rederive(step);
    if (stroke_) {
        for (auto& c : step.changes)
            stroke_->changes.push_back(std::move(c));
    } else {
        push(std::move(step));
    }
    return true;
}

void MapDraft::rederive(DraftStep& step) {
    std::vector<std::pair<Hex, Tile>> wrong;
    for (const auto& [at, tile] : map_.tiles())
        if (tile.kind == TileKind::ordinary &&
            tile.richness_token != qualifies_for_richness_token(map_, *derive_, at))
            wrong.emplace_back(at, tile);
    for (auto& [at, tile] : wrong) {
        tile.richness_token = !tile.richness_token;
        set(at, tile, step);
    }
}

void MapDraft::derive_richness(std::optional<Rules> rules) {
    derive_ = std::move(rules);
    if (!derive_) return;
    DraftStep step;
    rederive(step);
    if (step.changes.empty()) return;
    end_stroke();
    push(std::move(step));
}

void MapDraft::apply(const DraftStep& step, bool forward) {
    // Backwards in reverse order: a later change may have touched a hex an earlier one did.
    auto one = [&](const HexChange& c) {
        const auto& tile = forward ? c.after : c.before;
        if (map_.has(c.at)) map_.remove(c.at);
        if (tile) map_.place(c.at, *tile);
    };
    if (forward)
        std::for_each(step.changes.begin(), step.changes.end(), one);
    else
        std::for_each(step.changes.rbegin(), step.changes.rend(), one);
}

void MapDraft::push(DraftStep step) {
    if (undo_.size() < saved_at_) saved_lost_ = true;
    undo_.push_back(std::move(step));
    redo_.clear();
}

bool MapDraft::undo() {
    end_stroke();
    if (undo_.empty()) return false;
    apply(undo_.back(), false);
    redo_.push_back(std::move(undo_.back()));
    undo_.pop_back();
    return true;
}

bool MapDraft::redo() {
    end_stroke();
    if (redo_.empty()) return false;
    apply(redo_.back(), true);
    undo_.push_back(std::move(redo_.back()));
    redo_.pop_back();
    return true;
}

void MapDraft::mark_saved() {
    saved_at_ = undo_.size();
    saved_lost_ = false;
}

MapDraft load_map_draft(const std::filesystem::path& file) {
    return MapDraft::from_json(data::read_json_file(file), file.string());
}

void save_map_draft(const MapDraft& draft, const std::filesystem::path& file) {
    data::write_json_file(file, draft.to_json());
}

}  // namespace eden::app
