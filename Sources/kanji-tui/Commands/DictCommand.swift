import ArgumentParser

/// `kanji-tui dict …`: the Yomitan dictionaries a learner brings (issue 49) — imported, listed, ordered, enabled,
/// removed, and looked up.
struct DictCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dict",
        abstract: "Bring your own Yomitan dictionaries: import, list, order, enable, disable, remove, rank by, look up.",
        discussion: DictCommand.howToBring,
        subcommands: [DictImportCommand.self, DictListCommand.self, DictLookupCommand.self, DictOrderCommand.self, DictEnableCommand.self,
                      DictDisableCommand.self, DictRemoveCommand.self, DictRankCommand.self]
    )

    /// How to bring a dictionary: every `dict` command's help says it, and the man page is made from the help.
    static let howToBring = """
        A Yomitan dictionary is a .zip file as Yomitan imports it: a term dictionary (Jitendex, JMdict for Yomitan, a \
        monolingual dictionary), a frequency list (JPDB's, Innocent Corpus), a pitch accent dictionary, or a kanji \
        dictionary. Download the .zip and give it, unzipped or not renamed, to 'kanji-tui dict import FILE.zip'. It is \
        kept under dictionaries/ beside the user database (--user-data), read in place one entry at a time; 'dict \
        list' shows what is installed, 'dict order' which dictionary answers first, 'dict disable' hides one without \
        removing it, 'dict rank TITLE' ranks words by a frequency dictionary. A new revision of an installed \
        dictionary replaces the old one when imported.
        """
}
