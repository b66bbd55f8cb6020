import Testing
@testable import KanjiKit

@Suite struct RomajiTests {
    /// Every row of `RomajiTable`, written out again here so a changed row is a failing test, not a new truth.
    private static let everyRow: [(romaji: String, kana: String)] = [
        ("a", "あ"), ("i", "い"), ("u", "う"), ("e", "え"), ("o", "お"),
        ("ka", "か"), ("ki", "き"), ("ku", "く"), ("ke", "け"), ("ko", "こ"),
        ("kya", "きゃ"), ("kyu", "きゅ"), ("kyo", "きょ"),
        ("ga", "が"), ("gi", "ぎ"), ("gu", "ぐ"), ("ge", "げ"), ("go", "ご"),
        ("gya", "ぎゃ"), ("gyu", "ぎゅ"), ("gyo", "ぎょ"),
        ("sa", "さ"), ("shi", "し"), ("si", "し"), ("su", "す"), ("se", "せ"), ("so", "そ"),
        ("sha", "しゃ"), ("shu", "しゅ"), ("she", "しぇ"), ("sho", "しょ"),
        ("sya", "しゃ"), ("syu", "しゅ"), ("syo", "しょ"),
        ("za", "ざ"), ("ji", "じ"), ("zi", "じ"), ("zu", "ず"), ("ze", "ぜ"), ("zo", "ぞ"),
        ("ja", "じゃ"), ("ju", "じゅ"), ("je", "じぇ"), ("jo", "じょ"),
        ("jya", "じゃ"), ("jyu", "じゅ"), ("jyo", "じょ"),
        ("zya", "じゃ"), ("zyu", "じゅ"), ("zyo", "じょ"),
        ("ta", "た"), ("chi", "ち"), ("ti", "ち"), ("tsu", "つ"), ("tu", "つ"), ("te", "て"), ("to", "と"),
        ("cha", "ちゃ"), ("chu", "ちゅ"), ("che", "ちぇ"), ("cho", "ちょ"),
        ("cya", "ちゃ"), ("cyu", "ちゅ"), ("cyo", "ちょ"),
        ("tya", "ちゃ"), ("tyu", "ちゅ"), ("tyo", "ちょ"),
        ("da", "だ"), ("di", "ぢ"), ("du", "づ"), ("de", "で"), ("do", "ど"),
        ("dya", "ぢゃ"), ("dyu", "ぢゅ"), ("dyo", "ぢょ"),
        ("na", "な"), ("ni", "に"), ("nu", "ぬ"), ("ne", "ね"), ("no", "の"),
        ("nya", "にゃ"), ("nyu", "にゅ"), ("nyo", "にょ"),
        ("ha", "は"), ("hi", "ひ"), ("fu", "ふ"), ("hu", "ふ"), ("he", "へ"), ("ho", "ほ"),
        ("hya", "ひゃ"), ("hyu", "ひゅ"), ("hyo", "ひょ"),
        ("fa", "ふぁ"), ("fi", "ふぃ"), ("fe", "ふぇ"), ("fo", "ふぉ"),
        ("ba", "ば"), ("bi", "び"), ("bu", "ぶ"), ("be", "べ"), ("bo", "ぼ"),
        ("bya", "びゃ"), ("byu", "びゅ"), ("byo", "びょ"),
        ("pa", "ぱ"), ("pi", "ぴ"), ("pu", "ぷ"), ("pe", "ぺ"), ("po", "ぽ"),
        ("pya", "ぴゃ"), ("pyu", "ぴゅ"), ("pyo", "ぴょ"),
        ("ma", "ま"), ("mi", "み"), ("mu", "む"), ("me", "め"), ("mo", "も"),
        ("mya", "みゃ"), ("myu", "みゅ"), ("myo", "みょ"),
        ("ya", "や"), ("yu", "ゆ"), ("yo", "よ"),
        ("ra", "ら"), ("ri", "り"), ("ru", "る"), ("re", "れ"), ("ro", "ろ"),
        ("rya", "りゃ"), ("ryu", "りゅ"), ("ryo", "りょ"),
        ("wa", "わ"), ("wo", "を"),
        ("va", "ゔぁ"), ("vi", "ゔぃ"), ("vu", "ゔ"), ("ve", "ゔぇ"), ("vo", "ゔぉ"),
    ]

    @Test func every_row_of_the_table_converts_to_its_kana() {
        for row in Self.everyRow {
            #expect(Romaji.hiragana(row.romaji) == RomajiConversion(kana: row.kana, incompleteTail: ""), "\(row.romaji)")
        }
    }

