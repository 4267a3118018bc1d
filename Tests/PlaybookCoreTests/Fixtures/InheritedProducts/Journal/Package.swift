// swift-tools-version: 6.0
// The package `Kit` builds on: its product is named otherwise than the package, and `Kit`'s tests alone use its
// extras.
import PackageDescription

let package = Package(
    name: "Journal",
    products: [
        .library(name: "JournalKit", targets: ["JournalKit"]),
        .library(name: "JournalExtras", targets: ["JournalExtras"]),
    ],
    targets: [.target(name: "JournalKit"), .target(name: "JournalExtras")]
)
