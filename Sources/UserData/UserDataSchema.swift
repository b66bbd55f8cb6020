import GRDB

/// The database's schema as an ordered list of versions, each one GRDB migration. A shipped version never
/// changes: a later issue adds its tables as the next version, and an old file upgrades in place.
struct UserDataSchema: Sendable {
    /// One step of the schema. Its identifier, "v<number>: <name>", is what the file records.
    struct Version: Sendable {
        let number: Int
        let name: String
        let apply: @Sendable (Database) throws -> Void

        var identifier: String { "v\(number): \(name)" }
    }

    let versions: [Version]

    /// The schema this program writes.
    static let current = UserDataSchema(versions: [history, study, studySettings, studyContext, newCardOrder, readingTexts, kanjiListViews,
                                                         browserPlace, suspendBuryLeech, readingEntryChoices, cardKinds, entryChoicesEverywhere,
                                                         wordMarks, ankiLink, ankiReviewIdentity])

    /// v1: one row per item opened (kind, key, reading), with the last time it was opened. The reading is
    /// '' rather than NULL for "none", so the UNIQUE constraint treats two kanji rows as the same item.
    static let history = Version(number: 1, name: "history") { db in
        try db.execute(sql: """
            CREATE TABLE history (
                id INTEGER PRIMARY KEY,
                kind TEXT NOT NULL CHECK (kind IN ('kanji', 'word')),
                key TEXT NOT NULL CHECK (key <> ''),
                reading TEXT NOT NULL DEFAULT '',
                opened_at_ms INTEGER NOT NULL,
                UNIQUE (kind, key, reading)
            );
            CREATE INDEX history_newest_first ON history (opened_at_ms DESC, id DESC);
            """)
    }

    /// v2: the study list and its review log.
    ///
    /// `study_card` is one row per kept item (the same identity as the history's), holding its FSRS card:
    /// state 0–3 (new, learning, review, relearning: `CardState`'s raw values), the step (NULL in review),
    /// stability and difficulty (NULL until the first review), and times in whole seconds since 1970 as
    /// `Timestamp` keeps them. AUTOINCREMENT: an item removed and kept again gets a new id, so an instance
    /// still holding the old card can never write over the new one (and the id seeds the card's fuzz).
    ///
    /// `study_review` is one row per grade: enough to replay the card (time and rating, in order) and to
    /// undo the grade (the card as it was before, every field), with the state after it for the export.
    /// Removing a card removes its log (ON DELETE CASCADE; GRDB turns foreign keys on).
    static let study = Version(number: 2, name: "study") { db in
        try db.execute(sql: """
            CREATE TABLE study_card (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                kind TEXT NOT NULL CHECK (kind IN ('kanji', 'word')),
                key TEXT NOT NULL CHECK (key <> ''),
                reading TEXT NOT NULL DEFAULT '',
                state INTEGER NOT NULL CHECK (state BETWEEN 0 AND 3),
                step INTEGER CHECK (step >= 0),
                stability REAL,
                difficulty REAL,
                due INTEGER NOT NULL,
                last_review INTEGER,
                added_at INTEGER NOT NULL,
                UNIQUE (kind, key, reading)
            );
            CREATE INDEX study_card_soonest_due ON study_card (due, id);
            CREATE TABLE study_review (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                card_id INTEGER NOT NULL REFERENCES study_card (id) ON DELETE CASCADE,
                reviewed_at INTEGER NOT NULL,
                rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
                state_before INTEGER NOT NULL CHECK (state_before BETWEEN 0 AND 3),
                step_before INTEGER,
                stability_before REAL,
                difficulty_before REAL,
                due_before INTEGER NOT NULL,
                last_review_before INTEGER,
                state_after INTEGER NOT NULL CHECK (state_after BETWEEN 0 AND 3)
            );
            CREATE INDEX study_review_by_card ON study_review (card_id, id);
            """)
    }

