import AnkiPackage

/// A text file in Anki's import format with its file headers (Anki 2.1.55 and later): `#separator:tab`,
/// `#columns:…`, `#notetype:Basic`, `#guid column:1`, `#tags column:4` and the rest, then one note per row —
/// `study export --anki` writes one. Read as notes of one note type (the columns that are neither guid, tags,
/// note type nor deck are its fields), so the notes it holds are matched as a package's are: kanji-tui's own by
/// their guids, others by a field.
public struct AnkiTextFile: Sendable {
    /// The note type the rows fill: `#notetype`'s name (Basic when none), its fields the columns'.
    public let noteType: AnkiStoredNoteType
    /// One per row, ids counting from 1 in the file's order.
    public let notes: [AnkiStoredNote]
    /// The headers as given (`separator` → `tab`), lowercased keys.
    public let headers: [String: String]

    /// The header keys Anki reads; a file whose first line is `#` and one of them is read as Anki's format.
    static let headerKeys: Set<String> = ["separator", "html", "tags", "columns", "notetype", "notetype column", "deck",
                                          "deck column", "tags column", "guid column", "if matches", "match scope"]

    /// The file `text` as Anki's import format, or `nil` when it does not start with Anki's headers.
    public static func parse(_ text: String) -> AnkiTextFile? {
        var headers: [String: String] = [:]
        var rest = text[...]
        if rest.hasPrefix("\u{FEFF}") { rest = rest.dropFirst() }
        while rest.hasPrefix("#") {
            let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
            let line = rest[rest.index(after: rest.startIndex)..<end]
            guard let colon = line.firstIndex(of: ":") else { break }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            guard headerKeys.contains(key) else { break }
            headers[key] = String(line[line.index(after: colon)...])
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
        }
        guard !headers.isEmpty else { return nil }
        let separator = Self.separator(headers["separator"], sample: rest)
        let rows = Self.rows(rest, separator: separator)
        let width = rows.map(\.count).max() ?? 0
        var columns = headers["columns"].map { Self.fields(of: Substring($0), separator: separator) } ?? []
        while columns.count < width { columns.append("Field \(columns.count + 1)") }
        func column(_ key: String) -> Int? {
            headers[key].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { $0 - 1 }
        }
        let guidColumn = column("guid column"), tagsColumn = column("tags column")
        let special = Set([guidColumn, tagsColumn, column("notetype column"), column("deck column")].compactMap { $0 })
        let fieldColumns = columns.indices.filter { !special.contains($0) }
        let type = AnkiStoredNoteType(id: 0, name: headers["notetype"]?.trimmingCharacters(in: .whitespaces) ?? "Basic",
                                      fields: fieldColumns.map { columns[$0] })
        let fixedTags = headers["tags"].map { $0.split(separator: " ").map(String.init) } ?? []
        var notes: [AnkiStoredNote] = []
        for row in rows where !row.allSatisfy({ $0.isEmpty }) {
            let value = { (index: Int?) -> String in index.flatMap { row.indices.contains($0) ? row[$0] : nil } ?? "" }
            notes.append(AnkiStoredNote(id: Int64(notes.count + 1), guid: value(guidColumn), typeID: 0,
                                        fields: fieldColumns.map { value($0) },
                                        tags: fixedTags + value(tagsColumn).split(separator: " ").map(String.init)))
        }
        return AnkiTextFile(noteType: type, notes: notes, headers: headers)
    }

    /// `#separator`'s character: a name (tab, comma, semicolon, space, pipe, colon) or the character itself; without
    /// one, a tab when the first row has one, else a comma.
    static func separator(_ header: String?, sample: Substring) -> Character {
        switch header?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "tab": return "\t"
        case "comma": return ","
        case "semicolon": return ";"
        case "space": return " "
        case "pipe": return "|"
        case "colon": return ":"
        case let .some(text) where text.count == 1: return text.first ?? "\t"
        default:
            let firstLine = sample.prefix { !$0.isNewline }
            return firstLine.contains("\t") ? "\t" : firstLine.contains(";") ? ";" : ","
        }
    }

    /// The rows of CSV `text` (fields in double quotes may hold the separator, line breaks and `""` for a quote).
    static func rows(_ text: Substring, separator: Character) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var atFieldStart = true
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if quoted {
                if character == "\"" {
                    if index < text.endIndex && text[index] == "\"" {
                        field.append("\"")
                        index = text.index(after: index)
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" && atFieldStart {
                quoted = true
                atFieldStart = false
            } else if character == separator {
                row.append(field)
                field = ""
                atFieldStart = true
            } else if character.isNewline {
                row.append(field)
                rows.append(row)
                (row, field, atFieldStart) = ([], "", true)
            } else {
                field.append(character)
                atFieldStart = false
            }
        }
        if !field.isEmpty || !row.isEmpty {
            row.append(field)
            rows.append(row)
        }
        return rows
    }

    /// One line's fields (the `#columns` header).
    static func fields(of line: Substring, separator: Character) -> [String] {
        rows(line, separator: separator).first ?? []
    }
}
