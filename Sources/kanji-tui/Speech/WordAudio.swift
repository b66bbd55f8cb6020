import AnkiPackage
import ArgumentParser
import Foundation
import Glibc
import Speech
import UserData

/// `study export --apkg --with-audio`: each kept word said by Open JTalk with the Mei voice, as the media file its
/// note's Audio field plays (issue 36 §2). The words are made side by side, one Open JTalk process per core
/// (``SpeechBatch``); a file is named by the text and voice (`kanji-tui-<hash>.wav`), so a later export names the
/// same word's audio the same and Anki's import keeps one copy.
enum WordAudio {
    /// The audio of every word among `items`, by item; a word Open JTalk cannot say is left without, and said once on
    /// stderr with the others. Exits before anything is written when Open JTalk, its dictionary or the voice is
    /// missing (69, 2).
    static func files(for items: [RecordedItem], dataDirectory: String) throws -> [RecordedItem: AnkiMediaFile] {
        let words = items.filter { $0.kind == .word }
        guard !words.isEmpty else { return [:] }
        let voice = SpeechVoice(dataDirectory: dataDirectory)
        let synthesizer: OpenJTalk
        do {
            synthesizer = try OpenJTalk(voice: voice)
        } catch {
            TextOutput.standardError.write("kanji-tui: --with-audio: \(error.message); nothing written\n")
            throw ExitCode(error == .synthesizerMissing ? 69 : 2)
        }
        var unsaid: [String] = []
        var texts: [(item: RecordedItem, text: SpeechText)] = []
        for item in words {
            if let text = try? SpeechText(item.key) { texts.append((item, text)) } else { unsaid.append(item.key) }
        }
        let folder = try temporaryFolder()
        defer { rmdir(folder) }
        let environment = ProcessInfo.processInfo.environment
        let batch = SpeechBatch(synthesizer: synthesizer, cache: SpeechCache.directory(environment: environment).map { SpeechCache(directory: $0) },
                                processes: ProcessInfo.processInfo.activeProcessorCount)
        var files: [RecordedItem: AnkiMediaFile] = [:]
        var reason: String?
        for (pair, outcome) in zip(texts, batch.sounds(of: texts.map(\.text), in: folder)) {
            switch outcome {
            case .success(let bytes):
                let name = "kanji-tui-" + SpeechCacheKey(text: pair.text, voice: voice).hex + ".wav"
                files[pair.item] = AnkiMediaFile(name: name, bytes: Data(bytes))
            case .failure(let error):
                unsaid.append(pair.item.key)
                reason = reason ?? error.message
            }
        }
        if !unsaid.isEmpty {
            let why = reason.map { " (\($0))" } ?? ""
            TextOutput.standardError.write("kanji-tui: --with-audio: \(unsaid.count) of \(words.count) words have no audio\(why): "
                                           + unsaid.prefix(10).joined(separator: "、") + (unsaid.count > 10 ? "…" : "") + "\n")
        }
        return files
    }

    /// A folder of its own in `$TMPDIR` (else /tmp) for the sounds while they are made.
    private static func temporaryFolder() throws -> String {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/kanji-tui-audio.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            TextOutput.standardError.write("kanji-tui: --with-audio: cannot make a folder in \(base): \(String(cString: strerror(errno))); nothing written\n")
            throw OutputFile.cannotCreate
        }
        return String(cString: made)
    }
}
