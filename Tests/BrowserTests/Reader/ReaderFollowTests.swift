import Testing
import Browser
import FSRS
import KanjiKit
import Segmentation
import TestSupport

/// Issue 50: a text that grows while it is read (`read --follow`). Lines come at the end; the cursor goes to the
/// newest line when it was on the line before, stays where the learner moved it otherwise (the header counting what
/// came below), and a reader opened again on the text gets the lines from then on.
@MainActor
@Suite struct ReaderFollowTests {
    /// A feed the test fills: what the app's follower hands over after its thread read a source.
    final class ScriptedFeed: TextFeed {
        var waiting: [TextFeedArrivals] = []
        var status = "following subs.txt · 1 line"
        private(set) var started = false

        func start(waking wake: @escaping @Sendable () -> Void) { started = true }

        func takeArrivals() -> TextFeedArrivals {
            waiting.isEmpty ? TextFeedArrivals(lines: [], status: nil) : waiting.removeFirst()
        }
    }

    /// A browser reading `first` as the followed text, with the feed that brings more.
    private func following(_ first: String) throws -> (browser: KanjiBrowser, feed: ScriptedFeed, reader: ReaderViewModel) {
        let library = InMemoryReadingLibrary()
        let browser = try KanjiBrowser.inMemory(store: ReaderTests.store, library: library)
        let entry = try library.addPasted(first, title: "subs.txt · followed", now: Timestamp(secondsSince1970: 0))
        let feed = ScriptedFeed()
        browser.followedText.follow(feed, as: entry, waking: {})
        browser.application.follow(AppLink(tab: .read, routes: [.reader(entry)]))
        guard case .reader(let reader) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        reader.handle(.resize(columns: 40, rows: 6))
        return (browser, feed, reader)
    }

    @Test func lines_that_come_are_shown_and_the_cursor_goes_to_the_newest_line() throws {
        let (browser, feed, reader) = try following("今日は雨です。")
        #expect(feed.started)
        #expect(reader.statusText.hasPrefix("following subs.txt · 1 line · "), "\(reader.statusText)")
        feed.waiting = [TextFeedArrivals(lines: ["猫が好きです。", "犬を飼っている。"], status: "following subs.txt · 3 lines")]
        #expect(browser.followedText.takeArrivals())
        #expect(reader.text.blocks.count == 3)
        #expect(reader.cursor?.block == 2)
        #expect(reader.selectedWord?.headword == "犬")
        #expect(reader.statusText.hasPrefix("following subs.txt · 3 lines · "), "\(reader.statusText)")
        #expect(!browser.followedText.takeArrivals(), "nothing more came")
    }

    @Test func a_learner_who_moved_away_stays_and_the_header_counts_what_came_below() throws {
        let (browser, feed, reader) = try following("今日は雨です。\n猫が好きです。")
        reader.handle(.home)
        #expect(reader.cursor?.block == 0)
        feed.waiting = [TextFeedArrivals(lines: ["犬を飼っている。", "鳥が鳴く。"], status: nil)]
        #expect(browser.followedText.takeArrivals())
        #expect(reader.cursor?.block == 0, "the cursor stays on the line the learner read")
        #expect(reader.statusText.contains("2 new below (G)"), "\(reader.statusText)")
        reader.handle(.end)
        #expect(reader.cursor?.block == 3)
        #expect(!reader.statusText.contains("new below"), "\(reader.statusText)")
    }

    @Test func an_empty_text_takes_its_first_line_and_the_feeds_news_reaches_the_header() throws {
        let (browser, feed, reader) = try following("")
        #expect(reader.selectedWord == nil)
        feed.waiting = [TextFeedArrivals(lines: ["本を読む。"], status: nil),
                        TextFeedArrivals(lines: [], status: "the pipe closed: following stopped; what came is kept · 1 line")]
        #expect(browser.followedText.takeArrivals())
        #expect(reader.text.blocks.count == 1, "the empty line the empty text showed gave way")
        #expect(reader.selectedWord?.headword == "本")
        #expect(browser.followedText.takeArrivals())
        #expect(reader.statusText.hasPrefix("the pipe closed: following stopped; what came is kept · 1 line · "), "\(reader.statusText)")
    }

    @Test func a_reader_opened_again_on_the_followed_text_gets_the_lines_from_then_on() throws {
        let (browser, feed, _) = try following("今日は雨です。")
        weak var first: ReaderViewModel?
        if case .reader(let reader) = browser.stack.top { first = reader }
        #expect(first != nil)
        browser.handle(.back)
        #expect(browser.breadcrumb == ["Read"])
        #expect(first == nil, "the reader popped is freed with its coordinator: the feed holds neither")
        // Lines that come with no reader open are the feed's to keep (in the copy a reader opens); none is lost here.
        feed.waiting = [TextFeedArrivals(lines: ["猫が好きです。"], status: nil)]
        #expect(browser.followedText.takeArrivals())
        browser.application.follow(AppLink(tab: .read, routes: [.reader(try #require(browser.application.services.library.entries(offset: 0, limit: 1).first))]))
        guard case .reader(let again) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        again.handle(.resize(columns: 40, rows: 6))
        feed.waiting = [TextFeedArrivals(lines: ["犬を飼っている。"], status: nil)]
        #expect(browser.followedText.takeArrivals())
        #expect(again.selectedWord?.headword == "犬")
    }

    @Test func ten_thousand_lines_cost_each_line_not_the_text() throws {
        let (browser, feed, reader) = try following("")
        for batch in 0..<100 {
            feed.waiting = [TextFeedArrivals(lines: (0..<100).map { "\(batch * 100 + $0)行目の猫。" }, status: nil)]
            #expect(browser.followedText.takeArrivals())
        }
        #expect(reader.text.blocks.count == 10_000)
        #expect(reader.cursor?.block == 9_999)
        #expect(reader.visibleLines.count <= 6)
    }
}
