import KanjiKit

/// Finds the words of a line: MeCab's tokens, each mapped to the JMdict entry of its dictionary form and
/// reading, joined where JMdict has an expression spanning several tokens (気を付ける, に対して, かもしれない,
/// 一生懸命), and joined with the auxiliaries and helpers that inflect them (見 て い た → 見ていた, 見る), the
/// inflection found by running the conjugation rules back (``Deinflector``).
///
/// Numbers, symbols, particles and auxiliaries on their own are not words: a learner looks up the words between
/// them. Nor is anything written without kana or kanji (English, code, URLs: ``WordScript``), whatever JMdict has
/// for it. A person's name, or a place or an organisation JMdict lacks, that JMnedict has is a word marked as a name
/// (``TextWord/name``; MeCab's consecutive name tokens joined where JMnedict has the whole: 田中太郎). Not
/// thread-safe (MeCab's tagger and the caches): one per reader or analysis.
public final class WordSegmenter {
    /// Strong: MeCab, owned by this segmenter alone.
    let tokenizer: MeCabTokenizer
    /// Strong: the dictionary's answers, kept.
    let forms: DictionaryForms
    /// Strong: which entries' meanings relate, kept.
    let context: GlossContext
    /// Strong: JMnedict's names, shared read-only (the file is mapped, never copied); nil where `names.bin` is
    /// missing or damaged, and a name is then no word, as before there were names.
    let names: NameDictionary?
    /// Strong: the readings of kanji homographs counted in real sentences (`context.bin`), shared read-only (mapped,
    /// read a record at a time); nil where the file is missing or damaged, and IPAdic's reading then stands.
    let homographs: ContextDictionary?
    /// The names looked up by written form, and the forms that are none, kept: a novel names its people again and
    /// again, and each lookup reads the file.
    private var namesFound: [String: NameEntry?] = [:]
    /// Each kind of token's entries, ranked (``rankedEntries(of:before:after:)``), kept.
    private var rankings: [RankingKey: [(fit: EntryFit, number: Int, form: String)]] = [:]
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

    public init(tokenizer: MeCabTokenizer, dictionary: WordDictionary, names: NameDictionary? = nil, homographs: ContextDictionary? = nil) {
        self.tokenizer = tokenizer
        self.forms = DictionaryForms(dictionary: dictionary)
        self.context = GlossContext(forms: forms)
        self.names = names
        self.homographs = homographs
    }

    /// Opens MeCab on Debian's dictionary and segments with `dictionary`, with the names of `names.bin` and the
    /// homographs' readings of `context.bin` beside its file (the data directory holds them): without the first, names
    /// are not words; without the second, IPAdic's readings stand.
    /// - Throws: ``SegmentationError`` naming the package to install when MeCab's dictionary is missing.
    public convenience init(dictionary: WordDictionary) throws(SegmentationError) {
        let directory = dictionary.path.lastIndex(of: "/").map { String(dictionary.path[..<$0]) } ?? "."
        self.init(tokenizer: try MeCabTokenizer(), dictionary: dictionary, names: try? NameDictionary(directory: directory),
                  homographs: try? ContextDictionary(directory: directory))
    }

    /// The entry numbered `number` (rank − 1), read once: the reader's pane shows its senses.
    public func entry(_ number: Int) -> DictionaryEntry? {
        forms.entry(number)
    }

    /// The words of `line`, in order.
    public func words(in line: String) -> [TextWord] {
        linesSegmented += 1
        let tokens = Self.unattachedSuffixesAsNouns(reanalysed(tokenizer.tokenize(line), of: line))
        var words: [TextWord] = []
        // The meanings of the two words before, grammar and names left out: ところ or こと tells nothing of the next
        // word. Kept as the line goes, not filtered out of every word so far at each token.
        var previous: [Int] = []
        var index = 0
        while index < tokens.count {
            if let word = word(at: index, in: tokens, after: previous) ?? name(at: index, in: tokens) {
                words.append(word.word)
                if word.word.isVocabulary { previous = Array((previous + [word.word.entryNumber]).suffix(2)) }
                index = word.end
            } else {
                index += 1
            }
        }
        return words
    }

    /// `tokens`, MeCab's of `line`, analysed again with a token boundary wherever IPAdic joined what are words apart: a
    /// phrase it took for a name (山の上: ``phraseNameBoundaries(in:)``), an honorific prefix and a verb's stem
    /// (お待ち: ``honorificPrefixBoundaries(in:)``), an adjective and the noun after it (新しい|くつ:
    /// ``adjectiveStemBoundaries(in:)``), the words of a compound JMdict lacks (バックスペース|キー:
    /// ``unlistedCompoundBoundaries(in:)``). `tokens` as they are where there is none (most lines).
    private func reanalysed(_ tokens: [Token], of line: String) -> [Token] {
        let boundaries = phraseNameBoundaries(in: tokens) + honorificPrefixBoundaries(in: tokens) + adjectiveStemBoundaries(in: tokens)
            + unlistedCompoundBoundaries(in: tokens)
        return boundaries.isEmpty ? tokens : tokenizer.tokenize(line, splittingAt: boundaries.sorted())
    }

    // MARK: One word

    /// 何 read as the sound after it says, which IPAdic does not: なん before a t-, d- or n-sound and before a counter
    /// (何ですか, 何の, 何と, 何人), なに elsewhere (何が, 何を, 何も) — the rule a learner is taught; JMdict has the two
    /// readings as two entries. nil for any other word.
    private func soundedEntry(among ranked: [(number: Int, form: String)], before next: Token?) -> (number: Int, form: String)? {
        guard ranked.first?.form == "何", let next else { return nil }
        let initial = TokenReading.hiragana(next.reading).unicodeScalars.first.map { String($0) } ?? ""
        let sounded = next.partOfSpeech == .noun(.suffix) || Self.nanInitials.contains(initial) ? "なん" : "なに"
        return ranked.first { candidate in forms.entry(candidate.number)?.reading == sounded }
    }

