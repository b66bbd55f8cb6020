import Glibc

// MARK: - ResidentMemory

/// The process's resident memory as the kernel reports it in `/proc/self/status`, in kB.
///
/// Read from `/proc` rather than `getrusage` because the random walk needs the current resident set
/// (`VmRSS`) as well as the peak (`VmHWM`), and needs to restart the peak (``resetPeak()``), which only
/// `/proc` offers.
struct ResidentMemory {
    /// `VmRSS`: resident now.
    let currentKB: Int
    /// `VmHWM`: the highest resident set since the process started or since the last ``resetPeak()``.
    let peakKB: Int
    /// `RssAnon`: the part of `VmRSS` that is the process's own memory (heap, stacks), which only it can hold or leak.
    let anonymousKB: Int
    /// `RssFile`: the part that is pages of mapped files — the program's code and the data files read in place
    /// (words.bin): clean pages the kernel drops and reads again as it needs, never more than the files.
    let fileKB: Int

    // MARK: Reading

    /// Reads the four values now, through ``ProcFileLines`` (which allocates nothing that stays).
    /// - Returns: `nil` when `/proc/self/status` cannot be read (not Linux) or lacks the fields.
    static func now() -> ResidentMemory? {
        var current, peak, anonymous, file: Int?
        let isRead = ProcFileLines.forEach(in: "/proc/self/status") { line in
            current = current ?? ProcFileLines.number(in: line, after: "VmRSS:")
            peak = peak ?? ProcFileLines.number(in: line, after: "VmHWM:")
            anonymous = anonymous ?? ProcFileLines.number(in: line, after: "RssAnon:")
            file = file ?? ProcFileLines.number(in: line, after: "RssFile:")
        }
        guard isRead, let current, let peak, let anonymous, let file else { return nil }
        return ResidentMemory(currentKB: current, peakKB: peak, anonymousKB: anonymous, fileKB: file)
    }

    // MARK: Resetting

    /// Restarts `VmHWM` from the current resident set (Linux ≥ 4.0: `echo 5 > /proc/self/clear_refs`).
    ///
    /// Without this, a peak reached before the measured phase (parsing every kanji for the root list
    /// allocates temporary copies) would hide any growth during the phase that stays below it.
    /// - Returns: Whether the kernel accepted the reset.
    static func resetPeak() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
    }
}
