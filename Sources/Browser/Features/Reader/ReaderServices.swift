/// What the reader touches: the text handed over or read again from the library, the segmenter, the library's entry
/// choices, the speaker, the kanji data's folder (its accents), the learner's word marks (what counts as known), and
/// the shared keep, undo, write and effect actions (a word kept with its sentence, the position remembered after the
/// frame), the link to the running Anki (the pane's "Anki:" line, `O`), the text followed as it grows, and the learner's
/// own dictionaries (the pane's `d`).
typealias ReaderServices = CoordinatorServices & HandsOverTexts & ReadsTheLibrary & SegmentsText & Speaks & ReadsKanji & MarksWords
    & SendsToAnki & FollowsTexts & ReadsLearnerDictionaries
