// Losing the Heart of Eden with pure energy in hand (game.heart_loss_spends_pure_energy): its
// holder at once buys technology cards with his pure energy, then loses what is left. The one
// place that reads that parameter.
//
// Rulebook: 002 §The Expansion phase ("If the conquered territory was the Heart of Eden, the
// defending player must immediately spend all the pure energy they have accumulated"), 004
// (by buying technology cards); RULES.md §5 C9 and §6 F9: "a purchase window; the rest is
// lost". Our readings: the window opens when the fronts are counted (the territory changes
// hands then, 003 FAQ 4) and the battle goes on once he is done; prices are the technology
// cards' printed pure energy; at most one copy of each per player (RULES.md §2).
#include "engine/conquest/heart_loss.hpp"
#include "engine/conquest/flow.hpp"

namespace eden::detail {

namespace {

// The technology cards on top of their piles that `p` can pay for with his pure energy.
std::vector<CardId> technology_within_reach(const GameState& g, int p) {
    std::vector<CardId> out;
    for (const auto& pile : st(g).supply) {
        if (pile.empty()) continue;
        const CardId top = pile.back();
        const CardDef& d = def(g, top);
        if (d.kind != CardKind::technology || owns_technology_like(g, p, top)) continue;
        if (printed_total(d.price) <= player(g, p).pure_energy) out.push_back(top);
    }
    return out;
}

}  // namespace

void heart_loss::on_heart_taken(GameState& g, int from) {
    if (!g.rules().heart_loss_spends_pure_energy || from == kNoPlayer) return;
    if (player(g, from).eliminated || player(g, from).pure_energy <= 0) return;
    st(g).heart_spender = from;
}

Decision heart_loss::heart_loss_pending(const GameState& g) {
    const int p = st(g).heart_spender;
    Decision d;
    d.player = p;
    d.kind = DecisionKind::purchase;
    if (g.prompts())
        d.prompt = text::Message("prompt.heart_lost")
                       .with("player", text::Seat{p})
                       .with("amount", player(g, p).pure_energy);
    for (CardId card : technology_within_reach(g, p))
        d.options.push_back(Buy{card});
    d.options.push_back(Done{});
    return d;
}

void heart_loss::apply_heart_loss(GameState& g, const Action& a, Events& ev) {
    ConquestState& c = st(g);
    const int p = c.heart_spender;
    PlayerState& ps = player(g, p);
    if (const auto* buy = std::get_if<Buy>(&a)) {
        const int price = printed_total(def(g, buy->card).price);
        ps.pure_energy -= price;
        ev.push_back(PureEnergyChanged{p, -price, "a purchase"});
        PendingPayment bought;
        bought.player = p;
        bought.purpose = PaymentPurpose::purchase;
        bought.card = buy->card;
        flow::finish_payment(g, bought, ev);  // into play in front of him; CardBought
        if (ps.pure_energy > 0 && !technology_within_reach(g, p).empty()) return;
    }
    if (ps.pure_energy > 0) {
        ev.push_back(PureEnergyChanged{p, -ps.pure_energy, "the Heart of Eden lost"});
        ps.pure_energy = 0;
    }
    c.heart_spender = kNoPlayer;
}

}  // namespace eden::detail
