import Foundation
import ScreenSpec
import Testing

/// A generated app of 1,000 screens, built in code: its routes and navigator must compile (no
/// timing assertion), which keeps the emitted expressions simple enough for the type checker.
@Suite(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct LargeSpecTests {
    /// Five tabs whose roots each start a chain of pushes; every screen has params (some
    /// defaulted or optional), every tenth a deep link, every fiftieth is a sheet with its own
    /// stack; ten toolbars cover every action kind.
    /// With `singleStack`, one stack (`app.root`) pushes the whole chain, so its route enum is
    /// as large as the destination enum.
    static func largeSpec(screenCount: Int = 1000, singleStack: Bool = false) -> Spec {
        let here = SourceLocation(file: "Specs/Large/app.yaml", line: 1, column: 1)
        func located<Value>(_ value: Value) -> Located<Value> { Located(value, at: here) }
        let tabCount = singleStack ? 1 : 5
        let tabs = singleStack ? [] : (0..<tabCount).map { index in
            TabSpec(id: located("tab\(index)"), title: located("Tab \(index)"), systemImage: located("circle"),
                    root: located("Screen\(index)"), badge: located(index == 0), location: here)
        }
        let tabActions: [ActionSpec] = [
            .popToRoot(tab: located("tab1")), .selectTab(located("tab2")),
            .open(screen: located("Screen10"), tab: located("tab3")),
        ]
        let actions: [ActionSpec] = (singleStack ? [.open(screen: located("Screen10"), tab: nil)] : tabActions) + [
            .popToRoot(tab: nil), .push(located("Screen20")), .present(located("Screen50")), .pop, .dismiss,
            .custom(located("doSomething")),
        ]
        let toolbars = (0..<10).map { index in
            ToolbarSpec(id: located("bar\(index)"), items: actions.enumerated().map { offset, action in
                ToolbarItemSpec(id: located("item\(offset)"), placement: located(.secondaryAction),
                                systemImage: located("star"), label: located("Item \(offset)"),
                                action: located(action), location: here)
            }, location: here)
        }
        // Screens 0..<5 are the tab roots; the rest form one chain per tab, each screen linking
        // to the next (a sheet link when the next is a modal, which pushes the one after it).
        let chainLength = (screenCount - tabCount) / tabCount
        func isModal(_ index: Int) -> Bool { !singleStack && index >= 50 && index % 50 == 0 }
        var screens: [ScreenDefinition] = []
        for index in 0..<screenCount {
            var params: [ParamSpec] = []
            if index >= tabCount, !isModal(index) {
                params.append(ParamSpec(name: located("number"), type: located(ParamType(name: "Int")),
                                        defaultValue: index % 2 == 0 ? located("0") : nil, location: here))
                params.append(ParamSpec(name: located("label"), type: located(ParamType(name: "String")),
                                        defaultValue: located("screen \(index)"), location: here))
                if index % 3 == 0 {
                    params.append(ParamSpec(name: located("note"), type: located(ParamType(name: "String", isOptional: true)),
                                            location: here))
                }
            }
            var next: Int?
            if index < tabCount {
                next = tabCount + index * chainLength
            } else if (index - tabCount + 1) % chainLength != 0, index + 1 < screenCount {
                next = index + 1
            }
            var links: [LinkSpec] = []
            if let next {
                let kind: LinkSpec.Kind = isModal(next) ? .sheet : .push
                links.append(LinkSpec(kind: kind, target: located("Screen\(next)"), location: here))
            }
            screens.append(ScreenDefinition(
                id: located("Screen\(index)"),
                title: located(params.isEmpty ? "Screen \(index)" : "Screen {number}"),
                titleDisplayMode: located(.inline),
                toolbars: index % 7 == 0 ? [located("bar\(index % 10)")] : [],
                search: index % 11 == 0 ? SearchSpec(prompt: located("Search \(index)"), location: here) : nil,
                params: params, links: links,
                presentation: isModal(index) ? located(.sheet) : nil,
                stack: isModal(index) ? located(true) : nil,
                deepLink: !params.isEmpty && index % 10 == 0 ? located("/s\(index)/{number}") : nil,
                location: here))
        }
        let app = AppSection(name: located("Large"), urlScheme: located("large"),
                             root: singleStack ? located("Screen0") : nil, location: here)
        return Spec(app: app, tabs: tabs, toolbars: toolbars, screens: screens)
    }

    @Test func thousandScreensCompile() async throws {
        // Building and rendering a thousand screens takes a second in a debug build: off the pool.
        let (context, generated) = try await OwnThread.run {
            let context = ContextBuilder.build(NavigationGraph(spec: Self.largeSpec()))
            return (context, try GenerationFixtures.generatedFiles(context))
        }
        #expect(context.screens.count == 1000)
        #expect(context.destinations.count > 900)
        #expect(context.modalStacks.count == 19)
        #expect(context.deepLinks.count == 80)
        #expect(context.hasManyDestinations)
        // Type-checking is where a large switch fails ("unable to check that this switch is
        // exhaustive in reasonable time"); the SIL passes are checked on a smaller spec below,
        // as they take minutes here (synthesized Codable of thousands of payload cases).
        var sources = generated
        sources["AppTypes.swift"] = GenerationFixtures.appTypesSource
        let result = try await SwiftToolchain.typecheck(sources: sources, againstSwiftUIStub: false, mode: .typecheck)
        #expect(result.succeeded, "\(result)")
        #expect(result.isClean, "\(result.warnings.prefix(10))")
    }

    @Test func ifCaseMatchingOfLargeEnumsIsWarningFree() async throws {
        let context = ContextBuilder.build(NavigationGraph(spec: Self.largeSpec(screenCount: 300, singleStack: true)))
        #expect(context.isSingleStack && context.hasManyDestinations)
        #expect(context.routeEnums.first?.hasManyCases == true)
        let result = try await GenerationFixtures.typecheckGenerated(context)
        #expect(result.isClean, "\(result.warnings.prefix(10))")
    }
}
