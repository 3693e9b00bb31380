#include "app/glossary.hpp"

#include <algorithm>
#include <cctype>

#include "app/ui_probe.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

// Written for players from 003 (§Create the Map, §Settle, §Production, §Expansion,
// §Purchasing, §Battle rules, the Glossary) and RULES.md §2 and §4 (what this edition plays).
const std::vector<GlossaryEntry> kEntries = {
    {"Ability",
     "What a card lets its owner do at a given moment of a battle. Triggering one is always "
     "your choice. Immediate abilities fire just after the unit joins a front; delayed ones "
     "once everyone has stopped adding units, before the strengths are counted; post-combat "
     "ones at the start of the post-combat phase; reactions when their event happens or their "
     "condition becomes true. \"Do X to do Y\": X is a cost, and without it there is no Y."},
    {"Additional subphase",
     "Taking territory from a given opponent for the first time in your turn earns one more "
     "attack subphase. Each battle you open in it costs as many resources as the attacked "
     "territory's distance to your portal, paid in your civilization resource and/or crystal "
     "shards (1 pure energy may stand for 4 shards)."},
    {"Attack subphase",
     "Your expansion turn is a series of attack subphases. In each you may open battles on up "
     "to 2 frontiers, against wild territories and the territories of at most one other "
     "player. Before and after the first one you may discard cards and set cards aside; the "
     "subphase ends with both sides replenishing their hands."},
    {"Base defense",
     "The strength a territory defends with when nobody plays units for it: 0 next to a "
     "portal, 1 at distance 2, then 2 more per step further (3, 5, 7...), counted to the "
     "nearest standing portal. Only a fully controlled territory may be defended with cards "
     "from the hand; wild and partially controlled territories always use their base defense."},
    {"Civilization resource",
     "The resource your civilization is built on (ore, plants, animals...). You buy your "
     "World's units with it, pay with it to return units to your World or rescue them, and a "
     "territory rich in it produces one more each production."},
    {"Collapse",
     "A unit that collapses leaves the battle at once and waits in its owner's collapsed pile. "
     "At the unit-destruction phase collapsed cost-6 units are discarded; the others are "
     "destroyed (back to the World) unless rescued."},
    {"Cost",
     "The number on a unit card beside its strength. It is not what buying the card takes "
     "(that is its price): it is what returning the unit to your World or rescuing it after a "
     "battle takes, and collapsed units of cost 6 are discarded."},
    {"Crystal shards",
     "The white resource every civilization can use. Production gives shards or your "
     "civilization resource, your choice. Shards buy the Energy Crystal cards, pay for "
     "additional subphases, and 4 of them can be replaced by 1 pure energy (never the "
     "reverse)."},
    {"Crystals in front",
     "In the edition with troops (Classic): during your expansion turn you play Energy Crystals "
     "face up in front of "
     "you. Their total value is the most you may spend on units in the Reinforcements phase; "
     "common cards and technology are not capped. They are discarded once you are done "
     "buying, and come back to your hand before a bonus turn."},
    {"Deck",
     "Your face-down pile of cards. You draw from it to replenish your hand to 5 cards. When "
     "it runs out, your discard pile is shuffled and put under it. Bought cards reach it "
     "through the discard pile."},
    {"Destroy",
     "Destroying a card puts it back where it came from: a unit to its World, a common card "
     "to its supply pile. It is the opposite of buying."},
    {"Discard pile",
     "Your face-up pile beside the deck: played and discarded cards, and the cards you buy, "
     "go there. It is shuffled under your deck when the deck runs out. Anyone may look "
     "through it."},
    {"Doom",
     "A doomed unit still fights, but collapses during the post-combat phase, just before "
     "the units are discarded. A unit cannot be doomed twice."},
    {"Energy Crystal",
     "A card worth energy: Small 1, Medium 2, Huge 3. A price in Energy Crystals is paid by "
     "discarding crystal cards whose values add up to at least the price. In the purchasing "
     "phase only the crystals you set aside during expansion count, so set them aside "
     "before buying. The crystal cards themselves cost crystal shards, for every "
     "civilization."},
    {"Expansion",
     "The second phase of a round. Starting with the first player, each player takes a turn "
     "of attack subphases: opening battles on their frontiers, discarding and setting cards "
     "aside. The King of Eden's dragons take the last turn from round 2."},
    {"Front",
     "A battle at one frontier: the attacker's units on one side, the defender's units (or "
     "the territory's base defense) on the other. A battle has at most 2 fronts. On each, the "
     "attacker wins with strictly more strength than the defense, bonuses included; a tie "
     "holds the territory."},
    {"Full control",
     "Your portal territory is under your full control while your portal stands, and so is "
     "every territory you control that touches a fully controlled one. Only fully controlled "
     "territories may be defended with cards from your hand. The rest is partial control."},
    {"Hand",
     "The cards you hold, 5 after replenishing. Units from the hand fight on the fronts; "
     "Energy Crystals from the hand pay at settling and for some abilities. Nobody else sees "
     "it."},
    {"Heart of Eden",
     "The mountain at the centre of the map. It produces no resources, but its controller "
     "adds 1 to their pure energy every production. In King of Eden the dragons hold it: taking "
     "it slays the King and wins the game for everyone."},
    {"King of Eden",
     "The dragon of the King of Eden scenario. The dragons hold the Heart, take their own "
     "turn after the players from round 2, attack territories touching theirs with cards "
     "from their own deck, and grow stronger every round from round 3."},
    {"Partial control",
     "A territory you control that is not linked to your standing portal through your own "
     "territories. It still produces, but is always defended by its base defense."},
    {"Portal",
     "Your civilization's way into Eden and your starting territory. If it is taken (or you "
     "destroy it yourself), you are eliminated: the resources and pure energy on it go to "
     "whoever controls it."},
    {"Post-combat phase",
     "After the strengths are counted and territories change hands: post-combat abilities "
     "fire, doomed units collapse, and each player may return units to their World by paying "
     "their costs in civilization resource; the other units are discarded."},
    {"Price",
     "What buying a card takes in the Purchasing phase, shown on the card with icons: "
     "resources, Energy Crystals, pure energy. A unit's price is not its cost, which counts "
     "after a battle."},
    {"Production",
     "The first phase of a round. Each ordinary territory you control gives 1 resource, 1 "
     "more if it is rich in your civilization resource, 1 more if it carries a richness token; "
     "you choose crystal shards or your civilization resource and place them on your "
     "territories. The Heart's holder gains 1 pure energy."},
    {"Purchasing",
     "The third phase of a round. Each player may buy cards with their pure energy, the "
     "resources on their territories and the Energy Crystals they set aside. Bought cards go to "
     "the discard pile. Then the set-aside cards come back to the hand and as many cards are "
     "discarded."},
    {"Pure energy",
     "Energy extracted from the Heart of Eden: its holder gains 1 each production. It buys "
     "the technology cards, and 1 pure energy may pay for 4 crystal shards. It is kept on "
     "your portal: whoever takes the portal takes it."},
    {"Replenish",
     "Drawing from your deck until your hand holds 5 cards. It happens at the end of the "
     "first attack subphase (for the attacker and their opponent) and after any later subphase "
     "with a battle, never after buying."},
    {"Rescue",
     "At the unit-destruction phase, a collapsed unit may be saved by paying its cost in "
     "civilization resource: it goes to the discard pile instead of back to the World."},
    {"Resources",
     "Cubes lying on your territories, of seven types (crystal shards and six civilization "
     "resources). They pay prices and costs. At least 5 of your usable kind on one territory "
     "give it +1 strength in battle, and its neighbours of the same player +1 too."},
    {"Return to World",
     "In the post-combat phase a player may take units back to their World, paying their costs "
     "in civilization resource, instead of discarding them: it keeps the deck lean and lets "
     "them buy them again."},
    {"Richness token",
     "A crystal-shard token on an ordinary territory touching at least 4 different non-black "
     "colours. Its holder gets 1 more resource from it every production."},
    {"Round",
     "Production, then expansion, then purchasing. The first player token moves to the next "
     "player at the end of each round."},
    {"Set aside",
     "During expansion you may put cards from your hand beside it, face down. Set aside "
     "Energy Crystals now to spend them when buying: in the purchasing phase only set-aside "
     "crystals pay. After buying, every set-aside card comes back to your hand and you "
     "discard as many."},
    {"Stock",
     "In the edition with troops (Classic): your resources are not typed and do not lie on the "
     "map. They go into one "
     "stock, kept from round to round: each production adds 1 per territory linked to your "
     "portal through your territories (+1 for your colour, +1 for a richness token). Units "
     "cost their cost number, common cards the sum of their price."},
    {"Strong bot",
     "A seat played by the search bot. Before each choice that matters (where to attack, what "
     "to add to a front, what to buy) it deals the cards and tiles it cannot see at random and "
     "plays the rest of the round and the next with each option, many times over. It leaves "
     "the ordinary bot's choice only for an option that clearly did better. It never looks at "
     "anybody's hand, and thinks for up to a second."},
    {"Support",
     "King of Eden: when the dragons attack a territory, a player with a territory touching "
     "it may join in, fighting its own battle against a second dragon hand; the two "
     "battles' strengths are added up."},
    {"Technology card",
     "A powerful card bought with pure energy, at most one copy of each per player, kept in "
     "play in front of its owner."},
    {"Territory bonus",
     "A territory with at least 5 crystal shards or civilization resources of its holder on "
     "it gives +1 strength to its side in attack and defense; a territory of the same player "
     "touching such a territory gives +1 too."},
    {"Wild territory",
     "A territory nobody controls. It defends with its base defense and produces nothing "
     "until taken."},
    {"World",
     "Your civilization's units not in play, face up in front of you: the units you may buy "
     "(with your civilization resource) and where returned or destroyed units go back."},
};

