import Foundation
@testable import ScreenSpec
import Testing

/// Params named like what the generated code names itself (`link`, the deep link being read;
/// `destination`, the chain's parameter; `present`, the method a modal chain calls; and the
/// locals and properties of every template) still give code that compiles and behaves: a param
/// is a user's word, and `destination` is a trip's.
@Suite(.serialized, .enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct ParamNamesTests {
    /// Nested deep links on the app's stack and on a sheet's own, whose params are named
    /// `destination`, `link` and `present` (and `destination2`, the first name a chain would
    /// bind `destination` under).
    static let trips = """
        app: { name: Trips, root: Home, urlScheme: trips }
        screens:
          Home: { links: [push: Trip, sheet: Planner] }
          Trip:
            params: { destination: String, link: String }
            deepLink: /trip/{destination}/{link}
            links: [push: Stop]
          Stop:
            params: { destination: String, link: String, present: Int, destination2: Int? }
            deepLink: /trip/{destination}/{link}/stop/{present}
            links: [push: Leg]
          Leg:
            params: { destination: String, link: String, present: Int, leg: Int }
            deepLink: /trip/{destination}/{link}/stop/{present}/leg/{leg}
          Planner:
            presentation: sheet
            stack: true
            params: { present: String, destination: String }
            deepLink: /plan/{present}/{destination}
            links: [push: Day]
          Day:
            params: { present: String, destination: String, day: Int }
            deepLink: /plan/{present}/{destination}/day/{day}
        """

    @Test func chainsAndDeepLinksWithTheGeneratedCodesNames() async throws {
        let context = try #require(GenerationFixtures.graph(yaml: Self.trips).map { ContextBuilder.build($0) })
        let chains = context.presentations.deepLinkChains.map(\.pattern)
        #expect(chains.contains("stop(let destination3, let link, _, _)"), "\(chains)")
        let run = try await GenerationFixtures.run(context, main: """
            let navigator = TripsNavigator()
            check(navigator.handle(URL(string: "trips://trip/Rome/web/stop/2/leg/7")!))
            check(navigator.path == [.trip(destination: "Rome", link: "web"), .stop(destination: "Rome", link: "web", present: 2),
                                     .leg(destination: "Rome", link: "web", present: 2, leg: 7)], "\\(navigator.path)")
            for destination in navigator.path.map(\\.destination) {
                check(TripsNavigator.destination(for: TripsNavigator.url(for: destination)!) == destination)
            }
            check(navigator.handle(URL(string: "trips://plan/now/Oslo/day/3")!))
            check(navigator.sheet == .planner(present: "now", destination: "Oslo") && navigator.plannerPath == [.day(present: "now", destination: "Oslo", day: 3)])
            finish()
            """)
        #expect(run.status == 0, "\(run)")
    }

    /// Every name the templates use for a local, a parameter or a property, as params of a pushed
    /// screen with a nested deep link, of a modal with its own stack and of an alert: the whole
    /// app type-checks against the SwiftUI stub without a warning.
    @Test func everyNameOfTheTemplatesIsAParamName() async throws {
        let names = Self.templateNames()
        #expect(names.contains("link") && names.contains("destination") && names.count > 40, "\(names)")
        let params = names.map { "      \($0): { type: String, default: x }" }.joined(separator: "\n")
        let yaml = """
            app: { name: Names, urlScheme: names, deploymentTarget: [iOS 17, macOS 14] }
            tabs:
              - { id: home, title: Home, systemImage: house, root: Home }
              - { id: more, title: More, systemImage: ellipsis, root: More }
            toolbars:
              main: [ { label: Go, action: { push: A } }, { label: Act, action: { custom: doIt } } ]
            screens:
              Home: { toolbar: main, links: [push: A, sheet: M, alert: D] }
              More: {}
              A:
                title: "A {title} {link}"
                search: {}
                params:
            \(params)
                deepLink: /a/{link}
                links: [push: B, alert: D]
              B:
                params:
            \(params)
                deepLink: /a/{link}/b/{destination}
              M:
                presentation: sheet
                stack: true
                params:
            \(params)
                deepLink: /m/{present}
                links: [push: C]
              C:
                params:
            \(params)
                deepLink: /m/{present}/c/{sheet}
              D:
                presentation: alert
                title: "Delete {name}?"
                message: "{text} {link}"
                params:
            \(params)
                buttons: [ { label: OK, action: { push: A } }, { label: Cancel, role: cancel } ]
            """
        let context = try #require(GenerationFixtures.graph(yaml: yaml).map { ContextBuilder.build($0) })
        try await PlatformMatrixTests.assertMatrixClean(context, settings: [.swift6])
    }

    /// The lower-camel words the templates declare: `let x`, `var x`, `(_ x:`, `label x:`,
    /// `{ x in`, less the reserved param names and Swift's keywords.
    static func templateNames() -> [String] {
        let text = EmbeddedTemplates.files.filter { !$0.key.hasPrefix("docs/") }.values.sorted().joined(separator: "\n")
        let regex = /(?:let|var) ([a-z][A-Za-z0-9]*)\b|\(_ ([a-z][A-Za-z0-9]*):|[a-z]+ ([a-z][A-Za-z0-9]*): [A-Z{\[]|\{ ([a-z][A-Za-z0-9]*) in\b/
        var names: Set<String> = []
        for match in text.matches(of: regex) {
            if let name = match.output.1 ?? match.output.2 ?? match.output.3 ?? match.output.4 { names.insert(String(name)) }
        }
        let keywords: Set<String> = ["in", "self", "some", "any", "let", "var", "case", "default", "return", "if", "else",
                                     "is", "as", "for", "switch", "where", "nil", "true", "false", "init", "func", "private"]
        return names.subtracting(keywords).subtracting(Naming.reservedParamNames).sorted()
    }
}
