// A test's own folder of files, removed with everything in it when the object goes (issue 35:
// a run of the tests leaves the temporary folder as it found it). Header only, so that both
// test programs (eden_tests and eden_ui_tests) share it.
#pragma once

#include <atomic>
#include <filesystem>
#include <string>
#include <system_error>

#include <unistd.h>

namespace eden::test {

class TempFolder {
  public:
    // An empty folder "eden-<name>-<pid>-<n>" in the system's temporary folder ($TMPDIR): the
    // process id and a counter keep parallel runs (ctest -j, two worktrees) and two folders of
    // one test apart.
    explicit TempFolder(const std::string& name) {
        static std::atomic<int> made{0};
        path_ = std::filesystem::temp_directory_path() /
                ("eden-" + name + "-" + std::to_string(::getpid()) + "-" + std::to_string(made++));
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~TempFolder() {
        // A test may have taken the write permission away (a read-only save folder): give it
        // back first, or the removal fails half-way.
        std::error_code ignored;
        namespace fs = std::filesystem;
        fs::permissions(path_, fs::perms::owner_all, fs::perm_options::add, ignored);
        for (auto it = fs::recursive_directory_iterator(path_, ignored);
             !ignored && it != fs::recursive_directory_iterator(); it.increment(ignored))
            if (it->is_directory(ignored))
                fs::permissions(it->path(), fs::perms::owner_all, fs::perm_options::add, ignored);
        ignored.clear();
        fs::remove_all(path_, ignored);
    }
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;

    const std::filesystem::path& path() const { return path_; }
    std::filesystem::path operator/(const std::filesystem::path& relative) const {
        return path_ / relative;
    }

  private:
    std::filesystem::path path_;
};

}  // namespace eden::test
