import Testing
@testable import KanjiKit

/// Reading a mapped data file in place and by copy.
@Suite struct MappedFileTests {
    private let file = try! MappedFile(path: SampleDictionary.directory + "/words.bin")

    @Test func copies_the_same_bytes_it_maps() throws {
        let mapped = try #require(file.bytes(at: 3, count: 100))
        #expect(try file.read(at: 3, count: 100) { Array($0) } == Array(mapped))
        #expect(try file.read(at: file.count, count: 0) { $0.count } == 0)
    }

    @Test func refuses_a_read_past_the_end() {
        #expect(throws: DatasetError.self) { try file.read(at: file.count - 1, count: 2) { _ in } }
        #expect(throws: DatasetError.self) { try file.read(at: -1, count: 1) { _ in } }
    }

    #if os(Linux)
    /// A search decodes a hundred records spread over 19 MB and index blocks spread over 11 MB; read in place,
    /// each made 64 KB of the file resident (the kernel's fault-around): 12.6 MB of the browser's 47 MB after five
    /// searches, and most of the million-step walk's growth.
    @Test func searches_without_making_records_or_index_blocks_resident() throws {
        let dictionary = try WordDictionary(directory: Fixtures.resources)
        #expect(try dictionary.search("nihon", limit: 100).count == 100)
        #expect(try !dictionary.search("to eat", limit: 100).isEmpty)
        #expect(try !dictionary.search("ta", limit: 100).isEmpty)
        #expect(try !dictionary.words(containing: "日", limit: 100).isEmpty)
        let sections = ["records": dictionary.records, "forms": dictionary.forms.blocks, "glosses": dictionary.glosses.blocks,
                        "gloss words": dictionary.glossWords.blocks, "kanji": dictionary.kanji.blocks]
        for (name, section) in sections {
            let items = try #require(Self.itemsSpan(of: section))
            let resident = try #require(ResidentPages.count(in: items))
            #expect(resident == 0, "\(resident) pages of the \(name) section's items are resident")
        }
    }

    /// Where a section's items lie in the mapping, less 64 KB at each end: only the offsets before them are read
    /// in place, and the kernel may map up to 64 KB around those and around the section before.
    private static func itemsSpan(of section: SectionTable) -> UnsafeRawBufferPointer? {
        let margin = 65_536
        guard let first = section.item(0), let last = section.item(section.count - 1) else { return nil }
        let start = first.baseAddress! + margin
        let end = last.baseAddress! + last.count - margin
        return end > start ? UnsafeRawBufferPointer(start: start, count: end - start) : nil
    }
    #endif
}
