/// What `O` does, said once for every screen that has it (the reader, the word's page), so their help lines cannot
/// drift apart.
enum AnkiHelp {
    static let open = "open the word's notes in the running Anki's browser (with the link on: kanji-tui anki setup); the pane says whether Anki has it"
}
