extension String {
    /// The string as one word for `sh`: single-quoted, with its own single quotes escaped.
    var shellQuoted: String {
        "'" + replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
