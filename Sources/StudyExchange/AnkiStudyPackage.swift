import AnkiPackage
import FSRS
import Foundation
import KanjiKit
import UserData

/// The study list as an Anki package (`study export --apkg`): one note per kept item in kanji-tui's own note
/// types, **kanji-tui Kanji** and **kanji-tui Word**, with the text export's tags and guids, and one card per card
/// kind the item has — recognition, production and reading are the types' templates in `CardKind`'s template
/// order, and a kanji's writing card its fourth; with scheduling, each card's FSRS state and due time as kanji-tui has them,
/// and its every review in Anki's review log. The deck's preset carries kanji-tui's scheduling settings.
///
/// Unlike the text export, which can only fill Basic's Front and Back, a package brings its note types, so
/// every part of an item is a field of its own (sortable, searchable, placed by the templates).
public struct AnkiStudyPackage {
    /// Strong: the text export, whose words and tags the notes share (and, through it, the kanji data and the
    /// word dictionary).
    public let notes: AnkiNotes
    /// The learner's stored settings: the daily limits and leech threshold go into the deck's preset.
    public let settings: StudySettings
    /// The scheduler kanji-tui reviews with (`settings`' parameters and retention): its steps, retention and decay go
    /// into the cards' state and the deck's preset.
    public let scheduler: Scheduler

    public init(lookup: StudyItemLookup, settings: StudySettings) {
        notes = AnkiNotes(lookup: lookup)
        self.settings = settings
        scheduler = settings.scheduler
    }

    private var lookup: StudyItemLookup { notes.lookup }

    /// The package of `rows` into `deck`: a note per item, in the order its first card comes in `rows`, with a card
    /// for each of its rows; with scheduling, `log` gives each card's answers (`AnkiReviewLog`) and its review and
    /// lapse counts. A card suspended here is suspended in
    /// Anki, one buried at `now` is buried there, and an item with a leech card has Anki's `leech` tag. `audio` is the
    /// sound of each word that has one (`--with-audio`): its note's Audio field plays it (`[sound:…]`), and the file
    /// goes in the package's media.
    public func package(deck: String, rows: [StudyRow], log: [StudyReviewRow], withScheduling: Bool, now: Timestamp,
                        audio: [RecordedItem: AnkiMediaFile] = [:]) throws(DatasetError) -> AnkiDeckPackage {
        let reviews = Dictionary(grouping: log, by: \.log.cardID)
        let answers = AnkiReviewLog(scheduler: scheduler)
        var built: [AnkiNote] = []
        for cards in Self.itemCards(rows) {
            let first = cards[0]
            let (type, fields, tags) = try content(of: first.item, sentence: cards.lazy.compactMap(\.sentence).first,
                                                   kinds: Set(cards.map(\.cardKind)), audio: audio[first.item])
            let leech = cards.contains { $0.setAside.isLeech } ? ["leech"] : []
            // A kind the note type has no template for has no card in the package: Anki would refuse a card of none.
            let noteCards = cards.filter { $0.cardKind.templateOrder < type.templates.count }.map { row in
                let log = withScheduling ? reviews[row.card.id] ?? [] : []
                return AnkiNoteCard(templateOrder: row.cardKind.templateOrder, addedAt: row.addedAt.secondsSince1970,
                                    card: withScheduling ? schedule(row.card, reviews: log) : .new,
                                    setAside: row.setAside.isSuspended ? .suspended : row.setAside.hides(at: now) ? .buried : .none,
                                    reviews: answers.reviews(of: row.card, log: log))
            }
            built.append(AnkiNote(guid: first.item.ankiGUID, type: type, fields: fields, tags: (tags + leech).map(TextSanitizer.sanitize),
                                  addedAt: cards.map(\.addedAt).min()?.secondsSince1970 ?? first.addedAt.secondsSince1970,
                                  cards: noteCards))
        }
        // Each file once: two items said alike (生物 せいぶつ and なまもの, from their spelling) share one.
        var named: Set<String> = []
        let media = Self.itemCards(rows).compactMap { audio[$0[0].item] }.filter { named.insert($0.name).inserted }
        return AnkiDeckPackage(deck: deck, notes: built, exportedAt: now.secondsSince1970, media: media, preset: preset)
    }

