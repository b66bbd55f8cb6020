import FSRS
import Browser

/// A review card's own keys, in footer order. The grades take the digits 1–4 here, before the global tab keys,
/// so a grade typed too early says so instead of leaving the review.
enum ReviewCardBindings {
    static let name = "Review card"

    static let all: [KeyBinding<ReviewCardViewModel>] = [
        KeyBinding([.character(" "), .enter], "show the answer", footer: "answer", footerKeys: "Space", when: { !$0.isRevealed }) {
            $0.handle(.reveal)
        },
        grade(.again, "Again: forgot it (shown again in a minute)"),
        grade(.hard, "Hard: remembered with serious difficulty"),
        grade(.good, "Good: remembered after a moment"),
        grade(.easy, "Easy: remembered at once"),
        KeyBinding([.character("u")], "undo: take back the last grade, suspension or burial; its card comes back", footer: "undo") {
            $0.handle(.undo)
        },
        // No footer hints: the grades fill the line at 80 columns; `?` lists these.
        KeyBinding([.character("!")], "suspend the card: no review shows it until ! on its Study row (schedule and reviews kept)") {
            $0.handle(.suspend)
        },
        KeyBinding([.character("-")], "bury the card until the next study day (4:00)") { $0.handle(.bury) },
        KeyBinding([.character("p")], SpeechHelp.word + " (a word's card, once the answer is shown)") { $0.speak() },
    ]

    /// The digit of `rating` grades the card (after the answer is shown).
    private static func grade(_ rating: Rating, _ help: String) -> KeyBinding<ReviewCardViewModel> {
        KeyBinding([.character(Character(String(rating.rawValue)))], help, footer: rating.label.lowercased()) {
            $0.handle(.grade(rating))
        }
    }
}
