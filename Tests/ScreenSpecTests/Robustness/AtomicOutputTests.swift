import Foundation
import Testing

/// Exit codes and output safety end to end, through the built binary: `generate` never leaves a partial
/// file, never changes a file when there are errors, removes only what it generated before,
/// and never writes outside `--output`.
@Suite struct AtomicOutputTests {
    /// Runs screenspec in `directory`.
    private func screenspec(_ arguments: [String], in directory: URL, killAfter: Double? = nil) async throws -> ChildRun {
        try await ChildProcess.run(try ChildProcess.screenspec(), arguments, in: directory, killAfter: killAfter)
    }

    /// A fresh folder holding a copy of Specs/Cities as `Specs/`.
    private func withCities<T>(_ body: (URL) async throws -> T) async throws -> T {
        try await SwiftToolchain.withScratchDirectory { directory in
            try ExampleApps.copy("Cities", to: directory.appendingPathComponent("Specs"))
            return try await body(directory)
        }
    }

    private func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(file.lastPathComponent) does not contain \(old)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    @Test("A broken spec after a good run: exit 1, and the output folder byte-identical and untouched")
    func brokenSpecLeavesOutputAlone() async throws {
        try await withCities { directory in
            let output = directory.appendingPathComponent("Generated")
            let first = try await screenspec(["generate", "Specs", "--output", "Generated"], in: directory)
            #expect(first.status == 0, "\(first)")
            #expect(Set(try FolderSnapshot(output).entries.keys) == [
                "CitiesRoutes.swift", "CitiesNavigator.swift", "CitiesViews.swift", ".screenspec-manifest",
            ])
            try FolderSnapshot.backdate(output)
            let before = try FolderSnapshot(output)

            // A checker error, a loader error, and a template error: each stops before writing.
            let screens = directory.appendingPathComponent("Specs/screens.yaml")
            let good = try Data(contentsOf: screens)
            try replace("push: CityDetail", with: "push: CityDetial", in: screens)
            let checkerError = try await screenspec(["generate", "Specs", "--output", "Generated"], in: directory)
            #expect(checkerError.status == 1, "\(checkerError)")
            #expect(checkerError.stderr.contains("[undefined_reference]"), "\(checkerError)")
            #expect(try FolderSnapshot(output) == before)

            try (good + Data("\n  Broken: [\n".utf8)).write(to: screens)
            let syntaxError = try await screenspec(["generate", "Specs", "--output", "Generated"], in: directory)
            #expect(syntaxError.status == 1, "\(syntaxError)")
            #expect(syntaxError.stderr.contains("[yaml.syntax]"), "\(syntaxError)")
            #expect(try FolderSnapshot(output) == before)

            try good.write(to: screens)
            let templates = directory.appendingPathComponent("MyTemplates")
            try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
            try Data("{{#screens}}unclosed\n".utf8).write(to: templates.appendingPathComponent("Views.swift.mustache"))
            let templateError = try await screenspec(["generate", "Specs", "--output", "Generated", "--templates", "MyTemplates"],
                                               in: directory)
            #expect(templateError.status == 1, "\(templateError)")
            #expect(templateError.stderr.contains("MyTemplates/Views.swift.mustache:"), "\(templateError)")
            #expect(try FolderSnapshot(output) == before, "a template error must not write the files that did render")

