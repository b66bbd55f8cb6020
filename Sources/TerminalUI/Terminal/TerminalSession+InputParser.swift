import Segmentation

extension TerminalSession {
    /// Everything between the terminal's bytes and the keys, without the terminal: the bytes read and not yet
    /// understood, the ``InputDecoder`` that makes characters and key codes of them, the ``ReplyFilter`` that takes
    /// the terminal's answers and mouse reports out, and the ``PasteCollector`` of a paste under way. Pure, so tests
    /// feed it bytes torn anywhere; the session only reads and waits.
    ///
    /// A paste is one unit from its start marker to its end marker: while one is under way its bytes go straight to
    /// the collector, and nothing else — a resize, a resume, a slow read, invalid bytes — ends it; only its end
    /// marker does, or no byte of it for the torn-report wait (``releaseHeld()``), and then its text is text.
    struct InputParser {
        private let decoder: InputDecoder
        private var replyFilter = ReplyFilter()
        /// The paste being collected, between its start marker and its end.
        private var paste: PasteCollector?
        /// The most UTF-8 bytes a paste keeps.
        private let pasteLimit: Int
        /// Bytes read and not yet parsed, from `start` on; the parsed front is dropped when it is most of the array.
        private var bytes: [UInt8] = []
        private var start = 0

        /// - Parameters:
        ///   - keys: the terminal's key sequences.
        ///   - pasteLimit: the most UTF-8 bytes a paste keeps: the most a text to read may be.
        init(keys: KeySequences, pasteLimit: Int = TextFile.limit) {
            decoder = InputDecoder(keys: keys)
            self.pasteLimit = pasteLimit
        }

        /// Adds bytes the terminal sent.
        mutating func append(_ read: UnsafeBufferPointer<UInt8>) {
            if start > 0 && start >= bytes.count / 2 {
                bytes.removeFirst(start)
                start = 0
            }
            bytes.append(contentsOf: read)
        }

        /// Whether a paste is under way: its start marker came, its end has not.
        var isInPaste: Bool { paste != nil }

        /// Whether something is held back waiting for more bytes: the start of a key's sequence or of a
        /// character, a possible answer, or a paste.
        var isHolding: Bool { paste != nil || replyFilter.isHolding || start < bytes.count }

        /// Whether what is held is worth the long wait: a paste under way, a report whose body has begun (see
        /// ``ReplyFilter/isHoldingTornReport``) or a key's sequence whose parameters have; an Esc alone gets the Esc
        /// delay.
        var isHoldingTornReport: Bool {
            paste != nil || replyFilter.isHoldingTornReport || InputDecoder.startsKeySequenceBody(bytes[start...])
        }

        /// The bytes read and not parsed yet (to find an answer in them on the way out).
        var unparsedBytes: ArraySlice<UInt8> { bytes[start...] }

        /// Parses what has come, as far as it is whole, up to the first thing it lets out: a read of 64 KB of typing
        /// is parsed a key at a time as the keys are taken, never into one array of 64,000 keys.
        /// - Returns: the keys, reports and pastes, in the order they came; empty when nothing more is whole.
        mutating func parse() -> [ReplyFilter.Output] {
            parse(flushing: false)
        }

        /// No more bytes came in time: a sequence or character cut short is what it is (Esc and characters, U+FFFD),
        /// a possible answer is keys, and a paste whose end never came is the text that did (what follows is keys).
        mutating func releaseHeld() -> [ReplyFilter.Output] {
            var outputs = parse(flushing: true)
            if let unfinished = paste {
                paste = nil
                outputs.append(.paste(unfinished.pasted))
            }
            return outputs + replyFilter.releaseHeld()
        }

        // MARK: Parsing

        private mutating func parse(flushing: Bool) -> [ReplyFilter.Output] {
            var outputs: [ReplyFilter.Output] = []
            while start < bytes.count && (outputs.isEmpty || flushing) {
                if var collector = paste {
                    paste = nil  // the collector's text is then not shared, and grows in place
                    let from = start
                    let (used, ended) = bytes.withUnsafeBufferPointer { all in
                        collector.take(UnsafeBufferPointer(rebasing: all[from...]))
                    }
                    start += used
                    if ended { outputs.append(.paste(collector.pasted)) } else { paste = collector }
                    continue
                }
                let from = start
                let token = bytes.withUnsafeBufferPointer { all in
                    decoder.next(UnsafeBufferPointer(rebasing: all[from...]), flushing: flushing)
                }
                switch token {
                case .input(let input, let length):
                    start += length
                    outputs += replyFilter.take(input)
                case .pasteStarts:
                    start += InputDecoder.pasteStart.count
                    outputs += replyFilter.releaseHeld()  // an Esc held as a possible answer's start was a key
                    paste = PasteCollector(limit: pasteLimit)
                case .incomplete:
                    return outputs
                }
            }
            return outputs
        }
    }
}
