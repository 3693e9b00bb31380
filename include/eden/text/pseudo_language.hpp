// The pseudo-language of the layout tests (issue 36 item 6): each English message with its
// words' letters accented ("Nèw gàmé") and padded to 40 % longer, its arguments, plural and
// select keywords left as they are, so it renders with the same arguments.
#pragma once

#include <string>

#include "eden/text/catalog.hpp"

namespace eden::text {

// One pattern made pseudo: only the text a reader sees changes.
std::string pseudo_pattern(const std::string& pattern);
Catalog pseudo_catalog(const Catalog& english);

}  // namespace eden::text
