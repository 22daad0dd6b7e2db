import Foundation
#if canImport(CMimalloc)
import CMimalloc
#endif

#if canImport(CMimalloc)
// mimalloc replaces glibc's malloc for the whole process because the executable links it ahead of
// the C library; naming one of its functions keeps a linker that drops unused libraries from
// dropping it. The tool allocates millions of small objects, and glibc's malloc makes `generate`
// about a sixth slower (Documentation/Performance.md).
_ = mi_version()
#endif

// The executable only hands the arguments to the tool and exits with its status.
let context = CommandContext(console: StandardConsole(), environment: ProcessInfo.processInfo.environment,
                             keepsResultsUntilExit: true)
exit(ScreenSpecTool.run(Array(CommandLine.arguments.dropFirst()), context: context).rawValue)
