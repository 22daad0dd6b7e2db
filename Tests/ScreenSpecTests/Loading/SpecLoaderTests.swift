import Foundation
import ScreenSpec
import Testing

/// The loader end to end: the example specs, file discovery, merging across files, and what
/// reaches the model.
@Suite struct SpecLoaderTests {
    /// The project root, from this file (symlinks resolved).
    static let projectRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()  // Tests/ScreenSpecTests/Loading
        .deletingLastPathComponent()  // Tests/ScreenSpecTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // project root

    static let exampleApps = ["Cars", "Cities", "Files", "FoodTruck", "Palette", "PopToRoot", "Shop"]

    static func load(paths: [String]) -> LoaderOutcome {
        var collector = DiagnosticCollector()
        let loaded = SpecLoader().load(paths: paths, diagnostics: &collector)
        return LoaderOutcome(loaded: loaded, diagnostics: collector.diagnostics)
    }

    @Test(arguments: exampleApps)
    func exampleSpecLoadsClean(app: String) throws {
        let folder = Self.projectRoot.appendingPathComponent("Specs/\(app)").path
        let outcome = Self.load(paths: [folder])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(describe).joined(separator: "\n"))")
        let loaded = try #require(outcome.loaded)
        #expect(loaded.spec.app.name.value == app)
        #expect(!loaded.spec.screens.isEmpty)
        #expect(loaded.sources.paths.allSatisfy { $0.hasPrefix(folder + "/") })
    }

    @Test func citiesIsMergedFromThreeFilesInPathOrder() throws {
        let folder = Self.projectRoot.appendingPathComponent("Specs/Cities").path
        let loaded = try #require(Self.load(paths: [folder + "/"]).loaded)
        #expect(loaded.sources.paths == ["app.yaml", "screens.yaml", "toolbars.yaml"].map { folder + "/" + $0 })
        let spec = loaded.spec
        #expect(spec.tabs.map(\.id.value) == ["home", "cities", "favorites", "settings"])
        // screens.yaml sorts before toolbars.yaml, so its `compose` toolbar comes first.
        #expect(spec.toolbars.map(\.id.value) == ["compose", "main", "detail"])
        #expect(spec.screens.first?.id.value == "Home")
        #expect(spec.app.urlScheme?.value == "cities")
        #expect(spec.app.tabStyle?.value == .tabBar)
        #expect(spec.app.name.location == ScreenSpec.SourceLocation(file: folder + "/app.yaml", line: 5, column: 9))
    }

    @Test func citiesModelHoldsEveryValueAsWritten() throws {
        let folder = Self.projectRoot.appendingPathComponent("Specs/Cities").path
        let spec = try #require(Self.load(paths: [folder]).spec)
        let screens = Dictionary(uniqueKeysWithValues: spec.screens.map { ($0.id.value, $0) })

        let detail = try #require(screens["CityDetail"])
        #expect(detail.params.map(\.name.value) == ["name", "zoom"])
        #expect(detail.params.map(\.type.value) == [ParamType(name: "String"), ParamType(name: "Int")])
        #expect(detail.params[1].defaultValue?.value == "10")
        #expect(detail.params[0].isRequired && !detail.params[1].isRequired)
        #expect(detail.title?.value == "{name}")
        #expect(detail.titleDisplayMode?.value == .inline)
        #expect(detail.toolbars.map(\.value) == ["main", "detail"])
        #expect(detail.deepLink?.value == "/city/{name}")
        #expect(detail.links.map(\.kind) == [.fullScreenCover])
        #expect(detail.links.first?.target.value == "CityMap")

        let cityList = try #require(screens["CityList"])
        #expect(cityList.search?.prompt?.value == "Search a city")
        #expect(cityList.search?.placement?.value == .navigationBarDrawer)
        #expect(cityList.links.map(\.kind) == [.push, .sheet])

        let addCity = try #require(screens["AddCity"])
        #expect(addCity.presentation?.value == .sheet)
        #expect(addCity.stack?.value == true)

        let main = try #require(spec.toolbars.first { $0.id.value == "main" })
        #expect(main.items.map { $0.id?.value } == ["logo", "profile"])
        #expect(main.items[0].placement?.value == .topBarLeading)
        #expect(main.items[0].action?.value == .popToRoot(tab: Located("home", at: main.items[0].action!.value.tabLocation!)))
        guard case .open(let screen, let tab)? = main.items[1].action?.value else {
            Issue.record("expected an open action")
            return
        }
        #expect(screen.value == "Profile")
        #expect(tab?.value == "settings")
    }

    @Test func carsIsASingleStackAppWithEveryBareAction() throws {
        let folder = Self.projectRoot.appendingPathComponent("Specs/Cars").path
        let spec = try #require(Self.load(paths: [folder]).spec)
        #expect(spec.tabs.isEmpty)
        #expect(spec.app.root?.value == "CarList")
        #expect(spec.app.deploymentTarget?.value == .iOS16)
        let actions = spec.toolbars.flatMap(\.items).compactMap { $0.action?.value }
        #expect(actions.contains(.pop))
        #expect(actions.contains(.dismiss))
        #expect(actions.contains(.popToRoot(tab: nil)))
        #expect(actions.contains { if case .present = $0 { return true } else { return false } })
        #expect(actions.contains { if case .push = $0 { return true } else { return false } })
        let visit = try #require(spec.screens.first { $0.id.value == "ServiceVisit" })
        #expect(visit.params.map(\.type.value.description) == ["ServiceEntry", "Date?"])
        let photo = try #require(spec.screens.first { $0.id.value == "CarPhoto" })
        #expect(photo.params.map { $0.defaultValue?.value } == [nil, "1.0"])
        let lastSync = try #require(spec.toolbars.flatMap(\.items).first { $0.id?.value == "lastSync" })
        #expect(lastSync.action == nil)
    }

    @Test func filesResolvesMergeKeysAndAliases() throws {
        let folder = Self.projectRoot.appendingPathComponent("Specs/Files").path
        let spec = try #require(Self.load(paths: [folder]).spec)
        let browse = try #require(spec.screens.first { $0.id.value == "Browse" })
        #expect(browse.titleDisplayMode?.value == .large)
        #expect(browse.toolbars.map(\.value) == ["common"])
        #expect(browse.search?.prompt?.value == "Search files")
        #expect(browse.search?.placement?.value == .toolbar)
        #expect(spec.tabs.map { $0.routeType?.value } == [nil, "DocumentRoute", "DocumentRoute", nil, nil])
        #expect(spec.tabs.map { $0.role?.value } == [nil, nil, nil, nil, .search])
        #expect(spec.app.tabStyle?.value == .sidebarAdaptable)
    }

    @Test func paletteReadsBadgesAccessLevelAndViews() throws {
        let folder = Self.projectRoot.appendingPathComponent("Specs/Palette").path
        let spec = try #require(Self.load(paths: [folder]).spec)
        #expect(spec.tabs.map { $0.badge?.value } == [nil, true])
        #expect(spec.app.accessLevel?.value == .public)
        let detail = try #require(spec.screens.first { $0.id.value == "ColorDetail" })
        #expect(detail.viewType == "SwatchView")
        let export = try #require(spec.screens.first { $0.id.value == "ExportColors" })
        #expect(export.stack?.value == false)
    }

    @Test func allExamplesTogetherAreMultipleApps() throws {
        let folders = Self.exampleApps.map { Self.projectRoot.appendingPathComponent("Specs/\($0)").path }
        let outcome = Self.load(paths: folders)
        #expect(outcome.diagnostics("spec.multiple_app").count == Self.exampleApps.count - 1)
        for diagnostic in outcome.diagnostics("spec.multiple_app") {
            #expect(diagnostic.notes.map(\.location.file) == [folders[0] + "/cars.yaml"])
        }
    }

    @Test("a screen defined twice with two presentations: the links written for the other one are not checked against the kept one")
    func duplicateScreenWithAnotherPresentation() {
        let found = LoadRecoveryTests.findings([
            "a.yaml": """
                app:
                  name: Lemmy
                  root: Feed
                screens:
                  Feed:
                    links:
                      - sheet: Report
                  Report:
                    title: Report
                """,
            "b.yaml": """
                screens:
                  Report:
                    presentation: sheet
                """,
        ])
        // No presentation_mismatch at '- sheet: Report': the kept definition is not the sheet.
        #expect(found == ["spec.duplicate_definition 2:3", "spec.check_skipped 2:3", "spec.check_skipped 2:3"], "\(found)")
        // The same presentation twice loses nothing a presentation check needs.
        let same = LoadRecoveryTests.findings([
            "a.yaml": "app: { name: Lemmy, root: Feed }\nscreens:\n  Feed: { links: [ { push: Report } ] }\n  Report: {}\n",
            "b.yaml": "screens:\n  Report: { title: Report }\n",
        ])
        #expect(same == ["spec.duplicate_definition 2:3", "spec.check_skipped 2:3"], "\(same)")
        let skipped = LoadRecoveryTests.diagnostics(["a.yaml": "app: { name: Lemmy, root: Feed }\nscreens:\n  Feed: {}\n  Report: {}\n",
                                                     "b.yaml": "screens:\n  Report: { title: Report }\n"])
            .first { $0.id == LoadGap.skippedID }
        #expect(skipped?.message.contains("presentation_mismatch") == false, "\(String(describing: skipped))")
    }
}

extension ActionSpec {
    /// The tab of a `popToRoot: TAB` action, for building expected values.
    fileprivate var tabLocation: ScreenSpec.SourceLocation? {
        if case .popToRoot(let tab?) = self { return tab.location }
        return nil
    }
}
