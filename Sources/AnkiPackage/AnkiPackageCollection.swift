import CZlibCRC
import Foundation
import Glibc
import ZIPFoundation

/// The collection inside an Anki package (.apkg, one deck's notes; .colpkg, a whole collection), unpacked into a
/// temporary folder of its own so SQLite can read it (`AnkiImportFolder`); the folder goes when this object does, and
/// with a failed or stopped unpacking at once.
///
/// A package is a zip. Anki since 2.1.50 writes `meta` (a protobuf: the format, 1–3), `collection.anki21b`
/// (the collection compressed with zstd, format 3), or with "Support older Anki versions" `collection.anki21`
/// (format 2), plus a `collection.anki2` that only tells older Ankis to update; older Ankis (and kanji-tui's own
/// export) write `collection.anki2` alone (format 1). The newest of the three is read; `media` (the pictures and
/// sounds, zstd and protobuf in new packages) is never unpacked.
///
/// Nothing is inflated past `limit` (`defaultLimit`, 1 GiB): a member whose zip entry says it is larger is refused
/// before a byte is read, and one that inflates further than it says (a zip bomb) is stopped at the limit.
public final class AnkiPackageCollection {
    /// The unpacked collection (SQLite), inside a temporary folder this object owns.
    public let path: String
    /// The zip member it came from (`collection.anki21b`, `.anki21` or `.anki2`).
    public let member: String
    /// The package format: `meta`'s, else 2 for `collection.anki21`, 1 for `collection.anki2`.
    public let format: Int
    private let folder: AnkiImportFolder

    /// The most a member may inflate to: ten times the largest collections learners keep, and far past any one
    /// deck; a temporary file of that size is the most an import writes.
    public static let defaultLimit: Int64 = 1 << 30

    /// The collection members, newest first: the first one present is read.
    static let collectionMembers = ["collection.anki21b", "collection.anki21", "collection.anki2"]

    /// Unpacks the collection of the package at `packagePath`, asking `stopRequested` after every chunk.
    /// - Throws: an `AnkiReadError` saying what is wrong with the file, or `.stopped` once `stopRequested` says so;
    ///   nothing is left behind.
    public init(unpacking packagePath: String, limit: Int64 = AnkiPackageCollection.defaultLimit,
                stopRequested: () -> Bool = { false }) throws(AnkiReadError) {
        let archive = try Self.archive(at: packagePath)
        var entries: [String: Entry] = [:]
        for entry in archive where entry.type == .file {
            entries[entry.path] = entry
        }
        var format: Int?
        if let meta = entries["meta"] {
            let version = try Self.metaVersion(try Self.bytes(of: meta, in: archive, limit: 4096))
            guard version <= AnkiReadError.readableFormats.upperBound else { throw .newerFormat(version) }
            format = version
        }
        guard let member = Self.collectionMembers.first(where: { entries[$0] != nil }), let entry = entries[member] else {
            throw .noCollection(entries.keys.sorted())
        }
        if member == "collection.anki21b" && format.map({ $0 < 3 }) == true {
            throw .damaged("meta", "it says format \(format ?? 0), but the collection is collection.anki21b (format 3)")
        }
        self.member = member
        self.format = format ?? (member == "collection.anki21b" ? 3 : member == "collection.anki21" ? 2 : 1)
        folder = try AnkiImportFolder.make()
        path = folder.url.appendingPathComponent("collection.sqlite").path
        do {
            try Self.unpack(entry, named: member, in: archive, to: path, zstd: member == "collection.anki21b", limit: limit,
                            stopRequested: stopRequested)
        } catch {
            folder.remove()
            throw error
        }
    }

    deinit {
        folder.remove()
    }

    // MARK: - The zip

    /// The zip at `path`, after checking it is a regular file that starts as a zip does.
    private static func archive(at path: String) throws(AnkiReadError) -> Archive {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(String(cString: strerror(errno)).lowercased()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(String(cString: strerror(errno)).lowercased()) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .cannotRead("not a regular file (a directory, FIFO or device); give the .apkg or .colpkg file")
        }
        var magic = [UInt8](repeating: 0, count: 4)
        guard read(descriptor, &magic, 4) == 4, magic[0] == 0x50, magic[1] == 0x4B,
              (magic[2], magic[3]) == (3, 4) || (magic[2], magic[3]) == (5, 6) else {
            throw .notAZip
        }
        do {
            return try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw .notAZip
        }
    }

