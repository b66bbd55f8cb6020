/// Which kanji appear in a common word, for the "has common words" filter.
extension WordFile {
    /// Every kanji in the headword of an entry marked common ("(P)"), found by scanning for the mark
    /// rather than parsing every line, so even the complete EDICT costs one pass of `memchr`.
    ///
    /// Scalars, not `String`s: Swift compares strings by canonical equivalence, which would make a
    /// CJK compatibility ideograph of KANJIDIC2 (神 U+FA19) equal to the unified one that words use
    /// (神 U+795E), and so claim words for a character `words(containing:)` finds none for.
    /// - Throws: `DatasetError` when a common entry's headword is not valid UTF-8.
    public func kanjiInCommonHeadwords() throws(DatasetError) -> Set<Unicode.Scalar> {
        var kanji: Set<Unicode.Scalar> = []
        var lastLineStart = -1
        for mark in file.occurrences(of: Array("/(P)/".utf8)) {
            let start = file.lineStart(containing: mark)
            guard start != lastLineStart else { continue }
            lastLineStart = start
            let line = file.line(startingAt: start)
            let headword = line[..<(line.firstIndex(of: UInt8(ascii: " ")) ?? line.endIndex)]
            for character in try file.text(of: headword) where Script.isIdeograph(character) {
                kanji.insert(character.unicodeScalars.first!)
            }
        }
        return kanji
    }
}
