// The SwiftUI stub (Tests/Support/SwiftUIStub) and the compiler helpers (Support/SwiftToolchain.swift):
// the stub must accept navigation code an iOS engineer writes, in the shape ScreenSpec generates,
// and reject the mistakes the real SDK rejects.

import Foundation
import Testing

@Suite("SwiftUI stub", .enabled(if: SwiftToolchain.isAvailable, "needs swiftc (set SWIFTC)"))
struct SwiftUIStubTests {
    // MARK: Positive: generated shapes compile cleanly

    @Test("the stub module builds")
    func stubBuilds() async throws {
        let directory = try await SwiftToolchain.swiftUIStubModuleDirectory()
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("SwiftUI.swiftmodule").path))
    }

    /// Compiler settings an app target may build the generated files with.
    enum BuildSettings: String, CaseIterable, Sendable {
        /// Plain Swift 6 language mode.
        case swift6
        /// What a new Xcode 26 app target uses: main-actor default isolation and "approachable concurrency".
        case defaultMainActor

        var arguments: [String] {
            switch self {
            case .swift6:
                return []
            case .defaultMainActor:
                return ["-default-isolation", "MainActor",
                        "-enable-upcoming-feature", "InferIsolatedConformances",
                        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]
            }
        }
    }

    @Test("routes, navigator, glue, skeletons and App type-check without a warning", arguments: BuildSettings.allCases)
    func glueTypeChecksCleanly(settings: BuildSettings) async throws {
        let result = try await SwiftToolchain.typecheck(
            sources: ["DemoRoutes.swift": SwiftUIStubSamples.routes, "DemoViews.swift": SwiftUIStubSamples.views],
            mode: .silDiagnostics,
            extraArguments: settings.arguments
        )
        #expect(result.isClean, "\(result)")
    }

    @Test("the iOS 16 ObservableObject variant type-checks without a warning", arguments: BuildSettings.allCases)
    func observableObjectVariantTypeChecksCleanly(settings: BuildSettings) async throws {
        let result = try await SwiftToolchain.typecheck(
            sources: ["DemoRoutes.swift": SwiftUIStubSamples.routes, "Legacy.swift": SwiftUIStubSamples.legacyObservableObject],
            mode: .silDiagnostics,
            extraArguments: settings.arguments
        )
        #expect(result.isClean, "\(result)")
    }

    @Test("overloads and modifiers beyond the main sample type-check without a warning", arguments: BuildSettings.allCases)
    func coverageTypeChecksCleanly(settings: BuildSettings) async throws {
        let result = try await SwiftToolchain.typecheck(
            source: SwiftUIStubSamples.coverage,
            fileName: "Coverage.swift",
            extraArguments: settings.arguments
        )
        #expect(result.isClean, "\(result)")
    }

    #if os(Linux)
    @Test("without the stub, #if canImport(SwiftUI) leaves only the plain Swift")
    func glueIsSkippedWithoutSwiftUI() async throws {
        let result = try await SwiftToolchain.typecheck(
            sources: ["DemoRoutes.swift": SwiftUIStubSamples.routes, "DemoViews.swift": SwiftUIStubSamples.views],
            againstSwiftUIStub: false
        )
        #expect(result.isClean, "\(result)")
    }
    #endif

    @Test("the navigator compiles and runs on its own")
    func navigatorRuns() async throws {
        try await SwiftToolchain.withScratchDirectory { directory in
            let files = try SwiftToolchain.write(["DemoRoutes.swift": SwiftUIStubSamples.routes], into: directory)
            let run = try await SwiftToolchain.compileAndRun(files: files, mainSource: SwiftUIStubSamples.navigatorMain)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout == """
                tab=search searchPath=0
                handled=true tab=home home=[\(Self.routesModule).HomeRoute.detail(id: 42)]
                unknown=false
                sheet=nil

                """, "\(run)")
        }
    }

    /// `compileAndRun` builds the module `Program`, so enum cases print qualified by it.
    private static let routesModule = "Program"

    // MARK: Negative: the stub catches real mistakes

    struct Mistake: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        /// A substring of the expected diagnostic.
        var expected: String
        /// Most mistakes are errors; a few are warnings in Swift 6 mode because the real SDK
        /// declares the API `@preconcurrency` (they fail with `-warnings-as-errors`).
        var severity: CompilerDiagnostic.Severity = .error
        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(
            name: "Tab takes value:, not tag:",
            source: """
                import SwiftUI
                enum Section: Hashable { case home }
                struct Root: View {
                    @State var selection = Section.home
                    var body: some View {
                        TabView(selection: $selection) {
                            Tab("x", systemImage: "y", tag: Section.home) { Text("x") }
                        }
                    }
                }
                """,
            expected: "incorrect argument label in call (have '_:systemImage:tag:_:', expected '_:systemImage:value:_:')"
        ),
        Mistake(
            name: "bare .badge(nil) is ambiguous",
            source: """
                import SwiftUI
                struct Root: View {
                    var body: some View { Text("x").badge(nil) }
                }
                """,
            expected: "ambiguous use of 'badge'"
        ),
        Mistake(
            name: "a type without View conformance in a view builder",
            source: """
                import SwiftUI
                struct Row { var body: some View { Text("row") } }
                struct Root: View {
                    var body: some View { VStack { Row() } }
                }
                """,
            expected: "requires that 'Row' conform to 'View'"
        ),
        Mistake(
            name: "a Button action is @MainActor: calling another actor's method synchronously",
            source: """
                import SwiftUI
                @globalActor actor StoreActor { static let shared = StoreActor() }
                @StoreActor final class Store { func refresh() {} }
                struct Root: View {
                    let store: Store
                    var body: some View { Button("Refresh") { store.refresh() } }
                }
                """,
            expected: "call to global actor 'StoreActor'-isolated instance method 'refresh()' in a synchronous main actor-isolated context",
            severity: .warning
        ),
        Mistake(
            name: "a Button action is synchronous",
            source: """
                import SwiftUI
                struct Root: View {
                    func load() async {}
                    var body: some View { Button("Load") { await load() } }
                }
                """,
            expected: "to parameter expecting synchronous function type"
        ),
        Mistake(
            name: "Binding(get:set:) closures are @Sendable: main-actor state needs { @MainActor in … }",
            source: """
                import SwiftUI
                @MainActor @Observable final class Navigator { var tab = 0; func select(_ tab: Int) { self.tab = tab } }
                struct Root: View {
                    let navigator: Navigator
                    var body: some View {
                        TabView(selection: Binding(get: { navigator.tab }, set: { navigator.select($0) })) { Text("x").tag(0) }
                    }
                }
                """,
            expected: "main actor-isolated property 'tab' can not be referenced from a Sendable closure",
            severity: .warning
        ),
        Mistake(
            name: "main-actor state read from a nonisolated function",
            source: """
                import SwiftUI
                @MainActor final class Navigator { var title = "" }
                struct Root: View {
                    let navigator: Navigator
                    nonisolated func header() -> some View { Text(navigator.title) }
                    var body: some View { header() }
                }
                """,
            expected: "main actor-isolated property 'title' can not be referenced from a nonisolated context"
        ),
        Mistake(
            name: "Tab values must have the selection's type",
            source: """
                import SwiftUI
                enum Section: Hashable { case home }
                struct Root: View {
                    @State var selection = 0
                    var body: some View {
                        TabView(selection: $selection) {
                            Tab("Home", systemImage: "house", value: Section.home) { Text("x") }
                        }
                    }
                }
                """,
            expected: "cannot convert value of type 'Section' to expected argument type 'Int'"
        ),
        Mistake(
            name: "sheet(item:) needs an Identifiable item",
            source: """
                import SwiftUI
                enum Sheet: Hashable { case settings }
                struct Root: View {
                    @State var sheet: Sheet?
                    var body: some View { Text("x").sheet(item: $sheet) { _ in Text("sheet") } }
                }
                """,
            expected: "requires that 'Sheet' conform to 'Identifiable'"
        ),
        Mistake(
            name: "@Bindable does not take an ObservableObject",
            source: """
                import SwiftUI
                final class Model: ObservableObject { @Published var count = 0 }
                struct Root: View {
                    @Bindable var model: Model
                    var body: some View { Text("x") }
                }
                """,
            expected: "@Bindable only works with Observable types. For ObservableObject types, use @ObservedObject instead."
        ),
        Mistake(
            name: "@Published only works in classes",
            source: """
                import SwiftUI
                struct Model { @Published var count = 0 }
                """,
            expected: "@Published is only available on properties of classes"
        ),
        Mistake(
            name: "toolbar(id:) needs customizable items",
            source: """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        Text("x").toolbar(id: "main") { ToolbarItem(placement: .automatic) { Text("item") } }
                    }
                }
                """,
            expected: "requires that 'some ToolbarContent' conform to 'CustomizableToolbarContent'"
        ),
        Mistake(
            name: "at most ten toolbar items per block",
            source: """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        Text("x").toolbar {
                            ToolbarItem { Text("1") }; ToolbarItem { Text("2") }; ToolbarItem { Text("3") }
                            ToolbarItem { Text("4") }; ToolbarItem { Text("5") }; ToolbarItem { Text("6") }
                            ToolbarItem { Text("7") }; ToolbarItem { Text("8") }; ToolbarItem { Text("9") }
                            ToolbarItem { Text("10") }; ToolbarItem { Text("11") }
                        }
                    }
                }
                """,
            expected: "extra argument in call"
        ),
        Mistake(
            name: "navigationBarLeading is deprecated",
            source: """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        Text("x").toolbar { ToolbarItem(placement: .navigationBarLeading) { Text("item") } }
                    }
                }
                """,
            expected: "'navigationBarLeading' is deprecated: use topBarLeading instead",
            severity: .warning
        ),
        Mistake(
            name: "the view-builder navigationTitle is watchOS-only",
            source: """
                import SwiftUI
                struct Root: View {
                    var body: some View { Text("x").navigationTitle { Text("title") } }
                }
                """,
            expected: "navigationTitle(_:) with a view builder is watchOS-only"
        ),
        Mistake(
            name: "NavigationPath is not Sendable",
            source: """
                import SwiftUI
                func requireSendable<T: Sendable>(_ value: T) {}
                func check() { requireSendable(NavigationPath()) }
                """,
            expected: "conformance of 'NavigationPath' to 'Sendable' is unavailable"
        ),
    ]

    @Test("the stub rejects the mistake", arguments: mistakes)
    func rejects(_ mistake: Mistake) async throws {
        let result = try await SwiftToolchain.typecheck(source: mistake.source, fileName: "Mistake.swift")
        switch mistake.severity {
        case .error:
            #expect(!result.succeeded, "\(result)")
            #expect(result.hasError(containing: mistake.expected), "\(result)")
        default:
            #expect(result.hasWarning(containing: mistake.expected), "\(result)")
            let strict = try await SwiftToolchain.typecheck(source: mistake.source, fileName: "Mistake.swift", extraArguments: ["-warnings-as-errors"])
            #expect(!strict.succeeded, "\(strict)")
            #expect(strict.hasError(containing: mistake.expected), "\(strict)")
        }
    }

    // MARK: The helpers themselves

    @Test("typecheck without the stub cannot import SwiftUI on Linux")
    func noStubNoSwiftUI() async throws {
        #if os(Linux)
        let result = try await SwiftToolchain.typecheck(source: "import SwiftUI\n", againstSwiftUIStub: false)
        #expect(result.hasError(containing: "no such module 'SwiftUI'"), "\(result)")
        #endif
    }

    @Test("SIL diagnostics catch what -typecheck does not")
    func silDiagnosticsMode() async throws {
        let source = "func f(_ flag: Bool) -> Int { if flag { return 1 } }\n"
        let shallow = try await SwiftToolchain.typecheck(source: source, againstSwiftUIStub: false)
        #expect(shallow.succeeded, "\(shallow)")
        let deep = try await SwiftToolchain.typecheck(source: source, againstSwiftUIStub: false, mode: .silDiagnostics)
        #expect(deep.hasError(containing: "missing return"), "\(deep)")
    }

    @Test("parse reports syntax errors with file, line and column")
    func parseReportsSyntaxErrors() async throws {
        try await SwiftToolchain.withScratchDirectory { directory in
            let good = try SwiftToolchain.write(["Good.swift": "let x = 1\n"], into: directory)[0]
            #expect(try await SwiftToolchain.parse(file: good).isClean)

            let bad = try SwiftToolchain.write(["Bad.swift": "let x = 1\nfunc (\n"], into: directory)[0]
            let result = try await SwiftToolchain.parse(file: bad)
            #expect(!result.succeeded)
            let first = try #require(result.errors.first, "\(result)")
            #expect(first.fileName == "Bad.swift")
            #expect(first.line == 2)
        }
    }

    @Test("compileAndRun reports compile errors as compilationFailed")
    func compileAndRunFailure() async throws {
        await #expect {
            try await SwiftToolchain.compileAndRun(files: [], mainSource: "let x: Int = \"no\"\n")
        } throws: { error in
            guard case SwiftToolchainError.compilationFailed(let result) = error else { return false }
            return result.hasError(containing: "cannot convert value of type 'String' to specified type 'Int'")
        }
    }
}

