// The game's words explained where they appear (issue 16 item 6): one glossary of the terms a
// player meets on screen (front, subphase, World, set aside, pure energy…), each with one
// paragraph written for players from the 003 rulebook and RULES.md, and the helpers that show
// a term's paragraph when the mouse rests on it. The Rules screen's Glossary tab lists the
// same entries, so a tooltip and the glossary never disagree.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace eden::app {

struct GlossaryEntry {
    std::string key;   // the English term, how the code and the UI probe name it: "Base defense"
    std::string term;  // as players read it, in their language: « Défense de base »
    std::string text;  // one paragraph, in their language
};

// Every entry in the player's language (ui_language()), in the alphabetical order of its terms.
const std::vector<GlossaryEntry>& glossary();

// The entry whose English term is `term` (case does not matter), or nullptr.
const GlossaryEntry* glossary_entry(std::string_view term);

// When Dear ImGui's last item is hovered: a tooltip with the term and its paragraph. Recorded
// in the UI probe as "tooltip:<English term>" so a test can see it was shown in any language.
void term_tooltip(std::string_view term);

// The same for a line that holds several terms: their paragraphs one under the other.
void terms_tooltip(const std::vector<std::string_view>& terms);

// `text` drawn with a dotted underline (the mark of a word that explains itself), with the
// term's tooltip on hover. Nothing moves when it is hovered.
void term_text(const std::string& text, std::string_view term);

// The same, dimmed (a counter's quiet colour).
void term_text_dim(const std::string& text, std::string_view term);

}  // namespace eden::app
