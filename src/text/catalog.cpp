#include "eden/text/catalog.hpp"

#include <unicode/listformatter.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/unistr.h>

#include "data/json_text.hpp"
#include "eden/core/data_error.hpp"
#include "engine/core/json_checks.hpp"
#include "engine/core/overloaded.hpp"
#include "text/french_boundaries.hpp"

namespace eden::text {

namespace {

icu::UnicodeString unicode(std::string_view s) {
    return icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<int32_t>(s.size())));
}

std::string utf8(const icu::UnicodeString& s) {
    std::string out;
    s.toUTF8String(out);
    return out;
}

// "/messages/<id>" with the id escaped as a JSON pointer needs it.
std::string message_pointer(const std::string& id) {
    return "/messages/" + detail::escape_pointer(id);
}

std::string hex_text(Hex at) {
    return "(" + std::to_string(at.q) + "," + std::to_string(at.r) + ")";
}

}  // namespace

// ICU's compiled patterns and list joiner. Only const ICU calls are made after construction,
// which ICU documents as safe from several threads (the lab logs games in parallel).
struct Catalog::Compiled {
    icu::Locale locale;
    std::map<std::string, std::unique_ptr<icu::MessageFormat>> formats;
    std::unique_ptr<icu::ListFormatter> lists;
};

Catalog::Catalog() : compiled_(std::make_unique<Compiled>()) {}
Catalog::Catalog(Catalog&&) noexcept = default;
Catalog& Catalog::operator=(Catalog&&) noexcept = default;
Catalog::~Catalog() = default;

Catalog Catalog::from_json(std::string_view json_text, const std::string& source) {
    return from_value(data::parse_json_text(json_text, source), source);
}

Catalog Catalog::from_value(const nlohmann::json& j, const std::string& source) {
    if (!j.is_object()) throw DataError(source, "", "a catalog must be an object");
    for (const auto& [key, value] : j.items())
        if (key != "language" && key != "name" && key != "messages")
            throw DataError(source, "/" + key,
                            "unknown key (a catalog has language, name and messages)");
    Catalog c;
    auto text_field = [&](const char* key) {
        if (!j.contains(key) || !j[key].is_string() || j[key].get<std::string>().empty())
            throw DataError(source, std::string("/") + key, "must be a non-empty string");
        return j[key].get<std::string>();
    };
    c.code_ = text_field("language");
    c.name_ = text_field("name");
    if (!j.contains("messages") || !j["messages"].is_object())
        throw DataError(source, "/messages", "must be an object of message id: pattern");

    c.compiled_->locale = icu::Locale(c.code_.c_str());
    UErrorCode status = U_ZERO_ERROR;
    c.compiled_->lists.reset(icu::ListFormatter::createInstance(c.compiled_->locale, status));
    if (U_FAILURE(status))
        throw DataError(source, "/language",
                        std::string("no list format for this language: ") + u_errorName(status));

    for (const auto& [id, value] : j["messages"].items()) {
        if (!value.is_string())
            throw DataError(source, message_pointer(id), "must be a string (an ICU pattern)");
        const std::string pattern = value.get<std::string>();
        UParseError where{};
        status = U_ZERO_ERROR;
        auto format = std::make_unique<icu::MessageFormat>(unicode(pattern), c.compiled_->locale,
                                                           where, status);
        if (U_FAILURE(status))
            throw DataError(source, message_pointer(id),
                            std::string("not a valid ICU message pattern (") + u_errorName(status) +
                                " at character " + std::to_string(where.offset) + ")");
        c.patterns_.emplace(id, pattern);
        c.compiled_->formats.emplace(id, std::move(format));
    }
    return c;
}

bool Catalog::has(const std::string& id) const {
    return patterns_.count(id) > 0;
}

std::vector<std::string> Catalog::ids() const {
    std::vector<std::string> out;
    for (const auto& [id, pattern] : patterns_)
        out.push_back(id);
    return out;
}

const std::string& Catalog::pattern(const std::string& id) const {
    static const std::string none;
    const auto it = patterns_.find(id);
    return it == patterns_.end() ? none : it->second;
}

