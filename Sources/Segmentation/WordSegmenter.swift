import KanjiKit

/// Finds the words of a line: MeCab's tokens, each mapped to the JMdict entry of its dictionary form and
/// reading, joined where JMdict has an expression spanning several tokens (気を付ける, に対して, かもしれない,
/// 一生懸命), and joined with the auxiliaries and helpers that inflect them (見 て い た → 見ていた, 見る), the
/// inflection found by running the conjugation rules back (``Deinflector``).
///
/// Numbers, names, symbols, particles and auxiliaries on their own are not words: a learner looks up the words
/// between them. Nor is anything written without kana or kanji (English, code, URLs: ``WordScript``), whatever
/// JMdict has for it. Not thread-safe (MeCab's tagger and the caches): one per reader or analysis.
public final class WordSegmenter {
    /// Strong: MeCab, owned by this segmenter alone.
    private let tokenizer: MeCabTokenizer
    /// Strong: the dictionary's answers, kept.
    private let forms: DictionaryForms
    /// The inflections found for a written form and its dictionary form ("見ていた\t見る"), kept: a novel
    /// conjugates the same verbs the same ways again and again.
    private var inflections: [String: [Inflection]?] = [:]

    /// How many lines this segmenter has cut into words: what tests count to see that a screen of a long text
    /// costs the lines it shows, not the whole text.
    public private(set) var linesSegmented = 0

    /// Tokens an expression may span (に-対し-て is three; かも-しれ-ない four).
    static let longestExpression = 6
    /// Inflecting tokens a word may take (読ま-せ-られ-なかっ-た is four after the stem).
    static let longestTail = 7

    public init(tokenizer: MeCabTokenizer, dictionary: WordDictionary) {
        self.tokenizer = tokenizer
        self.forms = DictionaryForms(dictionary: dictionary)
    }

    /// Opens MeCab on Debian's dictionary and segments with `dictionary`.
    /// - Throws: ``SegmentationError`` naming the package to install when MeCab's dictionary is missing.
    public convenience init(dictionary: WordDictionary) throws(SegmentationError) {
        self.init(tokenizer: try MeCabTokenizer(), dictionary: dictionary)
    }

    /// The entry numbered `number` (rank − 1), read once: the reader's pane shows its senses.
    public func entry(_ number: Int) -> DictionaryEntry? {
        forms.entry(number)
    }

    /// The words of `line`, in order.
    public func words(in line: String) -> [TextWord] {
        linesSegmented += 1
        let tokens = tokenizer.tokenize(line)
        var words: [TextWord] = []
        var index = 0
        while index < tokens.count {
            if let word = word(at: index, in: tokens) {
                words.append(word.word)
                index = word.end
            } else {
                index += 1
            }
        }
        return words
    }

    // MARK: One word

    /// The word starting at token `start`, and the token after it; `nil` when no word starts there.
    private func word(at start: Int, in tokens: [Token]) -> (word: TextWord, end: Int)? {
        let core: (end: Int, number: Int, form: String)
        if let expression = expression(at: start, in: tokens) {
            core = expression
        } else if tokens[start].partOfSpeech.isContent, let number = entryNumber(of: tokens[start]) {
            core = (start + 1, number.number, number.form)
        } else if let number = compoundParticle(tokens[start]) {
            core = (start + 1, number, tokens[start].surface)
        } else {
            return nil
        }
        guard WordScript.canBeWord(surface(of: tokens[start..<core.end])), let entry = forms.entry(core.number) else { return nil }
        var tailEnd = core.end
        if tokens[core.end - 1].partOfSpeech.conjugates {
            while tailEnd < tokens.count, tailEnd - core.end < Self.longestTail, tokens[tailEnd].partOfSpeech.isInflectionTail,
                  tokens[tailEnd].byteRange.lowerBound == tokens[tailEnd - 1].byteRange.upperBound {
                tailEnd += 1
            }
        }
        var end = core.end
        var chain: [Inflection] = []
        let wordClass = forms.wordClass(of: core.number)
        if !wordClass.isEmpty {
            for candidateEnd in stride(from: tailEnd, through: core.end, by: -1) {
                let written = surface(of: tokens[start..<candidateEnd])
                guard written != core.form else { break }
                if let found = inflection(from: core.form, to: written, wordClass: wordClass) {
                    end = candidateEnd
                    chain = found
                    break
                }
            }
        }
        let range = tokens[start].byteRange.lowerBound..<tokens[end - 1].byteRange.upperBound
        let word = TextWord(byteRange: range, surface: surface(of: tokens[start..<end]), dictionaryForm: core.form,
                            entryNumber: core.number, headword: forms.studySpelling(of: entry, number: core.number), reading: entry.reading,
                            inflection: chain)
        return (word, end)
    }

    /// The longest JMdict expression starting at token `start`: tokens written together, holding a word of
    /// meaning, whose text — or whose text with its last token in its dictionary form (気を付けた → 気を付ける)
    /// — is the form of an expression, or of a noun when every token is a noun or prefix (一生懸命, お茶).
    private func expression(at start: Int, in tokens: [Token]) -> (end: Int, number: Int, form: String)? {
        let first = tokens[start]
        guard first.partOfSpeech != .symbol else { return nil }
        var head = first.surface
        var hasContent = first.partOfSpeech.isContent
        var allNominal = first.partOfSpeech.isNominal
        var best: (end: Int, number: Int, form: String)?
        var next = start + 1
        while next < tokens.count, next - start < Self.longestExpression {
            let token = tokens[next]
            guard token.partOfSpeech != .symbol, token.byteRange.lowerBound == tokens[next - 1].byteRange.upperBound,
                  forms.hasForm(startingWith: head) else { break }
            hasContent = hasContent || token.partOfSpeech.isContent
            allNominal = allNominal && token.partOfSpeech.isNominal
            let written = head + token.surface
            // An inflection after an expression inflects it (気を付け-て is 気を付ける, te-form), even where JMdict
            // lists the inflected phrase too (気を付けて): the learner keeps the dictionary form.
            let inflectsBest = best?.end == next && token.partOfSpeech.isInflectionTail
            if hasContent && !inflectsBest && !token.partOfSpeech.isBoundParticle {
                let candidates = token.baseForm == token.surface ? [written] : [head + token.baseForm, written]
                for form in candidates {
                    if let number = forms.numbers(withForm: form).prefix(4).first(where: { isExpression($0, nominal: allNominal) }) {
                        best = (next + 1, number, form)
                        break
                    }
                }
            }
            head = written
            next += 1
        }
        return best
    }

