import KanjiKit

/// The text layouts of `show` and `word`: one fact per line, label first, so `grep Kun` works.
enum PlainText {
    /// - Parameter limit: how many words to list; nil lists all.
    static func detail(of kanji: Kanji, words: [Word], limit: Int?) -> String {
        var text = "\(kanji.character)\n"
        for fact in KanjiLabels.facts(for: kanji) {
            text += "  " + fact.label.padding(toWidth: 12) + fact.value + "\n"
        }
        text += "Words (\(words.count), common first)\n"
        let shown = limit.map { Array(words.prefix($0)) } ?? words
        for word in shown { text += "  " + entry(word) + "\n" }
        if shown.count < words.count {
            text += "  … \(words.count - shown.count) more (--limit 0 shows all)\n"
        }
        return text
    }

    static func word(_ written: String, entries: [Word], kanji: [Kanji]) -> String {
        var text = entries.isEmpty ? "\(written)  (not in the word list)\n" : entries.map { entry($0) + "\n" }.joined()
        text += "Kanji\n"
        for character in kanji {
            text += "  \(character.character)  \(character.meanings.joined(separator: "; "))\n"
        }
        return text
    }

    /// "日本 [にほん]  Japan" — the reading is left out when it is the headword itself (kana words).
    static func entry(_ word: Word) -> String {
        let head = word.reading == word.headword ? word.headword : "\(word.headword) [\(word.reading)]"
        return "\(head)  \(KanjiLabels.gloss(of: word))"
    }
}

private extension String {
    /// Pads ASCII labels to a column; labels are English, so characters equal columns.
    func padding(toWidth width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
