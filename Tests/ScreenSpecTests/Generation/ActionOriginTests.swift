import Foundation
import ScreenSpec
import Testing

/// Actions that know their screen, toolbar menus and the link view, on a two-tab news app: the
/// navigator is compiled and run, the glue and skeletons are type-checked for every platform and
/// build setting, with a row view that both tabs show.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct ActionOriginTests {
    static let spec = """
        app: { name: News, deploymentTarget: [iOS 17, macOS 14] }
        tabs:
          - { id: feed, title: Feed, systemImage: newspaper, root: Feed }
          - { id: saved, title: Saved, systemImage: bookmark, root: Saved }
        toolbars:
          feed:
            - { id: compose, placement: primaryAction, systemImage: square.and.pencil, label: Compose, action: { present: Compose } }
            - { id: refresh, placement: secondaryAction, label: Refresh, action: { custom: refresh } }
          article:
            - { id: share, placement: primaryAction, systemImage: square.and.arrow.up, label: Share, action: { custom: share } }
            - id: more
              placement: topBarTrailing
              systemImage: ellipsis.circle
              label: More
              menu:
                - { label: Save, systemImage: bookmark, action: { custom: save } }
                - label: Copy
                  menu:
                    - { label: Link, action: { custom: copyLink } }
                    - { systemImage: doc.on.doc, action: { custom: copyText } }
                - { label: Report, systemImage: flag, role: destructive, action: { custom: report } }
          compose:
            - { id: cancel, placement: cancellationAction, label: Cancel, action: dismiss }
            - { id: send, placement: confirmationAction, label: Send, action: { custom: send } }
        screens:
          Feed: { toolbar: feed, links: [ { push: Article }, { push: Topic } ] }
          Saved: { links: [ { push: Article } ] }
          Article: { params: { id: String }, title: Article, toolbar: article }
          Topic: { params: { name: String } }
          Compose: { presentation: sheet, stack: true, toolbar: compose, params: { replyTo: String? } }
        """

    func context() throws -> TemplateContext {
        try #require(AppBuildFixtures.checkedGraph(yaml: Self.spec).map { ContextBuilder.build($0) })
    }

    @Test func actionsReachTheHandlerWithTheirOriginFromARootAPushedScreenAndAModal() async throws {
        let context = try context()
        let run = try await GenerationFixtures.run(context, main: """
            let navigator = NewsNavigator()
            var actions: [NewsAction] = []
            var origins: [NewsOrigin] = []
            navigator.onAction = { action, origin in
                actions.append(action)
                origins.append(origin)
            }

            // What the glue does: each host passes its own screen with its values.
            let share = NewsToolbar.article.items.first { $0.id == "share" }!
            navigator.perform(share.command!, from: .article(id: "42"))
            check(actions == [.share] && origins == [.article(id: "42")], "a toolbar Share on an article")

            // From app code: the screen on top of the current stack.
            navigator.perform(.custom(.refresh))
            check(origins.last == .feed, "a tab root: \\(origins)")
            check(navigator.push(.article(id: "7")))
            navigator.perform(.custom(.share))
            check(origins.last == .article(id: "7"), "a pushed screen: \\(origins)")
            navigator.select(.saved)
            navigator.perform(.custom(.save))
            check(origins.last == .saved, "the other tab's root: \\(origins)")
            navigator.present(.compose(replyTo: "7"))
            navigator.perform(.custom(.send))
            check(origins.last == .compose(replyTo: "7"), "a modal: \\(origins)")
            check(navigator.currentOrigin == .compose(replyTo: "7"))
            navigator.dismiss()
            check(navigator.currentOrigin == .saved)
            check(NewsOrigin(NewsDestination.topic(name: "x")) == .topic(name: "x"))
            check(NewsOrigin(NewsSheet.compose()) == .compose(replyTo: nil))

            // The menu is data like the other items: its items, roles and commands, nested once.
            let more = NewsToolbar.article.items.first { $0.id == "more" }!
            // Off iOS (Linux, the Mac) the data names the Mac's form of topBarTrailing, as the glue does.
            check(more.command == nil && more.placement == "primaryAction")
            check(more.menu.map(\\.label) == ["Save", "Copy", "Report"])
            check(more.menu[0].command == .custom(.save) && more.menu[0].systemImage == "bookmark")
            check(more.menu[1].command == nil && more.menu[1].menu.map(\\.command) == [.custom(.copyLink), .custom(.copyText)])
            check(more.menu[2].role == "destructive" && more.menu[2].command == .custom(.report))
            check(NewsToolbar.feed.items.allSatisfy { $0.menu.isEmpty })
            actions = []
            for item in more.menu { if let command = item.command { navigator.perform(command, from: .article(id: "1")) } }
            check(actions == [.save, .report])
            finish()
            """)
        #expect(run.status == 0 && run.stdout.hasSuffix("ok\n"), "\(run)")
    }

    @Test func aRefusedPushSaysSoInDebugBuildsOnly() async throws {
        let context = try context()
        let main = """
            let navigator = NewsNavigator(selectedTab: .saved)
            var logged: [String] = []
            navigator.debugLog = { logged.append($0) }
            check(!navigator.push(.topic(name: "swift")), "Saved's stack cannot show a topic")
            check(navigator.savedPath.isEmpty && navigator.feedPath.isEmpty)
            check(navigator.push(.article(id: "1")) && navigator.savedPath == [.article(id: "1")])
            print(logged.joined(separator: "\\n"))
            finish()
            """
        let debug = try await GenerationFixtures.run(context, main: main, extraCompilerArguments: ["-D", "DEBUG"])
        #expect(debug.status == 0 && debug.stdout.hasSuffix("ok\n"), "\(debug)")
        #expect(debug.stdout.contains("NewsNavigator.push(topic(name: \"swift\")) did nothing: the stack showing saved cannot show it"),
                "\(debug.stdout)")
        let release = try await GenerationFixtures.run(context, main: main)
        #expect(release.status == 0 && release.stdout == "\nok\n", "\(release)")
    }

    @Test func theGluePassesEachHostsOriginAndRendersTheMenu() throws {
        let views = try AppBuildFixtures.views(try context())
        #expect(views.contains("private var toolbarOrigin: NewsOrigin { .article(id: id) }"))
        #expect(views.contains("NewsToolbar.ArticleToolbarContent(navigator: navigator, origin: toolbarOrigin)"))
        // Every item, menus included, is read from the toolbar's data: no label or command is written twice.
        #expect(views.contains("SwiftUI.Button { navigator.perform(command, from: origin) } label: { ItemLabel(text: item.label, systemImage: item.systemImage) }"))
        #expect(!views.contains(".custom(.share)") && !views.contains(".custom(.report)") && !views.contains("\"More\""))
        #expect(views.components(separatedBy: "toolbarOrigin: NewsOrigin {").count - 1 == 3, "once per host with a toolbar")
        let unindented = views.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: "\n")
        // A menu shows its items' buttons (with their roles) and submenus from `NewsMenuItem`.
        #expect(unindented.contains("""
            } else if !item.menu.isEmpty {
            SwiftUI.Menu {
            SwiftUI.ForEach(item.menu.indices, id: \\.self) { MenuItemView(item: item.menu[$0], navigator: navigator, origin: origin) }
            """), "\(views)")
        #expect(unindented.contains("""
            SwiftUI.Button(role: item.role.map { $0 == "cancel" ? SwiftUI.ButtonRole.cancel : .destructive }) {
            if let command = item.command { navigator.perform(command, from: origin) }
            """), "\(views)")
        // Each stack that pushes says which it is; the link pushes that stack's own route type. The
        // compose modal's stack pushes nothing: the link is the open button there, as outside the glue.
        #expect(unindented.contains("FeedHost(navigator: navigator)\n.navigationDestination(for: FeedRoute.self) { destination(for: $0.destination) }\n}\n.environment(\\.navigatorStack, .feedPath)"), "\(views)")
        #expect(views.contains(".environment(\\.navigatorStack, .savedPath)") && !views.contains("navigatorStack, .composePath")
                && !views.contains("case composePath"))
        #expect(unindented.contains("case .feedPath?: link(FeedRoute(destination))\ncase .savedPath?: link(SavedRoute(destination))\ndefault: openButton"))
        #expect(views.contains("SwiftUI.NavigationLink(value: route) { label }"))
    }

    /// A row both tabs show links to an article with a real `NavigationLink` in each stack; the
    /// glue, the link and the skeletons (the handler reading the origin) compile everywhere.
    @Test func aLinkInARowTwoTabsShareCompilesForEveryPlatformAndSetting() async throws {
        let context = try context()
        try await SwiftToolchain.withScratchDirectory { folder in
            let report = try AppBuildFixtures.writeApp(context, in: folder)
            #expect(report.outdated.isEmpty)
            let app = folder.appendingPathComponent("App", isDirectory: true)
            let handler = try String(contentsOf: app.appendingPathComponent("NewsActionHandler.swift"), encoding: .utf8)
            #expect(handler.contains("func handle(_ action: NewsAction, from origin: NewsOrigin, navigator: NewsNavigator)"))
            #expect(handler.contains("// e.g. `if case .article(let id) = origin { … }`"), "\(handler)")
            let row = """
                import SwiftUI

                /// An article row, shown by both tabs' lists.
                struct ArticleRow: View {
                    let id: String

                    var body: some View {
                        NewsLink(.article(id: id)) {
                            Text(id)
                        }
                    }
                }

                struct FeedView: View {
                    var body: some View {
                        List {
                            ArticleRow(id: "1")
                            NewsLink(.topic(name: "swift")) { Label("Swift", systemImage: "swift") }
                        }
                    }
                }

                struct SavedView: View {
                    var body: some View {
                        List {
                            ArticleRow(id: "2")
                        }
                    }
                }
                """
            try FileManager.default.removeItem(at: app.appendingPathComponent("FeedView.swift"))
            try Data(row.utf8).write(to: app.appendingPathComponent("SavedView.swift"))
            for (target, glue) in AppBuildFixtures.checkedTargets(of: context) {
                for setting in BuildSetting.allCases {
                    let result = try await AppBuildFixtures.typecheckApp(context, in: folder, target: target, glue: glue, setting: setting)
                    #expect(result.isClean, "\(target) (\(glue ? "all files" : "routes and navigator")), \(setting): \(result)")
                }
            }
        }
    }
}
