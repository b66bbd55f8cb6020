import Foundation
import TestResources
import Testing

/// Each coordinator gets the services it uses, named in its initialiser (issue 46; docs/design.md, "Services"): a
/// feature's folder declares its composition of the capability protocols (`typealias HistoryServices = …`), its
/// coordinators take that, and no file there names the whole ``BrowserServices`` or reaches it through the
/// navigator. So a reader of one feature's folder sees everything it can touch, and a service added for one feature
/// is seen by no other.
@Suite struct FeatureServicesTests {
    @Test func no_feature_names_the_whole_services_or_reaches_them_through_the_navigator() throws {
        let reaches = try FeatureSources().files.flatMap { file in
            file.codeLines.enumerated().compactMap { number, line in
                Self.reachesWholeServices(line) ? "\(file.path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))" : nil
            }
        }
        #expect(reaches == [])
    }

    @Test func every_feature_coordinator_takes_a_composition_its_folder_declares() throws {
        let sources = try FeatureSources()
        var coordinators = 0
        var problems: [String] = []
        for file in sources.files {
            for line in file.codeLines {
                guard let coordinator = line.firstMatch(of: Self.coordinatorClass) else { continue }
                coordinators += 1
                let taken = file.codeLines.compactMap { $0.firstMatch(of: Self.servicesParameter).map { String($0.1) } }
                guard let composition = taken.first else {
                    problems.append("\(file.path): \(coordinator.1) takes no `services: any …Services` in its initialiser")
                    continue
                }
                if !sources.declarations(in: file.folder).contains(composition) {
                    problems.append("\(file.path): \(coordinator.1) takes \(composition), which \(file.folder) does not declare")
                }
            }
        }
        #expect(problems == [])
        #expect(coordinators >= 13, "every feature coordinator is read (\(coordinators) found)")
    }

    /// The scan sees what it looks for in code and not in comments, so the tests above cannot pass by reading nothing.
    @Test func the_scan_tells_code_from_comments() throws {
        #expect(Self.reachesWholeServices("    private let services: BrowserServices"))
        #expect(Self.reachesWholeServices("        let store = navigator.services.store"))
        #expect(Self.reachesWholeServices("        let strokes = self.navigator?.services.strokes"))
        #expect(!Self.reachesWholeServices("    private let services: any HistoryServices"))
        #expect(FeatureSource.code(of: "/// Unlike BrowserServices, navigator.services is not read here") == "")
        #expect(try FeatureSources().files.count > 15, "every feature folder is read")
    }

    /// Whether a line of code names the whole services: the type, or the navigator's copy of them. Word edges are
    /// written out: Unicode's word boundaries (`\b`) see `navigator.services.store` as one word.
    static func reachesWholeServices(_ line: String) -> Bool {
        line.contains(/(?:^|[^\w])BrowserServices(?!\w)/) || line.contains(/(?:^|[^\w])navigator\??\.services(?!\w)/)
    }

    /// A coordinator class declared at a line's start: a ``BrowserCoordinator`` or a flow.
    private static let coordinatorClass = /^(?:public\s+)?(?:final\s+)?class\s+(\w+)\s*:\s*(?:BrowserCoordinator|FlowCoordinator)\b/
    /// The composition an initialiser takes.
    private static let servicesParameter = /\binit\(.*\bservices:\s*any\s+(\w+)/
}

/// One Swift file of `Sources/Browser/Features`, its code without comments.
private struct FeatureSource {
    /// Its folder under the module ("Features/History").
    let folder: String
    /// Its path under the module.
    let path: String
    /// Its lines, each without what follows `//`.
    let codeLines: [String]

    static func code(of line: String) -> String {
        String(line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...])
    }
}

/// Every file of the feature folders, and the typealiases each folder declares.
private struct FeatureSources {
    let files: [FeatureSource]

    init() throws {
        let base = Checkout.path("Sources/Browser/Features")
        var files: [FeatureSource] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: base).sorted() {
            guard let enumerator = FileManager.default.enumerator(atPath: base + "/" + folder) else { continue }
            for case let file as String in enumerator where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: base + "/" + folder + "/" + file, encoding: .utf8)
                files.append(FeatureSource(folder: "Features/" + folder, path: "Features/\(folder)/\(file)",
                                           codeLines: text.split(separator: "\n", omittingEmptySubsequences: false)
                                               .map { FeatureSource.code(of: String($0)) }))
            }
        }
        self.files = files
    }

    /// The names `folder`'s files declare as typealiases.
    func declarations(in folder: String) -> Set<String> {
        Set(files.filter { $0.folder == folder }.flatMap { file in
            file.codeLines.compactMap { $0.firstMatch(of: /^(?:public\s+)?typealias\s+(\w+)\s*=/).map { String($0.1) } }
        })
    }
}
