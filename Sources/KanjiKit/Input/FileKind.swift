import Glibc

/// What a path is when it is not a regular file, for the message that refuses it: reading a directory fails, a FIFO
/// waits for a writer, a device can be read forever, a socket cannot be opened at all.
public enum FileKind: Sendable, Equatable, CustomStringConvertible {
    case directory, fifo, characterDevice, blockDevice, socket, unusual

    /// The kind of a file whose `st_mode` is `mode`, or nil for a regular file.
    init?(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .unusual
        }
    }

    /// "a directory", "a FIFO", …: the words after "not a regular file".
    public var description: String {
        switch self {
        case .directory: "a directory"
        case .fifo: "a FIFO"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .unusual: "an unusual kind of file"
        }
    }
}
