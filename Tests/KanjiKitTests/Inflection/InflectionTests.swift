import Testing
@testable import KanjiKit

/// Conjugated forms find their dictionary word, with the chain that led there, on the committed JMdict
/// (issue 21): every form the issue names, typed in kanji, kana or romaji.
@Suite struct InflectionTests {
    private let dictionary = try! WordDictionary(directory: Fixtures.resources)

    @Test(arguments: [
        ("食べた", "食べる", [Inflection.past]),
        ("tabemasen", "食べる", [.politeNegative]),
        ("tabemasu", "食べる", [.polite]),
        ("tabeta", "食べる", [.past]),
        ("行って", "行く", [.te]),
        ("来られる", "来る", [.potentialOrPassive]),
        ("しなかった", "する", [.negative, .past]),
        ("美しくない", "美しい", [.negative]),
        ("読ませられた", "読む", [.causative, .potentialOrPassive, .past]),
        ("食べちゃった", "食べる", [.te, .chau, .past]),
        ("見てる", "見る", [.te, .teru]),
        ("見ていた", "見る", [.te, .teiru, .past]),
        ("書けば", "書く", [.conditionalBa]),
        ("飲みたくない", "飲む", [.tai, .negative]),
        ("静かでした", "静か", [.politePast]),
        ("勉強しました", "勉強", [.politePast]),
        ("泳いだ", "泳ぐ", [.past]),
        ("死んだ", "死ぬ", [.past]),
        ("遊ばない", "遊ぶ", [.negative]),
        ("待って", "待つ", [.te]),
        ("買わなかった", "買う", [.negative, .past]),
        ("話そう", "話す", [.volitional]),
        ("帰れ", "帰る", [.imperative]),
        ("食べろ", "食べる", [.imperative]),
        ("書いたら", "書く", [.conditionalTara]),
        ("書きなさい", "書く", [.nasai]),
        ("泣きそう", "泣く", [.appearance]),
        ("高そう", "高い", [.appearance]),
        ("知らずに", "知る", [.zu]),
        ("よかった", "いい", [.past]),
        ("なかった", "ない", [.past]),
        ("いらっしゃいます", "いらっしゃる", [.polite]),
        ("書かされた", "書く", [.shortCausative, .passive, .past]),
        ("こない", "来る", [.negative]),
        ("しない", "する", [.negative]),
    ] as [(String, String, [Inflection])])
    func an_inflected_form_finds_its_dictionary_word_first_with_its_chain(query: String, headword: String, chain: [Inflection]) throws {
        let matches = try dictionary.search(query, limit: 10)
        let first = try #require(matches.first { $0.kind == .inflected }, "\(query): \(matches.map(\.entry.headword))")
        #expect(first.entry.headword == headword, "\(query): \(matches.map { ($0.entry.headword, $0.kind) })")
        #expect(first.inflection == chain, "\(query): \(Inflection.label(of: first.inflection))")
        #expect(matches.first?.kind != .prefix, "\(query): the inflected word comes before prefixes")
    }

    @Test(arguments: ["食べた", "tabemasen", "行って", "来られる", "しなかった", "美しくない", "読ませられた", "食べちゃった", "見てる",
                      "書けば", "飲みたくない", "静かでした"])
    func the_issues_forms_put_their_word_first_of_all_results(query: String) throws {
        let matches = try dictionary.search(query, limit: 10)
        #expect(matches.first?.kind == .inflected, "\(query): \(matches.map { ($0.entry.headword, $0.kind) })")
    }

    @Test func a_chain_must_fit_the_words_class() throws {
        // 書いた is the past of the godan verb 書く; the nouns read かく (格, 角, 核) are not its dictionary form.
        let matches = try dictionary.inflectedMatches(of: "かいた", limit: 20)
        #expect(matches.contains { $0.entry.headword == "書く" })
        #expect(!matches.contains { $0.entry.wordClass.isDisjoint(with: WordClass.dictionaryClasses) })
    }

    @Test func a_word_as_typed_is_not_an_inflection_of_itself() throws {
        #expect(try dictionary.inflectedMatches(of: "食べる", limit: 5).allSatisfy { $0.entry.headword != "食べる" })
        #expect(Deinflector.candidates(of: "").isEmpty)
    }

    @Test func the_chain_reads_dictionary_form_first() {
        #expect(Inflection.label(of: [.te, .teiru, .past]) == "te-form, ongoing (ている), past")
    }
}
