/// The pieces of a record's bytes between one separator byte, found one at a time as `split` would give them
/// (with or without the empty ones) but without collecting them into an array: decoding a record split it
/// some twenty times, and those arrays were a sixth of a word search's time.
struct SeparatedPieces: Sequence, IteratorProtocol {
    private var rest: Slice<UnsafeRawBufferPointer>?
    private let separator: UInt8
    private let omittingEmpty: Bool

    init(_ bytes: Slice<UnsafeRawBufferPointer>, separator: UInt8, omittingEmpty: Bool) {
        rest = bytes
        self.separator = separator
        self.omittingEmpty = omittingEmpty
    }

    mutating func next() -> Slice<UnsafeRawBufferPointer>? {
        while let bytes = rest {
            let piece: Slice<UnsafeRawBufferPointer>
            if let end = bytes.firstIndex(of: separator) {
                piece = bytes[..<end]
                rest = bytes[(end + 1)...]
            } else {
                piece = bytes
                rest = nil
            }
            if !(omittingEmpty && piece.isEmpty) { return piece }
        }
        return nil
    }
}
