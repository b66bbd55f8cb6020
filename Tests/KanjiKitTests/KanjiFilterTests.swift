import TestResources
import Testing
@testable import KanjiKit

/// Counts pinned on the committed dataset (KANJIDIC2 2022-08-23, tanos lists, common EDICT entries).
@Suite struct KanjiFilterTests {
    private static let all = try! Fixtures.store.allKanji()
    private static let withWords = try! Fixtures.store.kanjiWithCommonWords()

    private func count(_ filter: KanjiFilter) -> Int {
        Self.all.filter(filter.matches).count
    }

    @Test func the_empty_filter_passes_every_kanji_and_has_no_label() {
        #expect(KanjiFilter().isEmpty)
        #expect(count(KanjiFilter()) == 10_361)
        #expect(KanjiFilter().label == "")
    }

    @Test func modern_jlpt_levels_match_the_tanos_lists() {
        #expect(count(KanjiFilter(jlptLevels: [5])) == 79)
        #expect(count(KanjiFilter(jlptLevels: [4])) == 166)
        #expect(count(KanjiFilter(jlptLevels: [3])) == 367)
        #expect(count(KanjiFilter(jlptLevels: [2])) == 367)
        #expect(count(KanjiFilter(jlptLevels: [1])) == 1_232)
        #expect(count(KanjiFilter(jlptLevels: [5, 4])) == 245)
    }

    @Test func old_jlpt_levels_match_kanjidic2() {
        #expect(count(KanjiFilter(oldJLPTLevels: [4])) == 103)
        #expect(count(KanjiFilter(oldJLPTLevels: [1])) == 1_207)
    }

