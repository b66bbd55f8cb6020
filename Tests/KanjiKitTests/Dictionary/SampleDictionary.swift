import Foundation
@testable import KanjiKit

/// `Fixtures/words.bin`: sixteen real JMdict entries (日本, 二本, 学校, がっこ, 食べる, 食う, 車, 自動車,
/// the two 一日 …) built by `tools/generate_words.py --sample Fixtures/sample-entries.json`; the
/// generator's tests check that the committed file is what it builds.
enum SampleDictionary {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static let dictionary = try! WordDictionary(path: directory + "/words.bin")

    /// The headwords `search` finds for `query`, best first.
    static func headwords(_ query: String, limit: Int = 20) throws -> [String] {
        try dictionary.search(query, limit: limit).map(\.entry.headword)
    }
}
