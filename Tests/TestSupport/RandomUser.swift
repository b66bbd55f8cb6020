import Coordination
import Browser
import FSRS
import Handwriting

// MARK: - RandomUser

/// A seeded random person at the keyboard: weighted actions over the whole app — moving, opening, going back,
/// searching, filtering, sorting, the radical picker and About — the same sequence for the same seed. The soak
/// test (`RandomNavigationTests`) checks the coordinator tree after each action; `kanji-bench` sends a million of
/// them and watches memory — one walk, so both measure the same thing. It switches tabs, pops tabs to their
/// root, uses the Words and History tabs, keeps items for study (`a`) and reviews them in the Study tab (`R`,
/// grades, `u`, leaving mid-review), reads (furigana, a text's unknown words and their `a`), and draws on the Draw
/// screen, opening its candidates.
@MainActor
public struct RandomUser {
    private var generator: SplitMix64

    public init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// Does one thing on the screen on top of `browser`, as a person could there.
    public mutating func act(on browser: KanjiBrowser) {
        let top = browser.stack.top
        if top.interactive.prompt != nil { return typeIntoPrompt(of: browser) }
        // On a review card, half the steps reveal or grade, so reviews reach their summary as well as being left.
        if case .reviewCard = top, Bool.random(using: &generator) { return Self.screenCommand(on: top, in: browser, using: &generator) }
        if case .writingReview = top, Bool.random(using: &generator) { return Self.screenCommand(on: top, in: browser, using: &generator) }
        var pick = Int.random(in: 0..<Self.totalWeight, using: &generator)
        for entry in Self.actions {
            if pick < entry.weight { return entry.act(&generator, browser, top) }
            pick -= entry.weight
        }
        preconditionFailure("weights exhausted")
    }

    // MARK: Actions

    /// One weighted action; `act` gets the generator, the app and its top screen.
    private typealias Action = (weight: Int, act: @MainActor (inout SplitMix64, KanjiBrowser, AppScreen) -> Void)

    /// The actions and their weights. Back slightly outweighs opening so the walk stays bounded (depth d has
    /// odds ~(5/6)^d) yet still goes a dozen screens deep many times.
    private static let actions: [Action] = [
        (5, { _, browser, _ in browser.handle(.cursor(.select)) }),
        (6, { _, browser, _ in browser.handle(.back) }),
        (4, { _, browser, _ in browser.handle(.cursor(.down)) }),
        (2, { _, browser, _ in browser.handle(.cursor(.up)) }),
        (1, { _, browser, _ in browser.handle(.cursor(.pageDown)) }),
        (1, { _, browser, _ in browser.handle(.cursor(.halfPageUp)) }),
        (1, { _, browser, _ in browser.handle(.cursor(.home)) }),
        (1, { _, browser, _ in browser.handle(.cursor(.end)) }),
        // One past the last item is a valid miss.
        (1, { generator, browser, top in
            browser.handle(.cursor(.click(index: Int.random(in: 0...max(0, itemCount(on: top)), using: &generator))))
        }),
        (1, { generator, browser, _ in browser.handle(.cursor(.scroll(lines: Int.random(in: -3...3, using: &generator)))) }),
        (1, { _, browser, _ in browser.handle(.follow(.about)) }),
        (1, { _, browser, _ in browser.handle(.follow(.draw)) }),
        // Tabs: switching keeps every stack; popping a tab to its root frees all its flows at once (the paths that
        // leaked in other coordinator libraries: a switch deep in a flow, pop-to-root with a flow open).
        (2, { generator, browser, _ in browser.handle(.selectTab([1, 3, 4, 5, 2, 6].randomElement(using: &generator)!)) }),
        (1, { _, browser, _ in browser.handle(.popToRoot) }),
        // The screens' own commands: the filter form is a flow that ends when it is popped (its anchor).
        (3, { generator, browser, top in screenCommand(on: top, in: browser, using: &generator) }),
    ]

    /// The sum of the weights, computed once instead of per step.
    private static let totalWeight = actions.reduce(0) { $0 + $1.weight }

    /// Queries a person types: romaji, kana, a kanji, kanji with kana, English words and phrases, and one that
    /// finds nothing.
    private static let queries = ["nichi", "みず", "木", "tree", "zzq", "nihon", "食べ", "to eat"]

    /// Texts a person pastes into the Read tab: a line, several lines, subtitles.
    private static let readingTexts = [
        "彼は本を見ていた。気を付けてください。",
        "毎朝コーヒーを飲みます。\n昨日は友達と映画を見に行った。\n\nそれは難しいかもしれない。",
        "1\n00:00:01,000 --> 00:00:02,000\nちょっと待って！\n",
    ]