    /// The whole of a small member (`meta`), refused past `limit`.
    private static func bytes(of entry: Entry, in archive: Archive, limit: Int) throws(AnkiReadError) -> Data {
        guard entry.uncompressedSize <= UInt64(limit) else { throw .tooLarge(member: entry.path, limit: Int64(limit)) }
        var data = Data()
        do {
            _ = try archive.extract(entry) { chunk in
                data.append(chunk)
                if data.count > limit { throw AnkiReadError.tooLarge(member: entry.path, limit: Int64(limit)) }
            }
        } catch let error as AnkiReadError {
            throw error
        } catch {
            throw .damaged(entry.path, "\(error)")
        }
        return data
    }

    /// `meta`'s version: the protobuf `PackageMetadata`, whose field 1 (a varint) is the format.
    static func metaVersion(_ data: Data) throws(AnkiReadError) -> Int {
        var bytes = data[...]
        while let key = bytes.popFirst() {
            let (field, wireType) = (Int(key >> 3), key & 7)
            switch wireType {
            case 0:
                let value = try varint(&bytes)
                if field == 1 { return value }
            case 2:
                let length = try varint(&bytes)
                guard length <= bytes.count else { throw .damaged("meta", "a field runs past its end") }
                bytes = bytes.dropFirst(length)
            default:
                throw .damaged("meta", "not the protobuf Anki writes")
            }
        }
        return 1   // no version: Anki's default, the legacy format
    }

    private static func varint(_ bytes: inout Data.SubSequence) throws(AnkiReadError) -> Int {
        var value = 0
        for shift in stride(from: 0, to: 63, by: 7) {
            guard let byte = bytes.popFirst() else { break }
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
        }
        throw .damaged("meta", "not the protobuf Anki writes")
    }

    /// Streams `entry` to the file at `path`, through zstd when `zstd`, stopping past `limit` bytes written or when
    /// `stopRequested` says so.
    private static func unpack(_ entry: Entry, named member: String, in archive: Archive, to path: String, zstd: Bool,
                               limit: Int64, stopRequested: () -> Bool) throws(AnkiReadError) {
        guard entry.uncompressedSize <= UInt64(limit) else { throw .tooLarge(member: member, limit: limit) }
        guard let file = fopen(path, "wbx") else {
            throw .cannotRead("cannot write a temporary copy: " + String(cString: strerror(errno)).lowercased())
        }
        var fileOpen = true
        defer { if fileOpen { fclose(file) } }
        var written: Int64 = 0
        let write = { (chunk: UnsafeBufferPointer<UInt8>) throws(AnkiReadError) in
            written += Int64(chunk.count)
            guard written <= limit else { throw .tooLarge(member: member, limit: limit) }
            guard fwrite(chunk.baseAddress, 1, chunk.count, file) == chunk.count else {
                throw .cannotRead("cannot write a temporary copy: " + String(cString: strerror(errno)).lowercased())
            }
        }
        let decompressor = zstd ? try AnkiZstdDecompressor() : nil
        // The member's checksum, over its bytes as stored (before zstd), by zlib: ZIPFoundation's is Swift's.
        var checksum = crc32(0, nil, 0)
        do {
            _ = try archive.extract(entry, bufferSize: 1 << 18, skipCRC32: true) { chunk in
                if stopRequested() { throw AnkiReadError.stopped }
                try chunk.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                    checksum = crc32(checksum, raw.bindMemory(to: Bytef.self).baseAddress, uInt(raw.count))
                    if let decompressor {
                        try decompressor.decompress(raw, member: member, consumer: write)
                    } else {
                        try write(raw.bindMemory(to: UInt8.self))
                    }
                }
            }
        } catch let error as AnkiReadError {
            throw error
        } catch {
            throw .damaged(member, "\(error)")
        }
        guard UInt32(truncatingIfNeeded: checksum) == entry.checksum else { throw .damaged(member, "its checksum does not match") }
        if let decompressor, !decompressor.endsFrame { throw .damaged(member, "its zstd data is cut short") }
        fileOpen = false
        guard fclose(file) == 0 else {
            throw .cannotRead("cannot write a temporary copy: " + String(cString: strerror(errno)).lowercased())
        }
    }
}
