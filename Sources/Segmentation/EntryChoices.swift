/// The entries the learner chose with `e`/`E` where the segmenter's guess was not the word meant (かっている read as
/// 勝つ "to win" where 飼う "to keep (a pet)" was meant), each the default for that word in every text and in
/// `kanji-tui analyze` until changed (issue 45; jpdb lets a learner fix a word once). ``WordSegmenter/chosen(_:by:)``
/// applies them to the words of a line.
///
/// **Which words a choice holds for.** A choice is keyed by the word's dictionary form as the text writes it and its
/// surface (``Word``): かっている chosen as 飼う is 飼う wherever かっている stands after かつ's dictionary form, while
/// かった, かう and 買っている are words of their own, chosen apart. The surface is the kind of context a choice holds in:
/// it carries the word's script and its inflection, and so its part of speech (かっ of かって is a verb; かつ alone may
/// be the noun 活). A wider context (the particle before: 犬を / 犬は) would make a learner fix the same word again after
/// every particle, and would need the line at every lookup; the sentence's own clues are the segmenter's to read
/// (``GlossContext``), the learner's choice is the fallback that always holds. The dictionary form is MeCab's, so where
/// MeCab reads the same letters as another verb (犬をかっている as かつ, 猫もかっている as かう) they are two words to the
/// choices, each fixed once; and the segmenter's own entry, which takes a choice back, is the same for both uses of one
/// word.
public struct EntryChoices: Sendable, Hashable {
    /// A word as a choice knows it: its dictionary form and its surface.
    public struct Word: Sendable, Hashable, Comparable {
        public let dictionaryForm: String
        public let surface: String

        public init(dictionaryForm: String, surface: String) {
            self.dictionaryForm = dictionaryForm
            self.surface = surface
        }

        public init(_ word: TextWord) {
            self.init(dictionaryForm: word.dictionaryForm, surface: word.surface)
        }

        public static func < (left: Word, right: Word) -> Bool {
            (left.dictionaryForm, left.surface) < (right.dictionaryForm, right.surface)
        }
    }

    /// What changed between two sets of choices: what a store writes, so two programs on one database overwrite only
    /// the words each changed.
    public struct Changes: Sendable, Hashable {
        /// Choices made or changed, by word.
        public let chosen: [EntryChoice]
        /// Words whose choice was taken back (the segmenter's own entry chosen again).
        public let cleared: [Word]

        public init(chosen: [EntryChoice] = [], cleared: [Word] = []) {
            self.chosen = chosen
            self.cleared = cleared
        }

        public var isEmpty: Bool { chosen.isEmpty && cleared.isEmpty }
    }

    /// The JMdict sequence number chosen for each word, only where it is not the segmenter's own entry.
    private var sequences: [Word: Int] = [:]

    /// The choices a store kept (none before any was made).
    public init(_ saved: [EntryChoice] = []) {
        for choice in saved { sequences[Word(dictionaryForm: choice.dictionaryForm, surface: choice.surface)] = choice.sequence }
    }

    /// Whether no word has a choice: the post-pass then leaves every word as found.
    public var isEmpty: Bool { sequences.isEmpty }

    /// The choices as a store keeps them, in a stable order (by dictionary form, then surface).
    public var saved: [EntryChoice] {
        sequences.sorted { $0.key < $1.key }.map { EntryChoice(dictionaryForm: $0.key.dictionaryForm, surface: $0.key.surface, sequence: $0.value) }
    }

    /// The JMdict sequence number chosen for `word` (as the segmenter found it), or `nil` where its own entry stands.
    public func sequence(for word: TextWord) -> Int? {
        sequences.isEmpty ? nil : sequences[Word(word)]
    }

    /// Chooses `candidate` for `word` (as the segmenter found it) and every other use of it, in every text; the
    /// segmenter's own entry clears the choice.
    public mutating func choose(_ candidate: WordCandidate, for word: TextWord) {
        sequences[Word(word)] = candidate.entryNumber == word.entryNumber ? nil : candidate.sequence
    }

    /// What was chosen or taken back since `earlier`, by word.
    public func changes(since earlier: EntryChoices) -> Changes {
        let chosen = sequences.filter { earlier.sequences[$0.key] != $0.value }.sorted { $0.key < $1.key }
            .map { EntryChoice(dictionaryForm: $0.key.dictionaryForm, surface: $0.key.surface, sequence: $0.value) }
        let cleared = earlier.sequences.keys.filter { sequences[$0] == nil }.sorted()
        return Changes(chosen: chosen, cleared: cleared)
    }
}
