import Segmentation
import UserData

extension WordMark {
    /// The mark as the counts read it (`WordKnowledge(card:mark:)`): the user database and the segmentation each name
    /// it in their own module, neither depending on the other.
    var knowledgeMark: WordKnowledge.Mark {
        switch self {
        case .known: .known
        case .ignored: .ignored
        }
    }
}
