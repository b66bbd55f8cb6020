import Foundation
import GRDB
import KanjiKit
import UserData

// MARK: - LargeUserData

/// Writes a user database the size issue 19 measures the screens at: 100,000 history entries and 50,000 study
/// cards, in one transaction (a second or so), for kanji-bench's screen rows and for `tools/bench.sh`'s
/// `history --tsv` and `study list --tsv` against `sqlite3`.
///
/// The items are the dataset's kanji, then two-kanji words made of them (not all real words: the screens look a
/// missing word up and show no meaning, which costs what a found one does). Entries are a minute apart, newest
/// first; the cards are half new, half in review with a stability and a difficulty, due from 30 days ago to 30
/// days on, so the Study header counts a real mix.
struct LargeUserData {
    static let historyCount = 100_000
    static let cardCount = 50_000
    /// The time the cards' due dates are spread around: the benchmarks' "now".
    static let now = Int64(1_800_000_000)

    let store: KanjiStore

    /// Creates the file at `path` (its schema through `UserDatabase`, as the app would) and fills it.
    func write(to path: String) throws {
        _ = try UserDatabase.open(at: path)
        let characters = try store.allKanji().map(\.character)
        let queue = try DatabaseQueue(path: path)
        try queue.inTransaction { db in
            let history = try db.makeStatement(sql: "INSERT INTO history (kind, key, reading, opened_at_ms) VALUES (?, ?, '', ?)")
            for number in 0..<Self.historyCount {
                let (kind, key) = Self.item(number, characters: characters)
                try history.execute(arguments: [kind, key, (Self.now - Int64(number) * 60) * 1000])
            }
            let cards = try db.makeStatement(sql: """
                INSERT INTO study_card (kind, key, reading, state, step, stability, difficulty, due, last_review, added_at)
                VALUES (?, ?, '', ?, ?, ?, ?, ?, ?, ?)
                """)
            for number in 0..<Self.cardCount {
                let (kind, key) = Self.item(number, characters: characters)
                let due = Self.now + Int64(number % 61 - 30) * 86_400 + Int64(number)
                let added = Self.now - 90 * 86_400
                if number.isMultiple(of: 2) {
                    try cards.execute(arguments: [kind, key, 0, 0, nil, nil, due, nil, added])
                } else {
                    try cards.execute(arguments: [kind, key, 2, nil, 3.5 + Double(number % 50), 5.0, due, due - 86_400, added])
                }
            }
            return .commit
        }
    }

    /// Item `number`: a kanji while there are kanji, then the word of the two kanji `number` picks.
    private static func item(_ number: Int, characters: [String]) -> (kind: String, key: String) {
        guard number >= characters.count else { return ("kanji", characters[number]) }
        let pair = number - characters.count
        return ("word", characters[pair % characters.count] + characters[pair / characters.count % characters.count])
    }
}
