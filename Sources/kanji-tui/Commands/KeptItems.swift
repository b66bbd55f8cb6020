import ArgumentParser
import StudyExchange
import UserData

/// The kept items a study command's arguments name (`study remove`, `study card-kinds`): a kept kanji itself, else the
/// kept words written or read so (生物[なまもの] one reading). Every argument must name one, or the command does nothing.
struct KeptItems {
    /// The user database the items are kept in.
    let database: UserDatabase
    /// The items named, in the order named, each once.
    let items: [RecordedItem]

    /// Reads the kept items of the database at `path` and picks those `texts` name.
    /// - Parameter outcome: what the command does not do when one is not kept ("nothing removed"), for its message.
    /// - Throws: exit status 1 after listing on stderr the texts that name no kept item (a missing database keeps
    ///   none); exit status 2 when the database cannot be read.
    init(named texts: [String], at path: String, otherwise outcome: String) throws {
        let database = try UserDataExit.onError { () throws(UserDataError) in try UserDatabase.openExisting(at: path) }
        let kept = try database.map { database in try UserDataExit.onError { () throws(UserDataError) in try database.studyRows() } } ?? []
        var chosen: [RecordedItem] = []
        var notKept: [String] = []
        for text in texts where !text.isEmpty {
            let matches = Self.matches(of: text, among: kept.map(\.item))
            if matches.isEmpty { notKept.append(text) }
            chosen += matches.filter { !chosen.contains($0) }
        }
        guard notKept.isEmpty, let database else {
            TextOutput.standardError.write("kanji-tui: not in the study list: \(notKept.joined(separator: ", ")) (\(outcome))\n")
            throw ExitCode(1)
        }
        self.database = database
        items = chosen
    }

    /// The kept items `text` names: the kanji itself when it is kept, else the words written or read so.
    static func matches(of text: String, among kept: [RecordedItem]) -> [RecordedItem] {
        if kept.contains(.kanji(text)) { return [.kanji(text)] }
        let (form, reading) = StudyItemLookup.split(text)
        return kept.filter { item in
            guard item.kind == .word else { return false }
            if let reading { return item.key == form && item.reading == reading }
            return item.key == form || item.reading == form
        }
    }
}
