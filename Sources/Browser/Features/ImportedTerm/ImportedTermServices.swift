/// What an imported term's page reads: the learner's dictionaries.
typealias ImportedTermServices = ReadsLearnerDictionaries
