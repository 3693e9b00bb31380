// A person at the table as the UI tests play him: a bot decides what he would choose (reading
// the state as his eyes read the screen), and the choice is made with the mouse and keys on
// what the screen shows, through the UI driver. Counts his inputs per round, and the forced
// ones (a curtain to dismiss, a decision with a single option).
#pragma once

#include <map>
#include <memory>
#include <string>

#include "bots/bot.hpp"
#include "ui_driver.hpp"

namespace eden::ui_test {

struct InputCount {
    int inputs = 0;
    int forced = 0;
};

class Person {
  public:
    Person(UiDriver& driver, std::uint64_t seed, const std::string& bot_kind = "heuristic");

    // Does what the screen asks of the people: answers a question box, dismisses the curtain
    // or makes the pending person's choice. Returns false when nothing is for a person to do.
    bool step();

    // Inputs by (seat, round); round 0 is the map's building.
    const std::map<std::pair<int, int>, InputCount>& counts() const { return counts_; }
    int choices_made() const { return choices_; }

  private:
    void make_choice();
    void count(int seat, bool forced, int inputs);

    UiDriver& ui_;
    std::unique_ptr<bots::Bot> brain_;
    std::map<std::pair<int, int>, InputCount> counts_;
    int choices_ = 0;
};

}  // namespace eden::ui_test
