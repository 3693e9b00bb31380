// GameState::resampled_for: one plausible whole state behind what a seat sees, for a search
// that must not look at the others' cards (bots/search_bot; issue 19, information-set search).
//
// What a seat may not see is exactly what view_for hides. Each hidden pile is dealt again from
// the cards that could be there, as far as the seat knows:
// - another player's hand, deck and set-aside cards together: which cards a player owns is
//   public (his purchases and his starting deck are seen), so only where they lie is unknown;
// - the seat's own deck alone: he knows his hand and set-aside cards, not his deck's order;
// - a player's face-down tiles: every player starts with the same colours
//   (rules.face_down_colours) and each tile he has drawn was seen (RULES.md §7 H3);
// - the dragons' deck with their hand (nobody sees either), and their target deck;
// - the generator: the future is reseeded.
// A card an ability offer, a resolution or a payment names stays in its place, so that the
// battle in progress still refers to cards where it expects them.
#include <set>
#include <vector>

#include "eden/core/game_state.hpp"

namespace eden {

namespace {

// The items at the unpinned places of `piles`, shuffled together and dealt back to the same
// places: every pile keeps its size and every pinned item its place.
template <typename T>
void redeal_unpinned(const std::vector<std::vector<T>*>& piles, const std::set<T>& pinned,
                     Rng& rng) {
    std::vector<T> pool;
    for (const std::vector<T>* pile : piles)
        for (const T& item : *pile)
            if (!pinned.contains(item)) pool.push_back(item);
    rng.shuffle(pool);
    std::size_t next = 0;
    for (std::vector<T>* pile : piles)
        for (T& item : *pile)
            if (!pinned.contains(item)) item = pool[next++];
}

std::set<CardId> cards_the_battle_names(const ConquestState& c) {
    std::set<CardId> out;
    const auto offer = [&out](const TriggerOffer& o) {
        out.insert(o.card);
        if (o.triggering_unit >= 0) out.insert(o.triggering_unit);
    };
    if (c.payment && c.payment->card >= 0) out.insert(c.payment->card);
    if (!c.battle) return out;
    for (const TriggerOffer& o : c.battle->offers)
        offer(o);
    if (c.battle->resolving) {
        offer(c.battle->resolving->offer);
        out.insert(c.battle->resolving->revealed.begin(), c.battle->resolving->revealed.end());
    }
    if (c.battle->dragon_step)
        out.insert(c.battle->dragon_step->choice.begin(), c.battle->dragon_step->choice.end());
    return out;
}

}  // namespace

GameState GameState::resampled_for(int seat, std::uint64_t seed) const {
    GameState out = *this;
    Rng deal(seed);

    // Map creation: face-down tiles, per player (a drawn tile is seen by all: RULES.md §7 H3).
    for (std::size_t p = 0; p < out.hands_.size(); ++p)
        redeal_unpinned<TileColor>({&out.hands_[p].face_down}, {}, deal);

    // The conquest: cards.
    ConquestState& c = out.conquest_;
    // Another seat's battle plan is his secret (RULES.md §7 H1): the search plays on as if he
    // had none, so his hand dealt again cannot contradict it.
    if (c.battle) {
        std::erase_if(c.battle->plans, [&](const BattlePlan& p) { return p.player != seat; });
        std::erase_if(c.battle->after_battle, [&](const auto& a) { return a.first != seat; });
    }
    const std::set<CardId> pinned = cards_the_battle_names(c);
    for (std::size_t p = 0; p < c.players.size(); ++p) {
        CardPiles& piles = c.players[p].piles;
        if (static_cast<int>(p) == seat)
            redeal_unpinned<CardId>({&piles.deck}, pinned, deal);
        else
            redeal_unpinned<CardId>({&piles.hand, &piles.deck, &piles.set_aside}, pinned, deal);
    }
    if (c.dragons) {
        DragonState& d = *c.dragons;
        redeal_unpinned<std::string>({&d.piles.deck, &d.piles.hand}, {}, deal);
        deal.shuffle(d.targets.cards);
    }

    out.rng_.reseed(deal.next_u64());
    out.pending_cache_.reset();
    return out;
}

}  // namespace eden
