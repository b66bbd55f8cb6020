import TestResources
import Testing

@Suite struct GeneralCommandTests {
    @Test func version_prints_the_program_and_data_versions() throws {
        let outcome = try KanjiTUIProcess.run(["--version"])
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(lines.first == "kanji-tui 0.1.0")
        #expect(lines.contains("KANJIDIC2 file version 4, database 2022-235, created 2022-08-23"))
        #expect(lines.contains("EDICT 2021-02-03"))
    }

    @Test func version_reads_the_data_versions_from_the_attribution_beside_the_data() throws {
        let data = try DataDirectory(kanjiLines: [DataDirectory.sunLine],
                                     attribution: "# Sources\n- **KANJIDIC2** (created 2030-01-01): characters\n- **Other**: no version\n")
        let outcome = try KanjiTUIProcess.run(["--version"], environment: ["KANJI_TUI_DATA": data.path])
        #expect(outcome.standardOutput == "kanji-tui 0.1.0\nKANJIDIC2 created 2030-01-01\n")
    }

    @Test func version_without_data_still_prints_the_program_version() throws {
        let outcome = try KanjiTUIProcess.run(["--version"], environment: ["KANJI_TUI_DATA": "/nonexistent"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "kanji-tui 0.1.0\ndata versions unknown: /nonexistent: no kanji.tsv here (from $KANJI_TUI_DATA)\n")
    }

    @Test func help_lists_the_subcommands() throws {
        let outcome = try KanjiTUIProcess.run(["--help"])
        #expect(outcome.status == 0)
        for subcommand in ["show", "word", "about"] {
            #expect(outcome.standardOutput.contains("  \(subcommand) "))
        }
    }

    @Test func about_credits_the_edrdg_and_the_jlpt_lists() throws {
        let outcome = try KanjiTUIProcess.run(["about"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("Electronic Dictionary Research and Development Group"))
        #expect(outcome.standardOutput.contains("Creative Commons"))
        #expect(outcome.standardOutput.contains("tanos.co.uk"))
    }

    @Test(arguments: [("sho", "show"), ("shwo", "show"), ("serch", "search"), ("lsit", "list"), ("wrd", "word"), ("abut", "about")])
    func a_mistyped_subcommand_gets_the_name_it_is_close_to(typed: String, meant: String) throws {
        let outcome = try KanjiTUIProcess.run([typed, "日"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError == "kanji-tui: '\(typed)' is not a command; did you mean '\(meant)'? (see 'kanji-tui --help')\n")
    }

    @Test(arguments: [("stast", "stats"), ("lsit", "list"), ("exprot", "export"), ("confg", "config")])
    func a_mistyped_study_subcommand_gets_the_name_it_is_close_to(typed: String, meant: String) throws {
        let outcome = try KanjiTUIProcess.run(["study", typed])
        #expect(outcome.status == 64)
        #expect(outcome.standardError == "kanji-tui study: '\(typed)' is not a command; did you mean '\(meant)'? (see 'kanji-tui study --help')\n")
    }

    @Test(arguments: ["日本", "water", "ab"])
    func a_word_far_from_every_subcommand_is_not_taken_for_one(argument: String) throws {
        let outcome = try KanjiTUIProcess.run([argument])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix("Error: '\(argument)' is not one kanji; to open a word use 'kanji-tui --word \(argument)'"))
    }
}
