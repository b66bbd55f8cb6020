// MARK: - MappedFileResidency

/// How much of one file mapped into this process is resident, from `/proc/self/smaps`, in kB.
///
/// `words.bin` (30 MB) is mapped, but its records and index blocks are copied out with `pread`; only its headers and
/// offset tables are read in place. The random walk reads this to show that the file's resident part stays put
/// (it grew by megabytes when records and blocks were read in place) apart from the memory the program allocates.
enum MappedFileResidency {
    /// The resident kB of every mapping of a file whose path ends with `fileName`.
    /// - Returns: `nil` when `/proc/self/smaps` cannot be read (not Linux).
    static func residentKB(ofFileNamed fileName: String) -> Int? {
        let suffix = Array(("/" + fileName).utf8)
        let kilobytesSuffix = Array(" kB".utf8)
        var inFile = false
        var total = 0
        let isRead = ProcFileLines.forEach(in: "/proc/self/smaps") { line in
            // A mapping's header: "address-address perms offset dev inode path"; its fields follow, "Rss:  123 kB" among them.
            if let first = line.first, Self.isHexDigit(first), line.contains(UInt8(ascii: "-")), !line.reversed().starts(with: kilobytesSuffix.reversed()) {
                inFile = line.reversed().starts(with: suffix.reversed())
            } else if inFile, let kilobytes = ProcFileLines.number(in: line, after: "Rss:") {
                total += kilobytes
            }
        }
        return isRead ? total : nil
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
