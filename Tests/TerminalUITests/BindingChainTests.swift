import Browser
import FSRS
import TestSupport
import Testing
@testable import TerminalUI

/// The binding chain and the tables it is made of: every kind of screen has its keys in the help, and every key
/// a footer names does what the footer says, on every kind of screen.
@Suite struct BindingChainTests {
    private let size = TerminalSize(rows: 24, columns: 80)

    @Test func every_kind_of_screen_has_a_named_section_with_rows_in_the_readme_table() {
        let names = AppScreen.Kind.allCases.map { KeyHelp.section(for: $0).name }
        #expect(Set(names).count == names.count, "two kinds of screen share a section name: \(names)")
        let table = KeyHelp.markdownTable
        for kind in AppScreen.Kind.allCases {
            let section = KeyHelp.section(for: kind)
            #expect(!section.name.isEmpty, "\(kind) has no section name")
            #expect(!section.rows.isEmpty, "\(section.name) lists no keys")
            #expect(table.contains("| **\(section.name)** | |"), "the README's table has no \(section.name) section")
        }
    }

    /// A random walk until every kind of screen was on top: each shows its own kind's keys in the help, and each
    /// footer entry it shows — its own and the global ones — is the binding its keys reach through the chain.
    @Test func every_screen_shows_its_kinds_keys_and_every_footer_key_reaches_its_binding() throws {
        var seen: Set<AppScreen.Kind> = []
        // A seed whose walk finishes a review (most keep so many cards that none ends within the steps); then a walk
        // whose deck keeps kanji as writing cards, for the writing review.
        for (seed, keptKind) in [(UInt64(6), CardKind.recognition), (7, .writing)] {
            let deck = InMemoryStudyDeck()
            deck.keptKind = keptKind
            let browser = GoldenGrid.browser(study: deck)
            let app = TerminalApp(browser: browser)
            var user = RandomUser(seed: seed)
            for _ in 0..<20_000 where seen.count < AppScreen.Kind.allCases.count {
                user.act(on: browser)
                let top = browser.stack.top
                guard top.interactive.prompt == nil, seen.insert(top.kind).inserted else { continue }
                _ = app.render(size: size)
                let screen = PresentedScreen(top)
                let section = KeyHelp.section(for: top.kind)
                #expect(screen.table.name == section.name)
                #expect(KeyHelp.overlayLines(for: screen).contains("# \(section.name)"))
                try expectFooterKeysReachTheirBindings(in: [screen.table, app.globalTable], through: app.bindingChain())
            }
        }
        #expect(seen == Set(AppScreen.Kind.allCases), "the walk never showed \(Set(AppScreen.Kind.allCases).subtracting(seen))")
    }

    @Test func the_help_overlays_keys_are_its_own_and_any_other_key_closes_it() {
        let app = TerminalApp(browser: GoldenGrid.browser())
        app.handle(.character("?"))
        let chain = app.bindingChain()
        #expect(chain.tables.map(\.name) == [HelpBindings.name])
        #expect(chain.binding(for: .character("j"))?.help == "scroll the help")
        #expect(chain.binding(for: .character("/"))?.help == "close the help", "the screen's keys do not reach past the help")
    }

    @Test func a_prompt_that_opened_by_itself_passes_the_tab_digits_on_and_a_search_prompt_types_them() {
        let browser = GoldenGrid.browser()
        let app = TerminalApp(browser: browser)
        app.handle(.character("2"))  // the Words tab opens with its search line, asked for by nobody
        #expect(app.bindingChain().binding(for: .character("3"))?.help == GlobalBindings.all.first { $0.keys.contains(.character("3")) }?.help)
        app.handle(.character("1"))
        app.handle(.character("/"))
        #expect(app.bindingChain().binding(for: .character("3"))?.help == "typed into the prompt")
    }

    @Test func a_click_on_a_tab_and_its_digit_key_show_the_same_tab() throws {
        let clicked = GoldenGrid.browser()
        let clickingApp = TerminalApp(browser: clicked)
        let target = try #require(clickingApp.render(size: size).clickTargets.first { $0.item == .init("tabs", AppTab.radicals.rawValue) })
        clickingApp.handle(.mouse(MouseEvent(.click, row: target.row, column: target.columns.lowerBound)))
        let typed = GoldenGrid.browser()
        TerminalApp(browser: typed).handle(.character("3"))
        #expect(clicked.location == typed.location)
        #expect(clicked.application.selectedIndex == typed.application.selectedIndex)
    }

    /// Each key a footer entry of `tables` names ("j/k move", "+/- strokes") is bound in the entry's table, and
    /// pressing it reaches that binding through `chain`: no earlier binding takes the key the footer promises.
    private func expectFooterKeysReachTheirBindings(in tables: [BindingChain.Table], through chain: BindingChain) throws {
        for table in tables {
            let applying = table.bindings.filter { $0.applies(()) }
            for entry in applying.compactMap(\.footerEntry) {
                for label in entry.key.split(separator: "/").map(String.init) {
                    let owner = try #require(applying.first { $0.keys.contains { $0.label == label } },
                                             "\(table.name): the footer's \(label) \(entry.action) is bound to nothing there")
                    let key = try #require(owner.keys.first { $0.label == label })
                    let reached = chain.binding(for: key)
                    #expect(reached?.help == owner.help && reached?.keyLabels == owner.keyLabels,
                            "\(table.name): \(label) reaches \(reached?.help ?? "nothing"), not \"\(owner.help)\"")
                }
            }
        }
    }
}
