import Testing
@testable import KanjiKit

/// The picker's lookups, pinned on the real dataset: the index answers what a scan of every kanji would.
@Suite struct ComponentIndexTests {
    private let index = try! Fixtures.store.componentIndex()

    @Test func finds_what_a_scan_of_every_kanji_finds() throws {
        let all = try Fixtures.store.allKanji()
        for components in [["氵"], ["氵", "口"], ["日", "月"], ["木", "木", "木"]] {
            let scanned = all.filter { kanji in components.allSatisfy(kanji.components.contains) }
            #expect(index.kanji(containingAll: components) == scanned, "\(components)")
        }
    }

    @Test func pins_the_counts_the_picker_shows() {
        #expect(index.kanji(containingAll: ["氵"]).count == 575)
        #expect(index.kanji(containingAll: ["氵", "口"]).count == 98)
        #expect(index.kanji(containingAll: ["氵", "口"]).first?.character == "治")
    }

    @Test func nothing_chosen_or_an_unknown_component_finds_nothing() {
        #expect(index.kanji(containingAll: []).isEmpty)
        #expect(index.kanji(containingAll: ["氵", "not a component"]).isEmpty)
    }

    @Test func lists_the_components_in_use() throws {
        let used = Set(try Fixtures.store.allKanji().flatMap(\.components))
        #expect(index.usedComponents == used)
    }
}
