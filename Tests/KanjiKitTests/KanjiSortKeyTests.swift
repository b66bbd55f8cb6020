import Testing
@testable import KanjiKit

@Suite struct KanjiSortKeyTests {
    private static let all = try! Fixtures.store.allKanji()

    private func sorted(by key: KanjiSortKey) -> [Kanji] {
        Self.all.sorted(by: key.areInIncreasingOrder)
    }

    @Test func frequency_is_the_standard_order() {
        #expect(sorted(by: .frequency) == Self.all)
    }

    @Test func strokes_put_one_stroke_kanji_first_most_frequent_first() {
        let list = sorted(by: .strokes)
        #expect(list.prefix(2).map(\.character) == ["一", "乙"])
        #expect(list.map(\.strokeCount) == list.map(\.strokeCount).sorted())
    }

    @Test func grade_runs_from_first_year_to_kanji_without_a_grade() {
        let list = sorted(by: .grade)
        #expect(list.first?.character == "日")
        #expect(list.prefix(80).allSatisfy { $0.grade == 1 })
        #expect(list.last?.grade == nil)
    }

    @Test func radical_orders_by_radical_number_then_strokes() {
        let list = sorted(by: .radical)
        #expect(list.first?.character == "一")
        #expect(list.map(\.radical.number) == list.map(\.radical.number).sorted())
        let sunRadical = list.filter { $0.radical.number == 72 }
        #expect(sunRadical.map(\.strokeCount) == sunRadical.map(\.strokeCount).sorted())
        #expect(sunRadical.first?.character == "日")
    }

    @Test func code_point_is_the_order_of_the_unicode_tables() {
        let list = sorted(by: .codePoint)
        #expect(list.first?.character == "㐆")
        let points = list.map { $0.character.unicodeScalars.first!.value }
        #expect(points == points.sorted())
    }

    @Test(arguments: KanjiSortKey.allCases)
    func every_key_is_a_total_order(key: KanjiSortKey) {
        let list = sorted(by: key)
        #expect(list == Self.all.reversed().sorted(by: key.areInIncreasingOrder))
        for (earlier, later) in zip(list, list.dropFirst()) {
            #expect(key.areInIncreasingOrder(earlier, later) && !key.areInIncreasingOrder(later, earlier))
        }
    }

    @Test func next_cycles_through_every_key() {
        #expect(KanjiSortKey.frequency.next == .strokes)
        #expect(KanjiSortKey.codePoint.next == .frequency)
        var key = KanjiSortKey.frequency
        var seen: [KanjiSortKey] = []
        repeat { seen.append(key); key = key.next } while key != .frequency
        #expect(seen == KanjiSortKey.allCases)
    }

    @Test func labels_read_as_words() {
        #expect(KanjiSortKey.allCases.map(\.label) == ["frequency", "strokes", "grade", "radical", "code point"])
    }
}
