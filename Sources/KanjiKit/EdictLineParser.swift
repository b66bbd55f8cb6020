/// Parses one EDICT line: `日本 [にほん] /(n) Japan/(P)/`, or `ヽ /(unc) repetition mark/` for kana-only words.
///
/// Glosses keep their order; leading tags without spaces — part of speech `(n,vs)`, sense numbers
/// `(1)`, usage notes `(uk)`, fields `{comp}` — are removed, because the screens show meanings, not codes.
/// A parenthetical with a space in it, such as "(in the morning)", is part of the meaning and stays.
enum EdictLineParser {
    static func parse(_ line: String) -> Result<Word, LineProblem> {
        guard let glossStart = line.firstRange(of: " /") else {
            return .failure(LineProblem("not an EDICT entry: expected 'HEADWORD [READING] /gloss/…/'"))
        }
        guard line.hasSuffix("/") else {
            return .failure(LineProblem("EDICT entry does not end with '/' (truncated?)"))
        }
        let head = line[..<glossStart.lowerBound]
        let headword: Substring
        let reading: Substring
        if let open = head.firstIndex(of: "["), head.hasSuffix("]") {
            headword = head[..<open].trimmingSuffix(" ")
            reading = head[head.index(after: open)..<head.index(before: head.endIndex)]
        } else {
            headword = head
            reading = head
        }
        guard !headword.isEmpty, !headword.contains(" "), !reading.isEmpty else {
            return .failure(LineProblem("EDICT entry has an empty or spaced headword or reading"))
        }
        var isCommon = false
        var glosses: [String] = []
        for field in line[glossStart.upperBound...].split(separator: "/") {
            if field == "(P)" { isCommon = true; continue }
            if field.hasPrefix("EntL") { continue }
            let gloss = withoutLeadingTags(field)
            if !gloss.isEmpty { glosses.append(String(gloss)) }
        }
        guard !glosses.isEmpty else { return .failure(LineProblem("EDICT entry has no gloss")) }
        return .success(Word(headword: String(headword), reading: String(reading), glosses: glosses, isCommon: isCommon))
    }

    private static func withoutLeadingTags(_ gloss: Substring) -> Substring {
        var rest = gloss.drop(while: { $0 == " " })
        while let first = rest.first, first == "(" || first == "{" {
            let close: Character = first == "(" ? ")" : "}"
            guard let end = rest.firstIndex(of: close), !rest[..<end].contains(" ") else { break }
            rest = rest[rest.index(after: end)...].drop(while: { $0 == " " })
        }
        return rest
    }
}

private extension Substring {
    func trimmingSuffix(_ character: Character) -> Substring {
        var result = self
        while result.last == character { result = result.dropLast() }
        return result
    }
}
