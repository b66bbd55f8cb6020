import Foundation
import Testing
@testable import Speech

/// The speaker end to end on fake programs (issue 36 §2): the player found on PATH, the sound made once and played
/// from the cache after, every failure one line, at once or late, never a hang.
@Suite struct SpeakerTests {
    private func speaker(_ sandbox: SpeechSandbox, path: String? = nil, environment: [String: String] = [:],
                         cache: SpeechCache? = nil) -> Speaker {
        Speaker(voice: sandbox.voice, cache: cache ?? SpeechCache(directory: sandbox.cache), searchPath: path ?? sandbox.bin,
                environment: environment)
    }

    @Test func a_word_is_made_once_then_played_from_the_cache() throws {
        let sandbox = try SpeechSandbox()
        defer { sandbox.remove() }
        try sandbox.fakeOpenJTalk()
        try sandbox.fake("pw-play")
        let speaker = speaker(sandbox)
        #expect(speaker.speak("箸") == nil)
        sandbox.settle(speaker)
        #expect(speaker.speak("箸") == nil)
        sandbox.settle(speaker)
        let runs = sandbox.runs
        #expect(runs.filter { $0.hasPrefix("open_jtalk ") }.count == 1, "\(runs)")
        let played = runs.filter { $0.hasPrefix("pw-play ") }
        #expect(played.count == 2, "\(runs)")
        let key = SpeechCacheKey(text: try SpeechText("箸"), voice: sandbox.voice)
        #expect(played.allSatisfy { $0 == "pw-play " + sandbox.cache + "/" + key.hex + ".wav" }, "\(played)")
        #expect(speaker.takeLateFailure() == nil)
    }

    @Test func the_player_is_the_first_of_pw_play_paplay_aplay_wherever_each_is_on_the_path() throws {
        let sandbox = try SpeechSandbox()
        defer { sandbox.remove() }
        try sandbox.fake("aplay", in: sandbox.root + "/first")
        try sandbox.fake("paplay", in: sandbox.root + "/second")
        let both = sandbox.root + "/first:" + sandbox.root + "/second"
        #expect(AudioPlayer.find(in: both)?.executable == sandbox.root + "/second/paplay")
        #expect(AudioPlayer.find(in: sandbox.root + "/first")?.arguments(playing: "a.wav") == ["-q", "a.wav"])
        #expect(AudioPlayer.find(in: sandbox.root + "/second")?.arguments(playing: "a.wav") == ["a.wav"])
        #expect(AudioPlayer.find(in: sandbox.root + "/nowhere:" + sandbox.bin) == nil)
    }

    @Test func aplay_is_played_quietly_when_it_is_the_only_player() throws {
        let sandbox = try SpeechSandbox()
        defer { sandbox.remove() }
        try sandbox.fakeOpenJTalk()
        try sandbox.fake("aplay")
        let speaker = speaker(sandbox)
        #expect(speaker.speak("雨") == nil)
        sandbox.settle(speaker)
        #expect(sandbox.runs.contains { $0.hasPrefix("aplay -q " + sandbox.cache + "/") }, "\(sandbox.runs)")
    }

    @Test func with_no_player_the_key_says_so_at_once_and_nothing_is_made() throws {
        let sandbox = try SpeechSandbox()
        defer { sandbox.remove() }
        try sandbox.fakeOpenJTalk()
        let speaker = speaker(sandbox)
        let failure = try #require(speaker.speak("箸"))
        #expect(failure == .noPlayer(searched: ["pw-play", "paplay", "aplay"]))
        #expect(failure.message.hasPrefix("cannot play: no audio player found (pw-play, paplay, aplay"))
        #expect(!speaker.isBusy)
        #expect(sandbox.runs.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: sandbox.cache))
    }

    @Test func a_failing_player_is_said_once_late_with_its_own_words_and_over_ssh_says_so() throws {
        let sandbox = try SpeechSandbox()
        defer { sandbox.remove() }
        try sandbox.fakeOpenJTalk()
        try sandbox.fake("paplay", "echo 'Connection failure: Connection refused' >&2\nexit 1")
        let speaker = speaker(sandbox, environment: ["SSH_CONNECTION": "10.0.0.1 5000 10.0.0.2 22"])
        #expect(speaker.speak("箸") == nil)
        sandbox.settle(speaker)
        #expect(speaker.isBusy, "a late failure waits to be said")
        let failure = try #require(speaker.takeLateFailure())
        #expect(failure.message == "cannot play: paplay failed: Connection failure: Connection refused (over ssh this machine may have no audio)")
        #expect(speaker.takeLateFailure() == nil, "said once")
        #expect(!speaker.isBusy)
    }

