import KanjiKit

/// What a kanji search that found no kanji says when its query reads as a word: `nihon` is no kanji's reading, but
/// it is にほん, the reading of 日本 and 二本 — jisho.org's one box finds both, so the Kanji tab says where the
/// words are ("にほん: 2 words in Words (2) — 日本, 二本") and shows the kanji the best one is written with.
public struct KanjiSearchWordHint: Sendable, Hashable {
    /// How the query reads: its kana when it is romaji ("にほん"), else the query as typed.
    public let reading: String
    /// The words the query is a form or reading of, best first (at most ``limit``).
    public let headwords: [String]

    /// The most words looked up for one hint: enough to count a few, not a search.
    static let limit = 20
    /// The most headwords the line names.
    private static let named = 3

    /// The hint for `query`, or nil when no word is written or read so (a gloss does not count: English finds
    /// kanji by their meanings already).
    public static func find(_ query: String, in words: WordDictionary) -> KanjiSearchWordHint? {
        guard let matches = try? words.search(query, limit: limit) else { return nil }
        var headwords: [String] = []
        for match in matches where match.kind == .exactForm || match.kind == .romajiReading {
            // The kanji spelling: the hint leads to kanji, and この is headed by its kana but written 此の.
            if !headwords.contains(match.entry.kanjiSpelling) { headwords.append(match.entry.kanjiSpelling) }
        }
        guard !headwords.isEmpty else { return nil }
        return KanjiSearchWordHint(reading: ListSearch.romajiReading(of: query) ?? query, headwords: headwords)
    }

    /// "にほん: 2 words in Words (2) — 日本, 二本": what the query is, and where its words are.
    public var text: String {
        let count = headwords.count >= Self.limit ? "\(Self.limit)+" : "\(headwords.count)"
        let names = headwords.prefix(Self.named).joined(separator: ", ") + (headwords.count > Self.named ? ", …" : "")
        let noun = headwords.count == 1 ? "word" : "words"
        return "\(reading): \(count) \(noun) in Words (\(AppTab.words.rawValue)) — \(names)"
    }
}
