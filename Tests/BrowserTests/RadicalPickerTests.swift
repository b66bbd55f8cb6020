import TestSupport
import Coordination
import KanjiKit
import Testing
@testable import Browser

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

    /// The set of components still available is sized for what it holds, not for every component of every match:
    /// ノ's 1,437 kanji name 221 components among some 6,000, and the picker keeps the set as long as the choice stands.
    @Test func the_available_components_are_stored_for_their_number_not_for_every_match() throws {
        let picker = try picker()
        picker.toggle("ノ")
        #expect(picker.matches.count > 1_000)
        #expect(picker.available.count > 100)
        #expect(picker.available.capacity < 2 * picker.available.count,
                "room for \(picker.available.capacity) components kept for \(picker.available.count)")
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

/// The picker in its own tab: a chosen kanji opens on the Radicals stack, and Back returns to the picker with
/// every chosen component still chosen.
@Suite struct RadicalsTabTests {
    @Test func a_chosen_kanji_opens_on_the_radicals_stack_and_back_returns_to_the_choice() throws {
        let counter = LiveCoordinatorCounter()
        try counter.counting {
            let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
            browser.open(kanji: "日")
            browser.openRadicalPicker()
            #expect(browser.location == AppLink(tab: .radicals, routes: []))
            let picker = try #require(browser.topPicker)
            picker.toggle("木")
            picker.handle(.switchPane)
            browser.handle(.cursor(.select))
            #expect(browser.location == AppLink(tab: .radicals, routes: [.kanjiDetail("本")]))
            let detail = Weak(browser.stack.top.screen.coordinator)
            browser.handle(.back)
            #expect(browser.location == AppLink(tab: .radicals, routes: []))
            #expect(browser.topPicker === picker)
            #expect(picker.selected == ["木"])
            #expect(detail.object == nil)
            // the application, the two tabs' roots and the Kanji tab's detail of 日
            #expect(counter.count == 4)
        }
    }

    @Test func backspace_unchooses_then_and_a_dimmed_component_says_why() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.openRadicalPicker()
        let picker = try #require(browser.topPicker)
        picker.toggle("木")
        picker.toggle("氵")
        picker.handle(.removeLastComponent)
        #expect(picker.selected == ["木"])
        picker.handle(.clearComponents)
        #expect(picker.selected.isEmpty)
        picker.toggle("木")
        let dimmed = try #require(picker.components.first { !picker.available.contains($0.character) })
        picker.toggle(dimmed.character)
        #expect(picker.selected == ["木"])
        #expect(picker.notice?.contains(dimmed.character) == true)
    }

    @Test func the_about_page_opens_over_the_picker_and_back_returns() throws {
        let browser = try KanjiBrowser.inMemory(store: Dataset.fullStore())
        browser.openRadicalPicker()
        browser.handle(.follow(.about))
        #expect(browser.location == AppLink(tab: .radicals, routes: [.about]))
        browser.handle(.back)
        #expect(browser.location == AppLink(tab: .radicals, routes: []))
    }
}

/// Arrows move both ways through the component grid: Left/Right by one, Up/Down by a line of the grid.
@Suite struct RadicalGridTests {
    @Test func left_right_move_one_component_and_up_down_a_line() throws {
        let store = Dataset.fullStore()
        let picker = RadicalPickerViewModel(components: try store.components(), index: try store.componentIndex(), coordinator: nil)
        picker.setComponentsPerLine(20)
        picker.handle(.nextComponent)
        #expect(picker.componentIndex == 1)
        picker.handle(.down)
        #expect(picker.componentIndex == 21)
        picker.handle(.up)
        picker.handle(.previousComponent)
        #expect(picker.componentIndex == 0)
        picker.handle(.previousComponent)
        #expect(picker.componentIndex == 0, "the first component stays first")
    }
}
