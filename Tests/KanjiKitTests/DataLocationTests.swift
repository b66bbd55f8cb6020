import Testing
@testable import KanjiKit

@Suite struct DataLocationTests {
    @Test func an_explicit_directory_wins_when_it_has_the_data() throws {
        #expect(try DataLocation.directory(explicit: Fixtures.resources) == Fixtures.resources)
    }

    @Test func an_explicit_directory_without_data_is_an_error_not_a_fallback() {
        #expect(throws: DatasetError(file: "/tmp", problem: "no kanji.tsv here (from --data)")) {
            try DataLocation.directory(explicit: "/tmp")
        }
    }

    @Test func the_source_tree_resources_are_the_development_fallback() {
        #expect(DataLocation.sourceTreeDirectory() == Fixtures.resources)
    }

    @Test func an_installed_binary_looks_in_share_beside_bin() throws {
        let installed = try #require(DataLocation.installedDirectory())
        #expect(installed.hasSuffix("/share/kanji-tui"))
    }
}
