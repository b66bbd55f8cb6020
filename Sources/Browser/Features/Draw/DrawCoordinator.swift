import Coordination
import Handwriting
import KanjiKit
import StrokeDrawings

/// The Draw screen (a global key, or `kanji-tui draw`): recognizes what is drawn with the app's recognizer, ranks
/// it with the kanji data, and opens a candidate's detail, or the word search for the word built, on the same stack.
public final class DrawCoordinator: BrowserCoordinator {
    /// How many candidates the screen lists: two screenfuls of the list at 80 × 24, more than jisho.org shows.
    public static let candidateCount = 20

    /// Strong: the recognizer, the kanji data and the stroke drawings (``DrawServices``), none of which refers to a
    /// coordinator.
    private let services: any DrawServices

    init(navigator: TabNavigator, services: any DrawServices) {
        self.services = services
        super.init(navigator: navigator, services: services)
    }

    /// Opens the recognizer (the first time the screen shows; after that it is kept), builds the screen (which then
    /// owns this coordinator) and pushes it; a missing model is said on the screen at once.
    public override func start() {
        let modelProblem: String? = switch services.handwriting.recognizer() {
        case .success: nil
        case .failure(let error): error.description
        }
        let screen = DrawViewModel(coordinator: self, modelProblem: modelProblem, recognize: Self.recognizer(services))
        // Weak self: the screen owns this coordinator.
        screen.onOutput = { [weak self] output in
            switch output {
            case .kanjiChosen(let kanji): self?.show(.kanjiDetail(kanji.character))
            // The word search on the Draw stack, so Back returns to the canvas and the word.
            case .wordChosen(let word): self?.show(.wordSearch(word))
            }
        }
        navigator.push(.draw(screen))
    }

    /// Strokes → the kanji they may be: Zinnia's candidates and the kanji a stroke or two away by their KanjiVG shapes
    /// (``KanjiShapes``), ranked with their stroke counts, frequency and KanjiVG strokes (``CandidateRanking/standard``),
    /// kept when the dataset has the kanji (a kana or a shape it lacks would open nothing). Captures the services, which refer to no coordinator.
    static func recognizer(_ services: any DrawServices) -> (HandwrittenStrokes) -> DrawRecognition {
        let store = services.store
        let handwriting = services.handwriting
        let drawings = services.strokes
        // Kanji of a stroke or two more or fewer than drawn, by their KanjiVG shapes: decoded count by count as
        // drawings reach them, kept while the screen is.
        let shapes = KanjiShapes(kanji: (try? store.allKanji()) ?? []) { kanji in
            if case .drawing(let drawing) = drawings.lookUp(kanji) { drawing } else { nil }
        }
        return { strokes in
            switch handwriting.recognizer() {
            case .failure(let error): return .unavailable(error.description)
            case .success(let recognizer):
                var known: [String: Kanji] = [:]
                let raw = recognizer.classify(strokes)
                for candidate in raw {
                    if let kanji = try? store.kanji(for: candidate.character) { known[candidate.character] = kanji }
                }
                let ranked = CandidateRanking.standard.ranked(raw, for: strokes, facts: { character in
                    known[character].map { kanji in
                        KanjiFacts(kanji: kanji, strokesDrawn: strokes.strokeCount) {
                            if case .drawing(let drawing) = drawings.lookUp(kanji) { drawing } else { nil }
                        }
                    }
                }, shapes: shapes)
                return .candidates(ranked.prefix(4 * candidateCount).compactMap { candidate in
                    let kanji = known[candidate.character] ?? ((try? store.kanji(for: candidate.character)) ?? nil)
                    guard let kanji else { return nil }
                    return DrawCandidate(kanji: kanji, score: candidate.score)
                }.prefix(candidateCount).map { $0 })
            }
        }
    }
}
