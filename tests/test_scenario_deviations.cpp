// Issue 38 item 5: "the deviations line generated from the parameter overrides (as card text is
// generated from effects; a shipped scenario whose written deviations disagree with its
// parameters fails a test)". The written line may say more than the parameters (why, our
// balance), but every sentence its parameters make must be in it, word for word, in English and
// in French; each variant's description likewise for the variant's own changes.
#include <catch2/catch.hpp>

#include <string>

#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "eden/text/data_text.hpp"
#include "eden/text/deviation_text.hpp"

using namespace eden;

namespace {

const data::GameData& shipped() {
    static const data::GameData data = [] {
        data::GameData d = data::load_game_data(data::default_data_dir());
        text::use_data_texts(d.texts);  // the scenarios' French words
        return d;
    }();
    return data;
}

// The ruleset with the scenario's overlay: what a variant's changes are changes of.
Ruleset with_scenario(const Ruleset& ruleset, const Scenario& scenario) {
    Ruleset r = ruleset;
    r.rules = rules_for(ruleset, scenario, "", "");
    return r;
}

}  // namespace

TEST_CASE(
    "Issue 38 item 5: every shipped scenario's written deviations hold the sentences its "
    "parameters make - and every variant's description its own",
    "[text][scenario]") {
    const Ruleset& standard = shipped().rulesets.at("standard");
    for (const auto& [id, scenario] : shipped().scenarios)
        for (const text::Language language : {text::Language::english, text::Language::french}) {
            const std::string written = text::scenario_text(scenario, "deviations", language);
            for (const std::string& sentence :
                 text::deviation_sentences(standard, scenario.set, language)) {
                INFO(id << ": " << written);
                CHECK_THAT(written, Catch::Contains(sentence));
            }
            for (const ScenarioVariant& v : scenario.variants) {
                const std::string description =
                    text::variant_text(scenario, v, "description", language);
                for (const std::string& sentence : text::deviation_sentences(
                         with_scenario(standard, scenario), v.set, language)) {
                    INFO(id << " / " << v.id << ": " << description);
                    CHECK_THAT(description, Catch::Contains(sentence));
                }
            }
        }
}

TEST_CASE(
    "Issue 38 item 5: a scenario's generated deviations say each parameter it changes once - in "
    "the ruleset's order - and nothing for a value the ruleset already has",
    "[text][scenario]") {
    const Ruleset& standard = shipped().rulesets.at("standard");
    const auto en = [&](const nlohmann::json& set) {
        return text::deviation_sentences(standard, set, text::Language::english);
    };
    CHECK(en(nlohmann::json::object()).empty());
    CHECK(en({{"map.blind_placement", "none"}}).empty());   // the ruleset's own value
    CHECK(en({{"dragons.attack_hand_size", -1}}).empty());  // -1 for all is the list of -1s

    const auto unbalance =
        en({{"map.blind_placement", "all_but_first_player"}, {"game.victory", "unbalance"}});
    REQUIRE(unbalance.size() == 2);
    CHECK(unbalance[0] ==
          "The first player replenishes their hand to 6 cards instead of 5 and starts stronger.");
    CHECK(unbalance[1] ==
          "Only the first player looks at the tiles they draw before placing them.");

    // Counts by number of players, said in runs of equal counts.
    CHECK(en({{"dragons.attack_hand_size", {4, 5, 5, 3, 3}}}) ==
          std::vector<std::string>{"Dragon cards in the hand of each dragon attack: 4 cards with 2 "
                                   "players, 5 cards with 3 or 4 players, 3 cards with 5 or 6 "
                                   "players."});
    CHECK(en({{"dragons.heart_hand_size", {0, 0, 0, 1, 1}}}) ==
          std::vector<std::string>{"Dragon cards beside the King of Eden on the Heart: none with 2 "
                                   "to 4 players, 1 card with 5 or 6 players."});
    CHECK(en({{"dragons.attack_hand_size", 3}}) ==
          std::vector<std::string>{
              "Dragon cards in the hand of each dragon attack: 3 cards with any number of "
              "players."});

    // A parameter without a sentence of its own: its description and both values.
    const auto hand = en({{"game.hand_size", 6}});
    REQUIRE(hand.size() == 1);
    CHECK_THAT(hand[0], Catch::Contains("This scenario: 6 (5 in the ruleset)."));
    CHECK_THAT(text::deviations_line(standard, {{"game.hand_size", 6}}, text::Language::french),
               Catch::Contains("Dans ce scénario\u202f: 6 (5 dans les règles)."));
}
