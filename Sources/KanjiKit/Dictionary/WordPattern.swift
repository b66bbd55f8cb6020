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
        let scalars = Array(String(decoding: key, as: UTF8.self).unicodeScalars)
        var position = 0, token = 0
        var star: (token: Int, position: Int)?
        while position < scalars.count {
            if token < tokens.count, tokens[token] == .one || tokens[token] == .literal(scalars[position]) {
                position += 1
                token += 1
            } else if token < tokens.count, tokens[token] == .anyRun {
                star = (token, position)
                token += 1
            } else if let last = star {
                star = (last.token, last.position + 1)
                position = last.position + 1
                token = last.token + 1
            } else {
                return false
            }
        }
        while token < tokens.count, tokens[token] == .anyRun { token += 1 }
        return token == tokens.count
    }
}
