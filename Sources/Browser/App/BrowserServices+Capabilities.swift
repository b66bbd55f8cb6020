/// The services are every capability at once: the one object the ``ApplicationCoordinator`` builds and each tab's
/// ``TabNavigator`` holds for the route switch. A coordinator never sees it whole: its initialiser takes its
/// feature's composition of these protocols (`HistoryServices`, `ReviewServices`, …), declared in the feature's
/// folder, so what a feature can touch is read there.
extension BrowserServices: ReadsKanji, ReadsStrokeDrawings, RecognizesHandwriting, ReadsLookupHistory, KeepsCards, GradesReviews,
                           TellsTime, KnowsTheStudyDay, ReadsWords, ReadsTheLibrary, SegmentsText, HandsOverTexts, Speaks,
                           SchedulesEffects, PerformsUserWrites, UndoesDeckChanges, MarksWords, IndexesTheLibrary,
                           SendsToAnki, FollowsTexts, ReadsLearnerDictionaries, SearchesLearnerDictionaries {}
