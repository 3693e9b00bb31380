#include "support/card_text_fixture.hpp"

#include <utility>

namespace eden_test {

using namespace eden;

const CardLibrary& card_text_library() {
    static const CardLibrary l = [] {
        CardLibrary out;
        Civilization clans;
        clans.id = "mountain_clans";
        clans.name = "The Mountain Clans";
        clans.resource = TileColor::grey;
        out.civilizations.push_back(clans);
        CardDef skeleton;
        skeleton.id = "skeleton";
        skeleton.name = "Skeleton";
        CardDef golem;
        golem.id = "iron_golem";
        golem.name = "Iron Golem";
        out.cards = {skeleton, golem};
        return out;
    }();
    return l;
}

Effect effect_of(Verb v, int amount, Target t) {
    Effect e;
    e.verb = v;
    e.amount = amount;
    e.target = t;
    return e;
}

Ability ability_of(Timing t, std::vector<Effect> effects, std::vector<AbilityCost> costs,
                   Condition c, TriggerEvent ev) {
    Ability a;
    a.timing = t;
    a.effects = std::move(effects);
    a.costs = std::move(costs);
    a.condition = c;
    a.event = ev;
    return a;
}

}  // namespace eden_test
