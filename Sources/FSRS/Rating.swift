/// The learner's grade for one review; the raw values (1–4) are FSRS's and py-fsrs's, and enter the
/// formulas as numbers.
public enum Rating: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Forgot the card.
    case again = 1
    /// Remembered it with serious difficulty.
    case hard = 2
    /// Remembered it after some hesitation.
    case good = 3
    /// Remembered it at once.
    case easy = 4

    /// The grade as the number the formulas use.
    var value: Double { Double(rawValue) }
}
