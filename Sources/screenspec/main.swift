import Foundation
#if os(Linux)
import CMimalloc

// On Linux the executable links mimalloc (see Package.swift), ahead of the C library, so its malloc
// replaces glibc's for the whole process; naming one of its functions keeps a linker that drops
// unused libraries from dropping it. The tool allocates millions of small objects on two threads,
// and with glibc's malloc `generate` takes about a sixth longer (Documentation/Performance.md).
_ = mi_version()
#endif

// The executable only hands the arguments to the tool and exits with its status.
let context = CommandContext(console: StandardConsole(), environment: ProcessInfo.processInfo.environment,
                             keepsResultsUntilExit: true)
exit(ScreenSpecTool.run(Array(CommandLine.arguments.dropFirst()), context: context).rawValue)
