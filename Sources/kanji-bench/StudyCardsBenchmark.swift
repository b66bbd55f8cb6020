import FSRS
import Foundation
import KanjiKit
import UserData

// MARK: - StudyCardsBenchmark

/// Issue 11's read of every card of a 5,000-card user database, soonest due first (`UserDatabase.studyRows`), which
/// the Study tab then did at each opening; since issue 19 the tab reads a page (`LargeUserDataBenchmark`) and only
/// `study list` and `study export` read every card. Half the cards have been graded, so the rows hold the mix of
/// states, stabilities and due times a real list has; the median of 31 reads.
struct StudyCardsBenchmark {
    let store: KanjiStore
    private let cardCount = 5_000

    func run() throws -> [BenchmarkRow] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-bench-study-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try UserDatabase.open(at: folder.appendingPathComponent("user.sqlite").path)
        let start = Timestamp(secondsSince1970: 1_800_000_000)
        let items = try store.allKanji().prefix(cardCount).map { RecordedItem.kanji($0.character) }
        guard items.count == cardCount else { throw BenchmarkFailure(description: "the data has fewer than \(cardCount) kanji") }
        let kept = try database.keepForStudy(items, at: start)
        let scheduler = Scheduler()
        for (number, addition) in kept.enumerated() where number.isMultiple(of: 2) {
            let rating = Rating.allCases[number / 2 % Rating.allCases.count]
            _ = try database.review(cardID: addition.row.card.id) { scheduler.review($0, rating: rating, at: start) }
        }
        var count = 0
        let median = IterationTimer(samples: 31, iterations: 1).medianNanoseconds {
            count = (try? database.studyRows().count) ?? 0
        }
        guard count == cardCount else { throw BenchmarkFailure(description: "read \(count) cards, not \(cardCount)") }
        let milliseconds = median / 1_000_000
        return [BenchmarkRow(measure: "reading 5,000 study cards from the user database, soonest due first (median of 31)",
                             result: "\(milliseconds.fixed(2)) ms", target: "≤ 20 ms (the whole Study tab opening)",
                             isMet: milliseconds <= 20)]
    }
}
