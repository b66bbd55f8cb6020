import ArgumentParser

/// `kanji-tui known …`: the words the learner knows without studying them, or ignores (issue 47), on the user database
/// — what the reader's header, `v`, `n`/`N` and `analyze` count by.
struct KnownCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "known",
        abstract: "Mark words known without studying them, or ignored; list, import and export them.",
        discussion: """
            A word counts as known when its study card is mature or when it is marked known here; a word marked \
            ignored (a name, a particle, a word you will never need) leaves every count, neither known nor \
            unknown. Words are JMdict's, typed as 'study add' takes them (日本, にほん; 生物[なまもの] chooses a \
            reading); a form that names several common words (日: ひ or にち; はし: 橋, 端 or 箸) is not guessed: \
            give its reading (日[にち]). Every change is one transaction: a word the data does not have changes \
            nothing.
            """,
        subcommands: [KnownListCommand.self, KnownAddCommand.self, KnownRemoveCommand.self, KnownImportCommand.self,
                      KnownExportCommand.self]
    )
}
