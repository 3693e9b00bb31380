// The text layer (issue 36): messages with named arguments, a catalog per language, ICU's
// plural rules, and the game log in English and French. The English sentences are the log's
// as it always read (the CLI's --log, the audit); the French ones are checked by hand here.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <set>
#include <string>
#include <utility>
#include <variant>

#include "eden/core/data_error.hpp"
#include "eden/text/action_text.hpp"
#include "eden/text/event_text.hpp"
#include "eden/text/language.hpp"
#include "eden/text/pseudo_language.hpp"

using namespace eden;
using namespace eden::text;

namespace {

// Every C++ source of the program (src/), one after the other.
std::string program_sources() {
    std::string sources;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(
             std::filesystem::path(EDEN_SOURCE_TESTS_DIR) / ".." / "src")) {
        if (!entry.is_regular_file()) continue;
        const auto ext = entry.path().extension();
        if (ext != ".cpp" && ext != ".hpp") continue;
        std::ifstream in(entry.path());
        sources.append(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    return sources;
}

// One event of every kind, each field zero (a seat 0, a card 0, the hex (0,0)).
template <std::size_t... I>
std::vector<Event> one_event_of_each_kind(std::index_sequence<I...>) {
    return {Event{std::in_place_index<I>}...};
}
std::vector<Event> every_event_kind() {
    return one_event_of_each_kind(std::make_index_sequence<std::variant_size_v<Event>>{});
}

const std::vector<std::string> kNames{"Alice", "Bob", "Carol"};

std::string in_french(const Event& e) {
    return describe(e, kNames, Language::french);
}

constexpr const char* kNarrowSpace = "\u202f";

}  // namespace

TEST_CASE("Both catalogs hold the same messages with the same arguments", "[text]") {
    const Catalog& en = catalog(Language::english);
    const Catalog& fr = catalog(Language::french);
    CHECK(en.code() == "en");
    CHECK(fr.code() == "fr");
    CHECK(fr.name() == "Français");
    REQUIRE(en.ids().size() > 50);
    for (const std::string& id : en.ids()) {
        CAPTURE(id);
        REQUIRE(fr.has(id));
        CHECK(en.argument_names(id) == fr.argument_names(id));
    }
    for (const std::string& id : fr.ids()) {
        CAPTURE(id);
        CHECK(en.has(id));
    }
}

TEST_CASE("Every event has a message in both catalogs whose arguments it gives", "[text]") {
    for (const Event& e : every_event_kind()) {
        const Message m = message_of(e);
        CAPTURE(m.id);
        std::set<std::string> given;
        for (const Arg& a : m.args)
            given.insert(a.name);
        for (Language l : kLanguages) {
            const Catalog& c = catalog(l);
            REQUIRE(c.has(m.id));
            // Nothing given goes unused; the pattern may name more only inside a `select`
            // branch the message does not take (a defender when the territory is wild).
            for (const std::string& name : given)
                CHECK(c.argument_names(m.id).count(name) == 1);
            const std::string sentence = describe(e, kNames, l);
            CHECK(sentence.find('{') == std::string::npos);
            CHECK(sentence.find('[') == std::string::npos);
        }
    }
}

TEST_CASE("Every message of the catalogs is used by the program", "[text]") {
    // A message is used where its id is written in the sources, quoted, as the code names it.
    const std::string sources = program_sources();
    REQUIRE(sources.size() > 100000);
    for (const std::string& id : catalog(Language::english).ids()) {
        CAPTURE(id);
        CHECK(sources.find('"' + id + '"') != std::string::npos);
    }
}

TEST_CASE("Every message id named in the code is in both catalogs", "[text]") {
    // The other way round: an id mistyped in the code renders as "[id]" on screen in both
    // languages. Each literal id given to tr(), tr_id() or a Message; ids are dotted.
    const std::string sources = program_sources();
    const std::regex named(
        R"((?:\btr|\btr_id|Message\s*\w*)\s*\(\s*"([a-z_]+(?:\.[a-z_0-9]+)+)\")");
    int ids = 0;
    for (std::sregex_iterator it(sources.begin(), sources.end(), named), end; it != end; ++it) {
        const std::string id = (*it)[1];
        CAPTURE(id);
        ++ids;
        for (Language l : kLanguages)
            CHECK(catalog(l).has(id));
    }
    // The scan found the code's ids (a broken pattern would pass on nothing).
    CHECK(ids > 150);
}

TEST_CASE("The game log reads in English as it always has", "[text]") {
    CHECK(describe(Event{TilePlaced{0, Hex{1, -2}, TileColor::red, true}}, kNames) ==
          "Alice placed a red tile at (1,-2) (placed blind)");
    CHECK(describe(Event{TurnStarted{1}}, kNames) == "Bob's expansion turn");
    CHECK(describe(Event{CardsDrawn{2, 1}}, kNames) == "Carol draws 1 card");
    CHECK(describe(Event{CardsDrawn{2, 0}}, kNames) == "Carol draws 0 cards");
    CHECK(describe(Event{ResourcesGained{0, 2, "production"}}, kNames) ==
          "Alice gains 2 resources (production)");
    CHECK(describe(Event{ResourcesGained{0, 1, "Miner"}}, kNames) ==
          "Alice gains 1 resource (Miner)");
    CHECK(describe(Event{PureEnergyChanged{1, -3, "the Heart of Eden lost"}}, kNames) ==
          "Bob loses 3 pure energy (the Heart of Eden lost)");
    CHECK(describe(Event{FrontOpened{0, Hex{0, 1}, Hex{1, 1}, -1}}, kNames) ==
          "Alice attacks (1,1) from (0,1) (a wild territory)");
    CHECK(describe(Event{FrontOpened{0, Hex{0, 1}, Hex{1, 1}, 2}}, kNames) ==
          "Alice attacks (1,1) from (0,1) (defended by Carol)");
    CHECK(describe(Event{UnitCollapsed{7}}, kNames, [](int) { return std::string("skeleton"); }) ==
          "Skeleton collapses");
    CHECK(describe(Event{UnitCollapsed{7}}, kNames) == "Card #7 collapses");
    CHECK(describe(Event{FrontResolved{0, 5, 3, true}}, kNames) ==
          "Front 1: 5 vs 3, the attacker wins");
    CHECK(describe(Event{TerritoryTaken{0, -1, Hex{2, 0}}}, kNames) == "Alice takes (2,0)");
    CHECK(describe(Event{TerritoryTaken{0, 1, Hex{2, 0}}}, kNames) == "Alice takes (2,0) from Bob");
    CHECK(describe(Event{PhaseStarted{"purchasing"}}, kNames) == "The purchasing phase begins");
    CHECK(describe(Event{TroopsPlaced{1, Hex{0, 0}, 3}}, kNames) == "Bob places 3 troops on (0,0)");
    CHECK(describe(Event{PlayerEliminated{5}}, kNames) == "Player 6 is eliminated");
}

TEST_CASE("English mended: plurals and players who are not all he", "[text]") {
    // Issue 36 item 7: "1 Baby Dragons leave", "his own portal".
    CHECK(describe(Event{DragonTurnEnded{1}}, kNames) ==
          "The dragons' turn ends; 1 Baby Dragon is destroyed");
    CHECK(describe(Event{DragonTurnEnded{0}}, kNames) == "The dragons' turn ends");
    CHECK(describe(Event{PortalDestructionScheduled{2, Hex{3, 0}}}, kNames) ==
          "Carol will destroy their own portal at (3,0) at the start of their next turn");
    GameOver two;
    two.winners = {0, 2};
    CHECK(describe(Event{two}, kNames) == "The game is over: Alice and Carol win");
    CHECK(describe(Event{TroopsFromFrontier{1, Hex{1, 0}, Hex{1, 0}, 1}}, kNames) ==
          "Bob's 1 troop moves into (1,0)");
}

TEST_CASE("The game log reads in French, with French plurals and typography", "[text]") {
    // CLDR: French takes the singular for 0 and 1.
    CHECK(in_french(Event{CardsDrawn{2, 0}}) == "Carol pioche 0 carte");
    CHECK(in_french(Event{CardsDrawn{2, 1}}) == "Carol pioche 1 carte");
    CHECK(in_french(Event{CardsDrawn{2, 2}}) == "Carol pioche 2 cartes");
    CHECK(in_french(Event{TilePlaced{0, Hex{1, -2}, TileColor::green, false}}) ==
          "Alice a posé une tuile verte sur (1,-2)");
    CHECK(in_french(Event{ShardColourChosen{1, TileColor::green}}) ==
          "Bob a choisi le vert pour les tuiles d’éclats de cristal");
    CHECK(in_french(Event{PhaseStarted{"expansion"}}) == "La phase d’Expansion commence");
    CHECK(in_french(Event{PhaseStarted{"production"}}) == "La phase de Production commence");
    CHECK(in_french(Event{ResourcesGained{0, 2, "production"}}) ==
          "Alice gagne 2 ressources (production)");
    CHECK(in_french(Event{PureEnergyChanged{1, -3, "the Heart of Eden lost"}}) ==
          "Bob perd 3 d’énergie pure (le Cœur d’Eden perdu)");
    CHECK(in_french(Event{FrontResolved{0, 5, 3, false}}) ==
          std::string("Front 1") + kNarrowSpace + ": 5 contre 3, le territoire tient");
    CHECK(in_french(Event{TerritoryTaken{0, 1, Hex{2, 0}}}) == "Alice prend (2,0) à Bob");
    GameOver two;
    two.winners = {0, 2};
    CHECK(in_french(Event{two}) ==
          std::string("La partie est terminée") + kNarrowSpace + ": Alice et Carol gagnent");
    CHECK(in_french(Event{PlayerEliminated{5}}) == "Joueur 6 est hors jeu");
    // No English word of the log's vocabulary in any French line.
    for (const Event& e : every_event_kind()) {
        const std::string line = in_french(e);
        CAPTURE(line);
        for (const char* english : {" the ", " and ", " from ", " to ", " card", "player"})
            CHECK(line.find(english) == std::string::npos);
    }
}

TEST_CASE("French elides and contracts where a name or a place meets the words before it",
          "[text][language]") {
    // Issue 36: a name is known only when the line is written, so « de » + « Alice » is mended
    // there: « d’Alice », « du Cœur », never « de Alice » or « de le Cœur ».
    const Message hand = Message("app.hand.title").with("name", Name{"Alice"});
    CHECK(render(hand, {}, Language::french) == "Main d’Alice");
    CHECK(render(Message("app.hand.title").with("name", Name{"Bob"}), {}, Language::french) ==
          "Main de Bob");
    CHECK(render(Message("app.hand.title").with("name", Name{"Émile"}), {}, Language::french) ==
          "Main d’Émile");
    CHECK(render(hand, {}, Language::english) == "Alice's hand");
    // A seat named by the reader's context, in a log line.
    const std::vector<std::string> vowels{"Alice", "Ève", "Yann"};
    CHECK(describe(Event{TroopsToFrontier{1, Hex{1, 0}, Hex{0, 0}, 2}}, vowels, Language::french) ==
          "Ève envoie 2 troupes de (1,0) à la frontière de (0,0)");
    // A place worded with its article: « de » + « le … » is « du … », « d’ » before a vowel.
    Names worded{
        vowels, {}, {}, [](Hex at) {
            return at == Hex{0, 0} ? std::string("le Cœur") : std::string("l’emplacement vide");
        }};
    CHECK(
        render(Message("event.portal_removed").with("player", Seat{0}).with("at", Place{Hex{0, 0}}),
               worded, Language::french) == "Alice a retiré son portail du Cœur");
    CHECK(
        render(Message("event.portal_removed").with("player", Seat{2}).with("at", Place{Hex{1, 0}}),
               worded, Language::french) == "Yann a retiré son portail de l’emplacement vide");
    // « à » stays before a name (« à Alice »); no marker is left in any line.
    CHECK(render(Message("event.territory_taken")
                     .with("player", Seat{1})
                     .with("at", Place{Hex{0, 0}})
                     .with("from_player", "yes")
                     .with("from", Seat{0}),
                 worded, Language::french) == "Ève prend le Cœur à Alice");
}

TEST_CASE("A catalog file is refused with its file, pointer and reason", "[text][hostile]") {
    const auto refused = [](const char* json) {
        try {
            Catalog::from_json(json, "fr.json");
        } catch (const DataError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    CHECK(refused(R"({"language": "fr", "name": "F", "messages": {"a": "{n, plural, one {x}"}})")
              .rfind("fr.json: /messages/a: not a valid ICU message pattern", 0) == 0);
    CHECK(refused(R"({"language": "fr", "name": "F", "messages": {"a/b": 3}})") ==
          "fr.json: /messages/a~1b: must be a string (an ICU pattern)");
    CHECK(refused(R"({"language": "fr", "name": "F", "messages": {}, "extra": 1})")
              .rfind("fr.json: /extra: unknown key", 0) == 0);
    CHECK(refused(R"({"name": "F", "messages": {}})") ==
          "fr.json: /language: must be a non-empty string");
    CHECK(refused(R"({"language": "fr", "name": "F", "messages": {"a": "x", "a": "y"}})")
              .find("appears twice") != std::string::npos);
    CHECK(refused("[]") == "fr.json: /: a catalog must be an object");
}

TEST_CASE("A message the catalog lacks shows its id and breaks nothing", "[text]") {
    CHECK(render(Message("no.such.message"), {}, Language::french) == "[no.such.message]");
}

TEST_CASE("The first start follows the locale: French for fr, English otherwise", "[text]") {
    CHECK(language_from_locale("fr_FR.UTF-8") == Language::french);
    CHECK(language_from_locale("fr") == Language::french);
    CHECK(language_from_locale("fr_CA") == Language::french);
    CHECK(language_from_locale("fr.UTF-8@euro") == Language::french);
    CHECK(language_from_locale("C") == Language::english);
    CHECK(language_from_locale("en_GB.UTF-8") == Language::english);
    CHECK(language_from_locale("") == Language::english);
    CHECK(language_from_locale("fry") == Language::english);
    CHECK(language_from_code("fr") == Language::french);
    CHECK_FALSE(language_from_code("de").has_value());
}

TEST_CASE("A catalog that lacks a message or words it with other arguments is refused",
          "[text][hostile]") {
    const Catalog en = Catalog::from_json(
        R"({"language": "en", "name": "E", "messages": {"a": "{n} cards", "b": "hello"}})",
        "en.json");
    const auto refused = [&](const char* json) {
        try {
            check_same_messages(en, Catalog::from_json(json, "fr.json"), "fr.json");
        } catch (const DataError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    CHECK(
        refused(
            R"({"language": "fr", "name": "F", "messages": {"a": "{n} cartes", "b": "salut"}})") ==
        "accepted");
    CHECK(refused(R"({"language": "fr", "name": "F", "messages": {"a": "{n} cartes"}})") ==
          "fr.json: /messages/b: missing: every catalog holds the messages of en.json");
    CHECK(
        refused(
            R"({"language": "fr", "name": "F", "messages": {"a": "{m} cartes", "b": "salut"}})") ==
        "fr.json: /messages/a: uses the arguments {m}, en.json {n}");
    CHECK(refused(
              R"({"language": "fr", "name": "F", "messages": {"a": "{n}", "b": "x", "c": "y"}})") ==
          "fr.json: /messages/c: not a message of en.json (a misspelt id?)");
}

TEST_CASE("The pseudo-language accents the text a reader sees and pads it, never the syntax",
          "[text]") {
    CHECK(pseudo_pattern("{player} draws {count, plural, one {# card} other {# cards}}") ==
          "{player} dràws {count, plural, one {# çàrd} other {# çàrds}} ~~~~~~");
    CHECK(pseudo_pattern("{name}") == "{name}");
    CHECK(pseudo_pattern("Undo") == "Üñdö ~~");
    // Every message of the catalogs renders in it with the same arguments as in English.
    for (const Event& e : every_event_kind()) {
        const std::string line = describe(e, kNames, Language::pseudo);
        CAPTURE(line);
        CHECK(line.find('[') == std::string::npos);
        CHECK(line.find('{') == std::string::npos);
        CHECK(line.size() > describe(e, kNames).size());
    }
    CHECK(catalog(Language::pseudo).ids() == catalog(Language::english).ids());
}

namespace {
template <std::size_t... I>
std::vector<Action> one_action_of_each_kind(std::index_sequence<I...>) {
    return {Action{std::in_place_index<I>}...};
}
}  // namespace

TEST_CASE("Every action has a message in both catalogs: English as it read, French checked",
          "[text]") {
    for (const Action& a :
         one_action_of_each_kind(std::make_index_sequence<std::variant_size_v<Action>>{})) {
        const Message m = message_of(a);
        CAPTURE(m.id);
        for (Language l : kLanguages) {
            REQUIRE(catalog(l).has(m.id));
            const std::string line = describe(a, l);
            CHECK(line.find('{') == std::string::npos);
            CHECK(line.find('[') == std::string::npos);
        }
    }
    CHECK(describe(Action{PlaceTile{Hex{1, -2}}}) == "place the tile at (1,-2)");
    CHECK(describe(Action{SwapSetAside{3, 4}}) == "swap card #3 with set-aside card #4");
    CHECK(describe(Action{AddUnit{0, 7}}, Language::french) ==
          "ajouter carte n°\u00a07 au front 1");
    CHECK(describe(Action{ChooseShardColour{TileColor::white}}, Language::french) ==
          "choisir le blanc pour les tuiles d’éclats de cristal");
    CHECK(describe(Action{Support{false}}, Language::french) ==
          "ne pas soutenir contre les dragons");
}