    /// v3: how the study list is scheduled, one row at most (`id` 1; no row means the defaults).
    ///
    /// `parameters` is the 21 FSRS-6 weights fitted to this learner's log by `kanji-tui study optimize
    /// --apply`, as text (each weight as Swift prints a Double, which reads back to the same bits, separated
    /// by commas), NULL for FSRS's defaults; `desired_retention` the recall probability cards fall due at,
    /// NULL for 0.9. `new_per_day` and `reviews_per_day` are Anki's daily limits (new cards introduced, review
    /// cards shown per study day), NULL for the defaults (20 new, reviews unlimited). The CHECKs keep what the
    /// scheduler would refuse out of the file. `study_review_by_time` lets what today used of the limits be
    /// counted over today's grades, not over the whole log, on every card a review shows.
    static let studySettings = Version(number: 3, name: "study settings") { db in
        try db.execute(sql: """
            CREATE TABLE study_settings (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                parameters TEXT CHECK (parameters <> ''),
                desired_retention REAL CHECK (desired_retention > 0 AND desired_retention < 1),
                new_per_day INTEGER CHECK (new_per_day >= 0),
                reviews_per_day INTEGER CHECK (reviews_per_day >= 0)
            );
            CREATE INDEX study_review_by_time ON study_review (reviewed_at);
            """)
    }

    /// v4: what a card was kept from, and how common its item is.
    ///
    /// `sentence` is the sentence a word was kept from (sentence mining: the Read tab's `a`, `study add
    /// --sentence`), `sentence_mark_start` and `sentence_mark_length` the word's place in it in Characters
    /// (grapheme clusters, what a person counts and the screen marks), and `source` the name of the text it came
    /// from. The three sentence columns are all set or all NULL, which the CHECK on the last one holds (SQLite
    /// lets a column's CHECK name the columns added before it). `frequency_rank` is the item's frequency rank when
    /// it was kept (KANJIDIC's for a kanji, wordfreq's for a word; 1 the most common), so new cards can be
    /// introduced most common first; NULL where the dictionary has none. Every column is NULL in the rows of an
    /// older file, which so upgrades in place with nothing of it changed.
    static let studyContext = Version(number: 4, name: "study context") { db in
        try db.execute(sql: """
            ALTER TABLE study_card ADD COLUMN sentence TEXT CHECK (sentence <> '');
            ALTER TABLE study_card ADD COLUMN sentence_mark_start INTEGER CHECK (sentence_mark_start >= 0);
            ALTER TABLE study_card ADD COLUMN sentence_mark_length INTEGER CHECK (
                sentence_mark_length > 0
                AND (sentence IS NULL) = (sentence_mark_start IS NULL)
                AND (sentence IS NULL) = (sentence_mark_length IS NULL));
            ALTER TABLE study_card ADD COLUMN source TEXT CHECK (source <> '');
            ALTER TABLE study_card ADD COLUMN frequency_rank INTEGER CHECK (frequency_rank > 0);
            """)
    }

    /// v5: the order a review introduces new cards in (Anki's "new card gather order").
    ///
    /// `new_order` is 'kept' (the order they were kept, by id: NULL means it, the default) or 'frequency' (most
    /// common first, by `frequency_rank`, cards without one last in the order kept). The two partial indexes
    /// hold the new cards alone in each order, so a review's next new card is one step along one of them
    /// however many review cards the deck holds.
    static let newCardOrder = Version(number: 5, name: "new card order") { db in
        try db.execute(sql: """
            ALTER TABLE study_settings ADD COLUMN new_order TEXT CHECK (new_order IN ('kept', 'frequency'));
            CREATE INDEX study_card_new_in_kept_order ON study_card (id) WHERE state = 0;
            CREATE INDEX study_card_new_by_frequency ON study_card (frequency_rank IS NULL, frequency_rank, id) WHERE state = 0;
            """)
    }

