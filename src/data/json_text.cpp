#include "data/json_text.hpp"

#include <optional>
#include <vector>

#include "eden/core/data_error.hpp"
#include "engine/core/json_checks.hpp"

namespace eden::data {

using nlohmann::json;

namespace {

// Builds the DOM like nlohmann's own SAX DOM parser, and keeps the JSON pointer of the value
// being read so that any error can name it. Refusing a value stops the parse at once.
class StrictBuilder {
  public:
    using number_integer_t = json::number_integer_t;
    using number_unsigned_t = json::number_unsigned_t;
    using number_float_t = json::number_float_t;
    using string_t = json::string_t;
    using binary_t = json::binary_t;

    explicit StrictBuilder(std::size_t max_depth) : max_depth_(max_depth) {}

    bool null() { return add(json(nullptr)); }
    bool boolean(bool v) { return add(json(v)); }
    bool number_integer(number_integer_t v) { return add(json(v)); }
    bool number_unsigned(number_unsigned_t v) { return add(json(v)); }
    bool number_float(number_float_t v, const string_t&) { return add(json(v)); }
    bool string(string_t& v) { return add(json(std::move(v))); }
    bool binary(binary_t&) {
        return fail("binary values are not JSON text", text::Message("data_error.binary"));
    }

    bool start_object(std::size_t) { return open(json::object()); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(string_t& k) {
        Frame& f = frames_.back();
        if (f.value->contains(k)) {
            f.key = k;
            return fail("the key " + quoted(k) + " appears twice in this object",
                        text::Message("data_error.key_twice").with("key", text::Name{quoted(k)}));
        }
        f.key = std::move(k);
        return true;
    }

    bool parse_error(std::size_t position, const std::string& last_token,
                     const nlohmann::detail::exception& ex) {
        if (!frames_.empty() && frames_.back().value->is_array()) frames_.back().pending = true;
        if (ex.id == 406)  // out_of_range: a number too large for a double
            return fail("the number " + cut(last_token) + " is too large",
                        text::Message("data_error.number_too_large")
                            .with("number", text::Name{cut(last_token)}));
        const std::string what = ex.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error..."
        const auto colon = what.find("error while parsing");
        std::string reason = cut(colon == std::string::npos ? what : what.substr(colon), 160);
        for (char& c : reason)  // the text read may be any bytes: keep the message ASCII
            if (static_cast<unsigned char>(c) >= 0x80) c = '?';
        // The parser's own words after the byte stay English: they name its tokens.
        return fail("not valid JSON at byte " + std::to_string(position) + ": " + reason,
                    text::Message("data_error.not_json")
                        .with("byte", text::Name{std::to_string(position)})
                        .with("detail", text::Name{reason}));
    }

    json take() { return std::move(root_); }
    const std::optional<std::string>& error() const { return error_; }
    const std::optional<text::Message>& reason() const { return reason_; }
    std::string pointer() const {
        std::string out;
        for (const Frame& f : frames_) {
            if (f.value->is_array()) {
                if (f.value->empty() && !f.pending) break;
                out += "/" + std::to_string(f.value->size() - (f.pending ? 0 : 1));
            } else {
                if (!f.key) break;
                out += "/" + detail::escape_pointer(*f.key);
            }
        }
        return out;
    }

  private:
    struct Frame {
        json* value;
        std::optional<std::string> key;  // an object's current key
        bool pending = false;            // an array's next value is being refused
    };

    static std::string cut(const std::string& s, std::size_t n = 40) {
        return s.size() <= n ? s : s.substr(0, n) + "...";
    }
    static std::string quoted(const std::string& s) { return "\"" + cut(s) + "\""; }

    bool fail(std::string problem, text::Message reason) {
        if (!error_) {
            error_ = std::move(problem);
            reason_ = std::move(reason);
        }
        return false;
    }

    json* place(json&& v) {
        if (frames_.empty()) {
            root_ = std::move(v);
            return &root_;
        }
        Frame& f = frames_.back();
        if (f.value->is_array()) {
            f.value->push_back(std::move(v));
            return &f.value->back();
        }
        json& slot = (*f.value)[*f.key];
        slot = std::move(v);
        return &slot;
    }

    bool add(json&& v) {
        place(std::move(v));
        return true;
    }

    bool open(json&& container) {
        if (frames_.size() >= max_depth_) {
            if (!frames_.empty() && frames_.back().value->is_array()) frames_.back().pending = true;
            return fail("nested deeper than " + std::to_string(max_depth_) + " levels",
                        text::Message("data_error.too_deep")
                            .with("levels", text::Name{std::to_string(max_depth_)}));
        }
        json* v = place(std::move(container));
        frames_.push_back({v, std::nullopt, false});
        return true;
    }

    bool close() {
        frames_.pop_back();
        return true;
    }

    std::size_t max_depth_;
    json root_;
    std::vector<Frame> frames_;
    std::optional<std::string> error_;
    std::optional<text::Message> reason_;
};

}  // namespace

json parse_json_text(std::string_view text, const std::string& source, const JsonLimits& limits) {
    if (text.size() > limits.max_bytes)
        throw DataError(source, "",
                        "the file is " + std::to_string(text.size()) + " bytes, more than the " +
                            std::to_string(limits.max_bytes) + " a file may hold",
                        text::Message("data_error.data.file_too_large")
                            .with("bytes", text::Name{std::to_string(text.size())})
                            .with("max", text::Name{std::to_string(limits.max_bytes)}));
    StrictBuilder builder(limits.max_depth);
    const bool ok = json::sax_parse(text.begin(), text.end(), &builder);
    if (builder.error())
        throw DataError(source, builder.pointer(), *builder.error(), *builder.reason());
    if (!ok)
        throw DataError(source, builder.pointer(), "not valid JSON",
                        text::Message("data_error.not_json_at_all"));
    return builder.take();
}

}  // namespace eden::data
