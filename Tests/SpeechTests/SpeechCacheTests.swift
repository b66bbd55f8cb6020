import Foundation
import Glibc
import Testing
@testable import Speech

/// The cache of sounds (issue 36 §2): where it is, what a sound is keyed by, and that it stays under its bound by
/// letting the least recently played go.
@Suite struct SpeechCacheTests {
    @Test func the_folder_is_under_XDG_CACHE_HOME_else_the_home_cache() {
        #expect(SpeechCache.directory(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/kanji-tui/speech")
        #expect(SpeechCache.directory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/kanji-tui/speech")
        #expect(SpeechCache.directory(environment: ["HOME": "/h"]) == "/h/.cache/kanji-tui/speech")
        #expect(SpeechCache.directory(environment: [:]) == nil)
    }

    @Test func a_sound_is_keyed_by_its_text_and_its_voice() throws {
        let mei = SpeechVoice(voicePath: "/data/mei_normal.htsvoice"), other = SpeechVoice(voicePath: "/data/other.htsvoice")
        let chopsticks = try SpeechText("箸"), bridge = try SpeechText("橋")
        #expect(SpeechCacheKey(text: chopsticks, voice: mei) == SpeechCacheKey(text: try SpeechText(" 箸\n"), voice: mei))
        #expect(SpeechCacheKey(text: chopsticks, voice: mei) != SpeechCacheKey(text: bridge, voice: mei))
        #expect(SpeechCacheKey(text: chopsticks, voice: mei) != SpeechCacheKey(text: chopsticks, voice: other))
        #expect(SpeechCacheKey(text: chopsticks, voice: mei).hex.count == 32)
    }

    @Test func past_its_bound_the_least_recently_played_sounds_go() throws {
        let sandbox = try SpeechSandbox()
        defer { sandbox.remove() }
        try sandbox.fakeOpenJTalk()
        let wavBytes = try FileManager.default.attributesOfItem(atPath: sandbox.root + "/fixture.wav")[.size] as! Int
        // Room for three sounds, not four.
        let cache = SpeechCache(directory: sandbox.cache, limitBytes: wavBytes * 3 + wavBytes / 2)
        let synthesizer = try OpenJTalk(voice: sandbox.voice, searchPath: sandbox.bin)
        var paths: [String: String] = [:]
        for (age, word) in ["箸", "橋", "端"].enumerated() {
            paths[word] = try cache.audio(for: try SpeechText(word), synthesizer: synthesizer)
            try setModified(paths[word]!, secondsAgo: 100 - age)
        }
        // 箸, the oldest, is played again: it is now the most recent, and 橋 is the oldest.
        #expect(try cache.audio(for: try SpeechText("箸"), synthesizer: synthesizer) == paths["箸"])
        _ = try cache.audio(for: try SpeechText("雨"), synthesizer: synthesizer)
        let kept = Set(cache.entries().map(\.path))
        #expect(!kept.contains(paths["橋"]!), "the least recently played went")
        #expect(kept.contains(paths["箸"]!) && kept.contains(paths["端"]!))
        #expect(kept.count == 3)
        #expect(cache.entries().reduce(0) { $0 + $1.bytes } <= cache.limitBytes)
        #expect(sandbox.runs.filter { $0.hasPrefix("open_jtalk") }.count == 4, "箸 made once")
    }

    private func setModified(_ path: String, secondsAgo: Int) throws {
        var times = [timespec(tv_sec: time(nil) - secondsAgo, tv_nsec: 0), timespec(tv_sec: time(nil) - secondsAgo, tv_nsec: 0)]
        try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }
}
