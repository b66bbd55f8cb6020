import FSRS

/// A kept card's study history as a text page (issue 34 §3: "the card's history on its screen"), opened with `s` on
/// its kanji's or word's detail: its state and when it is due, FSRS's memory of it (stability and difficulty), how
/// many reviews and lapses, then its latest reviews — date, grade, and the interval the grade gave.
///
/// Built from a ``CardHistory`` read a page deep: a card with hundreds of reviews shows the latest ``reviewLimit``
/// and says how many more `study export --json` lists.
public enum CardHistoryPage {
    /// The reviews the page reads and shows: a few screens of them.
    public static let reviewLimit = 60

    /// "日 · study history".
    public static func title(of item: LookupItem) -> String {
        "\(item.label) · study history"
    }

    /// The page's lines.
    /// - Parameters:
    ///   - history: the card's history, or `nil` when the item is not kept.
    ///   - now: the clock, for "due in 12 days".
    ///   - utcOffsetSeconds: the local time's offset from UTC, for the dates (the study day's).
    public static func lines(of item: LookupItem, history: CardHistory?, now: Timestamp, utcOffsetSeconds: Int64) -> [String] {
        guard let history else { return ["\(item.label) is not on the study list: a on its detail keeps it."] }
        let card = history.card.schedule
        let date = { (time: Timestamp) in dateText(time, utcOffsetSeconds: utcOffsetSeconds) }
        var lines = ["\(item.label) on the study list since \(date(Timestamp(secondsSince1970: history.card.addedAt)))", ""]
        lines.append("State: \(card.state.label) · due \(DueText.relative(card.due, now: now)) (\(date(card.due)))")
        lines.append("Memory: " + memoryText(of: card))
        lines.append("Reviews: \(history.reviewCount) · lapses: \(history.lapses)"
                     + (card.lastReview.map { " · last \(date($0))" } ?? ""))
        guard !history.reviews.isEmpty else {
            lines += ["", "Never reviewed yet: the next review introduces it."]
            return lines
        }
        lines += ["", "Latest reviews, newest first: when, grade, the interval it gave"]
        for review in history.reviews {
            let grade = review.rating.label.padding(toLength: 6, withPad: " ", startingAt: 0)
            lines.append("\(date(review.reviewedAt))  \(grade) \(IntervalText.short(from: review.reviewedAt, to: review.dueAfter))")
        }
        let older = history.reviewCount - history.reviews.count
        if older > 0 {
            lines += ["", "… and \(older) older review\(older == 1 ? "" : "s"): kanji-tui study export --json lists every one."]
        }
        return lines
    }

    /// "stability 41.3 days · difficulty 6.5 of 10", or that FSRS has no memory of it before its first review.
    private static func memoryText(of card: Card) -> String {
        guard let stability = card.stability, let difficulty = card.difficulty else { return "none yet (FSRS learns it at the first review)" }
        return "stability \(oneDecimal(stability)) day\(stability == 1 ? "" : "s") · difficulty \(oneDecimal(difficulty)) of 10"
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))" : "\(tenths / 10)"
    }

    /// "2026-11-27 14:02" in local time: the minute of the time shifted by the study day's offset from UTC, as the
    /// History tab writes its times.
    static func dateText(_ time: Timestamp, utcOffsetSeconds: Int64) -> String {
        Timestamp(secondsSince1970: time.secondsSince1970 + utcOffsetSeconds).utcMinuteText
    }
}
