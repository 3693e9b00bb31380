#include "support/refusal_words.hpp"

#include "eden/text/language.hpp"

namespace eden_test {

std::string english(const eden::text::Message& m, const eden::text::Names& names) {
    return eden::text::render(m, names, eden::text::Language::english);
}

std::string english(const std::optional<eden::text::Message>& m, const eden::text::Names& names) {
    return m ? english(*m, names) : std::string();
}

}  // namespace eden_test
