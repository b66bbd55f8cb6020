import ArgumentParser

/// "did you mean 'show'?" for `kanji-tui sho 日`, which would otherwise reach the browser as a
/// word that is not one kanji; the same one level down (`study ad 日`) and for an option's value
/// (`list --sort stroke`): one rule for every near miss, so they all answer alike.
enum SubcommandSuggestion {
    /// The subcommand name `word` is most likely a typo of: at most two edits away (a swap of two
    /// neighbours is one), and closer than to any other name.
    ///
    /// - Returns: nil for an exact name, an option, a single character (a kanji to open) and anything
    ///   not written in ASCII letters, so deep links and words never get a suggestion.
    static func name(closeTo word: String, among names: [String]) -> String? {
        guard word.count > 1, !names.contains(word),
              word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let scored = names.map { (name: $0, distance: editDistance(word.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2,
              best.distance < word.count,
              scored.filter({ $0.distance == best.distance }).count == 1 else { return nil }
        return best.name
    }

    /// A mistyped subcommand below the top level: `study ad 日` is `(["study"], "ad", "add")`. Follows the names
    /// given (`study`, then a subcommand of it, …) and stops at the first word that is not one; answers when a
    /// command with subcommands is followed by a near miss of one of them.
    /// - Returns: the commands followed, the word typed and the name it is close to; nil when nothing is mistyped.
    static func mistypedSubcommand(in arguments: [String], under root: ParsableCommand.Type)
        -> (path: [String], typed: String, name: String)? {
        var command = root
        var path: [String] = []
        for word in arguments {
            let children = command.configuration.subcommands
            guard !children.isEmpty else { return nil }
            if let child = children.first(where: { $0.configuration.commandName == word }) {
                command = child
                path.append(word)
                continue
            }
            guard !path.isEmpty,
                  let name = name(closeTo: word, among: children.compactMap { $0.configuration.commandName }) else { return nil }
            return (path, word, name)
        }
        return nil
    }

    /// " Did you mean 'strokes'?" when `value` is a near miss of one of `values`, else nothing: the end of an
    /// option's error message.
    static func hint(for value: String, among values: [String]) -> String {
        name(closeTo: value.lowercased(), among: values).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters each count one.
    static func editDistance(_ source: String, _ target: String) -> Int {
        let source = Array(source), target = Array(target)
        guard !source.isEmpty, !target.isEmpty else { return max(source.count, target.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: target.count + 1), count: source.count + 1)
        for row in 0...source.count { table[row][0] = row }
        for column in 0...target.count { table[0][column] = column }
        for row in 1...source.count {
            for column in 1...target.count {
                let substitution = source[row - 1] == target[column - 1] ? 0 : 1
                table[row][column] = min(table[row - 1][column] + 1, table[row][column - 1] + 1,
                                         table[row - 1][column - 1] + substitution)
                if row > 1, column > 1, source[row - 1] == target[column - 2], source[row - 2] == target[column - 1] {
                    table[row][column] = min(table[row][column], table[row - 2][column - 2] + 1)
                }
            }
        }
        return table[source.count][target.count]
    }
}
