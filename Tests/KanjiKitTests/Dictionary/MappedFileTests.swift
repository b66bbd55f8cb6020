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
    /// A search decodes a hundred records spread over 19 MB; read in place, each made 64 KB of the file resident
    /// (the kernel's fault-around), 12.6 MB of the browser's 47 MB after five searches.
    @Test func decodes_a_search_without_making_the_records_resident() throws {
        let dictionary = try WordDictionary(directory: Fixtures.resources)
        #expect(try dictionary.search("nihon", limit: 100).count == 100)
        #expect(try !dictionary.search("to eat", limit: 100).isEmpty)
        let first = try #require(dictionary.records.item(0))
        let last = try #require(dictionary.records.item(dictionary.count - 1))
        // Only the offsets before the records are read in place; skip 64 KB at each end, which the kernel
        // may map around the offsets and the next section.
        let margin = 65_536
        let start = first.baseAddress! + margin
        let records = UnsafeRawBufferPointer(start: start, count: last.baseAddress! + last.count - margin - start)
        let resident = try #require(ResidentPages.count(in: records))
        #expect(resident == 0)
    }
    #endif
}
