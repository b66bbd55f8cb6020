import Browser
import Foundation
import Speech

/// The browser's `p` and `P` on the Speech library: Open JTalk with the Mei voice beside the data, the cache under
/// `$XDG_CACHE_HOME/kanji-tui/speech`, the machine's player, all beside the screen (``Speaker``).
final class SpeakerPlayback: SpeechPlayback {
    /// Strong: the one speaker of the app, which refers to nothing of the browser.
    let speaker: Speaker

    init(dataDirectory: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        speaker = Speaker(voice: SpeechVoice(dataDirectory: dataDirectory),
                          cache: SpeechCache.directory(environment: environment).map { SpeechCache(directory: $0) },
                          searchPath: environment["PATH"], environment: environment)
    }

    func speak(_ text: String) -> String? {
        speaker.speak(text)?.message
    }

    func takeLateFailure() -> String? {
        speaker.takeLateFailure()?.message
    }

    var isBusy: Bool { speaker.isBusy }
}
