#include "eden/text/deviation_text.hpp"

#include <algorithm>
#include <string_view>
#include <utility>
#include <vector>

#include "eden/text/data_text.hpp"
#include "eden/text/message.hpp"

namespace eden::text {

namespace {

// The parameters whose change a sentence of its own says, in the order a player reads them (how
// the game is won, then the map, then the dragons); the others are said generically after them.
// Keyword values (a choice, a yes or no) are the sentence's `select` keys.
using OwnSentences = std::vector<std::pair<std::string_view, std::string_view>>;
const OwnSentences& own_sentences() {
    static const OwnSentences sentences = {
        {"game.victory", "deviation.game.victory"},
        {"map.setup", "deviation.map.setup"},
        {"map.blind_placement", "deviation.map.blind_placement"},
        {"map.final_portal_round", "deviation.map.final_portal_round"},
        {"dragons.attack_hand_size", "deviation.dragons.attack_hand_size"},
        {"dragons.heart_hand_size", "deviation.dragons.heart_hand_size"},
    };
    return sentences;
}

constexpr int kFewestPlayers = 2;  // a by-player list starts at 2 players

// A card count by number of players (a list of five, 2 to 6 players, or one for all), said as
// runs of equal counts: "4 cards with 2 players, 5 cards with 3 or 4 players". -1 is the dragon
// deck's own hand size.
Message cards_by_players(const nlohmann::json& value) {
    const auto count = [](const nlohmann::json& v) {
        const long long n = v.is_number_integer() ? v.get<long long>() : -1;
        return n < 0 ? Message("deviation.deck_hand_size")
                     : Message("deviation.cards").with("count", n);
    };
    if (!value.is_array())
        return Message("deviation.players.all").with("value", Pieces{"join.space", {count(value)}});
    Pieces runs{"join.comma", {}};
    for (std::size_t first = 0; first < value.size();) {
        std::size_t last = first;
        while (last + 1 < value.size() && value[last + 1] == value[first])
            ++last;
        const long long from = kFewestPlayers + static_cast<long long>(first);
        const long long to = kFewestPlayers + static_cast<long long>(last);
        const Pieces said{"join.space", {count(value[first])}};
        if (first == 0 && last + 1 == value.size())
            runs.items.push_back(Message("deviation.players.all").with("value", said));
        else if (from == to)
            runs.items.push_back(
                Message("deviation.players.one").with("value", said).with("players", from));
        else
            runs.items.push_back(
                Message(to == from + 1 ? "deviation.players.two" : "deviation.players.range")
                    .with("value", said)
                    .with("from", from)
                    .with("to", to));
        first = last + 1;
    }
    return Message("deviation.players.list").with("runs", runs);
}

// A value as a select key: a choice's word, yes or other for a flag.
std::string keyword(const nlohmann::json& value) {
    if (value.is_string()) return value.get<std::string>();
    if (value.is_boolean()) return value.get<bool>() ? "yes" : "no";
    return value.dump();
}

std::string sentence(const Ruleset& ruleset, const std::string& id, const nlohmann::json& value,
                     const nlohmann::json& before, Language language) {
    const Names none;
    const auto own = std::find_if(own_sentences().begin(), own_sentences().end(),
                                  [&](const auto& o) { return o.first == id; });
    if (own == own_sentences().end()) {
        std::string english;
        for (const auto& [param, line] : ruleset.descriptions)
            if (param == id) english = line;
        return render(
            Message("deviation.generic")
                .with("description", Name{parameter_description(ruleset, id, english, language)})
                .with("value", Name{value.dump()})
                .with("before", Name{before.dump()}),
            none, language);
    }
    Message m{std::string(own->second)};
    if (value.is_array() || value.is_number_integer())
        m.with("sizes", Pieces{"join.space", {cards_by_players(value)}});
    else
        m.with("value", keyword(value));
    return render(m, none, language);
}

}  // namespace

std::vector<std::string> deviation_sentences(const Ruleset& ruleset, const nlohmann::json& set,
                                             Language language) {
    std::vector<std::string> out;
    if (!set.is_object()) return out;
    std::vector<std::string> order;
    for (const auto& [id, message] : own_sentences())
        order.emplace_back(id);
    for (const ParamInfo& p : parameter_table())
        if (std::none_of(own_sentences().begin(), own_sentences().end(),
                         [&](const auto& o) { return o.first == p.id; }))
            order.emplace_back(p.id);
    for (const std::string& id : order) {
        if (!set.contains(id)) continue;
        const nlohmann::json before = get_parameter(ruleset.rules, id);
        // Read as the rules read it, so 5 for "5 with any number of players" equals a list of
        // fives; a value the rules refuse is said as written (the loader says what is wrong).
        nlohmann::json after = set[id];
        try {
            Rules changed = ruleset.rules;
            set_parameter(changed, id, after, "", "");
            after = get_parameter(changed, id);
        } catch (const std::exception&) {
        }
        if (after == before) continue;
        out.push_back(sentence(ruleset, id, set[id], before, language));
    }
    return out;
}

std::string deviations_line(const Ruleset& ruleset, const nlohmann::json& set, Language language) {
    std::string line;
    for (const std::string& s : deviation_sentences(ruleset, set, language))
        line += (line.empty() ? "" : " ") + s;
    return line;
}

}  // namespace eden::text
