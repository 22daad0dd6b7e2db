import Foundation

// The executable only hands the arguments to the tool and exits with its status.
let context = CommandContext(console: StandardConsole(), environment: ProcessInfo.processInfo.environment)
let arguments = Array(CommandLine.arguments.dropFirst())
let notUTF8 = arguments.indices.first { String(validatingCString: CommandLine.unsafeArgv[$0 + 1]!) == nil }
exit(ScreenSpecTool.run(arguments, context: context, notUTF8: notUTF8).rawValue)
