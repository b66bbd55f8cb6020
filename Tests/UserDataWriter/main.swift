import Foundation
import UserData

// user-data-writer PATH PREFIX COUNT: records the words PREFIX-0 … PREFIX-(COUNT-1) in the user database
// at PATH, one committed transaction each, and prints each number once its record call has returned, so
// the test that runs it (and perhaps kills it with SIGKILL) knows which rows must be in the file.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3, let count = Int(arguments.last!), count >= 0 else {
    FileHandle.standardError.write(Data("usage: user-data-writer PATH PREFIX COUNT\n".utf8))
    exit(64)
}
let path = arguments[arguments.startIndex]
let prefix = arguments[arguments.startIndex + 1]

do {
    let database = try UserDatabase.open(at: path)
    for number in 0..<count {
        try database.record(.word("\(prefix)-\(number)"), at: Date())
        // Unbuffered: the number reaches the pipe now, before the next write can be interrupted.
        FileHandle.standardOutput.write(Data("\(number)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("user-data-writer: \(error)\n".utf8))
    exit(1)
}
