/// A string as a cache key by its UTF-8 bytes. `String` hashes Japanese text by normalizing it first, scalar by
/// scalar through Unicode's tables, on every lookup: a tenth of `analyze`'s time on a 1 MB text went to hashing the
/// segmenter's cache keys (BENCHMARKS.md). These caches stand for the dictionary's byte-keyed index, so two spellings
/// of one text that differ in their bytes (が and か + U+3099) are two keys here as they are there.
struct ExactText: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (left: ExactText, right: ExactText) -> Bool {
        left.text.utf8.elementsEqual(right.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combineUTF8(of: text)
    }
}

extension Hasher {
    /// Feeds `text`'s UTF-8 bytes and their count, with no normalization.
    mutating func combineUTF8(of text: String) {
        combine(text.utf8.count)
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { combine(bytes: UnsafeRawBufferPointer($0)) }
        if copied == nil {
            for byte in text.utf8 { combine(byte) }
        }
    }
}
