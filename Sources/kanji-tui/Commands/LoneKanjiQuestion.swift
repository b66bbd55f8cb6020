import ArgumentParser
import KanjiKit
import StudyExchange
import UserData

/// `study add 水`: a kanji typed alone that also writes a common word on its own (みず, "water") is asked about on the
/// terminal, its words and the kanji listed to choose from; `--word` or `--kanji` answers for a script. Without a
/// terminal to ask on and without either flag, nothing is added (exit status 2), the message naming both choices.
enum LoneKanjiQuestion {
    /// One kanji typed alone and what it may mean.
    struct Choice {
        /// As typed.
        let text: String
        /// Its common words alone, commonest first (`StudyItemLookup.commonLoneKanjiWords`), each with its first glosses.
        let words: [(item: RecordedItem, meaning: String)]
        /// The kanji's meanings.
        let kanjiMeaning: String

        /// "the word 水 (みず) "water (…)"" and "the kanji 水 "water"", as the choices are named.
        var wordNames: [String] { words.map { "the word \($0.item.displayName) \"\($0.meaning)\"" } }
        var kanjiName: String { "the kanji \(text) \"\(kanjiMeaning)\"" }
    }

    /// The choice for `text`, or `nil` when it is no kanji typed alone that writes a common word.
    static func choice(for text: String, lookup: StudyItemLookup) throws(DatasetError) -> Choice? {
        let entries = try lookup.commonLoneKanjiWords(typed: text)
        guard !entries.isEmpty else { return nil }
        var words: [(item: RecordedItem, meaning: String)] = []
        for entry in entries {
            let item = try lookup.item(of: entry)
            words.append((item, lookup.meaning(of: item)))
        }
        return Choice(text: text, words: words, kanjiMeaning: lookup.meaning(of: .kanji(text)))
    }

    /// The item each of `choices` means, asked on the terminal one after another.
    /// - Throws: exit status 2 when there is no terminal to ask on (every choice named, with the flags), 1 when an answer
    ///   is none of the numbers offered (nothing added).
    static func answers(_ choices: [Choice]) throws -> [String: RecordedItem] {
        var chosen: [String: RecordedItem] = [:]
        for choice in choices where chosen[choice.text] == nil {
            let options = choice.wordNames + [choice.kanjiName]
            let listing = options.enumerated().map { "  \($0.offset + 1). \($0.element)\n" }.joined()
            let question = "\(choice.text) is a word and a kanji; which do you mean?\n" + listing
                + "kanji-tui: keep which? [1-\(options.count)] "
            switch TerminalQuestion.ask(question, stdinIsInput: false) {
            case .noTerminal:
                throw refusal(choices)
            case .line(let line):
                guard let number = line.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), (1...options.count).contains(number) else {
                    TextOutput.standardError.write("kanji-tui: nothing added\n")
                    throw ExitCode(1)
                }
                chosen[choice.text] = number <= choice.words.count ? choice.words[number - 1].item : .kanji(choice.text)
            }
        }
        return chosen
    }

    /// Says on stderr that `choices` cannot be asked about, naming what each may mean and the flags; exit status 2.
    private static func refusal(_ choices: [Choice]) -> ExitCode {
        let lines = choices.map { "  \($0.text): " + ($0.wordNames + ["or " + $0.kanjiName]).joined(separator: ", ") + "\n" }
        // A reading written in brackets, as an example: the first item's last word's.
        let example = choices[0].words.last.map { "\(choices[0].text)[\($0.item.reading ?? $0.item.key)]" } ?? choices[0].text
        TextOutput.standardError.write("kanji-tui: a kanji alone may be a word or the kanji, and there is no terminal to ask on:\n"
            + lines.joined()
            + "pass --word for the word (its commonest reading; write \(example) for a reading of your own) or --kanji for the kanji "
            + "(nothing added)\n")
        return ExitCode(2)
    }
}
