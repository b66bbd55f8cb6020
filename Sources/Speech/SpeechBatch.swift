import Dispatch
import Glibc

/// Many texts said at once, for an Anki package's audio (`study export --with-audio`): Open JTalk run as
/// ``processes`` processes side by side (two on a 2-core machine: 1,000 words in about 50 s), each sound read back as
/// bytes. A sound already in the cache is taken from there, and nothing is added to it: an export of thousands of
/// words would push out every sound the learner played.
public struct SpeechBatch: Sendable {
    public let synthesizer: OpenJTalk
    /// The cache to read sounds from first, when there is one.
    public let cache: SpeechCache?
    /// How many Open JTalk processes run at once.
    public let processes: Int

    public init(synthesizer: OpenJTalk, cache: SpeechCache?, processes: Int) {
        self.synthesizer = synthesizer
        self.cache = cache
        self.processes = max(1, processes)
    }

    /// One text's outcome: its WAV's bytes, or why it has none.
    public typealias Outcome = Result<[UInt8], SpeechError>

    /// The sound of each of `texts`, in their order, made in `folder` (which must exist; each file goes once read).
    public func sounds(of texts: [SpeechText], in folder: String) -> [Outcome] {
        let results = Outcomes(count: texts.count)
        DispatchQueue.concurrentPerform(iterations: processes) { worker in
            // Worker w takes texts w, w + processes, …: an even share, no shared counter.
            for index in stride(from: worker, to: texts.count, by: processes) {
                results.set(index, sound(of: texts[index], path: folder + "/\(index).wav"))
            }
        }
        return results.all
    }

    private func sound(of text: SpeechText, path: String) -> Outcome {
        if let kept = cache?.hit(SpeechCacheKey(text: text, voice: synthesizer.voice)), let bytes = try? FileBytes.read(kept, limit: 64 << 20) {
            return .success(bytes)
        }
        do {
            try synthesizer.synthesize(text, to: path)
            defer { unlink(path) }
            return .success(try FileBytes.read(path, limit: 64 << 20))
        } catch let error as SpeechError {
            return .failure(error)
        } catch {
            return .failure(.outputUnwritable(path: path, reason: (error as? FileBytes.Failure)?.reason ?? "\(error)"))
        }
    }
}

/// The outcomes as the workers fill them in, one slot each, under a lock.
private final class Outcomes: @unchecked Sendable {
    private var slots: [SpeechBatch.Outcome?]
    private let lock = Mutex()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ outcome: SpeechBatch.Outcome) {
        lock.locked { slots[index] = outcome }
    }

    var all: [SpeechBatch.Outcome] {
        lock.locked { slots.map { $0 ?? .failure(.synthesisFailed(reason: "not made")) } }
    }
}
