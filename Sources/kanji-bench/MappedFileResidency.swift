// MARK: - MappedFileResidency

/// How much of one file mapped into this process is resident, from `/proc/self/smaps`, in kB.
///
/// `words.bin` (30 MB) is read in place: every word a screen shows faults in the page that holds its record,
/// and the page stays in the resident set until the kernel needs it back. The random walk reads it to tell
/// that part of its resident set, which follows how much of the dictionary has been read so far, from the
/// memory the program allocates.
enum MappedFileResidency {
    /// The resident kB of every mapping of a file whose path ends with `fileName`.
    /// - Returns: `nil` when `/proc/self/smaps` cannot be read (not Linux).
    static func residentKB(ofFileNamed fileName: String) -> Int? {
        guard let smaps = ResidentMemory.contents(of: "/proc/self/smaps") else { return nil }
        var inFile = false
        var total = 0
        for line in smaps.split(separator: "\n") {
            // A mapping's header: "address perms offset dev inode path"; its fields follow, "Rss:  123 kB" among them.
            if let first = line.first, first.isHexDigit, line.contains("-"), !line.hasSuffix(" kB") {
                inFile = line.hasSuffix("/" + fileName)
            } else if inFile, line.hasPrefix("Rss:"), let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) {
                total += kilobytes
            }
        }
        return total
    }
}
