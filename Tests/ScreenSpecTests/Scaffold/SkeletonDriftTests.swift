import Foundation
import ScreenSpec
import Testing

/// `scaffold` on a folder whose skeletons were written for an earlier spec: each kept file that no
/// longer matches gets a `scaffold.outdated` note located in it, and nothing is written.
@Suite struct SkeletonDriftTests {
    static let before = """
        app: { name: Shop, root: Product }
        toolbars:
          detail:
            - { id: share, placement: primaryAction, label: Share, action: { custom: shareProduct } }
            - { id: save, placement: secondaryAction, label: Save, action: { custom: saveProduct } }
        screens:
          Product:
            toolbar: detail
            links: [ { push: Review } ]
          Review:
            params: { id: String }
        """

    /// The same app after an action was renamed and Review gained a required param.
    static let after = before
        .replacingOccurrences(of: "custom: saveProduct", with: "custom: reportProduct")
        .replacingOccurrences(of: "params: { id: String }", with: "params: { id: String, stars: Int }")

    func context(_ yaml: String) throws -> TemplateContext {
        try #require(AppBuildFixtures.checkedGraph(yaml: yaml).map { ContextBuilder.build($0) })
    }

    @Test func aGrownSpecIsReportedInTheKeptFilesAndNothingIsWritten() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            let app = folder.appendingPathComponent("App").path
            let first = try AppBuildFixtures.scaffolder.scaffold(context: context(Self.before), into: app)
            #expect(first.outdated.isEmpty && !first.written.isEmpty)
            let handler = try String(contentsOfFile: app + "/ShopActionHandler.swift", encoding: .utf8)

            let second = try AppBuildFixtures.scaffolder.scaffold(context: context(Self.after), into: app)
            #expect(second.written.isEmpty)
            #expect(try String(contentsOfFile: app + "/ShopActionHandler.swift", encoding: .utf8) == handler)
            let notes = second.outdated
            #expect(notes.map(\.id) == ["scaffold.outdated", "scaffold.outdated"])
            #expect(notes.allSatisfy { $0.severity == .note })

            let review = try #require(notes.first { $0.location.file.hasSuffix("ReviewView.swift") })
            #expect(review.message.contains("calls ReviewView(id:stars:), but ReviewView takes (id:)"), "\(review.message)")
            #expect(review.location.line == 6)

