// The log of every action applied, shared between copies of a state: the actions lie in chunks
// of up to kChunk, each pointing at the older ones, so copying a state copies one pointer, not
// the whole history (a bot searching ahead copies states constantly; the log only ever grows).
// A log that alone holds its newest chunk appends in place; once that chunk is shared (the state
// was copied), the next append starts a new chunk from a copy of the shared one's actions. So a
// playout allocates once per kChunk actions, not once per action.
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <vector>

#include "eden/core/action.hpp"

namespace eden {

class ActionLog {
  public:
    void push_back(const Action& a) {
        if (!last_ || last_->actions.size() >= kChunk) {
            start_chunk(last_, {});
        } else if (last_.use_count() != 1) {
            start_chunk(last_->prev, last_->actions);
        } else {
            // Pairs with the release of the copies that let go of this chunk (shared_ptr's
            // count): their reads happen before these writes.
            std::atomic_thread_fence(std::memory_order_acquire);
        }
        last_->actions.push_back(a);
        ++size_;
    }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    // Oldest first.
    std::vector<Action> to_vector() const {
        std::vector<Action> out(size_);
        std::size_t i = size_;
        for (const Chunk* c = last_.get(); c; c = c->prev.get())
            for (auto it = c->actions.rbegin(); it != c->actions.rend(); ++it)
                out[--i] = *it;
        return out;
    }
    friend bool operator==(const ActionLog& a, const ActionLog& b) {
        if (a.size_ != b.size_) return false;
        if (a.last_ == b.last_) return true;
        return a.to_vector() == b.to_vector();
    }

  private:
    static constexpr std::size_t kChunk = 32;
    struct Chunk {
        std::vector<Action> actions;  // oldest first, at most kChunk
        std::shared_ptr<const Chunk> prev;
    };
    void start_chunk(std::shared_ptr<const Chunk> prev, const std::vector<Action>& first) {
        auto chunk = std::make_shared<Chunk>();
        chunk->actions.reserve(kChunk);
        chunk->actions.insert(chunk->actions.end(), first.begin(), first.end());
        chunk->prev = std::move(prev);
        last_ = std::move(chunk);
    }
    std::shared_ptr<Chunk> last_;
    std::size_t size_ = 0;
};

}  // namespace eden
