import Foundation
import Testing
@testable import KanjiKit

/// Every JMdict verb and adjective conjugated forwards by the rules and each form taken back again: the word's
/// dictionary form must come back, in the class it has (issue 21).
///
/// A rule reads only the end of a form, so two words of the same classes whose last two characters agree (no dictionary ending the rules know is longer) go
/// through the same rules: each such group is taken back through one of its words (the most common), and every
/// word is still conjugated forwards. That keeps the test near a minute in a debug build instead of several.
@Suite struct ConjugationRoundTripTests {
    private let dictionary = try! WordDictionary(directory: Fixtures.resources)

    @Test func every_form_of_every_verb_and_adjective_deinflects_to_its_word() throws {
        var words = 0, forms = 0
        var lost: [String] = []
        var groups: Set<String> = []
        let start = ContinuousClock.now
        for rank in 1...dictionary.count {
            let entry = try dictionary.entry(rank: rank)
            guard let table = ConjugationTable(entry) else { continue }
            words += 1
            let classes = entry.wordClass
            guard groups.insert("\(classes.rawValue)\t\(table.word.suffix(2))").inserted else { continue }
            for row in table.rows {
                for form in row.forms where form != table.word {
                    forms += 1
                    let back = Deinflector.candidates(of: form)
                    if !back.contains(where: { $0.text == table.word && !$0.wordClass.isDisjoint(with: classes) }), lost.count < 40 {
                        lost.append("\(table.word) \(row.name): \(form)")
                    }
                }
            }
        }
        print("round trip: \(words) words in \(groups.count) groups, \(forms) forms taken back, in \(ContinuousClock.now - start)")
        #expect(words > 30_000, "every verb and adjective of JMdict has a table")
        #expect(lost.isEmpty, "\(lost)")
    }
}
