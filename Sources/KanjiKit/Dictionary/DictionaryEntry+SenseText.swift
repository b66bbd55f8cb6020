extension DictionaryEntry.Sense {
    /// The sense as one meaning: its glosses joined by "; " ("to eat; to live on"). JMdict groups the glosses of one
    /// meaning in one sense, so a word's detail and its review card both number senses, never glosses: 食べる is two
    /// meanings, not four.
    public var meaning: String { glosses.joined(separator: "; ") }
}
