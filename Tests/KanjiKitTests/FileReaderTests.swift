import Foundation
import Glibc
import KanjiKit
import Testing

/// The one file reader: a socket is named for what it is although it cannot be opened, a limit holds on an input
/// that never ends, and a check stops the read at the chunk that fails it.
@Suite struct FileReaderTests {
    @Test func a_socket_is_refused_as_a_socket_not_by_the_c_librarys_words() throws {
        let path = Fixtures.temporaryFile("", name: "placeholder").replacingOccurrences(of: "placeholder", with: "socket")
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        #expect(throws: FileReader.Failure.notARegularFile(.socket)) { try FileReader.read(path) }
    }

    @Test func an_endless_input_is_refused_at_the_limit() throws {
        let zeros = open("/dev/zero", O_RDONLY | O_CLOEXEC)
        defer { close(zeros) }
        #expect(throws: FileReader.Failure.tooLarge) { try FileReader.read(descriptor: zeros, limit: 1_000_000) }
    }

    @Test func the_check_stops_the_read_with_its_reason() throws {
        let path = Fixtures.temporaryFile("日本\n")
        #expect(try FileReader.read(path) == Array("日本\n".utf8))
        #expect(throws: FileReader.Failure.refused("not wanted")) {
            try FileReader.read(path) { bytes, _ in bytes.contains(UInt8(ascii: "\n")) ? "not wanted" : nil }
        }
    }
}
