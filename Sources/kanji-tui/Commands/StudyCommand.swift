import ArgumentParser

/// `kanji-tui study …`: the study list on the user database, from the command line — the same cards the
/// browser's Study tab reviews.
struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study",
        abstract: "Keep kanji and words to study, list them, import them from a text, export them to Anki or JSON, see their statistics.",
        discussion: """
            Items are kanji (日) or words of the complete JMdict by writing or reading (日本, にほん; \
            生物[なまもの] chooses a reading). Every change is one transaction: an unknown item changes nothing.
            """,
        subcommands: [StudyAddCommand.self, StudyRemoveCommand.self, StudyListCommand.self, StudyImportCommand.self,
                      StudyExportCommand.self, StudyOptimizeCommand.self, StudyStatsCommand.self, StudyConfigCommand.self,
                      StudyCardKindsCommand.self]
    )
}