            let stale = try #require(notes.first { $0.location.file.hasSuffix("ShopActionHandler.swift") })
            #expect(stale.message.contains("lacks 'reportProduct'") && stale.message.contains("still handles 'saveProduct'"),
                    "\(stale.message)")
            let switchLine = handler.components(separatedBy: "\n").firstIndex { $0.contains("switch action") }.map { $0 + 1 }
            #expect(stale.location.line == switchLine)
            #expect(stale.notes.map(\.message) == ["'saveProduct' is handled here"])
        }
    }

    @Test func anUnchangedFolderHasNoNote() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            let app = folder.appendingPathComponent("App").path
            _ = try AppBuildFixtures.scaffolder.scaffold(context: context(Self.before), into: app)
            #expect(try AppBuildFixtures.scaffolder.scaffold(context: context(Self.before), into: app).outdated.isEmpty)
        }
    }

    @Test func handEditedViewsMatchWhenTheirInitializerTakesWhatTheGlueGives() throws {
        let context = try context("""
            app: { name: Maps, root: Map }
            screens:
              Map:
                params: { id: { type: String, default: "home" }, zoom: { type: Int, default: 1 } }
            """)
        let skeleton = try #require(try AppBuildFixtures.scaffolder.skeletons(for: context).first { $0.typeName == "MapView" })
        func note(_ text: String) -> Diagnostic? {
            SkeletonDrift.check(skeleton, text: text, path: "MapView.swift", context: context)
        }
        #expect(note(skeleton.file.contents) == nil, "the skeleton itself matches")
        // Memberwise: environment values, state with a value and computed properties do not count.
        #expect(note("""
            struct MapView: View {
                @Environment(\\.dismiss) private var dismiss
                var id: String = "home"
                var zoom: Int = 1
                @State private var isEditing = false
                var body: some View { Text(id) }
            }
            """) == nil)
        // An explicit initializer with an extra defaulted parameter.
        #expect(note("""
            public struct MapView: View {
                public init(id: String = "home", zoom: Int = 1, style: Style = .plain) {}
                public var body: some View { Text("") }
            }
            """) == nil)
        // A renamed property.
        let renamed = note("""
            struct MapView: View {
                var identifier: String = "home"
                var zoom: Int = 1
                var body: some View { Text("") }
            }
            """)
        #expect(renamed?.message.contains("calls MapView(id:zoom:), but MapView takes (identifier:zoom:)") == true)
        // A param whose type changed: the labels match, the stated type does not.
        let retyped = note("""
            struct MapView: View {
                var id: String = "home"
                var zoom: Bool = false
                var body: some View { Text("") }
            }
            """)
        #expect(retyped?.message == "the generated glue passes 'zoom' as Int, but MapView declares it Bool; "
                    + "update its type (scaffold leaves the file alone)", "\(String(describing: retyped))")
        #expect(retyped?.location.line == 3, "at the property's line")
        #expect(note("""
            struct MapView: View {
                init(id: Swift.String = "home", zoom: Int = 1) {}
                var body: some View { Text("") }
            }
            """) == nil, "a qualified type is the same type")
        #expect(note("""
            struct MapView: View {
                var id = "home"
                var zoom = 1
                var body: some View { Text("") }
            }
            """) == nil, "an inferred type is not compared")
        // A file without the type says nothing.
        #expect(note("struct Other {}") == nil)
    }

    /// A view as swift-format lays it out, and the other ways app code writes an initializer:
    /// read over lines, past attributes, defaults, trailing commas, comments and strings.
    @Test func initializersOverSeveralLinesAreRead() throws {
        let context = try context("""
            app: { name: Demo, root: Detail }
            screens:
              Detail:
                params:
                  id: { type: Int, default: 1 }
            """)
        let skeleton = try #require(try AppBuildFixtures.scaffolder.skeletons(for: context).first { $0.typeName == "DetailView" })
        func note(_ text: String) -> Diagnostic? {
            SkeletonDrift.check(skeleton, text: text, path: "DetailView.swift", context: context)
        }
        #expect(note("""
            import SwiftUI

            struct DetailView: View {
              init(
                id: Int
              ) {
                self.model = String(id)
              }

              private let model: String

              var body: some View { Text(model) }
            }
            """) == nil, "parameters one a line, a body with a private model")
        #expect(note("""
            struct DetailView: View {
                struct Row { init(title: String) {} }   // a nested type's initializer is not the view's
                @MainActor
                public init(
                    @ViewBuilder header: () -> Header = { EmptyView() },
                    // the content's id
                    id: Swift.Int, /* a comment, with (parens) and "quotes */
                    note: String = "a ), b: Int {",
                    extra: [String: Int] = [:],
                ) {}
                var body: some View { Text("}") }
            }
            """) == nil, "attributes, defaults, comments, strings and a trailing comma")
        #expect(note("""
            struct DetailView: View {
                let model: Model
                var body: some View { Text("") }
            }

            extension DetailView {
                init(id: Int) { self.init(model: Model(id: id)) }
            }
            """) == nil, "an initializer in an extension keeps the memberwise one")
        let retyped = note("""
            struct DetailView: View {
                init(
                    id: String
                ) {}
                var body: some View { Text("") }
            }
            """)
        #expect(retyped?.message.contains("passes 'id' as Int, but DetailView declares it String") == true, "\(String(describing: retyped))")
        #expect(retyped?.location.line == 3, "at the parameter's line")
        let renamed = note("""
            struct DetailView: View {
                init(
                    identifier: Int,
                    title: String
                ) {}
                var body: some View { Text("") }
            }
            """)
        #expect(renamed?.message.contains("calls DetailView(id:), but DetailView takes (identifier:title:);") == true,
                "\(String(describing: renamed))")
        let hidden = note("""
            struct DetailView: View {
                private init(
                    id: Int
                ) {}
                var body: some View { Text("") }
            }
            """)
        #expect(hidden?.message == "the generated glue calls DetailView(id:), but DetailView's initializer that takes it "
                    + "is private; make it internal (scaffold leaves the file alone)", "\(String(describing: hidden))")
        #expect(hidden?.location.line == 2)
    }

    /// A kept file cut off anywhere (an unclosed brace, string, comment or parameter list) is
    /// read without a crash, as is one with an `@main` cut off.
    @Test func aFileCutOffAnywhereIsReadWithoutACrash() throws {
        let context = try context("""
            app: { name: Demo, root: Detail }
            screens:
              Detail:
                params:
                  id: { type: Int, default: 1 }
            """)
        let skeleton = try #require(try AppBuildFixtures.scaffolder.skeletons(for: context).first { $0.typeName == "DetailView" })
        let text = #"""
            @main struct Demo: App { var body: some Scene { WindowGroup { DetailView() } } }
            struct DetailView: View {
                @Environment(\.dismiss) private var dismiss
                @State private var x: [String: Int]? = ["a": 1] { didSet { print("}") } }
                init<T: Hashable>(
                    @ViewBuilder header: () -> Header = { EmptyView() }, // (
                    id: Int = 1, /* ) { */ note: String = #"raw "\#(1)" )"#,
                ) where T: Sendable { self.x = nil }
                var body: some View { Text("""
                    multi } line
                    """) }
            }
            extension DetailView { init?(other: Int) { nil } }
            """#
        let scalars = Array(text.unicodeScalars)
        for end in 0...scalars.count {
            var prefix = ""
            prefix.unicodeScalars.append(contentsOf: scalars[..<end])
            _ = SkeletonDrift.check(skeleton, text: prefix, path: "DetailView.swift", context: context)
        }
        #expect(SkeletonDrift.check(skeleton, text: text, path: "DetailView.swift", context: context) == nil)
    }

    /// Without an initializer, the memberwise one, by Swift's rules: a private property with a
    /// wrapper and a value takes no part; any other private stored property makes it private.
    @Test func theMemberwiseInitializerFollowsSwiftsRules() throws {
        let context = try context("""
            app: { name: Demo, root: Home }
            screens:
              Home: { links: [ { push: Detail } ] }
              Detail:
                params:
                  id: Int
            """)
        let skeleton = try #require(try AppBuildFixtures.scaffolder.skeletons(for: context).first { $0.typeName == "DetailView" })
        func note(_ text: String) -> Diagnostic? {
            SkeletonDrift.check(skeleton, text: text, path: "DetailView.swift", context: context)
        }
        #expect(note("""
            struct DetailView: View {
                @Environment(\\.dismiss) private var dismiss
                @EnvironmentObject var settings: Settings
                @State private var player: PlayerModel?
                @State private var isPlaying = false
                @FocusState private var focused: Bool
                static let shared = 1
                private let formatter = Formatter()
                let id: Int
                var note: String?
                var count = 0 {
                    didSet { print(count) }
                }
                var title: String {
                    "\\(id)"
                }
                lazy var cache = Cache()
                var body: some View { Text("") }
            }
            """) == nil)
        #expect(note("""
            struct DetailView: View {
                let id: Int
                private lazy var cache = Cache()
                var body: some View { Text("") }
            }
            """)?.message.contains("memberwise initializer is private, as its stored property 'cache' is") == true)
        let privateProperty = note("""
            struct DetailView: View {
                let id: Int
                private var cache = Cache()
                var body: some View { Text("") }
            }
            """)
        #expect(privateProperty?.message == "the generated glue calls DetailView(id:), but DetailView's memberwise initializer "
                    + "is private, as its stored property 'cache' is; make 'cache' internal, or declare 'init(id:)' "
                    + "(scaffold leaves the file alone)", "\(String(describing: privateProperty))")
        #expect(privateProperty?.location.line == 3)
        // A wrapped property without a value is a parameter, required: `@State var id: Int` takes it.
        #expect(note("""
            struct DetailView: View {
                @State var id: Int
                var body: some View { Text("") }
            }
            """) == nil)
        let required = note("""
            struct DetailView: View {
                let id: Int
                @State private var model: Model
                var body: some View { Text("") }
            }
            """)
        #expect(required?.message.contains("calls DetailView(id:), but DetailView takes (id:model:)") == true,
                "\(String(describing: required))")
    }

    /// Adding an action to the spec: the kept handler is said to lack it, at its `switch`.
    @Test func anAddedActionIsOneTheHandlerLacks() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            let app = folder.appendingPathComponent("App").path
            _ = try AppBuildFixtures.scaffolder.scaffold(context: context(Self.before), into: app)
            let grown = Self.before.replacingOccurrences(
                of: "  detail:\n",
                with: "  detail:\n    - { id: report, placement: primaryAction, label: Report, action: { custom: reportProduct } }\n")
            let report = try AppBuildFixtures.scaffolder.scaffold(context: context(grown), into: app)
            #expect(report.outdated.count == 1)
            let note = try #require(report.outdated.first)
            #expect(note.location.file.hasSuffix("ShopActionHandler.swift"))
            #expect(note.message.contains("ShopActionHandler lacks 'reportProduct', which the spec now has"), "\(note.message)")
            #expect(!note.message.contains("still handles"))
        }
    }

    /// A handler and an entry point written before actions came with their origin.
    @Test func aHandlerAndAnEntryPointWithoutTheOriginAreNoted() throws {
        let context = try context(Self.before)
        let skeletons = try AppBuildFixtures.scaffolder.skeletons(for: context)
        let handler = try #require(skeletons.first { $0.kind == .actionHandler })
        let entry = try #require(skeletons.first { $0.kind == .appEntry })
        #expect(SkeletonDrift.check(handler, text: handler.file.contents, path: "H.swift", context: context) == nil)
        #expect(SkeletonDrift.check(entry, text: entry.file.contents, path: "A.swift", context: context) == nil)

        let old = SkeletonDrift.check(handler, text: """
            struct ShopActionHandler {
                func handle(_ action: ShopAction, navigator: ShopNavigator) {
                    switch action {
                    case .shareProduct: break
                    case .saveProduct: break
                    }
                }
            }
            """, path: "H.swift", context: context)
        #expect(old?.message.contains("ShopActionHandler.handle takes no origin") == true, "\(String(describing: old))")
        #expect(old?.location.line == 2)

        let oldEntry = SkeletonDrift.check(entry, text: """
            struct ShopApp: App {
                init() {
                    navigator.onAction = { [unowned navigator] action in
                        actions.handle(action, navigator: navigator)
                    }
                }
            }
            """, path: "A.swift", context: context)
        #expect(oldEntry?.message.contains("sets ShopNavigator.onAction with one parameter") == true, "\(String(describing: oldEntry))")
        #expect(oldEntry?.location.line == 3 && oldEntry?.location.column == 19)
    }

    /// Moving the deployment target across iOS 17 changes the navigator from an `ObservableObject`
    /// to `@Observable`: kept files that hold it with the other kind's wrappers no longer compile.
    @Test func aNavigatorHeldForTheOtherDeploymentTargetIsNoted() throws {
        let iOS16 = Self.before.replacingOccurrences(of: "root: Product }", with: "root: Product, deploymentTarget: iOS 16 }")
        let old = try context(iOS16), new = try context(Self.before)
        #expect(!old.usesObservation && new.usesObservation)
        let oldFiles = try AppBuildFixtures.scaffolder.skeletons(for: old)
        let newFiles = try AppBuildFixtures.scaffolder.skeletons(for: new)
        for (files, context) in [(oldFiles, old), (newFiles, new)] {
            for skeleton in files {
                #expect(SkeletonDrift.check(skeleton, text: skeleton.file.contents, path: "S.swift", context: context) == nil,
                        "\(skeleton.typeName)")
            }
        }

        // The iOS 16 entry point under the iOS 17 spec, and the other way round.
        let oldEntry = try #require(oldFiles.first { $0.kind == .appEntry })
        let raised = try #require(SkeletonDrift.check(oldEntry, text: oldEntry.file.contents, path: "A.swift", context: new))
        #expect(raised.message.contains("holds ShopNavigator with @StateObject, but the navigator is now @Observable "
                                        + "(every deployment target is iOS 17 or macOS 14 or later)"), "\(raised.message)")
        #expect(raised.message.contains("use @State (set with State(initialValue:) where it is initialised)"))
        let line = oldEntry.file.contents.components(separatedBy: "\n").firstIndex { $0.contains("@StateObject") }.map { $0 + 1 }
        #expect(raised.location.line == line)
        let newEntry = try #require(newFiles.first { $0.kind == .appEntry })
        let lowered = try #require(SkeletonDrift.check(newEntry, text: newEntry.file.contents, path: "A.swift", context: old))
        #expect(lowered.message.contains("now an ObservableObject (a deployment target is below iOS 17 or macOS 14): "
                                         + "use @StateObject (set with StateObject(wrappedValue:)"), "\(lowered.message)")

        // A view that took the navigator from the environment as the old comment said; a comment alone is no note.
        let view = try #require(newFiles.first { $0.typeName == "ProductView" })
        let environment = SkeletonDrift.check(view, text: """
            struct ProductView: View {
                // `@EnvironmentObject private var navigator: ShopNavigator`
                @EnvironmentObject private var navigator: ShopNavigator
                var body: some View { Text("") }
            }
            """, path: "P.swift", context: new)
        #expect(environment?.message.contains("use @Environment(ShopNavigator.self) (scaffold") == true,
                "\(String(describing: environment))")
        #expect(environment?.location.line == 3 && environment?.location.column == 5)
    }
}