    /// v6: the texts read in the Read tab, one row each, with where the reading is.
    ///
    /// A file is kept by its path (`path`, unique; read again when opened), a pasted text by its content
    /// (`content`): exactly one of the two is set. `position` is a byte offset of the text (the line the reader
    /// showed first); `opened_at` seconds since 1970, newest first along `reading_text_newest_first`.
    static let readingTexts = Version(number: 6, name: "reading texts") { db in
        try db.execute(sql: """
            CREATE TABLE reading_text (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                title TEXT NOT NULL,
                path TEXT UNIQUE CHECK (path <> ''),
                content TEXT,
                position INTEGER NOT NULL DEFAULT 0 CHECK (position >= 0),
                opened_at INTEGER NOT NULL,
                CHECK ((path IS NULL) <> (content IS NULL))
            );
            CREATE INDEX reading_text_newest_first ON reading_text (opened_at DESC, id DESC);
            """)
    }

    /// v7: how the person left a kanji list in the browser — its filter and sort — one row per list (`list`: 'kanji',
    /// the Kanji tab's list of every kanji, is the one remembered today).
    ///
    /// Each part of the filter has its column, readable with `sqlite3`: `jlpt_levels` the modern N-levels chosen and
    /// `old_jlpt_levels` the pre-2010 ones, as digits ('54' is N5 or N4; '' none); `grades` KANJIDIC2's grade numbers
    /// of the groups chosen (1–6 the elementary years, 8 secondary, 9 jinmeiyō); `strokes_from`/`strokes_to` the
    /// stroke range, both set or both NULL; `has_common_words` 1 for "used in a common word" (the kanji it lets through
    /// come from the dictionary when the list opens, never from the file). `sort_key` is the key chosen with `s`
    /// (`KanjiSortKey`'s names), NULL when none was. Its CHECK asks only for a lowercase name, so a later kanji-tui can
    /// add a sort key without a new version; a name this one does not know reads as the list's own order.
    static let kanjiListViews = Version(number: 7, name: "kanji list views") { db in
        try db.execute(sql: """
            CREATE TABLE kanji_list_view (
                list TEXT PRIMARY KEY CHECK (list <> '' AND list NOT GLOB '*[^a-z]*'),
                jlpt_levels TEXT NOT NULL DEFAULT '' CHECK (jlpt_levels NOT GLOB '*[^1-5]*'),
                old_jlpt_levels TEXT NOT NULL DEFAULT '' CHECK (old_jlpt_levels NOT GLOB '*[^1-4]*'),
                grades TEXT NOT NULL DEFAULT '' CHECK (grades NOT GLOB '*[^1-689]*'),
                strokes_from INTEGER CHECK (strokes_from >= 1),
                strokes_to INTEGER CHECK (strokes_to >= strokes_from),
                has_common_words INTEGER NOT NULL DEFAULT 0 CHECK (has_common_words IN (0, 1)),
                sort_key TEXT CHECK (sort_key <> '' AND sort_key NOT GLOB '*[^a-z]*'),
                CHECK ((strokes_from IS NULL) = (strokes_to IS NULL))
            );
            """)
    }

    /// v8: where the person left the browser — the tab shown and the routes followed from its root, as the browser
    /// encodes them (JSON: `[{"kanjiDetail":{"_0":"日"}}]`) — and whether it opens there again (`resumes`, 0 or 1;
    /// `kanji-tui resume on`). One row at most (`id` 1). The routes are the browser's to read: a route this program
    /// does not know (a later kanji-tui's) makes the place unreadable, so the browser opens as usual and the row stays.
    static let browserPlace = Version(number: 8, name: "browser place") { db in
        try db.execute(sql: """
            CREATE TABLE browser_place (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                tab INTEGER CHECK (tab >= 1),
                routes TEXT CHECK ((tab IS NULL) = (routes IS NULL)),
                resumes INTEGER NOT NULL DEFAULT 0 CHECK (resumes IN (0, 1))
            );
            """)
    }

