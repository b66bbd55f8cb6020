/// The readings of a word's kanji, each over its own characters, as furigana puts them (食べた: た over 食; お茶:
/// ちゃ over 茶; 日本人: にほんじん over all three): what the reader's ruby line shows above a word.
///
/// The word's dictionary form is aligned with its reading — its kana must be the reading's, each run of kanji takes
/// what lies between — and the runs of kanji the surface shares with the dictionary form (the stem an inflection
/// leaves alone) get their part. 来る's stem, read く, き or こ by what follows, is read from the surface.
public enum Furigana {
    /// A reading over characters of the word's surface.
    public struct Span: Sendable, Hashable {
        /// The characters it stands over, by index among the surface's characters.
        public let characters: Range<Int>
        /// Their reading, in hiragana.
        public let reading: String
    }

    /// The spans of `word`'s surface, left to right; none for a word without kanji.
    public static func spans(of word: TextWord) -> [Span] {
        let surface = Array(word.surface)
        guard surface.contains(where: isKanji) else { return [] }
        let form = Array(word.dictionaryForm)
        let reading = Array(TokenReading.hiragana(word.reading))
        var shared = 0
        while shared < surface.count, shared < form.count, surface[shared] == form[shared] { shared += 1 }
        let runs = Self.runs(of: form)
        guard let readings = align(runs, form: form, with: reading[...]) else {
            // An irregular reading (a kana of the form not in the reading): one span over the kanji the stem holds.
            guard let first = surface.firstIndex(where: isKanji), let last = surface[..<shared].lastIndex(where: isKanji) else { return [] }
            return [Span(characters: first..<(last + 1), reading: String(reading))]
        }
        return zip(runs, readings).compactMap { run, reading in
            guard run.isKanji, run.range.upperBound <= shared else { return nil }
            return Span(characters: run.range, reading: kuruStem(reading, of: form, run: run.range, surface: surface))
        }
    }

    /// The spans of `word`'s surface with the text's own furigana over the characters it covers: a ruby of an HTML
    /// or EPUB text (`readingHints`, counted in the bytes of the word's line) says how the author reads them,
    /// which the dictionary may not (a name read unusually, 明日 read あす), so its reading replaces the
    /// dictionary's there; the kanji it leaves keep the dictionary's.
    public static func spans(of word: TextWord, readingHints: [ReadingHint]) -> [Span] {
        let surface = Array(word.surface)
        let authors = readingHints.compactMap { hint in
            hint.characters(of: surface, startingAt: word.byteRange.lowerBound).map { Span(characters: $0, reading: hint.reading) }
        }
        guard !authors.isEmpty else { return spans(of: word) }
        let dictionary = spans(of: word).filter { span in !authors.contains { $0.characters.overlaps(span.characters) } }
        return (authors + dictionary).sorted { $0.characters.lowerBound < $1.characters.lowerBound }
    }

    // MARK: Private

    /// A run of the dictionary form's characters: kanji, or anything else (kana, a letter).
    private struct Run {
        let range: Range<Int>
        let isKanji: Bool
    }

    private static func runs(of form: [Character]) -> [Run] {
        var runs: [Run] = []
        var start = 0
        for index in form.indices where index + 1 == form.count || isKanji(form[index]) != isKanji(form[index + 1]) {
            runs.append(Run(range: start..<(index + 1), isKanji: isKanji(form[start])))
            start = index + 1
        }
        return runs
    }

    /// Each run's part of `reading`, or `nil` when the form's kana are not the reading's: a kana run must be the
    /// reading's next characters, a kanji run takes one or more (the first split that lets the rest align).
    private static func align(_ runs: [Run], form: [Character], with reading: ArraySlice<Character>) -> [String]? {
        guard let run = runs.first else { return reading.isEmpty ? [] : nil }
        let rest = Array(runs.dropFirst())
        if !run.isKanji {
            let kana = Array(TokenReading.hiragana(String(form[run.range])))
            guard reading.starts(with: kana) else { return nil }
            return align(rest, form: form, with: reading.dropFirst(kana.count)).map { [String(kana)] + $0 }
        }
        let leftForRest = rest.reduce(0) { $0 + ($1.isKanji ? 1 : $1.range.count) }
        guard reading.count > leftForRest else { return nil }
        for length in 1...(reading.count - leftForRest) {
            if let others = align(rest, form: form, with: reading.dropFirst(length)) {
                return [String(reading.prefix(length))] + others
            }
        }
        return nil
    }

    /// 来 of 来る read as the surface has it: こ before な, さ, ら, よ, い (来ない, 来させる, 来られる, 来よう, 来い);
    /// く before る, れ; き otherwise (来た, 来ます, 来て). Any other run's reading as it is.
    private static func kuruStem(_ reading: String, of form: [Character], run: Range<Int>, surface: [Character]) -> String {
        guard reading == "く", form[run] == ["来"], run.upperBound < form.count, form[run.upperBound] == "る" else { return reading }
        guard run.upperBound < surface.count else { return reading }
        switch surface[run.upperBound] {
        case "な", "さ", "ら", "よ", "い": return "こ"
        case "る", "れ": return "く"
        default: return "き"
        }
    }

    private static func isKanji(_ character: Character) -> Bool {
        character.unicodeScalars.contains(where: WordScript.isKanji)
    }
}
