#if os(Linux)
import Glibc

/// Which pages of a mapping are in this process's page tables (resident, counted in its RSS), from
/// `/proc/self/pagemap`: one 64-bit entry per virtual page, bit 63 set when the page is present. Readable
/// by any process for its own pages. Linux only: nothing else has the file.
enum ResidentPages {
    /// How many of the pages spanned by `bytes` are present, or nil when the file cannot be read.
    static func count(in bytes: UnsafeRawBufferPointer) -> Int? {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let first = Int(bitPattern: bytes.baseAddress!) / pageSize
        let last = (Int(bitPattern: bytes.baseAddress!) + bytes.count - 1) / pageSize
        let descriptor = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var entries = [UInt64](repeating: 0, count: last - first + 1)
        let wanted = entries.count * 8
        let got = entries.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, wanted, off_t(first * 8)) }
        guard got == wanted else { return nil }
        return entries.filter { $0 & (1 << 63) != 0 }.count
    }
}
#endif
