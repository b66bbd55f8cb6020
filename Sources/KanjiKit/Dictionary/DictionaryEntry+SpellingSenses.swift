extension DictionaryEntry {
    /// The senses as a word written `form` means them, each with its index in JMdict: where JMdict's notes tie senses
    /// to spellings (治す/直す: "usu. 治す" on "to cure", "usu. 直す" on "to fix"), those whose note names `form` come
    /// first, then the senses no note ties to another spelling, then the rest. In JMdict's order for a kana form, a
    /// word of one spelling, or one whose notes name none: the text's spelling says which word its writer meant, and
    /// バグを直した means "to fix" before "to cure".
    public func senses(writtenAs form: String) -> [(number: Int, sense: Sense)] {
        let numbered = senses.enumerated().map { (number: $0.offset, sense: $0.element) }
        guard kanjiForms.count > 1, kanjiForms.contains(where: { $0.text == form }) else { return numbered }
        let others = kanjiForms.map(\.text).filter { $0 != form }
        let names = { (sense: Sense, spelling: String) in sense.notes.contains { $0.contains(spelling) } }
        let own = numbered.filter { names($0.sense, form) }
        guard !own.isEmpty else { return numbered }
        let rest = numbered.filter { !names($0.sense, form) }
        let tiedElsewhere = { (sense: Sense) in others.contains { names(sense, $0) } }
        return own + rest.filter { !tiedElsewhere($0.sense) } + rest.filter { tiedElsewhere($0.sense) }
    }
}
