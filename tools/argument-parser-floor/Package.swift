// swift-tools-version:6.2
// `make bench`'s floor for the instruction counts of issue 10: a program that only parses a command of the
// shape of `kanji-tui show 日` with swift-argument-parser, linked as kanji-tui's release binary is (static
// executable, static stdlib), with nothing else in it. What it counts is what parsing costs before any work,
// on a binary with ~3,500 protocol-conformance records (the stdlib, FoundationEssentials, the parser) instead
// of kanji-tui's ~6,500 (Foundation and GRDB too).
import PackageDescription

let package = Package(
    name: "argument-parser-floor",
    dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")],
    targets: [
        .executableTarget(
            name: "argument-parser-floor",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            linkerSettings: [.unsafeFlags(["-static-executable", "-use-ld=lld"])]
        ),
    ]
)
