import Foundation
import Glibc
import YomitanDictionaries
import ZIPFoundation

/// A learner's dictionary folder made in a test from hand-written banks (issue 49): each dictionary zipped from its
/// members and imported as `kanji-tui dict import` does, in a fresh temporary folder.
public enum LearnerDictionaryFixture {
    /// A new library holding one dictionary a title, each given as its banks (file name, JSON text) without
    /// `index.json`, which is written from the title (format 3, rank-based frequencies).
    public static func library(_ dictionaries: [(title: String, banks: [(String, String)])]) throws -> DictionaryLibrary {
        var template = Array((FileManager.default.temporaryDirectory.path + "/kanji-learner-XXXXXX").utf8CString)
        let folder = String(cString: mkdtemp(&template)!)
        let library = DictionaryLibrary(besideUserDatabase: folder + "/user.sqlite")
        for (number, dictionary) in dictionaries.enumerated() {
            let index = #"{"title":"\#(dictionary.title)","revision":"1","format":3,"frequencyMode":"rank-based"}"#
            let path = folder + "/dictionary-\(number).zip"
            try zip([("index.json", Data(index.utf8))] + dictionary.banks.map { ($0.0, Data($0.1.utf8)) }, to: path)
            _ = try DictionaryImporter(library: library).importDictionary(at: path, name: path)
        }
        return library
    }

    /// Writes a zip of `members` (name, bytes) at `path`, each at the zip's top level, as a Yomitan dictionary is.
    public static func zip(_ members: [(String, Data)], to path: String) throws {
        let archive = try Archive(accessMode: .create)
        for (name, data) in members {
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try (archive.data ?? Data()).write(to: URL(fileURLWithPath: path))
    }
}
