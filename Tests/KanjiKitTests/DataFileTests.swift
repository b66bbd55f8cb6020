import Glibc
import Foundation
import Testing
@testable import KanjiKit

/// Opening a data file never blocks and never reads forever: anything but a regular file is refused
/// by name, before the first read.
@Suite struct DataFileTests {
    private func fifo() throws -> String {
        let path = Fixtures.temporaryFile("", name: "placeholder").replacingOccurrences(of: "placeholder", with: "fifo")
        try #require(mkfifo(path, 0o600) == 0)
        return path
    }

    @Test func a_fifo_is_refused_without_waiting_for_a_writer() throws {
        let path = try fifo()
        #expect(throws: DatasetError(file: path, problem: "not a regular file (a FIFO)")) { try DataFile(contentsOf: path) }
    }

    @Test func a_fifo_as_components_file_is_refused_too() throws {
        let path = try fifo()
        #expect(throws: DatasetError(file: path, problem: "not a regular file (a FIFO)")) { try ComponentFile.components(atPath: path) }
    }

    @Test func a_device_is_refused_instead_of_read_forever() {
        #expect(throws: DatasetError(file: "/dev/zero", problem: "not a regular file (a character device)")) {
            try DataFile(contentsOf: "/dev/zero")
        }
    }

    @Test func a_symbolic_link_to_a_regular_file_is_read() throws {
        let target = Fixtures.temporaryFile("日\n")
        let link = target + "-link"
        try #require(symlink(target, link) == 0)
        #expect(try DataFile(contentsOf: link).bytes == Array("日\n".utf8))
    }

    @Test func system_errors_are_named_in_lower_case_and_access_errors_as_permission_denied() {
        #expect(DataFile.problem(forErrno: EACCES) == "permission denied")
        #expect(DataFile.problem(forErrno: EPERM) == "permission denied")
        #expect(DataFile.problem(forErrno: ENOENT) == "no such file or directory")
    }
}
