extension DictionaryEntry {
    /// How common the word is, in words: "common (news1, ichi1, spec1); newspaper frequency band 1 of 48;
    /// wordfreq rank 108", or "not marked common" with whatever else is known.
    ///
    /// news1, ichi1, spec1, spec2 and gai1 make a word common (EDICT's "(P)"); the 2-tags and the nf band (nf01 = the 500 most
    /// frequent words of the Mainichi Shimbun, nf48 the least) say how common otherwise.
    public var commonness: String {
        let band = priorities.first { $0.hasPrefix("nf") }.flatMap { Int($0.dropFirst(2)) }
        let tags = priorities.filter { !$0.hasPrefix("nf") }
        var parts = [isCommon ? "common (\(tags.joined(separator: ", ")))" : tags.isEmpty ? "not marked common" : "less common (\(tags.joined(separator: ", ")))"]
        if let band { parts.append("newspaper frequency band \(band) of 48") }
        if let wordfreqRank { parts.append("wordfreq rank \(wordfreqRank)") }
        return parts.joined(separator: "; ")
    }
}
