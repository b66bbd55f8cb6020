import Testing
@testable import KanjiKit

/// The query side of the index keys: the same cases as tools/tests/test_generate_words.py, which checks
/// the generator's side, so a key computed here is the key the generator wrote.
@Suite struct DictionaryKeyTests {
    @Test(arguments: [("がっこう", "がっこー"), ("ガッコウ", "がっこー"), ("こお", "こー"), ("くう", "くー"), ("ケーキ", "けーき"),
                      ("１日", "1日"), ("ＣＤ", "cd"), ("まな.ぶ", "まなぶ"), ("日本", "日本")])
    func form_keys_fold_width_script_and_long_vowels(text: String, key: String) {
        #expect(String(decoding: DictionaryKey.form(text), as: UTF8.self) == key)
    }

    @Test(arguments: [("to eat", "to eat"), ("to live on (e.g. a salary)", "to live on"), ("Japan", "japan"),
                      ("(a) (b (c)) day", "day"), ("rock 'n' roll", "rock n roll"), ("café", "café"),
                      ("two (long) things)", "two things")])
    func gloss_keys_drop_notes_case_and_punctuation(text: String, key: String) {
        #expect(DictionaryKey.gloss(text) == key)
    }
}