    /// v9: cards set aside as Anki sets them aside — suspended, buried, leeches — with their schedules and logs kept.
    ///
    /// `suspended` (0 or 1) keeps a card out of every review until it is unsuspended (`!`); `buried_until` (seconds
    /// since 1970, NULL when not buried) keeps it out until that time, the start of the next study day (`-`), after
    /// which it needs no write to come back. `leech` (0 or 1) is the tag a card gets once its lapses (grades of Again on
    /// a card in review) reach the threshold: it is then suspended too, as Anki does by default. `made_leech` on a grade
    /// says that grade tagged and suspended its card, so taking the grade back takes those back. `leech_threshold` is
    /// the lapses that make a leech, 0 for never, NULL for Anki's 8. Every column has a default, so the rows of an older
    /// file, and rows inserted by code that names only the older columns, read as cards not set aside.
    static let suspendBuryLeech = Version(number: 9, name: "suspend, bury and leeches") { db in
        try db.execute(sql: """
            ALTER TABLE study_card ADD COLUMN suspended INTEGER NOT NULL DEFAULT 0 CHECK (suspended IN (0, 1));
            ALTER TABLE study_card ADD COLUMN buried_until INTEGER CHECK (buried_until > 0);
            ALTER TABLE study_card ADD COLUMN leech INTEGER NOT NULL DEFAULT 0 CHECK (leech IN (0, 1));
            ALTER TABLE study_review ADD COLUMN made_leech INTEGER NOT NULL DEFAULT 0 CHECK (made_leech IN (0, 1));
            ALTER TABLE study_settings ADD COLUMN leech_threshold INTEGER CHECK (leech_threshold >= 0);
            """)
    }

    /// v10: the JMdict entries the learner chose with `e`/`E` for words of a text read (issue 32 §1), where the
    /// reader's guess was not the word the text uses. One row per word of a text, keyed as the reader keys it: the
    /// word's dictionary form and its surface. `sequence` is JMdict's sequence number of the chosen entry, stable
    /// across JMdict releases, unlike the data's entry numbers. A text taken out of the library takes its choices
    /// with it (ON DELETE CASCADE).
    static let readingEntryChoices = Version(number: 10, name: "reading entry choices") { db in
        try db.execute(sql: """
            CREATE TABLE reading_entry_choice (
                text_id INTEGER NOT NULL REFERENCES reading_text (id) ON DELETE CASCADE,
                dictionary_form TEXT NOT NULL CHECK (dictionary_form <> ''),
                surface TEXT NOT NULL CHECK (surface <> ''),
                sequence INTEGER NOT NULL CHECK (sequence > 0),
                PRIMARY KEY (text_id, dictionary_form, surface)
            ) WITHOUT ROWID;
            """)
    }