    @Test func the_test_lists_exactly_the_rows_of_the_table() {
        #expect(Self.everyRow.count == RomajiTable.syllables.count)
        #expect(Dictionary(uniqueKeysWithValues: Self.everyRow.map { ($0.romaji, $0.kana) }) == RomajiTable.syllables)
    }

    @Test(arguments: [
        ("nihon", "にほん"), ("n", "ん"), ("hon", "ほん"), ("honn", "ほん"),
        ("kan'i", "かんい"), ("kanni", "かんに"), ("konnichiha", "こんにちは"), ("onna", "おんな"),
        ("kanji", "かんじ"), ("shinbun", "しんぶん"), ("shinnbun", "しんぶん"), ("kin'youbi", "きんようび"),
        ("hannya", "はんにゃ"), ("shimbun", "しんぶん"), ("sempai", "せんぱい"), ("sammai", "さんまい"),
    ])
    func n_and_m_become_syllabic_n_where_hepburn_says(romaji: String, kana: String) {
        #expect(Romaji.hiragana(romaji) == RomajiConversion(kana: kana, incompleteTail: ""))
    }

    @Test(arguments: [
        ("gakkou", "がっこう"), ("massugu", "まっすぐ"), ("kitte", "きって"), ("ippai", "いっぱい"),
        ("matcha", "まっちゃ"), ("macchi", "まっち"), ("beddo", "べっど"), ("baggu", "ばっぐ"),
        ("zasshi", "ざっし"), ("kekkon", "けっこん"),
    ])
    func doubled_consonants_and_tch_write_small_tsu(romaji: String, kana: String) {
        #expect(Romaji.hiragana(romaji) == RomajiConversion(kana: kana, incompleteTail: ""))
    }

    @Test(arguments: [
        ("kō", "こう"), ("kou", "こう"), ("koo", "こお"), ("kô", "こう"), ("tōkyō", "とうきょう"),
        ("okāsan", "おかあさん"), ("chīsai", "ちいさい"), ("kūki", "くうき"), ("onēsan", "おねえさん"),
        ("rāmen", "らあめん"), ("ra-men", "らーめん"), ("TŌKYŌ", "とうきょう"),
        ("ko\u{304}", "こう"),
    ])
    func long_vowels_expand_and_a_dash_is_the_long_mark(romaji: String, kana: String) {
        #expect(Romaji.hiragana(romaji) == RomajiConversion(kana: kana, incompleteTail: ""))
    }

    @Test func case_does_not_matter() {
        #expect(Romaji.hiragana("NiChI")?.kana == "にち")
        #expect(Romaji.hiragana("Gakkou")?.kana == "がっこう")
    }

    @Test(arguments: [
        ("nich", "に", "ch"), ("k", "", "k"), ("gak", "が", "k"), ("gakk", "がっ", "k"), ("sh", "", "sh"),
        ("ts", "", "ts"), ("ky", "", "ky"), ("ny", "", "ny"), ("mat", "ま", "t"), ("matc", "ま", "tc"),
        ("wat", "わ", "t"),
    ])
    func an_unfinished_syllable_at_the_end_is_returned_as_a_tail(romaji: String, kana: String, tail: String) {
        let conversion = Romaji.hiragana(romaji)
        #expect(conversion == RomajiConversion(kana: kana, incompleteTail: tail))
        #expect(conversion?.isComplete == false)
    }

    @Test func the_tail_becomes_the_kana_it_can_still_turn_into() {
        #expect(Romaji.hiragana("nich")?.readingPrefixes == ["にち", "にちぇ", "にちゃ", "にちゅ", "にちょ"])
        #expect(Romaji.hiragana("gak")?.readingPrefixes == ["がか", "がき", "がきゃ", "がきゅ", "がきょ", "がく", "がけ", "がこ", "がっ"])
        #expect(Romaji.hiragana("matc")?.readingPrefixes == ["まっち"])
        #expect(Romaji.hiragana("sem")?.readingPrefixes == ["せま", "せみ", "せみゃ", "せみゅ", "せみょ", "せむ", "せめ", "せも", "せん"])
        #expect(Romaji.hiragana("hon")?.readingPrefixes == ["ほん"])
    }

    @Test(arguments: ["", "2", "日", "にち", "q", "co", "counter", "nichi 2", "x", "l", "ka'", "kyx", "wi"])
    func anything_that_is_not_romaji_is_nil(text: String) {
        #expect(Romaji.hiragana(text) == nil)
    }
}
