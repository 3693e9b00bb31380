// The map editor's drawing (issue 38 item 1), without SDL or ImGui: the map being drawn, the
// brushes that paint it, and undo and redo. Every step is a list of hex changes that carries
// its own inverse (as Wesnoth's editor actions do, DESIGN.md "Modules and the designer's
// tools"): undoing swaps each change's before and after. A stroke — a click or a drag, with
// every symmetric image of it — is one step.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>
#include "eden/core/rules.hpp"

#include "app/session/map_symmetry.hpp"
#include "eden/map/map.hpp"

namespace eden::app {

// Seats a map may hold portals for: a game has 2 to 6 players.
inline constexpr int kEditorSeats = 6;

enum class BrushKind { ordinary, heart, portal, richness, erase };

struct Brush {
    BrushKind kind = BrushKind::ordinary;
    TileColor color = TileColor::green;  // ordinary: the tile's colour (black included)
    int seat = 0;                        // portal: the seat it belongs to
    bool rich = true;                    // richness: put the token on, or take it off
    friend bool operator==(const Brush&, const Brush&) = default;
};

// What one hex was and became; nullopt is an empty hex.
struct HexChange {
    Hex at;
    std::optional<Tile> before;
    std::optional<Tile> after;
};

struct DraftStep {
    std::vector<HexChange> changes;
};

class MapDraft {
  public:
    MapDraft();
    // A file's map: its name and tiles, and its other keys kept as they were (description,
    // scenario, ...). Throws DataError as map_from_json does.
    static MapDraft from_json(const nlohmann::json& j, const std::string& source);
    // The map format of data/maps/ (map_to_json) with the file's other keys; "players" follows
    // the portals when the file had it.
    nlohmann::json to_json() const;

    const Map& map() const { return map_; }
    const std::string& name() const { return name_; }
    void set_name(std::string name) { name_ = std::move(name); }
    // The file's "scenario" key (data/README.md "Maps": a beginner map for King of Eden names
    // it, and the loader checks the map under it); empty removes it.
    void set_scenario(const std::string& scenario);
    // The centre of symmetry: the Heart, or (0, 0) before there is one.
    Hex centre() const;

    // A stroke gathers every paint() until end_stroke() into one step; a paint() outside a
    // stroke is a step of its own.
    void begin_stroke();
    void end_stroke();
    bool in_stroke() const { return stroke_.has_value(); }
    // Paints `at` and its images under `symmetry`. Returns whether the map changed. A portal's
    // image k goes to seat (seat + k) when there is one (a 2-fold P1 makes P2); painting a
    // seat's portal or the Heart elsewhere moves it (one of each on a map).
    bool paint(Hex at, const Brush& brush, Symmetry symmetry);

    // Under a ruleset whose richness tokens follow the map (map.richness_tokens_follow_changes:
    // recomputed on every add and removal), the tokens are derived, not painted: after every
    // step, and at once as a step of its own when it changes the map (issue 38 item 1). nullopt:
    // painted with the richness brushes.
    void derive_richness(std::optional<Rules> rules);
    bool derives_richness() const { return derive_.has_value(); }

    bool can_undo() const { return !undo_.empty(); }
    bool can_redo() const { return !redo_.empty(); }
    bool undo();
    bool redo();
    std::size_t steps() const { return undo_.size(); }
    // Changed since the last mark_saved() (or since it was opened).
    bool dirty() const { return undo_.size() != saved_at_ || saved_lost_; }
    void mark_saved();

  private:
    // Puts `tile` (or nothing) on `at`, recording the change into `step`.
    void set(Hex at, const std::optional<Tile>& tile, DraftStep& step);
    void paint_one(Hex at, const Brush& brush, int image, DraftStep& step);
    void apply(const DraftStep& step, bool forward);
    void push(DraftStep step);
    // Puts a token on every ordinary tile that qualifies under derive_, and takes it off every
    // other, recording the changes into `step`.
    void rederive(DraftStep& step);

    Map map_;
    std::string name_;
    nlohmann::json extra_ = nlohmann::json::object();
    std::vector<DraftStep> undo_;
    std::vector<DraftStep> redo_;
    std::optional<DraftStep> stroke_;
    std::size_t saved_at_ = 0;
    bool saved_lost_ = false;  // the saved state was undone past and a new step made
    std::optional<Rules> derive_;
};

// Reads a map file into a draft; writes one with data::write_json_file (atomic).
MapDraft load_map_draft(const std::filesystem::path& file);
void save_map_draft(const MapDraft& draft, const std::filesystem::path& file);

}  // namespace eden::app
