import Foundation
import ScreenSpec

/// `screenspec init [DIR]`: writes a starter spec and a commented configuration, never
/// overwriting anything.
enum InitCommand: Command {
    static let directory = PositionalDefinition(
        name: "DIR", arity: .optional, help: "the folder to write into (default: the current folder)")
    static let templates = OptionDefinition.value(
        "templates", valueName: "DIR",
        help: "write the default templates into DIR instead (generate's and scaffold's, the docs' in DIR/docs), to edit as overrides")

    static let configuration = CommandConfiguration(
        name: "init", abstract: "write a starter spec and configuration",
        discussion: """
            Writes \(Starter.specPath), a small spec that checks clean (two tabs, a toolbar, a push, \
            a sheet and a deep link), and a commented \(Configuration.fileName). The app is named after \
            the folder. Nothing is written when either file exists, or when the spec folder holds a spec \
            already (a YAML file): output.exists at that file, exit status 1. With --templates DIR it \
            writes only the default templates built into screenspec, as the files --templates of \
            generate, scaffold and docs override (Routes.swift.mustache, _RouteEnum.mustache, \
            docs/index.md.mustache …); nothing is written when any of them exists in DIR.
            """,
        positionals: [directory], options: [templates])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        if let templatesFolder = arguments.value(templates) {
            guard arguments.value(directory) == nil else {
                return context.usageError(UsageError("init takes DIR or --templates DIR, not both"), command: configuration)
            }
            return finish({ () throws(StarterError) in try Starter.writeDefaultTemplates(into: templatesFolder) }, context: context)
        }
        let directory = arguments.value(Self.directory) ?? "."
        let folder = directory == "." ? FileManager.default.currentDirectoryPath : directory
        let starter = Starter(appName: Starter.appName(forFolder: (folder as NSString).lastPathComponent))
        return finish({ () throws(StarterError) in try starter.write(into: directory) }, context: context)
    }

    /// Prints each path `write` wrote, or reports why it wrote nothing.
    private static func finish(_ write: () throws(StarterError) -> [String], context: CommandContext) -> ExitCode {
        do {
            let written = try write()
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
