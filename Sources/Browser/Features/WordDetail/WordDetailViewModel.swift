import Coordination
import YomitanDictionaries
import KanjiKit
import Segmentation

/// One word's detail: every written and read form (with the forms a reading is restricted to), how common it is in
/// plain words (the figures behind it one key away), its kanji as rows with their meanings, every sense with its
/// parts of speech and tags in a learner's words — a page that scrolls and wraps to the width, so nothing is cut off.
///
/// The kanji rows are what the page leads to: ↑/↓ mark one while they are in view (and scroll the page past them,
/// as a browser's cursor moves between links), Enter opens the marked kanji's detail in one step. The same kanji on
/// the reused kanji list screen stay one key away (``Command/listKanji``).
///
/// Input: the dictionary entry and the word's kanji. Output: ``Output``. All text is display-ready (`WordLabels`);
/// the renderer only wraps and places it, and tells the page where its kanji rows landed (``setLayout``).
public final class WordDetailViewModel: InteractiveScreen {
    /// What the person asked for.
    public enum Output: Sendable {
        /// Enter (or a second click) on a kanji row: that kanji's detail.
        case kanjiChosen(Kanji)
        /// `L`: the word's kanji, on a kanji list.
        case kanjiListRequested
        /// `a`: keep this word for study, or take it off the list.
        case toggleKept(LookupItem)
        /// `K`, `I`: mark this word known or ignored without studying it, or take that mark off (issue 47).
        case markRequested(LookupItem, WordKnowledge.Mark)
        /// `u`: take back the keep, removal or mark just made on this detail (``DeckUndo``).
        case undoRequested
        /// `p`: say the word (its usual spelling, which Open JTalk reads with the word's own accent).
        case speakRequested(String)
        /// `O`: open the word's notes in the running Anki's browser.
        case openInAnkiRequested(LookupItem)
        /// A frame is on screen while "In your texts" is read: the next text's kept index, please.
        case nextIndexWanted
    }

