import TestSupport
import Coordination
import KanjiKit
import Testing
@testable import Browser

/// The RxFlow way: keep weak references to every screen and coordinator, pop, and expect nil.
@Suite struct LeakTests {
    /// Weak references to the top screen and its coordinator, made in a function so no strong local
    /// outlives the call (debug builds keep locals to the end of their scope).
    private func weakTop(of browser: KanjiBrowser) -> (screen: Weak, coordinator: Weak) {
        (Weak(browser.stack.top.screen), Weak(browser.stack.top.screen.coordinator))
    }

    private func liveCoordinatorsExpected(_ browser: KanjiBrowser) -> Int {
        Set(browser.stack.screens.compactMap { $0.screen.coordinator.map(ObjectIdentifier.init) }).count + 1
    }

    @Test func back_frees_the_screen_and_its_coordinator_at_every_depth() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
            var pushed: [(screen: Weak, coordinator: Weak)] = []
            browser.open(kanji: "日"); pushed.append(weakTop(of: browser))
            for _ in 0..<3 {
                browser.open(word: "日本", reading: "にほん"); pushed.append(weakTop(of: browser))
                browser.showWordKanji(); pushed.append(weakTop(of: browser))
                browser.open(kanji: "本"); pushed.append(weakTop(of: browser))
            }
            #expect(browser.stack.screens.count == 11)
            #expect(counter.count == liveCoordinatorsExpected(browser))
            while let expectedGone = pushed.popLast() {
                browser.handle(.back)
                #expect(expectedGone.screen.object == nil, "screen at depth \(pushed.count + 1) leaked")
                #expect(expectedGone.coordinator.object == nil, "coordinator at depth \(pushed.count + 1) leaked")
                #expect(pushed.allSatisfy { $0.screen.object != nil && $0.coordinator.object != nil })
                #expect(counter.count == liveCoordinatorsExpected(browser))
            }
            #expect(counter.count == 2) // the application coordinator and the root list's
        }
        #expect(counter.count == 0)
    }

    @Test func pop_to_root_frees_every_flow_above_the_root() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
            var pushed: [(screen: Weak, coordinator: Weak)] = []
            browser.open(kanji: "日"); pushed.append(weakTop(of: browser))
            browser.open(word: "日本", reading: "にほん"); pushed.append(weakTop(of: browser))
            browser.showWordKanji(); pushed.append(weakTop(of: browser))
            browser.open(kanji: "本"); pushed.append(weakTop(of: browser))
            browser.stack.popToRoot()
            #expect(pushed.allSatisfy { $0.screen.object == nil && $0.coordinator.object == nil })
            #expect(browser.application.children.count == 1)
            #expect(counter.count == 2)
        }
    }

    @Test func replacing_the_top_frees_the_replaced_flow_only() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
            browser.open(kanji: "日")
            let below = weakTop(of: browser)
            browser.open(word: "日本", reading: "にほん"); browser.showWordKanji()
            let replaced = weakTop(of: browser)
            browser.stack.replaceTop(with: .kanjiList(KanjiListViewModel(title: "replacement", kanji: [], search: nil, coordinator: nil)))
            #expect(replaced.screen.object == nil && replaced.coordinator.object == nil)
            #expect(below.screen.object != nil && below.coordinator.object != nil)
            #expect(counter.count == liveCoordinatorsExpected(browser))
        }
    }

    @Test func dropping_the_app_frees_everything() throws {
        let counter = LiveCoordinatorCounter()
        var app = Weak(nil)
        var stack = Weak(nil)
        try counter.counting {
            var browser: KanjiBrowser? = try KanjiBrowser.inMemory(store: Dataset.fullStore())
            browser!.open(kanji: "日")
            browser!.open(word: "日本", reading: "にほん"); browser!.showWordKanji()
            app = Weak(browser!.application)
            stack = Weak(browser!.stack)
            browser = nil
        }
        #expect(app.object == nil && stack.object == nil)
        #expect(counter.count == 0)
    }
}
