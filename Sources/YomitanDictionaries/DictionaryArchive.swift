import CZlibCRC
import Foundation
import ZIPFoundation

/// The zip of a Yomitan dictionary, its members inflated one at a time within limits: a member may inflate to
/// ``Limits/member`` and the members read to ``Limits/total`` together, counted as they inflate (a zip's own sizes
/// may lie, as Segmentation's `EPUBBook` counts), so a zip bomb costs a bounded read, not the machine's memory.
struct DictionaryArchive {
    /// How much a dictionary may inflate to.
    struct Limits: Sendable {
        /// The most one bank file may inflate to.
        let member: Int
        /// The most all the files read may inflate to together.
        let total: Int
    }

    /// The most members the zip may list: a dictionary has a few hundred banks and images at most… or tens of
    /// thousands of images (a kanji stroke dictionary), which are never inflated.
    static let memberCountLimit = 1_000_000

    /// Strong: the open zip (its file stays open while the dictionary is read).
    private let archive: Archive
    let name: String
    let limits: Limits
    /// The files of the zip by path.
    private(set) var members: [String: Entry] = [:]
    private var inflated = 0

    /// - Throws: ``DictionaryImportError`` when the file is no zip or lists more members than a dictionary has.
    init(path: String, name: String, limits: Limits) throws(DictionaryImportError) {
        self.name = name
        self.limits = limits
        let opened: Archive
        do {
            opened = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            var isDirectory: ObjCBool = false
            let problem = !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) ? "no such file"
                : isDirectory.boolValue ? "a directory, not a dictionary's zip" : "not a zip file (a Yomitan dictionary is a .zip)"
            throw DictionaryImportError(.badDictionary, archive: name, problem: problem)
        }
        archive = opened
        for entry in opened where entry.type == .file {
            guard members.count < Self.memberCountLimit else {
                throw DictionaryImportError(.badDictionary, archive: name, problem: "the zip lists more than \(Self.memberCountLimit) files")
            }
            members[entry.path] = entry
        }
    }

    /// The banks of one kind (`term_bank_`), in the order of their numbers (term_bank_2 before term_bank_10), as
    /// Yomitan reads them.
    func banks(named prefix: String) -> [String] {
        members.keys.compactMap { path -> (Int, String)? in
            guard path.hasPrefix(prefix), path.hasSuffix(".json"),
                  let number = Int(path.dropFirst(prefix.count).dropLast(5)) else { return nil }
            return (number, path)
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The inflated bytes of the member at `path`, within the limits and checked against its checksum.
    mutating func contents(of path: String) throws(DictionaryImportError) -> [UInt8] {
        guard let entry = members[path] else {
            throw DictionaryImportError(.badDictionary, archive: name, member: path, problem: "missing from the zip")
        }
        let tooLarge = DictionaryImportError(.badDictionary, archive: name, member: path,
                                             problem: "inflates past the \(Self.describe(limits.member)) a file may be (a zip bomb?)")
        let tooMuch = DictionaryImportError(.badDictionary, archive: name, member: path,
                                            problem: "the files inflate past the \(Self.describe(limits.total)) a dictionary may be (a zip bomb?)")
        guard entry.uncompressedSize <= UInt64(limits.member) else { throw tooLarge }
        guard entry.uncompressedSize <= UInt64(limits.total - inflated) else { throw tooMuch }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(entry.uncompressedSize))
        var refusal: DictionaryImportError?
        let allowed = min(limits.member, limits.total - inflated)
        do {
            // The checksum is zlib's, over the whole member after, as EPUBBook checks it: ZIPFoundation's own is slow.
            _ = try archive.extract(entry, bufferSize: 256 * 1024, skipCRC32: true) { data in
                guard bytes.count + data.count <= allowed else {
                    refusal = allowed < limits.member ? tooMuch : tooLarge
                    throw Archive.ArchiveError.cancelledOperation
                }
                bytes.append(contentsOf: data)
            }
        } catch {
            throw refusal ?? DictionaryImportError(.badDictionary, archive: name, member: path, problem: "cannot be inflated (the zip is damaged)")
        }
        let checksum = bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        guard checksum == UInt(entry.checksum) else {
            throw DictionaryImportError(.badDictionary, archive: name, member: path, problem: "is damaged (its checksum does not match)")
        }
        inflated += bytes.count
        return bytes
    }

    /// "512 MB": a limit as a message says it.
    static func describe(_ bytes: Int) -> String {
        bytes >= 1024 * 1024 * 1024 && bytes % (1024 * 1024 * 1024) == 0 ? "\(bytes / (1024 * 1024 * 1024)) GB"
            : bytes >= 1024 * 1024 ? "\(bytes / (1024 * 1024)) MB" : "\(bytes) bytes"
    }
}