    /// The kana of the t-, d- and n-sounds, before which 何 is read なん.
    private static let nanInitials: Set<String> = ["た", "ち", "つ", "て", "と", "だ", "ぢ", "づ", "で", "ど", "な", "に", "ぬ", "ね", "の"]

    /// The reading MeCab gives `token` where it is one of entry `number`'s common readings of `form` but not its first:
    /// 何 read なん in 何ですか, なに in 何がいい — one entry, two readings, and the sentence says which. nil otherwise.
    private func spokenReading(of token: Token, in number: Int, writtenAs form: String) -> String? {
        guard let spoken = TokenReading.dictionaryFormReading(of: token).map(TokenReading.hiragana), let entry = forms.entry(number),
              spoken != entry.reading else { return nil }
        // Only a common reading: IPAdic also reads 版 ばん where the word alone is はん.
        return entry.readings.first { $0.text == spoken && $0.appliesTo(form) && $0.isCommon }?.text
    }

    /// The word starting at token `start`, and the token after it; `nil` when no word starts there.
    /// - Parameter previous: the two words before it in the line, whose meanings, if nouns, may tell its entries apart
    ///   (``GlossContext``).
    private func word(at start: Int, in tokens: [Token], after previous: [Int]) -> (word: TextWord, end: Int)? {
        guard let core = core(at: start, in: tokens, after: previous) else { return nil }
        let candidates = core.candidates.isEmpty ? otherEntries(of: core.number, withForm: core.form) : core.candidates
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
        // Grammar keeps the text's spelling, kana as written (とき, みる after a te-form), not a content word's kanji.
        let isGrammar = core.isGrammar || GrammarPatterns.isGrammar(dictionaryForm: core.form)
        let word = TextWord(byteRange: range, surface: surface(of: tokens[start..<end]), dictionaryForm: core.form,
                            entryNumber: core.number, headword: isGrammar ? core.form : headword(of: entry, number: core.number, writtenAs: core.form),
                            reading: core.reading ?? reading(of: entry, writtenAs: core.form), inflection: chain, candidateNumbers: candidates,
                            senseIndex: core.senseIndex, isGrammar: core.isGrammar ? true : nil)
        return (word, end)
    }

    /// What a word starting at token `start` is before its inflection: the token after its last token of meaning,
    /// its entry, the form it is found under, the entries it may be otherwise (empty: those of the same form), the
    /// sense it means and whether it is grammar whatever its form. The first of: a number and its counter (一人, 八十)
    /// or the longer expression it starts (二人とも), an expression of several tokens, a word MeCab cut wrong, a token
    /// of its own — a helper after a te-form as grammar; a verb IPAdic misread as an adjective (ないている); an
    /// honorific's stem or its になる (お待ちください, ご利用になれます); a dependent adjective (滑りやすい); a suffix
    /// (会社側, 選手たち); a particle or auxiliary that is a grammar point (ほど, べき); a classical form kept as a word
    /// (なし); a content word, its sense the one the noun before it means (電気をつける); a name the text does not mark
    /// as one as the word JMdict has —, a compound particle.
    private func core(at start: Int, in tokens: [Token], after previous: [Int]) -> WordCore? {
        let expression = expression(at: start, in: tokens)
        // A number's word gives way to a longer phrase JMdict marks common (二人とも "both").
        if let counted = countedWord(at: start, in: tokens), counted.end >= expression?.end ?? 0 { return counted }
        if let expression {
            return WordCore(end: expression.end, number: expression.number, form: expression.form,
                            senseIndex: senseAllowed(of: expression.number, at: start, in: tokens))
        }
        if let scanned = scannedWord(at: start, in: tokens) { return WordCore(end: scanned.end, number: scanned.number, form: scanned.form) }
        if let helper = helperOfItsOwn(at: start, in: tokens) ?? misreadStem(at: start, in: tokens, after: previous)
            ?? honorificStem(at: start, in: tokens) ?? honorificBecoming(at: start, in: tokens) ?? helperAdjective(at: start, in: tokens)
            ?? suffixWord(at: start, in: tokens) ?? grammarToken(at: start, in: tokens) ?? classicalForm(at: start, in: tokens) { return helper }
        let token = tokens[start]
        let next = start + 1 < tokens.count ? tokens[start + 1] : nil
        let afterObject = start > 0 && tokens[start - 1].partOfSpeech.isBoundParticle && tokens[start - 1].surface == "を"
        if Self.isWordOfItsOwn(token), case let ranked = rankedEntries(of: token, before: next, after: previous, afterObject: afterObject),
           let best = ranked.first {
            // Before する, the readings of sentences choose only among the entries that take it (分別 ぶんべつ).
            let homographs = Self.isSuru(next) && isSuruNoun(best.number) ? ranked.filter { isSuruNoun($0.number) } : ranked
            if let chosen = soundedEntry(among: ranked, before: next) ?? readEntry(among: homographs, at: start, in: tokens)
                ?? collocatedEntry(among: homographs, at: start, in: tokens) {
                return WordCore(end: start + 1, number: chosen.number, form: chosen.form,
                                candidates: [chosen.number] + ranked.map(\.number).filter { $0 != chosen.number },
                                senseIndex: senseMeant(of: chosen.number, at: start, in: tokens, after: previous))
            }
            return WordCore(end: start + 1, number: best.number, form: best.form, candidates: ranked.map(\.number),
                            senseIndex: senseMeant(of: best.number, at: start, in: tokens, after: previous),
                            reading: spokenReading(of: token, in: best.number, writtenAs: best.form))
        }
        if let unmarked = unmarkedName(at: start, in: tokens, after: previous) { return unmarked }
        // Read as written, particle and all (を通じて をつうじて, where the entry is 通じて's).
        if let number = compoundParticle(token) {
            return WordCore(end: start + 1, number: number, form: token.surface, reading: TokenReading.hiragana(token.reading))
        }
        return nil
    }

