import Testing
@testable import KanjiKit

@Suite struct KanjiLabelsTests {
    @Test func jlpt_says_which_list_a_level_comes_from() {
        #expect(KanjiLabels.jlpt(modern: 3, old: 2) == "N3 (unofficial list) · old level 2 (before 2010)")
        #expect(KanjiLabels.jlpt(modern: nil, old: 1) == "old level 1 (before 2010)")
        #expect(KanjiLabels.jlpt(modern: nil, old: nil) == "—")
    }

    @Test func list_cells_keep_modern_and_old_levels_apart() {
        #expect(KanjiLabels.shortModernJLPT(5) == "N5")
        #expect(KanjiLabels.shortModernJLPT(nil) == "")
        #expect(KanjiLabels.shortOldJLPT(1) == "old 1")
        #expect(KanjiLabels.shortOldJLPT(nil) == "")
    }

    @Test func grade_cells_read_at_a_glance() {
        #expect(KanjiLabels.shortGrade(2) == "jōyō 2")
        #expect(KanjiLabels.shortGrade(8) == "secondary")
        #expect(KanjiLabels.shortGrade(9) == "name use")
        #expect(KanjiLabels.shortGrade(10) == "name use")
        #expect(KanjiLabels.shortGrade(nil) == "")
    }

    @Test func grades_name_the_school_or_the_name_list() {
        #expect(KanjiLabels.grade(1) == "jōyō 1 (elementary school, year 1)")
        #expect(KanjiLabels.grade(8) == "secondary (jōyō, taught in secondary school)")
        #expect(KanjiLabels.grade(9) == "name use (jinmeiyō: used in names)")
        #expect(KanjiLabels.grade(nil) == "—")
    }

    @Test func facts_of_sun_read_as_a_learner_expects() throws {
        let sun = try #require(try Fixtures.store.kanji(for: "日"))
        let facts = Dictionary(uniqueKeysWithValues: KanjiLabels.facts(for: sun).map { ($0.label, $0.value) })
        #expect(facts["On"] == "ニチ、ジツ")
        #expect(facts["Frequency"] == "1 of 2,501 in newspapers")
        #expect(facts["Radical"] == "日 (no. 72)")
        #expect(facts["JLPT"] == "N5 (unofficial list) · old level 4 (before 2010)")
    }
}
