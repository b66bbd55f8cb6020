import AnkiPackage
import KanjiKit

/// A word's pitch accents drawn in HTML for an Anki field, as learners' Anki add-ons draw them (the Japanese
/// Support add-on's notation): a line over the high morae, turning down at the mora the pitch falls after.
///
/// The lines are inline styles (`border-top`, `border-right`, in the text's own colour), so the field draws the same
/// on any note type, in the desktop app, AnkiDroid and AnkiWeb, with no CSS added to the collection; each accent is a
/// `span` of class `pitch` carrying its number in `data-downstep`, for a card template that wants to style it.
public enum PitchHTML {
    static let line = "1px solid currentColor"

    /// One accent over `reading`: 箸 は＼し is `<span …><span style="border-top:…;border-right:…">は</span>し</span>`.
    public static func html(of accent: PitchAccent, reading: String) -> String {
        var html = "<span class=\"pitch\" data-downstep=\"\(accent.downstep)\">"
        var high = ""
        let morae = PitchAccent.morae(of: reading)
        for (index, mora) in morae.enumerated() {
            if accent.isHigh(mora: index) {
                high += mora
                let falls = index + 1 == accent.downstep
                if falls || index + 1 == morae.count {
                    html += "<span style=\"border-top:\(line)\(falls ? ";border-right:\(line)" : "")\">\(AnkiHTML.escape(high))</span>"
                    high = ""
                }
            } else {
                html += AnkiHTML.escape(mora)
            }
        }
        return html + "</span>"
    }

    /// Every accent of a reading, joined by "・"; when the two dictionaries share none, a note that they differ.
    public static func html(of pitch: ReadingPitch) -> String {
        let accents = pitch.accents.map { html(of: $0, reading: pitch.reading) }.joined(separator: "・")
        return pitch.sourcesDisagree ? accents + " (the dictionaries differ)" : accents
    }
}