    /// The name starting at token `start` when no word of the vocabulary does: MeCab's person's name, or a place or
    /// an organisation JMdict lacks (東京 and 国連 are words, and ``word(at:in:after:)`` found them), that JMnedict has; the
    /// longest run of name tokens written together that JMnedict has as one (田中太郎), else the token alone. The
    /// reading MeCab gave the tokens goes first (山田 read やまだ, not おおした).
    private func name(at start: Int, in tokens: [Token]) -> (word: TextWord, end: Int)? {
        guard let names else { return nil }
        switch tokens[start].partOfSpeech {
        case .noun(.name), .noun(.properNoun): break
        case .noun, .verb, .adjective, .adverb, .adnominal, .conjunction, .interjection, .particle, .auxiliary, .prefix, .symbol, .other:
            return nil
        }
        var end = start + 1
        while end < tokens.count, end - start < Self.longestName, tokens[end].partOfSpeech == .noun(.name),
              tokens[end].byteRange.lowerBound == tokens[end - 1].byteRange.upperBound {
            end += 1
        }
        if end == start + 1, Self.isLoneGuessedName(at: start, in: tokens) { return nil }
        for candidateEnd in stride(from: end, to: start, by: -1) {
            let run = tokens[start..<candidateEnd]
            // ＡＢＣ, which IPAdic has as an organisation, is letters, not Japanese: no word, as the vocabulary's.
            guard WordScript.canBeWord(surface(of: run)), let found = name(written: surface(of: run), in: names) else { continue }
            let reading = TokenReading.hiragana(run.map(\.reading).joined())
            let range = run.first!.byteRange.lowerBound..<run.last!.byteRange.upperBound
            return (TextWord(byteRange: range, surface: found.written, name: found.preferring(reading: reading)), candidateEnd)
        }
        return nil
    }

    /// The name written `form`, kept once looked up (``namesFound``); nil where there is none or the file is damaged
    /// there (the token is then no word, as without names).
    func name(written form: String, in names: NameDictionary) -> NameEntry? {
        if let known = namesFound[form] { return known }
        let found = (try? names.entry(written: form)) ?? nil
        if namesFound.count >= Self.rankingCapacity { namesFound.removeAll(keepingCapacity: true) }
        namesFound[form] = .some(found)
        return found
    }

    /// Name tokens a name may span (a surname and a given name; a longer run is rarer than its parts).
    static let longestName = 3

    /// Whether token `index` is a person's name of one character with no name before it and no title after it (行 in
    /// 行に戻る, which IPAdic tags a given name read こう): MeCab's guess more likely than a name, so no word, as
    /// before there were names. 良 in 佐藤良, or 晋 in 晋さん, stays a name.
    private static func isLoneGuessedName(at index: Int, in tokens: [Token]) -> Bool {
        guard tokens[index].partOfSpeech == .noun(.name), tokens[index].surface.count == 1 else { return false }
        let afterName = index > 0 && tokens[index - 1].partOfSpeech == .noun(.name)
        let beforeTitle = index + 1 < tokens.count && tokens[index + 1].partOfSpeech == .noun(.title)
        return !afterName && !beforeTitle
    }

    /// Whether `token` alone may be a word: a content word; a formal noun, as grammar (``GrammarPatterns``); a
    /// dependent noun written in kanji, which IPAdic calls dependent for its grammar but which has a meaning of its
    /// own a learner looks up (以上, 以外, 際, 度, 時); or a title or a suffix written in kanji where it stands (上 in
    /// システム上の, 用, 的, 歳 after a number JMdict has no word with, さん), which a learner looks up as jisho.org
    /// lists it.
    private static func isWordOfItsOwn(_ token: Token) -> Bool {
        guard !token.partOfSpeech.isContent else { return true }
        switch token.partOfSpeech {
        case .noun(.dependent):
            return GrammarPatterns.isFormalNoun(token) || token.surface.unicodeScalars.contains(where: WordScript.isKanji)
        case .noun(.title), .prefix:
            return true
        case .noun(.suffix):
            // A kana suffix is grammar of the word before (暑さ, 面白そう), not a word of its own.
            return token.surface.unicodeScalars.contains(where: WordScript.isKanji)
        case .noun, .verb, .adjective, .adverb, .adnominal, .conjunction, .interjection, .particle, .auxiliary, .symbol, .other:
            return false
        }
    }

