#include "app/session/labels.hpp"

#include <algorithm>
#include <cctype>

#include "eden/text/action_text.hpp"
#include "eden/text/card_text.hpp"
#include "eden/text/data_text.hpp"
#include "eden/text/event_text.hpp"

namespace eden::app {

// "Place 2 ore on (-1,0), 1 crystal shard on (0,-1)": the two placements offered differ only
// in where and what, so the label says both.
std::string placement_label(const PlaceResources& p, text::Language language) {
    text::Pieces parts{"join.comma", {}};
    for (const ResourcePlacement& r : p.placement) {
        if (r.count == 0) continue;
        parts.items.push_back(text::Message("app.placement.line")
                                  .with("what", resource_count_text(r.count, r.type, language))
                                  .with("at", to_string(r.at)));
    }
    return text::render(text::Message("app.option.place")
                            .with_flag("nothing", parts.items.empty())
                            .with("parts", parts),
                        text::Names{}, language);
}

const CardDef* card_def(const GameState& state, int card) {
    const auto& cards = state.conquest().cards;
    if (card < 0 || card >= static_cast<int>(cards.size()) || !state.setup().cards) return nullptr;
    const int def = cards[static_cast<std::size_t>(card)].def;
    const auto& library = state.setup().cards->cards;
    if (def < 0 || def >= static_cast<int>(library.size())) return nullptr;
    return &library[static_cast<std::size_t>(def)];
}

std::string ability_words(const GameState& state, int card, int ability, text::Language language) {
    const CardDef* def = card_def(state, card);
    if (def == nullptr || ability < 0 || ability >= static_cast<int>(def->abilities.size()))
        return {};
    return ability_text(def->abilities[static_cast<std::size_t>(ability)], *state.setup().cards,
                        def->civilization, language);
}

const CardDef* dragon_card_named(const GameState& state, const std::string& name) {
    if (!state.setup().dragons) return nullptr;
    for (const CardDef& c : state.setup().dragons->cards)
        if (c.name == name) return &c;
    return nullptr;
}

namespace {

// A player's card striking a dragon unit on the Heart (King of Eden): the engine names the
// unit by its place on the front ("choose 2"); the person reads "Get rid of Red Dragon
// (strength 5)". Empty when `n` is no such choice (a scout's numbers are not).
std::string dragon_target_label(const GameState& state, const ChooseNumber& n,
                                text::Language language) {
    if (state.phase() != Phase::conquest || !state.conquest().battle || !state.setup().dragons)
        return {};
    const Battle& b = *state.conquest().battle;
    if (!b.resolving) return {};
    const Resolution& r = *b.resolving;
    const CardDef* striker = card_def(state, r.offer.card);
    if (!striker || r.offer.ability < 0 ||
        r.offer.ability >= static_cast<int>(striker->abilities.size()))
        return {};
    const Ability& ability = striker->abilities[static_cast<std::size_t>(r.offer.ability)];
    if (r.effect_index < 0 || r.effect_index >= static_cast<int>(ability.effects.size())) return {};
    const Verb verb = ability.effects[static_cast<std::size_t>(r.effect_index)].verb;
    if (verb != Verb::get_rid_of && verb != Verb::doom) return {};
    if (r.offer.front < 0 || r.offer.front >= static_cast<int>(b.fronts.size())) return {};
    const auto& dragons = b.fronts[static_cast<std::size_t>(r.offer.front)].defense.dragons;
    if (n.n < 0 || n.n >= static_cast<int>(dragons.size())) return {};
    const CardDef* unit = state.setup().dragons->card(dragons[static_cast<std::size_t>(n.n)].card);
    if (!unit) return {};
    // Two of the same dragon on the front: which one, by the order they came.
    const auto same = std::count_if(dragons.begin(), dragons.end(), [&](const DragonUnitView& d) {
        return d.card == dragons[static_cast<std::size_t>(n.n)].card;
    });
    return text::render(text::Message("app.option.strike_dragon")
                            .with_flag("doom", verb == Verb::doom)
                            .with("dragon", text::card_name(*unit, language))
                            .with("strength", unit->strength)
                            .with("arrived", same > 1 ? n.n + 1 : 0),
                        text::Names{}, language);
}

}  // namespace

std::string option_label(const GameState& state, const Action& a, text::Language language) {
    if (const auto* p = std::get_if<PlaceResources>(&a)) return placement_label(*p, language);
    if (const auto* n = std::get_if<ChooseNumber>(&a)) {
        const std::string dragon = dragon_target_label(state, *n, language);
        if (!dragon.empty()) return dragon;
    }
    // "Trigger ability 1 of Shard Gleaner" said nothing of what it does: the words come along.
    if (const auto* t = std::get_if<TriggerAbility>(&a)) {
        const std::string words = ability_words(state, t->card, t->ability, language);
        return text::render(text::Message("app.option.trigger_ability")
                                .with("card", text::card_name(state, t->card, language))
                                .with_flag("has_words", !words.empty())
                                .with("words", words),
                            text::Names{}, language);
    }
    // A dragon battle has one front: its words need no number.
    const bool dragons =
        state.phase() == Phase::conquest && state.conquest().step == ConquestStep::dragons;
    if (dragons && std::holds_alternative<StopFront>(a))
        return text::render(text::Message("app.option.stop_dragons_play_on"), text::Names{},
                            language);
    return text::capitalised(text::render(text::message_of(a), log_names(state), language));
}

text::Message worded_again(const GameState& state, text::Message m, text::Language language) {
    if (m.id == "log.ability_fired") {
        const auto number = [&m](const char* name) {
            const auto a = std::find_if(m.args.begin(), m.args.end(),
                                        [name](const text::Arg& x) { return x.name == name; });
            if (a == m.args.end()) return -1;
            if (const auto* card = std::get_if<text::Card>(&a->value)) return card->index;
            if (const auto* n = std::get_if<long long>(&a->value)) return static_cast<int>(*n);
            return -1;
        };
        const std::string words = ability_words(state, number("card"), number("ability"), language);
        if (words.empty()) return m;
        std::erase_if(m.args, [](const text::Arg& a) { return a.name == "words"; });
        return std::move(m.with("words", words));
    }
    if (m.id != "log.dragon_card_played") return m;
    // The card is found by its English name (the event's), kept as "english" beside the name
    // the reader sees.
    const auto arg = [&m](const char* wanted) {
        const auto a = std::find_if(m.args.begin(), m.args.end(),
                                    [wanted](const text::Arg& x) { return x.name == wanted; });
        return a == m.args.end() ? nullptr : std::get_if<std::string>(&a->value);
    };
    const std::string* english = arg("english") ? arg("english") : arg("name");
    const std::string played = english ? *english : std::string();
    const CardDef* c = english ? dragon_card_named(state, played) : nullptr;
    std::string one_line;
    if (c) {
        static const CardLibrary kNoCards;
        one_line =
            card_rules_text(*c, state.setup().cards ? *state.setup().cards : kNoCards, language);
        std::replace(one_line.begin(), one_line.end(), '\n', ' ');
    }
    std::erase_if(m.args, [](const text::Arg& a) {
        return a.name == "text" || a.name == "has_text" || a.name == "name" || a.name == "english";
    });
    return std::move(m.with_flag("has_text", !one_line.empty())
                         .with("text", one_line)
                         .with("english", played)
                         .with("name", c ? text::card_name(*c, language) : played));
}

text::Message event_message(const GameState& state, const Event& e, text::Language language) {
    using text::Seat;
    // Set-aside cards are private: the log says only that one was set aside.
    // Under 002's stock economy a set-aside crystal is played "in front" (RULES.md §5 C4).
    if (const auto* aside = std::get_if<CardSetAside>(&e))
        return text::Message(state.rules().economy == Economy::stock ? "log.plays_in_front"
                                                                     : "log.sets_aside_a_card")
            .with("player", Seat{aside->player});
    // The engine's line calls every territory without a player "wild"; the Heart and the
    // dragons' land are not (issue 14 item 6).
    if (const auto* f = std::get_if<FrontOpened>(&e); f && f->defender < 0) {
        const Tile* t = state.map().at(f->at);
        const auto& dragons = state.conquest().dragons;
        const bool theirs = dragons && dragons->territories.contains(f->at);
        const char* what = "wild";
        if (t && t->kind == TileKind::heart)
            what = theirs ? "heart_of_the_king" : "heart";
        else if (theirs)
            what = "dragons";
        return text::Message("log.attacks_unowned")
            .with("player", Seat{f->player})
            .with("at", text::Place{f->at})
            .with("from", text::Place{f->from})
            .with("what", what);
    }
    // An ability fired says what it did, not only its number (issue 16 item 3).
    if (const auto* t = std::get_if<AbilityTriggered>(&e)) {
        const std::string words = ability_words(state, t->card, t->ability, language);
        // The ability's number is kept so the words can be written again in another language.
        if (!words.empty() && t->player >= 0 && t->player < state.player_count())
            return text::Message("log.ability_fired")
                .with("player", Seat{t->player})
                .with("card", text::Card{t->card})
                .with("ability", t->ability)
                .with("words", words);
    }
    // A dragon card played says what it does (issue 16 item 3): its strength and its text.
    if (const auto* played = std::get_if<DragonCardPlayed>(&e)) {
        text::Message m("log.dragon_card_played");
        m.with("name", played->name);
        const CardDef* c = dragon_card_named(state, played->name);
        m.with_flag("known", c != nullptr).with("strength", c ? c->strength : 0);
        return worded_again(state, std::move(m), language);
    }
    return text::message_of(e);
}

text::Names log_names(const GameState& state) {
    text::Names names;
    names.seats = player_names(state);
    names.card = [&state](int card) { return card_name(state, card); };
    // Rendered in a language, a card takes its name in that language (data_text.hpp).
    names.card_in = [&state](int card, text::Language l) {
        return text::card_name(state, card, l);
    };
    return names;
}

text::Message verbatim(std::string line) {
    return text::Message("log.verbatim").with("text", std::move(line));
}

}  // namespace eden::app
