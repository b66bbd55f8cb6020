/// A note's field as a message quotes it: whole up to `limit` characters, else its first `limit`, "…", and the field's
/// name and length. A field of a megabyte (a pasted article, a picture inlined as data) then costs one line of stderr,
/// not a megabyte each time a report mentions it, and the learner still learns which field of which note to look at.
public enum FieldExcerpt {
    /// The characters quoted of a long field: what a terminal line shows beside the note type and field names.
    public static let limit = 60

    /// `text`, or for a longer one "日本語日本語… (Front: 1,048,576 characters, cut)".
    public static func quote(_ text: String, field: String, limit: Int = limit) -> String {
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex else {
            return text
        }
        return "\(text[..<end])… (\(field): \(AnkiImportReport.number(text.count)) characters, cut)"
    }
}
