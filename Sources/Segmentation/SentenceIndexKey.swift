import Glibc
import KanjiKit

/// The name of a text's cached ``SentenceIndex``: 128 bits of FNV-1a (two 64-bit hashes with different starts, as
/// Speech's cache names its sounds) over what the index is made from — the text's bytes and the name its format is
/// told by (`.srt`, `.html`), and what segments it (``segmenterStamp(dataDirectory:program:)``) — in hex.
///
/// Keyed by content, not by the library's row: a text edited on disk, or a paste replaced, hashes to another name and
/// is indexed again, with nothing to invalidate by hand; new data or a new program does the same through the stamp.
/// The old file is left for ``SentenceIndexCache/removeUnused(keeping:)``.
public struct SentenceIndexKey: Sendable, Hashable {
    /// 32 lowercase hex digits.
    public let hex: String

    /// - Parameters:
    ///   - name: the name the text's format is told by (its path; "" for a paste, as the reader reads one).
    ///   - content: the text's bytes as the library holds them (the file's, or the paste's UTF-8).
    ///   - segmenterStamp: ``segmenterStamp(dataDirectory:program:)``.
    public init(name: String, content: some Collection<UInt8>, segmenterStamp: String) {
        let prime: UInt64 = 0x100_0000_01B3
        var first: UInt64 = 0xCBF2_9CE4_8422_2325, second: UInt64 = 0x6C62_272E_07BB_0142
        let header = Array("\(SentenceIndex.formatVersion)\0\(segmenterStamp)\0\(name)\0".utf8)
        let hash = { (bytes: UnsafeBufferPointer<UInt8>) in
            for byte in bytes {
                first = (first ^ UInt64(byte)) &* prime
                second = (second ^ UInt64(byte ^ 0x5A)) &* prime
            }
        }
        header.withUnsafeBufferPointer(hash)
        if content.withContiguousStorageIfAvailable(hash) == nil { Array(content).withUnsafeBufferPointer(hash) }
        hex = Self.hex(first) + Self.hex(second)
    }

    /// What the segmentation of a text depends on besides the text: the program's version (its segmenter's rules), and
    /// the size, time and inode of each file it reads — `words.bin`, `names.bin` and `context.bin` in
    /// `dataDirectory`, and MeCab's system dictionary. `make data`, a new package of the data or of MeCab's dictionary
    /// replaces a file, and so changes every key. A stat each: microseconds, where hashing the files would read 60 MB.
    public static func segmenterStamp(dataDirectory: String, program: String) -> String {
        // The dictionary MeCabTokenizer opens: the first UTF-8 one.
        let mecab = MeCabTokenizer.debianDictionaries.first(where: MeCabTokenizer.isUTF8Dictionary).map { $0 + "/sys.dic" }
        let files = [WordDictionary.fileName, NameDictionary.fileName, ContextDictionary.fileName].map { dataDirectory + "/" + $0 } + [mecab ?? "no MeCab dictionary"]
        return ([program] + files.map(fileStamp)).joined(separator: "|")
    }

    /// "size:seconds.nanoseconds:inode" of the file at `path` (its target, for a link), or "-" when it is not there.
    private static func fileStamp(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return "-" }
        return "\(status.st_size):\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec):\(status.st_ino)"
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
