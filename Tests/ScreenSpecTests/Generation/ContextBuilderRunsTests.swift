// The template context of a large spec is built in runs of screens on several threads; every
// part must be the value a single run builds.

import Testing
@testable import ScreenSpec

@Suite("Context built in runs")
struct ContextBuilderRunsTests {
    @Test("screens built in runs give the parts one run gives", arguments: [false, true])
    func runsJoinToOneRun(singleStack: Bool) {
        let graph = NavigationGraph(spec: LargeSpecTests.largeSpec(screenCount: 300, singleStack: singleStack))
        let builder = ContextBuilderRun(graph: graph)
        let whole = builder.screenParts(runLength: .max)
        #expect(whole.screens.count == 300)
        #expect(!whole.deepLinks.isEmpty)
        #expect(singleStack || !whole.sheets.isEmpty)
        for runLength in [1, 7, 64, 299] {
            let parts = builder.screenParts(runLength: runLength)
            #expect(parts.screens == whole.screens, "runs of \(runLength)")
            #expect(parts.destinations == whole.destinations, "runs of \(runLength)")
            #expect(parts.destinationNumbers == whole.destinationNumbers, "runs of \(runLength)")
            #expect(parts.destinationPositions == whole.destinationPositions, "runs of \(runLength)")
            #expect(parts.sheets == whole.sheets, "runs of \(runLength)")
            #expect(parts.deepLinks == whole.deepLinks, "runs of \(runLength)")
        }
    }
}
