#include "cli/svg.hpp"

namespace eden::cli {

namespace {

std::string num(double v) {
    std::ostringstream o;
    o.precision(6);
    o << v;
    return o.str();
}

}  // namespace

Svg::Svg(double width, double height) : width_(width), height_(height) {}

void Svg::rect(double x, double y, double w, double h, const std::string& fill,
               const std::string& stroke) {
    body_ << "<rect x=\"" << num(x) << "\" y=\"" << num(y) << "\" width=\"" << num(w)
          << "\" height=\"" << num(h) << "\" fill=\"" << fill << "\" stroke=\"" << stroke
          << "\"/>\n";
}

void Svg::line(double x1, double y1, double x2, double y2, const std::string& stroke, double width,
               bool dashed) {
    body_ << "<line x1=\"" << num(x1) << "\" y1=\"" << num(y1) << "\" x2=\"" << num(x2)
          << "\" y2=\"" << num(y2) << "\" stroke=\"" << stroke << "\" stroke-width=\"" << num(width)
          << "\"" << (dashed ? " stroke-dasharray=\"4 3\"" : "") << "/>\n";
}

void Svg::text(double x, double y, const std::string& s, double size, const std::string& anchor,
               const std::string& fill) {
    body_ << "<text x=\"" << num(x) << "\" y=\"" << num(y) << "\" font-size=\"" << num(size)
          << "\" text-anchor=\"" << anchor << "\" fill=\"" << fill << "\">" << escape(s)
          << "</text>\n";
}

void Svg::begin_group(const std::string& title) {
    body_ << "<g><title>" << escape(title) << "</title>\n";
}

void Svg::end_group() {
    body_ << "</g>\n";
}

std::string Svg::str() const {
    std::ostringstream o;
    o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(width_) << "\" height=\""
      << num(height_) << "\" viewBox=\"0 0 " << num(width_) << " " << num(height_)
      << "\" font-family=\"sans-serif\">\n"
      << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      << body_.str() << "</svg>\n";
    return o.str();
}

std::string Svg::escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

const char* series_colour(int i) {
    static constexpr const char* palette[] = {"#0072B2", "#E69F00", "#009E73",
                                              "#CC79A7", "#56B4E9", "#D55E00"};
    return palette[static_cast<unsigned>(i) % 6];
}

}  // namespace eden::cli
