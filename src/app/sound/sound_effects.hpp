// The game's few sound effects (issue 17, optional and off until a player turns them on):
// short WAV files of our own (assets/sound, made by assets/make_sounds.py) played through
// SDL's own audio. Nothing is opened until the first effect is played, so a game that never
// turns sound on never touches the audio device, and a machine without one stays silent.
#pragma once

#include <SDL.h>

#include <array>
#include <filesystem>
#include <string>

namespace eden::app {

enum class Sound { tile_placed, territory_taken, attack_held, dragons };
inline constexpr int kSoundCount = 4;

// The file of each effect under the sound folder, e.g. "tile-placed.wav".
const char* sound_file_name(Sound s);

class SoundEffects {
  public:
    explicit SoundEffects(std::filesystem::path folder) : folder_(std::move(folder)) {}
    ~SoundEffects();
    SoundEffects(const SoundEffects&) = delete;
    SoundEffects& operator=(const SoundEffects&) = delete;

    // Plays `s` at once, cutting short the one still playing (effects are short, and a queue
    // of them would lag behind the board). Opens the audio the first time; if that fails the
    // reason is logged once and every later call does nothing.
    void play(Sound s);

    // For tests and the log: effects sent to the device, and why there is no sound, if so.
    int played() const { return played_; }
    bool opened() const { return device_ != 0; }
    const std::string& problem() const { return problem_; }

  private:
    struct Clip {
        Uint8* samples = nullptr;
        Uint32 bytes = 0;
    };
    bool open();
    void close();

    std::filesystem::path folder_;
    bool tried_ = false;
    bool audio_started_ = false;
    SDL_AudioDeviceID device_ = 0;
    std::array<Clip, kSoundCount> clips_{};
    int played_ = 0;
    std::string problem_;
};

}  // namespace eden::app
