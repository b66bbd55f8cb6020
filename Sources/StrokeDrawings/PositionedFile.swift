import Glibc
import KanjiKit

/// An open read-only file from which byte ranges are read with `pread`, so a reader takes only the
/// part it needs (the index, one character's record) and never the whole file.
struct PositionedFile: ~Copyable {
    let path: String
    private let descriptor: Int32

    /// - Throws: `DatasetError` naming the file when it cannot be opened.
    init(path: String) throws(DatasetError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DatasetError(file: path, problem: String(cString: strerror(errno))) }
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Exactly `count` bytes starting at `offset`.
    /// - Throws: `DatasetError` when the read fails or the file ends first (a truncated file).
    func bytes(at offset: Int, count: Int) throws(DatasetError) -> [UInt8] {
        var failure: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count {
                let read = pread(descriptor, buffer.baseAddress! + initialized, count - initialized,
                                 off_t(offset + initialized))
                if read < 0 && errno == EINTR { continue }
                guard read > 0 else {
                    failure = read < 0 ? String(cString: strerror(errno)) : "file is truncated; regenerate it with 'make data'"
                    return
                }
                initialized += read
            }
        }
        if let failure { throw DatasetError(file: path, problem: failure) }
        return bytes
    }
}
