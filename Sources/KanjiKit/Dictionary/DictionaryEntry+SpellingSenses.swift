extension DictionaryEntry {
    /// The senses as a word written `form` means them, each with its index in JMdict: where JMdict's notes tie senses
    /// to spellings (治す/直す: "usu. 治す" on "to cure", "usu. 直す" on "to fix"), those whose note names `form` come
    /// first, then the senses no note ties to another spelling, then the rest. A word written only in kana is read
    /// likewise by its kana spellings (ポインタ: "esp. ポインタ" on the mouse's and the program's pointer, "esp.
    /// ポインター" on the dog). In JMdict's order for a kana form of a word with kanji, a word of one spelling, or one
    /// whose notes name none: the text's spelling says which word its writer meant, and バグを直した means "to fix"
    /// before "to cure".
    public func senses(writtenAs form: String) -> [(number: Int, sense: Sense)] {
        let numbered = senses.enumerated().map { (number: $0.offset, sense: $0.element) }
        let spellings = kanjiForms.isEmpty ? readings.map(\.text) : kanjiForms.map(\.text)
        guard spellings.count > 1, spellings.contains(form) else { return numbered }
        let others = spellings.filter { $0 != form }
        let names = { (sense: Sense, spelling: String) in sense.notes.contains { Self.note($0, names: spelling) } }
        let own = numbered.filter { names($0.sense, form) }
        guard !own.isEmpty else { return numbered }
        let rest = numbered.filter { !names($0.sense, form) }
        let tiedElsewhere = { (sense: Sense) in others.contains { names(sense, $0) } }
        return own + rest.filter { !tiedElsewhere($0.sense) } + rest.filter { tiedElsewhere($0.sense) }
    }

    /// Whether `note` names `spelling` whole: "esp. ポインター" names ポインター, not ポインタ.
    private static func note(_ note: String, names spelling: String) -> Bool {
        note.ranges(of: spelling).contains { range in
            range.upperBound == note.endIndex || !note[range.upperBound].isLetter
        }
    }
}
