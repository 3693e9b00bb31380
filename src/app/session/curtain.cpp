#include "app/session/curtain.hpp"

#include <algorithm>

namespace eden::app {

bool is_public_choice(const Decision& d) {
    if (d.reveals_private_info_of) return false;
    switch (d.kind) {
        case DecisionKind::choose_shard_colour:
        case DecisionKind::draw_tile:
        case DecisionKind::place_tile:
        case DecisionKind::place_tile_blind:
        case DecisionKind::place_black_tile:
        case DecisionKind::place_chain_tile:
        case DecisionKind::place_face_up_by_portal:
        case DecisionKind::portal_step:
        case DecisionKind::place_portal:
        case DecisionKind::final_portal_round:
        case DecisionKind::place_resources:
        case DecisionKind::choose_dragon_attack:
            return true;
        default:
            // Any other kind (a new one too) curtains: privacy is the default.
            return false;
    }
}

HotSeat::HotSeat(std::vector<bool> human) : human_(std::move(human)) {
    if (human_count() == 1)
        confirmed_ = holder_ =
            static_cast<int>(std::find(human_.begin(), human_.end(), true) - human_.begin());
}

bool HotSeat::is_human(int seat) const {
    return seat >= 0 && seat < static_cast<int>(human_.size()) &&
           human_[static_cast<std::size_t>(seat)];
}

int HotSeat::human_count() const {
    return static_cast<int>(std::count(human_.begin(), human_.end(), true));
}

namespace {

// `depth` more of his own public choices may follow before the lookahead gives up and keeps
// the curtain (the safe answer).
bool open_choice_stays_open(const GameState& state, const Decision& d, int depth) {
    if (!is_public_choice(d) || depth < 0) return false;
    // One step ahead, on a copy: the engine is deterministic, so the copy shows what each
    // option leads to without touching the game. A free choice (production placed by hand)
    // lists its defaults; a placement of his own leads where they do.
    for (const Action& a : d.options) {
        GameState next = state;
        if (!next.apply(a)) continue;
        const Decision& after = next.open_decision();
        if (after.player == d.player && !open_choice_stays_open(next, after, depth - 1))
            return false;
    }
    return true;
}

}  // namespace

bool may_ask_in_the_open(const GameState& state, const Decision& d) {
    return open_choice_stays_open(state, d, 3);
}

void HotSeat::on_decision(const Decision& d, bool in_the_open_allowed, bool taken_without_asking) {
    if (!is_human(d.player) || (taken_without_asking && d.player != confirmed_)) {
        // A bot's decision, the end of the game, or another person's decision taken for him
        // unseen: the person who just played keeps the laptop (still confirmed: nobody else
        // had the screen), but his hand leaves the screen with his turn.
        looking_ = deciding_ = -1;
        curtain_for_.reset();
        return;
    }
    if (d.player == confirmed_) {
        looking_ = deciding_ = d.player;
        curtain_for_.reset();
        return;
    }
    if (in_the_open_allowed) {
        // Asked in the open: only what every seat may see is drawn, and whoever had his secrets
        // on screen before may no longer be the one at the laptop.
        looking_ = -1;
        deciding_ = holder_ = d.player;
        confirmed_ = -1;
        curtain_for_.reset();
        return;
    }
    // Another person must act on his secrets: nothing of anyone's is drawn until he has the
    // laptop.
    looking_ = deciding_ = -1;
    curtain_for_ = d.player;
}

void HotSeat::dismiss() {
    if (!curtain_for_) return;
    looking_ = confirmed_ = deciding_ = holder_ = *curtain_for_;
    curtain_for_.reset();
}

}  // namespace eden::app
