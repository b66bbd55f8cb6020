import KanjiKit

/// The text layouts of `show` and `word`: one fact per line, label first, so `grep Kun` works.
enum PlainText {
    /// - Parameters:
    ///   - words: the words to list, most common first (the first few of `totalCount`).
    ///   - totalCount: how many words the kanji has in all.
    static func detail(of kanji: Kanji, words: [Word], totalCount: Int) -> String {
        var text = "\(kanji.character)\n"
        for fact in KanjiLabels.facts(for: kanji) {
            text += "  " + fact.label.padding(toWidth: 12) + fact.value + "\n"
        }
        text += "Words (\(totalCount), most common first)\n"
        for word in words { text += "  " + entry(word) + "\n" }
        if words.count < totalCount {
            text += "  … \(totalCount - words.count) more (--limit 0 shows all)\n"
        }
        return text
    }

    /// Each JMdict entry: headword and reading, its forms with their tags and restrictions, its pitch accents
    /// drawn (`accentLines`), how common it is, its JLPT level as the lists agree on it, then every sense numbered, with its parts of speech, tags and notes
    /// on a line below; then the kanji. An entry the query `written` names by one of its kanji spellings is headed by
    /// that spelling, the senses JMdict ties to it first, each keeping its number (`word 直す`: 直す, "2. to fix" first).
    static func word(entries: [DictionaryEntry], written: String, pitch: WordPitch, kanji: [Kanji]) -> String {
        var text = ""
        for entry in entries {
            let heading = entry.kanjiForms.contains { $0.text == written } ? written : entry.headword
            let reading = entry.readings.first { $0.appliesTo(heading) }?.text ?? entry.reading
            text += (reading == heading ? heading : "\(heading) [\(reading)]") + "\n"
            if !entry.kanjiForms.isEmpty {
                text += "  " + "Written".padding(toWidth: 12) + entry.kanjiForms.map { form($0.text, tags: $0.tags) }.joined(separator: "; ") + "\n"
            }
            let readings = entry.readings.map { reading in
                form(reading.text, tags: reading.tags + (reading.restrictedTo.isEmpty ? [] : ["only " + reading.restrictedTo.joined(separator: ", ")]))
            }
            text += "  " + "Read".padding(toWidth: 12) + readings.joined(separator: "; ") + "\n"
            text += accentLines(pitch.readings(of: entry))
            text += "  " + "Common".padding(toWidth: 12) + entry.commonness + "\n"
            // As `--json` says it: the shown level ("jlpt") and its source, or why none is shown.
            if let verdict = entry.jlptVerdict { text += "  " + "JLPT".padding(toWidth: 12) + verdict.summary + "\n" }
            text += "  " + "Rank".padding(toWidth: 12) + "\(entry.rank) of the dictionary's words\n"
            for (number, sense) in entry.senses(writtenAs: written) {
                text += "  \(number + 1). " + sense.glosses.joined(separator: "; ") + "\n"
                let about = sense.partsOfSpeech + sense.tags + sense.notes
                if !about.isEmpty { text += "     " + about.joined(separator: "; ") + "\n" }
            }
        }
        return text + kanjiLines(kanji)
    }

    /// `word --edict`: the EDICT file's one-line entries, then the kanji.
    static func word(edictEntries: [Word], kanji: [Kanji]) -> String {
        edictEntries.map { entry($0) + "\n" }.joined() + kanjiLines(kanji)
    }

    private static func kanjiLines(_ kanji: [Kanji]) -> String {
        guard !kanji.isEmpty else { return "" }
        return "Kanji\n" + kanji.map { "  \($0.character)  \($0.meanings.joined(separator: "; "))\n" }.joined()
    }

    /// "日の本 (ateji (phonetic) reading)".
    private static func form(_ text: String, tags: [String]) -> String {
        tags.isEmpty ? text : "\(text) (\(tags.joined(separator: ", ")))"
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