    @Test func a_missing_voice_or_dictionary_or_synthesizer_is_named_at_once() throws {
        let sandbox = try SpeechSandbox()
        defer { sandbox.remove() }
        try sandbox.fake("pw-play")
        #expect(speaker(sandbox).speak("箸") == .synthesizerMissing)
        try sandbox.fakeOpenJTalk()
        try FileManager.default.removeItem(atPath: sandbox.voice.dictionary + "/sys.dic")
        #expect(speaker(sandbox).speak("箸") == .dictionaryMissing(path: sandbox.voice.dictionary))
        try FileManager.default.removeItem(atPath: sandbox.voice.voicePath)
        let failure = speaker(sandbox).speak("箸")
        #expect(failure == .voiceMissing(path: sandbox.voice.voicePath))
        #expect(failure?.message.contains("mei_normal.htsvoice is missing") == true)
        #expect(sandbox.runs.isEmpty)
    }

    @Test func open_jtalk_failing_is_said_late_with_its_own_words() throws {
        let sandbox = try SpeechSandbox()
        defer { sandbox.remove() }
        try sandbox.fake("open_jtalk", "echo 'Error: waveform cannot be synthesized.' >&2\nexit 1")
        try sandbox.fake("pw-play")
        let speaker = speaker(sandbox)
        #expect(speaker.speak("箸") == nil)
        sandbox.settle(speaker)
        #expect(speaker.takeLateFailure()?.message == "cannot speak: open_jtalk failed: Error: waveform cannot be synthesized.")
        #expect(!sandbox.runs.contains { $0.hasPrefix("pw-play") })
    }

    @Test func a_cache_that_cannot_be_written_is_said_and_nothing_plays() throws {
        let sandbox = try SpeechSandbox()
        defer { sandbox.remove() }
        try sandbox.fakeOpenJTalk()
        try sandbox.fake("pw-play")
        // A file where the cache's folder would be: as a full disk, the sound cannot be kept.
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: sandbox.root + "/file"))
        let speaker = speaker(sandbox, cache: SpeechCache(directory: sandbox.root + "/file/speech"))
        #expect(speaker.speak("箸") == nil)
        sandbox.settle(speaker)
        let failure = try #require(speaker.takeLateFailure())
        #expect(failure == .cacheUnwritable(path: sandbox.root + "/file/speech", reason: "Not a directory"))
        #expect(!sandbox.runs.contains { $0.hasPrefix("pw-play") })
    }

    @Test func text_that_cannot_be_said_is_refused_before_anything_runs() throws {
        let sandbox = try SpeechSandbox()
        defer { sandbox.remove() }
        try sandbox.fakeOpenJTalk()
        try sandbox.fake("pw-play")
        let speaker = speaker(sandbox)
        #expect(speaker.speak(String(repeating: "あ", count: 10_000)) == .textTooLong(characters: 10_000, limit: 1_000))
        #expect(speaker.speak(" 。、\n") == .emptyText)
        #expect(sandbox.runs.isEmpty)
    }

    @Test func keys_pressed_fast_make_the_newest_word_and_no_pile_of_processes() throws {
        let sandbox = try SpeechSandbox()
        defer { sandbox.remove() }
        try sandbox.fake("open_jtalk", """
            sleep 0.2
            while [ $# -gt 0 ]; do [ "$1" = -ow ] && out=$2; shift; done
            cp '\(sandbox.root)/fixture.wav' "$out"
            """)
        try sandbox.fake("pw-play")
        let speaker = speaker(sandbox)
        let words = ["箸", "橋", "端", "雨", "飴", "柿", "牡蠣", "花", "鼻", "紙"]
        for word in words { #expect(speaker.speak(word) == nil) }
        sandbox.settle(speaker)
        let runs = sandbox.runs
        #expect(runs.filter { $0.hasPrefix("open_jtalk") }.count < words.count, "the words asked for meanwhile are skipped: \(runs)")
        let newest = SpeechCacheKey(text: try SpeechText("紙"), voice: sandbox.voice).hex
        #expect(runs.last == "pw-play " + sandbox.cache + "/" + newest + ".wav", "\(runs)")
        #expect(speaker.takeLateFailure() == nil)
    }

    @Test func a_newer_word_stops_the_one_playing() throws {
        let sandbox = try SpeechSandbox()
        defer { sandbox.remove() }
        try sandbox.fakeOpenJTalk()
        try sandbox.fake("pw-play", "exec sleep 30")
        let speaker = speaker(sandbox)
        #expect(speaker.speak("箸") == nil)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline && !sandbox.runs.contains(where: { $0.hasPrefix("pw-play") }) { usleep(5_000) }
        try sandbox.fake("pw-play")
        #expect(speaker.speak("橋") == nil)
        sandbox.settle(speaker)
        #expect(sandbox.runs.filter { $0.hasPrefix("pw-play") }.count == 2, "\(sandbox.runs)")
        #expect(speaker.takeLateFailure() == nil, "a sound stopped for a newer one is no failure")
    }
}
