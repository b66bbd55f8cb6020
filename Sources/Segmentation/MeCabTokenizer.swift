import CMeCab
import Glibc

/// MeCab through its C API, with the UTF-8 IPAdic dictionary: a line in, its tokens out.
///
/// One tokenizer holds one MeCab instance (its dictionary is mapped, not read: opening costs milliseconds and
/// the pages a text touches). MeCab's tagger is not safe to share between threads, so neither is this class:
/// the reader and `analyze` each own one, on one thread.
public final class MeCabTokenizer {
    /// Strong: MeCab's tagger, destroyed with the tokenizer.
    private let tagger: OpaquePointer
    /// Each feature CSV met, parsed, by where MeCab keeps it: a node's feature points into the mapped dictionary
    /// (the word's entry, or the unknown-word class's), so one address is one feature for the tagger's life, and a
    /// novel's tokens, which repeat a few thousand entries, are parsed once each. Parsing every token's CSV anew
    /// took a third of `analyze`'s time on a novel (BENCHMARKS.md, issue 21).
    private var features: [UnsafeRawPointer: Feature] = [:]
    /// Features kept before the cache starts again: a long text stays bounded.
    private static let featureCapacity = 100_000

    /// The fields of IPAdic's feature CSV that a token keeps: 品詞,細分類1,細分類2,細分類3,活用型,活用形,原形,読み,発音
    /// (an unknown token has the first seven, with * for what is unknown).
    struct Feature {
        /// 原形, or `nil` where unknown (the token's surface stands for it).
        let baseForm: String?
        let reading: String
        let partOfSpeech: PartOfSpeech
        let conjugationType: String
        let conjugationForm: String

        init(_ csv: String) {
            let fields = csv.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map(Substring.init)
            let field = { (index: Int) -> String? in
                guard index < fields.count, fields[index] != "*" else { return nil }
                return String(fields[index])
            }
            baseForm = field(6)
            reading = field(7) ?? ""
            partOfSpeech = PartOfSpeech(Array(fields.prefix(3)))
            conjugationType = field(4) ?? ""
            conjugationForm = field(5) ?? ""
        }
    }

    /// Where Debian puts the dictionaries, best first: the system's choice (`/etc/alternatives`) and the UTF-8
    /// IPAdic itself. A dictionary in another character set (the EUC-JP IPAdic) is passed over.
    public static let debianDictionaries = ["/var/lib/mecab/dic/debian", "/var/lib/mecab/dic/ipadic-utf8"]

    /// Opens MeCab on the first UTF-8 dictionary of `dictionaries`.
    /// - Throws: ``SegmentationError`` naming the package to install when none is there, or MeCab's own
    ///   words when it cannot open the one found.
    public init(dictionaries: [String] = MeCabTokenizer.debianDictionaries) throws(SegmentationError) {
        guard let directory = dictionaries.first(where: Self.isUTF8Dictionary) else {
            throw SegmentationError(message: "MeCab's dictionary is not installed (looked in \(dictionaries.joined(separator: ", "))); "
                                    + "install the Debian package \(SegmentationError.dictionaryPackage)")
        }
        // -r /dev/null: the dictionary is named here, so no mecabrc is needed (nor read: a user's could name
        // another dictionary, in another character set).
        guard let tagger = mecab_new2("-r /dev/null -d \(directory)") else {
            let reason = String(cString: mecab_strerror(nil))
            throw SegmentationError(message: "MeCab cannot open its dictionary \(directory) (\(reason)); "
                                    + "reinstall the Debian package \(SegmentationError.dictionaryPackage)")
        }
        self.tagger = tagger
    }

    deinit {
        mecab_destroy(tagger)
    }

    /// The tokens of `line`, in order, without the spaces between them. A line should be a sentence or a
    /// paragraph: MeCab's cost grows with its length, and the reader hands it pieces of at most a few thousand
    /// characters.
    public func tokenize(_ line: String) -> [Token] {
        tokenize(line, splittingAt: [])
    }

    /// The tokens of `line` with a token starting or ending at each of `boundaries` (UTF-8 offsets into `line`):
    /// MeCab's best analysis under that constraint, through its lattice. IPAdic has 山の上 as a surname, and 山の上から
    /// read as words is 山, の and 上 — what a boundary before の gives.
    public func tokenize(_ line: String, splittingAt boundaries: [Int]) -> [Token] {
        var tokens: [Token] = []
        var copy = line
        copy.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return }
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
                if boundaries.isEmpty {
                    tokens = self.tokens(from: mecab_sparse_tonode2(tagger, text, bytes.count), in: text, bytes: bytes)
                    return
                }
                guard let lattice = mecab_lattice_new() else { return }
                defer { mecab_lattice_destroy(lattice) }
                mecab_lattice_set_sentence2(lattice, text, bytes.count)
                for boundary in boundaries where boundary > 0 && boundary < bytes.count {
                    mecab_lattice_set_boundary_constraint(lattice, boundary, Int32(MECAB_TOKEN_BOUNDARY))
                }
                guard mecab_parse_lattice(tagger, lattice) != 0 else { return }
                tokens = self.tokens(from: mecab_lattice_get_bos_node(lattice), in: text, bytes: bytes)
            }
        }
        return tokens
    }

    /// The tokens of the nodes from `first` on, MeCab's analysis of `text` (whose bytes are `bytes`).
    private func tokens(from first: UnsafePointer<mecab_node_t>?, in text: UnsafePointer<CChar>, bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        var tokens: [Token] = []
        var node = first
        while let current = node {
            let value = current.pointee
            if value.stat == MECAB_NOR_NODE || value.stat == MECAB_UNK_NODE, value.length > 0, let surfaceStart = value.surface {
                let start = UnsafeRawPointer(surfaceStart) - UnsafeRawPointer(text)
                let range = start..<start + Int(value.length)
                let surface = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                let feature = self.feature(at: value.feature)
                tokens.append(Token(byteRange: range, surface: surface, baseForm: feature.baseForm ?? surface, reading: feature.reading,
                                    partOfSpeech: feature.partOfSpeech, conjugationType: feature.conjugationType,
                                    conjugationForm: feature.conjugationForm, isKnown: value.stat == MECAB_NOR_NODE))
            }
            node = UnsafePointer(value.next)
        }
        return tokens
    }

    /// The parsed feature MeCab keeps at `address` (an empty one for a node without a feature).
    private func feature(at address: UnsafePointer<CChar>?) -> Feature {
        guard let address else { return Feature("") }
        let key = UnsafeRawPointer(address)
        if let known = features[key] { return known }
        if features.count >= Self.featureCapacity { features.removeAll(keepingCapacity: true) }
        let parsed = Feature(String(cString: address))
        features[key] = parsed
        return parsed
    }

    /// Whether `directory` holds a MeCab dictionary compiled for UTF-8 (its `dicrc` says so).
    static func isUTF8Dictionary(_ directory: String) -> Bool {
        guard access(directory + "/sys.dic", R_OK) == 0, let file = fopen(directory + "/dicrc", "r") else { return false }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmed() }
            if parts.count == 2, parts[0] == "config-charset" {
                return ["utf-8", "utf8"].contains(parts[1].lowercased())
            }
        }
        return false
    }
}
