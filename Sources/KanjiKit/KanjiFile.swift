/// `kanji.tsv`: every kanji of the dataset, one per line, checked whole when opened and decoded on demand.
///
/// One reader for every command: opening the file checks every line (UTF-8, columns, numbers, no
/// kanji twice, the `#end` count), so a broken line 5 is reported as `kanji.tsv:5` whether the
/// command then lists everything or looks up one kanji on another line. The check builds no strings
/// and costs about a millisecond, a tenth of `kanji-tui show 日`; a stamp written by `make data`
/// (checksum or line index) would cost about as much to verify, and a file edited by hand would
/// still need this check to say which line is wrong.
///
/// After that, a lookup of one character scans for its line and builds only that line, so
/// `kanji-tui show 日` costs about what `grep` costs; `allKanji()` builds everything once, for the list.
public struct KanjiFile: Sendable {
    public let file: DataFile
    /// How many kanji the file holds (its `#end` line, checked against the lines).
    public let count: Int

    /// - Throws: `DatasetError` naming the file and line when it is unreadable or any line is malformed.
    public init(path: String) throws(DatasetError) {
        try self.init(file: DataFile(contentsOf: path))
    }

    /// - Throws: `DatasetError` naming the file and line when any line is malformed.
    public init(file: DataFile) throws(DatasetError) {
        self.file = file
        guard let headerLine = try? file.text(of: file.line(startingAt: 0)),
              headerLine == KanjiRecordParser.header else {
            throw DatasetError(file: file.path, line: 1, problem: "not a kanji-tui kanji file (expected the header \"#kanji-tui kanji v1 …\"); regenerate it with 'make data'")
        }
        count = try Self.checkLines(of: file)
    }

    // MARK: - Lookups

    /// The kanji written `character`, or nil when the dataset does not have it.
    public func kanji(for character: String) -> Kanji? {
        let needle = Array("\n\(character)\t".utf8)
        guard let hit = file.occurrences(of: needle).first else { return nil }
        return kanji(atLineStart: hit + 1)
    }

    /// Every kanji in file order.
    public func allKanji() -> [Kanji] {
        var kanji: [Kanji] = []
        kanji.reserveCapacity(count)
        var offset = file.line(startingAt: 0).endIndex + 1
        while kanji.count < count {
            kanji.append(self.kanji(atLineStart: offset))
            offset = file.line(startingAt: offset).endIndex + 1
        }
        return kanji
    }

    /// The first `count` kanji in file order and how many the file holds, building nothing else:
    /// enough for the list's first screen while the other 10,000 lines wait.
    public func leadingKanji(_ count: Int) -> (kanji: [Kanji], declaredCount: Int) {
        var kanji: [Kanji] = []
        var offset = file.line(startingAt: 0).endIndex + 1
        while kanji.count < min(count, self.count) {
            kanji.append(self.kanji(atLineStart: offset))
            offset = file.line(startingAt: offset).endIndex + 1
        }
        return (kanji, self.count)
    }

    /// The kanji of a line that `checkLines` accepted.
    private func kanji(atLineStart offset: Int) -> Kanji {
        let line = file.line(startingAt: offset)
        var columns: [Range<Int>] = []
        guard case .success(let numbers) = KanjiRecordParser.check(line, columns: &columns) else {
            preconditionFailure("\(file.path): the line at byte \(offset) was not one that init checked")
        }
        return KanjiRecordParser.kanji(line, columns: columns, numbers: numbers)
    }

    // MARK: - Checking

    private static let endMarker = Array("#end\t".utf8)

    /// Checks every line after the header, and returns the number of kanji.
    /// - Throws: `DatasetError` for the first malformed line, a kanji listed twice, or a truncated file
    ///   (no final newline, or no `#end<TAB>count` line agreeing with the number of kanji).
    private static func checkLines(of file: DataFile) throws(DatasetError) -> Int {
        // One validation of the whole file is far cheaper than one per line; a bad line is then
        // looked for only to name it.
        if let invalid = file.firstInvalidUTF8Offset(ifAny: true) {
            throw DatasetError(file: file.path, line: file.lineNumber(at: invalid), problem: "not valid UTF-8")
        }
        var count = 0
        var declaredCount: Int?
        var lastLine = 1
        var columns: [Range<Int>] = []
        columns.reserveCapacity(KanjiRecordParser.columnCount)
        var firstLineOfKanji: [UInt32: Int] = [:]
        firstLineOfKanji.reserveCapacity(11_000)
        try file.forEachLine { number, _, line throws(DatasetError) in
            lastLine = number
            guard number > 1 else { return }
            if declaredCount != nil {
                throw DatasetError(file: file.path, line: number, problem: "text after the '#end' line")
            }
            if line.starts(with: endMarker) {
                declaredCount = Int(try file.text(of: line.dropFirst(endMarker.count)))
                if declaredCount == nil {
                    throw DatasetError(file: file.path, line: number, problem: "the '#end' line must be \"#end<TAB>count\"")
                }
                return
            }
            if case .failure(let problem) = KanjiRecordParser.check(line, columns: &columns) {
                throw DatasetError(file: file.path, line: number, problem: problem.message)
            }
            // The literal is one scalar of at most four bytes: its bytes are its key.
            let literal = line[columns[0]].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            if let first = firstLineOfKanji.updateValue(number, forKey: literal) {
                throw DatasetError(file: file.path, line: number,
                                   problem: "\(String(decoding: line[columns[0]], as: UTF8.self)) is listed twice (first on line \(first))")
            }
            count += 1
        }
        guard file.bytes.last == UInt8(ascii: "\n"), let declaredCount else {
            throw DatasetError(file: file.path, line: lastLine, problem: "file is truncated (it should end with the line \"#end<TAB>count\"); regenerate it with 'make data'")
        }
        guard declaredCount == count else {
            throw DatasetError(file: file.path, line: lastLine, problem: "the '#end' line promises \(declaredCount) kanji but the file has \(count)")
        }
        return count
    }
}
