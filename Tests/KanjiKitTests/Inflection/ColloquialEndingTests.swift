import Testing
@testable import KanjiKit

/// The endings a learner meets in speech and polite prose (issue 32), found by the grammar on the committed JMdict:
/// です after an adjective, そう as a な-adjective, the contracted ば (なきゃ, 書きゃ) and ては (なくちゃ, 食べちゃ),
/// ちまう, すぎる, たり and the negative ん, as Yomitan's deinflector finds them.
@Suite struct ColloquialEndingTests {
    private static let dictionary = try! WordDictionary(directory: Fixtures.resources)

    @Test(arguments: [
        ("寒かったです", "寒い"), ("寒くないです", "寒い"), ("寒くなかったです", "寒い"), ("寒いでしょう", "寒い"),
        ("面白そうな", "面白い"), ("面白そうだ", "面白い"), ("面白そうです", "面白い"), ("降りそうな", "降りる"),
        ("買わなきゃ", "買う"), ("買わなくちゃ", "買う"), ("買わなければ", "買う"), ("食べなきゃ", "食べる"),
        ("しなくちゃ", "する"), ("書きゃ", "書く"), ("食べりゃ", "食べる"), ("食べちゃ", "食べる"),
        ("読んじゃ", "読む"), ("食べすぎた", "食べる"), ("高すぎる", "高い"), ("食べたり", "食べる"),
        ("行ったり", "行く"), ("知らん", "知る"), ("食べちまった", "食べる"), ("高くなさそう", "高い"),
    ] as [(String, String)])
    func colloquial_and_polite_endings_find_their_word(query: String, headword: String) throws {
        let matches = try Self.dictionary.search(query, limit: 10)
        let inflected = matches.filter { $0.kind == .inflected }.map(\.entry.headword)
        #expect(inflected.contains(headword), "\(query): \(matches.map { ($0.entry.headword, $0.kind) })")
    }
}
