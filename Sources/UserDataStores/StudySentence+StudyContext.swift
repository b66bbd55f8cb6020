import Browser
import UserData

/// A card's sentence as the user database stores it (start and length, no source as NULL) and as the browser
/// sees it (a range, no source as ""), and back.
extension StudySentence {
    public init(_ context: StudyContext) {
        self.init(text: context.sentence, markStart: context.mark.lowerBound, markLength: context.mark.count, source: context.source)
    }
}

extension StudyContext {
    public init(_ sentence: StudySentence) {
        self.init(sentence: sentence.text, mark: sentence.markStart..<(sentence.markStart + sentence.markLength),
                  source: sentence.source ?? "")
    }
}
