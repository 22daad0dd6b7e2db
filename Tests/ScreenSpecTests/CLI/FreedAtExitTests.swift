import Foundation
@testable import screenspec
import Testing

/// The command context keeps a run's large results until the context goes: the executable's
/// lives until `exit`, so those results are never freed piece by piece.
@Suite struct FreedAtExitTests {
    private final class Probe: Sendable {}

    @Test("A kept value lives as long as the keeper, and no longer")
    func keepsUntilFreed() {
        weak var probe: Probe?
        var keeper: FreedAtExit? = FreedAtExit()
        do {
            let value = Probe()
            probe = value
            keeper?.keep(value)
        }
        #expect(probe != nil)
        #expect(keeper?.count == 1)
        keeper = nil
        #expect(probe == nil)
    }

    @Test("generate hands the checked spec, the template context, the parsed templates and the files to the context")
    func generateKeepsItsResults() throws {
        try SwiftToolchain.withScratchDirectory { output in
            let spec = ScreenSpecBinary.projectRoot.appendingPathComponent("Specs/PopToRoot/poptoroot.yaml").path
            let context = CommandContext(console: CapturingConsole(terminal: false))
            let code = ScreenSpecTool.run(["generate", spec, "--output", output.path, "--quiet"], context: context)
            #expect(code == .success)
            #expect(context.freedAtExit.count == 4)
        }
    }

    @Test("check hands the checked spec to the context")
    func checkKeepsTheSpec() {
        let spec = ScreenSpecBinary.projectRoot.appendingPathComponent("Specs/PopToRoot/poptoroot.yaml").path
        let context = CommandContext(console: CapturingConsole(terminal: false))
        #expect(ScreenSpecTool.run(["check", spec], context: context) == .success)
        #expect(context.freedAtExit.count == 1)
    }
}
