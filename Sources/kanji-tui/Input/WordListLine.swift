import Foundation

/// A line of a word list, CSV or TSV, as its fields: split at tabs when it has one, else at commas outside "quotes"
/// ("" inside quotes is one "), each field trimmed; a line of neither is one field.
enum WordListLine {
    static func fields(of line: String) -> [String] {
        if line.contains("\t") { return line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) } }
        var fields: [String] = [], field = "", quoted = false
        var characters = line.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            switch (character, quoted) {
            case ("\"", true) where pending == "\"":
                field.append("\"")
                pending = characters.next()
            case ("\"", _):
                quoted.toggle()
            case (",", false):
                fields.append(field.trimmingCharacters(in: .whitespaces))
                field = ""
            default:
                field.append(character)
            }
        }
        fields.append(field.trimmingCharacters(in: .whitespaces))
        return fields
    }
}
