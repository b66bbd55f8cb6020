import FSRS
import UserData

/// What `study import` says of an Anki import: the lines for stdout (what was read and how, what was or would be
/// imported) and for stderr (every note not imported, with its text).
public enum AnkiImportReport {
    /// The note types, each with how its notes were read: "  Japanese: 812 notes, word from Expression (guessed),
    /// reading from Reading (guessed); 790 matched", and the kind of card each template makes.
    public static func noteTypeLines(_ matches: AnkiNoteMatches) -> [String] {
        matches.noteTypesByUse.flatMap { use in
            var parts = ["\(count(use.notes, "note"))"]
            if use.byGUID > 0 { parts.append("\(number(use.byGUID)) kanji-tui's own (known by guid)") }
            if let choice = use.choice {
                parts.append("the \(use.subject?.isKanji == true ? "kanji" : "word") from "
                    + field(use.fields, choice.word, how: choice.wordHow, flag: "--field"))
                parts.append(choice.reading.map { "its reading from " + field(use.fields, $0, how: choice.readingHow ?? .guessed, flag: "--reading-field") }
                    ?? "no reading field (furigana in the field give one)")
            }
            return ["  \(use.name): " + parts.joined(separator: ", ") + "; \(number(use.matched)) matched"] + templateLine(use)
                + subjectLine(use, matches: matches)
        }
    }

    /// Why a type's notes of one kanji are words, for a type that has such notes: "    a kanji alone is a word: its
    /// field Expression says so", "… 25 of its 29 notes in Japanese are words".
    private static func subjectLine(_ use: AnkiNoteTypeUse, matches: AnkiNoteMatches) -> [String] {
        guard case .vocabulary(let evidence) = use.subject, matches.loneKanjiWords.contains(where: { $0.noteType == use.name }) else { return [] }
        let why = switch evidence {
        case .field(let name): "its field \(name) says so"
        case .template(let name): "its card template \(name) says so"
        case .typeName: "its name says so"
        case .notes(let words, let notes): "\(number(words)) of its \(number(notes)) notes in Japanese are words"
        }
        return ["    a kanji alone is a word: " + why]
    }

    /// The notes of one kanji taken as words, one a line: "  水 → word みず, the commonest so written", "  橋 → word はし,
    /// as its reading says"; with `limit`, that many and a count of the others (`--dry-run` lists them all).
    public static func loneKanjiWordLines(_ matches: AnkiNoteMatches, limit: Int?) -> [String] {
        let words = matches.loneKanjiWords
        guard !words.isEmpty else { return [] }
        let shown = limit.map { Array(words.prefix($0)) } ?? words
        var lines = ["\(count(words.count, "note")) of one kanji taken as \(verb(words.count, "a word", "words")) (a note type of words):"]
        for word in shown {
            let name = word.item.key == word.kanji ? word.item.reading ?? word.item.key : word.item.reportName
            lines.append("  \(word.kanji) → word \(name), " + (word.commonest ? "the commonest so written" : "as its reading says"))
        }
        if shown.count < words.count { lines.append("  … and \(number(words.count - shown.count)) more (--dry-run lists them all)") }
        return lines
    }

    private static func field(_ fields: [String], _ index: Int, how: AnkiFieldChoice.How, flag: String) -> String {
        let name = fields.indices.contains(index) ? fields[index] : "field \(index + 1)"
        switch how {
        case .named: return name
        case .guessed: return "\(name) (guessed; \(flag) to choose)"
        case .first: return "\(name) (its first field; \(flag) to choose)"
        }
    }

    /// The lines after the note types: the cards, the reviews and the memory states.
    public static func planLines(_ plan: AnkiImportPlan) -> [String] {
        let states: [CardState] = [.review, .learning, .relearning, .new]
        let stateCounts = states.compactMap { state in plan.states[state].map { "\(number($0)) \(StudyCardReport.name(state))" } }
        var cards = "cards: \(number(plan.cards.count))" + (stateCounts.isEmpty ? "" : " (" + stateCounts.joined(separator: ", ") + ")")
        if plan.suspended + plan.buried + plan.leeches > 0 {
            cards += "; \(number(plan.suspended)) suspended, \(number(plan.buried)) buried (until the next study day) and "
                + "\(number(plan.leeches)) \(plan.leeches == 1 ? "leech" : "leeches") as in Anki"
        }
        let kinds = CardKind.allCases.compactMap { kind in plan.kinds[kind].map { "\(number($0)) \(kind.rawValue)" } }
        if kinds.count > 1 { cards += "; by kind: " + kinds.joined(separator: ", ") }
        let leftOut = plan.leftOut.values.reduce(0, +)
        if leftOut > 0 {
            cards += "; \(count(leftOut, "card")) left out (their templates are listed on stderr)"
        }
        var reviews = "reviews: \(number(plan.reviews))"
        if plan.skippedRevlogRows > 0 {
            reviews += " (\(count(plan.skippedRevlogRows, "row")) with ease 0 passed over: due dates set by hand, reschedules, resets)"
        }
        if plan.impossibleRevlogRows > 0 {
            reviews += "; \(count(plan.impossibleRevlogRows, "row")) with an impossible time passed over (an id before 2006, "
                + "when Anki began, or after today)"
        }
        var lines = [cards, reviews]
        if plan.memoryFromAnki + plan.memoryReplayed + plan.memoryFromInterval > 0 {
            lines.append("memory states: \(number(plan.memoryFromAnki)) from Anki's FSRS, \(number(plan.memoryReplayed)) replayed from "
                + "their reviews, \(number(plan.memoryFromInterval)) from their interval")
        }
        return lines
    }

