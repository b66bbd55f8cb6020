import Testing
import Browser
import FSRS
import KanjiKit
import Segmentation
import TestResources
import TestSupport

/// Issue 34: the reader names a kept word's state as Anki and FSRS do; issue 47: its share known counts only words
/// studied to maturity (or marked known) — a word just kept is new, one learning or young in review not known yet.
@MainActor
@Suite struct ReaderKnowledgeTests {
    static let store = try! KanjiStore(directory: Checkout.resources)
    static let text = "彼は本を見ていた。"
    static let he = LookupItem.word(headword: "彼", reading: "かれ")
    static let start = Timestamp(secondsSince1970: 1_800_000_000)

    /// The reader on ``text`` with the cursor on 彼, its words counted.
    private func reader(study: InMemoryStudyDeck) throws -> ReaderViewModel {
        let browser = try KanjiBrowser.inMemory(store: Self.store, study: study, library: InMemoryReadingLibrary())
        browser.handle(.selectTab(AppTab.read.rawValue))
        guard case .readingList(let list) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        list.paste(Self.text)
        guard case .reader(let reader) = browser.stack.top else { throw ReaderTestFailure(top: browser.breadcrumb) }
        while !reader.isCounted { reader.tick() }
        return reader
    }

    /// 彼 kept, then graded with each of `ratings` a day apart.
    private func deck(grading ratings: [Rating]) throws -> InMemoryStudyDeck {
        let deck = InMemoryStudyDeck()
        try deck.add(Self.he, now: Self.start)
        let scheduler = Scheduler(enableFuzzing: false)
        var time = Self.start
        for rating in ratings {
            var card = try #require(deck.card(for: Self.he))
            time = max(time, card.schedule.due)
            let (schedule, log) = scheduler.review(card.schedule, rating: rating, at: time)
            card.schedule = schedule
            _ = try deck.save(card, log: log)
        }
        return deck
    }

    @Test func a_word_kept_and_never_reviewed_is_new_and_not_known() throws {
        let reader = try reader(study: deck(grading: []))
        #expect(reader.selectedWord?.headword == "彼")
        #expect(reader.selectedKnowledge == .new)
        #expect(reader.statusText.contains("known 0% of words, 0% distinct"), "\(reader.statusText)")
    }

    @Test func reviewed_once_it_is_learning_and_not_known_yet() throws {
        let reader = try reader(study: deck(grading: [.good]))
        #expect(reader.selectedKnowledge == .learning)
        #expect(reader.statusText.contains("known 0% of words, 0% distinct"), "\(reader.statusText)")
    }

    @Test func studied_to_maturity_it_is_known() throws {
        let reader = try reader(study: deck(grading: [.easy, .easy]))
        #expect(reader.selectedKnowledge == .mature)
        #expect(!reader.statusText.contains("known 0%"), "\(reader.statusText)")
    }

    @Test func graduated_it_is_review_and_forgotten_it_is_relearning_and_not_known() throws {
        #expect(try reader(study: deck(grading: [.easy])).selectedKnowledge == .review)
        let forgotten = try reader(study: deck(grading: [.easy, .again]))
        #expect(forgotten.selectedKnowledge == .relearning)
        #expect(forgotten.statusText.contains("known 0% of words, 0% distinct"), "\(forgotten.statusText)")
    }

    @Test func each_state_has_its_name_and_only_mature_or_marked_known_counts_as_known() {
        let card = { (state: CardState, stability: Double?) in
            Card(id: 1, state: state, step: nil, stability: stability, difficulty: nil, due: Self.start, lastReview: nil)
        }
        #expect(WordKnowledge(card: nil) == .unknown)
        #expect(WordKnowledge(card: card(.new, nil)) == .new)
        #expect(WordKnowledge(card: card(.learning, 1)) == .learning)
        #expect(WordKnowledge(card: card(.relearning, 30)) == .relearning)
        #expect(WordKnowledge(card: card(.review, 20.9)) == .review)
        #expect(WordKnowledge(card: card(.review, 21)) == .mature)
        #expect(WordKnowledge(card: card(.learning, 1), mark: .known) == .markedKnown)
        #expect(WordKnowledge(card: card(.review, 21), mark: .known) == .mature, "a mature card says more than the mark")
        #expect(WordKnowledge(card: card(.review, 21), mark: .ignored) == .ignored, "ignored whatever its card")
        #expect(WordKnowledge(card: nil, mark: .known) == .markedKnown)
        #expect(WordKnowledge.allCases.filter(\.isKnown) == [.mature, .markedKnown])
        #expect(WordKnowledge.allCases.filter { !$0.isCounted } == [.ignored])
        #expect(WordKnowledge.allCases.filter(\.countsAsUnknown) == [.review, .learning, .relearning, .new, .unknown])
        #expect(WordKnowledge.allCases.map(\.label) == ["mature", "review", "learning", "relearning", "new", "not kept", "known", "ignored"])
    }
}
