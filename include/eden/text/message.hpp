// A message: what a sentence says, without its words. Its id names one sentence in every
// language's catalog (data/text/<language>.json); its arguments fill the sentence's named
// places. Seats, cards and places stay what they are until the sentence is written, so the
// reader's context names them (a hidden card stays "a card", a place reads as words) and every
// language agrees the nouns itself (une unité / un territoire). Nothing here holds a language:
// the engine may build messages as freely as events (issue 36, Wesnoth's whole-sentence
// messages with named arguments).
#pragma once

#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "eden/map/hex.hpp"

namespace eden::text {

// A seat, named by the reader's context ("Alice").
struct Seat {
    int index = -1;
    friend bool operator==(const Seat&, const Seat&) = default;
};
// A card of the game, named by the reader's context (a name, or nothing he may not see).
struct Card {
    int index = -1;
    friend bool operator==(const Card&, const Card&) = default;
};
// A place on the map, named by the reader's context ("(1,-2)", or words).
struct Place {
    Hex at;
    friend bool operator==(const Place&, const Place&) = default;
};
// Another message of the catalog without arguments, written in place: a term such as a
// reason ("production") that every language words its own way.
struct Term {
    std::string id;
    friend bool operator==(const Term&, const Term&) = default;
};
// Seats written as one list ("Alice and Bob", « Alice et Bob »), as the language joins them.
struct SeatList {
    std::vector<int> seats;
    friend bool operator==(const SeatList&, const SeatList&) = default;
};

// Words that name someone or something, put in as they are (a name typed at New game): unlike a
// keyword, never a `select`'s key, so a language may join them to the words before (French
// « d’Alice »).
struct Name {
    std::string text;
    // Words of ours that start with their article (« le Cœur », a place in words): French also
    // contracts them with « de » and « à » (« du Cœur »).
    bool article = false;
    friend bool operator==(const Name&, const Name&) = default;
};

struct Message;
// Other messages, each with arguments of its own, written one after another with the catalog's
// `separator` message between them (", "; "; " with French's narrow space): the parts of a
// cost, a battle's fronts. A list of any length that no single pattern could hold.
struct Pieces {
    std::string separator;  // the id of a message without arguments
    std::vector<Message> items;
    friend bool operator==(const Pieces&, const Pieces&);
};

// A number (plural rules choose by it), a keyword for a `select` or words from the data (a
// dragon card's name), or one of the kinds above.
using ArgValue =
    std::variant<long long, std::string, Seat, Card, Place, Term, SeatList, Pieces, Name>;

struct Arg {
    std::string name;
    ArgValue value;
    friend bool operator==(const Arg&, const Arg&) = default;
};

struct Message {
    std::string id;
    std::vector<Arg> args;

    Message() = default;
    explicit Message(std::string message_id) : id(std::move(message_id)) {}

    Message& with(std::string name, ArgValue value) {
        args.push_back({std::move(name), std::move(value)});
        return *this;
    }
    Message& with(std::string name, int number) {
        return with(std::move(name), ArgValue{static_cast<long long>(number)});
    }
    Message& with(std::string name, const char* keyword) {
        return with(std::move(name), ArgValue{std::string(keyword)});
    }
    // A yes/no keyword for a `select` ("{blind, select, yes {...} other {}}").
    Message& with_flag(std::string name, bool on) {
        return with(std::move(name), on ? "yes" : "no");
    }

    friend bool operator==(const Message&, const Message&) = default;
};

inline bool operator==(const Pieces& a, const Pieces& b) {
    return a.separator == b.separator && a.items == b.items;
}

// A message without a language, for what no player reads in his own: an engine error, a save
// that does not replay. "refusal.place.occupied{place=(1,2)}"; seats and cards by number.
std::string plain(const Message& m);

// One message written in place of an argument (a battle's forecast inside a prompt).
inline Pieces in_place(Message m) {
    Pieces out;
    out.items.push_back(std::move(m));
    return out;
}

}  // namespace eden::text
