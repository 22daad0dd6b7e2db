import Foundation
import ScreenSpec

/// `screenspec init [DIR]`: writes a starter spec and a commented configuration, never
/// overwriting anything.
enum InitCommand: Command {
    static let directory = PositionalDefinition(
        name: "DIR", arity: .optional, help: "the folder to write into (default: the current folder)")

    static let configuration = CommandConfiguration(
        name: "init", abstract: "write a starter spec and configuration",
        discussion: """
            Writes \(Starter.specPath), a small spec that checks clean (two tabs, a toolbar, a push, \
            a sheet and a deep link), and a commented \(Configuration.fileName). The app is named after \
            the folder. Nothing is written when either file exists, or when the spec folder holds a spec \
            already (a YAML file): output.exists at that file, exit status 1.
            """,
        positionals: [directory])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let directory = arguments.value(Self.directory) ?? "."
        let folder = directory == "." ? FileManager.default.currentDirectoryPath : directory
        let starter = Starter(appName: Starter.appName(forFolder: (folder as NSString).lastPathComponent))
        do {
            let written = try starter.write(into: directory)
            let lines = written.map { "wrote \(TextReporter.visible($0))\n" }.joined()
            return context.print(lines) ? .success : .ioError
        } catch {
            context.reportText([error.diagnostic], sources: nil, color: nil)
            switch error {
            case .exists, .specExists: return .failure
            case .cannotCreate: return .cannotCreate
            case .cannotWrite: return .ioError
            }
        }
    }
}
