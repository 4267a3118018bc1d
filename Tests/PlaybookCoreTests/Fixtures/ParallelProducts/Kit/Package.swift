// swift-tools-version: 6.0
// Two products for two versions of one API, declaring the same names: a reader imports one.
import PackageDescription

let package = Package(
    name: "Kit",
    products: [
        .library(name: "Kit30", targets: ["Kit30"]),
        .library(name: "Kit", targets: ["Kit"]),
    ],
    targets: [.target(name: "Kit30"), .target(name: "Kit")]
)
