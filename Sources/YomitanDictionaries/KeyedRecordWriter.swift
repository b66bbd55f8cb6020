import Glibc

/// Writes one file of an installed dictionary: records sorted by a key, read back by ``KeyedRecords``.
///
/// The layout is KanjiKit's `IndexedRecordFile` (as `names.bin`): a 16-byte header (8-byte magic, version, count),
/// each record's start as a `UInt32`, the records' total length, then the records, each a `UInt16` key length, the
/// key's UTF-8 and the value. Records of one key keep the order they were added in.
///
/// Values go to a spool file as they come and only the keys stay in memory (in one byte arena), so importing a
/// dictionary of 200,000 structured glossaries holds a few megabytes of keys, not the glossaries; ``finish(at:)``
/// sorts the keys and copies each value from the spool into place.
final class KeyedRecordWriter {
    static let version: UInt32 = 1
    /// What an IndexedRecordFile's offsets can address.
    static let maximumLength = Int(UInt32.max)

    private struct Entry {
        var keyStart: UInt32
        var keyLength: UInt16
        var valueLength: UInt32
        var valueOffset: Int
    }

    let magic: String
    private var keys: [UInt8] = []
    private var entries: [Entry] = []
    /// Owned: the spool file's descriptor, closed and the file removed by ``finish(at:)`` or `deinit`.
    private let spool: Int32
    private let spoolPath: String
    private var spoolLength = 0
    private var buffer: [UInt8] = []

    var count: Int { entries.count }

    /// - Parameter spoolPath: a path in the import's temporary folder for the values as they come.
    init(magic: String, spoolPath: String) throws(StorageError) {
        precondition(magic.utf8.count == 8)
        self.magic = magic
        self.spoolPath = spoolPath
        spool = open(spoolPath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard spool >= 0 else { throw StorageError(path: spoolPath, errno: errno) }
    }

    deinit {
        close(spool)
        unlink(spoolPath)
    }

    /// Adds a record. A key longer than 65,535 bytes is refused (no headword is).
    func add(key: String, value: [UInt8]) throws(StorageError) {
        let keyBytes = Array(key.utf8)
        guard keyBytes.count <= Int(UInt16.max) else { throw StorageError(path: spoolPath, problem: "a key of \(keyBytes.count) bytes is too long") }
        guard keys.count + keyBytes.count <= Self.maximumLength, spoolLength + buffer.count + value.count <= Self.maximumLength else {
            throw StorageError(path: spoolPath, problem: "the dictionary is larger than the 4 GB a file of it may be")
        }
        entries.append(Entry(keyStart: UInt32(keys.count), keyLength: UInt16(keyBytes.count), valueLength: UInt32(value.count),
                             valueOffset: spoolLength + buffer.count))
        keys += keyBytes
        buffer += value
        if buffer.count >= 1 << 20 { try flush() }
    }

    /// Writes the sorted file at `path` and gives, for each record in the order added, its position in the file.
    @discardableResult
    func finish(at path: String) throws(StorageError) -> [UInt32] {
        try flush()
        let order = keys.withUnsafeBufferPointer { arena in
            entries.indices.sorted { left, right in
                let a = entries[left], b = entries[right]
                let keyA = UnsafeBufferPointer(rebasing: arena[Int(a.keyStart)..<Int(a.keyStart) + Int(a.keyLength)])
                let keyB = UnsafeBufferPointer(rebasing: arena[Int(b.keyStart)..<Int(b.keyStart) + Int(b.keyLength)])
                if keyA.elementsEqual(keyB) { return left < right }
                return keyA.lexicographicallyPrecedes(keyB)
            }
        }
        var positions = [UInt32](repeating: 0, count: entries.count)
        for (position, index) in order.enumerated() { positions[index] = UInt32(position) }
        let output = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw StorageError(path: path, errno: errno) }
        defer { close(output) }
        var header = Array(magic.utf8)
        Self.append(Self.version, to: &header)
        Self.append(UInt32(entries.count), to: &header)
        var start = 0
        for index in order {
            Self.append(UInt32(start), to: &header)
            start += 2 + Int(entries[index].keyLength) + Int(entries[index].valueLength)
        }
        guard start <= Self.maximumLength else { throw StorageError(path: path, problem: "the dictionary is larger than the 4 GB a file of it may be") }
        Self.append(UInt32(start), to: &header)
        try Self.write(header, to: output, path: path)
        var out: [UInt8] = []
        out.reserveCapacity(1 << 20)
        for index in order {
            let entry = entries[index]
            out.append(UInt8(entry.keyLength & 0xFF))
            out.append(UInt8(entry.keyLength >> 8))
            out += keys[Int(entry.keyStart)..<Int(entry.keyStart) + Int(entry.keyLength)]
            let valueStart = out.count
            out += repeatElement(0, count: Int(entry.valueLength))
            let failure = out.withUnsafeMutableBytes { bytes -> StorageError? in
                do throws(StorageError) {
                    try Self.readFully(spool, into: UnsafeMutableRawBufferPointer(rebasing: bytes[valueStart...]), at: entry.valueOffset, path: spoolPath)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure { throw failure }
            if out.count >= 1 << 20 {
                try Self.write(out, to: output, path: path)
                out.removeAll(keepingCapacity: true)
            }
        }
        try Self.write(out, to: output, path: path)
        guard fsync(output) == 0 else { throw StorageError(path: path, errno: errno) }
        return positions
    }

    // MARK: - Bytes

    private func flush() throws(StorageError) {
        guard !buffer.isEmpty else { return }
        try Self.write(buffer, to: spool, path: spoolPath)
        spoolLength += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }

    static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(StorageError) {
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + done, bytes.count - done) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw StorageError(path: path, errno: errno) }
            done += written
        }
    }

    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int, path: String) throws(StorageError) {
        var done = 0
        while done < buffer.count {
            let got = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { throw StorageError(path: path, problem: got < 0 ? String(cString: strerror(errno)) : "the spool file shrank") }
            done += got
        }
    }
}