    @Test func grade_groups_match_kanjidic2_grades() {
        #expect(count(KanjiFilter(grades: [.grade1])) == 80)
        #expect(count(KanjiFilter(grades: [.grade1, .grade2])) == 240)
        #expect(count(KanjiFilter(grades: [.secondary])) == 1_110)
        #expect(count(KanjiFilter(grades: [.jinmeiyo])) == 816)
        #expect(KanjiGradeGroup(grade: 10) == .jinmeiyo)
        #expect(KanjiGradeGroup(grade: 7) == nil)
        #expect(!KanjiGradeGroup.grade1.contains(nil))
        #expect(KanjiGradeGroup.allCases.map(\.label) == [
            "grade 1", "grade 2", "grade 3", "grade 4", "grade 5", "grade 6", "secondary", "jinmeiyō",
        ])
    }

    @Test func criteria_combine_and_values_within_one_are_alternatives() {
        #expect(count(KanjiFilter(jlptLevels: [5], grades: [.grade1])) == 49)
        #expect(count(KanjiFilter(strokes: 1...3)) == 120)
        let small = KanjiFilter(jlptLevels: [5], grades: [.grade1], strokes: 1...5)
        #expect(Self.all.filter(small.matches).map(\.character).sorted() == [
            "一", "七", "三", "上", "下", "中", "九", "二", "五", "人", "入", "八", "六", "円", "出", "十", "千", "右",
            "四", "土", "大", "天", "女", "子", "小", "山", "川", "左", "日", "月", "木", "本", "水", "火", "生", "白",
        ].sorted())
    }

    @Test func has_words_keeps_the_kanji_of_common_words() {
        #expect(Self.withWords.count == 2_615)
        #expect(count(KanjiFilter(kanjiWithCommonWords: Self.withWords)) == 2_615)
        #expect(count(KanjiFilter(jlptLevels: [5], kanjiWithCommonWords: Self.withWords)) == 79)
        #expect(count(KanjiFilter(strokes: 1...3, kanjiWithCommonWords: Self.withWords)) == 49)
        #expect(Self.withWords.isSuperset(of: ["日", "本", "語", "学", "鬱"]))
        #expect(!Self.withWords.contains("㐆"))
    }

    @Test func a_compatibility_ideograph_does_not_borrow_the_words_of_its_unified_twin() {
        #expect(Self.withWords.contains("\u{795E}"))
        #expect(!Self.withWords.contains("\u{FA19}"))
        let compatibility = Self.all.filter { (0xF900...0xFAFF).contains($0.character.unicodeScalars.first!.value) }
        #expect(compatibility.count == 15)
        #expect(!compatibility.contains(where: KanjiFilter(kanjiWithCommonWords: Self.withWords).matches))
    }

    @Test func the_common_word_kanji_of_a_small_word_list_are_those_of_its_common_headwords() throws {
        let path = Fixtures.temporaryFile("日本 [にほん] /(n) Japan/(P)/\n鬱 [うつ] /(n) depression/\nお早う [おはよう] /(int) good morning/(P)/\n")
        #expect(try WordFile(path: path).kanjiInCommonHeadwords() == ["日", "本", "早"])
        #expect(try WordFile(path: EdictSample.temporaryFile()).kanjiInCommonHeadwords() == ["日", "本", "早"])
    }

    @Test(arguments: [
        KanjiFilter(jlptLevels: [5]), KanjiFilter(jlptLevels: [1, 2]), KanjiFilter(oldJLPTLevels: [4]),
        KanjiFilter(grades: [.grade1, .jinmeiyo]), KanjiFilter(grades: [.secondary], strokes: 20...30),
        KanjiFilter(strokes: 1...1), KanjiFilter(), KanjiFilter(jlptLevels: [5], kanjiWithCommonWords: ["日", "本", "㐆", "鬱"]),
    ])
    func a_fresh_store_builds_only_the_matching_kanji_and_finds_the_same_as_filtering_them_all(filter: KanjiFilter) throws {
        let fresh = try KanjiStore(directory: Fixtures.resources)
        let built = try fresh.kanji(matching: filter)
        #expect(built == Self.all.filter(filter.matches))
        // Once everything is parsed, the store filters its list instead.
        #expect(try Fixtures.store.kanji(matching: filter) == built)
    }

    @Test func a_line_gives_the_facts_a_filter_reads() {
        func facts(_ line: String) -> KanjiFilterFacts? {
            Array(line.utf8).withUnsafeBufferPointer(KanjiRecordParser.filterFacts)
        }
        #expect(facts(Fixtures.sunLine) == KanjiFilterFacts(scalar: "日", strokeCount: 4, grade: 1, oldJLPTLevel: 4, modernJLPTLevel: 5))
        #expect(facts("㐆\t6\t\t\t\t\t1\t一")
                == KanjiFilterFacts(scalar: "㐆", strokeCount: 6, grade: nil, oldJLPTLevel: nil, modernJLPTLevel: nil))
        #expect(facts("日\t4\t1\t4\t5") != nil, "five columns are all it reads")
        for broken in ["日\t4", "日\tfour\t1\t4\t5", "日本\t4\t1\t4\t5", "日\t\t1\t4\t5", "日\t4\t1\t4\t500", ""] {
            #expect(facts(broken) == nil, "\(broken)")
        }
        #expect([0xFF, 0x09, 0x34, 0x09, 0x31, 0x09, 0x34, 0x09, 0x35].withUnsafeBufferPointer(KanjiRecordParser.filterFacts) == nil,
                "a literal that is not UTF-8")
    }

    @Test func the_label_names_every_criterion_briefly() {
        #expect(KanjiFilter(jlptLevels: [5], grades: [.grade1, .grade2], strokes: 1...5, kanjiWithCommonWords: []).label
                == "N5 · grade 1–2 · 1–5 strokes · has words")
        #expect(KanjiFilter(jlptLevels: [3, 5, 4], oldJLPTLevels: [2, 1]).label == "N5/N4/N3 · old 2/1")
        #expect(KanjiFilter(grades: [.grade1, .grade2, .grade3, .grade5, .secondary, .jinmeiyo]).label
                == "grade 1–3, 5, secondary, jinmeiyō")
        #expect(KanjiFilter(strokes: 3...3).label == "3 strokes")
        #expect(KanjiFilter(strokes: 1...1).label == "1 stroke")
    }
}
