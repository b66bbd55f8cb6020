import KanjiKit
import Segmentation
import TestSupport
import Testing
import Browser
import Coordination

/// Issue 47: the marked words on a screen of their own (`M` on the Study tab), the last marked first; Enter opens a
/// word's page, `d` takes its mark off and `u` puts it back; popping the screen frees its coordinator.
@MainActor
@Suite struct WordMarksScreenTests {
    private func opened(_ marks: InMemoryWordMarks) throws -> (KanjiBrowser, WordMarksViewModel) {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), wordMarks: marks, words: .success(Dataset.words))
        browser.application.follow(AppLink(tab: .study, routes: [.wordMarks]))
        guard case .wordMarks(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.setVisibleRows(10)
        return (browser, list)
    }

    @Test func the_marks_are_listed_the_last_first_and_enter_opens_the_words_page() throws {
        let marks = InMemoryWordMarks([("日本", "にほん", .known), ("です", "です", .ignored)])
        let (browser, list) = try opened(marks)
        #expect(list.count == 2)
        #expect(list.row(at: 0)?.headword == "です")
        #expect(list.row(at: 1)?.mark == .known)
        list.handle(CursorCommand.down)
        list.handle(CursorCommand.select)
        #expect(browser.topWordDetail?.entry.headword == "日本")
        #expect(browser.location.routes == [.wordMarks, .wordDetail(rank: try Dataset.entry("日本").rank)])
    }

    @Test func d_unmarks_and_u_puts_the_mark_back() throws {
        let marks = InMemoryWordMarks([("日本", "にほん", .known)])
        let (_, list) = try opened(marks)
        list.handle(.unmark)
        #expect(marks.mark(headword: "日本", reading: "にほん") == nil)
        #expect(list.count == 0)
        #expect(list.statusText == "日本 unmarked")
        list.handle(.undo)
        #expect(marks.mark(headword: "日本", reading: "にほん") == .known)
        #expect(list.count == 1)
    }

    @Test func popping_the_list_frees_its_coordinator() throws {
        let marks = InMemoryWordMarks([("日本", "にほん", .known)])
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let (browser, _) = try opened(marks)
            #expect(browser.inspect().coordinators.map(\.name).contains("WordMarksCoordinator"))
            let before = counter.count
            browser.handle(.back)
            #expect(counter.count == before - 1)
            #expect(!browser.inspect().coordinators.map(\.name).contains("WordMarksCoordinator"))
        }
    }
}
