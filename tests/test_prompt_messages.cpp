// The engine's prompts are messages (issue 36 item 1): an id and named arguments, worded by the
// text layer in English or French. Whole bot games over the shipped scenarios and rulesets
// render every decision in both languages; reference sentences pin the wording.
#include <catch2/catch.hpp>

#include <cctype>
#include <map>
#include <set>
#include <string>

#include "app/session/new_game.hpp"
#include "eden/battle/forecast.hpp"
#include "eden/conquest/payment.hpp"
#include "eden/map/placement_rules.hpp"
#include "eden/text/prompt_text.hpp"
#include "support/king_of_eden_games.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using namespace eden::text;

namespace {

constexpr const char* kNarrowSpace = "\u202f";

// A rendered question mark belongs to the sentence: after a word or a place in English, after a
// narrow no-break space in French. A "?" anywhere else is a value the engine could not name.
bool question_marks_are_sentences(const std::string& s, Language l) {
    for (std::size_t at = s.find('?'); at != std::string::npos; at = s.find('?', at + 1)) {
        if (at == 0) return false;
        if (l == Language::french) {
            if (at < 3 || s.compare(at - 3, 3, kNarrowSpace) != 0) return false;
        } else if (!std::isalpha(static_cast<unsigned char>(s[at - 1])) && s[at - 1] != ')') {
            return false;
        }
    }
    return true;
}

GameSetup shipped_setup(const std::string& scenario, const std::string& ruleset, std::uint64_t seed,
                        int players) {
    const auto& data = eden::test::shipped_data();
    app::NewGameChoice choice = app::default_new_game(data, seed);
    choice.scenario = scenario;
    app::resize_seats(choice, data, players);
    if (!ruleset.empty()) app::choose_ruleset(choice, data, ruleset);
    return app::make_setup(data, choice);
}

// Plays bots over `setup`, rendering every prompt in both languages; counts the ids seen.
void render_every_prompt(const GameSetup& setup, std::uint64_t seed,
                         std::map<std::string, int>& seen) {
    GameState state(setup);
    eden_test::play(
        state, "heuristic", seed,
        [&seen](const GameState& after, const Decision& d, const Action&,
                const std::vector<Event>&) {
            REQUIRE_FALSE(d.prompt.id.empty());
            CHECK(d.prompt.id.rfind("prompt.", 0) == 0);
            ++seen[d.prompt.id];
            const std::string en = describe(d, after, Language::english);
            const std::string fr = describe(d, after, Language::french);
            INFO(d.prompt.id << "\n  en: " << en << "\n  fr: " << fr);
            for (const std::string* s : {&en, &fr}) {
                CHECK_FALSE(s->empty());
                CHECK(s->find('{') == std::string::npos);
                CHECK(s->find('[') == std::string::npos);
            }
            CHECK(question_marks_are_sentences(en, Language::english));
            CHECK(question_marks_are_sentences(fr, Language::french));
            CHECK(fr != en);
            // The deciding seat is named in both.
            const std::string& name =
                after.setup().players.at(static_cast<std::size_t>(d.player)).name;
            CHECK(en.find(name) != std::string::npos);
            CHECK(fr.find(name) != std::string::npos);
        },
        12);
}

Names alice_and_bob() {
    Names n;
    n.seats = {"Alice", "Bob"};
    n.card = [](int card) {
        return card == 7 ? std::string("Skeleton") : "card " + std::to_string(card);
    };
    return n;
}

std::string en(const Message& m) {
    return render(m, alice_and_bob(), Language::english);
}
std::string fr(const Message& m) {
    return render(m, alice_and_bob(), Language::french);
}

}  // namespace

