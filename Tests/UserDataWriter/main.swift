import FSRS
import Foundation
import UserData

// user-data-writer PATH PREFIX COUNT: records the words PREFIX-0 … PREFIX-(COUNT-1) in the user database
// at PATH, one committed transaction each, and prints each number once its record call has returned, so
// the test that runs it (and perhaps kills it with SIGKILL) knows which rows must be in the file.
//
// user-data-writer --review PATH KANJI COUNT: keeps KANJI for study (if it is not kept yet) and grades it
// COUNT times (Again, Hard, Good, Easy in turn, a minute apart), each grade one committed transaction, and
// prints each grade's log id once it is saved. Two of them on one kanji review the same card at once.

let usage = "usage: user-data-writer [--review] PATH PREFIX|KANJI COUNT\n"
var arguments = Array(CommandLine.arguments.dropFirst())
let reviewing = arguments.first == "--review"
if reviewing { arguments.removeFirst() }
guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(64)
}
let path = arguments[0]
let name = arguments[1]

/// Writes `line` and its newline unbuffered: it reaches the pipe now, before the next write can be interrupted.
func report(_ line: String) {
    FileHandle.standardOutput.write(Data("\(line)\n".utf8))
}

do {
    let database = try UserDatabase.open(at: path)
    if reviewing {
        let start = Timestamp(secondsSince1970: 1_800_000_000)
        let cardID = try database.keepForStudy([.kanji(name)], at: start)[0].row.card.id
        let scheduler = Scheduler(enableFuzzing: true)
        for number in 0..<count {
            let rating = Rating.allCases[number % Rating.allCases.count]
            let outcome = try database.review(cardID: cardID) { card in
                scheduler.review(card, rating: rating, at: start.advanced(bySeconds: Int64(number) * 60))
            }
            switch outcome {
            case .saved(let logID, _), .savedAsLeech(let logID, _, _):
                report("\(logID)")
            case .removed:
                FileHandle.standardError.write(Data("user-data-writer: \(name) is no longer kept\n".utf8))
                exit(1)
            }
        }
    } else {
        for number in 0..<count {
            try database.record(.word("\(name)-\(number)"), at: Date())
            report("\(number)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("user-data-writer: \(error)\n".utf8))
    exit(1)
}
