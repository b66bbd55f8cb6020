import Coordination
import KanjiKit
import Testing
@testable import KanjiScreens

@Suite struct RadicalPickerTests {
    private func picker() throws -> RadicalPickerViewModel {
        let store = Dataset.fullStore()
        return RadicalPickerViewModel(components: try store.components(), index: try store.componentIndex(), coordinator: nil)
    }

    @Test func choosing_components_narrows_to_kanji_containing_all_of_them() throws {
        let picker = try picker()
        #expect(picker.matches.isEmpty)
        picker.toggle("氵")
        #expect(picker.matches.count == 575)
        #expect(picker.matches.first?.character == "決")
        picker.toggle("口")
        #expect(picker.matches.count == 98)
        #expect(picker.matches.allSatisfy { $0.components.contains("氵") && $0.components.contains("口") })
        #expect(picker.statusText == "2 selected · 98 kanji")
        picker.toggle("氵")
        #expect(picker.selected == ["口"])
    }

    @Test func components_that_would_leave_nothing_are_unavailable_and_cannot_be_chosen() throws {
        let picker = try picker()
        picker.toggle("氵")
        picker.toggle("忄")
        #expect(!picker.available.contains("忄"))
        #expect(picker.selected == ["氵"])
        #expect(picker.available.contains("口"))
    }

    @Test func keys_move_by_component_and_by_stroke_group() throws {
        let picker = try picker()
        picker.handle(.pageDown)
        #expect(picker.components[picker.componentIndex].strokeCount == 2)
        picker.handle(.end)
        picker.handle(.pageUp)
        #expect(picker.components[picker.componentIndex].strokeCount == 14)
        picker.handle(.home)
        picker.handle(.select)
        #expect(picker.selected == [picker.components[0].character])
    }

    @Test func tab_reaches_the_matches_only_when_there_are_some() throws {
        let picker = try picker()
        picker.handle(.switchPane)
        #expect(picker.pane == .components)
        picker.toggle("木")
        picker.handle(.switchPane)
        #expect(picker.pane == .matches)
        var chosen: [String] = []
        picker.onOutput = { if case .kanjiChosen(let kanji) = $0 { chosen.append(kanji.character) } }
        picker.handle(.down)
        picker.handle(.select)
        #expect(chosen == [picker.matches[1].character])
    }
}

/// The picker as a flow: finished by a choice or popped, it leaves nothing behind.
@Suite struct RadicalPickerFlowTests {
    @Test func choosing_a_kanji_returns_to_where_the_picker_began_and_opens_it() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let browser = try KanjiBrowser(store: Dataset.fullStore())
            browser.open(kanji: "日")
            browser.openRadicalPicker()
            #expect(browser.breadcrumb == ["Kanji", "日", "Radicals"])
            let picker = Weak(browser.stack.top.screen)
            let flow = Weak(browser.stack.top.screen.coordinator)
            browser.topPicker!.toggle("木")
            browser.topPicker?.handle(.switchPane)
            browser.handle([.cursor(.select)])
            #expect(browser.breadcrumb == ["Kanji", "日", "本"])
            #expect(picker.object == nil && flow.object == nil)
            browser.handle(.back)
            #expect(browser.breadcrumb == ["Kanji", "日"])
            #expect(counter.count == 3)
        }
    }

    @Test func backing_out_ends_the_flow_and_frees_it() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let browser = try KanjiBrowser(store: Dataset.fullStore())
            browser.openRadicalPicker()
            let flow = Weak(browser.stack.top.screen.coordinator)
            #expect(browser.application.children.first?.children.count == 1)
            browser.handle(.back)
            #expect(browser.breadcrumb == ["Kanji"])
            #expect(flow.object == nil)
            #expect(counter.count == 2)
        }
    }

    @Test func the_picker_does_not_open_on_top_of_itself_or_the_about_page() throws {
        let browser = try KanjiBrowser(store: Dataset.fullStore())
        browser.openRadicalPicker()
        browser.openRadicalPicker()
        #expect(browser.breadcrumb == ["Kanji", "Radicals"])
        browser.handle(.back)
        browser.handle(.about)
        browser.openRadicalPicker()
        #expect(browser.breadcrumb == ["Kanji", "About"])
    }
}
