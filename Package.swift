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
        .executableTarget(
            name: "kanji-tui",
            dependencies: [
                "KanjiKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "KanjiKitTests", dependencies: ["KanjiKit"]),
        .testTarget(name: "CoordinationTests", dependencies: ["Coordination"]),
        .testTarget(name: "CommandLineTests", dependencies: ["kanji-tui"]),
    ],
    swiftLanguageModes: [.v6]
)
