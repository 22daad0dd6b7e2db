// Test support: type-check Swift as an Apple platform at a deployment target would, on Linux.
//
// On Linux the compiler ignores every platform-specific `@available` attribute and every
// `os(iOS)`/`os(macOS)` condition is false. So that a Linux type-check sees what a build for
// iOS 17 or macOS 14 sees:
// - the stub SwiftUI module is built once per flavour (platform and version) from a rewritten
//   copy of its sources, where the platform's own attributes become `@available(*, …)` ones: a
//   declaration the platform lacks, or that is newer than the target, is `unavailable`; one
//   deprecated at or before the target is `deprecated`; the other platforms' attributes go;
// - the code under test has its `os(iOS)`/`os(macOS)` conditions rewritten to compilation flags,
//   and the flag of the platform being checked is set (`-D`).

import Foundation

/// An Apple platform the generated code is built for.
enum ApplePlatform: String, Sendable, CaseIterable, Hashable {
    case iOS, macOS

    /// The compilation flag that stands for `os(<platform>)` in rewritten sources.
    var conditionFlag: String { "SCREENSPEC_OS_\(rawValue.uppercased())" }
}

/// A platform at a deployment target, e.g. iOS 17: one flavour of the stub.
struct PlatformTarget: Sendable, Hashable, CustomStringConvertible {
    var platform: ApplePlatform
    var version: Int

    var description: String { "\(platform.rawValue) \(version)" }

    /// Parses `iOS 17` / `macOS 14`.
    init?(_ text: String) {
        let parts = text.split(separator: " ")
        guard parts.count == 2, let platform = ApplePlatform(rawValue: String(parts[0])),
              let version = Int(parts[1]) else { return nil }
        self.init(platform, version)
    }

    init(_ platform: ApplePlatform, _ version: Int) {
        self.platform = platform
        self.version = version
    }
}

/// The compiler settings app targets build generated files with.
enum BuildSetting: String, Sendable, CaseIterable, Hashable, CustomStringConvertible {
    /// Swift 6 language mode.
    case swift6
    /// Swift 5 language mode with complete strict concurrency checking.
    case swift5Strict
    /// A new Xcode 26 app target: main-actor default isolation and approachable concurrency.
    case xcode26

    var description: String { rawValue }

    /// The language-mode and concurrency arguments.
    var arguments: [String] {
        switch self {
        case .swift6:
            return ["-swift-version", "6"]
        case .swift5Strict:
            return ["-swift-version", "5", "-strict-concurrency=complete"]
        case .xcode26:
            return ["-swift-version", "6", "-default-isolation", "MainActor",
                    "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                    "-enable-upcoming-feature", "InferIsolatedConformances"]
        }
    }
}

/// Rewrites the stub's `@available` attributes for one flavour, and `os(…)` conditions of code.
enum PlatformRewriter {
    /// The stub source text with every `@available(…)` attribute rewritten for `target`.
    static func stubSource(_ source: String, for target: PlatformTarget) -> String {
        var output = ""
        var rest = Substring(source)
        while let start = rest.range(of: "@available(") {
            output += rest[..<start.lowerBound]
            guard let end = closingParenthesis(in: rest[start.upperBound...]) else {
                output += rest[start.lowerBound...]
                return output
            }
            let arguments = splitArguments(rest[start.upperBound..<end])
            output += rewrite(arguments, for: target)
            rest = rest[rest.index(after: end)...]
        }
        output += rest
        return output
    }

    /// The attribute that stands for `@available(<arguments>)` in the flavour, possibly empty.
    static func rewrite(_ arguments: [String], for target: PlatformTarget) -> String {
        guard let first = arguments.first else { return "" }
        let original = "@available(\(arguments.joined(separator: ", ")))"
        if first == "*" { return original }
        let platform = target.platform.rawValue
        let words = first.split(separator: " ")
        if words.count == 1 {
            // `@available(iOS, unavailable)` / `@available(iOS, introduced: 14.0, deprecated: 17.0, message: …)`
            guard first == platform else { return "" }
            let message = arguments.first { $0.hasPrefix("message:") }
            if arguments.contains("unavailable") {
                return "@available(*, unavailable, message: \"not available on \(platform)\")"
            }
            if let introduced = version(arguments, "introduced:"), introduced > Double(target.version) {
                return "@available(*, unavailable, message: \"introduced in \(platform) \(format(introduced))\")"
            }
            if let deprecated = version(arguments, "deprecated:"), deprecated <= Double(target.version) {
                return "@available(*, deprecated\(message.map { ", " + $0 } ?? ""))"
            }
            return ""
        }
        // Shorthand: `@available(iOS 17.0, macOS 14.0, *)`.
        for argument in arguments {
            let parts = argument.split(separator: " ")
            guard parts.count == 2, parts[0] == platform, let introduced = Double(parts[1]) else { continue }
            if introduced > Double(target.version) {
                return "@available(*, unavailable, message: \"introduced in \(platform) \(format(introduced))\")"
            }
        }
        return ""
    }

    /// Rewrites `os(iOS)`/`os(macOS)` in `#if`/`#elseif` lines of `source` to the platforms' flags.
    static func resolvingPlatformConditions(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else { return String(line) }
            var text = String(line)
            for platform in ApplePlatform.allCases {
                text = text.replacingOccurrences(of: "os(\(platform.rawValue))", with: platform.conditionFlag)
            }
            return text
        }.joined(separator: "\n")
    }

