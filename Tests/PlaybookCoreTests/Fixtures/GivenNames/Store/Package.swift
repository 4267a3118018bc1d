// swift-tools-version: 6.0
// A library whose API names its parameters consistently: `_ store: Store` wherever a store is taken.
import PackageDescription

let package = Package(
    name: "Store",
    products: [.library(name: "Store", targets: ["Store"])],
    targets: [.target(name: "Store")]
)
