import Browser
import Foundation
import TestResources
import YomitanDictionaries

/// The hand-written Yomitan dictionaries of `Tests/TestResources/YomitanSamples` (issue 49), zipped and imported into
/// a library of their own in a new temporary folder, as `kanji-tui dict import` does: what the screens' tests read.
/// The folder goes with the value: a suite holds one for its tests.
public final class SampleDictionaries {
    /// The samples, in the order they are imported (the learner's order).
    public static let all = ["monolingual", "frequency", "pitch", "kanji"]

    /// Strong: the imported samples, as the browser reads them.
    public let dictionaries: LearnerDictionaries
    /// Where they are; removed when this is.
    private let folder: String

    /// A library holding `samples`, imported in that order.
    public init(_ samples: [String] = all) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-samples-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let library = DictionaryLibrary(besideUserDatabase: folder + "/user.sqlite")
        for sample in samples {
            let zip = try Self.zip(sample, into: folder)
            _ = try DictionaryImporter(library: library).importDictionary(at: zip, name: sample + ".zip")
        }
        dictionaries = LearnerDictionaries(library: library)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The zip of sample `name`: its files at the zip's top level, as Yomitan's dictionaries are.
    public static func zip(_ name: String, into folder: String) throws -> String {
        let source = Checkout.path("Tests/TestResources/YomitanSamples/" + name)
        let members = try FileManager.default.contentsOfDirectory(atPath: source).sorted().map { file in
            (file, try Data(contentsOf: URL(fileURLWithPath: source + "/" + file)))
        }
        let path = folder + "/" + name + ".zip"
        try LearnerDictionaryFixture.zip(members, to: path)
        return path
    }
}