TEST_CASE("Every prompt of bot games renders in English and French", "[text][prompts]") {
    std::map<std::string, int> seen;
    for (std::uint64_t seed : {3u, 8u}) {
        render_every_prompt(shipped_setup("supremacy", "", seed, 3), seed, seen);
        render_every_prompt(shipped_setup("supremacy", "classic", seed, 2), seed, seen);
        render_every_prompt(shipped_setup("king-of-eden", "", seed, 3), seed, seen);
        render_every_prompt(shipped_setup("unbalance", "", seed, 2), seed, seen);
    }
    // The games reach the map, the settling, the turns, the battles and the purchases.
    for (const char* id :
         {"prompt.draw_tile", "prompt.place_tile", "prompt.portal", "prompt.choose_starting_unit",
          "prompt.place_resources", "prompt.attack_subphase", "prompt.turn", "prompt.purchase",
          "prompt.add_unit", "prompt.pay", "prompt.place_chain_tile"}) {
        CAPTURE(id);
        CHECK(seen.count(id) == 1);
    }
    CHECK(seen.size() >= 25);
}

TEST_CASE("Prompts read as reference sentences in English and French", "[text][prompts]") {
    const Message tile =
        Message("prompt.place_tile").with("player", Seat{0}).with("colour", "green");
    CHECK(en(tile) == "Alice: place your green tile");
    CHECK(fr(tile) == "Alice\u202f: posez votre tuile verte");

    const Message draw = Message("prompt.draw_tile").with("player", Seat{1}).with("from", "both");
    CHECK(en(draw) == "Bob: take your face-up tile or the top face-down tile");
    CHECK(fr(draw) ==
          "Bob\u202f: prenez votre tuile face visible ou la première tuile face cachée");

    // A cost's pieces, with plurals the old sentence lacked ("1 Energy Crystals").
    Pieces cost{"join.comma", {}};
    cost.items.push_back(Message("prompt.cost.energy_crystals").with("count", 1));
    cost.items.push_back(Message("prompt.cost.resources").with("count", 2).with("colour", "red"));
    const Message pay = Message("prompt.pay").with("player", Seat{0}).with("cost", cost);
    CHECK(en(pay) == "Alice: pay 1 Energy Crystal, 2 animals");
    CHECK(fr(pay) == "Alice\u202f: payez 1 Cristal d’Énergie, 2 animaux");

    const Message place = Message("prompt.place_resources")
                              .with("player", Seat{0})
                              .with("count", 1)
                              .with("colour", "white");
    CHECK(en(place) == "Alice: place 1 resource (crystal shards) on your territories");
    CHECK(fr(place) == "Alice\u202f: placez 1 ressource (éclats de cristal) sur vos territoires");

    const Message subphase = Message("prompt.attack_subphase")
                                 .with("player", Seat{1})
                                 .with("which", "additional")
                                 .with("number", 2)
                                 .with_flag("begin", false);
    CHECK(en(subphase) ==
          "Bob, end of the additional attack subphase 2: manage your hand, then done");
    CHECK(fr(subphase) ==
          "Bob, fin de la sous-phase d’attaque supplémentaire 2\u202f: gérez votre "
          "main, puis terminez");

    const Message support = Message("prompt.dragon_support")
                                .with("player", Seat{0})
                                .with("defender", Seat{1})
                                .with("at", Place{{1, -2}});
    CHECK(en(support) ==
          "Alice: the dragons attack Bob's territory (1,-2); support (fight a "
          "second battle with your hand) or not?");
    CHECK(fr(support) ==
          "Alice\u202f: les dragons attaquent le territoire (1,-2) de Bob\u202f; "
          "soutenir (livrer une seconde bataille avec votre main) ou non\u202f?");

    const Message collapsed =
        Message("prompt.keep_collapsed_unit").with("player", Seat{1}).with("card", Card{7});
    CHECK(en(collapsed) ==
          "Bob: Skeleton collapsed: spend 1 troop on its front to keep it (it is "
          "discarded after the battle), or let it be destroyed");
    CHECK(fr(collapsed).rfind("Bob\u202f: l’unité Skeleton s’est effondrée\u202f: ", 0) == 0);

    const Message discard =
        Message("prompt.discard_to_hand_size").with("player", Seat{0}).with("count", 1);
    CHECK(en(discard) == "Alice: discard 1 card for the set-aside cards drawn back");
    CHECK(fr(discard) ==
          "Alice\u202f: défaussez 1 carte pour les cartes mises de côté reprises en main");
}

