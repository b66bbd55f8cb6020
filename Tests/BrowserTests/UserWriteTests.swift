import Foundation
import FSRS
import KanjiKit
import TestResources
import TestSupport
import Testing
@testable import Browser

/// Every write a screen makes to the user's stores before its frame goes through the one writer
/// (``UserWriter``), as a value: each key's writes are compared whole, and the deck's own record of what it was
/// asked to write equals the writer's journal, so no write went past the writer. A store that fails says the same
/// line as before.
@MainActor
@Suite struct UserWriteTests {
    /// The fixture with the writer's journal on and the deck's record emptied: what follows is the test's own.
    private func journaling(_ fixture: StudyFixture) -> UserWriter {
        let writer = fixture.browser.application.services.writer
        writer.keepsJournal = true
        fixture.deck.recordedWrites = []
        return writer
    }

    /// The writes asked for since the journal was turned on, after checking the deck was asked for the same ones.
    private func writes(_ writer: UserWriter, _ deck: InMemoryStudyDeck,
                        sourceLocation: SourceLocation = #_sourceLocation) -> [UserWrite] {
        #expect(deck.recordedWrites == writer.journal, "a write went past the writer", sourceLocation: sourceLocation)
        return writer.journal
    }

    @Test func a_on_a_kanji_keeps_it_and_again_takes_it_off_and_u_puts_it_back() throws {
        let fixture = try StudyFixture()
        fixture.browser.open(kanji: "日")
        let detail = try #require(fixture.browser.topDetail)
        let writer = journaling(fixture)
        detail.handle(.toggleKept)
        #expect(writes(writer, fixture.deck) == [.keep(.kanji("日"), context: nil)])
        #expect(detail.notice == "日 added to study")
        detail.handle(.toggleKept)
        detail.handle(.undo)
        #expect(writes(writer, fixture.deck) == [.keep(.kanji("日"), context: nil), .takeOff(.kanji("日")),
                                                 .putBack(.kanji("日"), reviewCount: 0)])
    }

    @Test func u_after_a_keep_removes_the_item() throws {
        let fixture = try StudyFixture()
        fixture.browser.open(kanji: "日")
        let detail = try #require(fixture.browser.topDetail)
        let writer = journaling(fixture)
        detail.handle(.toggleKept)
        detail.handle(.undo)
        #expect(writes(writer, fixture.deck) == [.keep(.kanji("日"), context: nil), .remove(.kanji("日"))])
    }

    @Test func a_grade_and_its_undo_are_written_through_the_writer() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"))
        let card = try #require(fixture.deck.card(for: .kanji("日")))
        fixture.studyList?.handle(.review)
        let writer = journaling(fixture)
        fixture.topCard?.handle(.reveal)
        fixture.topCard?.handle(.grade(.good))
        var graded = card
        let (schedule, log) = Scheduler(enableFuzzing: false).review(card.schedule, rating: .good, at: fixture.clock.now)
        graded.schedule = schedule
        #expect(writes(writer, fixture.deck) == [.grade(graded, log)])
        let logID = try #require(fixture.deck.log.keys.first)
        fixture.topCard?.handle(.undo)
        #expect(writes(writer, fixture.deck) == [.grade(graded, log), .undoGrade(logID: logID, restoring: card)])
    }

    @Test func bang_and_minus_on_a_review_card_and_their_undo_are_written_through_the_writer() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"))
        fixture.clock.advance(bySeconds: 1)
        try fixture.keep(.kanji("本"))
        let sun = try #require(fixture.deck.card(for: .kanji("日")))
        let book = try #require(fixture.deck.card(for: .kanji("本")))
        fixture.studyList?.handle(.review)
        let writer = journaling(fixture)
        fixture.topCard?.handle(.suspend)
        fixture.topCard?.handle(.undo)
        #expect(writes(writer, fixture.deck) == [.setSuspended(true, sun), .setSuspended(false, sun), .bury(sun, until: nil)])
        fixture.topCard?.handle(.suspend)
        fixture.topCard?.handle(.bury)
        let nextDay = StudyDay(utcOffsetSeconds: 0).start(containing: fixture.clock.now).advanced(byDays: 1)
        #expect(writes(writer, fixture.deck).suffix(2) == [.setSuspended(true, sun), .bury(book, until: nextDay)])
    }

    @Test func bang_and_minus_on_a_study_row_and_u_are_written_through_the_writer() throws {
        let fixture = try StudyFixture()
        try fixture.keep(.kanji("日"), .kanji("本"))
        let sun = try #require(fixture.deck.card(for: .kanji("日")))
        let list = try #require(fixture.studyList)
        let writer = journaling(fixture)
        list.handle(.toggleSuspended)
        list.handle(.undo)
        // u puts back the card as it was before `!`: its flag, on the card as it was.
        #expect(writes(writer, fixture.deck) == [.setSuspended(true, sun), .setSuspended(false, sun)])
        list.handle(.toggleBuried)
        let nextDay = StudyDay(utcOffsetSeconds: 0).start(containing: fixture.clock.now).advanced(byDays: 1)
        #expect(writes(writer, fixture.deck).last == .bury(sun, until: nextDay))
    }

    @Test func the_study_tabs_settings_and_their_undo_are_written_through_the_writer() throws {
        let fixture = try StudyFixture()
        let list = try #require(fixture.studyList)
        let writer = journaling(fixture)
        list.handle(.changeNewCardsPerDay(StudyListViewModel.newCardsPerDayStep))
        list.handle(.undo)
        list.handle(.changeReviewsPerDay(-1))
        list.handle(.switchNewCardOrder)
        #expect(writes(writer, fixture.deck) == [.setNewCardsPerDay(20 + StudyListViewModel.newCardsPerDayStep), .setNewCardsPerDay(20),
                                                 .setReviewsPerDay(StudyCoordinator.defaultReviewsPerDay), .setNewCardOrder(.frequency)])
    }

    @Test func a_failing_deck_says_the_same_lines_and_its_writes_went_through_the_writer() throws {
        let fixture = try StudyFixture()
        fixture.deck.failingWrites = "cannot write user.sqlite: read-only file"
        fixture.browser.open(kanji: "日")
        let detail = try #require(fixture.browser.topDetail)
        let writer = journaling(fixture)
        detail.handle(.toggleKept)
        #expect(detail.notice == "Not kept: cannot write user.sqlite: read-only file")
        let list = try #require(fixture.studyList)
        list.handle(.changeNewCardsPerDay(1))
        #expect(list.notice == "not saved: cannot write user.sqlite: read-only file")
        #expect(writes(writer, fixture.deck) == [.keep(.kanji("日"), context: nil), .setNewCardsPerDay(21)])
        #expect(fixture.deck.count() == 0)
    }

    // MARK: The reader, the Read list and the History

    /// A browser on the dataset with these stores, the writer's journal on and the stores' records emptied.
    private func browser(study: InMemoryStudyDeck = InMemoryStudyDeck(), library: InMemoryReadingLibrary = InMemoryReadingLibrary(),
                         history: InMemoryLookupHistory = InMemoryLookupHistory()) throws -> (KanjiBrowser, UserWriter) {
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store, history: history, study: study, library: library)
        let writer = browser.application.services.writer
        writer.keepsJournal = true
        study.recordedWrites = []
        library.recordedWrites = []
        history.recordedWrites = []
        return (browser, writer)
    }

    @Test func a_paste_adds_the_text_and_the_reader_opens_it_and_a_keeps_a_word_with_its_sentence() throws {
        let study = InMemoryStudyDeck()
        let library = InMemoryReadingLibrary()
        let (browser, writer) = try browser(study: study, library: library)
        browser.handle(.selectTab(AppTab.read.rawValue))
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.paste(ReaderTests.text)
        let text = try #require(library.entries(offset: 0, limit: 1).first)
        guard case .reader(let reader) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        #expect(writer.journal == [.addPastedText(ReaderTests.text, title: "彼は本を見ていた。"), .reopenText(text)])
        #expect(library.recordedWrites == writer.journal, "a write went past the writer")
        reader.handle(.nextWord)
        reader.handle(.nextWord)
        reader.handle(.keep)
        let context = try #require(study.card(for: .word(headword: "見る", reading: "みる"))?.context)
        #expect(context.sentence == "彼は本を見ていた。" && context.source == "彼は本を見ていた。")
        #expect(writer.journal.last == .keep(.word(headword: "見る", reading: "みる"), context: context))
        #expect(study.recordedWrites == Array(writer.journal.suffix(1)), "a write went past the writer")
    }

    @Test func d_y_on_the_read_list_removes_the_text_through_the_writer_and_a_failure_says_the_same_line() throws {
        let library = InMemoryReadingLibrary()
        let book = try library.addPasted("彼は本を見ていた。", title: "book", now: Timestamp(secondsSince1970: 2))
        let (browser, writer) = try browser(library: library)
        browser.handle(.selectTab(AppTab.read.rawValue))
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        library.failingWrites = "cannot write user.sqlite: read-only file"
        list.handle(.askToRemove)
        list.handle(.confirmRemoval)
        #expect(list.statusText == "Not removed: cannot write user.sqlite: read-only file")
        library.failingWrites = nil
        list.handle(.askToRemove)
        list.handle(.confirmRemoval)
        #expect(list.statusText == "Removed book")
        #expect(writer.journal == [.removeText(book), .removeText(book)])
        #expect(library.recordedWrites == writer.journal, "a write went past the writer")
    }

    @Test func d_and_D_y_on_the_history_forget_through_the_writer() throws {
        let history = InMemoryLookupHistory()
        let (browser, writer) = try browser(history: history)
        browser.open(kanji: "本")
        browser.handle(.back)
        browser.open(kanji: "日")
        browser.handle(.selectTab(AppTab.history.rawValue))
        guard case .history(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.handle(.deleteEntry)
        list.handle(.askToClear)
        list.handle(.confirm)
        #expect(writer.journal == [.forget(.kanji("日")), .forgetHistory])
        #expect(history.recordedWrites == writer.journal, "a write went past the writer")
    }

    // MARK: The source

    /// A store's write called anywhere in the browser but its two performers — this file's writer, before the frame,
    /// and ``KanjiBrowser/performEffects()``, after it — is found here, so a new screen cannot write past them.
    @Test func only_the_two_performers_call_a_stores_write() throws {
        let writes = /(study|deck|library|history|preferences|listPreferences)\.(add|addAll|remove|save|undo|setSuspended|bury|setNewCardsPerDay|setReviewsPerDay|setNewCardOrder|takeOff|putBack|keep|addPasted|reopen|open|delete|clear|record|savePosition|saveEntryChoices|saveKanjiListFilter|saveKanjiListSort|saveLastPlace)\(/
        let performers: Set<String> = ["App/UserWrite.swift", "App/KanjiBrowser.swift"]
        let root = Checkout.path("Sources/Browser")
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the browser's sources are read")
        var found: [String] = []
        for file in files where !performers.contains(file) {
            let lines = try String(contentsOfFile: root + "/" + file, encoding: .utf8).split(separator: "\n")
            for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") && line.contains(writes) {
                found.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found == [])
    }
}
