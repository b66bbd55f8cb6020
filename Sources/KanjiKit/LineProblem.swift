/// What is wrong with one line of a data file, before the caller adds which file and which line.
struct LineProblem: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
