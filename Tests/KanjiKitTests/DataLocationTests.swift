import Glibc
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

    /// The tests run as root, who may read any file, so the message for a `kanji.tsv` that is there but
    /// unreadable is checked at the mapping from `access`'s errno (the binary test runs as nobody).
    @Test func an_unreadable_kanji_file_is_permission_denied_not_missing() {
        #expect(DataLocation.missingData(in: "/data", accessErrno: EACCES, source: "--data")
                == DatasetError(file: "/data/kanji.tsv", problem: "permission denied"))
        #expect(DataLocation.missingData(in: "/data", accessErrno: ENOENT, source: "--data")
                == DatasetError(file: "/data", problem: "no kanji.tsv here (from --data)"))
        #expect(DataLocation.missingData(in: "/data/x", accessErrno: ENOTDIR, source: "$KANJI_TUI_DATA")
                == DatasetError(file: "/data/x", problem: "no kanji.tsv here (from $KANJI_TUI_DATA)"))
    }
}
