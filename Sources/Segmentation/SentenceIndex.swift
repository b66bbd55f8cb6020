/// One text's sentences and the words each holds: what `kanji-tui sentences` reads of every text of the Read library
/// to find a word's uses in any inflection, the sentences with exactly one unknown word, and the words to learn next.
///
/// Made once per text (segmenting a novel takes about a second) and kept by ``SentenceIndexCache``, so the library's
/// sentences are read back from a file rather than segmented again. What it keeps does not depend on the learner:
/// each word as the segmenter **found** it — one ``words`` row per way the text writes an entry, as ``WordTally``
/// counts them — so the entries the learner chose (``EntryChoices``) and what they know are applied when the index is
/// read (``LibrarySentences``), and neither a choice nor a review makes the index stale.
///
/// A sentence is cut as ``TextSentence`` cuts the sentence a word is kept with: after 。！？!?」, within a line or the
/// lines a hard wrap joins to it, its leading spaces left out. Sentences without a word (a heading of digits, a line
/// of symbols) are not kept. Names are not kept either: they are no JMdict entry, and no count leaves them out
/// of the vocabulary by mistake when they are not there.
public struct SentenceIndex: Sendable, Hashable {
    /// One word of a sentence: which of ``SentenceIndex/words`` it is, and where it is in the sentence.
    public struct Occurrence: Sendable, Hashable {
        /// Its index in ``SentenceIndex/words``.
        public let word: Int
        /// Its bytes in ``Sentence/text`` (the UTF-8 of its surface).
        public let bytes: Range<Int>

        public init(word: Int, bytes: Range<Int>) {
            self.word = word
            self.bytes = bytes
        }
    }

    /// One sentence of the text.
    public struct Sentence: Sendable, Hashable {
        /// The sentence as one line, safe for a terminal (``ReadingText/text(ofBlock:)``).
        public let text: String
        /// Where it starts in the text, in bytes: a reading position (``ReadingText/block(atByte:)``), so the
        /// sentence can be opened in its text.
        public let position: Int
        /// Its words (vocabulary and grammar), in order.
        public let occurrences: [Occurrence]

        public init(text: String, position: Int, occurrences: [Occurrence]) {
            self.text = text
            self.position = position
            self.occurrences = occurrences
        }
    }

    /// The ways the text writes its entries, each once: its entry, surface, dictionary form, headword and reading, its
    /// candidates and whether it is grammar, as the segmenter found it. Placed at bytes 0 of its surface with no
    /// inflection listed: a word to ask the study list of, to apply a choice to (``WordSegmenter/chosen(_:by:)``) and to
    /// give furigana to (``Furigana/spans(of:)``), not a place in a line.
    public let words: [TextWord]
    /// The sentences with at least one word, in the text's order.
    public let sentences: [Sentence]

    public init(words: [TextWord], sentences: [Sentence]) {
        self.words = words
        self.sentences = sentences
    }

    /// Segments every line of `text`, the lines a hard wrap joins as one (``WordSegmenter/words(inRun:of:)``, as the
    /// reader and `analyze` read them), and cuts each line or run into sentences.
    public init(text: ReadingText, segmenter: WordSegmenter) {
        var builder = Builder()
        var block = 0
        while block < text.blocks.count {
            let run = text.run(holdingBlock: block)
            let lines = segmenter.words(inRun: run, of: text)
            if run.count == 1 {
                let start = text.byteOffset(ofBlock: run.lowerBound)
                builder.add(line: text.text(ofBlock: run.lowerBound), words: lines[0].words.map { ($0, $0.byteRange.lowerBound) }) { start + $0 }
            } else {
                let joined = text.joined(run)
                var placed: [(TextWord, Int)] = []
                for (line, lineWords) in zip(run, lines) {
                    placed += lineWords.words.map { ($0, joined.textByte($0.byteRange.lowerBound, ofBlock: line)) }
                }
                builder.add(line: joined.text, words: placed) { byte in
                    let block = joined.block(atTextByte: byte)
                    return text.byteOffset(ofBlock: block) + joined.lineByte(byte, ofBlock: block)
                }
            }
            block = run.upperBound
        }
        self.init(words: builder.words, sentences: builder.sentences)
    }

