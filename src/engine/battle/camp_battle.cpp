// Strength and losses in 004's battles of camps (include/eden/battle/camp_battle.hpp; RULES.md
// §6 F5).
#include "eden/battle/camp_battle.hpp"

#include <algorithm>

namespace eden {

std::vector<int> camp_strengths(const std::vector<CampFighter>& fighters) {
    std::vector<int> out;
    for (const CampFighter& f : fighters) {
        int allies = 0;
        for (const CampFighter& g : fighters)
            allies += g.camp == f.camp ? 1 : 0;
        out.push_back(f.units_strength + f.troops + (allies - 1));
    }
    return out;
}

std::vector<int> camp_losses_owed(const std::vector<CampFighter>& fighters) {
    const std::vector<int> strength = camp_strengths(fighters);
    std::vector<int> out;
    for (std::size_t i = 0; i < fighters.size(); ++i) {
        int stronger = 0;
        int strongest = strength[i];
        for (std::size_t j = 0; j < fighters.size(); ++j) {
            if (fighters[j].camp == fighters[i].camp) continue;
            if (strength[j] > strength[i]) ++stronger;
            strongest = std::max(strongest, strength[j]);
        }
        out.push_back(stronger == 0 ? 0 : stronger + (strongest - strength[i]) / 3);
    }
    return out;
}

std::vector<int> camp_losses(const std::vector<CampFighter>& fighters) {
    std::vector<int> out = camp_losses_owed(fighters);
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = std::min(out[i], fighters[i].troops);
    return out;
}

FrontierLoss frontier_loss(int owed, int posted, int behind) {
    FrontierLoss out;
    out.from_post = std::min(std::max(owed, 0), std::max(posted, 0));
    out.from_behind = std::min(std::max(owed, 0) - out.from_post, std::max(behind, 0));
    return out;
}

}  // namespace eden
