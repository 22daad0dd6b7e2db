import ScreenSpec

/// A bad command line: what is wrong, in lower case; printed with the usage and exit code 64.
struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, e.g. `unknown option '--colour'; did you mean '--color'?`.
    var message: String

    init(_ message: String) {
        self.message = message
    }
}

/// Turns one command's arguments into `ParsedArguments` by its `CommandConfiguration`:
/// `--name value`, `--name=value`, `-o value`, flags, positionals, and `--` ending the options.
enum ArgumentParser {
    /// What the arguments asked for.
    enum Outcome: Equatable, Sendable {
        /// `--help` or `-h` came before any `--`.
        case help
        /// The arguments, checked against the configuration.
        case arguments(ParsedArguments)
    }

    /// Parses `arguments` (the words after the command name).
    static func parse(_ arguments: [String], for configuration: CommandConfiguration) throws(UsageError) -> Outcome {
        if (arguments.firstIndex(of: "--") .map { arguments[..<$0] } ?? arguments[...])
            .contains(where: { $0 == "--help" || $0 == "-h" }) {
            return .help
        }

        var parsed = ParsedArguments()
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let option: OptionDefinition
            let inlineValue: String?
            // As typed, for messages: `--format` for `--reporter`'s alias.
            var spelling = word
            if let short = configuration.option(shortSpelling: word) {
                (option, inlineValue) = (short, nil)
            } else {
                guard word.hasPrefix("--") else {
                    throw UsageError("unknown option '\(word)'")
                }
                let body = word.dropFirst(2)
                let name: String
                if let equals = body.firstIndex(of: "=") {
                    name = String(body[..<equals])
                    inlineValue = String(body[body.index(after: equals)...])
                } else {
                    name = String(body)
                    inlineValue = nil
                }
                guard let long = configuration.option(named: name) else {
                    throw unknownOption("--\(name)", in: configuration)
                }
                option = long
                spelling = "--\(name)"
            }
            guard option.takesValue else {
                if inlineValue != nil { throw UsageError("option '\(spelling)' takes no value") }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                // Named as typed: `-o` or `--output`.
                throw UsageError("missing value for '\(spelling)'")
            }
            // An empty value (`--output ""`, an unset shell variable) names nothing.
            if value.isEmpty {
                throw UsageError("empty value for '\(spelling.hasPrefix("--") ? spelling : option.spelling)'")
            }
            let allowed = option.allowedValues
            if !allowed.isEmpty, !allowed.contains(value) {
                var message = "invalid value '\(value)' for '\(spelling.hasPrefix("--") ? spelling : option.spelling)'; "
                    + "expected \(Self.list(allowed))"
                if let suggestion = DidYouMean.closest(to: value, in: allowed) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw UsageError(message)
            }
            parsed.values[option.name] = value
        }

        try assign(positionals, to: configuration.positionals, in: &parsed)
        for option in configuration.options where option.isRequired && parsed.values[option.name] == nil {
            throw UsageError("missing option '\(option.synopsis)'")
        }
        return .arguments(parsed)
    }

    /// Distributes positional words over the definitions, in order.
    private static func assign(_ words: [String], to definitions: [PositionalDefinition],
                               in parsed: inout ParsedArguments) throws(UsageError) {
        // An empty word names no file or folder (an unset shell variable: `check "$SPEC"`).
        if words.contains("") {
            throw UsageError("empty argument for \(definitions.first?.name ?? "no argument")")
        }
        var remaining = words[...]
        for definition in definitions {
            switch definition.arity {
            case .required:
                guard let word = remaining.popFirst() else {
                    throw UsageError("missing argument \(definition.name)")
                }
                parsed.positionals[definition.name] = [word]
            case .optional:
                if let word = remaining.popFirst() { parsed.positionals[definition.name] = [word] }
            case .repeating:
                if !remaining.isEmpty { parsed.positionals[definition.name] = Array(remaining) }
                remaining = []
            }
        }
        if let extra = remaining.first {
            throw UsageError("unexpected argument '\(extra)'")
        }
    }

    /// Options that one command names as another does: `check` and `diff` print with
    /// `--reporter` (or its alias `--format`), `graph` and `links` with `--format`.
    static let otherCommandsSpelling = ["--format": "--reporter", "--reporter": "--format"]

    /// An unknown option, with the closest known one when there is a close one (or the one
    /// this command has for another command's option).
    static func unknownOption(_ spelling: String, in configuration: CommandConfiguration) -> UsageError {
        let known = configuration.options.map(\.spelling) + ["--help"]
        let counterpart = otherCommandsSpelling[spelling].flatMap { known.contains($0) ? $0 : nil }
        guard let suggestion = DidYouMean.closest(to: spelling, in: known) ?? counterpart else {
            return UsageError("unknown option '\(spelling)'")
        }
        return UsageError("unknown option '\(spelling)'; did you mean '\(suggestion)'?")
    }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}
