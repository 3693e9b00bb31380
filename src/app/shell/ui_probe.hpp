// What a frame put where a hand can reach it: every clickable widget and board hex, with its
// rectangle, and every hand card drawn with its owner. The UI driver and the monkey test read
// it to aim their input events (a widget found by its label or id) and to check what the
// frame showed; the app itself never reads it. Recording costs a few string copies per widget
// and is off unless a test turns it on.
#pragma once

#include <string>
#include <vector>

namespace eden::app::probe {

struct Box {
    float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    bool contains(float x, float y) const { return x >= x0 && x < x1 && y >= y0 && y < y1; }
    float cx() const { return (x0 + x1) * 0.5f; }
    float cy() const { return (y0 + y1) * 0.5f; }
};

struct Item {
    std::string id;     // probe_id(label), "action:{json}", or "hex:q,r"
    std::string label;  // as given to Dear ImGui
    Box box;
    Box clip;         // the part of the screen where it can be seen
    Box scroll_area;  // the window that scrolls it into sight with the wheel
    bool visible = true;
    bool enabled = true;
    bool hovered = false;  // Dear ImGui saw the mouse over it this frame
    // The width its visible label takes in the font it was drawn with (0 for areas and hexes):
    // a label wider than its button is cut (issue 36 item 6).
    float text_width = 0;
};

// A card of a seat's hand drawn this frame (the privacy check: issue 14 item 2).
struct HandCard {
    int seat = -1;
    int card = -1;
};

struct Frame {
    std::vector<Item> items;
    std::vector<HandCard> hand_cards;
    bool curtain = false;  // the frame was the hot-seat curtain
    // Words the board renderer drew (not widgets: nothing to click), such as the designer
    // overlay's coordinates "0,0".
    std::vector<std::string> board_labels;
    // The marks on the board's territories ("owner", "dragon", "resources"), each as the box
    // around its circle: a test checks their size and that none covers another (issue 17).
    struct Mark {
        std::string kind;
        Box box;
    };
    std::vector<Mark> board_marks;
    // Wrapped text and where Dear ImGui breaks its lines (byte offsets into `text`, each the
    // start of a line after the first): a test checks that no break falls inside a word.
    struct Wrapped {
        std::string text;
        std::vector<std::size_t> breaks;
        Box box;
    };
    std::vector<Wrapped> wrapped;
    // Every line of words the frame drew, read back from its glyphs (app/drawn_text.hpp), when
    // read_drawn_text is on.
    std::vector<std::string> drawn;
};

void enable(bool on);
bool enabled();
// Whether each frame's drawn words are read back too (a test of a language's screens).
void read_drawn_text(bool on);
// Called around each frame; last_frame() is the last one finished.
void begin_frame();
void end_frame();
const Frame& last_frame();

// The name a test finds an item by: the label's visible part ("Undo (U)##undo" -> "Undo (U)"),
// or the name a translated label carries after "###" in every language: a catalog id's English
// words ("Annuler (U)###app.game.undo" -> "Undo (U)"), other words as they are.
std::string probe_id(const std::string& label);
// Records Dear ImGui's last item under probe_id(label).
void item(const std::string& label);
// Records Dear ImGui's last item as the button of a choice (the Action as JSON).
void action(const std::string& action_json);
// Records a part of Dear ImGui's last item (a slider's track) under `id`.
void area(const std::string& id, Box box);
// Records words drawn in `box` that are not an item's label (a closed combo's choice), with
// their width, so a check sees when they do not fit.
void text_in(const std::string& id, const std::string& text, Box box);
// Records a board hex (its centre's box, in pixels), clickable where nothing covers it.
void hex(int q, int r, Box box);
void hand_card(int seat, int card);
void board_label(const std::string& text);
void board_mark(const std::string& kind, Box box);
void curtain();
// Records Dear ImGui's last item as wrapped text with its line breaks.
void wrapped(const std::string& text, std::vector<std::size_t> breaks);

}  // namespace eden::app::probe
