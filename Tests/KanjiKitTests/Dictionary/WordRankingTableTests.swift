import Testing
@testable import KanjiKit

/// What the Words tab and `kanji-tui words` put first, as a learner who uses jisho.org expects (issue 22), pinned
/// on the committed `words.bin` (JMdict 2021-04, wordfreq 3.1.1). Each row says why from the data: the
/// expected word's JMdict priority tags and wordfreq rank against those of the word it must beat.
@Suite struct WordRankingTableTests {
    private static let dictionary = try! WordDictionary(directory: Fixtures.resources)

    /// A query, the word it must find first, and optionally words that must be (or must not be) among the first five.
    struct Row: Sendable, CustomTestStringConvertible {
        let query: String
        let first: String
        var inTopFive: [String] = []
        var notInTopFive: [String] = []
        /// Words that must come in this order among the first twenty.
        var inOrder: [String] = []
        var testDescription: String { query }
    }

    static let rows: [Row] = [
        // MARK: romaji
        // Reading matches beat glosses: 日本 (spec1, wordfreq 91) and 二本 read にほん, then readings starting with
        // it — 日本人 (news1, 967), 日本語 (news1, 1,032) — before 記紀 and 書紀, whose glosses say "Nihon".
        Row(query: "nihon", first: "日本", inTopFive: ["二本", "日本人", "日本語"], notInTopFive: ["記紀", "書紀"]),
        Row(query: "nippon", first: "日本"),                    // にっぽん is 日本's second reading (news1)
        // 気 (ichi1, 105) and 木 (ichi1, 900) are common words whose first reading is き; 葱 (ねぎ) has き only as an
        // out-dated reading, so the き of wordfreq's frequent token is not its frequency.
        Row(query: "ki", first: "気", inTopFive: ["木"], notInTopFive: ["葱"]),
        // 川 (ichi1 on かわ, 1,457) before 側, whose かわ carries no tag (its common reading is がわ).
        Row(query: "kawa", first: "川", inTopFive: ["皮", "革"], inOrder: ["川", "皮", "革", "側"]),
        Row(query: "hi", first: "日", inTopFive: ["火"]),          // 日 ichi1 38, 火 ichi1 1,108
        Row(query: "kami", first: "上", inTopFive: ["神", "髪", "紙"]), // 上 ichi1 145, 神 333, 髪 1,241
        Row(query: "hashi", first: "橋", inTopFive: ["端", "箸"]),  // 橋 news1 2,412, 端 5,031, 箸 10,005
        Row(query: "ame", first: "雨", inTopFive: ["飴"]),          // 雨 ichi1 1,206; 飴 ichi1 10,536
        Row(query: "sake", first: "酒", inTopFive: ["鮭"]),         // 酒 ichi1 811; 鮭 spec1 12,890
        Row(query: "taberu", first: "食べる"),                      // ichi1, 1,121
        Row(query: "nomu", first: "飲む"),                          // ichi1, 1,341
        Row(query: "iku", first: "行く"),                           // ichi1, 248
        Row(query: "kuru", first: "来る", inTopFive: ["クール"]),    // 来る ichi1 578; クール gai1 3,609
        Row(query: "miru", first: "見る"),                          // ichi1, 264
        Row(query: "gakkou", first: "学校"),                        // ichi1, 408
        Row(query: "gakko", first: "学校"),                         // the long vowel left out, as learners type it
        Row(query: "sensei", first: "先生", inTopFive: ["先制"]),    // 先生 ichi1 422; 先制 news1 9,357
        Row(query: "tokyo", first: "東京"),                         // news1, 262
        Row(query: "ookii", first: "大きい"),                       // ichi1, 1,282
        Row(query: "chiisai", first: "小さい"),                     // ichi1, 1,455
        Row(query: "neko", first: "猫"),                            // ichi1, 802
        Row(query: "inu", first: "犬"),                             // ichi1, 703
        Row(query: "mizu", first: "水"),                            // ichi1, 394
        Row(query: "yama", first: "山"),                            // ichi1, 915
        Row(query: "hon", first: "本"),                             // ichi1, 161
        Row(query: "kuruma", first: "車"),                          // ichi1, 221
        Row(query: "densha", first: "電車"),                        // ichi1, 1,120
        Row(query: "eki", first: "駅", inTopFive: ["液"]),          // 駅 ichi1 375; 液 ichi1 5,133
        Row(query: "hito", first: "人"),                            // ichi1, 32
        Row(query: "onna", first: "女"),                            // ichi1, 237
        Row(query: "otoko", first: "男"),                           // ichi1, 227
        Row(query: "kodomo", first: "子供"),                        // ichi1, 321
        Row(query: "tomodachi", first: "友達"),                     // ichi1, 452
        Row(query: "ima", first: "今", inTopFive: ["居間"]),        // 今 ichi1 85; 居間 ichi1 20,250
        Row(query: "kyou", first: "今日"),                          // ichi1, 211
        Row(query: "ashita", first: "明日"),                        // ichi1, 545
        Row(query: "nani", first: "何"),                            // ichi1, 69
        Row(query: "dare", first: "誰"),                            // ichi1, 162
        Row(query: "hana", first: "花", inTopFive: ["鼻"]),         // 花 ichi1 551; 鼻 ichi1 2,335
        Row(query: "sora", first: "空"),                            // ichi1, 1,035
        Row(query: "umi", first: "海"),                             // ichi1, 726
        // MARK: kana
        Row(query: "にほん", first: "日本", inTopFive: ["二本", "日本人", "日本語"]),
        Row(query: "き", first: "気", inTopFive: ["木"], notInTopFive: ["葱"]),
        Row(query: "かわ", first: "川", inOrder: ["川", "皮", "革", "側"]),
        Row(query: "カワ", first: "川"),                            // katakana folds to the same key
        Row(query: "はし", first: "橋"),
        Row(query: "あめ", first: "雨"),
        Row(query: "たべる", first: "食べる"),
        Row(query: "ねこ", first: "猫"),
        Row(query: "みず", first: "水"),
        Row(query: "ひと", first: "人"),
        Row(query: "きょう", first: "今日"),
        Row(query: "あした", first: "明日"),
        // MARK: kanji
        Row(query: "日本", first: "日本", inTopFive: ["日本人", "日本語"]),
        Row(query: "日本語", first: "日本語"),
        Row(query: "今日", first: "今日"),
        Row(query: "明日", first: "明日"),
        Row(query: "食べる", first: "食べる"),
        Row(query: "学校", first: "学校"),
        Row(query: "先生", first: "先生"),
        Row(query: "水", first: "水"),
        Row(query: "猫", first: "猫"),
        Row(query: "山", first: "山"),
        Row(query: "川", first: "川"),
        Row(query: "木", first: "木"),
        // 本 is also a common spelling (ichi1) of 元 (もと), whose frequency it lends; the word whose first
        // spelling it is comes first.
        Row(query: "本", first: "本"),
        // MARK: English
        // A gloss that is the query wins: 雨 (ichi1, 1,206) is "rain"; ライン (gai1, 3,094) is only read らいん.
        Row(query: "rain", first: "雨", notInTopFive: ["ライン", "ＬＩＮＥ"]),
        Row(query: "water", first: "水"),                           // 水 ichi1 394; 水分 ichi1 5,526
        Row(query: "cat", first: "猫"),                             // ichi1, 802
        Row(query: "fish", first: "魚"),                            // ichi1, 1,837
        Row(query: "dog", first: "犬"),                             // ichi1, 703
        Row(query: "eat", first: "食べる"),                         // "to eat": JMdict glosses verbs with "to"
        Row(query: "to eat", first: "食べる", inTopFive: ["食う"]),  // 食べる ichi1 1,121; 食う ichi1 4,763
        Row(query: "drink", first: "飲む"),                         // "to drink", ichi1 1,341
        Row(query: "school", first: "学校"),                        // ichi1, 408
        Row(query: "teacher", first: "先生", inTopFive: ["教師"]),   // 先生 ichi1 422; 教師 ichi1 2,053
        Row(query: "car", first: "車", inTopFive: ["自動車"]),       // 車 ichi1 221; 自動車 ichi1 1,967
        Row(query: "tree", first: "木"),                            // ichi1, 900
        Row(query: "river", first: "川"),                           // ichi1, 1,457
        Row(query: "mountain", first: "山"),                        // ichi1, 915
        Row(query: "book", first: "本"),                            // ichi1, 161
        Row(query: "game", first: "ゲーム"),                        // gai1 195, before がめ read as romaji
        Row(query: "Japan", first: "日本", inTopFive: ["ジャパン"]),  // 日本 spec1 91; ジャパン gai1 3,474
        Row(query: "today", first: "今日"),                         // ichi1, 211
        Row(query: "tomorrow", first: "明日"),                      // ichi1, 545
        Row(query: "Japanese", first: "日本語"),                    // news1, 1,032
    ]

    @Test func the_table_covers_sixty_queries_of_every_kind() {
        #expect(Self.rows.count >= 60)
    }

    @Test(arguments: rows)
    func finds_the_word_a_learner_means_first(row: Row) throws {
        let found = try Self.dictionary.search(row.query, limit: 20).map(\.entry.headword)
        #expect(found.first == row.first, "\(row.query): \(found.prefix(5))")
        let topFive = found.prefix(5)
        for headword in row.inTopFive {
            #expect(topFive.contains(headword), "\(row.query): \(headword) not in \(topFive)")
        }
        for headword in row.notInTopFive {
            #expect(!topFive.contains(headword), "\(row.query): \(headword) in \(topFive)")
        }
        let positions = row.inOrder.map { found.firstIndex(of: $0) }
        #expect(positions.allSatisfy { $0 != nil } && positions.map { $0 ?? 0 } == positions.map { $0 ?? 0 }.sorted(),
                "\(row.query): \(row.inOrder) in \(found)")
    }
}
