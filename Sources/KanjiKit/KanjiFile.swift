/// `kanji.tsv`: every kanji of the dataset, one per line, checked and decoded on demand.
///
/// A lookup of one character scans for its line and parses only that line, so `kanji-tui show 日`
/// costs about what `grep` costs; `allKanji()` parses everything once, for the list screen.
public struct KanjiFile: Sendable {
    public let file: DataFile

    /// - Throws: `DatasetError` when the file is unreadable or its first line is not the v1 header.
    public init(path: String) throws(DatasetError) {
        try self.init(file: DataFile(contentsOf: path))
    }

    public init(file: DataFile) throws(DatasetError) {
        self.file = file
        guard let headerLine = try? file.text(of: file.line(startingAt: 0)),
              headerLine == KanjiRecordParser.header else {
            throw DatasetError(file: file.path, line: 1, problem: "not a kanji-tui kanji file (expected the header \"#kanji-tui kanji v1 …\"); regenerate it with 'make data'")
        }
    }

    /// The kanji written `character`, or nil when the dataset does not have it.
    /// - Throws: `DatasetError` when that kanji's line is malformed.
    public func kanji(for character: String) throws(DatasetError) -> Kanji? {
        let needle = Array("\n\(character)\t".utf8)
        guard let hit = file.occurrences(of: needle).first else { return nil }
        return try kanji(atLineStart: hit + 1)
    }

    /// Every kanji in file order.
    /// - Throws: `DatasetError` for the first malformed line, or when the file is truncated
    ///   (no final newline, or no `#end<TAB>count` line agreeing with the number of kanji).
    public func allKanji() throws(DatasetError) -> [Kanji] {
        // One validation of the whole file is far cheaper than one per line; a bad line is then
        // looked for only to name it.
        if let invalid = file.firstInvalidUTF8Offset(ifAny: true) {
            throw DatasetError(file: file.path, line: file.lineNumber(at: invalid), problem: "not valid UTF-8")
        }
        var kanji: [Kanji] = []
        kanji.reserveCapacity(11_000)
        var declaredCount: Int?
        var lastLine = 1
        try file.forEachLine { number, offset, line throws(DatasetError) in
            lastLine = number
            guard number > 1, declaredCount == nil else {
                if declaredCount != nil {
                    throw DatasetError(file: file.path, line: number, problem: "text after the '#end' line")
                }
                return
            }
            if line.starts(with: Self.endMarker) {
                declaredCount = Int(try file.text(of: line.dropFirst(Self.endMarker.count)))
                if declaredCount == nil {
                    throw DatasetError(file: file.path, line: number, problem: "the '#end' line must be \"#end<TAB>count\"")
                }
                return
            }
            kanji.append(try self.kanji(parsing: line, atLineStart: offset))
        }
        guard file.bytes.last == UInt8(ascii: "\n"), let declaredCount else {
            throw DatasetError(file: file.path, line: lastLine, problem: "file is truncated (it should end with the line \"#end<TAB>count\"); regenerate it with 'make data'")
        }
        guard declaredCount == kanji.count else {
            throw DatasetError(file: file.path, line: lastLine, problem: "the '#end' line promises \(declaredCount) kanji but the file has \(kanji.count)")
        }
        return kanji
    }

    /// The first `count` kanji in file order and the number the `#end` line declares, parsing nothing
    /// else: enough for the list's first screen while the other 10,000 lines wait.
    ///
    /// nil when the file does not end with a well-formed `#end` line or one of those first lines does
    /// not parse; `allKanji()` then says what is wrong.
    public func leadingKanji(_ count: Int) -> (kanji: [Kanji], declaredCount: Int)? {
        guard file.bytes.last == UInt8(ascii: "\n") else { return nil }
        let lastLine = file.line(startingAt: file.lineStart(containing: file.bytes.count - 1))
        guard lastLine.starts(with: Self.endMarker),
              let declaredCount = Int(String(decoding: lastLine.dropFirst(Self.endMarker.count), as: UTF8.self))
        else { return nil }
        var kanji: [Kanji] = []
        var offset = file.line(startingAt: 0).endIndex + 1
        while kanji.count < min(count, declaredCount) {
            let line = file.line(startingAt: offset)
            guard !line.starts(with: Self.endMarker), let record = try? self.kanji(atLineStart: offset) else { return nil }
            kanji.append(record)
            offset = line.endIndex + 1
        }
        return (kanji, declaredCount)
    }

    private static let endMarker = Array("#end\t".utf8)

    /// The kanji of one line, validating its UTF-8 first (a lookup reads just this line).
    private func kanji(atLineStart offset: Int) throws(DatasetError) -> Kanji {
        let line = file.line(startingAt: offset)
        _ = try file.text(of: line)
        return try kanji(parsing: line, atLineStart: offset)
    }

    /// The kanji of a line whose UTF-8 is known to be valid.
    private func kanji(parsing line: ArraySlice<UInt8>, atLineStart offset: Int) throws(DatasetError) -> Kanji {
        switch KanjiRecordParser.parse(utf8: line) {
        case .success(let kanji):
            return kanji
        case .failure(let problem):
            throw DatasetError(file: file.path, line: file.lineNumber(at: offset), problem: problem.message)
        }
    }
}
