import FSRS
import Browser

/// A writing review's own keys, in footer order. The mouse writes on the canvas; the grades take the digits 1–4 here,
/// before the global tab keys, as on a review card, so a grade typed before the kanji is written says so.
enum WritingReviewBindings {
    static let name = "Writing review"

    static let all: [KeyBinding<WritingReviewViewModel>] = [
        KeyBinding([.character(" ")], "give up: the strokes left are drawn for you (proposes Again)", footer: "show",
                   footerKeys: "Space", when: { !$0.isWritten }) { $0.handle(.reveal) },
        KeyBinding([.enter], "take the proposed grade (no mistake Good, a hint Hard, a stroke drawn for you Again)", footer: "take",
                   when: { $0.isWritten }) { $0.handle(.acceptProposal) },
        grade(.again, "Again: could not write it"),
        grade(.hard, "Hard: wrote it with serious difficulty"),
        grade(.good, "Good: wrote it after a moment"),
        grade(.easy, "Easy: wrote it at once"),
        KeyBinding([.character("u")], "undo: take back the last grade, suspension or burial; its card comes back", footer: "undo") {
            $0.handle(.undo)
        },
        // No footer hints, as on a review card: `?` lists these.
        KeyBinding([.character("!")], "suspend the card: no review shows it until ! on its Study row (schedule and reviews kept)") {
            $0.handle(.suspend)
        },
        KeyBinding([.character("-")], "bury the card until the next study day (4:00)") { $0.handle(.bury) },
    ]

    /// The digit of `rating` grades the card (once the kanji is written).
    private static func grade(_ rating: Rating, _ help: String) -> KeyBinding<WritingReviewViewModel> {
        KeyBinding([.character(Character(String(rating.rawValue)))], help, footer: rating.label.lowercased()) {
            $0.handle(.grade(rating))
        }
    }
}
