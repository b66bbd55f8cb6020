import Foundation
import Glibc
import ZIPFoundation
@testable import YomitanDictionaries

/// Dictionaries made in the tests from hand-written banks (no binary fixture): a zip of an index and banks in a
/// fresh temporary folder, and a library beside it.
enum DictionaryFixture {
    static func index(title: String = "Test", revision: String = "1", format: Int = 3, extra: String = "") -> String {
        #"{"title":"\#(title)","revision":"\#(revision)","format":\#(format),"sequenced":true,"author":"tests","#
            + #""sourceLanguage":"ja","targetLanguage":"en","frequencyMode":"rank-based","isUpdatable":false\#(extra)}"#
    }

    /// A new temporary folder.
    static func folder() -> String {
        var template = Array((FileManager.default.temporaryDirectory.path + "/kanji-yomitan-XXXXXX").utf8CString)
        return String(cString: mkdtemp(&template)!)
    }

    /// Writes the zip of `members` (path, text) as `name` in `folder`, and gives its path.
    static func zip(_ members: [(String, String)], named name: String = "dictionary.zip", in folder: String = folder()) throws -> String {
        let archive = try Archive(accessMode: .create)
        for (path, text) in members {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        let path = folder + "/" + name
        try (archive.data ?? Data()).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A library in a new folder.
    static func library() -> DictionaryLibrary {
        DictionaryLibrary(besideUserDatabase: folder() + "/user.sqlite")
    }

    /// Imports `members` into `library`; the refusal's message, or nil when it imported.
    static func refusal(_ members: [(String, String)], into library: DictionaryLibrary = library(),
                        limits: DictionaryImporter.Limits = .standard) throws -> DictionaryImportError? {
        let path = try zip(members)
        do {
            _ = try DictionaryImporter(library: library, limits: limits).importDictionary(at: path, name: "dictionary.zip")
            return nil
        } catch {
            return error
        }
    }

    /// The files and folders under `directory`, hidden ones too, but the lock and the manifest.
    static func leftovers(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0 != ".lock" && $0 != "manifest.json" }.sorted()
    }
}