    /// v11: card kinds (issues 34 §3 and 35) — an item kept may have a recognition, a production and a reading card, and
    /// a kanji a writing card, each scheduled on its own (`CardKind`).
    ///
    /// `card_kind` names the card's kind ('recognition' for every card of an older file: what each was) and joins the
    /// item in the UNIQUE identity, which SQLite cannot change in place: the table is made again as SQLite's ALTER
    /// TABLE page prescribes (a new table, the rows copied with their ids, the old one dropped, the new one renamed),
    /// inside the migration's transaction, with foreign keys off for it (GRDB's deferred checks, verified after), so
    /// dropping the old table deletes no review through `ON DELETE CASCADE`. Its AUTOINCREMENT high-water mark is
    /// carried over, so an id once used is never given again. `study_settings.card_kinds` is the kinds an item gets
    /// when kept, comma-separated in template order ('recognition,production'); NULL for recognition alone.
    static let cardKinds = Version(number: 11, name: "card kinds") { db in
        let highestID = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'study_card'") ?? 0
        try db.execute(sql: """
            CREATE TABLE study_card_with_kinds (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                kind TEXT NOT NULL CHECK (kind IN ('kanji', 'word')),
                key TEXT NOT NULL CHECK (key <> ''),
                reading TEXT NOT NULL DEFAULT '',
                card_kind TEXT NOT NULL DEFAULT 'recognition' CHECK (card_kind IN ('recognition', 'production', 'reading', 'writing')),
                state INTEGER NOT NULL CHECK (state BETWEEN 0 AND 3),
                step INTEGER CHECK (step >= 0),
                stability REAL,
                difficulty REAL,
                due INTEGER NOT NULL,
                last_review INTEGER,
                added_at INTEGER NOT NULL,
                sentence TEXT CHECK (sentence <> ''),
                sentence_mark_start INTEGER CHECK (sentence_mark_start >= 0),
                sentence_mark_length INTEGER CHECK (
                    sentence_mark_length > 0
                    AND (sentence IS NULL) = (sentence_mark_start IS NULL)
                    AND (sentence IS NULL) = (sentence_mark_length IS NULL)),
                source TEXT CHECK (source <> ''),
                frequency_rank INTEGER CHECK (frequency_rank > 0),
                suspended INTEGER NOT NULL DEFAULT 0 CHECK (suspended IN (0, 1)),
                buried_until INTEGER CHECK (buried_until > 0),
                leech INTEGER NOT NULL DEFAULT 0 CHECK (leech IN (0, 1)),
                UNIQUE (kind, key, reading, card_kind)
            );
            INSERT INTO study_card_with_kinds (id, kind, key, reading, state, step, stability, difficulty, due, last_review,
                added_at, sentence, sentence_mark_start, sentence_mark_length, source, frequency_rank, suspended,
                buried_until, leech)
            SELECT id, kind, key, reading, state, step, stability, difficulty, due, last_review, added_at, sentence,
                sentence_mark_start, sentence_mark_length, source, frequency_rank, suspended, buried_until, leech
            FROM study_card;
            DROP TABLE study_card;
            ALTER TABLE study_card_with_kinds RENAME TO study_card;
            CREATE INDEX study_card_soonest_due ON study_card (due, id);
            CREATE INDEX study_card_new_in_kept_order ON study_card (id) WHERE state = 0;
            CREATE INDEX study_card_new_by_frequency ON study_card (frequency_rank IS NULL, frequency_rank, id) WHERE state = 0;
            ALTER TABLE study_settings ADD COLUMN card_kinds TEXT CHECK (card_kinds <> '' AND card_kinds NOT GLOB '*[^a-z,]*');
            """)
        try db.execute(sql: "UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = 'study_card'", arguments: [highestID])
    }

    /// v12: an entry chosen with `e`/`E` is the default for its word in every text and in `kanji-tui analyze`, until
    /// changed (issue 45). `entry_choice` is one row per word, keyed as v10's rows (its dictionary form and its surface),
    /// with JMdict's sequence number of the entry. The choices of v10, made per text, are copied in; where two texts
    /// chose differently for one word, the choice of the text opened last is taken. `reading_entry_choice` is left as it
    /// was (nothing of a file is lost), no longer written or read.
    static let entryChoicesEverywhere = Version(number: 12, name: "entry choices everywhere") { db in
        try db.execute(sql: """
            CREATE TABLE entry_choice (
                dictionary_form TEXT NOT NULL CHECK (dictionary_form <> ''),
                surface TEXT NOT NULL CHECK (surface <> ''),
                sequence INTEGER NOT NULL CHECK (sequence > 0),
                PRIMARY KEY (dictionary_form, surface)
            ) WITHOUT ROWID;
            INSERT INTO entry_choice (dictionary_form, surface, sequence)
            SELECT dictionary_form, surface, sequence FROM (
                SELECT choice.dictionary_form, choice.surface, choice.sequence, ROW_NUMBER() OVER (
                    PARTITION BY choice.dictionary_form, choice.surface ORDER BY text.opened_at DESC, text.id DESC) AS latest
                FROM reading_entry_choice AS choice JOIN reading_text AS text ON text.id = choice.text_id)
            WHERE latest = 1;
            """)
    }