    /// One of the top screen's own commands.
    private static func screenCommand(on top: AppScreen, in browser: KanjiBrowser, using generator: inout SplitMix64) {
        switch top {
        case .kanjiList(let list):
            let commands: [KanjiListViewModel.Command] = [
                .beginSearch, .beginSearch, .nextMatch, .previousMatch, .cycleSort, .filter, .toggleKept, .toggleKept, .toggleKeptSubject, .undo,
            ]
            list.handle(commands.randomElement(using: &generator)!)
        case .kanjiDetail(let detail):
            // `c` and `w` as often as each command: the components list, and from it the kanji containing one; every
            // word with the kanji in the word search, on the same stack.
            let commands: [KanjiDetailViewModel.Command] = [.strokeOrder, .toggleKept, .toggleKeptWord]
            switch Int.random(in: 0...commands.count + 1, using: &generator) {
            case 0: detail.open(.components(of: detail.kanji.character))
            case 1: detail.open(detail.everyWordRoute)
            default:
                detail.handle(commands.randomElement(using: &generator)!)
            }
        case .radicalPicker(let picker):
            let index = Int.random(in: 0...max(0, picker.pane == .components ? picker.components.count : picker.matches.count),
                                   using: &generator)
            let commands: [RadicalPickerViewModel.Command] = [
                .switchPane, .switchPane, .removeLastComponent, .clearComponents,
                .click(pane: Bool.random(using: &generator) ? .components : .matches, index: index),
            ]
            picker.handle(commands.randomElement(using: &generator)!)
        case .filterForm(let form):
            let commands: [FilterFormViewModel.Command] = [.toggle, .toggle, .increment, .decrement, .digit(Int.random(in: 0...9, using: &generator)), .clear]
            form.handle(commands.randomElement(using: &generator)!)
        case .textPage:
            break
        case .history(let history):
            let commands: [HistoryViewModel.Command] = [.deleteEntry, .askToClear, .confirm, .dismiss, .dismiss, .toggleKept, .undo]
            history.handle(commands.randomElement(using: &generator)!)
        case .strokeOrder(let strokes):
            let commands: [StrokeOrderViewModel.Command] = [.next, .next, .previous, .none, .all, .togglePlay]
            strokes.handle(commands.randomElement(using: &generator)!)
            strokes.tick()
        case .studyList(let study):
            // `s` as often as each command: the statistics page, which only scrolls and goes back; `M` as often: the
            // marked words.
            let commands: [StudyListViewModel.Command] = [.review, .review, .review, .toggleKept]
            switch Int.random(in: 0...commands.count + 1, using: &generator) {
            case 0: browser.handle(.follow(.studyStatistics))
            case 1: browser.handle(.follow(.wordMarks))
            default: study.handle(commands.randomElement(using: &generator)!)
            }
        case .reviewCard(let card):
            // Mostly reveal and grade, so reviews reach their summary — Easy most, as a card in a learning step comes
            // back within the session (Anki's learn-ahead) —; sometimes a grade too early, or undo.
            let commands: [ReviewCardViewModel.Command] = [
                .reveal, .reveal, .reveal, .grade(.again), .grade(.hard), .grade(.good), .grade(.easy), .grade(.easy), .grade(.easy),
                .grade(.easy), .undo,
            ]
            card.handle(commands.randomElement(using: &generator)!)
        case .writingReview(let review):
            // Mostly strokes, anywhere (few are right, so misses bring hints and strokes drawn for the learner); then
            // giving up, taking the proposal, a grade (too early, sometimes), undo.
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: review.handle(.reveal)
            case 1: review.handle(.acceptProposal)
            case 2: review.handle(.grade(Rating.allCases.randomElement(using: &generator)!))
            case 3: review.handle(.undo)
            default:
                let side = PenCanvas.side
                let point = { (generator: inout SplitMix64) in
                    HandwritingPoint(x: Int.random(in: -50...(side + 50), using: &generator), y: Int.random(in: -50...(side + 50), using: &generator))
                }
                review.handle(.pen(.press(point(&generator))))
                for _ in 0..<Int.random(in: 0...4, using: &generator) { review.handle(.pen(.drag(point(&generator)))) }
                review.handle(.pen(.release(point(&generator))))
            }
        case .reviewSummary(let summary):
            if Bool.random(using: &generator) { summary.handle(.undo) } else { summary.handle(.select) }
        case .wordSearch(let search):
            let commands: [WordSearchViewModel.Command] = [.beginSearch, .beginSearch, .toggleKept, .undo]
            search.handle(commands.randomElement(using: &generator)!)
        case .wordDetail(let detail):
            let commands: [WordDetailViewModel.Command] = [.toggleKept, .toggleKept, .toggleKept, .listKanji, .toggleDetails, .undo]
            detail.handle(commands.randomElement(using: &generator)!)
        case .componentList:
            break // moving and Enter are the cursor actions
        case .studyStats:
            break // it only scrolls: the cursor actions
        case .readingList(let list):
            // A paste: a new text, read at once (Enter on a row reads an older one again); now and then the library's
            // sentences with one unknown word (s), or its words to learn next (w).
            switch Int.random(in: 0..<8, using: &generator) {
            case 0, 1:
                browser.handle(.follow(.oneUnknownSentences))
            case 2:
                browser.handle(.follow(.learnNext))
            default:
                list.paste(readingTexts.randomElement(using: &generator)!)
            }
        case .reader(let reader):
            // Keeping seldom: every kept word is one more card for the reviews to get through to their summary. The
            // text's unknown words (v) now and then: a screen of their own, on the Read stack.
            let commands: [ReaderViewModel.Command] = [.nextWord, .nextWord, .nextWord, .previousWord, .cycleFurigana, .nextUnknown,
                                                         .previousUnknown, .markKnown, .markIgnored]
            switch Int.random(in: 0..<40, using: &generator) {
            case 0: reader.handle(.keep)
            case 1, 2: reader.handle(.listUnknownWords)
            default: reader.handle(commands.randomElement(using: &generator)!)
            }
            reader.tick()
        case .unknownWords(let list):
            // a keeps the word under the cursor, K and I mark it; moving and Enter are the cursor actions.
            let commands: [UnknownWordsViewModel.Command] = [.keep, .keep, .markKnown, .markIgnored, .undo]
            list.handle(commands.randomElement(using: &generator)!)
        case .wordMarks(let marks):
            // d unmarks the word under the cursor, u puts the mark back; moving and Enter are the cursor actions.
            marks.handle(Bool.random(using: &generator) ? .unmark : .undo)
        case .oneUnknownSentences(let list):
            // A frame's indexing, then a keep or its undo; moving and Enter are the cursor actions.
            list.tick()
            list.handle(Bool.random(using: &generator) ? .keep : .undo)
        case .learnNext(let list):
            // A frame's indexing, then a keep, a mark or an undo; seldom A's question (answered by the prompt's edits):
            // a batch is ten more cards for the reviews to get through. Moving and Enter are the cursor actions.
            list.tick()
            let commands: [LearnNextViewModel.Command] = [.keep, .markKnown, .markIgnored, .undo, .undo]
            list.handle(Int.random(in: 0..<20, using: &generator) == 0 ? .askHowMany : commands.randomElement(using: &generator)!)
        case .draw(let draw):
            // Mostly strokes (a press, a few drags, a release, anywhere, even off the canvas), so candidates come and
            // one is opened; sometimes a stroke taken back or the canvas cleared.
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: draw.handle(.undo)
            case 1: draw.handle(.clear)
            case 2: draw.handle(.open(index: Int.random(in: 0...max(0, draw.candidates.count), using: &generator)))
            default:
                let side = PenCanvas.side
                let point = { (generator: inout SplitMix64) in
                    HandwritingPoint(x: Int.random(in: -50...(side + 50), using: &generator), y: Int.random(in: -50...(side + 50), using: &generator))
                }
                draw.handle(.pen(.press(point(&generator))))
                for _ in 0..<Int.random(in: 0...4, using: &generator) { draw.handle(.pen(.drag(point(&generator)))) }
                draw.handle(.pen(.release(point(&generator))))
            }
        }
    }

    /// While a prompt is open: type, delete, move the caret, accept or cancel.
    private mutating func typeIntoPrompt(of browser: KanjiBrowser) {
        let edits: [PromptEdit] = [
            .insert(Self.queries.randomElement(using: &generator)!), .insert("a"), .deleteBackward, .deleteWordBackward,
            .moveLeft, .moveToStart, .accept, .cancel,
        ]
        if Bool.random(using: &generator) {
            browser.handle(.prompt(edits.randomElement(using: &generator)!))
        } else {
            browser.handle(.cursor(Bool.random(using: &generator) ? .down : .up))
        }
    }

    /// How many items the screen lists, for clicks.
    private static func itemCount(on screen: AppScreen) -> Int {
        switch screen {
        case .kanjiList(let list): list.kanji.count
        case .kanjiDetail(let detail): detail.rows.count
        case .radicalPicker(let picker): picker.pane == .components ? picker.components.count : picker.matches.count
        case .filterForm(let form): form.options.count
        case .textPage: 0
        case .history(let history): history.count
        case .strokeOrder(let strokes): strokes.strokeCount
        case .studyList(let study): study.count
        case .reviewCard, .writingReview, .reviewSummary: 0
        case .wordSearch(let search): search.results.count
        case .wordDetail(let detail): detail.kanji.count
        case .componentList(let list): list.components.count
        case .studyStats: 0
        case .readingList(let list): list.count
        case .reader: 0
        case .unknownWords(let list): list.words.count
        case .wordMarks(let marks): marks.count
        case .oneUnknownSentences(let list): list.sentences.count
        case .learnNext(let list): list.count
        case .draw(let draw): draw.candidates.count
        }
    }
}
