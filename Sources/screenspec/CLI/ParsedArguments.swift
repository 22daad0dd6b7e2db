/// The result of parsing one command's arguments: positionals by definition, option values
/// and flags by name; commands read them through their own definitions.
struct ParsedArguments: Sendable, Equatable {
    /// Positional values, by positional name; a repeating positional may hold several.
    var positionals: [String: [String]] = [:]
    /// The value of each valued option given (the last one when repeated).
    var values: [String: String] = [:]
    /// The flags given.
    var flags: Set<String> = []

    /// The value of `option`, or its default.
    func value(_ option: OptionDefinition) -> String? {
        values[option.name] ?? option.defaultValue
    }

    /// Whether the flag was given.
    func isSet(_ flag: OptionDefinition) -> Bool {
        flags.contains(flag.name)
    }

    /// All values of a positional (empty when absent).
    func values(_ positional: PositionalDefinition) -> [String] {
        positionals[positional.name] ?? []
    }

    /// The value of a single positional, or nil.
    func value(_ positional: PositionalDefinition) -> String? {
        positionals[positional.name]?.first
    }
}
