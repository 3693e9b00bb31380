#include "eden/core/replay_timeline.hpp"

#include <algorithm>

#include "eden/core/data_error.hpp"

namespace eden {

namespace {

// The phase a position is in, as a viewer names it. The map's phases are the engine's own; the
// conquest's follow its round (003 §To battle!): the settling steps are one phase, the dragons'
// turn is apart from the players' expansion (000), and purchasing takes in its discard and, with
// troops, each player's reinforcements and moves (the engine runs them seat by seat after his
// purchases).
int timeline_phase(const GameState& s) {
    if (s.phase() != Phase::conquest) return static_cast<int>(s.phase());
    constexpr int kConquest = 100;
    switch (s.conquest().step) {
        case ConquestStep::settle_units:
        case ConquestStep::settle_crystals:
        case ConquestStep::settle_extra_unit:
        case ConquestStep::settle_resources:
        case ConquestStep::settle_purchase:
        case ConquestStep::settle_troops:
            return kConquest;
        case ConquestStep::production:
            return kConquest + 1;
        case ConquestStep::expansion:
            return kConquest + 2;
        case ConquestStep::dragons:
            return kConquest + 3;
        case ConquestStep::purchasing:
        case ConquestStep::purchasing_discard:
        case ConquestStep::reinforce_troops:
        case ConquestStep::move_troops:
            return kConquest + 4;
        case ConquestStep::game_over:
            return kConquest + 5;
    }
    return kConquest + 6;
}

// Whose turn a position is in: the map turn's player, the expansion turn's attacker (not the
// defender answering in his battle), the seat a per-player step is at; -1 for nobody's (the
// dragons', the game's end).
int timeline_seat(const GameState& s) {
    if (s.phase() != Phase::conquest) return s.turn().player;
    const ConquestState& c = s.conquest();
    switch (c.step) {
        case ConquestStep::expansion:
            return c.turn.player;
        case ConquestStep::dragons:
        case ConquestStep::game_over:
            return -1;
        default:
            return c.current;
    }
}

std::size_t mark_slot(ReplayMark mark) {
    return static_cast<std::size_t>(mark);
}

}  // namespace

ReplayTimeline::ReplayTimeline(const GameSetup& setup, const std::vector<Action>& actions,
                               std::size_t snapshot_every, const std::string& source,
                               const std::string& pointer)
    : snapshot_every_(std::max<std::size_t>(snapshot_every, 1)) {
    actions_.reserve(actions.size());
    rounds_.reserve(actions.size() + 1);
    GameState state(setup);
    // Nobody reads the sentences of the states passed through; state_at turns them back on.
    state.set_prompts(false);
    record(state);
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const auto result = state.apply(actions[i]);
        if (!result)
            throw DataError(source, pointer + "/actions/" + std::to_string(i),
                            "the action log does not replay: " + action_to_json(actions[i]).dump() +
                                " was refused: " + text::plain(result.reason),
                            text::Message("data_error.save.does_not_replay")
                                .with("action", text::Name{action_to_json(actions[i]).dump()})
                                .with("reason", text::Name{text::plain(result.reason)}));
        actions_.push_back(actions[i]);
        record(state);
    }
}

ReplayTimeline::ReplayTimeline(const GameState& game, std::size_t snapshot_every)
    : ReplayTimeline(game.setup(), game.action_log(), snapshot_every) {}

// Notes position actions_.size(), the state it holds: its round, what it starts, and a snapshot
// at a round's start or `snapshot_every_` positions after the last one.
void ReplayTimeline::record(const GameState& state) {
    const std::size_t index = actions_.size();
    const int round = state.conquest().round;
    const bool new_round = index > 0 && round > rounds_.back();
    rounds_.push_back(round);

    const int phase = timeline_phase(state);
    const int seat = timeline_seat(state);
    const bool battle = state.conquest().battle.has_value();
    const bool new_phase = phase != last_phase_;
    if (new_round) starts_[mark_slot(ReplayMark::round)].push_back(index);
    if (new_phase) starts_[mark_slot(ReplayMark::phase)].push_back(index);
    if (new_phase || seat != last_seat_) starts_[mark_slot(ReplayMark::turn)].push_back(index);
    if (battle && !last_battle_) starts_[mark_slot(ReplayMark::battle)].push_back(index);
    last_phase_ = phase;
    last_seat_ = seat;
    last_battle_ = battle;

    if (snapshots_.empty() || new_round || index - snapshots_.back().index >= snapshot_every_)
        snapshots_.push_back({index, state});
}

GameState ReplayTimeline::state_at(std::size_t index) const {
    index = std::min(index, action_count());
    // The last snapshot at or before `index`: the first one is at 0.
    const auto after = std::upper_bound(
        snapshots_.begin(), snapshots_.end(), index,
        [](std::size_t i, const Snapshot& snapshot) { return i < snapshot.index; });
    const Snapshot& from = *std::prev(after);
    GameState state = from.state;
    for (std::size_t i = from.index; i < index; ++i)
        if (!state.apply(actions_[i]))
            throw std::logic_error("a replay timeline's action no longer applies");
    state.set_prompts(true);
    return state;
}

std::vector<Event> ReplayTimeline::events_at(std::size_t index) const {
    if (index == 0 || index > action_count()) return {};
    GameState before = state_at(index - 1);
    before.set_prompts(false);
    return before.apply(actions_[index - 1]).events;
}

int ReplayTimeline::round_at(std::size_t index) const {
    return rounds_[std::min(index, action_count())];
}

std::optional<std::size_t> ReplayTimeline::round_start(int round) const {
    const auto& rounds = starts(ReplayMark::round);
    for (std::size_t start : rounds)
        if (rounds_[start] == round) return start;
    return std::nullopt;
}

const std::vector<std::size_t>& ReplayTimeline::starts(ReplayMark mark) const {
    return starts_[mark_slot(mark)];
}

std::optional<std::size_t> ReplayTimeline::next_start(ReplayMark mark, std::size_t index) const {
    const auto& s = starts(mark);
    const auto it = std::upper_bound(s.begin(), s.end(), index);
    if (it == s.end()) return std::nullopt;
    return *it;
}

std::optional<std::size_t> ReplayTimeline::previous_start(ReplayMark mark,
                                                          std::size_t index) const {
    const auto& s = starts(mark);
    const auto it = std::lower_bound(s.begin(), s.end(), index);
    if (it == s.begin()) return std::nullopt;
    return *std::prev(it);
}

}  // namespace eden
