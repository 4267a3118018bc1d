// swift-tools-version: 6.0
// The package `Kit` builds on: its product is named otherwise than the package.
import PackageDescription

let package = Package(
    name: "Journal",
    products: [.library(name: "JournalKit", targets: ["JournalKit"])],
    targets: [.target(name: "JournalKit")]
)
