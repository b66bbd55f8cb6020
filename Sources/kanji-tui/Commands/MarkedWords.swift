import ArgumentParser
import KanjiKit
import StudyExchange
import UserData

/// The words a `known` command was given, each matched to the word the study list would keep (`study add`'s match):
/// every one found, or the command stops before anything is written.
struct MarkedWords {
    /// Each text given and the word it names, in order (日本 and にほん name one word twice).
    let named: [(text: String, word: MarkedWordKey)]

    /// Matches `texts` (empty ones passed over) with the data `data` names.
    /// - Throws: exit status 1 after listing on stderr every text that is no word of JMdict, or names several without
    ///   its reading (`otherwise` ends the line: "nothing marked"); status 2 when the data cannot be read.
    init(_ texts: [String], data: DataOptions, otherwise: String) throws {
        let lookup = try StudyItemLookup(data: data)
        var named: [(text: String, word: MarkedWordKey)] = []
        var unknown: [String] = [], ambiguous: [String] = []
        for text in texts where !text.isEmpty {
            switch try BadData.exitOnError({ () throws(DatasetError) in try lookup.markedWordMatch(for: text) }) {
            case .word(let word): named.append((text, word))
            case .ambiguous(let words): ambiguous.append("\(ArgumentText.quoted(text)) is \(Self.either(words))")
            case .none: unknown.append(text)
            }
        }
        if !unknown.isEmpty {
            TextOutput.standardError.write("kanji-tui: not a word of JMdict: \(unknown.map { ArgumentText.quoted($0) }.joined(separator: ", ")) (\(otherwise))\n")
        }
        if !ambiguous.isEmpty {
            TextOutput.standardError.write("kanji-tui: \(ambiguous.joined(separator: "; ")): give the reading (\(otherwise))\n")
        }
        guard unknown.isEmpty && ambiguous.isEmpty else { throw ExitCode(1) }
        self.named = named
    }

    /// The words, each once, in the order first named.
    var words: [MarkedWordKey] {
        var seen = Set<MarkedWordKey>()
        return named.map(\.word).filter { seen.insert($0).inserted }
    }

    /// "生物[せいぶつ] or 生物[なまもの]": the words an ambiguous text may be, as they are typed.
    static func either(_ words: [MarkedWordKey]) -> String {
        words.dropLast().map(typed).joined(separator: ", ") + (words.count > 1 ? " or " : "") + (words.last.map(typed) ?? "")
    }

    /// `word` as `known export` writes it and every `known` command reads it back: 日本[にほん], or する alone when
    /// the word is written in its reading.
    static func typed(_ word: MarkedWordKey) -> String {
        word.word == word.reading ? word.word : "\(word.word)[\(word.reading)]"
    }
}
