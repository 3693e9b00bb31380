// HexTable: a small table keyed by hex, kept as one sorted vector.
//
// Territory control is asked for at every decision of the conquest (frontiers, full control,
// production) and copied with every state a search bot plays out. A std::map spends a node
// allocation per territory on each copy and a pointer chase per step of a search; here a
// copy is one allocation and a search is a binary search over contiguous memory (issue 19
// "Speed"). The interface is the part of std::map's the game uses, with the same meaning:
// iteration in hex order, find/at/count/contains, operator[] inserting a default, erase.
#pragma once

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <stdexcept>
#include <utility>
#include <vector>

#include "eden/map/hex.hpp"

namespace eden {

template <class V>
class HexTable {
  public:
    using key_type = Hex;
    using mapped_type = V;
    using value_type = std::pair<Hex, V>;
    using Entries = std::vector<value_type>;
    using iterator = typename Entries::iterator;
    using const_iterator = typename Entries::const_iterator;
    using size_type = std::size_t;

    HexTable() = default;
    // As std::map: entries in any order; of two with the same hex, the first is kept.
    HexTable(std::initializer_list<value_type> entries) {
        for (const value_type& e : entries)
            insert(e);
    }

    iterator begin() { return entries_.begin(); }
    iterator end() { return entries_.end(); }
    const_iterator begin() const { return entries_.begin(); }
    const_iterator end() const { return entries_.end(); }
    size_type size() const { return entries_.size(); }
    bool empty() const { return entries_.empty(); }
    void clear() { entries_.clear(); }

    const_iterator find(Hex h) const {
        const auto it = lower_bound(h);
        return it != entries_.end() && it->first == h ? it : entries_.end();
    }
    iterator find(Hex h) {
        const auto it = lower_bound(h);
        return it != entries_.end() && it->first == h ? it : entries_.end();
    }
    bool contains(Hex h) const { return find(h) != end(); }
    size_type count(Hex h) const { return contains(h) ? 1 : 0; }

    const V& at(Hex h) const {
        const auto it = find(h);
        if (it == end()) throw std::out_of_range("HexTable::at: no entry at " + to_string(h));
        return it->second;
    }
    V& at(Hex h) {
        const auto it = find(h);
        if (it == end()) throw std::out_of_range("HexTable::at: no entry at " + to_string(h));
        return it->second;
    }
    V& operator[](Hex h) {
        auto it = lower_bound(h);
        if (it == entries_.end() || it->first != h) it = entries_.insert(it, {h, V{}});
        return it->second;
    }
    // Inserts unless the hex has an entry; as std::map::insert.
    std::pair<iterator, bool> insert(const value_type& entry) {
        auto it = lower_bound(entry.first);
        if (it != entries_.end() && it->first == entry.first) return {it, false};
        return {entries_.insert(it, entry), true};
    }
    size_type erase(Hex h) {
        const auto it = find(h);
        if (it == end()) return 0;
        entries_.erase(it);
        return 1;
    }
    iterator erase(const_iterator it) { return entries_.erase(it); }

    friend bool operator==(const HexTable&, const HexTable&) = default;

  private:
    const_iterator lower_bound(Hex h) const {
        return std::lower_bound(entries_.begin(), entries_.end(), h,
                                [](const value_type& e, Hex key) { return e.first < key; });
    }
    iterator lower_bound(Hex h) {
        return std::lower_bound(entries_.begin(), entries_.end(), h,
                                [](const value_type& e, Hex key) { return e.first < key; });
    }

    Entries entries_;  // sorted by hex, each hex at most once
};

}  // namespace eden
