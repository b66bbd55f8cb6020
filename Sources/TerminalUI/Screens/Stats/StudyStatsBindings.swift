import Browser

/// The statistics page's keys: it only scrolls (the global movement keys, described as scrolling).
enum StudyStatsBindings {
    static let name = "Study statistics"

    static let all: [KeyBinding<StudyStatsViewModel>] = [
        .cursor(CommonKeys.upAndDown, "scroll through the charts", footer: "scroll", footerKeys: "j/k"),
    ]
}