    /// One paragraph of the page. A labelled line puts its label in a column and wraps its text beside it.
    public struct Line: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// The word itself, at the top.
            case title
            /// A section's heading: "Meanings", "Kanji".
            case heading
            case plain
            /// Parts of speech, tags and notes under a sense; the figures behind "common word".
            case detail
            /// One of the word's kanji (the label) and its meanings: a row Enter opens.
            case kanji
            /// A reading's pitch accent drawn on it, two rows of full-width cells: ￣/＿ over each kana, then the
            /// reading with ＼ at the fall (`PitchAccent.drawn(reading:)`). Never wrapped, so the rows stay aligned.
            case pitch
            /// One definition from the learner's dictionaries, ``learnerGlosses``[index]: laid out by the screen at its
            /// width (lists, tables as columns, ruby), as structured content needs the width to be drawn.
            case glossary(Int)
        }

        public let kind: Kind
        /// Drawn in the label column ("Written", "1.", a kanji); nil for a line across the width.
        public let label: String?
        public let text: String

        public init(_ kind: Kind, label: String? = nil, _ text: String) {
            self.kind = kind
            self.label = label
            self.text = text
        }
    }

    // MARK: Input

    public let entry: DictionaryEntry
    /// How the word was written where it was met (the text's or the search's 直す, of the entry JMdict heads 治す) when
    /// that is one of the entry's kanji spellings, else the entry's headword: the page is headed so, and its senses are
    /// in the order that spelling means them (``DictionaryEntry/senses(writtenAs:)``), as the reader's pane shows them.
    public let spelling: String
    /// The kanji the word is written with, in order, each once.
    public let kanji: [Kanji]
    /// The accents of the word's readings the dictionaries know (`pitch.bin`); none without the file.
    public let pitch: [ReadingPitch]
    /// What the learner's own dictionaries say of the word (issue 49): their definitions under JMdict's, their
    /// frequencies beside JMdict's standing, their accents under the built-in ones.
    public let learnerDictionaries: WordInLearnerDictionaries
    /// Every definition of ``learnerDictionaries``, in the page's order: what a ``Line/Kind/glossary(_:)`` line names.
    public var learnerGlosses: [Gloss] { learnerDictionaries.definitions.flatMap(\.glosses) }
    /// The sentences of the learner's texts that use the word, under its Tatoeba example.
    public private(set) var inYourTexts: WordUsesInTexts

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?

    // MARK: State

    /// The screen's own commands, beside scrolling and the kanji rows.
    public enum Command: Sendable, Hashable {
        /// `a`: keep this word for study, or take it off — after a question when it has reviews.
        case toggleKept
        /// `y` on the question of `a`: take the card off with its reviews.
        case confirmRemoval
        /// Any other answer: keep it.
        case dismiss
        /// `L`: the word's kanji on the kanji list screen.
        case listKanji
        /// `d`: show or hide the figures behind the plain "common word · #91 by frequency".
        case toggleDetails
        /// `K`: mark this word known without studying it (again: unmark).
        case markKnown
        /// `I`: ignore this word in every count of a text (again: unignore).
        case markIgnored
        /// `u`: take back the keep, removal or mark just made here: the word kept comes off again, its card taken off
        /// comes back with its reviews, a mark is as it was.
        case undo
        /// `p`: say the word aloud, beside the screen.
        case speak
        /// `O`: open the word's notes in the running Anki's browser.
        case openInAnki
        /// `f`: the page's sentences with their readings, or without.
        case toggleReadings
        /// `P`: say the page's sentences aloud, the example's and those of the learner's texts.
        case speakSentences
    }

    /// The page, one paragraph per element, before wrapping.
    public private(set) var lines: [Line]
    /// Where each of ``kanji`` is in ``lines``, in the same order.
    public private(set) var kanjiLineIndices: [Int]
    /// Whether the page shows JMdict's and wordfreq's figures under the plain line.
    public private(set) var showsDetails = false
    /// Whether the page's sentences show their readings (`f`): 食[た]べた.
    public private(set) var showsReadings = false
    /// The example sentence with its readings, read once by ``readSentence`` when `f` first asks.
    private var exampleWithReadings: String?
    /// A sentence with its readings after its kanji, from the app's segmenter; set by the coordinator, capturing it
    /// weakly. Unset (or without MeCab), the example stays as written.
    public var readSentence: ((String) -> String?)?
    /// The kanji row Enter opens (an index into ``kanji``), drawn highlighted.
    public private(set) var markedKanjiIndex = 0
    /// A one-line answer to the last command ("食べる たべる added to study"), until the next key.
    public var notice: String? { keepQuestion.notice }
    /// Whether this word carries the study mark; set by the coordinator.
    public var studyMarks = StudyMarks.none
    /// `a`, with its question before taking off a card with reviews, on the notice line.
    public private(set) var keepQuestion = KeepQuestion()
    /// `a`'s toggle, with its question while it is up.
    public var keepToggle: KeepToggle { keepQuestion.toggle }
    /// The window over the wrapped page: it scrolls rather than moving a cursor.
    public private(set) var scroll: ScrollingCursor
    /// The first wrapped row of each kanji line at the last layout; nil before the first (headless, every row
    /// counts as in view).
    private var kanjiRows: [Int]?

    /// - Parameter item: the word as the study list and the history key it (`BrowserCoordinator.studyItem(of:)`);
    ///   its headword and reading when not given.
    /// - Parameter pitch: the accents of the entry's readings (`PitchDictionary.readings(sequence:)`), drawn under
    ///   the readings.
    /// - Parameter spelling: how the word was written where it was met; a spelling that is none of the entry's kanji
    ///   spellings heads nothing (the entry's headword does).
    /// - Parameter inYourTexts: the sentences of the learner's texts that use the word.
    /// - Parameter learnerDictionaries: what the learner's own dictionaries say of the word as it is headed.
    public init(entry: DictionaryEntry, spelling: String? = nil, kanji: [Kanji], item: LookupItem? = nil, pitch: [ReadingPitch] = [],
                inYourTexts: WordUsesInTexts = .noTexts, learnerDictionaries: WordInLearnerDictionaries = .none, coordinator: Coordinator?) {
        self.entry = entry
        let spelling = Self.heading(of: entry, writtenAs: spelling)
        self.spelling = spelling
        self.item = item ?? .word(headword: entry.headword, reading: entry.reading)
        self.kanji = kanji
        self.pitch = pitch
        self.inYourTexts = inYourTexts
        self.learnerDictionaries = learnerDictionaries
        self.coordinator = coordinator
        let lines = Self.lines(for: entry, writtenAs: spelling, kanji: kanji, pitch: pitch, inYourTexts: inYourTexts, learner: learnerDictionaries)
        self.lines = lines
        self.kanjiLineIndices = lines.indices.filter { lines[$0].kind == .kanji }
        self.scroll = ScrollingCursor(count: lines.count, behavior: .page)
    }

    /// How the page of `entry` met written `spelling` is headed: that spelling when it is one of the entry's kanji
    /// spellings, else the entry's headword.
    public static func heading(of entry: DictionaryEntry, writtenAs spelling: String?) -> String {
        spelling.flatMap { written in entry.kanjiForms.contains { $0.text == written } ? written : nil } ?? entry.headword
    }

    /// The breadcrumb title: the word as usually written, said to be a word — the kanji 生 and the word 生 are
    /// different steps, and so are a word and the list of its kanji.
    public var title: String { spelling + " (word)" }

    /// The kanji Enter opens, or nil for a word written without kanji.
    public var markedKanji: Kanji? { kanji.isEmpty ? nil : kanji[markedKanjiIndex] }

    /// The first wrapped line shown.
    public var firstLine: Int { scroll.offset }

    /// "1–20/34": the wrapped lines in view and the total.
    public var positionText: String {
        "\(scroll.offset + 1)–\(scroll.visibleRange.upperBound)/\(scroll.count)"
    }

    /// How many lines the page wraps to at the current width, the rows there are for them, and the first wrapped
    /// row of each kanji line (in ``kanjiLineIndices``' order); before each frame.
    public func setLayout(wrappedLineCount: Int, visibleRows rows: Int, kanjiRows: [Int]) {
        scroll.setVisibleRows(rows)
        scroll.setCount(wrappedLineCount)
        self.kanjiRows = kanjiRows.count == kanji.count ? kanjiRows : nil
    }

    /// Up and down mark the next kanji row while it is in view and scroll the page otherwise; Enter opens the
    /// marked kanji, or first brings its row into view when the page was scrolled away from it; a click marks a
    /// kanji row (its index in ``kanji``), a second click opens it.
    public func handle(_ command: CursorCommand) {
        if keepQuestion.dismiss() { return }
        keepQuestion.notice = nil
        switch command {
        case .select:
            guard let marked = markedKanji else { return }
            if isInView(markedKanjiIndex) {
                onOutput?(.kanjiChosen(marked))
            } else if let rows = kanjiRows {
                scroll.move(to: rows[markedKanjiIndex] - 1)
            }
        case .click(let index):
            guard kanji.indices.contains(index) else { return }
            if index == markedKanjiIndex { onOutput?(.kanjiChosen(kanji[index])) } else { markedKanjiIndex = index }
        case .down:
            if markedKanjiIndex + 1 < kanji.count, isInView(markedKanjiIndex), isInView(markedKanjiIndex + 1) {
                markedKanjiIndex += 1
            } else {
                scrollPage(.down)
            }
        case .up:
            if markedKanjiIndex > 0, isInView(markedKanjiIndex), isInView(markedKanjiIndex - 1) {
                markedKanjiIndex -= 1
            } else {
                scrollPage(.up)
            }
        default: scrollPage(command)
        }
    }

    public func handle(_ command: Command) {
        if command != .confirmRemoval, keepQuestion.dismiss() { return }
        switch command {
        case .toggleKept:
            if let now = keepQuestion.keep(item, marks: studyMarks) { onOutput?(.toggleKept(now)) }
        case .confirmRemoval:
            if let item = keepQuestion.confirm(marks: studyMarks) { onOutput?(.toggleKept(item)) }
        case .dismiss:
            break
        case .listKanji:
            if kanji.isEmpty { keepQuestion.notice = "\(entry.headword) is written without kanji" } else { onOutput?(.kanjiListRequested) }
        case .toggleDetails:
            showsDetails.toggle()
            layOutAgain()
        case .markKnown, .markIgnored:
            keepQuestion.notice = nil
            onOutput?(.markRequested(item, command == .markKnown ? .known : .ignored))
        case .undo:
            keepQuestion.notice = nil
            onOutput?(.undoRequested)
        case .speak:
            keepQuestion.notice = nil
            onOutput?(.speakRequested(entry.headword))
        case .openInAnki:
            keepQuestion.notice = nil
            onOutput?(.openInAnkiRequested(item))
        case .toggleReadings:
            keepQuestion.notice = nil
            showsReadings.toggle()
            if showsReadings, exampleWithReadings == nil { exampleWithReadings = entry.example.flatMap { readSentence?($0.japanese) } }
            layOutAgain()
        case .speakSentences:
            let text = sentencesToSay
            if text.isEmpty { keepQuestion.notice = "no sentence on this page to say" } else { onOutput?(.speakRequested(text)) }
        }
    }

    /// "In your texts" as read so far, or found: the page is laid out again with it, where it was scrolled.
    public func showUses(_ uses: WordUsesInTexts) {
        inYourTexts = uses
        layOutAgain()
    }

    /// The page's lines made again from what it shows now (details, readings, "In your texts"), where it was scrolled.
    private func layOutAgain() {
        lines = Self.lines(for: entry, writtenAs: spelling, kanji: kanji, pitch: pitch, inYourTexts: inYourTexts, learner: learnerDictionaries,
                           details: showsDetails, readings: showsReadings ? Readings(example: exampleWithReadings) : nil)
        kanjiLineIndices = lines.indices.filter { lines[$0].kind == .kanji }
        kanjiRows = nil // until the next layout places the page again
    }

    /// The page's sentences as one text to say: the example's, then those of the learner's texts, without their 【】.
    var sentencesToSay: String {
        var sentences = entry.example.map { [$0.japanese] } ?? []
        if case .found(let uses, _) = inYourTexts { sentences += uses.map { $0.sentence.filter { $0 != "【" && $0 != "】" } } }
        return sentences.joined(separator: "\n")
    }

    /// A frame on screen while the texts' indexes are read: the next is read before the next frame.
    public var tickInterval: Duration? {
        if case .reading = inYourTexts { .milliseconds(1) } else { nil }
    }

    public func tick() {
        if case .reading = inYourTexts { onOutput?(.nextIndexWanted) }
    }

    /// Shows the coordinator's answer to a command, e.g. the study list's confirmation.
    public func showNotice(_ line: String) {
        keepQuestion.notice = line
    }

    /// Back on the question answers no.
    public func handleBack() -> Bool {
        keepQuestion.dismiss()
    }

    /// The word as the history and the study list know it (要る is kept as 要る, not as いる, which is 居る).
    public let item: LookupItem

    /// "✓ studying" while the word is kept, else nothing; then what the running Anki has of it when the link is on
    /// ("Anki: has it (1 note) · O opens it").
    public var studyText: String {
        [studyMarks.isKept(item) ? "✓ studying" : "", askAnki?(item).line ?? ""].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// What the running Anki has of a word; set by the coordinator, capturing it weakly. Unset, the page says nothing
    /// of Anki.
    public var askAnki: ((LookupItem) -> AnkiPresence)?

    // MARK: Scrolling

    /// Scrolls the page; when the marked kanji's row left the view and another kanji row is in it, marks that
    /// one — the first in view after scrolling down, the last after scrolling up — so the highlight stays on screen.
    private func scrollPage(_ command: CursorCommand) {
        let before = scroll.offset
        _ = scroll.apply(command)
        guard kanjiRows != nil, !kanji.isEmpty, !isInView(markedKanjiIndex) else { return }
        let inView = kanji.indices.filter(isInView)
        if let next = scroll.offset >= before ? inView.first : inView.last { markedKanjiIndex = next }
    }

    /// Whether kanji `index`'s row is on screen; every row is before the first layout. `index` is one of
    /// ``kanji``'s: a word without kanji has no row to ask about.
    private func isInView(_ index: Int) -> Bool {
        guard let kanjiRows else { return true }
        return scroll.visibleRange.contains(kanjiRows[index])
    }

    // MARK: The page

    /// The paragraphs for `entry` written `spelling` (its headword unless said): title, how common (with the figures behind it when `details`), forms, kanji,
    /// senses, an example sentence, a verb's or adjective's conjugation. The kanji come before the senses, so they are on the first
    /// screen: the word's page is the way to them.
    /// What `f` shows: the sentences with their readings (the example's, when the segmenter could read it).
    struct Readings {
        let example: String?
    }

    static func lines(for entry: DictionaryEntry, writtenAs spelling: String? = nil, kanji: [Kanji], pitch: [ReadingPitch] = [],
                      inYourTexts: WordUsesInTexts = .noTexts, learner: WordInLearnerDictionaries = .none, details: Bool = false,
                      readings: Readings? = nil) -> [Line] {
        let written = spelling ?? entry.headword
        let reading = entry.reading(writtenAs: written)
        var lines = [Line(.title, reading == written ? written : "\(written)  \(reading)"),
                     Line(.plain, WordLabels.standing(of: entry).capitalizedFirst)]
        if details { lines.append(Line(.detail, WordLabels.commonness(of: entry))) }
        if !entry.kanjiForms.isEmpty {
            lines.append(Line(.plain, label: "Written", entry.kanjiForms.map { form in
                form.text + tagSuffix(form.tags)
            }.joined(separator: "、")))
        }
        lines.append(Line(.plain, label: "Read", entry.readings.map { reading in
            let only = reading.restrictedTo.isEmpty ? "" : " (only " + reading.restrictedTo.joined(separator: "、") + ")"
            return reading.text + only + tagSuffix(reading.tags)
        }.joined(separator: "、")))
        if let frequencies = learner.frequencyLine { lines.append(Line(.plain, label: "Freq.", frequencies)) }
        lines += pitchLines(pitch)
        lines += learnerPitchLines(learner.pitches, besideBuiltIn: pitch.contains { !$0.accents.isEmpty })
        if !kanji.isEmpty {
            lines.append(Line(.heading, "Kanji — Enter opens the marked one, L lists them"))
            for each in kanji {
                lines.append(Line(.kanji, label: each.character, each.meanings.joined(separator: "; ")))
            }
        }
        lines.append(Line(.heading, "Meanings"))
        for (number, sense) in entry.senses(writtenAs: written) {
            lines.append(Line(.plain, label: "\(number + 1).", sense.meaning))
            let details = sense.partsOfSpeech.map(WordLabels.tag) + sense.tags.map(WordLabels.tag) + sense.notes
            if !details.isEmpty { lines.append(Line(.detail, label: "", details.joined(separator: " · "))) }
        }
        lines += learnerDefinitionLines(learner.definitions)
        if let example = entry.example {
            lines.append(Line(.heading, "Example (Tatoeba)"))
            lines.append(Line(.plain, readings?.example ?? example.japanese))
            lines.append(Line(.detail, example.english))
        }
        lines += usesLines(inYourTexts, withReadings: readings != nil)
        if let table = ConjugationTable(entry) {
            lines.append(Line(.heading, "Conjugation — plain · negative · polite · polite negative"))
            for row in table.rows {
                lines.append(Line(.plain, "\(row.name): " + row.forms.joined(separator: " · ")))
            }
        }
        return lines
    }

    /// Each reading's accents drawn on it, under "Pitch": the ￣/＿ row, then the reading with ＼ at the fall, several
    /// accents side by side; when the two dictionaries share no accent, a muted line says so and which gives which.
    static func pitchLines(_ readings: [ReadingPitch]) -> [Line] {
        WordPitchLookup.rows(readings).enumerated().map { index, row in
            Line(row.isNote ? .detail : .pitch, label: index == 0 ? "Pitch" : "", row.text)
        }
    }

    /// The pitch dictionaries' accents drawn as the built-in ones are, each pair of rows followed by the dictionary's
    /// title; labelled "Pitch" when the built-in dictionaries have none.
    static func learnerPitchLines(_ pitches: [WordInLearnerDictionaries.Pitch], besideBuiltIn: Bool) -> [Line] {
        var lines: [Line] = []
        for pitch in pitches where !pitch.accents.isEmpty {
            let drawings = pitch.accents.map { $0.drawn(reading: pitch.reading) }
            lines.append(Line(.pitch, label: lines.isEmpty && !besideBuiltIn ? "Pitch" : "", drawings.map(\.upper).joined(separator: "　　")))
            lines.append(Line(.pitch, label: "", drawings.map(\.lower).joined(separator: "　　")))
            lines.append(Line(.detail, label: "", "— \(pitch.dictionary)"))
        }
        return lines
    }

    /// Each of the learner's dictionaries that has the word, under its title: its definitions (drawn by the screen
    /// at its width) and its tags.
    static func learnerDefinitionLines(_ definitions: [WordInLearnerDictionaries.Definitions]) -> [Line] {
        var lines: [Line] = []
        var index = 0
        for dictionary in definitions {
            lines.append(Line(.heading, dictionary.dictionary))
            if !dictionary.tags.isEmpty { lines.append(Line(.detail, dictionary.tags.joined(separator: " · "))) }
            for _ in dictionary.glosses {
                lines.append(Line(.glossary(index), ""))
                index += 1
            }
        }
        return lines
    }

    /// "In your texts" and its sentences, each with its text's title; what to do when no text is indexed yet.
    static func usesLines(_ uses: WordUsesInTexts, withReadings: Bool = false) -> [Line] {
        switch uses {
        case .noTexts:
            return []
        case .reading(let read, let texts):
            return [Line(.heading, "In your texts"), Line(.detail, "Reading your texts' indexes… \(read) of \(texts)")]
        case .notIndexed:
            return [Line(.heading, "In your texts"),
                    Line(.detail, "Your texts are not indexed yet: s on the Read tab (or kanji-tui sentences --i1) indexes them once for here.")]
        case .found(let found, let texts):
            guard !found.isEmpty else {
                return [Line(.heading, "In your texts"), Line(.detail, texts == 1 ? "Your text does not use it." : "None of your \(texts) texts uses it.")]
            }
            return [Line(.heading, "In your texts")]
                + found.flatMap { [Line(.plain, withReadings ? $0.withReadings : $0.sentence), Line(.detail, "— " + $0.title)] }
        }
    }

    /// " (usually kana, ateji)", or nothing for a form without tags.
    private static func tagSuffix(_ tags: [String]) -> String {
        tags.isEmpty ? "" : " (" + tags.map(WordLabels.tag).joined(separator: ", ") + ")"
    }
}

private extension String {
    /// The text with its first letter upper-cased: a label's sentence starts the line.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}

extension WordDetailViewModel {
    /// What `y` copies: the word shown, as the page is headed.
    public var currentItemText: String? { spelling }
}