@Suite("SwiftToolchain diagnostics parsing")
struct CompilerDiagnosticParsingTests {
    @Test("diagnostic lines are parsed")
    func diagnosticParsing() {
        let output = """
            /tmp/a b/File.swift:12:5: error: something broke: badly
            /tmp/a b/File.swift:3: warning: careful
            <unknown>:0: error: module missing
            error: driver error
            note: a note
            unrelated line
            """
        let diagnostics = CompilerDiagnostic.parse(output)
        #expect(diagnostics.count == 5)
        #expect(diagnostics[0] == CompilerDiagnostic(file: "/tmp/a b/File.swift", line: 12, column: 5, severity: .error, message: "something broke: badly"))
        #expect(diagnostics[1] == CompilerDiagnostic(file: "/tmp/a b/File.swift", line: 3, column: nil, severity: .warning, message: "careful"))
        #expect(diagnostics[2] == CompilerDiagnostic(file: nil, line: 0, column: nil, severity: .error, message: "module missing"))
        #expect(diagnostics[3] == CompilerDiagnostic(file: nil, line: nil, column: nil, severity: .error, message: "driver error"))
        #expect(diagnostics[4].severity == .note)
    }
}

/// The stub flavours reject what the real SDK rejects per platform and deployment target, and
/// accept what it accepts.
@Suite("SwiftUI stub flavours", .serialized, .enabled(if: SwiftToolchain.isAvailable, "needs swiftc (set SWIFTC)"))
struct SwiftUIStubFlavourTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var target: PlatformTarget
        var source: String
        /// A substring of the expected error, or nil when the source must compile cleanly.
        var expected: String?
        var testDescription: String { "\(name) (\(target))" }
    }

    static let elevenTabs: String = {
        let tabs = (0..<11).map { "            Tab(\"t\($0)\", systemImage: \"x\", value: \($0)) { Text(\"\($0)\") }" }
        return """
            import SwiftUI
            struct Root: View {
                @State var selection = 0
                var body: some View {
                    TabView(selection: $selection) {
            \(tabs.joined(separator: "\n"))
                    }
                }
            }
            """
    }()

    static let cases: [Case] = [
        Case(name: "fullScreenCover is unavailable on macOS", target: PlatformTarget(.macOS, 14), source: """
            import SwiftUI
            struct Root: View {
                @State var shown = false
                var body: some View { Text("x").fullScreenCover(isPresented: $shown) { Text("y") } }
            }
            """, expected: "is unavailable"),
        Case(name: "fullScreenCover is fine on iOS", target: PlatformTarget(.iOS, 17), source: """
            import SwiftUI
            struct Root: View {
                @State var shown = false
                var body: some View { Text("x").fullScreenCover(isPresented: $shown) { Text("y") } }
            }
            """, expected: nil),
        Case(name: "topBarLeading is unavailable on macOS", target: PlatformTarget(.macOS, 15), source: """
            import SwiftUI
            struct Root: View {
                var body: some View { Text("x").toolbar { ToolbarItem(placement: .topBarLeading) { Text("y") } } }
            }
            """, expected: "'topBarLeading' is unavailable"),
        Case(name: "the iOS 18 Tab API at iOS 17", target: PlatformTarget(.iOS, 17), source: """
            import SwiftUI
            struct Root: View {
                @State var selection = 0
                var body: some View { TabView(selection: $selection) { Tab("a", systemImage: "x", value: 0) { Text("a") } } }
            }
            """, expected: "introduced in iOS 18"),
        Case(name: "the iOS 18 Tab API at iOS 18", target: PlatformTarget(.iOS, 18), source: """
            import SwiftUI
            struct Root: View {
                @State var selection = 0
                var body: some View { TabView(selection: $selection) { Tab("a", systemImage: "x", value: 0) { Text("a") } } }
            }
            """, expected: nil),
        Case(name: "an eleventh tab child", target: PlatformTarget(.iOS, 18), source: elevenTabs, expected: "extra argument"),
        Case(name: "eleven tabs in two groups", target: PlatformTarget(.iOS, 18),
             source: elevenTabs.replacingOccurrences(of: "            Tab(\"t0\"", with: "            Group { Tab(\"t0\"")
                .replacingOccurrences(of: "Text(\"9\") }\n", with: "Text(\"9\") } }\n"),
             expected: nil),
        Case(name: "Observation's environment modifier at iOS 16", target: PlatformTarget(.iOS, 16), source: """
            import SwiftUI
            @Observable final class Model {}
            struct Root: View {
                let model: Model
                var body: some View { Text("x").environment(model) }
            }
            """, expected: "introduced in iOS 17"),
        Case(name: "large title display mode on macOS", target: PlatformTarget(.macOS, 14), source: """
            import SwiftUI
            struct Root: View {
                var body: some View { Text("x").toolbarTitleDisplayMode(.large) }
            }
            """, expected: "unavailable"),
        Case(name: "os(iOS) branches are resolved per platform", target: PlatformTarget(.macOS, 14), source: """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    Text("x")
                        #if os(iOS)
                        .navigationBarTitleDisplayMode(.inline)
                        #else
                        .navigationSubtitle("mac")
                        #endif
                }
            }
            """, expected: nil),
    ]

    @Test(arguments: cases)
    func flavourMatchesTheSDK(_ sample: Case) async throws {
        let result = try await SwiftToolchain.typecheck(sources: ["Sample.swift": sample.source], for: sample.target,
                                                  setting: .swift6, mode: .typecheck)
        if let expected = sample.expected {
            #expect(!result.succeeded && result.hasError(containing: expected), "\(result)")
        } else {
            #expect(result.isClean, "\(result)")
        }
    }

    @Test func rewriterMapsAttributesPerFlavour() {
        let iOS17 = PlatformTarget(.iOS, 17), mac14 = PlatformTarget(.macOS, 14)
        #expect(PlatformRewriter.rewrite(["iOS 18.0", "macOS 15.0", "*"], for: iOS17).contains("unavailable"))
        #expect(PlatformRewriter.rewrite(["iOS 17.0", "macOS 14.0", "*"], for: mac14) == "")
        #expect(PlatformRewriter.rewrite(["macOS", "unavailable"], for: mac14).contains("unavailable"))
        #expect(PlatformRewriter.rewrite(["macOS", "unavailable"], for: iOS17) == "")
        #expect(PlatformRewriter.rewrite(["iOS", "introduced: 14.0", "deprecated: 17.0", "message: \"x\""], for: iOS17)
                == "@available(*, deprecated, message: \"x\")")
        #expect(PlatformRewriter.rewrite(["iOS", "introduced: 14.0", "deprecated: 100000.0"], for: iOS17) == "")
        #expect(PlatformRewriter.rewrite(["*", "deprecated"], for: iOS17) == "@available(*, deprecated)")
        #expect(PlatformRewriter.resolvingPlatformConditions("#if canImport(SwiftUI) && os(iOS)\nos(iOS)\n")
                == "#if canImport(SwiftUI) && SCREENSPEC_OS_IOS\nos(iOS)\n")
    }
}
