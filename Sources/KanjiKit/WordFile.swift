/// A word list in EDICT format: the embedded `words.edict` (common entries, UTF-8) or a complete
/// EDICT such as Debian's `/usr/share/edict/edict` (EUC-JP, converted once on load).
///
/// Like `KanjiFile`, it is searched as bytes and parses only the lines a lookup needs.
public struct WordFile: Sendable {
    public let file: DataFile

    /// - Throws: `DatasetError` when the file is unreadable, in neither UTF-8 nor EUC-JP, or truncated.
    public init(path: String) throws(DatasetError) {
        try self.init(file: DataFile(contentsOf: path))
    }

    public init(file: DataFile) throws(DatasetError) {
        var file = file
        if !file.looksLikeUTF8(), let invalidUTF8 = file.firstInvalidUTF8Offset() {
            switch IconvConversion.toUTF8(file.bytes, from: "EUC-JP") {
            case .success(let converted):
                file = DataFile(path: file.path, bytes: converted)
            case .failure(let failure):
                // Blame the line where the likelier encoding — the one that got further — breaks (UTF-8's, when the
                // system has no EUC-JP converter at all).
                let invalidEUC = if case .invalid(let offset) = failure { offset } else { 0 }
                let offset = max(invalidUTF8, invalidEUC)
                throw DatasetError(file: file.path, line: file.lineNumber(at: offset), problem: "neither valid UTF-8 nor EUC-JP")
            }
        }
        guard file.bytes.last == UInt8(ascii: "\n") else {
            throw DatasetError(file: file.path, line: file.lineNumber(at: file.bytes.count),
                               problem: "file does not end with a newline (truncated?)")
        }
        self.file = file
    }

    /// The entries whose headword contains `kanji`: common first, then shorter, then by reading.
    /// - Throws: `DatasetError` when one of those lines is malformed.
    public func words(containing kanji: String) throws(DatasetError) -> [Word] {
        var words: [Word] = []
        var lastLineStart = -1
        for hit in file.occurrences(of: Array(kanji.utf8)) {
            let start = file.lineStart(containing: hit)
            guard start != lastLineStart, isInHeadword(hit, lineStart: start) else { continue }
            lastLineStart = start
            words.append(try word(atLineStart: start))
        }
        return WordFile.sortedForDisplay(words)
    }

    /// Every entry written exactly `headword` (EDICT lists one line per reading).
    public func entries(for headword: String) throws(DatasetError) -> [Word] {
        var words: [Word] = []
        for hit in file.occurrences(of: Array("\(headword) ".utf8)) where hit == 0 || file.bytes[hit - 1] == UInt8(ascii: "\n") {
            words.append(try word(atLineStart: hit))
        }
        return WordFile.sortedForDisplay(words)
    }

    /// Every entry in file order, skipping EDICT's "　？？？" header line.
    /// - Throws: `DatasetError` for the first malformed line.
    public func allWords() throws(DatasetError) -> [Word] {
        var words: [Word] = []
        try file.forEachLine { _, offset, line throws(DatasetError) in
            guard !line.starts(with: WordFile.edictHeaderPrefix) else { return }
            words.append(try word(atLineStart: offset))
        }
        return words
    }

    /// Common words first (a learner meets them first), then shorter, then by reading.
    ///
    /// Each headword's length is counted once, not per comparison: counting characters walks grapheme
    /// clusters, and 日 has hundreds of words to order.
    public static func sortedForDisplay(_ words: [Word]) -> [Word] {
        words.map { (word: $0, length: $0.headword.count) }
            .sorted { left, right in
                if left.word.isCommon != right.word.isCommon { return left.word.isCommon }
                if left.length != right.length { return left.length < right.length }
                if left.word.reading != right.word.reading { return left.word.reading < right.word.reading }
                return left.word.headword < right.word.headword
            }
            .map(\.word)
    }

    // MARK: - Lines

    /// The first line of every EDICT file is a pseudo-entry "　？？？ /EDICT, …/" describing the file.
    private static let edictHeaderPrefix = Array("　？？？".utf8)

    private func isInHeadword(_ offset: Int, lineStart: Int) -> Bool {
        let firstSpace = file.bytes[lineStart...].firstIndex(of: UInt8(ascii: " ")) ?? file.bytes.endIndex
        return offset < firstSpace
    }

    private func word(atLineStart offset: Int) throws(DatasetError) -> Word {
        let text = try file.text(of: file.line(startingAt: offset))
        switch EdictLineParser.parse(text) {
        case .success(let word):
            return word
        case .failure(let problem):
            throw DatasetError(file: file.path, line: file.lineNumber(at: offset), problem: problem.message)
        }
    }
}