    private static func version(_ arguments: [String], _ label: String) -> Double? {
        arguments.first { $0.hasPrefix(label) }.flatMap { Double($0.dropFirst(label.count).trimmingCharacters(in: .whitespaces)) }
    }

    private static func format(_ version: Double) -> String {
        version == version.rounded() ? String(Int(version)) : String(version)
    }

    /// The index of the `)` closing an attribute whose arguments start `text`, skipping string literals.
    private static func closingParenthesis(in text: Substring) -> Substring.Index? {
        var depth = 0
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\\" { index = text.index(after: index) } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                if depth == 0 { return index }
                depth -= 1
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return nil
    }

    /// Splits attribute arguments at top-level commas, outside string literals.
    private static func splitArguments(_ text: Substring) -> [String] {
        var arguments: [String] = []
        var current = ""
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                current.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character == "\"" { inString = true }
            if character == "," {
                arguments.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { arguments.append(last) }
        return arguments
    }
}

extension SwiftToolchain {
    /// The directory holding the stub `SwiftUI.swiftmodule` for `target` (pass it with `-I`),
    /// built once per flavour and test process from a rewritten copy of the stub sources.
    static func swiftUIStubModuleDirectory(for target: PlatformTarget) async throws -> URL {
        try await flavours.module(for: target)
    }

    /// Type-checks `files` for `target` under `setting`: the stub flavour of the target, `os(…)`
    /// conditions resolved for its platform. The files are copied (rewritten) into a scratch folder.
    static func typecheck(files: [URL], for target: PlatformTarget, setting: BuildSetting,
                          mode: CheckMode = .silDiagnostics, moduleName: String = "Checked",
                          againstSwiftUIStub: Bool = true, extraArguments: [String] = []) async throws -> CompilerResult {
        var sources: [String: String] = [:]
        for (number, file) in files.enumerated() {
            let text = try String(contentsOf: file, encoding: .utf8)
            // Keep names unique and in order; the file name appears in diagnostics.
            sources[String(format: "%03d-", number) + file.lastPathComponent] = PlatformRewriter.resolvingPlatformConditions(text)
        }
        return try await typecheck(sources: sources, for: target, setting: setting, mode: mode, moduleName: moduleName,
                             againstSwiftUIStub: againstSwiftUIStub, extraArguments: extraArguments)
    }

    /// Type-checks in-memory files (name → source) for `target` under `setting`.
    static func typecheck(sources: [String: String], for target: PlatformTarget, setting: BuildSetting,
                          mode: CheckMode = .silDiagnostics, moduleName: String = "Checked",
                          againstSwiftUIStub: Bool = true, extraArguments: [String] = []) async throws -> CompilerResult {
        try await withScratchDirectory { directory in
            let files = try write(sources.mapValues(PlatformRewriter.resolvingPlatformConditions), into: directory)
            var arguments: [String]
            switch mode {
            case .typecheck: arguments = ["-typecheck", "-wmo"]
            case .silDiagnostics: arguments = ["-emit-sil", "-wmo", "-o", nullDevice]
            }
            arguments += ["-parse-as-library", "-module-name", moduleName] + setting.arguments
            arguments += ["-D", target.platform.conditionFlag]
            if againstSwiftUIStub {
                arguments += ["-I", try await swiftUIStubModuleDirectory(for: target).path]
            }
            arguments += try commonArguments() + extraArguments + files.map(\.path)
            return try await compile(arguments, in: directory)
        }
    }

    private static let flavours = StubFlavours()
}

/// The stub flavours, one build per target and process: the first caller starts it, the others
/// await the same build.
private final class StubFlavours: @unchecked Sendable {
    // @unchecked: `builds` is only read and written while holding `lock`.
    private let lock = NSLock()
    private var builds: [PlatformTarget: Task<URL, Error>] = [:]

    func module(for target: PlatformTarget) async throws -> URL {
        let build = lock.withLock {
            if let started = builds[target] { return started }
            let started = Task { try await Self.build(target) }
            builds[target] = started
            return started
        }
        return try await build.value
    }

    private static func build(_ target: PlatformTarget) async throws -> URL {
        let root = try SwiftToolchain.temporaryRoot()
        let name = "SwiftUIStub-\(target.platform.rawValue)\(target.version)"
        let sourceDirectory = root.appendingPathComponent(name + "-sources", isDirectory: true)
        let moduleDirectory = root.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: sourceDirectory, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: moduleDirectory, withIntermediateDirectories: true)
        var files: [URL] = []
        for file in try SwiftToolchain.stubSourceFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            let rewritten = PlatformRewriter.resolvingPlatformConditions(PlatformRewriter.stubSource(text, for: target))
            let copy = sourceDirectory.appendingPathComponent(file.lastPathComponent)
            try Data(rewritten.utf8).write(to: copy)
            files.append(copy)
        }
        let arguments = [
            "-emit-module", "-parse-as-library",
            "-module-name", "SwiftUI",
            "-swift-version", "6",
            "-D", target.platform.conditionFlag,
            "-emit-module-path", moduleDirectory.appendingPathComponent("SwiftUI.swiftmodule").path,
        ] + (try SwiftToolchain.commonArguments()) + files.map(\.path)
        let result = try await SwiftToolchain.compile(arguments, in: moduleDirectory)
        guard result.succeeded else { throw SwiftToolchainError.stubBuildFailed(result) }
        return moduleDirectory
    }
}
