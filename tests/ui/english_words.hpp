// Words that are English and never French nor the pseudo-language's: a drawn line holding one
// was not translated (issue 36). Names from the data (a World, a card) are the reader's
// language's in a French game, and seat names are nobody's language.
#pragma once

#include <string>

namespace eden::ui_test {

// The first such word of a line (lower case), or "".
std::string english_word_in(const std::string& drawn);

}  // namespace eden::ui_test
