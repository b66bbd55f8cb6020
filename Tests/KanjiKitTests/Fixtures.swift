import TestResources
import Foundation
@testable import KanjiKit

/// Paths and files shared by the KanjiKit tests.
enum Fixtures {
    /// The committed dataset in the source tree's `Resources/`.
    static let resources = Checkout.resources

    /// One store over the real dataset, shared because parsing it is the slow part of these tests.
    static let store: KanjiStore = try! KanjiStore(directory: resources)

    static let kanjiHeader = KanjiRecordParser.header

    /// A real line of kanji.tsv (日), for building small broken files.
    static let sunLine = "日\t4\t1\t4\t5\t1\t72\t日\tニチ ジツ\tひ -び -か\tあ あき\t日\tday|sun|Japan|counter for days"

    /// Writes `bytes` to a fresh temporary file and returns its path.
    static func temporaryFile(_ bytes: [UInt8], name: String = "data") -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanjikit-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try! Data(bytes).write(to: url)
        return url.path
    }

    static func temporaryFile(_ text: String, name: String = "data") -> String {
        temporaryFile(Array(text.utf8), name: name)
    }
}
