#include "bots/driver.hpp"

#include <stdexcept>

namespace eden::bots {

DriveResult drive(GameState& state, std::vector<std::unique_ptr<Bot>>& seats, int max_actions,
                  const std::function<void(const GameState&, const ApplyResult&)>& after_each) {
    DriveResult out;
    while (out.actions < max_actions) {
        const Decision& d = state.open_decision();  // valid until the apply() below
        if (d.player < 0) {
            out.finished = true;
            return out;
        }
        if (d.options.empty()) throw std::logic_error("no legal option for: " + asked(d));
        Bot& bot = *seats.at(static_cast<std::size_t>(d.player));
        const Action a = bot.choose(state, d);
        const ApplyResult r = state.apply(a);
        if (!r) throw std::logic_error("a bot's choice was refused: " + text::plain(r.reason));
        ++out.actions;
        if (after_each) after_each(state, r);
    }
    return out;
}

}  // namespace eden::bots
