// The one error type for bad input data: a file (or other source), a JSON pointer inside it,
// and what is wrong there. Its message reads "file: /json/pointer: problem" so a designer can
// jump straight to the mistake.
#pragma once

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>

#include "eden/text/message.hpp"

namespace eden {

class DataError : public std::runtime_error {
  public:
    // The message is one line of bounded length whatever the input: a pointer or a problem
    // quoting a key of a hostile file is cut, and control characters become spaces.
    static constexpr std::size_t kMaxPart = 400;

    DataError(std::string source, std::string pointer, std::string problem)
        : std::runtime_error(one_line(source) + ": " + (pointer.empty() ? "/" : one_line(pointer)) +
                             ": " + one_line(problem)),
          source_(std::move(source)),
          pointer_(std::move(pointer)),
          problem_(std::move(problem)) {}

    // The same problem as a message of the catalogs, where the loader gives one (issue 36: the
    // app shows a refusal's reason in the reader's language; the file and pointer stay as they
    // are). Rendered in English it reads as problem(): a test holds the two together.
    DataError(std::string source, std::string pointer, std::string problem, text::Message reason)
        : DataError(std::move(source), std::move(pointer), std::move(problem)) {
        reason_ = std::move(reason);
        if (reason_check_ != nullptr) reason_check_(*this);
    }

    // The same problem, and its reason, at another place: a reader that read a part of a file
    // through another reader names the part's place in the whole file.
    DataError(std::string source, std::string pointer, const DataError& cause)
        : DataError(std::move(source), std::move(pointer), cause.problem_) {
        reason_ = cause.reason_;
    }

    // Called with every refusal built with a reason: the tests' runner installs a check that the
    // reason, rendered in English, is the problem word for word (tests/main.cpp); the programs
    // install none. The engine holds no words, so the check is given from outside.
    using ReasonCheck = void (*)(const DataError&);
    static void check_reasons_with(ReasonCheck check) { reason_check_ = check; }

    const std::string& source() const { return source_; }
    const std::string& pointer() const { return pointer_; }
    const std::string& problem() const { return problem_; }
    const std::optional<text::Message>& reason() const { return reason_; }

  private:
    static std::string one_line(const std::string& s) {
        // Built in place: GCC 12 misreads `substr(...) + "..."` as an out-of-bounds copy.
        std::string out(s, 0, std::min(s.size(), kMaxPart));
        if (s.size() > kMaxPart) out.append("...");
        for (char& c : out)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
        return out;
    }

    std::string source_;
    std::string pointer_;
    std::string problem_;
    std::optional<text::Message> reason_;
    static inline ReasonCheck reason_check_ = nullptr;
};

}  // namespace eden
