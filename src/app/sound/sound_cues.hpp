// Which of the game's events sound, and how (issue 17): a tile set on the map, a front won or
// held, the dragons' turn. One effect per action, the most telling of its events.
#pragma once

#include <optional>
#include <vector>

#include "app/sound/sound_effects.hpp"
#include "eden/core/event.hpp"

namespace eden::app {

struct AppState;

// The effect for one action's events, if any: the dragons' turn over a battle's outcome, a
// battle's outcome over a tile.
std::optional<Sound> sound_for(const std::vector<Event>& events);

// Plays the effect of the game's newest action once, if the player turned sound on. Called
// every frame; with sound off it only notes what has been heard.
void play_game_sounds(AppState& app, SoundEffects& sound);

}  // namespace eden::app
