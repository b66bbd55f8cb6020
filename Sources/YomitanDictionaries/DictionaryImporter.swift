import Foundation

/// Imports a Yomitan dictionary's zip into a ``DictionaryLibrary``: every bank read and checked row by row against
/// the schema, written into a temporary folder as the sorted files ``InstalledDictionaries`` reads in place, and
/// moved into place only when all of it is written. A refusal anywhere — a row of the wrong shape, a zip bomb, a
/// bank of too many entries, a stop signal — removes the temporary folder: nothing is ever half imported.
public struct DictionaryImporter {
    /// What an import may read: 512 MB a file and 2 GB in all inflated, a million entries a bank (Yomitan's own
    /// exporters write 10,000).
    public struct Limits: Sendable {
        public let member: Int
        public let total: Int
        public let entriesPerBank: Int

        public static let standard = Limits(member: 512 * 1024 * 1024, total: 2 * 1024 * 1024 * 1024, entriesPerBank: 1_000_000)

        public init(member: Int, total: Int, entriesPerBank: Int) {
            self.member = member
            self.total = total
            self.entriesPerBank = entriesPerBank
        }
    }

    /// What was imported, for `dict import` to say.
    public struct Report: Sendable {
        public let dictionary: InstalledDictionary
        /// The revision this import replaced, if the title was installed in another.
        public let replaced: InstalledDictionary?
    }

    public let library: DictionaryLibrary
    public let limits: Limits
    /// Asked between rows: a stop signal ends the import as a refusal does. Strong (a closure that holds only
    /// what the signal flag needs).
    public let stopRequested: @Sendable () -> Bool

    public init(library: DictionaryLibrary, limits: Limits = .standard, stopRequested: @escaping @Sendable () -> Bool = { false }) {
        self.library = library
        self.limits = limits
        self.stopRequested = stopRequested
    }

