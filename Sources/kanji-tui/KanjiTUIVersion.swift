/// The version `kanji-tui --version` prints; bump it with each release.
enum KanjiTUIVersion {
    static let current = "0.1.0"
}
