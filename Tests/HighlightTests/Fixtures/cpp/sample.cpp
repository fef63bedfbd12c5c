// Parser for a tiny config format.
#include <string>
#include <vector>
#include <optional>
#define CHECK(cond)                         \
    do {                                    \
        if (!(cond)) throw ParseError(#cond); \
    } while (0)

namespace config {

/// A parsed key/value entry.
struct Entry {
    std::string key;
    std::string value;
    int line = 0;
};

/**
 * Parses the whole text.
 * @param text the source
 */
template <typename T, class Alloc = std::allocator<T>>
class Parser final : public Base {
public:
    explicit Parser(std::string_view text) noexcept : text_(text) {}
    [[nodiscard]] std::optional<Entry> next();
    virtual ~Parser() override = default;

private:
    std::string_view text_;
    static constexpr std::size_t kLimit = 1'000'000;
    static constexpr double kRatio = 0.5e-3;
    unsigned long long mask_ = 0xFFFF'FFFFull;
    char sep_ = '=';
    wchar_t wide_ = L'\u00e9';
};

const char *kHelp = R"(usage: cfg [file]
  reads "key = value" lines; a ) or a " alone is fine
)";

auto kSql = u8R"sql(
SELECT * FROM t WHERE name = ")";
)sql";

auto kWide = LR"x(wide \n raw)x";

template <typename T>
auto Parser<T>::next() -> std::optional<Entry> {
    if (text_.empty()) return std::nullopt;
    auto eq = text_.find('=');
    CHECK(eq != std::string_view::npos);
    Entry e{std::string(text_.substr(0, eq)), "", 1};
    for (auto &&c : e.key) {
        c = static_cast<char>(std::tolower(c));
    }
    auto* p = new Entry(e);
    delete p;
    return e;
}

enum class Mode : uint8_t { Strict, Lenient };

}  // namespace config

int main() {
    config::Parser<int> parser{"a = 1"};
    std::vector<int> v = {1, 2, 3};
    bool ok = v.size() > 2 && true;
    return ok ? 0 : 1;
}
