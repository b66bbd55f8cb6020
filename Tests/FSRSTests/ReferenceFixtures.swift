import FSRS
import Foundation

/// The py-fsrs 6.3.2 results that `tools/fsrs_fixtures.py` wrote into `Fixtures/`, parsed.
enum ReferenceFixtures {
    /// One review as py-fsrs performed it, and the card it returned.
    struct Review {
        let line: Int
        let reviewedAt: Timestamp
        let rating: Rating
        let retrievabilityBefore: Double
        let state: CardState
        let step: Int?
        let stability: Double
        let difficulty: Double
        let due: Timestamp
    }

    /// A new card due at `start`, graded over and over.
    struct History {
        let cardID: Int64
        let start: Timestamp
        var reviews: [Review]
    }

    /// One call of py-fsrs's fuzz with its `random()` replaced by `uniform`.
    struct Fuzz {
        let intervalDays: Int
        let uniform: Double
        let fuzzedDays: Int
    }

    /// Histories scheduled without fuzz.
    static let histories = histories(in: "reviews")

    /// Histories scheduled with fuzz, py-fsrs's `random()` giving the Swift module's per-card numbers.
    static let fuzzedHistories = histories(in: "reviews-fuzzed")

    static let fuzz: [Fuzz] = records(in: "fuzz").map { _, fields in
        Fuzz(intervalDays: Int(fields[0])!, uniform: Double(fields[1])!, fuzzedDays: Int(fields[2])!)
    }

    private static func histories(in name: String) -> [History] {
        var histories: [History] = []
        for (line, fields) in records(in: name) {
            if fields[0] == "card" {
                let start = Timestamp(secondsSince1970: Int64(fields[1])!)
                histories.append(History(cardID: Int64(fields[2])!, start: start, reviews: []))
                continue
            }
            histories[histories.count - 1].reviews.append(Review(
                line: line,
                reviewedAt: Timestamp(secondsSince1970: Int64(fields[0])!),
                rating: Rating(rawValue: Int(fields[1])!)!,
                retrievabilityBefore: Double(fields[2])!,
                state: CardState(rawValue: Int(fields[3])!)!,
                step: fields[4] == "-" ? nil : Int(fields[4])!,
                stability: Double(fields[5])!,
                difficulty: Double(fields[6])!,
                due: Timestamp(secondsSince1970: Int64(fields[7])!)
            ))
        }
        return histories
    }

    /// The space-separated fields of every line that is not a `#` comment, with its line number.
    private static func records(in name: String) -> [(line: Int, fields: [String])] {
        let url = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Fixtures")!
        let text = try! String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
            return (index + 1, line.split(separator: " ").map(String.init))
        }
    }
}
