import ArgumentParser
import UserData
import YomitanDictionaries

/// Where the `dict` commands find the dictionaries: `dictionaries/` beside the user database (`--user-data`, then
/// `$KANJI_TUI_USER_DATA`, then the XDG data directory).
struct DictionaryLibraryOptions: ParsableArguments {
    @OptionGroup var userData: UserDataOptions

    /// The library, or exit status 2 when no place for user data is known.
    func library() throws -> DictionaryLibrary {
        DictionaryLibrary(besideUserDatabase: try UserDataExit.onError { () throws(UserDataError) in try userData.location() })
    }

    /// Runs a change to the library: a title not installed is exit status 1, a folder that cannot be written 2.
    static func onError<Value>(_ body: () throws(LibraryError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            TextOutput.standardError.write("kanji-tui: \(error)\n")
            switch error.kind {
            case .notInstalled, .alreadyInstalled: throw ExitCode(1)
            case .storage: throw ExitCode(2)
            }
        }
    }

    /// Reads the library: a damaged manifest or dictionary is exit status 2.
    static func onStorageError<Value>(_ body: () throws(StorageError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            TextOutput.standardError.write("kanji-tui: \(error)\n")
            throw ExitCode(2)
        }
    }
}