std::string lowered(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

void underline_last_item(ImU32 colour) {
    const ImVec2 a = ImGui::GetItemRectMin();
    const ImVec2 b = ImGui::GetItemRectMax();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (float x = a.x; x < b.x; x += 4.0f)
        dl->AddLine(ImVec2(x, b.y), ImVec2(std::min(x + 2.0f, b.x), b.y), colour);
}

}  // namespace

const std::vector<GlossaryEntry>& glossary() {
    return kEntries;
}

const GlossaryEntry* glossary_entry(std::string_view term) {
    const std::string wanted = lowered(term);
    for (const GlossaryEntry& e : kEntries)
        if (lowered(e.term) == wanted) return &e;
    return nullptr;
}

void term_tooltip(std::string_view term) {
    if (!ImGui::IsItemHovered()) return;
    const GlossaryEntry* e = glossary_entry(term);
    if (e == nullptr) return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
    ImGui::TextColored(ImVec4(0.95f, 0.82f, 0.45f, 1.0f), "%.*s", static_cast<int>(e->term.size()),
                       e->term.data());
    ImGui::TextWrapped("%.*s", static_cast<int>(e->text.size()), e->text.data());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
    const ImVec2 a = ImGui::GetItemRectMin();
    const ImVec2 b = ImGui::GetItemRectMax();
    probe::area("tooltip:" + std::string(e->term), {a.x, a.y, b.x, b.y});
}

