// The one error type for bad input data: a file (or other source), a JSON pointer inside it,
// and what is wrong there. Its message reads "file: /json/pointer: problem" so a designer can
// jump straight to the mistake.
#pragma once

#include <stdexcept>
#include <string>

namespace eden {

class DataError : public std::runtime_error {
  public:
    DataError(std::string source, std::string pointer, std::string problem)
        : std::runtime_error(source + ": " + (pointer.empty() ? "/" : pointer) + ": " + problem),
          source_(std::move(source)),
          pointer_(std::move(pointer)),
          problem_(std::move(problem)) {}

    const std::string& source() const { return source_; }
    const std::string& pointer() const { return pointer_; }
    const std::string& problem() const { return problem_; }

  private:
    std::string source_;
    std::string pointer_;
    std::string problem_;
};

}  // namespace eden
