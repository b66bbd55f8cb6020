import Foundation
import TestSupport
import FSRS
import KanjiKit
import Testing
@testable import Browser

/// Every route is a full address (issue 46): followed from a tab's bare stack — as a link, a stack restored at start
/// or a test's starting point is — each opens its screen, never a page saying it names nothing, because a route
/// carries what it needs instead of taking it from the screen on top.
@Suite struct EveryRouteTests {
    /// Every case of ``AppRoute``, without its values: `init(_:)` switches over the routes with no `default:`, so a
    /// new route does not compile until it is listed here, with an example (``example(_:)``).
    enum Case: CaseIterable {
        case kanjiDetail, wordDetail, wordSearch, importedTerm, kanjiOfWord, strokeOrder, components, kanjiContaining, allKanji, filter
        case review, studyStatistics, cardHistory, about, reader, draw, unknownWords, wordMarks, oneUnknownSentences, learnNext

        init(_ route: AppRoute) {
            switch route {
            case .kanjiDetail: self = .kanjiDetail
            case .wordDetail: self = .wordDetail
            case .wordSearch: self = .wordSearch
            case .importedTerm: self = .importedTerm
            case .kanjiOfWord: self = .kanjiOfWord
            case .strokeOrder: self = .strokeOrder
            case .components: self = .components
            case .kanjiContaining: self = .kanjiContaining
            case .allKanji: self = .allKanji
            case .filter: self = .filter
            case .review: self = .review
            case .studyStatistics: self = .studyStatistics
            case .cardHistory: self = .cardHistory
            case .about: self = .about
            case .reader: self = .reader
            case .draw: self = .draw
            case .unknownWords: self = .unknownWords
            case .wordMarks: self = .wordMarks
            case .oneUnknownSentences: self = .oneUnknownSentences
            case .learnNext: self = .learnNext
            }
        }
    }

    /// The text of the reader's routes, in the library before the browser starts.
    static let text = "猫が窓から外を見ていた。彼は本を直した。"

    /// A route of each kind, naming what the data and the stores hold: `pasted` is the library's text, `kept` a card
    /// of the deck. The filter's routes are those of lists a link can name: a word's kanji (every kanji is the Kanji
    /// tab's own list, tried on every tab too).
    static func examples(_ kind: Case, pasted: ReadingEntry, kept: Timestamp) throws -> [AppRoute] {
        let school = try Dataset.entry("学校").rank
        switch kind {
        case .kanjiDetail: return [.kanjiDetail("日")]
        case .wordDetail: return [.wordDetail(rank: school), .wordDetail(rank: try Dataset.entry("治す").rank, spelling: "直す")]
        case .wordSearch: return [.wordSearch("*日*")]
        // No dictionary is installed here: the page says the term is no longer there (ImportedTermPageTests opens one).
        case .importedTerm: return [.importedTerm(dictionary: "Slang", expression: "推し活", reading: "おしかつ")]
        case .kanjiOfWord: return [.kanjiOfWord(rank: school)]
        case .strokeOrder: return [.strokeOrder("日")]
        case .components: return [.components(of: "語")]
        case .kanjiContaining: return [.kanjiContaining(component: "言")]
        case .allKanji: return [.allKanji]
        case .filter: return [.filter(.all), .filter(.word(rank: school)), .filter(.component("言"))]
        case .review: return [.review(dueBy: kept, count: 1)]
        case .studyStatistics: return [.studyStatistics]
        case .cardHistory: return [.cardHistory(key: "日", reading: nil)]
        case .about: return [.about]
        case .reader: return [.reader(pasted)]
        case .draw: return [.draw]
        case .unknownWords: return [.unknownWords(pasted)]
        case .wordMarks: return [.wordMarks]
        case .oneUnknownSentences: return [.oneUnknownSentences]
        case .learnNext: return [.learnNext]
        }
    }

    @Test func every_route_opens_from_a_bare_stack_on_every_tab() throws {
        for kind in Case.allCases {
            let library = InMemoryReadingLibrary()
            let pasted = try library.addPasted(Self.text, title: "猫", now: Timestamp(secondsSince1970: 1))
            let study = InMemoryStudyDeck()
            _ = try study.add(.kanji("日"), context: nil, now: Timestamp(secondsSince1970: 1))
            for route in try Self.examples(kind, pasted: pasted, kept: Timestamp(secondsSince1970: 2)) {
                #expect(Case(route) == kind, "\(route) is listed as \(kind)")
                // As a stack is saved when the app quits and restored at the next start: the route's JSON.
                let restored = try JSONDecoder().decode(AppRoute.self, from: JSONEncoder().encode(route))
                #expect(restored == route)
                for tab in AppTab.allCases {
                    let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore(), study: study, library: library)
                    browser.application.follow(AppLink(tab: tab, routes: [restored]))
                    let titles = browser.stack.screens.map(\.screen.title)
                    #expect(!titles.contains("Not found"), "\(route) on the \(tab) tab: \(titles)")
                    #expect(browser.stack.depth > 1, "\(route) on the \(tab) tab opened nothing")
                    #expect(browser.location.routes.last == route, "\(route) on the \(tab) tab reads back as \(browser.location.routes)")
                }
            }
        }
    }
}
