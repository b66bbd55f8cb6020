import Glibc

/// `kanji.tsv`: every kanji of the dataset, one per line, vouched for when opened and decoded on demand.
///
/// One reader for every command: a file is either vouched for as a whole when it is opened, or refused
/// with the first bad line, so a broken line 5 is reported as `kanji.tsv:5` by `list`, the browser and
/// `show 日` alike, though `show` reads only 日's line.
///
/// Vouching is cheap for the file `make data` wrote: its `#end` line carries a stamp, a hash of every
/// byte before it (`stamp(of:)`, 0.2 ms), and a file that matches its stamp is the generator's
/// output, whose every line the generator and the tests have checked. A file without a stamp, or edited
/// since, is checked line by line (UTF-8, columns, numbers, no kanji twice, the `#end` count: about
/// 4 ms, a third of `kanji-tui show 日`, too slow to pay on every start). A stamp is kept over a
/// prebuilt index of line offsets because it adds one field to the file instead of a second file to
/// keep in step with it, and it detects edits, which is all it is for: a line that still fails to parse
/// (a stamp forged to match) is reported with its number by the lookup that reads it, never a crash.
///
/// After that, a lookup of one character scans for its line and parses only that line, so
/// `kanji-tui show 日` costs about what `grep` costs; `allKanji()` parses everything once, for the list.
public struct KanjiFile: Sendable {
    public let file: DataFile
    /// How many kanji the file holds (its `#end` line, checked against the lines).
    public let count: Int
    /// The stamp of its `#end` line when it matches the bytes (the file is the generator's), else nil;
    /// `kanji-search.bin` names the stamp of the file it indexes.
    public let stamp: String?

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
        if let stamped = Self.stampedCount(of: file) {
            (count, stamp) = stamped
        } else {
            count = try Self.checkLines(of: file)
            stamp = nil
        }
    }

    // MARK: - Lookups

    /// The kanji written `character`, or nil when the dataset does not have it.
    /// - Throws: `DatasetError` when that kanji's line is malformed (only in a file whose stamp was forged).
    public func kanji(for character: String) throws(DatasetError) -> Kanji? {
        let needle = Array("\n\(character)\t".utf8)
        guard let hit = file.occurrences(of: needle).first else { return nil }
        return try kanji(atLineStart: hit + 1)
    }

    /// Every kanji in file order.
    /// - Throws: `DatasetError` for a malformed line (only in a file whose stamp was forged).
    public func allKanji() throws(DatasetError) -> [Kanji] {
        var kanji: [Kanji] = []
        kanji.reserveCapacity(count)
        var offset = file.line(startingAt: 0).endIndex + 1
        while kanji.count < count {
            kanji.append(try self.kanji(atLineStart: offset))
            offset = file.line(startingAt: offset).endIndex + 1
        }
        return kanji
    }

    /// The kanji that `filter` lets through, in file order, building only those: each line is judged by its
    /// first five columns (`KanjiRecordParser.filterFacts`), found with `memchr`. A line whose columns cannot
    /// be read is parsed in full, which reports it.
    /// - Throws: `DatasetError` for a malformed line (only in a file whose stamp was forged).
    public func kanji(passing filter: KanjiFilter) throws(DatasetError) -> [Kanji] {
        /// A line to build: one that passed, or one to parse in full to judge or report.
        struct Candidate { let offset: Int, passed: Bool }
        let candidates = file.bytes.withUnsafeBufferPointer { bytes in
            var candidates: [Candidate] = []
            var start = Self.lineEnd(in: bytes, from: 0) + 1
            // A count larger than the lines (an edited `#end` line) stops at the end of the file: the `#end`
            // line itself is a candidate that does not parse, and reports it.
            for _ in 0..<count where start < bytes.count {
                let end = Self.lineEnd(in: bytes, from: start)
                switch KanjiRecordParser.filterFacts(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                case let facts?: if filter.matches(facts) { candidates.append(Candidate(offset: start, passed: true)) }
                case nil: candidates.append(Candidate(offset: start, passed: false))
                }
                start = end + 1
            }
            return candidates
        }
        var kanji: [Kanji] = []
        for candidate in candidates {
            let record = try self.kanji(atLineStart: candidate.offset)
            if candidate.passed || filter.matches(record) { kanji.append(record) }
        }
        return kanji
    }

    /// The first `count` kanji in file order and how many the file holds, parsing nothing else:
    /// enough for the list's first screen while the other 10,000 lines wait.
    ///
    /// nil when one of those lines does not parse (a forged stamp); `allKanji()` then says which.
    public func leadingKanji(_ count: Int) -> (kanji: [Kanji], declaredCount: Int)? {
        var kanji: [Kanji] = []
        var offset = file.line(startingAt: 0).endIndex + 1
        while kanji.count < min(count, self.count) {
            guard let record = try? self.kanji(atLineStart: offset) else { return nil }
            kanji.append(record)
            offset = file.line(startingAt: offset).endIndex + 1
        }
        return (kanji, self.count)
    }

    /// The first `count` kanji of the list `filter` lets through sorted by `key`, and how many it lets through,
    /// building only those: each line is judged and placed by its first five columns
    /// (`KanjiRecordParser.filterFacts`), so a list left filtered or sorted draws its first screen without parsing
    /// the other 10,000 lines (a remembered sort cost the first frame 29 ms: BENCHMARKS.md, issue 22). Ties keep
    /// file order, which the generator writes in `KanjiOrder.standard`, as the sort keys' own ties fall.
    ///
    /// nil for the radical order (the radical is not among those columns) or a line whose columns cannot be read.
    public func leadingKanji(_ count: Int, passing filter: KanjiFilter, sortedBy key: KanjiSortKey) -> (kanji: [Kanji], passingCount: Int)? {
        /// Where a passing line goes: its sort key's value, then its place in the file.
        struct Placed { let value: Int, line: Int, offset: Int }
        let value: (KanjiFilterFacts) -> Int? = switch key {
        case .frequency: { _ in 0 }
        case .strokes: { $0.strokeCount }
        case .grade: { $0.grade ?? Int.max }
        case .codePoint: { Int($0.scalar.value) }
        case .radical: { _ in nil }
        }
        let placed = file.bytes.withUnsafeBufferPointer { bytes -> [Placed]? in
            var placed: [Placed] = []
            var start = Self.lineEnd(in: bytes, from: 0) + 1
            for line in 0..<self.count where start < bytes.count {
                let end = Self.lineEnd(in: bytes, from: start)
                guard let facts = KanjiRecordParser.filterFacts(UnsafeBufferPointer(rebasing: bytes[start..<end])),
                      let sortValue = value(facts) else { return nil }
                if filter.matches(facts) { placed.append(Placed(value: sortValue, line: line, offset: start)) }
                start = end + 1
            }
            return placed
        }
        guard let placed else { return nil }
        let first = placed.sorted { ($0.value, $0.line) < ($1.value, $1.line) }.prefix(count)
        var kanji: [Kanji] = []
        for line in first {
            guard let record = try? self.kanji(atLineStart: line.offset) else { return nil }
            kanji.append(record)
        }
        return (kanji, placed.count)
    }

    /// The kanji on the line starting at byte `offset` (`kanji-search.bin` records each line's offset).
    func kanji(atLineStart offset: Int) throws(DatasetError) -> Kanji {
        switch KanjiRecordParser.parse(utf8: file.line(startingAt: offset)) {
        case .success(let kanji):
            return kanji
        case .failure(let problem):
            throw DatasetError(file: file.path, line: file.lineNumber(at: offset), problem: problem.message)
        }
    }

    // MARK: - Stamp

    /// The count and stamp on the `#end<TAB>count<TAB>stamp` line when the stamp matches the bytes
    /// before that line; nil when there is no such line or it does not match, and the lines must be checked.
    static func stampedCount(of file: DataFile) -> (count: Int, stamp: String)? {
        let bytes = file.bytes
        guard bytes.last == newline else { return nil }
        let lastLineStart = file.lineStart(containing: bytes.count - 1)
        let fields = bytes[lastLineStart..<(bytes.count - 1)].split(separator: tab, omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].elementsEqual(endMarker.dropLast()),
              let count = Int(String(decoding: fields[1], as: UTF8.self)),
              case let computed = stamp(of: bytes[..<lastLineStart]), fields[2].elementsEqual(computed.utf8) else { return nil }
        return (count, computed)
    }

    /// 16 hex digits of a hash of `bytes`, as `content_stamp` in tools/generate_data.py computes it:
    /// little-endian 64-bit words (the last padded with zero bytes), then the byte count, each XORed
    /// into the state and multiplied by the FNV-1a prime. Word by word it runs at memory speed.
    static func stamp(of bytes: ArraySlice<UInt8>) -> String {
        let prime: UInt64 = 0x100000001B3
        var state: UInt64 = 0xCBF29CE484222325
        bytes.withUnsafeBytes { raw in
            let wholeWords = raw.count / 8
            for index in 0..<wholeWords {
                state = (state ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))) &* prime
            }
            if raw.count > wholeWords * 8 {
                var last: UInt64 = 0
                for (shift, byte) in raw[(wholeWords * 8)...].enumerated() { last |= UInt64(byte) << (8 * shift) }
                state = (state ^ last) &* prime
            }
        }
        state = (state ^ UInt64(bytes.count)) &* prime
        let hex = String(state, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    // MARK: - Checking

    private static let endMarker = Array("#end\t".utf8)
    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")

    /// Checks every line after the header, and returns the number of kanji: for a file without a
    /// matching stamp, and in the tests, for the committed one.
    /// - Throws: `DatasetError` for the first malformed line, a kanji listed twice, or a truncated file
    ///   (no final newline, or no `#end<TAB>count` line agreeing with the number of kanji).
    static func checkLines(of file: DataFile) throws(DatasetError) -> Int {
        let outcome = file.bytes.withUnsafeBufferPointer { bytes in checkLines(bytes) }
        switch outcome {
        case .success(let count):
            return count
        case .failure(let failure):
            throw DatasetError(file: file.path, line: failure.line, problem: failure.problem.message)
        }
    }

    /// A problem and the 1-based line it is on.
    private struct LineFailure: Error {
        let line: Int
        let problem: LineProblem
    }

    /// `checkLines(of:)` on the file's bytes: one pass, `memchr` from line to line.
    private static func checkLines(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Int, LineFailure> {
        var count = 0
        var declaredCount: Int?
        var columns: [Range<Int>] = []
        columns.reserveCapacity(KanjiRecordParser.columnCount)
        var firstLineOfKanji: [UInt32: Int] = [:]
        firstLineOfKanji.reserveCapacity(11_000)
        var number = 1
        var start = lineEnd(in: bytes, from: 0) + 1
        while start < bytes.count {
            number += 1
            let line = UnsafeBufferPointer(rebasing: bytes[start..<lineEnd(in: bytes, from: start)])
            start += line.count + 1
            if declaredCount != nil {
                return .failure(LineFailure(line: number, problem: LineProblem("text after the '#end' line")))
            }
            if line.starts(with: endMarker) {
                // The stamp, if any, did not match (or this check would not run): the count must still.
                let count = line.dropFirst(endMarker.count).split(separator: tab, maxSplits: 1, omittingEmptySubsequences: false)[0]
                declaredCount = String(validating: count, as: UTF8.self).flatMap { Int($0) }
                if declaredCount == nil {
                    return .failure(LineFailure(line: number, problem: LineProblem("the '#end' line must be \"#end<TAB>count\" (and a stamp)")))
                }
                continue
            }
            if case .failure(let problem) = KanjiRecordParser.check(line, columns: &columns) {
                return .failure(LineFailure(line: number, problem: problem))
            }
            // The literal is one scalar of at most four bytes: its bytes are its key.
            let literal = line[columns[0]]
            let key = literal.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            if let first = firstLineOfKanji.updateValue(number, forKey: key) {
                let character = String(decoding: literal, as: UTF8.self)
                return .failure(LineFailure(line: number, problem: LineProblem("\(character) is listed twice (first on line \(first))")))
            }
            count += 1
        }
        guard bytes.last == UInt8(ascii: "\n"), let declaredCount else {
            return .failure(LineFailure(line: number, problem: LineProblem("file is truncated (it should end with the line \"#end<TAB>count\"); regenerate it with 'make data'")))
        }
        guard declaredCount == count else {
            return .failure(LineFailure(line: number, problem: LineProblem("the '#end' line promises \(declaredCount) kanji but the file has \(count)")))
        }
        return .success(count)
    }

    /// The index of the newline ending the line that starts at `start`, or the end of the bytes.
    private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, let newline = memchr(bytes.baseAddress! + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else {
            return bytes.count
        }
        return UnsafeRawPointer(newline) - UnsafeRawPointer(bytes.baseAddress!)
    }
}
