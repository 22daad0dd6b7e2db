import Foundation
import ScreenSpec
import Testing

/// `screenspec scaffold`, run as users run it: the built binary in a scratch folder.
@Suite(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct ScaffoldCommandTests {
    static let citiesSpec: [String: String] = {
        var files: [String: String] = [:]
        let folder = GenerationFixtures.projectRoot.appendingPathComponent("Specs/Cities")
        for name in ["app.yaml", "screens.yaml", "toolbars.yaml"] {
            files["Specs/" + name] = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
        return files
    }()

    @Test("scaffold prints one line per file: what it wrote, then what it kept")
    func writesThenKeeps() async throws {
        try await ScreenSpecBinary.withFiles(Self.citiesSpec) { directory in
            let first = try await ScreenSpecBinary.run(["scaffold", "--output", "Sources/Cities"], in: directory)
            #expect(first.status == 0, "\(first)")
            let lines = first.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == "wrote Sources/Cities/HomeView.swift")
            #expect(lines.last == "wrote Sources/Cities/CitiesApp.swift")
            #expect(lines.count == 12 && lines.allSatisfy { $0.hasPrefix("wrote ") })
            #expect(first.stderr == "")

            let home = directory.appendingPathComponent("Sources/Cities/HomeView.swift")
            try Data("// mine\n".utf8).write(to: home)
            let second = try await ScreenSpecBinary.run(["scaffold", "--output", "Sources/Cities"], in: directory)
            #expect(second.status == 0, "\(second)")
            #expect(second.stdout.split(separator: "\n").map(String.init)
                == lines.map { "kept " + $0.dropFirst("wrote ".count) + " (it exists)" })
            #expect(try String(contentsOf: home, encoding: .utf8) == "// mine\n")
        }
    }

    @Test("scaffold writes nothing when the spec has an error, and exits 1")
    func brokenSpecWritesNothing() async throws {
        var files = Self.citiesSpec
        files["Specs/screens.yaml"] = files["Specs/screens.yaml"]?.replacingOccurrences(of: "push: CityDetail", with: "push: CityDetial")
        try await ScreenSpecBinary.withFiles(files) { directory in
            let run = try await ScreenSpecBinary.run(["scaffold", "--output", "App"], in: directory)
            #expect(run.status == 1, "\(run)")
            #expect(run.stdout == "")
            #expect(run.stderr.contains("error: unknown screen 'CityDetial' [undefined_reference]"), "\(run)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("App").path))
        }
    }

    @Test("scaffold names each nested param type no placeholder it writes declares, in a note at its first use")
    func nestedTypesAreNamed() async throws {
        let spec = """
            app: { name: Garage, root: Cars }
            screens:
              Cars:
                links: [ { push: Car }, { push: Owner } ]
              Car:
                params: { id: Car.ID, owner: Person? }
              Owner:
                params: { car: Car.ID, roles: "[Person.Role]" }
            """
        try await ScreenSpecBinary.withFiles(["spec.yaml": spec]) { directory in
            let run = try await ScreenSpecBinary.run(["scaffold", "spec.yaml", "--output", "App"], in: directory)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout.contains("wrote App/Person.swift"), "\(run)")
            // Person.Role is declared in the Person placeholder written now; Car is a screen, not a type scaffold writes.
            let person = try String(contentsOf: directory.appendingPathComponent("App/Person.swift"), encoding: .utf8)
            #expect(person.contains("    struct Role: Hashable, Codable, Sendable {}"), "\(person)")
            let carNote = "spec.yaml:6:19: note: scaffold writes no placeholder for 'Car.ID', a nested type: the app must declare it "
                + "(Hashable, Codable and Sendable) for the generated code to compile [scaffold.nested_type]"
            #expect(run.stderr.split(separator: "\n").map(String.init) == [carNote], "\(run)")

            // Run again: Person.swift is the app's now, and may not declare Role.
            let again = try await ScreenSpecBinary.run(["scaffold", "spec.yaml", "--output", "App"], in: directory)
            #expect(again.stderr.split(separator: "\n").map(String.init) == [
                carNote,
                "spec.yaml:8:35: note: scaffold writes no placeholder for 'Person.Role', a nested type: the app must declare it "
                    + "(Hashable, Codable and Sendable) for the generated code to compile [scaffold.nested_type]",
            ], "\(again)")
        }
    }

    @Test("scaffold writes no second @main into an app that has one, and prints a note at the app's")
    func keepsTheAppsOwnEntryPoint() async throws {
        let files = [
            "spec.yaml": """
                app: { name: Lessons, deploymentTarget: iOS 16 }
                tabs:
                  - { id: library, title: Library, systemImage: books.vertical, root: Library }
                  - { id: settings, title: Settings, systemImage: gearshape, root: Settings }
                screens:
                  Library: {}
                  Settings: {}
                """,
            "App/App.swift": "import SwiftUI\n@main\nstruct App: SwiftUI.App {\n  var body: some Scene { WindowGroup { Text(\"Lessons\") } }\n}\n",
        ]
        try await ScreenSpecBinary.withFiles(files) { directory in
            let run = try await ScreenSpecBinary.run(["scaffold", "spec.yaml", "--output", "App"], in: directory)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout == "wrote App/LibraryView.swift\nwrote App/SettingsView.swift\n", "\(run)")
            #expect(run.stderr == "App/App.swift:2:1: note: 'App' is already the app's @main entry point, so scaffold writes no "
                + "LessonsApp.swift (a second one would not build); its WindowGroup should show LessonsRootView(navigator:) "
                + "with one LessonsNavigator per window, held with @StateObject [scaffold.existing_entry_point]\n", "\(run)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("App/LessonsApp.swift").path))
        }
    }

    @Test("scaffold needs --output")
    func outputIsRequired() async throws {
        try await ScreenSpecBinary.withFiles(Self.citiesSpec) { directory in
            let run = try await ScreenSpecBinary.run(["scaffold"], in: directory)
            #expect(run.status == 64, "\(run)")
            #expect(run.stdout == "")
        }
    }

    @Test("an output path that is a file cannot be created: exit 73")
    func outputIsAFile() async throws {
        var files = Self.citiesSpec
        files["App"] = "not a folder\n"
        try await ScreenSpecBinary.withFiles(files) { directory in
            let run = try await ScreenSpecBinary.run(["scaffold", "--output", "App"], in: directory)
            #expect(run.status == 73, "\(run)")
            #expect(try String(contentsOf: directory.appendingPathComponent("App"), encoding: .utf8) == "not a folder\n")
        }
    }

    /// The path of a new app: `init` writes a starter spec and configuration, `scaffold` the app's
    /// code, `generate` the navigation into the configuration's `output`, and all of it
    /// type-checks as it is, without a warning.
    @Test("init, then scaffold, then generate: the new app compiles")
    func startANewApp() async throws {
        try await SwiftToolchain.withScratchDirectory { root in
            let directory = root.appendingPathComponent("Weather")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for arguments in [["init"], ["scaffold", "--output", "Sources/Weather"], ["generate"]] {
                let run = try await ScreenSpecBinary.run(arguments, in: directory)
                #expect(run.status == 0, "\(arguments): \(run)")
            }
            let generated = AppBuildFixtures.swiftFiles(in: directory.appendingPathComponent("Generated"))
            let app = AppBuildFixtures.swiftFiles(in: directory.appendingPathComponent("Sources/Weather"))
            #expect(generated.map(\.lastPathComponent) == ["WeatherNavigator.swift", "WeatherRoutes.swift", "WeatherViews.swift"])
            #expect(app.contains { $0.lastPathComponent == "WeatherApp.swift" })
            // The starter lists iOS 17 and macOS 14: the app compiles for both.
            for target in [PlatformTarget(.iOS, 17), PlatformTarget(.macOS, 14)] {
                let result = try await SwiftToolchain.typecheck(files: generated + app, for: target, setting: .swift6,
                                                          moduleName: "Weather")
                #expect(result.isClean, "\(target): \(result)")
            }
        }
    }
}
