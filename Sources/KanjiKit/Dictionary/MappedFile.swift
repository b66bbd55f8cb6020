import Glibc

/// A data file mapped read-only into memory: opening costs one `mmap`, and only the pages a lookup
/// touches are ever read from disk, so `kanji-tui words nihon` reads a few index blocks and records of
/// the 30 MB dictionary, not the whole of it.
///
/// A page the process touches counts in its resident memory until the mapping goes, and the kernel maps the
/// page-cache pages around it too (its "fault-around", 64 KB a fault): one record read in place made 64 KB
/// resident. Parts reached a small piece at a time all over the file (the dictionary's records, the indexes'
/// blocks) are therefore copied out with ``read(at:count:_:)`` instead, which maps nothing; what stays read in
/// place is small and read all over soon anyway (headers, the offset tables, `kanji-search.bin`'s kanji).
///
/// Every read is bounds-checked: a truncated or corrupt file gives `nil`, never a read past the mapping.
/// `@unchecked Sendable`: the mapping is read-only and lives as long as this object, and `pread` on the
/// descriptor keeps no file position, so reads from several threads do not interfere.
final class MappedFile: @unchecked Sendable {
    let path: String
    let count: Int
    private let base: UnsafeRawPointer
    /// Open as long as the mapping, for ``read(at:count:_:)``; closed by `deinit`.
    private let descriptor: Int32

    /// - Throws: `DatasetError` when the file is missing, unreadable, empty or not a regular file.
    init(path: String) throws(DatasetError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw DatasetError(file: path, problem: DataFile.problem(forErrno: errno)) }
        var isMapped = false
        defer { if !isMapped { close(descriptor) } }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw DatasetError(file: path, problem: DataFile.problem(forErrno: errno)) }
        if let kind = FileKind(mode: status.st_mode) { throw DatasetError(file: path, problem: "not a regular file (\(kind))") }
        guard status.st_size > 0 else { throw DatasetError(file: path, problem: "the file is empty; regenerate it with 'make data'") }
        guard let mapping = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED else {
            throw DatasetError(file: path, problem: DataFile.problem(forErrno: errno))
        }
        isMapped = true
        self.path = path
        self.count = Int(status.st_size)
        self.base = UnsafeRawPointer(mapping)
        self.descriptor = descriptor
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: base), count)
        close(descriptor)
    }

    /// The little-endian `UInt32` at `offset`, or nil past the end.
    func uint32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset <= count - 4 else { return nil }
        return UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// The `count` bytes at `offset`, or nil when they are not all inside the file.
    func bytes(at offset: Int, count length: Int) -> UnsafeRawBufferPointer? {
        guard offset >= 0, length >= 0, offset <= count - length else { return nil }
        return UnsafeRawBufferPointer(start: base + offset, count: length)
    }

    /// Calls `body` with a copy of the `count` bytes at `offset`, read with `pread` into a temporary buffer
    /// (on the stack when small), so none of the file's pages becomes part of this process.
    /// - Throws: `DatasetError` when the bytes are not all inside the file or the read fails.
    func read<Value>(at offset: Int, count length: Int, _ body: (UnsafeRawBufferPointer) -> Value) throws(DatasetError) -> Value {
        guard offset >= 0, length >= 0, offset <= count - length else {
            throw DatasetError(file: path, problem: "a read of \(length) bytes at \(offset) is past the end of the file; regenerate it with 'make data'")
        }
        let outcome = withUnsafeTemporaryAllocation(byteCount: length, alignment: 1) { buffer -> Result<Value, DatasetError> in
            var done = 0
            while done < length {
                let got = pread(descriptor, buffer.baseAddress! + done, length - done, off_t(offset + done))
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else {
                    return .failure(DatasetError(file: path, problem: got < 0 ? DataFile.problem(forErrno: errno) : "file shrank while being read"))
                }
                done += got
            }
            return .success(body(UnsafeRawBufferPointer(buffer)))
        }
        return try outcome.get()
    }
}
