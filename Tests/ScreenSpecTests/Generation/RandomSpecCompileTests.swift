import Foundation
import ScreenSpec
import Testing

/// Specs drawn at random (`RandomSpec`), one per way of showing an app and per platform list, each
/// checking clean and then compiling without a warning for every platform it lists under every
/// build setting: the combinations no example spells out (a badged tab in a sidebar section, an
/// alert over a sheet without a stack, a menu's `selectTab` in a single platform's app…).
/// `SCREENSPEC_RANDOM_SEEDS=1-40` draws those seeds for each shape instead of the fixed one.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct RandomSpecCompileTests {
    static let shapes: [RandomSpec.Shape] = [
        .init(targets: ["iOS 17"], tabStyle: "tabBar"),
        .init(targets: ["iOS 16", "macOS 13"], tabStyle: "splitView"),
        .init(targets: ["iOS 18", "macOS 15"], tabStyle: "sidebarAdaptable"),
        .init(targets: ["iOS 26"], tabStyle: nil),
        .init(targets: ["macOS 14"], tabStyle: "tabBar"),
    ]

    /// The seeds to draw: by default one, the same on every run.
    static var seeds: [UInt64] {
        let range = ProcessInfo.processInfo.environment["SCREENSPEC_RANDOM_SEEDS"]?.split(separator: "-").compactMap { UInt64($0) }
        guard let range, let first = range.first, let last = range.last, first <= last else { return [7] }
        return Array(first...last)
    }

    @Test(arguments: shapes)
    func aRandomSpecChecksCleanAndCompiles(shape: RandomSpec.Shape) async throws {
        for seed in Self.seeds {
            let yaml = RandomSpec.yaml(shape, seed: seed)
            let graph = try #require(AppBuildFixtures.checkedGraph(yaml: yaml), "seed \(seed):\n\(yaml)")
            try await PlatformMatrixTests.assertMatrixClean(ContextBuilder.build(graph))
        }
    }

    /// The deep-link tests `generate --tests` writes for the spec (every link opened, and
    /// `url(for:)` the inverse of `handle(_:)` with values that need percent-encoding) pass.
    @Test(arguments: shapes)
    func aRandomSpecsDeepLinksRoundTrip(shape: RandomSpec.Shape) async throws {
        for seed in Self.seeds {
            let graph = try #require(AppBuildFixtures.checkedGraph(yaml: RandomSpec.yaml(shape, seed: seed)))
            guard !DeepLinkCatalogue(graph).entries.isEmpty else { continue }
            try await UniversalLinksTests().expectGeneratedTestsPass(graph)
        }
    }

    @Test func theSameSeedDrawsTheSameSpec() {
        let shape = Self.shapes[1]
        #expect(RandomSpec.yaml(shape, seed: 3) == RandomSpec.yaml(shape, seed: 3))
        #expect(RandomSpec.yaml(shape, seed: 3) != RandomSpec.yaml(shape, seed: 4))
    }
}
