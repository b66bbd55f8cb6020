import Foundation
import KanjiKit
import Testing
@testable import Segmentation

/// Issue 47: the library's indexes gathered one text at a time (``LibraryIndexing``), as `kanji-tui sentences` and the
/// browser's i+1 screen gather them: made once, then read back from the cache without the segmenter.
@Suite struct LibraryIndexingTests {
    /// A segmenter that must not be asked for: the index is to come from the cache.
    private static func noSegmenter() throws(SegmentationError) -> WordSegmenter {
        throw SegmentationError(message: "segmenter asked for")
    }

    @Test func aTextIsIndexedOnceThenReadBackWithoutTheSegmenter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LibraryIndexingTests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = SentenceIndexCache(directory: folder)
        let text = LibraryText(pasted: SentenceIndexTests.eating, title: "eating")

        var first = LibraryIndexing(cache: cache, segmenterStamp: "data 1")
        #expect(throws: SegmentationError.self, "nothing kept yet: the segmenter is needed") { try first.add(text, segmenter: Self.noSegmenter) }
        #expect(first.texts.isEmpty)
        let segmenter = try SegmenterFixture.segmenter()
        try first.add(text) { segmenter }
        #expect(first.texts.map(\.title) == ["eating"])
        #expect(first.cacheProblem == nil)

        var again = LibraryIndexing(cache: cache, segmenterStamp: "data 1")
        try again.add(text, segmenter: Self.noSegmenter)
        #expect(again.texts.first?.index == first.texts.first?.index)

        var newData = LibraryIndexing(cache: cache, segmenterStamp: "data 2")
        #expect(throws: SegmentationError.self, "new data: the text is indexed again") { try newData.add(text, segmenter: Self.noSegmenter) }
    }

    @Test func aFileThatCannotBeReadIsSaidAndNothingIsAdded() throws {
        var indexing = LibraryIndexing(cache: nil, segmenterStamp: "")
        #expect(throws: SegmentationError.self) {
            try indexing.add(LibraryText(file: "/nonexistent/kanji-tui/story.txt", title: "story.txt"), segmenter: Self.noSegmenter)
        }
        #expect(indexing.texts.isEmpty)
    }
}
