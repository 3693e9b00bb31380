#include "audit/game_record.hpp"

#include "eden/core/data_error.hpp"
#include "eden/core/save.hpp"
#include "eden/text/event_text.hpp"
#include "eden/text/prompt_text.hpp"

namespace eden::audit {

namespace {

SeatCounts counts_of(const GameState& g, int p) {
    SeatCounts s;
    const ConquestState& c = g.conquest();
    if (static_cast<std::size_t>(p) >= c.players.size()) return s;
    const PlayerState& ps = c.players[static_cast<std::size_t>(p)];
    s.hand = static_cast<int>(ps.piles.hand.size());
    s.deck = static_cast<int>(ps.piles.deck.size());
    s.discard = static_cast<int>(ps.piles.discard.size());
    s.set_aside = static_cast<int>(ps.piles.set_aside.size());
    const CardLibrary* lib = g.setup().cards.get();
    for (CardId card : ps.piles.set_aside) {
        const auto i = static_cast<std::size_t>(card);
        if (lib && i < c.cards.size())
            s.crystals_aside += lib->cards[static_cast<std::size_t>(c.cards[i].def)].crystal_value;
    }
    // What lies on his territories (003) or sits in his stock (002): both are public.
    s.resources = ps.stock;
    for (const auto& [hex, counts] : c.resources) {
        const auto it = g.control().find(hex);
        if (it != g.control().end() && it->second == p) s.resources += counts.total();
    }
    s.pure_energy = ps.pure_energy;
    return s;
}

std::vector<SeatCounts> table_of(const GameState& g) {
    std::vector<SeatCounts> out;
    for (int p = 0; p < g.player_count(); ++p)
        out.push_back(counts_of(g, p));
    return out;
}

std::vector<TileFacts> map_of(const GameState& g) {
    std::vector<TileFacts> out;
    for (const auto& [hex, tile] : g.map().tiles())
        out.push_back({hex, tile.kind, tile.color, tile.richness_token, tile.portal_owner});
    return out;
}

bool map_done(const GameState& g) {
    return g.phase() == Phase::map_complete || g.phase() == Phase::conquest;
}

}  // namespace

const CardDef* GameRecord::def(int card) const {
    if (!cards || card < 0 || static_cast<std::size_t>(card) >= card_defs.size()) return nullptr;
    const int d = card_defs[static_cast<std::size_t>(card)];
    if (d < 0 || static_cast<std::size_t>(d) >= cards->cards.size()) return nullptr;
    return &cards->cards[static_cast<std::size_t>(d)];
}

std::string GameRecord::line(const Event& e) const {
    return describe(e, names, [this](int card) {
        const CardDef* d = def(card);
        return d ? d->name : "card #" + std::to_string(card);
    });
}

Recorder::Recorder(const GameState& start, std::string source) {
    GameRecord& r = record_;
    r.source = std::move(source);
    r.ruleset = start.setup().ruleset_id;
    r.scenario = start.setup().scenario_id;
    for (const auto& p : start.setup().players) {
        r.names.push_back(p.name.empty() ? "Player " + std::to_string(r.names.size() + 1) : p.name);
        r.civ_colours.push_back(p.resource);
    }
    r.map_first_player = start.first_player();
    r.hand_size = start.rules().hand_size;
    r.unbalance_hand_size = start.rules().unbalance_hand_size;
    r.cards = start.setup().cards;
    if (map_done(start)) r.map = map_of(start);
    r.start = table_of(start);
}

void Recorder::add(const GameState& after, const Decision& decision, const Action& action,
                   const std::vector<Event>& events) {
    Step s;
    s.action = after.action_count() - 1;
    s.player = decision.player;
    s.kind = decision.kind;
    s.what = action;
    s.events = events;
    s.after = table_of(after);
    record_.steps.push_back(std::move(s));
    // The map as it was completed: tiles, colours and tokens do not change afterwards (portals
    // destroyed are read from the events).
    if (record_.map.empty() && map_done(after)) record_.map = map_of(after);
}

GameRecord Recorder::finish(const GameState& end) {
    record_.card_defs.clear();
    for (const CardInstance& c : end.conquest().cards)
        record_.card_defs.push_back(c.def);
    return std::move(record_);
}

GameRecord record_save(const nlohmann::json& save, const std::string& source) {
    if (!save.is_object() || !save.contains("setup") || !save.contains("actions") ||
        !save.at("actions").is_array())
        throw DataError(source, "", "not a save file: wants \"setup\" and \"actions\"",
                        text::Message("data_error.audit.not_a_save"));
    GameSetup setup = setup_from_json(save.at("setup"), source, "/setup");
    std::vector<Action> actions;
    const auto& jactions = save.at("actions");
    for (std::size_t i = 0; i < jactions.size(); ++i)
        actions.push_back(action_from_json(jactions[i], source, "/actions/" + std::to_string(i)));
    std::optional<GameState> state;
    try {
        state.emplace(std::move(setup));
    } catch (const std::invalid_argument& e) {
        throw DataError(
            source, "/setup", e.what(),
            text::Message("data_error.audit.setup_refused").with("detail", text::Name{e.what()}));
    }
    state->set_prompts(false);
    Recorder rec(*state, source);
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Decision decision = state->pending();
        ApplyResult result = state->apply(actions[i]);
        if (!result) {
            const std::string action = action_to_json(actions[i]).dump();
            const std::string why = describe(result.reason, *state);
            throw DataError(source, "/actions/" + std::to_string(i),
                            "the action log does not replay: " + action + " was refused: " + why,
                            text::Message("data_error.audit.does_not_replay")
                                .with("action", text::Name{action})
                                .with("reason", text::Name{why}));
        }
        rec.add(*state, decision, actions[i], result.events);
    }
    return rec.finish(*state);
}

}  // namespace eden::audit
