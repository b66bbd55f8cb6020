import ArgumentParser
import YomitanDictionaries

/// `kanji-tui dict remove TITLE`: uninstalls a dictionary, its folder and all.
struct DictRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove an installed dictionary.",
        discussion: DictCommand.howToBring + "\n\nExit status: 0; 1 when no dictionary has that title (the installed ones are listed).")

    @Argument(help: ArgumentHelp("The dictionary's title, as 'dict list' shows it.", valueName: "title"))
    var title: String

    @OptionGroup var options: DictionaryLibraryOptions

    func run() throws {
        let library = try options.library()
        let removed = try DictionaryLibraryOptions.onError { () throws(LibraryError) in try library.remove(title: title) }
        try TextOutput.standardOutput.write("removed \(removed.title) (revision \(removed.revision))\n")
    }
}

/// `kanji-tui dict order TITLE…`: the dictionaries named answer first, in that order.
struct DictOrderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "order",
        abstract: "Move dictionaries first, in the order named.",
        discussion: DictCommand.howToBring + "\n\n" + """
            The dictionaries named come first, in the order given; the others keep their order after them. Prints \
            the new order. Exit status: 0; 1 when a title is not installed (nothing moves).
            """)

    @Argument(help: ArgumentHelp("Titles, as 'dict list' shows them.", valueName: "title"))
    var titles: [String]

    @OptionGroup var options: DictionaryLibraryOptions

    func validate() throws {
        guard !titles.isEmpty else { throw ValidationError("'dict order' needs a title, e.g. 'kanji-tui dict order Jitendex'.") }
    }

    func run() throws {
        let library = try options.library()
        try DictionaryLibraryOptions.onError { () throws(LibraryError) in try library.order(titles: titles) }
        let listed = try DictionaryLibraryOptions.onStorageError { () throws(StorageError) in try library.list() }
        try TextOutput.standardOutput.write(listed.enumerated().map { "\($0 + 1). \($1.dictionary.title)\n" }.joined())
    }
}

/// `kanji-tui dict enable TITLE`: a disabled dictionary answers lookups again.
struct DictEnableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "enable",
        abstract: "Let a disabled dictionary answer lookups again.",
        discussion: DictCommand.howToBring + "\n\nExit status: 0; 1 when no dictionary has that title.")

    @Argument(help: ArgumentHelp("The dictionary's title.", valueName: "title"))
    var title: String

    @OptionGroup var options: DictionaryLibraryOptions

    func run() throws {
        let library = try options.library()
        try DictionaryLibraryOptions.onError { () throws(LibraryError) in try library.setEnabled(true, title: title) }
        try TextOutput.standardOutput.write("enabled \(title)\n")
    }
}

/// `kanji-tui dict disable TITLE`: the dictionary stays installed and answers no lookup.
struct DictDisableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "disable",
        abstract: "Keep a dictionary installed but answering no lookup.",
        discussion: DictCommand.howToBring + "\n\nExit status: 0; 1 when no dictionary has that title.")

    @Argument(help: ArgumentHelp("The dictionary's title.", valueName: "title"))
    var title: String

    @OptionGroup var options: DictionaryLibraryOptions

    func run() throws {
        let library = try options.library()
        try DictionaryLibraryOptions.onError { () throws(LibraryError) in try library.setEnabled(false, title: title) }
        try TextOutput.standardOutput.write("disabled \(title)\n")
    }
}
