/// What a word's detail touches: the word dictionary (the word's study spelling), the kanji data (its kanji and the
/// accents beside the data), the speaker, the learner's word marks (`K`, `I`), the library's sentence indexes already
/// made ("in your texts", and the segmenter for the entries chosen in them), the link to the running Anki (whether it
/// has the word, `O`), the learner's own dictionaries (their entries under JMdict's), and the shared keep, undo and
/// history actions.
typealias WordDetailServices = CoordinatorServices & ReadsWords & ReadsKanji & Speaks & MarksWords & ReadsTheLibrary & IndexesTheLibrary
    & SegmentsText & SendsToAnki & ReadsLearnerDictionaries