std::set<std::string> Catalog::argument_names(const std::string& id) const {
    std::set<std::string> out;
    const auto it = patterns_.find(id);
    if (it == patterns_.end()) return out;
    UErrorCode status = U_ZERO_ERROR;
    UParseError where{};
    const icu::MessagePattern parsed(unicode(it->second), &where, status);
    if (U_FAILURE(status)) return out;
    for (int32_t i = 0; i < parsed.countParts(); ++i) {
        const icu::MessagePattern::Part& part = parsed.getPart(i);
        if (part.getType() == UMSGPAT_PART_TYPE_ARG_NAME)
            out.insert(utf8(parsed.getSubstring(part)));
    }
    return out;
}

std::string Catalog::render(const Message& m, const Names& names) const {
    const auto it = compiled_->formats.find(m.id);
    if (it == compiled_->formats.end()) return "[" + m.id + "]";

    auto seat_name = [&](int seat) {
        if (seat >= 0 && static_cast<std::size_t>(seat) < names.seats.size())
            return names.seats[static_cast<std::size_t>(seat)];
        return render(Message("seat.unnamed").with("number", std::to_string(seat + 1)), names);
    };
    // French mends the seams where an argument meets the words before it (french_boundaries.hpp).
    const bool french = std::string_view(compiled_->locale.getLanguage()) == "fr";
    const auto name = [&](const std::string& s) {
        return icu::Formattable(unicode(french ? french::kNameStart + s : s));
    };
    const auto phrase = [&](const std::string& s) {
        return icu::Formattable(unicode(french ? french::kPhraseStart + s : s));
    };
    std::vector<icu::UnicodeString> arg_names;
    std::vector<icu::Formattable> values;
    for (const Arg& arg : m.args) {
        arg_names.push_back(unicode(arg.name));
        values.push_back(std::visit(
            detail::overloaded{
                [](long long n) { return icu::Formattable(static_cast<int64_t>(n)); },
                [](const std::string& s) { return icu::Formattable(unicode(s)); },
                [&](Seat s) { return name(seat_name(s.index)); },
                [&](const Name& n) { return n.article ? phrase(n.text) : name(n.text); },
                [&](Card c) {
                    return name(
                        names.card
                            ? names.card(c.index)
                            : render(
                                  Message("card.unnamed").with("number", std::to_string(c.index)),
                                  names));
                },
                [&](Place p) { return phrase(names.place ? names.place(p.at) : hex_text(p.at)); },
                [&](const Term& t) { return phrase(render(Message(t.id), names)); },
                [&](const SeatList& list) {
                    std::vector<icu::UnicodeString> items;
                    for (int seat : list.seats)
                        items.push_back(unicode(seat_name(seat)));
                    icu::UnicodeString joined;
                    UErrorCode status = U_ZERO_ERROR;
                    compiled_->lists->format(items.data(), static_cast<int32_t>(items.size()),
                                             joined, status);
                    if (french) joined.insert(0, unicode(french::kNameStart));
                    return icu::Formattable(joined);
                },
                [&](const Pieces& pieces) {
                    std::string joined;
                    for (std::size_t i = 0; i < pieces.items.size(); ++i) {
                        if (i > 0) joined += render(Message(pieces.separator), names);
                        joined += render(pieces.items[i], names);
                    }
                    return phrase(joined);
                },
            },
            arg.value));
    }
    icu::UnicodeString out;
    UErrorCode status = U_ZERO_ERROR;
    it->second->format(arg_names.data(), values.data(), static_cast<int32_t>(values.size()), out,
                       status);
    if (U_FAILURE(status)) return "[" + m.id + ": " + u_errorName(status) + "]";
    return french ? french::mend_seams(utf8(out)) : utf8(out);
}

}  // namespace eden::text

namespace eden::text {

void check_same_messages(const Catalog& reference, const Catalog& c, const std::string& source) {
    const auto names = [](const std::set<std::string>& args) {
        std::string out;
        for (const std::string& a : args)
            out += (out.empty() ? "" : ", ") + a;
        return "{" + out + "}";
    };
    for (const std::string& id : reference.ids()) {
        if (!c.has(id))
            throw DataError(
                source, message_pointer(id),
                "missing: every catalog holds the messages of " + reference.code() + ".json");
        if (c.argument_names(id) != reference.argument_names(id))
            throw DataError(source, message_pointer(id),
                            "uses the arguments " + names(c.argument_names(id)) + ", " +
                                reference.code() + ".json " + names(reference.argument_names(id)));
    }
    for (const std::string& id : c.ids())
        if (!reference.has(id))
            throw DataError(source, message_pointer(id),
                            "not a message of " + reference.code() + ".json (a misspelt id?)");
}

}  // namespace eden::text
