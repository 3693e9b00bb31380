#include "app/sound/sound_effects.hpp"

#include <cstdio>

namespace eden::app {

const char* sound_file_name(Sound s) {
    switch (s) {
        case Sound::tile_placed:
            return "tile-placed.wav";
        case Sound::territory_taken:
            return "territory-taken.wav";
        case Sound::attack_held:
            return "attack-held.wav";
        case Sound::dragons:
            return "dragons.wav";
    }
    return "";
}

SoundEffects::~SoundEffects() {
    close();
}

bool SoundEffects::open() {
    if (tried_) return device_ != 0;
    tried_ = true;
    const auto give_up = [this](const std::string& why) {
        problem_ = why;
        std::fprintf(stderr, "eden: no sound: %s\n", why.c_str());
        close();
        return false;
    };
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0)
        return give_up(std::string("cannot start SDL audio: ") + SDL_GetError());
    audio_started_ = true;
    // Every file has one format (make_sounds.py), so one device plays them all.
    SDL_AudioSpec format{};
    for (int i = 0; i < kSoundCount; ++i) {
        const std::filesystem::path file = folder_ / sound_file_name(static_cast<Sound>(i));
        SDL_AudioSpec spec{};
        Clip& clip = clips_[static_cast<std::size_t>(i)];
        if (!SDL_LoadWAV(file.string().c_str(), &spec, &clip.samples, &clip.bytes))
            return give_up(file.string() + ": " + SDL_GetError());
        if (i == 0)
            format = spec;
        else if (spec.freq != format.freq || spec.format != format.format ||
                 spec.channels != format.channels)
            return give_up(file.string() + ": not the format of " +
                           sound_file_name(Sound::tile_placed));
    }
    format.callback = nullptr;  // SDL_QueueAudio feeds the device
    device_ = SDL_OpenAudioDevice(nullptr, 0, &format, nullptr, 0);
    if (device_ == 0)
        return give_up(std::string("cannot open the audio device: ") + SDL_GetError());
    SDL_PauseAudioDevice(device_, 0);
    return true;
}

void SoundEffects::close() {
    if (device_ != 0) SDL_CloseAudioDevice(device_);
    device_ = 0;
    for (Clip& clip : clips_) {
        if (clip.samples) SDL_FreeWAV(clip.samples);
        clip = {};
    }
    if (audio_started_) SDL_QuitSubSystem(SDL_INIT_AUDIO);
    audio_started_ = false;
}

void SoundEffects::play(Sound s) {
    if (!open()) return;
    const Clip& clip = clips_[static_cast<std::size_t>(s)];
    SDL_ClearQueuedAudio(device_);
    if (SDL_QueueAudio(device_, clip.samples, clip.bytes) == 0) ++played_;
}

}  // namespace eden::app
