#include "data/json_position.hpp"

#include <charconv>
#include <string>
#include <vector>

namespace eden::data {

namespace {

// RFC 6901: "/a~1b/~0c" names the keys "a/b" and "~c".
std::vector<std::string> pointer_tokens(std::string_view pointer) {
    std::vector<std::string> tokens;
    if (pointer.empty() || pointer == "/") return tokens;
    std::size_t at = pointer.front() == '/' ? 1 : 0;
    for (;;) {
        const std::size_t slash = pointer.find('/', at);
        const std::string_view raw = pointer.substr(at, slash - at);
        std::string token;
        for (std::size_t i = 0; i < raw.size(); ++i) {
            if (raw[i] == '~' && i + 1 < raw.size() && (raw[i + 1] == '0' || raw[i + 1] == '1')) {
                token.push_back(raw[i + 1] == '0' ? '~' : '/');
                ++i;
            } else {
                token.push_back(raw[i]);
            }
        }
        tokens.push_back(std::move(token));
        if (slash == std::string_view::npos) return tokens;
        at = slash + 1;
    }
}

// Walks the text by hand, one value at a time; every step checks the end of the text, so a
// broken or hostile file only ends the walk early.
class Walk {
  public:
    explicit Walk(std::string_view text) : t_(text) {}

    // The offset of the value the tokens name from the value at the current position.
    std::size_t find(const std::vector<std::string>& tokens, std::size_t k, int depth) {
        skip_space();
        const std::size_t here = i_;
        if (k == tokens.size() || i_ >= t_.size() || depth > kMaxDepth) return here;
        if (t_[i_] == '{') return in_object(tokens, k, depth, here);
        if (t_[i_] == '[') return in_array(tokens, k, depth, here);
        return here;
    }

  private:
    static constexpr int kMaxDepth = 64;  // data/README.md "Limits"

    std::size_t in_object(const std::vector<std::string>& tokens, std::size_t k, int depth,
                          std::size_t here) {
        ++i_;
        for (;;) {
            skip_space();
            std::string key;
            if (!string(&key)) return here;
            skip_space();
            if (i_ >= t_.size() || t_[i_] != ':') return here;
            ++i_;
            if (key == tokens[k]) return find(tokens, k + 1, depth + 1);
            if (!skip_value(depth + 1) || !next_item()) return here;
        }
    }

    std::size_t in_array(const std::vector<std::string>& tokens, std::size_t k, int depth,
                         std::size_t here) {
        const std::string& token = tokens[k];
        std::size_t index = 0;
        const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), index);
        if (ec != std::errc() || end != token.data() + token.size()) return here;
        ++i_;
        for (std::size_t n = 0;; ++n) {
            if (n == index) return find(tokens, k + 1, depth + 1);
            if (!skip_value(depth + 1) || !next_item()) return here;
        }
    }

    void skip_space() {
        while (i_ < t_.size() &&
               (t_[i_] == ' ' || t_[i_] == '\n' || t_[i_] == '\r' || t_[i_] == '\t'))
            ++i_;
    }

    // After a value: true past a comma (another item follows), false at the end of the container.
    bool next_item() {
        skip_space();
        if (i_ < t_.size() && t_[i_] == ',') {
            ++i_;
            return true;
        }
        return false;
    }

    // A string at the current position, its escapes kept but for \" and \\ (keys with other
    // escapes are rare in our files and simply not matched).
    bool string(std::string* out) {
        if (i_ >= t_.size() || t_[i_] != '"') return false;
        for (++i_; i_ < t_.size(); ++i_) {
            if (t_[i_] == '"') {
                ++i_;
                return true;
            }
            if (t_[i_] == '\\' && i_ + 1 < t_.size()) ++i_;
            if (out) out->push_back(t_[i_]);
        }
        return false;
    }

    bool skip_value(int depth) {
        skip_space();
        if (i_ >= t_.size() || depth > kMaxDepth) return false;
        const char c = t_[i_];
        if (c == '"') return string(nullptr);
        if (c == '{' || c == '[') {
            const char close = c == '{' ? '}' : ']';
            ++i_;
            skip_space();
            if (i_ < t_.size() && t_[i_] == close) {
                ++i_;
                return true;
            }
            for (;;) {
                if (c == '{') {
                    skip_space();
                    if (!string(nullptr)) return false;
                    skip_space();
                    if (i_ >= t_.size() || t_[i_] != ':') return false;
                    ++i_;
                }
                if (!skip_value(depth + 1)) return false;
                if (!next_item()) break;
            }
            if (i_ >= t_.size() || t_[i_] != close) return false;
            ++i_;
            return true;
        }
        // A number or a literal: up to the next delimiter.
        const std::size_t start = i_;
        while (i_ < t_.size() && t_[i_] != ',' && t_[i_] != '}' && t_[i_] != ']' && t_[i_] != ' ' &&
               t_[i_] != '\n' && t_[i_] != '\r' && t_[i_] != '\t')
            ++i_;
        return i_ > start;
    }

    std::string_view t_;
    std::size_t i_ = 0;
};

}  // namespace

std::size_t json_pointer_offset(std::string_view text, std::string_view pointer) {
    return Walk(text).find(pointer_tokens(pointer), 0, 0);
}

int line_of_offset(std::string_view text, std::size_t offset) {
    int line = 1;
    const std::size_t end = offset < text.size() ? offset : text.size();
    for (std::size_t i = 0; i < end; ++i)
        if (text[i] == '\n') ++line;
    return line;
}

std::string_view line_text(std::string_view text, int line) {
    std::size_t at = 0;
    for (int l = 1; l < line; ++l) {
        const std::size_t nl = text.find('\n', at);
        if (nl == std::string_view::npos) return {};
        at = nl + 1;
    }
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    if (end > at && text[end - 1] == '\r') --end;
    return text.substr(at, end - at);
}

}  // namespace eden::data
