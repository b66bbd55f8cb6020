import Foundation
import KanjiKit
import Testing
@testable import Segmentation

/// Issue 47: a text's sentences and the words each holds (``SentenceIndex``), kept as bytes in a cache keyed by the
/// text's content (``SentenceIndexCache``).
@Suite struct SentenceIndexTests {
    /// 食べる three times, inflected three ways, in three sentences over two lines.
    static let eating = """
        昨日は寿司を食べた。今日も食べている！
        　明日は何も食べません？
        """

    private func index(_ text: String, format: ReadingText.Format = .plain) throws -> SentenceIndex {
        SentenceIndex(text: ReadingText(text, format: format), segmenter: try SegmenterFixture.segmenter())
    }

    private func entryNumber(_ headword: String) throws -> Int {
        try #require(try SegmenterFixture.dictionary.entries(headword: headword).first).rank - 1
    }

    /// The surfaces of `sentence`'s words, read back from its text by their bytes.
    private func surfaces(_ sentence: SentenceIndex.Sentence) -> [String] {
        let utf8 = Array(sentence.text.utf8)
        return sentence.occurrences.map { String(decoding: utf8[$0.bytes], as: UTF8.self) }
    }

    @Test func sentencesEndAfterTheirFullStopsAndLeaveTheLineIndentationOut() throws {
        let index = try index(Self.eating)
        #expect(index.sentences.map(\.text) == ["昨日は寿司を食べた。", "今日も食べている！", "明日は何も食べません？"])
        let secondLine = "昨日は寿司を食べた。今日も食べている！\n".utf8.count
        #expect(index.sentences.map(\.position) == [0, "昨日は寿司を食べた。".utf8.count, secondLine + "　".utf8.count],
                "each position is the sentence's first byte in the text")
    }

    @Test func everyInflectedUseIsTheEntryOfItsDictionaryForm() throws {
        let index = try index(Self.eating)
        let eat = try entryNumber("食べる")
        for sentence in index.sentences {
            let uses = sentence.occurrences.filter { index.words[$0.word].entryNumber == eat }
            #expect(uses.count == 1, "\(sentence.text)")
        }
        #expect(index.sentences.map(surfaces).map { $0.filter { $0.hasPrefix("食べ") } } == [["食べた"], ["食べている"], ["食べません"]])
        let forms = Set(index.words.filter { $0.entryNumber == eat }.map(\.dictionaryForm))
        #expect(forms == ["食べる"])
        #expect(index.words.filter { $0.entryNumber == eat }.count == 3, "one row per way the text writes the entry")
    }

    @Test func aSentenceAHardWrapCutsIsOneSentenceAndItsCutWordOneWord() throws {
        let index = try index(HardWrapTests.wrapped)
        #expect(index.sentences.map(\.text) == [
            "このパッケージはDebianのディストリビューションに含まれています。", "問題があれば森の中を歩いてからメンテナーに連絡してください。",
        ])
        #expect(surfaces(index.sentences[0]).contains("ディストリビューション"))
        #expect(surfaces(index.sentences[1]).contains("森"))
        let secondLine = HardWrapTests.wrapped.split(separator: "\n")[1]
        #expect(index.sentences[1].position == HardWrapTests.wrapped.utf8.count - HardWrapTests.wrapped.drop { $0 != "問" }.utf8.count,
                "a position counts the text's line breaks, which the run joins without: \(secondLine)")
    }

    @Test func aLineWithoutWordsHasNoSentence() throws {
        #expect(try index("12345。\n――――\n本を読む。").sentences.map(\.text) == ["本を読む。"])
    }

    @Test func bytesReadBackAsTheSameIndexAndDamageIsNoIndex() throws {
        let index = try index(Self.eating + "\n" + HardWrapTests.wrapped)
        #expect(SentenceIndex(bytes: index.bytes) == index)
        let bytes = index.bytes
        #expect(SentenceIndex(bytes: Array(bytes.dropLast())) == nil, "cut short")
        #expect(SentenceIndex(bytes: bytes + [0]) == nil, "a byte too many")
        var otherVersion = bytes
        otherVersion[8] &+= 1
        #expect(SentenceIndex(bytes: otherVersion) == nil, "another format's version")
    }

    @Test func theCacheKeepsAnIndexByTheTextsContentAndAChangedTextIsAMiss() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SentenceIndexTests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = SentenceIndexCache(directory: folder + "/cache/sentences")
        let key = SentenceIndexKey(name: "story.txt", content: Array(Self.eating.utf8), segmenterStamp: "data 1")
        #expect(cache.index(for: key) == nil)
        let index = try index(Self.eating)
        #expect(cache.store(index, for: key) == nil)
        #expect(cache.index(for: key) == index)

        let edited = SentenceIndexKey(name: "story.txt", content: Array((Self.eating + "本を読む。").utf8), segmenterStamp: "data 1")
        #expect(edited != key)
        #expect(cache.index(for: edited) == nil, "the text changed: its old index is not read")
        #expect(cache.index(for: SentenceIndexKey(name: "story.txt", content: Array(Self.eating.utf8), segmenterStamp: "data 2")) == nil,
                "new data: the index is made again")
        #expect(cache.index(for: SentenceIndexKey(name: "story.srt", content: Array(Self.eating.utf8), segmenterStamp: "data 1")) == nil,
                "the name tells the format")

        try Data("KTSENTS".utf8).write(to: URL(fileURLWithPath: cache.path(of: key)))
        #expect(cache.index(for: key) == nil, "a damaged file is a miss")
    }

    @Test func theSegmentersStampChangesWithTheDataAndTheProgram() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SentenceIndexTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let words = folder.appendingPathComponent(WordDictionary.fileName)
        try Data("one".utf8).write(to: words)
        let before = SentenceIndexKey.segmenterStamp(dataDirectory: folder.path, program: "0.1.0")
        #expect(SentenceIndexKey.segmenterStamp(dataDirectory: folder.path, program: "0.1.0") == before)
        #expect(SentenceIndexKey.segmenterStamp(dataDirectory: folder.path, program: "0.2.0") != before)
        try Data("other".utf8).write(to: words)
        #expect(SentenceIndexKey.segmenterStamp(dataDirectory: folder.path, program: "0.1.0") != before, "make data wrote words.bin again")
        try Data("names".utf8).write(to: folder.appendingPathComponent(NameDictionary.fileName))
        let withNames = SentenceIndexKey.segmenterStamp(dataDirectory: folder.path, program: "0.1.0")
        try FileManager.default.removeItem(at: folder.appendingPathComponent(NameDictionary.fileName))
        #expect(SentenceIndexKey.segmenterStamp(dataDirectory: folder.path, program: "0.1.0") != withNames, "names.bin gone")
    }

    @Test func unusedIndexesGoOnlyOnceUntouchedForTheirLifetime() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SentenceIndexTests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = SentenceIndexCache(directory: folder)
        let index = try index("本を読む。")
        let kept = SentenceIndexKey(name: "a", content: Array("a".utf8), segmenterStamp: "")
        let unused = SentenceIndexKey(name: "b", content: Array("b".utf8), segmenterStamp: "")
        #expect(cache.store(index, for: kept) == nil)
        #expect(cache.store(index, for: unused) == nil)
        #expect(cache.removeUnused(keeping: [kept]) == 0, "touched just now")
        let later = time(nil) + SentenceIndexCache.unusedLifetimeSeconds
        #expect(cache.removeUnused(keeping: [kept], now: later) == 1)
        #expect(cache.index(for: kept) == index)
        #expect(cache.index(for: unused) == nil)
    }
}