    /// v13: the words the learner marked known without studying them, or ignored (issue 47): one row per word, keyed as
    /// the study list keys a word (`study_card`'s `key` and `reading`: the spelling the study list keeps it under and
    /// its reading, never '' as a word always has one), so the reader, `analyze` and `known import` agree on a word.
    /// `mark` is 'known' (counted as known, as a mature card is) or 'ignored' (out of the counts: names, particles,
    /// words never needed); `marked_at` seconds since 1970. `word_mark_newest_first` pages each mark's list, the last
    /// marked first, however many thousand an Anki import brought.
    static let wordMarks = Version(number: 13, name: "word marks") { db in
        try db.execute(sql: """
            CREATE TABLE word_mark (
                word TEXT NOT NULL CHECK (word <> ''),
                reading TEXT NOT NULL CHECK (reading <> ''),
                mark TEXT NOT NULL CHECK (mark IN ('known', 'ignored')),
                marked_at INTEGER NOT NULL,
                PRIMARY KEY (word, reading)
            ) WITHOUT ROWID;
            CREATE INDEX word_mark_newest_first ON word_mark (mark, marked_at DESC, word, reading);
            """)
    }

    /// v14: the link to the Anki the learner runs (issue 48). `anki_link` holds the one row of settings `anki setup`
    /// chose, as JSON (StudyExchange reads it: the database knows no note types). `anki_outbox` is the queue of notes
    /// on their way: a keep writes its note here first, so a note Anki could not take (closed, unreachable) waits,
    /// survives a crash, and is sent when Anki next answers; `delivered_at` and `anki_note_id` say it arrived (or
    /// that Anki had it already: `outcome`), so nothing is sent twice. `anki_outbox_waiting` finds the waiting ones in
    /// the order they were kept.
    static let ankiLink = Version(number: 14, name: "anki link") { db in
        try db.execute(sql: """
            CREATE TABLE anki_link (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                settings TEXT NOT NULL
            );
            CREATE TABLE anki_outbox (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                label TEXT NOT NULL,
                note TEXT NOT NULL,
                queued_at INTEGER NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0,
                last_error TEXT,
                delivered_at INTEGER,
                anki_note_id INTEGER,
                outcome TEXT CHECK (outcome IN ('added', 'present'))
            );
            CREATE INDEX anki_outbox_waiting ON anki_outbox (delivered_at, id);
            """)
    }

    /// v15: a review that came from Anki keeps its revlog id (milliseconds, unique in the collection it came from) and
    /// how long the answer took there (issue 48): an export with scheduling gives it back under the same id, so Anki's
    /// importer, which skips a revlog id it has, adds it to the collection it came from no second time, and its
    /// statistics keep the answer's time. Reviews made in kanji-tui have neither (NULL).
    static let ankiReviewIdentity = Version(number: 15, name: "anki review identity") { db in
        try db.execute(sql: """
            ALTER TABLE study_review ADD COLUMN anki_id INTEGER;
            ALTER TABLE study_review ADD COLUMN anki_duration_ms INTEGER;
            """)
    }

    var knownIdentifiers: [String] { versions.map(\.identifier) }

    var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for version in versions {
            migrator.registerMigration(version.identifier, migrate: version.apply)
        }
        return migrator
    }

    /// The number of the newest version among `identifiers`, for naming the backup of a file at that
    /// version (`user.sqlite.backup-v1`).
    func newestVersion(among identifiers: Set<String>) -> Int {
        versions.filter { identifiers.contains($0.identifier) }.map(\.number).max() ?? 0
    }
}