    /// The deck's preset: kanji-tui's scheduler and the learner's daily limits and leech threshold, so that Anki
    /// schedules the cards as kanji-tui does once "Import deck presets" brings it.
    var preset: AnkiDeckPreset {
        AnkiDeckPreset(
            name: "kanji-tui", parameters: scheduler.parameters, desiredRetention: scheduler.desiredRetention,
            learningSteps: scheduler.learningSteps, relearningSteps: scheduler.relearningSteps,
            maximumIntervalDays: scheduler.maximumInterval, newPerDay: settings.newPerDay ?? StudySettings.defaultNewPerDay,
            reviewsPerDay: settings.reviewsPerDay.map { min($0, AnkiDeckPreset.mostReviewsPerDay) } ?? AnkiDeckPreset.mostReviewsPerDay,
            leechThreshold: settings.leechThreshold ?? StudySettings.defaultLeechThreshold)
    }

    /// `rows` gathered by item, the items in the order of their first card, each item's cards in template order.
    static func itemCards(_ rows: [StudyRow]) -> [[StudyRow]] {
        var order: [RecordedItem] = []
        var cards: [RecordedItem: [StudyRow]] = [:]
        for row in rows {
            if cards[row.item] == nil { order.append(row.item) }
            cards[row.item, default: []].append(row)
        }
        return order.map { item in (cards[item] ?? []).sorted { $0.cardKind < $1.cardKind } }
    }

    /// A plain-text field as Anki's HTML: sanitized first (an escape sequence stored in the database never reaches
    /// the file, as in the text export), escaped, its line breaks as `<br>`.
    private static func html(_ text: String) -> String {
        AnkiHTML.escape(TextSanitizer.sanitizeKeepingLayout(text)).replacingOccurrences(of: "\n", with: "<br>")
    }

    /// The sentence as Anki's HTML with the kept word in bold: "昨日寿司を<b>食べた</b>。".
    public static func html(_ sentence: StudySentence) -> String {
        let parts = sentence.parts
        return html(String(parts.before)) + "<b>" + html(String(parts.word)) + "</b>" + html(String(parts.after))
    }

    /// The note type, HTML fields (made from plain text, a line break between list items) and tags of one item kept
    /// with `sentence` and cards of `kinds`, a word with `audio`. An item the data no longer has keeps its key (and a
    /// word its reading), so its note and scheduling still travel.
    private func content(of item: RecordedItem, sentence: StudySentence?, kinds: Set<CardKind>, audio: AnkiMediaFile?)
        throws(DatasetError) -> (AnkiNoteType, [String], [String]) {
        let (type, fields, tags) = try plainContent(of: item)
        var html = fields.map(Self.html)
        if item.kind == .word {
            // Sentence and Source: the sentence the word was kept with, the word in bold, and the text it came from.
            html[4] = sentence.map(Self.html) ?? ""
            html[5] = Self.html(sentence?.source ?? "")
            // Pitch: the reading's accents drawn in HTML (a line over the high morae, turning down at the fall).
            html[6] = try lookup.pitch(of: item, entry: try lookup.entry(of: item)).map(PitchHTML.html) ?? ""
        }
        let kindFields = Self.kindFlags(kinds, of: item.kind)
        // Audio (a word's): `[sound:kanji-tui-….wav]`, which Anki plays on the back; empty without --with-audio.
        let audioField = item.kind == .word ? [audio?.soundTag ?? ""] : []
        return (type, html + kindFields + audioField, tags)
    }

    /// The flag fields of an item's note (Production card, Reading card, and a kanji's Writing card): "y" for each kind
    /// of card the item has, so Anki makes no card kanji-tui has not (it makes a template's card whenever its front
    /// shows something, and these fronts show nothing without their flag).
    static func kindFlags(_ kinds: Set<CardKind>, of kind: RecordedItem.Kind) -> [String] {
        let flagged: [CardKind] = switch kind {
        case .kanji: [.production, .reading, .writing]
        case .word: [.production, .reading]
        }
        return flagged.map { kinds.contains($0) ? "y" : "" }
    }

