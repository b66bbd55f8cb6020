import TestResources
import Foundation
import Testing

@Suite struct ListCommandTests {
    private func characters(_ arguments: [String]) throws -> [String] {
        let outcome = try KanjiTUIProcess.run(["list", "--tsv"] + arguments)
        #expect(outcome.status == 0)
        return outcome.standardOutput.split(separator: "\n").dropFirst().map { String($0.prefix(1)) }
    }

    @Test func lists_the_filtered_kanji_sorted_one_per_line() throws {
        let outcome = try KanjiTUIProcess.run(["list", "--jlpt", "N5", "--grade", "1", "--strokes", "1-2", "--sort", "strokes"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == """
            一  イチ、イツ  ひと-、ひと.つ  one; one radical (no.1)  (1 stroke, jōyō 1, N5, old JLPT 4)
            人  ジン、ニン  ひと、-り、-と  person  (2 strokes, jōyō 1, N5, old JLPT 4)
            十  ジュウ、ジッ、ジュッ  とお、と、そ  ten  (2 strokes, jōyō 1, N5, old JLPT 4)
            二  ニ、ジ  ふた、ふた.つ、ふたたび  two; two radical (no. 7)  (2 strokes, jōyō 1, N5, old JLPT 4)
            九  キュウ、ク  ここの、ここの.つ  nine  (2 strokes, jōyō 1, N5, old JLPT 4)
            入  ニュウ、ジュ  い.る、-い.る、-い.り、い.れる、-い.れ、はい.る  enter; insert  (2 strokes, jōyō 1, N5, old JLPT 4)
            八  ハチ、ハツ  や、や.つ、やっ.つ、よう  eight; eight radical (no. 12)  (2 strokes, jōyō 1, N5, old JLPT 4)
            七  シチ  なな、なな.つ、なの  seven  (2 strokes, jōyō 1, N5, old JLPT 4)

            """)
    }

    @Test func the_top_level_help_lists_search_and_list() throws {
        let outcome = try KanjiTUIProcess.run(["--help"])
        #expect(outcome.standardOutput.contains("  search "))
        #expect(outcome.standardOutput.contains("  list "))
    }

    @Test func counts_match_the_dataset() throws {
        #expect(try characters([]).count == 10_361)
        #expect(try characters(["--jlpt", "N5"]).count == 79)
        #expect(try characters(["--jlpt", "N5,N4"]).count == 245)
        #expect(try characters(["--jlpt", "n5", "--jlpt", "4"]).count == 245)
        #expect(try characters(["--old-jlpt", "4"]).count == 103)
        #expect(try characters(["--grade", "1"]).count == 80)
        #expect(try characters(["--grade", "secondary,jinmeiyo"]).count == 1_926)
        #expect(try characters(["--jlpt", "N5", "--grade", "1"]).count == 49)
        #expect(try characters(["--strokes", "3"]).count == 74)
        #expect(try characters(["--has-words"]).count == 2_615)
        #expect(try characters(["--has-words", "--strokes", "1-3"]).count == 49)
    }

    @Test func every_sort_order_is_accepted_and_changes_the_order() throws {
        let orders = try ["frequency", "strokes", "grade", "radical", "codepoint"].map { try characters(["--jlpt", "N5", "--sort", $0]) }
        #expect(orders.map { $0.prefix(3) } == [["日", "一", "国"], ["一", "人", "十"], ["日", "一", "人"], ["一", "七", "三"], ["一", "七", "万"]])
        #expect(orders.allSatisfy { Set($0).count == 79 })
    }

    @Test func json_lists_the_same_kanji_in_the_same_order() throws {
        let outcome = try KanjiTUIProcess.run(["list", "--jlpt", "N5", "--sort", "strokes", "--json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.compactMap { $0["character"] as? String } == (try characters(["--jlpt", "N5", "--sort", "strokes"])))
    }

    @Test func an_empty_result_says_which_filter_and_exits_1() throws {
        let outcome = try KanjiTUIProcess.run(["list", "--jlpt", "N5", "--strokes", "20-30"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "kanji-tui: no kanji match N5 · 20–30 strokes.\n")
    }

    @Test(arguments: [
        (["--jlpt", "N6"], "The value 'N6' is invalid for '--jlpt <levels>': 'N6' is not a JLPT level; use N5, N4, N3, N2 or N1."),
        (["--jlpt", "N5,x"], "'x' is not a JLPT level"),
        (["--jlpt", ","], "the list is empty."),
        (["--old-jlpt", "5"], "'5' is not an old JLPT level; use 1, 2, 3 or 4."),
        (["--grade", "7"], "'7' is not a grade; use 1 to 6, secondary or jinmeiyo."),
        (["--strokes", "5-1"], "'5-1' is not a stroke count or range; use e.g. 3 or 1-5."),
        (["--strokes", "many"], "'many' is not a stroke count or range"),
        (["--sort", "size"], "'size' is not a sort order; use frequency, strokes, grade, radical or codepoint."),
    ])
    func a_bad_value_is_a_usage_error_naming_it(arguments: [String], message: String) throws {
        let outcome = try KanjiTUIProcess.run(["list"] + arguments)
        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains(message))
    }
}
