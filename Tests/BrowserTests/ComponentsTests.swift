import TestSupport
import Coordination
import KanjiKit
import Testing
@testable import Browser

/// `c` on a kanji's detail lists its components (KRADFILE), each with its strokes (RADKFILE) and meaning
/// (KANJIDIC2); Enter on one lists every kanji that contains it on the reused kanji list screen.
@Suite struct ComponentsTests {
    /// 語's detail, then its components, as `c` opens them.
    private func componentsOfWord() throws -> (KanjiBrowser, ComponentListViewModel) {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.open(kanji: "語")
        let detail = try #require(browser.topDetail)
        detail.open(.components(of: detail.kanji.character))
        guard case .componentList(let list) = browser.stack.top else { throw ComponentsFailure(breadcrumb: browser.breadcrumb) }
        return (browser, list)
    }

    private struct ComponentsFailure: Error {
        let breadcrumb: [String]
    }

    @Test func the_components_of_a_kanji_are_krad_files_with_strokes_and_meanings() throws {
        let (browser, list) = try componentsOfWord()
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("語"), .components(of: "語")]))
        #expect(list.components.map(\.character) == ["一", "言", "口", "五"], "KRADFILE's line for 語, in its order")
        #expect(list.components.map(\.strokeCount) == [1, 7, 3, 4], "RADKFILE's stroke counts")
        #expect(list.components[2].meaningText == "mouth")
        #expect(list.components[1].meaningText.hasPrefix("say; word"))
        #expect(list.currentItemText == "一", "y copies the component under the cursor")
    }

    @Test func a_component_that_is_not_a_kanji_carries_the_meaning_of_the_one_it_stands_for() throws {
        let store = Dataset.fullStore()
        let rest = try #require(try store.kanji(for: "休"))
        let parts = try store.componentDescriptions(of: rest)
        #expect(parts.map(\.character) == ["⺅", "木"])
        #expect(parts[0].standsFor == "人")
        #expect(parts[0].meaningText == "person (as 人)")
        #expect(parts[0].strokeCount == 2)
        let shapes = try store.components().filter { ComponentDescription.variants[$0.character] == nil && (try? store.kanji(for: $0.character)) ?? nil == nil }
        #expect(shapes.map(\.character).sorted() == ["マ", "ユ", "ヨ"], "only the katakana-like shapes have no meaning")
    }

    @Test func enter_on_a_component_lists_every_kanji_containing_it_and_back_returns_to_it() throws {
        let (browser, list) = try componentsOfWord()
        list.handle(.down)
        list.handle(.down)
        list.handle(.select)
        let kanji = try #require(browser.topList)
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("語"), .components(of: "語"), .kanjiContaining(component: "口")]))
        let expected = try Dataset.fullStore().allKanji().filter { $0.components.contains("口") }.map(\.character)
        #expect(kanji.kanji.map(\.character) == expected, "every kanji KRADFILE writes with 口, in the list's order")
        #expect(expected.count > 1000)
        #expect(kanji.subtitle == "mouth · 3 strokes")
        #expect(browser.inspect().coordinators.map(\.name).suffix(3)
                == ["KanjiDetailCoordinator", "Leaf components", "Leaf kanjiContaining"])
        browser.open(kanji: "品")
        #expect(browser.location == AppLink(tab: .kanji, routes: [
            .kanjiDetail("語"), .components(of: "語"), .kanjiContaining(component: "口"), .kanjiDetail("品"),
        ]))
        browser.handle([.back, .back])
        #expect(browser.location == AppLink(tab: .kanji, routes: [.kanjiDetail("語"), .components(of: "語")]))
        #expect(list.selectedComponent?.character == "口", "Back returns to the component chosen")
    }

    @Test func popping_the_components_frees_their_coordinators() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let browser = try componentsOfWord().0
            browser.handle(.cursor(.select))
            #expect(counter.count == 5, "the application, the list's, the detail's, the components' and the kanji list's")
            browser.handle([.back, .back])
            #expect(counter.count == 3)
            #expect(browser.inspect().coordinators.map(\.name) == ["ApplicationCoordinator", "AllKanjiListCoordinator", "KanjiDetailCoordinator"])
        }
    }
}