    /// Gathers the sentences of a text line by line, and its words each once.
    private struct Builder {
        var words: [TextWord] = []
        var sentences: [Sentence] = []
        /// Where each way of writing an entry is in ``words``.
        private var places: [Key: Int] = [:]

        /// What tells two of a text's words apart: what a choice is keyed by, and the entry found.
        private struct Key: Hashable {
            let entryNumber: Int
            let surface: String
            let dictionaryForm: String
            let isGrammar: Bool
        }

        /// Cuts `line` into sentences, each with the `words` that start in it; each word is given with where it starts
        /// in `line`, in bytes, and `position` gives where a byte of `line` is in the text (a run joins its lines
        /// without their breaks and indentation).
        mutating func add(line: String, words lineWords: [(word: TextWord, start: Int)], position: (Int) -> Int) {
            let vocabulary = lineWords.filter { !$0.word.isName }
            guard !vocabulary.isEmpty else { return }
            var next = 0
            var start = 0
            var byte = 0
            let utf8 = Array(line.utf8)
            for character in line {
                byte += character.utf8.count
                guard TextSentence.endings.contains(character) else { continue }
                next = add(utf8, start..<byte, at: position, words: vocabulary, from: next)
                start = byte
            }
            if start < utf8.count { _ = add(utf8, start..<utf8.count, at: position, words: vocabulary, from: next) }
        }

        /// Adds the sentence at `bytes` of `line` with the words from index `first` that start in it, its leading
        /// spaces left out. - Returns: the index of the first word after it.
        private mutating func add(_ line: [UInt8], _ bytes: Range<Int>, at position: (Int) -> Int, words lineWords: [(word: TextWord, start: Int)],
                                  from first: Int) -> Int {
            var end = first
            while end < lineWords.count && lineWords[end].start < bytes.upperBound { end += 1 }
            guard end > first else { return end }
            let start = Self.afterSpaces(line, bytes)
            let occurrences = lineWords[first..<end].map { placed in
                let from = max(placed.start - start, 0)
                return Occurrence(word: index(of: placed.word), bytes: from..<min(from + placed.word.surface.utf8.count, bytes.upperBound - start))
            }
            sentences.append(Sentence(text: String(decoding: line[start..<bytes.upperBound], as: UTF8.self), position: position(start),
                                      occurrences: occurrences))
            return end
        }

        /// Where `bytes` of `line` start after their leading spaces (a space, an ideographic space, a tab).
        private static func afterSpaces(_ line: [UInt8], _ bytes: Range<Int>) -> Int {
            var start = bytes.lowerBound
            while start < bytes.upperBound {
                if line[start] == 0x20 || line[start] == 0x09 {
                    start += 1
                } else if start + 2 < bytes.upperBound, line[start] == 0xE3, line[start + 1] == 0x80, line[start + 2] == 0x80 {
                    start += 3
                } else {
                    break
                }
            }
            return start
        }

        /// The index of `word`'s way of writing its entry in ``words``, added when first met.
        private mutating func index(of word: TextWord) -> Int {
            let key = Key(entryNumber: word.entryNumber, surface: word.surface, dictionaryForm: word.dictionaryForm, isGrammar: word.isGrammar)
            if let index = places[key] { return index }
            places[key] = words.count
            words.append(TextWord(byteRange: 0..<word.surface.utf8.count, surface: word.surface, dictionaryForm: word.dictionaryForm,
                                  entryNumber: word.entryNumber, headword: word.headword, reading: word.reading, inflection: [],
                                  candidateNumbers: word.candidateNumbers, senseIndex: word.senseIndex, isGrammar: word.isGrammar))
            return words.count - 1
        }
    }
}
