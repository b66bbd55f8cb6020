import Foundation
import TestResources
import Testing

/// Features meet only through routes and Components (issue 46; docs/design.md, Layers): no file in
/// `Sources/Browser/Features/X` names a type declared in `Features/Y`, and no file in `Sources/TerminalUI/Screens/X`
/// one declared in `Screens/Y`. What several features use lives in `Components/`, where a screen goes is an
/// `AppRoute`, and a result that crosses comes back typed through the flow — so a new screen's folder is all a reader
/// of it needs, and moving or deleting one feature touches no other's.
///
/// The types a folder declares are read from its sources: every type (class, struct, enum, protocol, actor,
/// typealias) declared at a file's top level and not private. A file's names are its identifiers outside comments.
@Suite struct FeatureBoundaryTests {
    /// The crossings allowed for now, each between two folders (either way) and with its reason: at most two, and
    /// each must still be needed, so the list only shrinks.
    static let exceptions: [Set<String>: String] = [:]

    @Test func no_feature_names_a_type_declared_in_another_feature() throws {
        let crossings = try Rooms(root: "Sources/Browser", rooms: "Features").crossings()
        #expect(crossings.filter { Self.exceptions[[$0.from, $0.to]] == nil }.map(\.description) == [])
    }

    @Test func no_screen_folder_names_a_type_declared_in_another() throws {
        let crossings = try Rooms(root: "Sources/TerminalUI", rooms: "Screens").crossings()
        #expect(crossings.filter { Self.exceptions[[$0.from, $0.to]] == nil }.map(\.description) == [])
    }

    @Test func the_exceptions_are_at_most_two_and_each_still_needed() throws {
        #expect(Self.exceptions.count <= 2)
        let crossings = try Rooms(root: "Sources/Browser", rooms: "Features").crossings()
            + Rooms(root: "Sources/TerminalUI", rooms: "Screens").crossings()
        let crossed = Set(crossings.map { Set([$0.from, $0.to]) })
        #expect(Self.exceptions.keys.filter { !crossed.contains($0) }.map { $0.sorted().joined(separator: " ↔ ") } == [],
                "an exception no file needs any more: take it out of the list")
    }

    /// It finds what it looks for: the pair the exceptions name is seen crossing, or the scan would pass by reading
    /// nothing.
    @Test func the_scan_reads_the_folders_and_their_declarations() throws {
        let features = try Rooms(root: "Sources/Browser", rooms: "Features")
        #expect(features.declared["ReviewCardViewModel"] == ["Features/Review"])
        #expect(features.declared["KanjiDetailViewModel"] == ["Features/KanjiDetail"])
        #expect(features.files.count > 15, "every feature folder is read")
        let screens = try Rooms(root: "Sources/TerminalUI", rooms: "Screens")
        #expect(screens.declared["DrawRenderer"] == ["Screens/Draw"])
    }
}

/// One layer's feature folders (`Sources/Browser/Features/*`, `Sources/TerminalUI/Screens/*`): the types each
/// declares and the names each file uses.
private struct Rooms {
    /// A file of one folder naming a type only another folder declares.
    struct Crossing: Hashable, CustomStringConvertible {
        let from: String
        let to: String
        let file: String
        let type: String

        var description: String { "\(file) names \(type), declared in \(to)" }
    }

    /// Each folder ("Features/Reader") with its files: the path under the root and the identifiers outside comments.
    let files: [String: [(path: String, names: Set<String>)]]
    /// Each type declared at a file's top level, not private, with the folders that declare it.
    let declared: [String: Set<String>]

    /// `class`, `struct`, `enum`, `protocol`, `actor` or `typealias` at a line's start, after modifiers other than
    /// `private` and `fileprivate` (whose types no other file can name).
    private static let declaration =
        /^(?:(?:public|internal|package|final|nonisolated|indirect|@\w+(?:\([^)]*\))?)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)/

    /// - Parameters:
    ///   - root: the module's sources, from the checkout's root.
    ///   - rooms: the folder under it whose subfolders are the features; files directly in it (the registry of
    ///     screens, shared protocols) belong to no feature.
    init(root: String, rooms: String) throws {
        let base = Checkout.path(root + "/" + rooms)
        var files: [String: [(path: String, names: Set<String>)]] = [:]
        var declared: [String: Set<String>] = [:]
        for folder in try FileManager.default.contentsOfDirectory(atPath: base).sorted() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base + "/" + folder, isDirectory: &isDirectory), isDirectory.boolValue,
                  let enumerator = FileManager.default.enumerator(atPath: base + "/" + folder) else { continue }
            let room = rooms + "/" + folder
            for case let file as String in enumerator where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: base + "/" + folder + "/" + file, encoding: .utf8)
                var names: Set<String> = []
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    if let match = line.prefixMatch(of: Self.declaration) { declared[String(match.1), default: []].insert(room) }
                    let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                    names.formUnion(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
                }
                files[room, default: []].append((path: room + "/" + file, names: names))
            }
        }
        self.files = files
        self.declared = declared
    }

    /// Every type a folder's file names that only other folders declare, in file order.
    func crossings() -> [Crossing] {
        files.keys.sorted().flatMap { room in
            files[room, default: []].flatMap { file in
                file.names.sorted().flatMap { name -> [Crossing] in
                    guard let owners = declared[name], !owners.contains(room) else { return [] }
                    return owners.sorted().map { Crossing(from: room, to: $0, file: file.path, type: name) }
                }
            }
        }
    }
}
