// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScreenSpec",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "screenspec", targets: ["screenspec"]),
        .library(name: "ScreenSpec", targets: ["ScreenSpec"]),
        .library(name: "Mustache", targets: ["Mustache"]),
        .library(name: "YAMLSource", targets: ["YAMLSource"]),
        .plugin(name: "ScreenSpecBuildPlugin", targets: ["ScreenSpecBuildPlugin"]),
        .plugin(name: "ScreenSpecCommandPlugin", targets: ["ScreenSpecCommandPlugin"]),
    ],
    targets: [
        // The system libyaml, seen through a module map.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // YAML bytes -> node tree with marks. Knows nothing about screens.
        .target(name: "YAMLSource", dependencies: ["CLibYAML"]),
        // The Mustache template engine. Knows nothing about screens.
        .target(name: "Mustache"),
        // The compiler: load -> check -> build context -> render.
        // Its `Generation/EmbeddedTemplates.swift` is written from `Templates/` by `make templates`
        // (the embed-templates tool), and `Generation/ContextLookups.swift` and
        // `Graph/DocsContextLookups.swift` from the declarations of the template and docs contexts
        // (the context-lookups tool); tests fail when they are out of date.
        .target(name: "ScreenSpec", dependencies: ["YAMLSource", "Mustache"]),
        // The thin command-line tool.
        .executableTarget(name: "screenspec", dependencies: ["ScreenSpec", "Mustache"]),

        // Writes `Templates/` as Swift string literals into the ScreenSpec module (`make templates`).
        .executableTarget(name: "embed-templates"),
        // Writes how templates read the template context's fields (`make templates`).
        .executableTarget(name: "context-lookups"),

        // For users' packages: generate a target's navigation code at build time from its specs,
        // and `swift package screenspec …` to run the tool on the package.
        .plugin(name: "ScreenSpecBuildPlugin", capability: .buildTool(), dependencies: ["screenspec"]),
        .plugin(
            name: "ScreenSpecCommandPlugin",
            capability: .command(
                intent: .custom(verb: "screenspec", description: "Check, generate, draw or document ScreenSpec navigation specs"),
                permissions: [.writeToPackageDirectory(
                    reason: "screenspec generate, scaffold, docs, init and graph --output write files into the package")]
            ),
            dependencies: ["screenspec"]
        ),

        .testTarget(name: "YAMLSourceTests", dependencies: ["YAMLSource"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        // Depends on the executable too: its argument parser is unit-tested, and the end-to-end tests
        // run the built binary.
        .testTarget(name: "ScreenSpecTests", dependencies: ["ScreenSpec", "screenspec"], exclude: ["Goldens", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