    /// The note type, plain-text fields and tags of one item.
    private func plainContent(of item: RecordedItem) throws(DatasetError) -> (AnkiNoteType, [String], [String]) {
        switch item.kind {
        case .kanji:
            guard let kanji = try lookup.store.kanji(for: item.key) else {
                return (Self.kanjiType, [item.key] + Array(repeating: "", count: 7), AnkiNotes.tags(of: nil as Kanji?))
            }
            let words: [String] = try notes.commonWords(of: kanji)
            let jlpt: String = kanji.modernJLPTLevel.map { "N\($0)" } ?? ""
            let grade: String = kanji.grade.map { String($0) } ?? ""
            let fields: [String] = [
                kanji.character, kanji.meanings.joined(separator: "; "), kanji.onReadings.joined(separator: "、"),
                kanji.kunReadings.joined(separator: "、"), words.joined(separator: "\n"), jlpt, grade, String(kanji.strokeCount),
            ]
            return (Self.kanjiType, fields, AnkiNotes.tags(of: kanji))
        case .word:
            let entry = try lookup.entry(of: item)
            // The chosen dictionary's definitions when it has the word (`--glossary-dictionary`), else JMdict's senses.
            let chosen = lookup.chosenDefinitions(of: item, entry: entry)
            let senses = chosen.isEmpty
                ? entry?.senses.enumerated().map { "\($0.offset + 1). " + $0.element.glosses.joined(separator: "; ") } ?? []
                : [ChosenGlossary.plainLines(chosen)]
            var kanji: [String] = []
            var seen: Set<Character> = []
            for character in item.key where seen.insert(character).inserted {
                if let known = try lookup.store.kanji(for: String(character)) {
                    kanji.append("\(known.character) " + known.meanings.joined(separator: "; "))
                }
            }
            // Sentence, Source and Pitch (already HTML) are filled in by content(of:).
            let fields = [item.key, item.reading ?? entry?.reading ?? "", senses.joined(separator: "\n"),
                          kanji.joined(separator: "\n"), "", "", ""]
            return (Self.wordType, fields, AnkiNotes.tags(of: entry))
        }
    }

    /// The card as Anki should schedule it: where FSRS has it, when it is due, and its memory state.
    private func schedule(_ card: Card, reviews: [StudyReviewRow]) -> AnkiCard {
        guard let stability = card.stability, let difficulty = card.difficulty, let lastReview = card.lastReview else { return .new }
        let history = AnkiCardHistory(
            stability: stability, difficulty: difficulty, lastReviewAt: lastReview.secondsSince1970,
            desiredRetention: scheduler.desiredRetention, decay: scheduler.parameters[20] /* FSRS-6's w20 */, reviews: reviews.count,
            lapses: reviews.count { $0.log.stateBefore == .review && $0.log.rating == .again })
        let due = card.due.secondsSince1970
        switch card.state {
        case .new:
            return .new
        case .learning:
            return .learning(dueAt: due, remainingSteps: max(1, scheduler.learningSteps.count - (card.step ?? 0)), history: history)
        case .review:
            return .review(dueAt: due, intervalDays: max(1, Int(card.due.wholeDays(since: lastReview))), history: history)
        case .relearning:
            // The interval it returns to review with is FSRS's to choose when it graduates; its stability in days
            // is the closest stand-in until then.
            return .relearning(dueAt: due, remainingSteps: max(1, scheduler.relearningSteps.count - (card.step ?? 0)),
                               intervalDays: Self.wholeDays(stability, atMost: scheduler.maximumInterval), history: history)
        }
    }

    /// A stability as whole days from 1 to `maximum`, held there before the conversion to Int (which traps past
    /// Int's range): the database's stability is a number no CHECK bounds.
    public static func wholeDays(_ stability: Double, atMost maximum: Int) -> Int {
        let days = stability.rounded()
        guard days >= 1 else { return 1 }
        return days < Double(maximum) ? Int(days) : maximum
    }

