/// Parses one EDICT line: `日本 [にほん] /(n) Japan/(P)/`, or `ヽ /(unc) repetition mark/` for kana-only words.
///
/// Glosses keep their order; leading tags without spaces — part of speech `(n,vs)`, sense numbers
/// `(1)`, usage notes `(uk)`, fields `{comp}` — are removed, because the screens show meanings, not codes.
/// A parenthetical with a space in it, such as "(in the morning)", is part of the meaning and stays.
///
/// Works on the line's UTF-8 bytes: every delimiter is ASCII, so each piece cut at one is valid UTF-8
/// again, and opening 日's detail parses a few hundred lines without walking grapheme clusters.
enum EdictLineParser {
    private typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    static func parse(_ line: String) -> Result<Word, LineProblem> {
        var line = line
        return line.withUTF8 { parse(utf8: $0[...]) }
    }

    private static func parse(utf8 line: Bytes) -> Result<Word, LineProblem> {
        guard let glossStart = firstIndex(of: ascii(" /"), in: line) else {
            return .failure(LineProblem("not an EDICT entry: expected 'HEADWORD [READING] /gloss/…/'"))
        }
        guard line.last == UInt8(ascii: "/") else {
            return .failure(LineProblem("EDICT entry does not end with '/' (truncated?)"))
        }
        let head = line[..<glossStart]
        var headword = head
        var reading = head
        if let open = head.firstIndex(of: UInt8(ascii: "[")), head.last == UInt8(ascii: "]") {
            headword = head[..<open]
            while headword.last == UInt8(ascii: " ") { headword = headword.dropLast() }
            reading = head[(open + 1)..<(head.endIndex - 1)]
        }
        guard !headword.isEmpty, !headword.contains(UInt8(ascii: " ")), !reading.isEmpty else {
            return .failure(LineProblem("EDICT entry has an empty or spaced headword or reading"))
        }
        var isCommon = false
        var glosses: [String] = []
        for field in line[(glossStart + 2)...].split(separator: UInt8(ascii: "/")) {
            if field.elementsEqual(ascii("(P)")) { isCommon = true; continue }
            if field.starts(with: ascii("EntL")) { continue }
            let gloss = withoutLeadingTags(field)
            if !gloss.isEmpty { glosses.append(text(gloss)) }
        }
        guard !glosses.isEmpty else { return .failure(LineProblem("EDICT entry has no gloss")) }
        return .success(Word(headword: text(headword), reading: text(reading), glosses: glosses, isCommon: isCommon))
    }

    private static func withoutLeadingTags(_ gloss: Bytes) -> Bytes {
        var rest = gloss.drop(while: { $0 == UInt8(ascii: " ") })
        while let first = rest.first, first == UInt8(ascii: "(") || first == UInt8(ascii: "{") {
            let close = first == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
            guard let end = rest.firstIndex(of: close), !rest[..<end].contains(UInt8(ascii: " ")) else { break }
            rest = rest[(end + 1)...].drop(while: { $0 == UInt8(ascii: " ") })
        }
        return rest
    }

    private static func firstIndex(of needle: [UInt8], in bytes: Bytes) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (bytes.startIndex...(bytes.endIndex - needle.count)).first { start in
            bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    private static func ascii(_ text: StaticString) -> [UInt8] {
        Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A piece of the line, valid UTF-8 because the line is and the cut was at an ASCII byte.
    private static func text(_ bytes: Bytes) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }
}
