import Foundation

// The executable only hands the arguments to the tool and exits with its status.
let context = CommandContext(console: StandardConsole(), environment: ProcessInfo.processInfo.environment)
exit(ScreenSpecTool.run(Array(CommandLine.arguments.dropFirst()), context: context).rawValue)
