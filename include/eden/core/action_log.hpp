// The log of every action applied, shared between copies of a state: appending makes a new
// node that points at the older ones, so copying a state copies one pointer, not the whole
// history (a bot searching ahead copies states constantly; the log only ever grows).
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "eden/core/action.hpp"

namespace eden {

class ActionLog {
  public:
    void push_back(const Action& a) {
        last_ = std::make_shared<const Node>(Node{a, last_});
        ++size_;
    }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    // Oldest first.
    std::vector<Action> to_vector() const {
        std::vector<Action> out(size_);
        std::size_t i = size_;
        for (const Node* n = last_.get(); n; n = n->prev.get())
            out[--i] = n->action;
        return out;
    }
    friend bool operator==(const ActionLog& a, const ActionLog& b) {
        if (a.size_ != b.size_) return false;
        const Node* x = a.last_.get();
        const Node* y = b.last_.get();
        for (; x && x != y; x = x->prev.get(), y = y->prev.get())
            if (!(x->action == y->action)) return false;
        return true;
    }

  private:
    struct Node {
        Action action;
        std::shared_ptr<const Node> prev;
    };
    std::shared_ptr<const Node> last_;
    std::size_t size_ = 0;
};

}  // namespace eden
