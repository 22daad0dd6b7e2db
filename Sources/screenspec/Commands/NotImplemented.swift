/// The run function of commands whose library part is still being written: says so and exits
/// with 70, so scripts can tell "not yet" from success.
enum NotImplemented {
    static func run(_ configuration: CommandConfiguration, context: CommandContext) -> ExitCode {
        context.printError("error: '\(HelpFormatter.toolName) \(configuration.name)' is not implemented yet\n")
        return .software
    }
}
