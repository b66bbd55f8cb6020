// swift-tools-version:5.9
// Coordination: the navigation core of kanji-tui, a package of its own so that an app adopts it without resolving
// the app's dependencies. Swift tools 5.9 (Xcode 15), so it builds on the toolchains iOS developers have: Swift 5
// language mode, nothing that needs Swift 6 syntax. No dependencies, on purpose: the docs plugin is the root
// package's (`make docs` there builds this catalog).
import PackageDescription

/// Complete concurrency checking in Swift 5 mode: every public type states its isolation (`@MainActor`), and an
/// adopter compiling in Swift 6 mode must see no warning the library could have caught. A feature flag rather than
/// `unsafeFlags`, which SwiftPM refuses in a package depended on by URL.
let strictConcurrency: [SwiftSetting] = [.enableExperimentalFeature("StrictConcurrency")]

let package = Package(
    name: "Coordination",
    // XCoordinator's floor: the library needs Swift concurrency's main actor and nothing newer. The tests use
    // Swift Testing's core (`@Test`, `#expect`), declared for the same systems; none of its newer traits.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [
        .library(name: "Coordination", targets: ["Coordination"]),
    ],
    targets: [
        // Stack, coordinator tree, flows, tabs, routes and their navigator, inspector; its DocC catalog is
        // Sources/Coordination/Coordination.docc, whose articles show the code of Snippets/ (built by
        // `swift build`, run by the root's `make test-coordination`).
        .target(name: "Coordination", swiftSettings: strictConcurrency),
        // No main-actor default here either: the tests use Coordination as an app that depends on it does.
        .testTarget(name: "CoordinationTests", dependencies: ["Coordination"], swiftSettings: strictConcurrency),
    ]
)