    /// The longest JMdict expression starting at token `start`: tokens written together, holding a word of
    /// meaning, whose text — or whose text with its last token in its dictionary form (気を付けた → 気を付ける)
    /// — is the form of an expression, or of a noun when every token is a noun or prefix (一生懸命, お茶).
    private func expression(at start: Int, in tokens: [Token]) -> (end: Int, number: Int, form: String)? {
        let first = tokens[start]
        guard first.partOfSpeech != .symbol else { return nil }
        var head = first.surface
        // A person's name is content here: IPAdic cuts katakana it does not know into names (モー|ション), and a run
        // of them JMdict has whole is that word (モーション "motion"), not two names.
        // A number is content too: a phrase with one is taken whole only where JMdict marks it common (お一人様).
        var hasContent = first.partOfSpeech.isContent || first.partOfSpeech == .noun(.name) || first.partOfSpeech == .noun(.number)
        // Every token a word of meaning: an adverb of several is one (代わる-代わる, もう-少し), where a filler and an
        // adverb (あ-さ) make none.
        var allContent = first.partOfSpeech.isContent
        // An adjective's stem before さ or み makes a noun JMdict has: 深さ "depth", 暑さ "heat" (not うれし-そう).
        // A verb's stem before a suffix makes a noun JMdict has too: 貼り-付け "pasting", 読み-方 "way of reading".
        var allNominal = first.partOfSpeech.isNominal
            || (first.conjugationForm == "ガル接続" && start + 1 < tokens.count && ["さ", "み"].contains(tokens[start + 1].surface))
            || (first.conjugationForm == "連用形" && first.partOfSpeech == .verb(independent: true) && start + 1 < tokens.count
                && tokens[start + 1].partOfSpeech == .noun(.suffix))
        // A phrase with a number in it is taken whole only where JMdict marks it common (一生懸命 has none; 十月十日 is
        // the date far more often than とつきとおか, "babies born on October 10"): the number and its counter are read
        // as the number's word (``countedWord(at:in:)``).
        var hasNumber = first.partOfSpeech == .noun(.number)
        let afterTime = first.surface == "に" && start > 0 && isTime(at: start - 1, in: tokens)
        var best: (end: Int, number: Int, form: String)?
        var next = start + 1
        while next < tokens.count, next - start < Self.longestExpression {
            let token = tokens[next]
            guard token.partOfSpeech != .symbol, token.byteRange.lowerBound == tokens[next - 1].byteRange.upperBound,
                  forms.hasForm(startingWith: head) else { break }
            hasContent = hasContent || token.partOfSpeech.isContent || token.partOfSpeech == .noun(.name) || token.partOfSpeech == .noun(.number)
            allNominal = allNominal && token.partOfSpeech.isNominal
            allContent = allContent && token.partOfSpeech.isContent
            hasNumber = hasNumber || token.partOfSpeech == .noun(.number)
            let written = head + token.surface
            // An inflection after an expression inflects it (気を付け-て is 気を付ける, te-form), even where JMdict
            // lists the inflected phrase too (気を付けて): the learner keeps the dictionary form.
            let inflectsBest = best?.end == next && token.partOfSpeech.isInflectionTail && !GrammarPatterns.isPattern(written)
            // A word and its one inflection are no expression (さし-て is さす's te-form, not 指し手; さ-れる is する's
            // passive, not the honorific される); 持っ-て-いく is.
            let onlyInflected = next == start + 1 && first.partOfSpeech.conjugates && token.partOfSpeech.isInflectionTail
            // という is a pattern (AというB, and "it is said" ending a clause); と言った, と言います are a quotation
            // and the verb 言う, conjugated as a verb is, which a learner looks up.
            let quotesOnly = first.partOfSpeech.isParticle && first.surface == "と" && ["言う", "いう"].contains(token.baseForm)
                && token.conjugationForm != "基本形"
            // A case or binding particle ends no phrase (日本に, 私も), but for a word of meaning and the particle that
            // make an adverb, pronoun or expression read as its tokens are (すぐ-に, 何-も, なん-で). Never with は,
            // which marks a topic far more often than it ends a word (それは知らなかった, not それは "very").
            let endsBound = token.partOfSpeech.isBoundParticle
            let boundEndsNothing = endsBound && (token.surface == "は" || !hasContent)
            // に-なる-と after a time is the time coming (朝になると "when morning comes"), not になると "when it comes to".
            let literalBecoming = afterTime && token.baseForm == "と"
            // A grammar pattern is one even where no token of it is a word of meaning (よう-に: ように).
            if (hasContent || GrammarPatterns.isPattern(written)) && !inflectsBest && !quotesOnly && !literalBecoming && !boundEndsNothing {
                // A word and its one inflection are an expression only where JMdict has the inflected form as an
                // expression of its own, and not as a plain past (よかっ-たら "if you like", いただき-ます; not 良かった).
                // A verb's stem and a verb written after it are the compound verb JMdict has (混み-合っ: 混み合う).
                let compoundVerb = onlyInflected && token.partOfSpeech == .verb(independent: false) && first.conjugationForm == "連用形"
                let candidates = compoundVerb ? [head + token.baseForm]
                    : onlyInflected ? (["た", "だ"].contains(token.surface) ? [] : [written])
                    : token.baseForm == token.surface ? [written] : [head + token.baseForm, written]
                for form in candidates {
                    if let number = forms.numbers(withForm: form).prefix(4).first(where: { number in
                        (compoundVerb ? isVerb(number) : onlyInflected ? isInflectedExpression(number)
                            : endsBound ? isBoundPhrase(number, read: TokenReading.hiragana(tokens[start...next].map(\.reading).joined()))
                            : isExpression(number, nominal: allNominal,
                                           phraseShaped: token.partOfSpeech.isParticle || first.partOfSpeech == .adnominal || allContent,
                                           demonstrative: first.partOfSpeech == .adnominal && Self.demonstratives.contains(first.surface)))
                            && (!hasNumber || forms.entry(number)?.isCommon(written: form) == true)
                    }) {
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
    /// JMdict and to a learner), or `nil` for a plain particle or auxiliary. One that is a grammar pattern is never
    /// left out: its entry is taken whether or not JMdict marks it common (と共に, wordfreq's 1,805th, is unmarked), and
    /// where JMdict lists it only without its case particle (を通じて as 通じて "through; via"), that entry.
    private func compoundParticle(_ token: Token) -> Int? {
        guard case .particle = token.partOfSpeech, token.surface.count >= 3 else { return nil }
        if let common = forms.numbers(withForm: token.surface).prefix(4).first(where: { isExpression($0, nominal: false) }) { return common }
        guard GrammarPatterns.isPattern(token.surface) else { return nil }
        return [token.surface, String(token.surface.dropFirst())].lazy.compactMap { self.forms.numbers(withForm: $0).first }.first
    }

    /// Whether entry `number` may stand for several tokens: a noun or pronoun made of nouns (経済政策, お茶, 私たち), or a common
    /// expression, adverb, pronoun or conjunction (気を付ける, かもしれない, 何か: ``phraseParts``). JMdict also lists phrases anyone can build from their words
    /// (写真を撮る, 質問に答える, 見に行く): not common, they stay the words a learner looks up one by one.
    /// - Parameter phraseShaped: whether the tokens are shaped as an adverb, pronoun or conjunction made of several
    ///   must be: ending with a particle (何-か: あ-さ, a filler and an adverb to IPAdic, is no adverb 朝 of two
    ///   tokens), starting with a demonstrative (あの-方 "that person", which JMdict has as a pronoun, read かた), or
    ///   every one a word of meaning (代わる-代わる).
    /// - Parameter demonstrative: whether the tokens start with この, その, あの or どの, which with よう make the
    ///   adjectival nouns JMdict has (その-よう-に "in that way": その様, not よう and the pattern ようにする).
    private func isExpression(_ number: Int, nominal: Bool, phraseShaped: Bool = false, demonstrative: Bool = false) -> Bool {
        guard let entry = forms.entry(number) else { return false }
        return entry.senses.contains { sense in
            sense.partsOfSpeech.contains { part in
                if nominal { return part.hasPrefix("noun") || part.hasPrefix("adjectival nouns") || part.hasPrefix("pronoun") }
                // JMdict marks その様 common and この様 not: the four are one closed set, all taken.
                if demonstrative && part.hasPrefix("adjectival nouns") { return true }
                guard entry.isCommon else { return false }
                return part.hasPrefix("expressions") || (phraseShaped && Self.phraseParts.contains { part.hasPrefix($0) })
            }
        }
    }

    /// Whether entry `number` may stand for a phrase ending in a case or binding particle read `spoken`: an
    /// expression, adverb, pronoun or conjunction (``phraseParts``) with that reading, common or among wordfreq's
    /// commonest words (先ずは, which JMdict leaves unmarked, is wordfreq's 1,886th). Never an interjection: 今晩は
    /// is こんばんは only as a greeting.
    private func isBoundPhrase(_ number: Int, read spoken: String) -> Bool {
        guard let entry = forms.entry(number), entry.readings.contains(where: { $0.text == spoken }),
              entry.isCommon || (entry.wordfreqRank ?? .max) <= Self.frequentPhraseRank,
              !entry.senses.contains(where: { $0.partsOfSpeech.contains { $0.hasPrefix("interjection") } }) else { return false }
        return entry.senses.contains { sense in
            sense.partsOfSpeech.contains { part in part.hasPrefix("expressions") || Self.phraseParts.contains { part.hasPrefix($0) } }
        }
    }

    /// The wordfreq rank up to which a phrase JMdict leaves unmarked counts as common.
    static let frequentPhraseRank = 5_000

    /// Whether entry `number`, written as a word and its one inflection, is an expression of its own: common, and
    /// every sense an expression (よかったら "if you like", いただきます) — not a verb or a noun that happens to be
    /// written so (指し手 for さし-て, the honorific される for さ-れる).
    private func isInflectedExpression(_ number: Int) -> Bool {
        guard let entry = forms.entry(number), entry.isCommon else { return false }
        return entry.senses.allSatisfy { sense in sense.partsOfSpeech.contains { $0.hasPrefix("expressions") } }
    }

    /// Whether entry `number` is a verb: what a verb's stem and a verb written after it make (混み-合う).
    private func isVerb(_ number: Int) -> Bool {
        !forms.wordClass(of: number).isDisjoint(with: Self.verbClasses)
    }

    /// Whether token `index` is a time: a noun JMdict gives as an adverb too (朝, 夕方, 春, 夜), which IPAdic calls
    /// adverbial.
    private func isTime(at index: Int, in tokens: [Token]) -> Bool {
        guard case .noun(.common) = tokens[index].partOfSpeech, let best = rankedEntries(of: tokens[index]).first,
              let sense = forms.entry(best.number)?.senses.first else { return false }
        return sense.partsOfSpeech.contains { $0.hasPrefix("adverb") }
    }

    /// The demonstratives IPAdic tags as adnominals, which start phrases JMdict has whole (その様, あの方, この間).
    private static let demonstratives: Set<String> = ["この", "その", "あの", "どの"]

    /// The parts of speech of a common JMdict entry that, besides an expression (気を付ける), may stand for several
    /// tokens which are not all nouns when a particle ends them: the adverbs, pronouns and conjunctions 何か, 誰か,
    /// すぐに, 何も, 先ずは, which a learner looks up whole.
    private static let phraseParts = ["adverb", "pronoun", "conjunction"]

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

    /// Every entry `token` may be, best first (``EntryFit``), each with the dictionary form it is found under: the
    /// entries of MeCab's dictionary form; where all of them are rare as written, those of the surface too (だれ,
    /// which IPAdic takes for the stem of the rare だれる, is 誰) and, for an adverb, of the word it is a form of
    /// (正しく, which IPAdic reads まさしく, is 正しい's adverbial form); for a potential verb JMdict does not list,
    /// its verb (会える → 会う).
    /// - Parameter afterObject: whether the particle を stands right before the token: among verbs of different
    ///   dictionary forms equally plausible, a transitive one goes first (会議を行った is 行う; 新幹線で行った is 行く).
    func rankedEntries(of token: Token, before next: Token? = nil, after previous: [Int] = [], afterObject: Bool = false) -> [(number: Int, form: String)] {
        let nominalized = Self.isNominalized(token, before: next)
        let key = RankingKey(surface: token.surface, baseForm: token.baseForm, reading: token.reading, partOfSpeech: token.partOfSpeech,
                             conjugationType: token.conjugationType, conjugationForm: token.conjugationForm, nominalized: nominalized)
        var found: [(fit: EntryFit, number: Int, form: String)]
        if let known = rankings[key] {
            found = known
        } else {
            found = ranking(of: token, nominalized: nominalized)
            if rankings.count >= Self.rankingCapacity { rankings.removeAll(keepingCapacity: true) }
            rankings[key] = found
        }
        // Entries as plausible as the first: the one whose meaning relates to a noun just before goes first (傘を
        // さす: 差す "to put up (an umbrella)", not 指す or 刺す; ゆきがたくさんふる: 降る "to fall (of rain, snow)").
        if !previous.isEmpty, found.count > 1, found[0].fit.ties(with: found[1].fit), Self.takesContext(token) {
            // Among the entries of the form the text writes (差す, 指す, 刺す for さす), not between verbs IPAdic's
            // stem may be (行く and 行う for 行っ: the commoner one stands, or a transitive one after を).
            let tied = found.prefix { $0.fit.ties(with: found[0].fit) && $0.form == found[0].form }
            let nouns = context.nouns(among: previous)
            if let fitting = tied.firstIndex(where: { candidate in nouns.contains { context.relates($0, to: candidate.number) } }), fitting > 0 {
                found.insert(found.remove(at: fitting), at: 0)
            }
        }
        if afterObject, found.count > 1, found[0].fit.ties(with: found[1].fit), case .verb = token.partOfSpeech,
           !isTransitive(found[0].number),
           let transitive = found.prefix(while: { $0.fit.ties(with: found[0].fit) }).firstIndex(where: { candidate in
               candidate.form != found[0].form && isTransitive(candidate.number)
           }) {
            found.insert(found.remove(at: transitive), at: 0)
        }
        // A noun before する is the entry that takes する (ゴミを分別する: ぶんべつ "separation", not ふんべつ "discretion"),
        // whatever reading IPAdic guessed.
        if Self.isSuru(next), case .noun = token.partOfSpeech, found.count > 1,
           !isSuruNoun(found[0].number),
           let suru = found.firstIndex(where: { $0.form == found[0].form && isSuruNoun($0.number) }) {
            found.insert(found.remove(at: suru), at: 0)
        }
        return found.map { ($0.number, $0.form) }
    }

    /// The sense of predicate entry `number` at token `start` that the noun before を or が means (電気をつける "to turn
    /// on", 電話をかける "to call": ``GlossContext/sense(of:relatingTo:)``); an adverb's, conjunction's or
    /// interjection's as it is used (``senseOfUse(of:at:in:)``); 0, JMdict's first, otherwise.
    private func senseMeant(of number: Int, at start: Int, in tokens: [Token], after previous: [Int]) -> Int {
        switch tokens[start].partOfSpeech {
        case .verb, .adjective: break
        case .adverb, .conjunction, .interjection: return senseOfUse(of: number, at: start, in: tokens) ?? 0
        case .noun, .adnominal, .particle, .auxiliary, .prefix, .symbol, .other: return 0
        }
        guard start >= 2, case .particle = tokens[start - 1].partOfSpeech, case let particle = tokens[start - 1].surface,
              particle == "を" || particle == "が", let noun = previous.last, !context.nouns(among: [noun]).isEmpty else { return 0 }
        return context.sense(of: number, relatingTo: noun) ?? 0
    }

    /// Whether `token` is the verb する.
    private static func isSuru(_ token: Token?) -> Bool {
        guard let token, case .verb = token.partOfSpeech else { return false }
        return token.baseForm == "する"
    }

    /// Whether JMdict gives entry `number` a sense that takes the verb する.
    private func isSuruNoun(_ number: Int) -> Bool {
        forms.wordClass(of: number).contains(.suru)
    }

    /// What a token's ranking depends on, but for the words before it: a novel's tokens repeat a few thousand of these.
    /// Hashed and compared by the texts' bytes (``ExactText``), not as `String` hashes them, normalizing each.
    private struct RankingKey: Hashable {
        let surface: String
        let baseForm: String
        let reading: String
        let partOfSpeech: PartOfSpeech
        let conjugationType: String
        let conjugationForm: String
        let nominalized: Bool

        static func == (left: RankingKey, right: RankingKey) -> Bool {
            left.partOfSpeech == right.partOfSpeech && left.nominalized == right.nominalized
                && left.surface.utf8.elementsEqual(right.surface.utf8) && left.baseForm.utf8.elementsEqual(right.baseForm.utf8)
                && left.reading.utf8.elementsEqual(right.reading.utf8)
                && left.conjugationType.utf8.elementsEqual(right.conjugationType.utf8)
                && left.conjugationForm.utf8.elementsEqual(right.conjugationForm.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combineUTF8(of: surface)
            hasher.combineUTF8(of: baseForm)
            hasher.combineUTF8(of: reading)
            hasher.combineUTF8(of: conjugationType)
            hasher.combineUTF8(of: conjugationForm)
            hasher.combine(partOfSpeech)
            hasher.combine(nominalized)
        }
    }

    /// Rankings kept before the cache starts again: a long session's reading stays bounded.
    private static let rankingCapacity = 100_000

    /// The entries of `token`, sorted by ``EntryFit``, before any context.
    private func ranking(of token: Token, nominalized: Bool) -> [(fit: EntryFit, number: Int, form: String)] {
        // A stem standing as a noun is weighed as the noun it reads as; the verb stays a candidate after it.
        let weighed = nominalized ? Token(byteRange: token.byteRange, surface: token.surface, baseForm: token.surface, reading: token.reading,
                                          partOfSpeech: .noun(.common)) : token
        let reading = TokenReading.dictionaryFormReading(of: weighed).map(TokenReading.hiragana)
        var found: [(fit: EntryFit, number: Int, form: String)] = []
        func add(_ numbers: [Int], form: String, fitsAnyway: Bool = false, readingAnyway: Bool = false) {
            for number in numbers.prefix(Self.candidatesPerForm) where !found.contains(where: { $0.number == number }) {
                if let fit = fit(number, written: form, token: weighed, reading: readingAnyway ? nil : reading, fitsAnyway: fitsAnyway) {
                    found.append((fit, number, form))
                }
            }
        }
        let allRare = { found.allSatisfy { $0.fit.formClass >= EntryFit.FormClass.untagged } }
        add(forms.numbers(withForm: token.baseForm), form: token.baseForm)
        if token.surface != token.baseForm, nominalized || allRare() { add(forms.numbers(withForm: token.surface), form: token.surface) }
        if found.isEmpty, let stem = dictionaryFormBehind(token) { add(stem.numbers, form: stem.form) }
        // An adverb may be an inflected word IPAdic lists as one (さして, 正しく): those words are candidates too, after
        // the adverb unless its forms are rare or a noun before relates to them.
        if case .adverb = token.partOfSpeech {
            for candidate in Deinflector.candidates(of: token.surface) where candidate.text != token.surface {
                let numbers = forms.numbers(withForm: candidate.text).filter { !forms.wordClass(of: $0).isDisjoint(with: candidate.wordClass) }
                add(numbers, form: candidate.text, fitsAnyway: true)
            }
        }
        // A verb's stem before た or て that several verbs share: 行っ of 行った is 行く or 行う, and IPAdic's reading
        // (オコナッ) is only its guess between them. The others are weighed as if their reading fitted, so the
        // commoner word (行く, N5) comes first unless the sentence says otherwise (``rankedEntries``: an object before).
        if case .verb(independent: true) = token.partOfSpeech, token.conjugationForm == "連用タ接続",
           token.surface.unicodeScalars.contains(where: WordScript.isKanji) {
            let verbs = Deinflector.candidates(of: token.surface + "た").map { candidate in
                (form: candidate.text, numbers: forms.numbers(withForm: candidate.text).filter { !forms.wordClass(of: $0).isDisjoint(with: candidate.wordClass) })
            }.filter { !$0.numbers.isEmpty }
            if verbs.contains(where: { $0.form != token.baseForm }) {
                // The conjugation rules found each a verb of its class: weighed alike, IPAdic's among them.
                found.removeAll()
                for verb in verbs { add(verb.numbers, form: verb.form, fitsAnyway: true, readingAnyway: true) }
            }
        }
        // A godan verb in す whose stem is a kanji's (達し of 達した) is also the suru verb it is the old form of
        // (達する, 愛する): the two share the forms before た, ます and て, and the commoner is meant.
        if case .verb(independent: true) = token.partOfSpeech, token.conjugationType == "五段・サ行", token.baseForm.hasSuffix("す"),
           case let suru = token.baseForm.dropLast() + "する", suru.unicodeScalars.contains(where: WordScript.isKanji) {
            add(forms.numbers(withForm: String(suru)), form: String(suru), fitsAnyway: true, readingAnyway: true)
        }
        found.sort { $0.fit < $1.fit }
        return found
    }

    /// Whether JMdict gives entry `number`'s first sense as a transitive verb.
    private func isTransitive(_ number: Int) -> Bool {
        forms.entry(number)?.senses.first?.partsOfSpeech.contains("transitive verb") ?? false
    }

    /// Whether a token's entries are told apart by the nouns before it: a verb's (傘をさす) or an adverb's (傘を
    /// さして, which IPAdic takes for the adverb さして); a noun's by nouns before it would follow glosses too loosely.
    static func takesContext(_ token: Token) -> Bool {
        switch token.partOfSpeech {
        case .verb, .adverb: true
        case .noun, .adjective, .adnominal, .conjunction, .interjection, .particle, .auxiliary, .prefix, .symbol, .other: false
        }
    }

    /// Whether `token` is a verb's stem standing as a noun, as a stem before a case particle but に (見に行く is a
    /// purpose), a binding particle, the の of a noun phrase, a particle of extent (まで, だけ, など) or です does
    /// (休みが, 答えは, 終わりの, 終わりまで, だれですか), or an "interjection" before a case particle
    /// (そらを): IPAdic writes kana nouns as the stems of verbs or interjections that sound like them (うみ as うむ, みせ
    /// as みせる, そら as the interjection), and its surface is then the word (海, 店, 空).
    static func isNominalized(_ token: Token, before next: Token?) -> Bool {
        guard let next else { return false }
        if case .interjection = token.partOfSpeech, case .particle(let kind) = next.partOfSpeech { return kind == "格助詞" }
        guard case .verb(independent: true) = token.partOfSpeech, token.conjugationForm == "連用形" else { return false }
        switch next.partOfSpeech {
        case .particle(let kind):
            return (kind == "格助詞" && next.surface != "に") || kind == "係助詞" || kind == "連体化"
                || (kind == "副助詞" && extentParticles.contains(next.surface))
        case .auxiliary: return next.baseForm == "です" || next.baseForm == "だ"
        // A stem written with kanji right before a loanword is the first half of a compound (置き換え-コマンド
        // "replace command"), the noun JMdict has. Before a kanji noun a stem goes on to the next clause as often
        // (ステップを覚え-自信がつく, 移動し-挿入モードに), so that is left as the verb.
        case .noun(.common):
            return next.byteRange.lowerBound == token.byteRange.upperBound && token.surface.unicodeScalars.contains(where: WordScript.isKanji)
                && next.surface.unicodeScalars.allSatisfy(WordScript.isKatakana)
        case .noun, .verb, .adjective, .adverb, .adnominal, .conjunction, .interjection, .prefix, .symbol, .other: return false
        }
    }

    /// The particles of extent after which a verb's stem is a noun (終わりまで, 手伝いだけ, 休みなど).
    private static let extentParticles: Set<String> = ["まで", "だけ", "など", "ばかり", "くらい", "ぐらい"]

    /// Entry `number` first, then the other entries written `form`, by how usual that form is for each, then rank:
    /// the candidates of a word of several tokens, whose parts of speech are no one entry's.
    private func otherEntries(of number: Int, withForm form: String) -> [Int] {
        let others = forms.numbers(withForm: form).prefix(Self.candidatesPerForm).filter { $0 != number }
        guard !others.isEmpty else { return [] }
        let ranked = others.compactMap { other in forms.entry(other).map { (EntryFit.formClass(of: $0, written: form), other) } }
            .sorted { $0 < $1 }
        return [number] + ranked.map(\.1)
    }

    /// Entries of one form weighed at most: a kana form is shared by a dozen at most, the commonest first.
    static let candidatesPerForm = 12

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

    /// How entry `number`, found under `written`, fits `token` (nil when its record cannot be read).
    /// - Parameter fitsAnyway: whether the token's part of speech is the entry's inflected (an adjective's く form
    ///   standing as an adverb).
    private func fit(_ number: Int, written: String, token: Token, reading: String?, fitsAnyway: Bool = false) -> EntryFit? {
        guard let entry = forms.entry(number) else { return nil }
        let readingFits = reading.map { reading in entry.readings.contains { TokenReading.hiragana($0.text) == reading } } ?? true
        return EntryFit(formClass: EntryFit.formClass(of: entry, written: written),
                        partOfSpeechFits: fitsAnyway || TokenReading.fits(token, entry, wordClass: forms.wordClass(of: number)),
                        readingFits: readingFits, jlptLevel: entry.jlptLevel ?? 0, number: number)
    }

    // MARK: A word MeCab cut wrong

    /// A common word spelled by several tokens of which one at least is one IPAdic guessed — kana text, which IPAdic
    /// knows mostly in kanji, comes out in pieces: でんしゃ as でん and しゃ, まいにち as まい, に and ち, なまえ as な, なま
    /// and え —: the longest run whose text is a common form of some entry, as Yomitan scans the text. `nil` when no
    /// weak token (``isWeak(_:)``) is among its first two, or no run is such a form.
    private func scannedWord(at start: Int, in tokens: [Token]) -> (end: Int, number: Int, form: String)? {
        let first = tokens[start]
        switch first.partOfSpeech {
        case .symbol, .auxiliary, .prefix: return nil
        case .particle: guard Self.mayStartAWord(particle: first.surface) else { return nil }
        case .noun, .verb, .adjective, .adverb, .adnominal, .conjunction, .interjection, .other: break
        }
        let last = min(tokens.count, start + Self.longestExpression)
        guard Self.isKana(first.surface), (start..<min(last, start + 2)).contains(where: { isWeak(at: $0, in: tokens) }) else { return nil }
        var written = first.surface
        var best: (end: Int, number: Int, form: String)?
        for next in (start + 1)..<last {
            let token = tokens[next]
            guard token.partOfSpeech != .symbol, Self.isKana(token.surface), token.byteRange.lowerBound == tokens[next - 1].byteRange.upperBound,
                  forms.hasForm(startingWith: written) else { break }
            written += token.surface
            guard !token.partOfSpeech.isBoundParticle || token.surface.count > 1 else { continue }
            // です, だ, た and ん close a phrase (なんです, そうなん), never a word IPAdic cut (くう-き, 空気).
            if token.partOfSpeech == .auxiliary, token.surface.count > 1 || ["だ", "た", "な", "ん"].contains(token.surface) { continue }
            // A verb MeCab knows, its ending after it, ends no word IPAdic cut: どう-し-たら is どう and したら, not 同士.
            if token.isKnown, case .verb = token.partOfSpeech, next + 1 < tokens.count, tokens[next + 1].partOfSpeech.isInflectionTail,
               !Self.isNominalized(token, before: tokens[next + 1]) { continue }
            let ranked = forms.numbers(withForm: written).prefix(Self.candidatesPerForm).compactMap { number in
                forms.entry(number).map { (class: EntryFit.formClass(of: $0, written: written), number: number) }
            }.min { ($0.class, $0.number) < ($1.class, $1.number) }
            if let ranked, ranked.class == EntryFit.FormClass.common { best = (next + 1, ranked.number, written) }
        }
        return best
    }

    /// Whether a particle may be the first piece of a word cut wrong (な of なまえ): not the particles that so often
    /// stand before a word (は, が, を, に, で, と, の, も, へ, や, か, て), which would make はな of は + なまえ.
    private static func mayStartAWord(particle: String) -> Bool {
        !["は", "が", "を", "に", "で", "と", "の", "も", "へ", "や", "か", "て", "ば"].contains(particle)
    }

    /// Whether IPAdic's analysis of token `index` is a guess worth overriding: a filler or a token it does not know; a
    /// piece of hiragana of one or two kana that is a noun, adverb or verb stem standing alone (でん, しゃ, まい, なま —
    /// not し of して, nor さ of される, which their tail explains, but なん of なんじ, a contracted なる); such a short
    /// verb or adjective whose best entry is rare as written or of another part of speech (くう, read as an adjective).
    private func isWeak(at index: Int, in tokens: [Token]) -> Bool {
        let token = tokens[index]
        if !token.isKnown { return true }
        let short = token.surface.count <= 2 && Self.isKana(token.surface)
        let tailed = index + 1 < tokens.count && tokens[index + 1].partOfSpeech.isInflectionTail
        switch token.partOfSpeech {
        case .other: return true
        case .particle, .auxiliary, .symbol, .prefix, .adnominal, .conjunction, .interjection, .verb(independent: false): return false
        case .noun(let kind):
            switch kind {
            case .common, .adjectival, .properNoun, .name: return short
            case .number, .suffix, .title, .dependent, .pronoun: return false
            }
        case .adverb: return short
        case .verb, .adjective:
            guard short else { return false }
            if !tailed || token.conjugationForm.contains("特殊"), case .verb = token.partOfSpeech { return true }
            guard let best = rankedEntries(of: token).first, let entry = forms.entry(best.number) else { return true }
            return !TokenReading.fits(token, entry, wordClass: forms.wordClass(of: best.number))
                || EntryFit.formClass(of: entry, written: best.form) >= EntryFit.FormClass.unusual
        }
    }

    /// Whether `text` is all hiragana: the text IPAdic cuts wrong, for want of the kana spellings of its words.
    private static func isKana(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) }
    }
}

extension PartOfSpeech {
    /// Any particle (と of と言った, に, か): what the phrases a particle ends are told by.
    var isParticle: Bool {
        if case .particle = self { return true }
        return false
    }

    /// Any noun, of whatever kind: a homograph's readings are counted for nouns only (``WordSegmenter/readEntry(among:at:in:)``).
    var isNoun: Bool {
        if case .noun = self { return true }
        return false
    }

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
