// swift-tools-version: 6.0
// A package whose docs are checked against it, as a library's README and DocC articles are.
import PackageDescription

let package = Package(
    name: "Greeter",
    products: [.library(name: "Greeter", targets: ["Greeter"])],
    targets: [.target(name: "Greeter")]
)
