#include "app/session/market.hpp"

#include <algorithm>

#include "app/session/labels.hpp"
#include "eden/text/card_text.hpp"
#include "eden/text/language.hpp"
#include "eden/text/message.hpp"

namespace eden::app {

namespace {

std::size_t index_of(TileColor t) {
    return static_cast<std::size_t>(std::find(kResourceColors.begin(), kResourceColors.end(), t) -
                                    kResourceColors.begin());
}

// The engine's price rule (conquest/support.cpp): a unit of another civilization's World is
// priced in the buyer's own resource.
Cost price_for(const GameState& state, const CardDef& d, int buyer) {
    Cost cost = d.price;
    if (d.kind != CardKind::unit || !state.setup().cards) return cost;
    const Civilization* world = state.setup().cards->civilization(d.civilization);
    const TileColor own = state.setup().players.at(static_cast<std::size_t>(buyer)).resource;
    if (!world || world->resource == own) return cost;
    cost.resources[index_of(own)] += cost.resources[index_of(world->resource)];
    cost.resources[index_of(world->resource)] = 0;
    return cost;
}

struct Have {
    int crystals = 0;
    std::array<int, 7> resources{};
    int pure_energy = 0;
};

Have funds_of(const GameState& state, int p) {
    Have h;
    const ConquestState& c = state.conquest();
    const PlayerState& ps = c.players.at(static_cast<std::size_t>(p));
    const bool from_hand = c.step == ConquestStep::settle_purchase;
    for (int card : from_hand ? ps.piles.hand : ps.piles.set_aside)
        if (const CardDef* d = card_def(state, card); d && d->kind == CardKind::energy_crystal)
            h.crystals += d->crystal_value;
    for (const auto& [hex, counts] : c.resources) {
        const auto it = state.control().find(hex);
        if (it == state.control().end() || it->second != p) continue;
        for (std::size_t i = 0; i < h.resources.size(); ++i)
            h.resources[i] += counts.by_type[i];
    }
    h.pure_energy = ps.pure_energy;
    return h;
}

// "2 more ore and 1 more Energy Crystal value"; empty when the funds cover the price.
std::string shortfall(const Cost& cost, Have h, bool crystals_from_hand, text::Language language) {
    const auto words = [language](const text::Message& m) {
        return text::render(m, text::Names{}, language);
    };
    std::vector<std::string> parts;
    if (cost.energy_crystals > h.crystals)
        parts.push_back(words(text::Message("app.market.more_crystals")
                                  .with("count", cost.energy_crystals - h.crystals)
                                  .with_flag("from_hand", crystals_from_hand)));
    if (cost.pure_energy > h.pure_energy) {
        parts.push_back(words(
            text::Message("app.market.more_pure").with("count", cost.pure_energy - h.pure_energy)));
        h.pure_energy = 0;
    } else {
        h.pure_energy -= cost.pure_energy;
    }
    for (std::size_t i = 0; i < kResourceColors.size(); ++i) {
        int short_by = cost.resources[i] - h.resources[i];
        if (short_by <= 0) {
            h.resources[i] -= cost.resources[i];
            continue;
        }
        h.resources[i] = 0;
        if (kResourceColors[i] == TileColor::white) {  // 1 pure energy stands for 4 shards
            const int energy = std::min(h.pure_energy, (short_by + 3) / 4);
            h.pure_energy -= energy;
            short_by = std::max(0, short_by - energy * 4);
        }
        if (short_by > 0)
            parts.push_back(words(
                text::Message("app.market.more_resources")
                    .with("what", resource_count_text(short_by, kResourceColors[i], language))));
    }
    if (cost.any_one_type > 0) {
        const int best = *std::max_element(h.resources.begin(), h.resources.end());
        if (best < cost.any_one_type)
            parts.push_back(words(
                text::Message("app.market.more_one_type").with("count", cost.any_one_type - best)));
    }
    if (parts.empty()) return {};
    std::string first;
    for (std::size_t i = 0; i + 1 < parts.size(); ++i)
        first += (i == 0 ? std::string() : words(text::Message("join.comma"))) + parts[i];
    if (first.empty()) return parts.back();
    return words(text::Message("app.list.and").with("first", first).with("last", parts.back()));
}

}  // namespace

std::vector<MarketCard> market_for(const GameState& state, int player,
                                   const std::vector<int>& offered, text::Language language) {
    std::vector<MarketCard> yes;
    std::vector<MarketCard> no;
    if (player < 0 || player >= static_cast<int>(state.conquest().players.size())) return yes;
    const PlayerState& ps = state.conquest().players[static_cast<std::size_t>(player)];
    const Have have = funds_of(state, player);
    const bool from_hand = state.conquest().step == ConquestStep::settle_purchase;
    std::vector<const CardDef*> seen;
    const auto consider = [&](int card) {
        const CardDef* d = card_def(state, card);
        if (d == nullptr || std::find(seen.begin(), seen.end(), d) != seen.end()) return;
        seen.push_back(d);
        if (std::find(offered.begin(), offered.end(), card) != offered.end()) {
            yes.push_back({card, true, {}});
            return;
        }
        const bool owned = d->kind == CardKind::technology &&
                           std::any_of(ps.technologies.begin(), ps.technologies.end(),
                                       [&](int t) { return card_def(state, t) == d; });
        const std::string short_by =
            owned ? std::string()
                  : shortfall(price_for(state, *d, player), have, from_hand, language);
        const char* why = owned ? "owned" : !short_by.empty() ? "needs" : "not_for_sale";
        const std::string missing = text::render(
            text::Message("app.market.why_not").with("why", why).with("needs", short_by),
            text::Names{}, language);
        no.push_back({card, false, missing});
    };
    // Offered cards keep the engine's choice of copy (the one its Buy names).
    for (int card : offered)
        consider(card);
    for (int card : ps.world)
        consider(card);
    for (const auto& pile : state.conquest().supply)
        if (!pile.empty()) consider(pile.back());
    yes.insert(yes.end(), no.begin(), no.end());
    return yes;
}

}  // namespace eden::app