            let again = try await screenspec(["generate", "Specs", "--output", "Generated"], in: directory)
            #expect(again.status == 0, "\(again)")
            #expect(try FolderSnapshot(output) == before, "an unchanged spec rewrites nothing")
        }
    }

    @Test("The next run completes after a killed one and removes the temporary files it left, and only those")
    func leftoverTemporaryFile() async throws {
        try await withCities { directory in
            let output = directory.appendingPathComponent("Generated")
            #expect(try await screenspec(["generate", "Specs", "--output", "Generated"], in: directory).status == 0)
            let complete = try FolderSnapshot(output)
            // What a run killed between writing its temporary file and renaming it leaves behind
            // (pid 2^22 + 1 is above Linux's pid_max, so no process has it) ...
            let abandoned = ".CitiesRoutes.swift.4194305.tmp"
            try Data("// half a fi".utf8).write(to: output.appendingPathComponent(abandoned))
            // ... what a run still in progress is writing (this test process is alive) ...
            let live = ".CitiesRoutes.swift.\(ProcessInfo.processInfo.processIdentifier).tmp"
            try Data("// in progr".utf8).write(to: output.appendingPathComponent(live))
            // ... and hidden files that are not temporary files of a generated file.
            let foreign = [".Mine.swift.4194305.tmp", ".CitiesRoutes.swift.tmp", ".CitiesRoutes.swift.x.tmp"]
            for name in foreign {
                try Data("mine".utf8).write(to: output.appendingPathComponent(name))
            }
            try replace("title: City Search", with: "title: Find a City",
                        in: directory.appendingPathComponent("Specs/screens.yaml"))

            let run = try await screenspec(["generate", "Specs", "--output", "Generated"], in: directory)
            #expect(run.status == 0, "\(run)")
            let reference = try await screenspec(["generate", "Specs", "--output", "Reference"], in: directory)
            #expect(reference.status == 0, "\(reference)")
            var after = try FolderSnapshot(output)
            #expect(after.entries[abandoned] == nil, "the killed run's temporary file is removed")
            #expect(after.entries.removeValue(forKey: live)?.contents == Data("// in progr".utf8),
                    "a running process's temporary file is not this run's to remove")
            for name in foreign {
                #expect(after.entries.removeValue(forKey: name)?.contents == Data("mine".utf8), "\(name) is not ours")
            }
            #expect(after.sameContents(as: try FolderSnapshot(directory.appendingPathComponent("Reference"))))
            #expect(after.text("CitiesViews.swift") != complete.text("CitiesViews.swift"))
        }
    }

    /// A tabbed app of `screens` screens in chains of pushes, each with parameters and a deep
    /// link: big enough that `generate` takes a while.
    static func bigSpec(screens: Int, title: String) -> String {
        var text = "app:\n  name: Big\n  urlScheme: big\ntabs:\n"
        let tabs = 4
        for tab in 0..<tabs {
            text += "  - { id: tab\(tab), title: Tab \(tab), systemImage: circle, root: Root\(tab) }\n"
        }
        text += "screens:\n"
        let chain = max(1, screens / tabs)
        for tab in 0..<tabs {
            text += "  Root\(tab): { title: \(title) \(tab), links: [{ push: S\(tab * chain) }] }\n"
        }
        for index in 0..<(chain * tabs) {
            let next = (index + 1) % chain == 0 ? "" : ", links: [{ push: S\(index + 1) }]"
            text += "  S\(index): { title: \"S {n}\", params: { n: Int, label: { type: String, default: x } }, "
                + "deepLink: \"/s\(index)/{n}\"\(next) }\n"
        }
        return text
    }

    @Test("generate killed with SIGKILL at any moment leaves every file old or new, never partial")
    func killedRunsLeaveWholeFiles() async throws {
        try await SwiftToolchain.withScratchDirectory { directory in
            let specs = directory.appendingPathComponent("Specs")
            try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
            let spec = specs.appendingPathComponent("big.yaml")
            let arguments = ["generate", "Specs", "--output", "Generated"]

            // The expected old and new outputs, from complete runs.
            try Data(Self.bigSpec(screens: 8, title: "Old").utf8).write(to: spec)
            #expect(try await screenspec(arguments, in: directory).status == 0)
            let old = try FolderSnapshot(directory.appendingPathComponent("Generated"))
            try FileManager.default.moveItem(at: directory.appendingPathComponent("Generated"),
                                             to: directory.appendingPathComponent("Old"))
            try Data(Self.bigSpec(screens: 1200, title: "New").utf8).write(to: spec)
            // The run's own time, from its start to its end: what the kills below are spread over.
            let complete = try await screenspec(arguments, in: directory)
            let duration = complete.seconds
            #expect(complete.status == 0, "\(complete)")
            let new = try FolderSnapshot(directory.appendingPathComponent("Generated"))
            #expect(old.entries.keys.sorted() == new.entries.keys.sorted())

            // Kills spread over the run, denser towards its end, where the files are written.
            var interrupted = 0
            for fraction in [0.2, 0.5, 0.7, 0.8, 0.86, 0.9, 0.93, 0.95, 0.97, 0.99, 1.02] {
                let output = directory.appendingPathComponent("Generated")
                try FileManager.default.removeItem(at: output)
                try FileManager.default.copyItem(at: directory.appendingPathComponent("Old"), to: output)
                let run = try await screenspec(arguments, in: directory, killAfter: duration * fraction)
                if run.signal == SIGKILL { interrupted += 1 }
                let after = try FolderSnapshot(output)
                for (name, entry) in after.entries where !name.hasSuffix(".tmp") {
                    #expect(entry.contents == old.entries[name]?.contents || entry.contents == new.entries[name]?.contents,
                            "killed after \(fraction) of the run, \(name) is neither the old nor the new file")
                }
                for name in old.entries.keys {
                    #expect(after.entries[name] != nil, "killed after \(fraction) of the run, \(name) is gone")
                }
            }
            #expect(interrupted > 0, "no run was killed before it ended")
            // And the next run finishes the job.
            let finish = try await screenspec(arguments, in: directory)
            #expect(finish.status == 0, "\(finish)")
            let finished = try FolderSnapshot(directory.appendingPathComponent("Generated"))
            for (name, entry) in new.entries {
                #expect(finished.entries[name]?.contents == entry.contents, "\(name) after the last run")
            }
            #expect(finished.entries.keys.filter { $0.hasSuffix(".tmp") }.isEmpty,
                    "the last run removes the temporary files the killed runs left")
        }
    }

    @Test("Stale files: only those the manifest lists are removed")
    func staleFilesFromTheManifestOnly() async throws {
        try await withCities { directory in
            let output = directory.appendingPathComponent("Generated")
            #expect(try await screenspec(["generate", "Specs", "--output", "Generated"], in: directory).status == 0)
            try Data("struct Mine {}\n".utf8).write(to: output.appendingPathComponent("Mine.swift"))
            try Data("notes\n".utf8).write(to: output.appendingPathComponent("NOTES.md"))
            // The app's new name renames every generated file.
            try replace("name: Cities", with: "name: Towns", in: directory.appendingPathComponent("Specs/app.yaml"))

            let run = try await screenspec(["generate", "Specs", "--output", "Generated"], in: directory)
            #expect(run.status == 0, "\(run)")
            let after = try FolderSnapshot(output)
            #expect(Set(after.entries.keys) == [
                "TownsRoutes.swift", "TownsNavigator.swift", "TownsViews.swift", ".screenspec-manifest",
                "Mine.swift", "NOTES.md",
            ])
            #expect(after.text("Mine.swift") == "struct Mine {}\n")
            #expect(after.text(".screenspec-manifest") == "TownsNavigator.swift\nTownsRoutes.swift\nTownsViews.swift\n")
        }
    }

    @Test("An output path that is a file is refused with exit 73, and the file kept")
    func outputPathIsAFile() async throws {
        try await withCities { directory in
            try Data("precious\n".utf8).write(to: directory.appendingPathComponent("Generated"))
            let run = try await screenspec(["generate", "Specs", "--output", "Generated"], in: directory)
            #expect(run.status == 73, "\(run)")
            #expect(run.stderr.contains("Generated:1:1: error: the output path is a file, not a folder [output.not_a_directory]"),
                    "\(run)")
            #expect(try String(contentsOf: directory.appendingPathComponent("Generated"), encoding: .utf8) == "precious\n")
        }
    }

    @Test("A symlink leading out of the output folder is refused with exit 73, and nothing written")
    func symlinkLeadingOut() async throws {
        try await withCities { directory in
            let output = directory.appendingPathComponent("Generated")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let outside = directory.appendingPathComponent("outside.swift")
            try Data("outside\n".utf8).write(to: outside)
            try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent("CitiesRoutes.swift").path,
                                                       withDestinationPath: "../outside.swift")
            let before = try FolderSnapshot(directory)

            let run = try await screenspec(["generate", "Specs", "--output", "Generated"], in: directory)
            #expect(run.status == 73, "\(run)")
            #expect(run.stderr.contains(
                "error: refusing to write 'CitiesRoutes.swift': 'Generated/CitiesRoutes.swift' is a symbolic link, which is never written through [output.unsafe_path]"),
                "\(run)")
            #expect(try String(contentsOf: outside, encoding: .utf8) == "outside\n")
            #expect(try FolderSnapshot(directory).sameContents(as: before), "no file was written")
        }
    }
}
