// swift-tools-version:6.0
// Layers, top to bottom (each depends only on those below it):
//   kanji-tui (executable) → TerminalUI → KanjiScreens → Coordination
//                                      ↘ KanjiKit ↙
// Only TerminalUI imports ncurses (CNcursesw) and the C signal guard (CTerminalGuard).
import PackageDescription

let package = Package(
    name: "kanji-tui",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "kanji-tui", targets: ["kanji-tui"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "KanjiKit"),
        .target(name: "Coordination"),
        .target(name: "KanjiScreens", dependencies: ["KanjiKit", "Coordination"]),
        .executableTarget(
            name: "kanji-tui",
            dependencies: [
                "KanjiKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "KanjiKitTests", dependencies: ["KanjiKit"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CoordinationTests", dependencies: ["Coordination", "TestSupport"]),
        .testTarget(name: "KanjiScreensTests", dependencies: ["KanjiScreens", "TestSupport"]),
        .testTarget(name: "CommandLineTests", dependencies: ["kanji-tui"]),
    ],
    swiftLanguageModes: [.v6]
)
