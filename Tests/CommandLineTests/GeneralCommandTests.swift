import Testing

@Suite struct GeneralCommandTests {
    @Test func version_prints_the_version() throws {
        let outcome = try KanjiTUIProcess.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "0.1.0\n")
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

    @Test func an_unknown_subcommand_is_a_usage_error() throws {
        let outcome = try KanjiTUIProcess.run(["shwo", "日"])
        #expect(outcome.status == 64)
    }
}