TEST_CASE("A battle's forecast in a prompt names each part of a side in the reader's language",
          "[text][prompts]") {
    // 003 §Battle rules step 7 and "Bonuses": the units, the base defense and every bonus.
    FrontForecast f;
    f.attacker = {
        7, {{Message("strength.units"), 6}, {Message("strength.rich").with("threshold", 5), 1}}};
    f.defender = {5,
                  {{Message("strength.base_defense"), 4},
                   {Message("strength.card").with("card", text::Card{7}), 1}}};
    const Message m = forecast_message(f);
    CHECK(en(m) == "7 vs 5 (attacker: +1 territory with 5+ resources; defender: +1 Skeleton)");
    CHECK(fr(m) ==
          "7 contre 5 (attaquant\u202f: +1 territoire à 5+ ressources\u202f; "
          "défenseur\u202f: +1 Skeleton)");
    FrontForecast plain;
    plain.attacker = {2, {{Message("strength.units"), 2}}};
    plain.defender = {5, {{Message("strength.base_defense"), 5}}};
    CHECK(en(forecast_message(plain)) == "2 vs 5");
    CHECK(fr(forecast_message(plain)) == "2 contre 5");
}

TEST_CASE("Prompts off: no message, and a refusal names the decision by its prompt's id",
          "[text][prompts]") {
    GameState state(shipped_setup("supremacy", "", 5, 2));
    const Decision told = state.open_decision();
    REQUIRE(told.prompt.id.rfind("prompt.", 0) == 0);
    const auto why = state.why_illegal(ChooseNumber{999});
    REQUIRE(why);
    CHECK(why->id == "refusal.not_a_choice");
    CHECK_THAT(describe(*why, state),
               Catch::Matchers::StartsWith("now " + describe(told, state) + "; "));
    GameState silent(shipped_setup("supremacy", "", 5, 2));
    silent.set_prompts(false);
    CHECK(silent.open_decision().prompt == Message{});
    CHECK(asked(silent.open_decision()) == to_string(told.kind));
    // Without a prompt the refusal still says what was asked, by the decision's kind.
    const auto silent_why = silent.why_illegal(ChooseNumber{999});
    REQUIRE(silent_why);
    CHECK_THAT(describe(*silent_why, silent),
               Catch::Matchers::StartsWith("now " + asked(silent.open_decision()) + "; "));
}

// Issue 36 "Left 1": a refusal is a message like a prompt, so a French player reads why his
// choice is refused in French: the payment panel's « Pas encore », a tile's spot on the map,
// a refused action's status line.
TEST_CASE("Language: a refusal is worded in the reader's language and names what it points at",
          "[text][prompts]") {
    GameState state(shipped_setup("supremacy", "", 5, 2));
    const auto why = state.why_illegal(ChooseNumber{999});
    REQUIRE(why);
    CHECK_THAT(
        describe(*why, state, Language::french),
        Catch::Matchers::StartsWith("maintenant\u202f: " +
                                    describe(state.open_decision(), state, Language::french)));

    Funds funds;
    funds.resources[{1, 0}].by_type[3] = 1;  // 1 ore (kResourceColors[3] is grey)
    Cost ore;
    ore.resources[3] = 3;
    const auto short_of_ore = why_cannot_pay(ore, funds);
    REQUIRE(short_of_ore);
    CHECK(render(*short_of_ore, {}, Language::english) ==
          "needs 3 ore, you have 1 on your territories");
    CHECK(render(*short_of_ore, {}, Language::french) ==
          "il faut 3 minerais, vous en avez 1 sur vos territoires");

    Map m;
    m.place({0, 0}, Tile::heart());
    const auto taken = why_cannot_place_portal(m, Rules{}, {}, 0, {0, 0});
    REQUIRE(taken);
    Names names;
    names.place = [](Hex at) { return "[" + to_string(at) + "]"; };
    CHECK(render(*taken, names, Language::english) == "[(0,0)] already holds a tile");
    CHECK(render(*taken, names, Language::french) == "[(0,0)] porte déjà une tuile");
}
