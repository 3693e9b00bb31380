#include "app/sound/sound_cues.hpp"

#include "app/shell/app_state.hpp"

namespace eden::app {

std::optional<Sound> sound_for(const std::vector<Event>& events) {
    std::optional<Sound> chosen;
    const auto rank = [](Sound s) {
        switch (s) {
            case Sound::dragons:
                return 3;
            case Sound::territory_taken:
            case Sound::attack_held:
                return 2;
            case Sound::tile_placed:
                return 1;
        }
        return 0;
    };
    const auto offer = [&](Sound s) {
        if (!chosen || rank(s) > rank(*chosen)) chosen = s;
    };
    for (const Event& e : events) {
        if (std::holds_alternative<TilePlaced>(e)) offer(Sound::tile_placed);
        if (const auto* f = std::get_if<FrontResolved>(&e))
            offer(f->attacker_won ? Sound::territory_taken : Sound::attack_held);
        if (std::holds_alternative<DragonTurnBegan>(e)) offer(Sound::dragons);
    }
    return chosen;
}

void play_game_sounds(AppState& app, SoundEffects& sound) {
    if (!app.game) return;
    const auto serial = app.game->event_serial();
    if (serial == app.sound_events_heard) return;
    app.sound_events_heard = serial;
    if (!app.settings.sound_effects) return;
    if (const auto s = sound_for(app.game->last_events())) sound.play(*s);
}

}  // namespace eden::app
