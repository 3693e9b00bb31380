// 004's battles of camps (the `edition-fr` ruleset; RULES.md §6 F5): each fighter's strength and
// the troops he loses.
//
// Rulebook: 004 §Résoudre un combat, "Principe général" ("sa force de combat ... est égale à la
// somme des forces des unités de son armée, à laquelle on ajoute 1 pour chacune de ses troupes
// impliquées, et 1 pour chaque autre joueur dans son camp") and "Fin du combat" ("Chaque joueur
// perd 1 troupe impliquée par joueur adverse dont la force de combat est strictement supérieure
// à la sienne. S'il perd des troupes ainsi, il perd 1 troupe impliquée supplémentaire pour
// chaque 3 points d'écart entre sa force de combat et celle de l'adversaire dont la force de
// combat est la plus élevée. Si le joueur n'a pas assez de troupe à perdre, il perd l'ensemble de
// ses troupes impliquées."), and the frontier's shortfall taken from the territory behind.
//
// Pure functions; not yet wired into GameState (the day's flow, issue 37, comes with them).
#pragma once

#include <vector>

namespace eden {

// One player in a battle of camps. A wild marker fights as a fighter of its own camp with no
// units and the marker's value as troops (004 §Cas particuliers).
struct CampFighter {
    int camp = 0;            // fighters of one camp share it
    int units_strength = 0;  // the sum of his army's units' strengths
    int troops = 0;          // his troops taking part
};

// Each fighter's strength, in the order given: units, +1 per troop, +1 per other fighter of his
// camp.
std::vector<int> camp_strengths(const std::vector<CampFighter>& fighters);

// The troops each fighter loses, in the order given, at most his troops taking part: 1 per
// opposing fighter strictly stronger, and, if any, 1 more per full 3 points between his
// strength and the strongest opponent's.
std::vector<int> camp_losses(const std::vector<CampFighter>& fighters);
// The same rule before his troops' limit: what he owes. A frontier battle needs the whole debt,
// to take the shortfall from the territory behind (frontier_loss).
std::vector<int> camp_losses_owed(const std::vector<CampFighter>& fighters);

// A frontier battle (004: "si le joueur n'a pas assez de troupes à perdre mais dispose de
// troupes sur le territoire dont c'est la frontière, alors les troupes manquantes sont prises
// sur ce territoire dans la limite des troupes disponibles"): of `owed` losses, what the post of
// `posted` troops loses, and what the territory behind, holding `behind`, loses.
struct FrontierLoss {
    int from_post = 0;
    int from_behind = 0;
    friend bool operator==(const FrontierLoss&, const FrontierLoss&) = default;
};
FrontierLoss frontier_loss(int owed, int posted, int behind);

}  // namespace eden
