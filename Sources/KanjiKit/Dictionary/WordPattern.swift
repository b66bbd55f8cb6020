/// A word search with jisho.org's wildcards: `*` for any run of characters (none included), `?` for exactly one
/// (full-width ＊ and ？ too). `*日*` is every word written with 日, `日?` a two-character word starting with it,
/// `*ぶ` a form ending in ぶ. Literal parts are compared as form keys, so kana of either script match.
struct WordPattern: Sendable {
    enum Token: Hashable, Sendable {
        case literal(Unicode.Scalar)
        case anyRun
        case one
    }

    let tokens: [Token]
    /// The literal bytes every match ends with, when the pattern ends with literals (`*ぶ`: ぶ): a key that does not
    /// end with them is passed over before any matching.
    private let literalSuffix: [UInt8]?

    /// The pattern in `query`, or nil when it has no wildcard.
    init?(_ query: String) {
        let trimmed = query.unicodeScalars.drop { $0.properties.isWhitespace }.reversed().drop { $0.properties.isWhitespace }.reversed()
        guard trimmed.contains(where: Self.isWildcard) else { return nil }
        var tokens: [Token] = []
        var literal = ""
        func flushLiteral() {
            tokens += String(decoding: DictionaryKey.form(literal), as: UTF8.self).unicodeScalars.map(Token.literal)
            literal = ""
        }
        for scalar in trimmed {
            switch scalar {
            case "*", "＊":
                flushLiteral()
                if tokens.last != .anyRun { tokens.append(.anyRun) }
            case "?", "？":
                flushLiteral()
                tokens.append(.one)
            default:
                literal.unicodeScalars.append(scalar)
            }
        }
        flushLiteral()
        guard tokens.contains(where: { if case .literal = $0 { true } else { false } }) else { return nil }
        self.tokens = tokens
        literalSuffix = Self.literalSuffix(of: tokens)
    }

    private static func isWildcard(_ scalar: Unicode.Scalar) -> Bool {
        ["*", "?", "＊", "？"].contains(scalar)
    }

    /// The form-key bytes every match starts with (before the first wildcard).
    var prefix: [UInt8] {
        var scalars = String.UnicodeScalarView()
        for token in tokens {
            guard case .literal(let scalar) = token else { break }
            scalars.append(scalar)
        }
        return Array(String(scalars).utf8)
    }

    /// The literal kanji of the pattern, for looking words up by the kanji index.
    var kanji: [Character] {
        tokens.compactMap { token in
            guard case .literal(let scalar) = token, Script.isIdeograph(Character(scalar)) else { return nil }
            return Character(scalar)
        }
    }

    /// Whether the form key `key` (UTF-8) matches: `*` by backtracking to the last star, as a shell glob does.
    func matches(_ key: [UInt8]) -> Bool {
        key.withUnsafeBufferPointer { matches(bytes: $0) }
    }

    /// The same on the key's bytes in place, allocating nothing: `*ぶ` tries every key of the forms index
    /// (some 380,000), and decoding each into scalars first made that pattern cost a tenth of a second.
    func matches(bytes key: UnsafeBufferPointer<UInt8>) -> Bool {
        if let suffix = literalSuffix {
            guard key.count >= suffix.count else { return false }
            let start = key.count - suffix.count
            for offset in suffix.indices where key[start + offset] != suffix[offset] { return false }
        }
        var position = 0, token = 0
        var star: (token: Int, position: Int)?
        while position < key.count {
            if token < tokens.count, let length = accepts(tokens[token], key, at: position) {
                position += length
                token += 1
            } else if token < tokens.count, tokens[token] == .anyRun {
                star = (token, position)
                token += 1
            } else if let last = star {
                let next = last.position + Self.scalarLength(leading: key[last.position])
                star = (last.token, next)
                position = next
                token = last.token + 1
            } else {
                return false
            }
        }
        while token < tokens.count, tokens[token] == .anyRun { token += 1 }
        return token == tokens.count
    }

    /// How many bytes of `key` from `position` token `token` takes (a literal scalar or any one), or nil.
    private func accepts(_ token: Token, _ key: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        switch token {
        case .anyRun: return nil
        case .one: return Self.scalarLength(leading: key[position])
        case .literal(let scalar):
            var length = 0
            for byte in String(scalar).utf8 {
                guard position + length < key.count, key[position + length] == byte else { return nil }
                length += 1
            }
            return length
        }
    }

    /// The bytes of a UTF-8 scalar that starts with `byte` (1 for a stray continuation byte, so a scan moves on).
    private static func scalarLength(leading byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// The literal bytes every match of `tokens` ends with, when they end with literals (`*ぶ`: ぶ).
    private static func literalSuffix(of tokens: [Token]) -> [UInt8]? {
        var scalars = String.UnicodeScalarView()
        for token in tokens.reversed() {
            guard case .literal(let scalar) = token else { break }
            scalars.insert(scalar, at: scalars.startIndex)
        }
        return scalars.isEmpty ? nil : Array(String(scalars).utf8)
    }
}
