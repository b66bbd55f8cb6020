import ArgumentParser

/// `kanji-tui anki …`: the live link to the Anki the learner runs, through the AnkiConnect add-on (issue 48).
struct AnkiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "anki",
        abstract: "Send kept words straight to the running Anki (AnkiConnect).",
        discussion: """
            Install AnkiConnect in Anki (Tools → Add-ons → Get Add-ons…, code 2055492159) and restart Anki; it \
            listens on 127.0.0.1:8765. 'kanji-tui anki setup --deck Mining --note-type Basic' then chooses where \
            notes go and what fills each field, and switches the link on: from then on 'a' in the browser (the \
            reader, the word and kanji pages, the unknown words) and 'study add --anki' send a note as well as \
            keeping the word. When Anki is closed the note waits in the user database and goes when Anki next \
            answers: at the browser's next start, after the next keep, or with 'kanji-tui anki send'.

            Exit status: 0; 2 when the user database cannot be used; 64 for a bad address or choice; 65 when Anki \
            refuses (a deck or note type it does not have); 69 when nothing answers at the address.
            """,
        subcommands: [AnkiStatusCommand.self, AnkiSetupCommand.self, AnkiOffCommand.self, AnkiDecksCommand.self, AnkiModelsCommand.self,
                      AnkiSendCommand.self]
    )
}