    /// Fixed for good (Anki matches note types by id): a later package updates these types, never adds copies.
    /// The templates are `CardKind`'s in its template order; the first is the one every export before card kinds
    /// had, unchanged, so their cards are updated in place.
    public static let kanjiType = AnkiNoteType(
        id: 1_764_000_000_001, name: "kanji-tui Kanji",
        // Production card, Reading card and Writing card came last (card kinds), so "Merge note types" keeps
        // earlier notes.
        fields: ["Kanji", "Meanings", "On", "Kun", "Words", "JLPT", "Grade", "Strokes", "Production card", "Reading card", "Writing card"],
        templates: [
            AnkiCardTemplate(
                name: "Kanji → meaning",
                front: #"<div class="kanji">{{Kanji}}</div>"#,
                back: """
                    {{FrontSide}}
                    <hr id=answer>
                    <div class="meanings">{{Meanings}}</div>
                    <table class="readings">
                    {{#On}}<tr><th>On</th><td>{{On}}</td></tr>{{/On}}
                    {{#Kun}}<tr><th>Kun</th><td>{{Kun}}</td></tr>{{/Kun}}
                    </table>
                    {{#Words}}<div class="words">{{Words}}</div>{{/Words}}
                    <div class="facts">{{#JLPT}}JLPT {{JLPT}} · {{/JLPT}}{{#Grade}}grade {{Grade}} · {{/Grade}}{{Strokes}} strokes</div>
                    """,
                requirement: .any([0])),
            AnkiCardTemplate(
                name: "Meaning and readings → kanji (production)",
                front: """
                    {{#Production card}}
                    <div class="prompt">Which kanji?</div>
                    <div class="meanings">{{Meanings}}</div>
                    <table class="readings">
                    {{#On}}<tr><th>On</th><td>{{On}}</td></tr>{{/On}}
                    {{#Kun}}<tr><th>Kun</th><td>{{Kun}}</td></tr>{{/Kun}}
                    </table>
                    {{/Production card}}
                    """,
                back: """
                    {{FrontSide}}
                    <hr id=answer>
                    <div class="kanji">{{Kanji}}</div>
                    {{#Words}}<div class="words">{{Words}}</div>{{/Words}}
                    <div class="facts">{{#JLPT}}JLPT {{JLPT}} · {{/JLPT}}{{#Grade}}grade {{Grade}} · {{/Grade}}{{Strokes}} strokes</div>
                    """,
                requirement: .all([8])),
            AnkiCardTemplate(
                name: "Kanji → reading",
                front: """
                    {{#Reading card}}
                    <div class="prompt">How is it read?</div>
                    <div class="kanji">{{Kanji}}</div>
                    {{/Reading card}}
                    """,
                back: """
                    {{FrontSide}}
                    <hr id=answer>
                    <table class="readings">
                    {{#On}}<tr><th>On</th><td>{{On}}</td></tr>{{/On}}
                    {{#Kun}}<tr><th>Kun</th><td>{{Kun}}</td></tr>{{/Kun}}
                    </table>
                    <div class="meanings">{{Meanings}}</div>
                    {{#Words}}<div class="words">{{Words}}</div>{{/Words}}
                    """,
                requirement: .all([9])),
            // Written by hand, on paper or a tablet, in Anki; on kanji-tui's canvas, stroke by stroke.
            AnkiCardTemplate(
                name: "Meaning and readings → written kanji (writing)",
                front: """
                    {{#Writing card}}
                    <div class="prompt">Write the kanji</div>
                    <div class="meanings">{{Meanings}}</div>
                    <table class="readings">
                    {{#On}}<tr><th>On</th><td>{{On}}</td></tr>{{/On}}
                    {{#Kun}}<tr><th>Kun</th><td>{{Kun}}</td></tr>{{/Kun}}
                    </table>
                    {{/Writing card}}
                    """,
                back: """
                    {{FrontSide}}
                    <hr id=answer>
                    <div class="kanji">{{Kanji}}</div>
                    <div class="facts">{{Strokes}} strokes</div>
                    """,
                requirement: .all([10])),
        ],
        css: sharedCSS + """
            .kanji { font-size: 96px; line-height: 1.2; }
            .readings { margin: 0.5em auto; }
            .readings th { font-weight: normal; color: #888; padding-right: 0.8em; text-align: right; }
            .readings td { text-align: left; }
            """)

