import Testing
import UserData

@Suite struct LocationTests {
    @Test func the_flag_wins_over_the_variable_which_wins_over_xdg() throws {
        let environment = ["KANJI_TUI_USER_DATA": "/env/u.sqlite", "XDG_DATA_HOME": "/xdg", "HOME": "/home/a"]
        #expect(try UserDataLocation.path(explicit: "/flag/u.sqlite", environment: environment) == "/flag/u.sqlite")
        #expect(try UserDataLocation.path(explicit: nil, environment: environment) == "/env/u.sqlite")
    }

    @Test func xdg_data_home_then_the_home_directory() throws {
        #expect(try UserDataLocation.path(explicit: nil, environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/a"])
                == "/xdg/kanji-tui/user.sqlite")
        #expect(try UserDataLocation.path(explicit: nil, environment: ["HOME": "/home/a"])
                == "/home/a/.local/share/kanji-tui/user.sqlite")
    }

    @Test func a_relative_or_empty_xdg_data_home_is_ignored_as_the_spec_says() throws {
        #expect(try UserDataLocation.path(explicit: nil, environment: ["XDG_DATA_HOME": "data", "HOME": "/h"])
                == "/h/.local/share/kanji-tui/user.sqlite")
        #expect(try UserDataLocation.path(explicit: nil, environment: ["XDG_DATA_HOME": "", "KANJI_TUI_USER_DATA": "", "HOME": "/h"])
                == "/h/.local/share/kanji-tui/user.sqlite")
    }

    @Test func nowhere_to_go_is_an_error_that_says_how_to_choose() {
        #expect {
            try UserDataLocation.path(explicit: nil, environment: [:])
        } throws: { error in
            let error = error as? UserDataError
            return error?.problem == .noLocation && error?.message.contains("--user-data PATH") == true
        }
    }
}
