// A small SVG writer for the lab's charts: rectangles, lines and text in user units, nothing
// more. The files open in any browser and diff as text.
#pragma once

#include <sstream>
#include <string>

namespace eden::cli {

class Svg {
  public:
    Svg(double width, double height);

    void rect(double x, double y, double w, double h, const std::string& fill,
              const std::string& stroke = "none");
    void line(double x1, double y1, double x2, double y2, const std::string& stroke,
              double width = 1, bool dashed = false);
    // anchor: "start", "middle" or "end"; `title` (optional) is shown on hover.
    void text(double x, double y, const std::string& s, double size = 12,
              const std::string& anchor = "start", const std::string& fill = "#222");
    // Opens a group whose children show `title` on hover; close with end_group().
    void begin_group(const std::string& title);
    void end_group();

    std::string str() const;  // the whole document
    static std::string escape(const std::string& s);

  private:
    double width_, height_;
    std::ostringstream body_;
};

// Colours for series 0, 1, 2, ... (a colour-blind-safe palette, cycled).
const char* series_colour(int i);

}  // namespace eden::cli
