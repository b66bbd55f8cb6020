/// What `study import` passed over because the data lacks it: counted in full, but only the first few are
/// kept for the message, so a long list of unknown lines costs neither memory nor a screenful of stderr.
struct SkippedItems {
    /// How many the message names; the rest are counted.
    static let namedLimit = 20

    private(set) var count = 0
    private(set) var named: [String] = []

    mutating func add(_ item: String) {
        count += 1
        if named.count < Self.namedLimit { named.append(item) }
    }

    /// "a, b, c", or "a, b, … (and 12 more)" past the limit.
    var listing: String {
        let list = named.joined(separator: ", ")
        return count > named.count ? "\(list), … (and \(count - named.count) more)" : list
    }
}
