import ScreenSpec
import Testing

/// Any input, however broken, ends in diagnostics — never a crash or a hang.
@Suite struct LoaderRobustnessTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Checks the loader's contract on one input: errors whenever nothing was built, and every
    /// diagnostic inside the file.
    static func expectDiagnosedCleanly(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let outcome = loadSources([SourceFile(path: "input.yaml", bytes: bytes)])
        if outcome.loaded == nil {
            #expect(outcome.diagnostics.contains { $0.severity == .error }, sourceLocation: sourceLocation)
        }
        for diagnostic in outcome.diagnostics {
            #expect(diagnostic.location.file == "input.yaml", sourceLocation: sourceLocation)
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, sourceLocation: sourceLocation)
            #expect(!diagnostic.message.isEmpty, sourceLocation: sourceLocation)
        }
    }

    @Test func randomBytesEndInDiagnostics() {
        var generator = SplitMix(state: 2024)
        for _ in 0..<300 {
            let count = Int.random(in: 0...512, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            Self.expectDiagnosedCleanly(bytes)
        }
    }

    @Test func randomSpecCharactersEndInDiagnostics() {
        // Bytes a spec is made of, so the parser gets further than with noise.
        let alphabet = Array("app:name tabs- id:screens{}[],&*!|>'\"#\n  \t?<<:~nullHome".utf8)
        var generator = SplitMix(state: 7)
        for _ in 0..<500 {
            let count = Int.random(in: 0...200, using: &generator)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            Self.expectDiagnosedCleanly(bytes)
        }
    }

    @Test func mutatedExampleSpecsEndInDiagnostics() throws {
        let text = Array("""
            app:
              name: Demo
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
            toolbars:
              main:
                - { id: a, label: A, placement: topBarLeading, action: { open: Home, tab: home } }
            screens:
              Home:
                toolbar: main
                params: { a: { type: Int, default: 3 }, b: String? }
                links: [ { push: Home }, { sheet: Home } ]
            """.utf8)
        var generator = SplitMix(state: 99)
        for _ in 0..<500 {
            var bytes = text
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(text.randomElement(using: &generator)!, at: index)
                default: bytes[index] = text.randomElement(using: &generator)!
                }
            }
            Self.expectDiagnosedCleanly(bytes)
        }
    }

    @Test func nulBytesAreASyntaxError() {
        let outcome = loadSources([SourceFile(path: "nul.yaml", bytes: Array("app:\n  name: A\u{0}B\n".utf8))])
        #expect(outcome.diagnostics.map(\.id) == ["yaml.syntax"])
        #expect(outcome.diagnostics.first?.location.line == 2)
        #expect(outcome.loaded == nil)
    }

    @Test func utf16FilesAreAnEncodingError() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "app:\n  name: Demo\n".utf16 {
            bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let outcome = loadSources([SourceFile(path: "utf16.yaml", bytes: bytes)])
        #expect(outcome.diagnostics.map(\.id) == ["yaml.encoding"])
        #expect(outcome.diagnostics.first?.location.description == "utf16.yaml:1:1")
        #expect(outcome.loaded == nil)
    }

    @Test func aUTF8ByteOrderMarkIsAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("app:\n  name: Demo\n  root: Home\nscreens:\n  Home: {}\n".utf8)
        let outcome = loadSources([SourceFile(path: "bom.yaml", bytes: bytes)])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(describe))")
        #expect(outcome.spec?.app.name.location.description == "bom.yaml:2:9")
    }

    @Test func deeplyNestedSpecValuesStayWithinTheLimit() {
        let text = "app:\n  name: " + String(repeating: "[", count: 1000) + "\n"
        let outcome = loadSources([(path: "deep.yaml", text: text)])
        #expect(outcome.diagnostics.map(\.id) == ["yaml.limit"])
    }

    @Test func aManyScreenSpecLoadsInOrder() async throws {
        var text = "app:\n  name: Big\n  root: S0\nscreens:\n"
        for index in 0..<5_000 {
            text += "  S\(index):\n    title: Screen \(index)\n    params: { id: Int, note: { type: String, default: x } }\n"
            text += "    links: [ { push: S\(index + 1) } ]\n"
        }
        let big = text
        let outcome = try await OwnThread.run { loadSources([(path: "big.yaml", text: big)]) }
        #expect(outcome.diagnostics.isEmpty)
        let spec = try #require(outcome.spec)
        #expect(spec.screens.count == 5_000)
        #expect(spec.screens.last?.id.value == "S4999")
        #expect(spec.screens.last?.links.first?.target.value == "S5000")
    }
}
