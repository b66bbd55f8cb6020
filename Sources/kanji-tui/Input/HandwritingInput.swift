import ArgumentParser
import Handwriting

/// Strokes as JSON from a file or stdin (`-`), as `recognize` and `check-writing` read them: a file that cannot be
/// read, malformed JSON or no strokes at all is one line on stderr naming the input, and exit status 2.
enum HandwritingInput {
    static func read(_ path: String) throws -> HandwrittenStrokes {
        let text = try TextFileInput.read(path)
        let name = path == "-" ? "stdin" : path
        let strokes: HandwrittenStrokes
        do {
            strokes = try HandwrittenStrokes(json: Array(text.utf8))
        } catch {
            TextOutput.standardError.write("kanji-tui: \(name): \(error.message)\n")
            throw ExitCode(2)
        }
        // Nothing drawn is a mistake in the input, not a drawing to judge: a script is told so.
        guard !strokes.isEmpty else {
            TextOutput.standardError.write("kanji-tui: \(name): \"strokes\" is empty; give at least one stroke of [x, y] points\n")
            throw ExitCode(2)
        }
        return strokes
    }
}
