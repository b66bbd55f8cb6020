#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A data file mapped read-only into memory: opening costs one `mmap`, and only the pages a lookup
/// touches are ever read from disk, so `kanji-tui words nihon` reads a few index blocks and records of
/// the 30 MB dictionary, not the whole of it.
///
/// Every read is bounds-checked: a truncated or corrupt file gives `nil`, never a read past the mapping.
/// `@unchecked Sendable`: the mapping is read-only and lives as long as this object.
final class MappedFile: @unchecked Sendable {
    let path: String
    let count: Int
    private let base: UnsafeRawPointer

    /// - Throws: `DatasetError` when the file is missing, unreadable, empty or not a regular file.
    init(path: String) throws(DatasetError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw DatasetError(file: path, problem: DataFile.problem(forErrno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw DatasetError(file: path, problem: DataFile.problem(forErrno: errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw DatasetError(file: path, problem: "not a regular file (\(DataFile.kind(ofMode: status.st_mode)))")
        }
        guard status.st_size > 0 else { throw DatasetError(file: path, problem: "the file is empty; regenerate it with 'make data'") }
        guard let mapping = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED else {
            throw DatasetError(file: path, problem: DataFile.problem(forErrno: errno))
        }
        self.path = path
        self.count = Int(status.st_size)
        self.base = UnsafeRawPointer(mapping)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: base), count)
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
}