    /// Imports the dictionary in the zip at `path`; `name` is how messages call it (the path as the user typed it).
    public func importDictionary(at path: String, name: String) throws(DictionaryImportError) -> Report {
        var archive = try DictionaryArchive(path: path, name: name,
                                            limits: .init(member: limits.member, total: limits.total))
        guard archive.members["index.json"] != nil else {
            throw DictionaryImportError(.badDictionary, archive: name, member: "index.json",
                                        problem: "missing from the zip: not a Yomitan dictionary (its index.json names it)")
        }
        let indexBytes = try archive.contents(of: "index.json")
        let (index, indexTags): (DictionaryIndex, [DictionaryTag])
        do {
            (index, indexTags) = try DictionaryIndex.decode(JSONParser.parse(indexBytes))
        } catch let failure as JSONParser.Failure {
            throw DictionaryImportError(.badDictionary, archive: name, member: "index.json", problem: "not JSON: \(failure)")
        } catch let problem as RowProblem {
            throw DictionaryImportError(.badDictionary, archive: name, member: "index.json", problem: problem.description)
        } catch {
            throw DictionaryImportError(.badDictionary, archive: name, member: "index.json", problem: "\(error)")
        }
        if let installed = try? library.manifest().dictionaries.first(where: { $0.title == index.title }), installed.revision == index.revision {
            throw DictionaryImportError(.alreadyInstalled, archive: name,
                                        problem: "'\(index.title)' revision \(index.revision) is installed already (dict remove it first to import it again)")
        }
        let folder: String
        do { folder = try library.makeImportFolder() } catch { throw DictionaryImportError(.storage, archive: name, problem: error.description) }
        var installed = false
        defer { if !installed { try? FileManager.default.removeItem(atPath: folder) } }
        var dictionary = try writeFiles(of: &archive, index: index, indexTags: indexTags, into: folder, name: name)
        dictionary.bytes = Self.size(of: folder)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try AtomicFile.write(try encoder.encode(dictionary), to: folder + "/" + DictionaryFile.info)
        } catch let error as StorageError {
            throw DictionaryImportError(.storage, archive: name, problem: error.description)
        } catch {
            throw DictionaryImportError(.storage, archive: name, problem: "\(error)")
        }
        try checkStop(name)
        let replaced: InstalledDictionary?
        do {
            replaced = try library.install(folder, as: dictionary)
        } catch {
            throw DictionaryImportError(error.kind == .alreadyInstalled ? .alreadyInstalled : .storage, archive: name, problem: error.description)
        }
        installed = true
        return Report(dictionary: dictionary, replaced: replaced)
    }

    // MARK: - The banks

    /// Reads every bank into its writer and writes the sorted files into `folder`.
    private func writeFiles(of archive: inout DictionaryArchive, index: DictionaryIndex, indexTags: [DictionaryTag], into folder: String,
                            name: String) throws(DictionaryImportError) -> InstalledDictionary {
        func writer(_ file: DictionaryFile) throws(DictionaryImportError) -> KeyedRecordWriter {
            do {
                return try KeyedRecordWriter(magic: file.magic, spoolPath: folder + "/" + file.rawValue + ".spool")
            } catch {
                throw DictionaryImportError(.storage, archive: name, problem: error.description)
            }
        }
        let terms = try writer(.terms), readings = try writer(.readings), termMeta = try writer(.termMeta)
        let kanji = try writer(.kanji), kanjiMeta = try writer(.kanjiMeta), tags = try writer(.tags)
        var readingOf: [(reading: String, ordinal: Int)] = []
        let version1 = index.format == 1

        for tag in indexTags {
            try store(tags, key: tag.name, value: Self.row(of: tag), name: name, member: "index.json", entry: nil)
        }
        try readBanks("term_bank_", of: &archive, name: name) { row throws(RowProblem) in
            let term = version1 ? try DictionaryTerm.decodeVersion1(row) : try DictionaryTerm.decodeVersion3(row, format: index.format)
            if !term.reading.isEmpty, term.reading != term.expression { readingOf.append((term.reading, terms.count)) }
            return (terms, term.expression, version1 ? DictionaryTerm.version3Row(ofVersion1: row) : row)
        }
        try readBanks("term_meta_bank_", of: &archive, name: name) { row throws(RowProblem) in
            (termMeta, try TermMeta.decode(row).expression, row)
        }
        try readBanks("kanji_bank_", of: &archive, name: name) { row throws(RowProblem) in
            let entry = version1 ? try DictionaryKanji.decodeVersion1(row) : try DictionaryKanji.decodeVersion3(row)
            return (kanji, entry.character, version1 ? DictionaryKanji.version3Row(ofVersion1: row) : row)
        }
        try readBanks("kanji_meta_bank_", of: &archive, name: name) { row throws(RowProblem) in
            (kanjiMeta, try KanjiMeta.decode(row).character, row)
        }
        try readBanks("tag_bank_", of: &archive, name: name) { row throws(RowProblem) in
            (tags, try DictionaryTag.decode(row).name, row)
        }
        do {
            let positions = try terms.finish(at: folder + "/" + DictionaryFile.terms.rawValue)
            try checkStop(name)
            for (reading, ordinal) in readingOf {
                var value: [UInt8] = []
                KeyedRecordWriter.append(positions[ordinal], to: &value)
                try readings.add(key: reading, value: value)
            }
            try readings.finish(at: folder + "/" + DictionaryFile.readings.rawValue)
            try termMeta.finish(at: folder + "/" + DictionaryFile.termMeta.rawValue)
            try kanji.finish(at: folder + "/" + DictionaryFile.kanji.rawValue)
            try kanjiMeta.finish(at: folder + "/" + DictionaryFile.kanjiMeta.rawValue)
            try tags.finish(at: folder + "/" + DictionaryFile.tags.rawValue)
        } catch let error as StorageError {
            throw DictionaryImportError(.storage, archive: name, problem: error.description)
        } catch let error as DictionaryImportError {
            throw error
        } catch {
            throw DictionaryImportError(.storage, archive: name, problem: "\(error)")
        }
        return InstalledDictionary(index: index, terms: terms.count, termMeta: termMeta.count, kanji: kanji.count, kanjiMeta: kanjiMeta.count,
                                   tags: tags.count, bytes: 0)
    }

    /// Reads each bank of a kind, row by row: `decode` checks a row and says which writer takes it under which key.
    private func readBanks(
        _ prefix: String, of archive: inout DictionaryArchive, name: String,
        _ decode: (JSONValue) throws(RowProblem) -> (KeyedRecordWriter, String, JSONValue)
    ) throws(DictionaryImportError) {
        for bank in archive.banks(named: prefix) {
            try checkStop(name)
            var parser = JSONParser(try archive.contents(of: bank))
            do {
                try parser.forEachElement { row, index in
                    guard index < limits.entriesPerBank else {
                        throw DictionaryImportError(.badDictionary, archive: name, member: bank,
                                                    problem: "too many entries: a bank may hold \(limits.entriesPerBank), this one holds more")
                    }
                    if index % 4096 == 0 { try checkStop(name) }
                    let (writer, key, stored): (KeyedRecordWriter, String, JSONValue)
                    do {
                        (writer, key, stored) = try decode(row)
                    } catch {
                        throw DictionaryImportError(.badDictionary, archive: name, member: bank, entry: index + 1,
                                                    problem: "does not match Yomitan's schema: \(error)")
                    }
                    try store(writer, key: key, value: stored, name: name, member: bank, entry: index + 1)
                }
            } catch let error as DictionaryImportError {
                throw error
            } catch let failure as JSONParser.Failure {
                throw DictionaryImportError(.badDictionary, archive: name, member: bank, problem: "not JSON: \(failure)")
            } catch {
                throw DictionaryImportError(.badDictionary, archive: name, member: bank, problem: "\(error)")
            }
        }
    }

    private func store(_ writer: KeyedRecordWriter, key: String, value: JSONValue, name: String, member: String, entry: Int?) throws(DictionaryImportError) {
        guard !key.isEmpty else { return }
        do {
            try writer.add(key: key, value: value.serialized)
        } catch {
            throw DictionaryImportError(.storage, archive: name, member: member, entry: entry, problem: error.description)
        }
    }

    private func checkStop(_ name: String) throws(DictionaryImportError) {
        if stopRequested() { throw DictionaryImportError(.stopped, archive: name, problem: "stopped; nothing imported") }
    }

    /// A tag as the row a tag bank gives it.
    private static func row(of tag: DictionaryTag) -> JSONValue {
        .array([.string(tag.name), .string(tag.category), .number(tag.order), .string(tag.notes), .number(tag.score)])
    }

    /// The bytes the files of `folder` take.
    private static func size(of folder: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int) ?? 0)
        }
    }
}