void terms_tooltip(const std::vector<std::string_view>& terms) {
    if (!ImGui::IsItemHovered()) return;
    const ImVec2 a = ImGui::GetItemRectMin();
    const ImVec2 b = ImGui::GetItemRectMax();
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.0f);
    for (std::string_view term : terms) {
        const GlossaryEntry* e = glossary_entry(term);
        if (e == nullptr) continue;
        ImGui::TextColored(ImVec4(0.95f, 0.82f, 0.45f, 1.0f), "%.*s",
                           static_cast<int>(e->term.size()), e->term.data());
        ImGui::TextWrapped("%.*s", static_cast<int>(e->text.size()), e->text.data());
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
    for (std::string_view term : terms)
        if (const GlossaryEntry* e = glossary_entry(term))
            probe::area("tooltip:" + std::string(e->term), {a.x, a.y, b.x, b.y});
}

void term_text(const std::string& text, std::string_view term) {
    ImGui::TextUnformatted(text.c_str());
    underline_last_item(ImGui::GetColorU32(ImGuiCol_TextDisabled));
    // Recorded as "term:<term>": where a person's mouse finds the word.
    if (probe::enabled()) {
        const ImVec2 a = ImGui::GetItemRectMin();
        const ImVec2 b = ImGui::GetItemRectMax();
        probe::area("term:" + std::string(term), {a.x, a.y, b.x, b.y});
    }
    term_tooltip(term);
}

void term_text_dim(const std::string& text, std::string_view term) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(160, 170, 190, 255));
    term_text(text, term);
    ImGui::PopStyleColor();
}

}  // namespace eden::app
