import ScreenSpec
import Testing

/// Format 1.1 param types and platform lists (SpecFormat.md §4 and §7).
@Suite struct PlatformAndParamTypeLoadingTests {
    static func load(_ yaml: String) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        _ = SpecLoader().load(sources: [SourceFile(path: "spec.yaml", text: yaml)], diagnostics: &diagnostics)
        return diagnostics.diagnostics
    }

    @Test func bindingAndOtherSwiftUIOwnedTypesAreErrorsAtTheType() {
        let diagnostics = Self.load("""
            app: { name: A, root: Home }
            screens:
              Home:
                params:
                  text: Binding<String>
                  space: Namespace.ID
                  done: () -> Void
                  shape: any Shape
                  image: UIImage
                  visibility: Visibility?
            """)
        #expect(diagnostics.count == 6)
        #expect(diagnostics.allSatisfy { $0.id == "spec.invalid_identifier" && $0.severity == .error })
        #expect(diagnostics.map(\.location.line) == [5, 6, 7, 8, 9, 10])
        #expect(diagnostics.allSatisfy { $0.location.column == 13 || $0.location.column == 14 || $0.location.column == 15
                                         || $0.location.column == 19 })
        #expect(diagnostics[0].message.hasPrefix("'Binding<String>' cannot be a param type"))
        #expect(diagnostics[4].message.contains("'UIImage' names a system type"))
    }

    /// `Int64` or `Data` is Swift's or Foundation's own type, which routes carry as it is; a
    /// system type that is not on every platform or cannot be a route value is still an error.
    @Test func standardValueTypesAreAcceptedAndOtherSystemTypesAreNot() {
        let accepted = Self.load("""
            app: { name: A, root: Home }
            screens:
              Home:
                params: { a: Int64, b: UInt8?, c: CGFloat, d: Decimal, e: Duration, f: "[Locale]", g: Float }
            """)
        #expect(accepted.isEmpty, "\(accepted)")
        let refused = Self.load("""
            app: { name: A, root: Home }
            screens:
              Home:
                params: { a: Float16, b: Character, c: CGRect }
            """)
        #expect(refused.map(\.id) == Array(repeating: "spec.invalid_identifier", count: 3), "\(refused)")
        #expect(refused.first?.message.hasPrefix("'Float16' names a system type") == true)
        // Objects and services of Foundation, AppKit, UIKit and Core Data: `scaffold` would declare
        // a placeholder hiding the system's `Process` from the whole app.
        let objects = Self.load("""
            app: { name: A, root: Home }
            screens:
              Home:
                params: { a: Process?, b: NSWindow, c: "[Timer]", d: NSManagedObjectID, e: UIApplication, f: Foundation.Process? }
            """)
        #expect(objects.map(\.id) == Array(repeating: "spec.invalid_identifier", count: 6), "\(objects)")
        #expect(objects.last?.message.hasPrefix("'Foundation.Process' is a system type that cannot be a route value") == true)
        #expect(objects.first?.message.hasPrefix("'Process' names a system type") == true)
        // A Core Data object ID is a route value written with its module: the message says how.
        #expect(objects[3].message == "'NSManagedObjectID' names a system type: write it with its module, "
                + "'CoreData.NSManagedObjectID', with 'CoreData' in 'app.imports' and 'app.stateRestoration: false' "
                + "(it is Hashable and Sendable, not Codable)")
    }

    /// What routes need depends on `stateRestoration`: Hashable, Codable and Sendable with it,
    /// Hashable and Sendable without. `CoreData.NSManagedObjectID` (Hashable and Sendable, not
    /// Codable) is a route value only without it; the message says what applies to the app.
    @Test func systemTypesWithTheirModuleAreJudgedByWhatTheAppsRoutesNeed() {
        let spec = """
            app: { name: A, root: Home, imports: [CoreData]STATE }
            screens:
              Home:
                links: [ { push: Detail } ]
              Detail:
                params: { id: CoreData.NSManagedObjectID, ids: "[CoreData.NSManagedObjectID]?", p: Foundation.Process }
            """
        let without = Self.load(spec.replacingOccurrences(of: "STATE", with: ", stateRestoration: false"))
        #expect(without.map(\.location.column) == [88], "\(without)")
        #expect(without.first?.message == "'Foundation.Process' is a system type that cannot be a route value (routes "
                + "need Hashable and Sendable values): pass the app's own value type instead")
        let with = Self.load(spec.replacingOccurrences(of: "STATE", with: ""))
        #expect(with.map(\.location.column) == [19, 52, 88], "\(with)")
        #expect(with.first?.message == "'CoreData.NSManagedObjectID' is not Codable, so it cannot be a route value while "
                + "state restoration is on (routes are then Hashable, Codable and Sendable): set 'app.stateRestoration: "
                + "false', or pass a Codable value instead")
        #expect(with.last?.message.contains("(routes need Hashable, Codable and Sendable values)") == true)
        // The `app` section in a later file than the screen still decides.
        var diagnostics = DiagnosticCollector()
        let loaded = SpecLoader().load(sources: [
            SourceFile(path: "a.yaml", text: "screens:\n  Home: { params: { id: CoreData.NSManagedObjectID } }\n"),
            SourceFile(path: "b.yaml", text: "app: { name: A, root: Home, stateRestoration: false }\n"),
        ], diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics)")
        #expect(loaded?.spec.screens.first?.params.map(\.type.value.name) == ["CoreData.NSManagedObjectID"])
        #expect(loaded?.gaps.isEmpty == true)
    }

    @Test func anExistentialInsideParenthesesAListOrAnOptionalIsNamedAsOne() {
        let diagnostics = Self.load("""
            app: { name: A, root: Home }
            screens:
              Home:
                params:
                  loader: (any FeedLoading)?
                  loaders: "[any FeedLoading]"
                  shapes: "[(some Shape)?]"
                  binding: (Binding<Int>)
                  images: "[UIImage]?"
            """)
        #expect(diagnostics.map(\.id) == Array(repeating: "spec.invalid_identifier", count: 5))
        let existential = "cannot be a param type: route values need a concrete Hashable type, not an opaque or existential one"
        #expect(diagnostics.map(\.message) == [
            "'(any FeedLoading)' " + existential, "'[any FeedLoading]' " + existential, "'[(some Shape)?]' " + existential,
            "'(Binding<Int>)' cannot be a param type: a binding belongs to the view that owns the state; pass the value "
                + "and report changes through the navigator or an action",
            "'UIImage' names a system type: an app type of that name would shadow it in generated code; name the app's "
                + "own type (e.g. 'AppUIImage')",
        ])
    }

    @Test func deploymentTargetTakesAListOfPlatforms() throws {
        var diagnostics = DiagnosticCollector()
        let loaded = SpecLoader().load(sources: [SourceFile(path: "spec.yaml", text: """
            app: { name: A, root: Home, deploymentTarget: [iOS 18, macOS 15] }
            screens: { Home: {} }
            """)], diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(loaded?.spec.app.effectiveDeploymentTargets == [.iOS18, .macOS15])
        #expect(loaded?.spec.app.platforms == [.iOS, .macOS])

        let twice = Self.load("app: { name: A, root: Home, deploymentTarget: [iOS 17, iOS 18, macos14] }\nscreens: { Home: {} }\n")
        #expect(twice.map(\.id) == ["spec.duplicate_definition", "spec.invalid_value"])
        #expect(twice.last?.fixIts.first?.replacement == "macOS 14")
    }

    @Test func aDefaultOnAMisspelledBuiltinSaysDidYouMean() {
        let diagnostics = Self.load("""
            app: { name: A, root: Home }
            screens:
              Home:
                params:
                  page: { type: Integer, default: 1 }
            """)
        #expect(diagnostics.map(\.id) == ["spec.type_mismatch"])
        #expect(diagnostics.first?.message.contains("did you mean 'Int'?") == true)
    }

    @Test func strngIsAWarningWithDidYouMeanString() throws {
        var diagnostics = DiagnosticCollector()
        let pipeline = CompilerPipeline()
        let loaded = try #require(pipeline.load(sources: [SourceFile(path: "spec.yaml", text: """
            app: { name: A, root: Home }
            screens:
              Home: { links: [ { push: Detail } ] }
              Detail:
                params:
                  name: Strng
                  id: Uuid?
            """)], diagnostics: &diagnostics))
        _ = pipeline.check(loaded, diagnostics: &diagnostics)
        let found = diagnostics.diagnostics.filter { $0.id == "misspelled_param_type" }
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.first?.notes.first?.message == "did you mean 'String'?")
        #expect(found.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (6, 13))
        #expect(found.first?.fixIts.first?.replacement == "String")
        #expect(found.last?.fixIts.first?.replacement == "UUID")
    }

    /// Every diagnostic of loading and checking a spec whose one param has the type `type`.
    static func checked(type: String) throws -> (text: String, diagnostics: [Diagnostic]) {
        let text = """
            app: { name: A, root: Home }
            screens:
              Home: { links: [ { push: Detail } ] }
              Detail:
                params:
                  id: \(type)
            """
        var diagnostics = DiagnosticCollector()
        let pipeline = CompilerPipeline()
        if let loaded = pipeline.load(sources: [SourceFile(path: "spec.yaml", text: text)], diagnostics: &diagnostics) {
            _ = pipeline.check(loaded, diagnostics: &diagnostics)
        }
        return (text, diagnostics.diagnostics)
    }

    /// A wrong type's fix-it goes in one step to what checks clean: `integer` to `Int`, not to
    /// `Integer`, which `misspelled_param_type` would then ask to change again.
    @Test(arguments: [
        ("integer", "Int"), ("integer?", "Int?"), ("boolean", "Bool"), ("float", "Float"), ("cgfloat", "CGFloat"), ("uint8", "UInt8"),
        ("string", "String"), ("bool", "Bool"), ("double", "Double"), ("url", "URL"), ("uuid", "UUID"),
        ("date", "Date"), ("int", "Int"), ("str", "String"), ("text", "String"), ("guid", "UUID"), ("uri", "URL"),
        ("strng", "String"), ("int64", "Int64"), ("myType", "MyType"),
        // A list type's fix-it is quoted: the fix-it replaces the whole value, and brackets make a YAML list.
        ("\"[integer]\"", "\"[Int]\""), ("\"[string]?\"", "\"[String]?\""), ("Array<Int>", "\"[Int]\""), ("\"Array<Int>\"", "\"[Int]\""),
    ])
    func aWrongTypesFixItChecksClean(written: String, fixed: String) throws {
        let (text, found) = try Self.checked(type: written)
        let error = try #require(found.first { $0.id == "spec.invalid_identifier" }, "\(found)")
        let fixIt = try #require(error.fixIts.first)
        #expect(fixIt.replacement == fixed)
        // Apply it (the spec is ASCII: columns are characters).
        var lines = text.components(separatedBy: "\n")
        var line = Array(lines[fixIt.location.line - 1])
        line.replaceSubrange((fixIt.location.column - 1)..<(fixIt.location.column - 1 + fixIt.length), with: fixIt.replacement)
        lines[fixIt.location.line - 1] = String(line)
        let (_, after) = try Self.checked(type: lines[5].trimmingCharacters(in: .whitespaces).dropFirst("id: ".count).description)
        #expect(after.isEmpty, "\(after)")
    }

    /// No fix-it to a name that is itself refused: `color` would be `Color`, SwiftUI's.
    @Test func aLowerCaseSystemTypeNameGetsNoFixIt() throws {
        let (_, found) = try Self.checked(type: "color")
        let error = try #require(found.first { $0.id == "spec.invalid_identifier" }, "\(found)")
        #expect(error.fixIts.isEmpty, "\(error.fixIts)")
    }

    @Test("a listed iOS or macOS target that did not read skips unavailable_api: the app is not judged without it")
    func unreadListedTargetSkipsTargetChecks() {
        func findings(_ targets: String) -> [String] {
            LoadRecoveryTests.findings(["a.yaml": """
                app: { name: Shop, root: Home, deploymentTarget: \(targets) }
                toolbars:
                  main:
                    - { placement: largeTitle, label: Big }
                screens:
                  Home: { toolbar: main }
                """])
        }
        // Read as macOS 14 alone, 'largeTitle' would be reported as missing on an iOS-less app.
        #expect(findings("[iOS 15, macOS 14]") == ["spec.invalid_value 1:51", "spec.check_skipped 1:51"])
        // tvOS is not generated for: the list of the others is the app's, and is checked.
        #expect(findings("[macOS 14, tvOS 17]") == ["spec.invalid_value 1:61", "unavailable_api 4:20"])
        // The skip is noted at the item that left a target out, not at an earlier one that read as its major version.
        #expect(findings("[iOS 16.4, macOS 12]") == ["spec.invalid_value 1:51", "spec.invalid_value 1:61",
                                                     "spec.check_skipped 1:61"])
        // Mac Catalyst runs the iOS code: beside an iOS target it leaves nothing out ('largeTitle' needs iOS 17).
        #expect(findings("[iOS 16.4, macCatalyst 16]") == ["spec.invalid_value 1:51", "spec.invalid_value 1:61",
                                                           "unavailable_api 4:20"])
        // Without an iOS target, the Catalyst item stood for the app's iOS code: macOS alone is not judged.
        #expect(findings("[macCatalyst 17, macOS 14]") == ["spec.invalid_value 1:51", "spec.check_skipped 1:51"])
    }

    @Test("a target mapping with platforms ScreenSpec does not generate for shows the list of the supported ones")
    func targetMappingLeavesOutOtherPlatforms() throws {
        let found = LoadRecoveryTests.diagnostics(["a.yaml": """
            app:
              name: Shop
              root: Home
              deploymentTarget: { iOS: '16.0', watchOS: '8.0', tvOS: '16.0' }
            screens:
              Home: {}
            """])
        let error = try #require(found.first { $0.id == "spec.type_mismatch" })
        #expect(error.message == "'deploymentTarget' is a target or a list of targets, not a mapping: "
                + "write 'deploymentTarget: iOS 16'")
        #expect(error.notes.map(\.message).contains(
            "watchOS and tvOS are not generated for: ScreenSpec generates code for iOS and macOS only"),
                "\(error.notes.map(\.message))")
        #expect(error.fixIts.map(\.replacement) == ["iOS 16"])
    }

    @Test("a target mapping below the lowest supported version shows what it means, without a fix-it raising it")
    func targetMappingBelowTheLowestHasNoFixIt() throws {
        let found = LoadRecoveryTests.diagnostics(["a.yaml": """
            app:
              name: Shop
              root: Home
              deploymentTarget: { iOS: 15.0, macOS: '14.0' }
            screens:
              Home: {}
            """])
        let error = try #require(found.first { $0.id == "spec.type_mismatch" })
        #expect(error.message == "'deploymentTarget' is a target or a list of targets, not a mapping: "
                + "it means 'deploymentTarget: [iOS 15, macOS 14]', but ScreenSpec does not generate for iOS 15")
        #expect(error.notes.map(\.message).contains(
            "the lowest iOS ScreenSpec generates for is iOS 16: raise the app's minimum OS only if it can drop iOS 15"),
                "\(error.notes.map(\.message))")
        #expect(error.fixIts.isEmpty)
    }
}
