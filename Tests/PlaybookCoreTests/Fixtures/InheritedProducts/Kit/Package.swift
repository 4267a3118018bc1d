// swift-tools-version: 6.0
// A package built on another one, whose product its users import beside it.
import PackageDescription

let package = Package(
    name: "Kit",
    products: [.library(name: "Kit", targets: ["Kit"])],
    dependencies: [.package(path: "../Journal")],
    targets: [
        .target(name: "Kit", dependencies: [.product(name: "JournalKit", package: "Journal")]),
        .testTarget(name: "KitTests", dependencies: ["Kit", .product(name: "JournalExtras", package: "Journal")]),
    ]
)
