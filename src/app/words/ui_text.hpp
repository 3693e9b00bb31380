// The app's words in the player's language (issue 36): every sentence of a screen is a message
// of the catalogs (data/text/<code>.json, "app.*"), written in the language chosen in the Menu.
// The language is the app's one setting that every screen reads while it draws, so it is kept
// here rather than passed to each drawing function.
#pragma once

#include <string>

#include "eden/text/catalog.hpp"
#include "eden/text/language.hpp"
#include "eden/text/message.hpp"

namespace eden::app {

text::Language ui_language();
void set_ui_language(text::Language language);

// "app.title.new_game" in the player's language.
std::string tr(const std::string& id);
std::string tr(const text::Message& m);
// With the names its seats, cards and places take.
std::string tr(const text::Message& m, const text::Names& names);
// A widget's label whose Dear ImGui id stays the same in every language ("Nouvelle
// partie###app.title.new_game"), so switching language keeps open popups and the UI driver's
// names.
std::string tr_id(const std::string& id);

}  // namespace eden::app
