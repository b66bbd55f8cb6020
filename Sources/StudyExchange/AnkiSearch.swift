/// Anki's search syntax, as its browser and `findNotes` take it.
public enum AnkiSearch {
    /// `text` as one search term: in double quotes, with the characters Anki reads specially escaped (`"`, `*`, `_`,
    /// `\`), so 食べる_1 or a field holding a quote matches itself and nothing else.
    public static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\"" || character == "*" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }
}
