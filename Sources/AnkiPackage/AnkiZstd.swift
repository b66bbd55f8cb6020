import CZstd
import Foundation

/// Zstandard, as Anki compresses its newer collections (`collection.anki21b`): a stream of frames, decompressed a
/// chunk at a time, so a collection of any size needs only the decompressor's window in memory.
public final class AnkiZstdDecompressor {
    /// Owned: freed with this object.
    private let stream: OpaquePointer
    /// Owned: the decompressed bytes of one step, handed to the consumer before the next.
    private let output: UnsafeMutableBufferPointer<UInt8>
    /// Whether the last step ended exactly at the end of a frame (a whole stream ends so).
    public private(set) var endsFrame = true

    public init() throws(AnkiReadError) {
        guard let stream = ZSTD_createDStream() else { throw .cannotRead("zstd: cannot make a decompressor") }
        self.stream = stream
        ZSTD_initDStream(stream)
        output = .allocate(capacity: ZSTD_DStreamOutSize())
    }

    deinit {
        ZSTD_freeDStream(stream)
        output.deallocate()
    }

    /// Decompresses `input` (the next bytes of the stream), handing each decompressed chunk to `consumer`.
    /// - Throws: `.damaged` when the bytes are not zstd, or whatever `consumer` throws.
    public func decompress(_ input: UnsafeRawBufferPointer, member: String,
                           consumer: (UnsafeBufferPointer<UInt8>) throws(AnkiReadError) -> Void) throws(AnkiReadError) {
        var source = ZSTD_inBuffer(src: input.baseAddress, size: input.count, pos: 0)
        while true {
            var target = ZSTD_outBuffer(dst: output.baseAddress, size: output.count, pos: 0)
            let code = ZSTD_decompressStream(stream, &target, &source)
            if ZSTD_isError(code) != 0 {
                throw .damaged(member, "not zstd data: " + String(cString: ZSTD_getErrorName(code)))
            }
            endsFrame = code == 0
            if target.pos > 0 {
                try consumer(UnsafeBufferPointer(rebasing: output[..<target.pos]))
            }
            // All input taken and the output not full: nothing is held back, the next chunk brings the rest.
            if source.pos == source.size && target.pos < target.size { return }
        }
    }
}

/// Zstandard compression of a whole buffer (what Anki writes; for tests and tools that make its packages).
public enum AnkiZstd {
    public static func compress(_ data: Data, level: Int32 = 3) throws(AnkiReadError) -> Data {
        var output = Data(count: ZSTD_compressBound(data.count))
        let written = output.withUnsafeMutableBytes { target in
            data.withUnsafeBytes { source in
                ZSTD_compress(target.baseAddress, target.count, source.baseAddress, source.count, level)
            }
        }
        if ZSTD_isError(written) != 0 {
            throw .cannotRead("zstd: " + String(cString: ZSTD_getErrorName(written)))
        }
        output.count = written
        return output
    }
}
