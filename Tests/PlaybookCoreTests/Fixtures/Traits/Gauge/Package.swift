// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Gauge",
    products: [.library(name: "Gauge", targets: ["Gauge"])],
    traits: [.trait(name: "Calibrated", description: "Readings corrected by the gauge's calibration.")],
    targets: [.target(name: "Gauge")]
)
