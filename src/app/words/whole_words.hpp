// Wrapped text that breaks its lines between words only (issue 33 item 7: a narrow card's name
// read "Opportunit / y"). Dear ImGui cuts a word that is wider than the whole line; here the
// text's font is scaled down until its longest word fits, and a word still too wide at the
// smallest scale ends in an ellipsis rather than running on below.
#pragma once

#include <string>

namespace eden::app::ui {

// As ImGui::TextWrapped("%s", text) at the current wrap position, with whole words. Recorded in
// the UI probe with its line breaks.
void text_whole_words(const std::string& text);

// An identifier ("conquest.bonus_resource_threshold") wrapped after its separators (`.` and
// `_`), never inside a part, at the current wrap position. A part wider than the line stays
// whole on a line of its own. Recorded in the UI probe with its line breaks.
void text_breaking_after_separators(const std::string& id);

// The font size, `size` or less (down to the same smallest scale), at which the widest word of
// `text` fits `width` with the current font: for text drawn straight into a draw list.
float whole_words_size(const std::string& text, float width, float size);

}  // namespace eden::app::ui