    public static let wordType = AnkiNoteType(
        id: 1_764_000_000_002, name: "kanji-tui Word",
        // Pitch came last (issue 36), then Production card and Reading card (card kinds), then Audio (`--with-audio`),
        // so Anki's "Merge note types" on import updates notes of an earlier export in place.
        fields: ["Word", "Reading", "Senses", "Kanji", "Sentence", "Source", "Pitch", "Production card", "Reading card", "Audio"],
        templates: [
            AnkiCardTemplate(
                name: "Word → reading and meaning",
                front: """
                    <div class="word">{{Word}}</div>
                    {{#Sentence}}<div class="sentence">{{Sentence}}</div>{{/Sentence}}
                    """,
                back: """
                    {{FrontSide}}
                    <hr id=answer>
                    <div class="reading">{{Reading}}</div>
                    {{#Pitch}}<div class="pitch">{{Pitch}}</div>{{/Pitch}}
                    {{Audio}}
                    <div class="meanings">{{Senses}}</div>
                    {{#Kanji}}<div class="words">{{Kanji}}</div>{{/Kanji}}
                    {{#Source}}<div class="facts">{{Source}}</div>{{/Source}}
                    """,
                requirement: .any([0])),
            // The sentence stays on the back: it holds the word the card asks for.
            AnkiCardTemplate(
                name: "Meaning and reading → word (production)",
                front: """
                    {{#Production card}}
                    <div class="prompt">Which word?</div>
                    <div class="reading">{{Reading}}</div>
                    <div class="meanings">{{Senses}}</div>
                    {{/Production card}}
                    """,
                back: """
                    {{FrontSide}}
                    <hr id=answer>
                    <div class="word">{{Word}}</div>
                    {{#Pitch}}<div class="pitch">{{Pitch}}</div>{{/Pitch}}
                    {{Audio}}
                    {{#Kanji}}<div class="words">{{Kanji}}</div>{{/Kanji}}
                    {{#Sentence}}<div class="sentence">{{Sentence}}</div>{{/Sentence}}
                    {{#Source}}<div class="facts">{{Source}}</div>{{/Source}}
                    """,
                requirement: .all([7])),
            AnkiCardTemplate(
                name: "Word → reading",
                front: """
                    {{#Reading card}}
                    <div class="prompt">How is it read?</div>
                    <div class="word">{{Word}}</div>
                    {{/Reading card}}
                    """,
                back: """
                    {{FrontSide}}
                    <hr id=answer>
                    <div class="reading">{{Reading}}</div>
                    {{#Pitch}}<div class="pitch">{{Pitch}}</div>{{/Pitch}}
                    {{Audio}}
                    <div class="meanings">{{Senses}}</div>
                    """,
                requirement: .all([8])),
        ],
        css: sharedCSS + """
            .word { font-size: 56px; line-height: 1.3; }
            .reading { font-size: 28px; margin-bottom: 0.4em; }
            .pitch { font-size: 24px; margin-bottom: 0.4em; }
            .sentence { font-size: 22px; margin-top: 0.6em; }
            """)

    /// Both types' base: centred, a Japanese font first, muted details; readable in Anki's night mode too.
    private static let sharedCSS = """
        .card { font-family: "Noto Sans CJK JP", "Hiragino Sans", "Yu Gothic", sans-serif; font-size: 20px;
          text-align: center; color: black; background-color: white; }
        .card.nightMode { color: #eee; background-color: #222; }
        .meanings { margin: 0.4em 0; }
        .words { margin-top: 0.6em; font-size: 18px; }
        .facts { margin-top: 0.8em; font-size: 14px; color: #888; }
        .prompt { margin-bottom: 0.6em; font-size: 14px; color: #888; }

        """
}