    /// "imported 900 cards and 12,000 reviews from deck.apkg (12 already kept: 5 with 345 new reviews, 7 unchanged)",
    /// or with `dryRun` "would import …; nothing written (--dry-run)".
    /// - Parameter scheduledBy: what the schedules come from, for "rescheduled as Anki has them" (any import merged by
    ///   `UserDatabase.importStudy`: kanji-tui's own JSON export is "the export").
    public static func outcomeLine(_ outcome: StudyImportOutcome, from name: String, dryRun: Bool, scheduledBy: String = "Anki") -> String {
        let kept = outcome.rescheduled + outcome.keptTheirSchedule + outcome.unchanged
        var already: [String] = []
        if outcome.rescheduled > 0 { already.append("\(number(outcome.rescheduled)) rescheduled as \(scheduledBy) has them") }
        if outcome.keptTheirSchedule > 0 { already.append("\(number(outcome.keptTheirSchedule)) keeping their schedule, reviewed here since") }
        if outcome.unchanged > 0 { already.append("\(number(outcome.unchanged)) unchanged") }
        let verb = dryRun ? "would import" : "imported"
        let line = "\(verb) \(count(outcome.added.count, "card")) and \(count(outcome.reviewsAdded, "review")) from \(name)"
            + (kept > 0 ? " (\(number(kept)) already kept: " + already.joined(separator: ", ") + ")" : "")
        return dryRun ? line + "; nothing written (--dry-run)" : line
    }

    /// The stderr lines: the notes not imported and why, each note on a line of its own with its text (a long one cut,
    /// `FieldExcerpt`).
    public static func problemLines(_ plan: AnkiImportPlan, matches: AnkiNoteMatches) -> [String] {
        var lines: [String] = []
        if !matches.unmatched.isEmpty {
            lines.append("kanji-tui: \(count(matches.unmatched.count, "note")) \(verb(matches.unmatched.count, "names", "name")) "
                + "no kanji or word of the data (not imported):")
            for note in matches.unmatched {
                let text = note.text.isEmpty ? "(empty)" : FieldExcerpt.quote(note.text, field: note.field)
                lines.append("  \(note.noteType) · \(note.field): \(text)"
                    + (note.reading.map { $0.isEmpty ? "" : " (reading \(FieldExcerpt.quote($0, field: "its reading")))" } ?? ""))
            }
        }
        if !plan.leftOut.isEmpty {
            lines.append("kanji-tui: cards of these templates are not imported (a template of kanji-tui's own note types, or one "
                + "named Production, Recall, Reading or Writing, says its kind):")
            for (template, cards) in plan.leftOut.sorted(by: { ($0.key.noteType, $0.key.template) < ($1.key.noteType, $1.key.template) }) {
                lines.append("  \(template.noteType) · \(template.template): \(count(cards, "card")), " + reason(template.reason))
            }
        }
        if !plan.duplicates.isEmpty {
            lines.append("kanji-tui: \(count(plan.duplicates.count, "card")) of an item another note has a card of the same kind of; "
                + "the card with more reviews is imported, the other left out:")
            for duplicate in plan.duplicates {
                lines.append("  \(duplicate.item.reportName), \(duplicate.cardKind.rawValue) card: note \(duplicate.noteID)'s left out, "
                    + "note \(duplicate.keptNoteID)'s imported")
            }
        }
        if !matches.passedOverReadings.isEmpty {
            lines.append("kanji-tui: \(count(matches.passedOverReadings.count, "note")) matched by the word alone, "
                + "the reading given being none of its readings in JMdict:")
            for passed in matches.passedOverReadings {
                lines.append("  \(FieldExcerpt.quote(passed.text, field: "its word")) (reading "
                    + "\(FieldExcerpt.quote(passed.reading, field: "its reading"))) → \(passed.item.reportName)")
            }
        }
        return lines
    }

    private static func reason(_ reason: AnkiLeftOutTemplate.Reason) -> String {
        switch reason {
        case .unknownKind: "its name says no kind of card (" + CardKind.allCases.map(\.rawValue).joined(separator: ", ") + ")"
        case .kindTaken(let kind): "another template of the note type is its \(kind.rawValue) card"
        case .doesNotFit(.writing): "writing cards of words (kanji-tui's writing cards are a kanji's)"
        case .doesNotFit(let kind): "\(kind.rawValue) cards of words written in kana alone, which have nothing to read"
        }
    }

    /// How each template of a type is read: "    cards: Recognition → recognition, Card 2 → not imported"; nothing for
    /// a type whose templates are not known (a text file's).
    private static func templateLine(_ use: AnkiNoteTypeUse) -> [String] {
        guard !use.templates.isEmpty else { return [] }
        let kinds = use.templates.map { "\($0.name) → \($0.kind?.rawValue ?? "not imported")" }
        return ["    cards: " + kinds.joined(separator: ", ")]
    }

    /// The verb agreeing with a count.
    static func verb(_ value: Int, _ singular: String, _ plural: String) -> String {
        value == 1 ? singular : plural
    }

    /// "1 note", "2,345 notes".
    public static func count(_ value: Int, _ noun: String) -> String {
        "\(number(value)) \(noun)\(value == 1 ? "" : "s")"
    }

    /// 12345 → "12,345".
    public static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }
}

extension RecordedItem {
    /// "日", "日本 (にほん)": how the reports name an item.
    var reportName: String {
        reading.map { "\(key) (\($0))" } ?? key
    }
}
