import Foundation
@testable import ScreenSpec
import Testing

/// An app adopting the generated code has its own `@main`: scaffold writes no second one, which
/// would not build, and says in a note at the app's what it should do instead.
@Suite struct ScaffoldEntryPointTests {
    static let spec = """
        app: { name: Lessons, deploymentTarget: iOS 16, urlScheme: lessons }
        tabs:
          - { id: library, title: Library, systemImage: books.vertical, root: Library }
          - { id: settings, title: Settings, systemImage: gearshape, root: Settings }
        toolbars:
          main: [ { id: refresh, placement: primaryAction, label: Refresh, action: { custom: refresh } } ]
        screens:
          Library: { toolbar: main, deepLink: /library }
          Settings: {}
        """

    func context(_ yaml: String = Self.spec) throws -> TemplateContext {
        try #require(AppBuildFixtures.checkedGraph(yaml: yaml).map { ContextBuilder.build($0) })
    }

    @Test func anAtMainTypeInTheFolderKeepsTheEntryPointFromBeingWritten() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            let app = folder.appendingPathComponent("Lessons")
            _ = try SwiftToolchain.write(["App/App.swift": """
                import SwiftUI
                // The app: @main below.
                @main
                @MainActor final class App: SwiftUI.App {
                  var body: some Scene { WindowGroup { Text("Lessons") } }
                }
                """], into: app)
            let report = try AppBuildFixtures.scaffolder.scaffold(context: context(), into: app.path)
            #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("LessonsApp.swift").path))
            #expect(!report.entries.contains { $0.path.hasSuffix("LessonsApp.swift") })
            #expect(report.written.contains("LessonsActionHandler.swift") && report.written.contains("LibraryView.swift"))
            let note = try #require(report.existingEntryPoint)
            #expect(note.id == "scaffold.existing_entry_point" && note.severity == .note)
            #expect(note.location.file == app.appendingPathComponent("App/App.swift").path)
            #expect(note.location.line == 3 && note.location.column == 1)
            #expect(note.message == "'App' is already the app's @main entry point, so scaffold writes no LessonsApp.swift "
                + "(a second one would not build); its WindowGroup should show LessonsRootView(navigator:) with one "
                + "LessonsNavigator per window, held with @StateObject, whose onAction passes '{ action, origin in … }' "
                + "to LessonsActionHandler().handle(_:from:navigator:), and .handlesExternalEvents(preferring: [\"*\"], "
                + "allowing: [\"*\"]) on the root view, so links go to a window already open", "\(note.message)")
        }
    }

    @Test func theAppsOwnEntryPointUnderTheSkeletonsNameGetsTheNoteUntilItShowsTheRootView() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            let app = folder.appendingPathComponent("Lessons")
            let own = """
                import SwiftUI

                @main
                struct LessonsApp: App {
                  var body: some Scene { WindowGroup { Text("Lessons") } }
                }
                """
            _ = try SwiftToolchain.write(["Sources/Application/LessonsApp.swift": own], into: app)
            let report = try AppBuildFixtures.scaffolder.scaffold(context: context(), into: app.path)
            #expect(report.kept == ["Sources/Application/LessonsApp.swift"])
            let note = try #require(report.outdated.first { $0.id == "scaffold.existing_entry_point" }, "\(report.outdated)")
            #expect(note.location.line == 3 && note.location.column == 1)
            #expect(note.message.hasPrefix("'LessonsApp' is the app's own @main entry point and shows no LessonsRootView yet: "
                                           + "its WindowGroup should show LessonsRootView(navigator:)"), "\(note.message)")
            // Once it shows the root view (as the skeleton does), nothing more to say.
            _ = try SwiftToolchain.write(["Sources/Application/LessonsApp.swift": own.replacingOccurrences(
                of: "Text(\"Lessons\")", with: "LessonsRootView(navigator: navigator)")], into: app)
            let again = try AppBuildFixtures.scaffolder.scaffold(context: context(), into: app.path)
            #expect(!again.outdated.contains { $0.id == "scaffold.existing_entry_point" }, "\(again.outdated)")
        }
        // The skeleton itself, kept on a second run, gets no note.
        try SwiftToolchain.withScratchDirectory { folder in
            _ = try AppBuildFixtures.scaffolder.scaffold(context: context(), into: folder.path)
            let second = try AppBuildFixtures.scaffolder.scaffold(context: context(), into: folder.path)
            #expect(second.written.isEmpty && second.outdated.isEmpty, "\(second.outdated)")
        }
    }

    @Test func anAtMainInACommentOrAStringIsNoEntryPoint() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            _ = try SwiftToolchain.write(["Notes.swift": """
                // @main struct Old: App {}
                /* @main
                   struct Older: App {} */
                let text = "@main struct NotOne {}"
                let more = \"\"\"
                    @main
                    struct NorThis {}
                    \"\"\"
                """], into: folder)
            let report = try AppBuildFixtures.scaffolder.scaffold(context: context(), into: folder.path)
            #expect(report.existingEntryPoint == nil)
            #expect(report.written.contains("LessonsApp.swift"))
        }
    }

    @Test func mainSwiftIsAnEntryPoint() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            _ = try SwiftToolchain.write(["Sources/main.swift": "print(\"hello\")\n"], into: folder)
            let report = try AppBuildFixtures.scaffolder.scaffold(context: context(), into: folder.path)
            let note = try #require(report.existingEntryPoint)
            #expect(note.message.hasPrefix("main.swift is already the app's entry point (its top-level code), so scaffold writes no LessonsApp.swift"))
            #expect(note.location.file.hasSuffix("Sources/main.swift") && note.location.line == 1)
            #expect(!report.written.contains("LessonsApp.swift"))
        }
    }

    /// An iOS 17 app without actions or links: the note names only what applies.
    @Test func theNoteSaysOnlyWhatTheSpecNeeds() throws {
        let plain = try context("""
            app: { name: Notes, root: Home }
            screens:
              Home: {}
            """)
        try SwiftToolchain.withScratchDirectory { folder in
            _ = try SwiftToolchain.write(["NotesMain.swift": "@main struct NotesMain: App { var body: some Scene { WindowGroup {} } }\n"],
                                         into: folder)
            let note = try #require(try AppBuildFixtures.scaffolder.scaffold(context: plain, into: folder.path).existingEntryPoint)
            #expect(note.message.hasSuffix("its WindowGroup should show NotesRootView(navigator:) with one NotesNavigator per window, held with @State"),
                    "\(note.message)")
            #expect(note.location.column == 1)
        }
    }

    /// The folder is read safely: a FIFO is not waited on, and links out of the folder (to a file,
    /// or to a folder) are not followed, whatever they hold.
    @Test func aHostileFolderIsReadWithoutBlockingOrLeavingIt() throws {
        try SwiftToolchain.withScratchDirectory { folder in
            let outside = folder.appendingPathComponent("Outside")
            _ = try SwiftToolchain.write(["Main.swift": "@main struct Elsewhere: App {}\n"], into: outside)
            let app = folder.appendingPathComponent("App")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            #expect(mkfifo(app.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
            try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("Linked.swift"),
                                                       withDestinationURL: outside.appendingPathComponent("Main.swift"))
            try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("Shared"), withDestinationURL: outside)
            let report = try AppBuildFixtures.scaffolder.scaffold(context: context(), into: app.path)
            #expect(report.existingEntryPoint == nil)
            #expect(report.written.contains("LessonsApp.swift"))
        }
    }

    /// `@main` is found past attributes and modifiers, and text cut off anywhere is read without a crash.
    @Test func theMainTypeIsFoundAndACutOffFileIsNoCrash() {
        let text = #"""
            // @main struct InAComment {}
            let s = "@main struct InAString {}"
            @main @available(iOS 17, *)
            public final class Delegate: NSObject {
                init(x: Int
            """#
        #expect(SwiftSource(text).mainType().map { "\($0.line):\($0.column) \($0.name)" } == "3:1 Delegate")
        let scalars = Array(text.unicodeScalars)
        for end in 0...scalars.count {
            var prefix = ""
            prefix.unicodeScalars.append(contentsOf: scalars[..<end])
            let source = SwiftSource(prefix)
            _ = source.mainType()
            _ = source.members(ofType: "Delegate", kinds: ["class"])?.callableInitializers
        }
    }
}
