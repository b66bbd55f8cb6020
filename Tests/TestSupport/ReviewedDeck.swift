import Browser
import FSRS

/// An in-memory deck with a history: `cardCount` kanji kept at even steps from `days` days before `now`,
/// each graded on its due days (sometimes a day or two late, one grade in ten Again) up to `now` — every state,
/// young and mature intervals, reviews on most of the last month and cards due over the next. Seeded, so the
/// statistics screens' golden grids and tests see the same deck on every run.
public enum ReviewedDeck {
    public static func make(cardCount: Int = 40, days: Int = 120, now: Timestamp, seed: UInt64 = 23) throws -> InMemoryStudyDeck {
        let deck = InMemoryStudyDeck()
        let scheduler = Scheduler(enableFuzzing: false)
        var generator = SplitMix64(seed: seed)
        let start = now.advanced(byDays: -days)
        for index in 0..<cardCount {
            let item = LookupItem.kanji(String(UnicodeScalar(0x4E00 + index)!))
            var card = try deck.add(item, now: start.advanced(byDays: index * days / cardCount))
            var time = card.schedule.due
            while true {
                time = max(time, card.schedule.due).advanced(bySeconds: Int64(generator.next() % 3) * 86_400 + Int64(generator.next() % 3_600))
                guard time < now else { break }
                let roll = generator.next() % 10
                let rating: Rating = roll == 0 ? .again : roll == 1 ? .hard : roll < 9 ? .good : .easy
                let (schedule, log) = scheduler.review(card.schedule, rating: rating, at: time)
                card.schedule = schedule
                _ = try deck.save(card, log: log)
            }
        }
        return deck
    }
}
