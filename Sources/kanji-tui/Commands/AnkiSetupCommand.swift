import AnkiConnect
import ArgumentParser
import StudyExchange
import UserData

/// `kanji-tui anki setup`: chooses, once, the deck and note type notes go to and what fills each field, checked
/// against the running Anki, and switches the link on.
struct AnkiSetupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup",
        abstract: "Choose the deck, note type and fields of the notes sent to Anki, and switch the link on.",
        discussion: """
            Each field of the note type is filled from a template of markers, as Yomitan names them: \
            {expression} {reading} {furigana} {furigana-plain} {glossary} {glossary-brief} {sentence} \
            {sentence-furigana} {source} {pitch-accents} {audio} {frequency} {jlpt} {tags}; other text is kept \
            as it is (HTML). Fields not named with --field keep their saved template, or get one guessed from \
            their name (Expression, Reading, Meaning, Sentence, Audio …); Basic gets the word on the front and \
            its furigana, senses, sentence, accent and sound on the back. The deck is made when Anki has none of \
            that name. Anki must be running: the note type's fields are read from it.

            --glossary-dictionary TITLE makes {glossary} and {glossary-brief} the glossary of a Yomitan dictionary \
            you imported (a monolingual one, Jitendex) for the words it has, enabled or not: {glossary} an ordered \
            list, a definition an item, its lines (list items, table rows, ruby as 漢字[かんじ]) joined by <br>; \
            {glossary-brief} the first definition. A word it lacks, and a kanji, keep JMdict's and KANJIDIC2's. \
            --glossary-dictionary '' goes back to JMdict. Exit status 1 when no dictionary has that title.
            """)

    @Option(help: ArgumentHelp("The deck notes go to (default: the saved one, else kanji-tui).", valueName: "name"))
    var deck: String?

    @Option(name: .customLong("note-type"), help: ArgumentHelp("The note type (default: the saved one, else Basic).", valueName: "name"))
    var noteType: String?

    @Option(name: .customLong("field"), parsing: .singleValue,
            help: ArgumentHelp("A field and its template, e.g. 'Back={furigana}<br>{glossary}'; repeatable.", valueName: "name=template"))
    var fields: [String] = []

    @Option(name: .customLong("tag"), parsing: .singleValue, help: ArgumentHelp("A tag every note gets (default: kanji-tui); repeatable.", valueName: "tag"))
    var tags: [String] = []

    @Flag(help: "Where a keep goes: to Anki and the study list (the default), or to Anki only.")
    var destination: AnkiLinkSettings.Destination?

    @Option(name: .customLong("glossary-dictionary"),
            help: ArgumentHelp("The imported dictionary {glossary} is taken from where it has the word ('' for JMdict; default: the saved one).",
                               valueName: "title"))
    var glossaryDictionary: String?

    @OptionGroup var anki: AnkiLinkOptions
    @OptionGroup var userData: UserDataOptions

    func validate() throws {
        for field in fields where !field.contains("=") || field.hasPrefix("=") {
            throw ValidationError("--field takes a field's name and its template, 'Front={expression}', not '\(field)'.")
        }
        for field in fields {
            let unknown = AnkiLinkMarker.unknown(in: String(field.split(separator: "=", maxSplits: 1).last ?? ""))
            guard unknown.isEmpty else {
                throw ValidationError("\(unknown.joined(separator: ", ")) in --field '\(field)' is no marker; the markers are "
                                      + AnkiLinkMarker.allCases.map(\.written).joined(separator: " ") + ".")
            }
        }
        if tags.contains(where: { $0.isEmpty || $0.contains(" ") }) { throw ValidationError("--tag takes one tag without spaces.") }
    }

    func run() throws {
        // A title not installed is refused before anything is asked of Anki or saved.
        let glossary = try glossaryDictionary.map { title in
            title.isEmpty ? "" : try LearnerDictionaryFiles.installedTitle(title, beside: userData).title
        }
        let database = try UserDataExit.onError { () throws(UserDataError) in try userData.open() }
        let saved = try SavedAnkiLink.settings(in: database)
        let client = try anki.client(saved: saved)
        var settings = saved ?? AnkiLinkSettings()
        if let url = anki.url { settings.address = url }
        if let key = anki.key { settings.key = key.isEmpty ? nil : key }
        if let deck { settings.deck = deck }
        if let destination { settings.destination = destination }
        if !tags.isEmpty { settings.tags = tags }
        if let glossary { settings.glossaryDictionary = glossary.isEmpty ? nil : glossary }
        let noteType = noteType ?? settings.noteType
        let models = try AnkiConnectExit.onError { () throws(AnkiConnectError) in try client.perform(.modelNames) }
        guard models.contains(noteType) else {
            TextOutput.standardError.write("kanji-tui: Anki has no note type '\(noteType)'; it has: \(models.sorted().joined(separator: ", "))\n")
            throw ExitCode.validationFailure
        }
        let names = try AnkiConnectExit.onError { () throws(AnkiConnectError) in try client.perform(.modelFieldNames(noteType)) }
        let previous = noteType == settings.noteType && saved != nil ? settings.fields : []
        var chosen = AnkiLinkSettings.fields(guessedFor: names).map { guess in
            previous.first { $0.name == guess.name } ?? guess
        }
        for given in fields {
            let parts = given.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let index = chosen.firstIndex(where: { $0.name == name }) else {
                TextOutput.standardError.write("kanji-tui: the note type '\(noteType)' has no field '\(name)'; its fields: \(names.joined(separator: ", "))\n")
                throw ExitCode.validationFailure
            }
            chosen[index].template = String(parts[1])
        }
        settings.noteType = noteType
        settings.fields = chosen
        settings.isOn = true
        let decks = try AnkiConnectExit.onError { () throws(AnkiConnectError) in try client.perform(.deckNames) }
        var lines: [String] = []
        if !decks.contains(settings.deck) {
            _ = try AnkiConnectExit.onError { () throws(AnkiConnectError) in try client.perform(.createDeck(settings.deck)) }
            lines.append("made the deck \(settings.deck) in Anki")
        }
        try UserDataExit.onError { () throws(UserDataError) in try database.saveAnkiLinkSettings(settings.json()) }
        lines.append("link on: 'a' sends to \(settings.deck) as \(noteType)" + (settings.destination == .ankiOnly ? " (Anki only)" : " and keeps in the study list"))
        lines += chosen.map { "  \($0.name): \($0.template.isEmpty ? "(empty)" : $0.template)" }
        if let title = settings.glossaryDictionary { lines.append("  {glossary} from \(title) where it has the word, else JMdict") }
        try TextOutput.standardOutput.write(lines.map { $0 + "\n" }.joined())
    }
}

extension AnkiLinkSettings.Destination: EnumerableFlag {
    public static func name(for value: Self) -> NameSpecification {
        switch value {
        case .both: .customLong("both")
        case .ankiOnly: .customLong("anki-only")
        }
    }

    public static func help(for value: Self) -> ArgumentHelp? {
        switch value {
        case .both: "Keep in the study list and send to Anki."
        case .ankiOnly: "Send to Anki only; the study list is left alone."
        }
    }
}
