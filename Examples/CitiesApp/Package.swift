// swift-tools-version: 6.0
import PackageDescription

// A package that uses ScreenSpec the way an app does: the build plugin turns the spec in
// Sources/CitiesApp/Specs/ into CitiesRoutes.swift, CitiesNavigator.swift and CitiesViews.swift
// at build time, and the tests drive the generated navigator (on Linux too: the SwiftUI glue
// compiles away where SwiftUI is missing).
let package = Package(
    name: "CitiesApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "CitiesApp", targets: ["CitiesApp"]),
    ],
    dependencies: [
        // In an app: .package(url: "https://…/ScreenSpec.git", from: "0.1.0").
        // `name:` keeps the `package:` references below independent of the checkout's folder name.
        .package(name: "ScreenSpec", path: "../.."),
    ],
    targets: [
        .target(
            name: "CitiesApp",
            plugins: [.plugin(name: "ScreenSpecBuildPlugin", package: "ScreenSpec")]
        ),
        .testTarget(name: "CitiesAppTests", dependencies: ["CitiesApp"]),
    ],
    swiftLanguageModes: [.v6]
)
