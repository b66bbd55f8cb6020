import ArgumentParser
import KanjiKit

/// `kanji-tui list --jlpt N5 --sort strokes`: the kanji a learner studies next, filtered and sorted.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        _superCommandName: CommandRouting.toolName,
        abstract: "List kanji filtered by JLPT level, grade, strokes and common words, in a chosen order.",
        discussion: """
            Values of one option are alternatives (--jlpt N5,N4 is N5 or N4); different options must all \
            hold (--jlpt N5 --grade 1). Without options every kanji is listed, most frequent first.

            --tsv columns: \(KanjiTSV.header.split(separator: "\t").joined(separator: ", ")). \
            Readings are joined by ",", meanings by "|"; unknown values are empty.
            """
    )

    @Option(name: .customLong("jlpt"), parsing: .singleValue,
            help: ArgumentHelp("Modern JLPT level, N5 to N1 (unofficial tanos lists); repeat or comma-separate.",
                               valueName: "levels"),
            transform: FilterArgument.jlptLevels)
    var jlptLevels: [Set<Int>] = []

    @Option(name: .customLong("old-jlpt"), parsing: .singleValue,
            help: ArgumentHelp("Pre-2010 JLPT level, 1 to 4 (KANJIDIC2); repeat or comma-separate.", valueName: "levels"),
            transform: FilterArgument.oldJLPTLevels)
    var oldJLPTLevels: [Set<Int>] = []

    @Option(name: .customLong("grade"), parsing: .singleValue,
            help: ArgumentHelp("School grade 1 to 6, secondary or jinmeiyo; repeat or comma-separate.", valueName: "grades"),
            transform: FilterArgument.grades)
    var grades: [Set<KanjiGradeGroup>] = []

    @Option(help: ArgumentHelp("Stroke count or range, e.g. 3 or 1-5.", valueName: "count"),
            transform: FilterArgument.strokes)
    var strokes: ClosedRange<Int>?

    @Flag(help: "Only kanji written in at least one common word.")
    var hasWords = false

    @Option(help: ArgumentHelp("Order: frequency (the default), strokes, grade, radical or codepoint.", valueName: "order"),
            transform: FilterArgument.sortKey)
    var sort = KanjiSortKey.frequency

    @Flag var format = KanjiListFormat.text

    @Option(parsing: .unconditional, help: "How many kanji to print, in every format; 0 (the default) prints all.")
    var limit = 0

    @OptionGroup var data: DataOptions

    func validate() throws {
        guard limit >= 0 else { throw ValidationError("--limit must be 0 (all) or more, not \(limit).") }
    }

    func run() throws {
        let store = try data.openStore()
        let (matching, filter) = try BadData.exitOnError { () throws(DatasetError) in
            let filter = KanjiFilter(
                jlptLevels: jlptLevels.reduce([], { $0.union($1) }),
                oldJLPTLevels: oldJLPTLevels.reduce([], { $0.union($1) }),
                grades: grades.reduce([], { $0.union($1) }),
                strokes: strokes,
                kanjiWithCommonWords: hasWords ? try store.kanjiWithCommonWords() : nil)
            return (try store.kanji(matching: filter), filter)
        }
        let listed = matching.sorted(by: sort.areInIncreasingOrder)
        guard !listed.isEmpty else {
            TextOutput.standardError.write("kanji-tui: no kanji match \(filter.label).\n")
            throw ExitCode(1)
        }
        // The first `limit` in every format: `list --jlpt N5 --json --limit 10` is the ten to study first. Text says
        // how many more there are, as `search` does.
        switch format {
        case .text: try format.print(listed, textLimit: limit == 0 ? nil : limit)
        case .json, .tsv: try format.print(limit == 0 ? listed : Array(listed.prefix(limit)), textLimit: nil)
        }
    }
}