    /// The expression a compound particle is (に対して, について, として: one token to IPAdic, an expression to
    /// JMdict and to a learner), or `nil` for a plain particle or auxiliary.
    private func compoundParticle(_ token: Token) -> Int? {
        guard case .particle = token.partOfSpeech, token.surface.count >= 3 else { return nil }
        return forms.numbers(withForm: token.surface).prefix(4).first { isExpression($0, nominal: false) }
    }

    /// Whether entry `number` may stand for several tokens: a noun made of nouns (経済政策, お茶), or a common
    /// expression (気を付ける, かもしれない). JMdict also lists phrases anyone can build from their words
    /// (写真を撮る, 質問に答える, 見に行く): not common, they stay the words a learner looks up one by one.
    private func isExpression(_ number: Int, nominal: Bool) -> Bool {
        guard let entry = forms.entry(number) else { return false }
        return entry.senses.contains { sense in
            sense.partsOfSpeech.contains { part in
                nominal ? part.hasPrefix("noun") || part.hasPrefix("adjectival nouns") : part.hasPrefix("expressions") && entry.isCommon
            }
        }
    }

    /// The chain from `form` to `written` for a word of `wordClass`, shortest first; kept once found.
    private func inflection(from form: String, to written: String, wordClass: WordClass) -> [Inflection]? {
        let key = written + "\t" + form + "\t" + String(wordClass.rawValue)
        if let known = inflections[key] { return known }
        let found = Deinflector.candidates(of: written).first { $0.text == form && !$0.wordClass.isDisjoint(with: wordClass) }?.chain
        if inflections.count > 100_000 { inflections.removeAll(keepingCapacity: true) }
        inflections[key] = .some(found)
        return found
    }

    private func surface(of tokens: ArraySlice<Token>) -> String {
        tokens.count == 1 ? tokens.first!.surface : tokens.map(\.surface).joined()
    }

    // MARK: A token's entry

    /// The entry of `token`'s dictionary form (or of its surface, when JMdict lacks the form MeCab gives), and
    /// that form: among several, the one whose reading is the token's, whose class is its conjugation's and
    /// whose part of speech is its, then the commonest.
    private func entryNumber(of token: Token) -> (number: Int, form: String)? {
        var form = token.baseForm
        var numbers = forms.numbers(withForm: form)
        if numbers.isEmpty && token.surface != form {
            form = token.surface
            numbers = forms.numbers(withForm: form)
        }
        if numbers.isEmpty, let stem = dictionaryFormBehind(token) { (form, numbers) = stem }
        guard let first = numbers.first else { return nil }
        guard numbers.count > 1 else { return (first, form) }
        let reading = TokenReading.dictionaryFormReading(of: token).map(TokenReading.hiragana)
        let best = numbers.prefix(8).min { left, right in score(left, token: token, reading: reading) < score(right, token: token, reading: reading) }
        return (best ?? first, form)
    }

    /// The word behind a dictionary form JMdict does not list: IPAdic has potential verbs of their own (会える,
    /// 書ける), JMdict only their verb (会う), found by running the rules back from the form.
    private func dictionaryFormBehind(_ token: Token) -> (form: String, numbers: [Int])? {
        guard case .verb = token.partOfSpeech else { return nil }
        for candidate in Deinflector.candidates(of: token.baseForm) {
            let numbers = forms.numbers(withForm: candidate.text).filter { number in
                !forms.wordClass(of: number).isDisjoint(with: candidate.wordClass)
            }
            if !numbers.isEmpty { return (candidate.text, numbers) }
        }
        return nil
    }

    /// Lower is better: a reading that is not the token's, then a class or part of speech that is not its,
    /// then rank.
    private func score(_ number: Int, token: Token, reading: String?) -> (Int, Int, Int) {
        guard let entry = forms.entry(number) else { return (2, 2, number) }
        let readingFits = reading.map { reading in entry.readings.contains { TokenReading.hiragana($0.text) == reading } } ?? true
        return (readingFits ? 0 : 1, TokenReading.fits(token, entry, wordClass: forms.wordClass(of: number)) ? 0 : 1, number)
    }
}

extension PartOfSpeech {
    /// A case or binding particle (は, が, を, も), which marks a phrase's role: no expression ends with one
    /// (それは is それ and は to a learner), unlike one ending with another particle (どのくらい, に対して).
    var isBoundParticle: Bool {
        if case .particle(let kind) = self { return kind == "格助詞" || kind == "係助詞" }
        return false
    }

    /// A noun or a prefix: what a compound noun is made of (お + 茶, 日本 + 語).
    var isNominal: Bool {
        switch self {
        case .noun, .prefix: true
        case .verb, .adjective, .adverb, .adnominal, .conjunction, .interjection, .particle, .auxiliary, .symbol, .other: false
        }
    }
}
