import Foundation
import TestResources
import Testing

/// Issue 44: tab completion offered no file names after `read` and `analyze`. Wherever a command takes a file, the
/// completion scripts `--generate-completion-script` writes (the ones the Debian package installs) complete file
/// names, and `--data` directories: bash's is run as bash runs it on Tab, zsh's and fish's are read for the same
/// arguments (all three come from the commands' `completion:`).
@Suite final class CompletionScriptTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("CompletionScriptTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("books"), withIntermediateDirectories: true)
        try Data("日本".utf8).write(to: directory.appendingPathComponent("diary.txt"))
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func script(_ shell: String) throws -> String {
        let outcome = try KanjiTUIProcess.run(["--generate-completion-script", shell])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return outcome.standardOutput
    }

    /// What bash offers on Tab after `line` (which ends with the word being completed), in the test's folder.
    func bashCompletions(_ line: String) throws -> [String] {
        let path = directory.appendingPathComponent("kanji-tui.bash").path
        try Data(try script("bash").utf8).write(to: URL(fileURLWithPath: path))
        let outcome = try KanjiTUIProcess.run(program: URL(fileURLWithPath: "/bin/bash"), ["-c", """
            cd "$1" && source "$2" || exit 1
            line=$3
            read -ra COMP_WORDS <<< "$line"
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE=$line; COMP_POINT=${#line}
            _kanji-tui kanji-tui "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """, "bash", directory.path, path, line])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return outcome.standardOutput.split(separator: "\n").map(String.init)
    }

    @Test(arguments: ["read di", "analyze di", "analyze --unknown di", "recognize di", "check-writing 日 di", "say 箸 -o di",
                      "study export --json -o di", "study list --user-data di", "words 日本 --edict di", "study import di"])
    func bash_completes_a_file_name_where_a_command_takes_a_file(line: String) throws {
        #expect(try bashCompletions("kanji-tui " + line) == ["diary.txt"], "\(line)")
    }

    @Test func bash_completes_a_directory_for_data() throws {
        #expect(try bashCompletions("kanji-tui show 日 --data b") == ["books"])
    }

    @Test func zsh_and_fish_complete_files_for_read_and_analyze_too() throws {
        let zsh = try script("zsh")
        for command in ["read", "analyze"] {
            let function = try #require(zsh.range(of: "_kanji-tui_\(command)() {").map { zsh[$0.lowerBound...] })
            let body = function.prefix { $0 != "}" }
            #expect(body.contains(":file:_files"), "zsh, \(command): \(body)")
        }
        let fish = try script("fish").split(separator: "\n")
        for command in ["read", "analyze", "recognize", "check-writing"] {
            #expect(fish.contains { $0.contains("positional \"kanji-tui \(command)\"") && $0.hasSuffix(" -F") }, "fish, \(command)")
        }
    }
}
