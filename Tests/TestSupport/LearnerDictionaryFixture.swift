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
            let archive = try Archive(accessMode: .create)
            for (path, text) in [("index.json", index)] + dictionary.banks {
                let data = Data(text.utf8)
                try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
            let path = folder + "/dictionary-\(number).zip"
            try (archive.data ?? Data()).write(to: URL(fileURLWithPath: path))
            _ = try DictionaryImporter(library: library).importDictionary(at: path, name: path)
        }
        return library
    }
}
