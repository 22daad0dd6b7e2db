import ScreenSpec

/// `screenspec rules [ID]`: lists every rule, or explains one with its examples.
enum RulesCommand: Command {
    static let id = PositionalDefinition(name: "ID", arity: .optional, help: "the rule to explain")

    static let configuration = CommandConfiguration(
        name: "rules", abstract: "list the rules and diagnostics, or explain one with its examples",
        positionals: [id])

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let text: String
        if let id = arguments.value(Self.id) {
            let known = RuleMetadata.all + RuleMetadata.output
            guard let rule = known.first(where: { $0.id == id }) else {
                var message = "unknown rule '\(id)'"
                let ids = known.map(\.id)
                if let suggestion = DidYouMean.closest(to: id, in: ids) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    // A part of an id (`unreachable`, `deep_link`) names the ids that hold it.
                    let holding = DidYouMean.containing(id, in: ids)
                    if holding.count == 1 {
                        message += "; did you mean '\(holding[0])'?"
                    } else if !holding.isEmpty {
                        message += "; did you mean one of " + holding.map { "'\($0)'" }.joined(separator: ", ") + "?"
                    }
                }
                return context.usageError(UsageError(message), command: configuration)
            }
            // Checker rules come with their examples, generated like Documentation/Rules.md.
            text = RuleDocumentation.explain(id) ?? explanation(of: rule)
        } else {
            text = list()
        }
        return context.print(text) ? .success : .ioError
    }

    /// Every rule: checker rules first, whose severity `.screenspec.yml` can change, then the
    /// loader's and the configuration's diagnostics, `diff`'s, and those of writing and rendering.
    static func list() -> String {
        let others = (RuleMetadata.loader + RuleMetadata.configuration).sorted { $0.id < $1.id }
        let width = (others + RuleMetadata.evolution + RuleMetadata.output).map(\.id.count).max() ?? 0
        func rows(_ rules: [RuleMetadata]) -> String {
            rules.map { rule in
                let padding = String(repeating: " ", count: width - rule.id.count)
                return "  \(rule.id)\(padding)  \(rule.defaultSeverity.rawValue.padding(7))  \(rule.summary)\n"
            }.joined()
        }
        var output = "RULES (severity can be changed in \(Configuration.fileName)):\n"
        let checker = RuleDocumentation.list().split(separator: "\n").map { "  \($0)\n" }.joined()
        output += checker.isEmpty ? "  (none)\n" : checker
        output += "\nLOADER AND CONFIGURATION DIAGNOSTICS:\n"
        output += rows(others)
        output += "\nDIFF DIAGNOSTICS (screenspec diff; severity can be changed in \(Configuration.fileName)):\n"
        output += rows(RuleMetadata.evolution)
        output += "\nOUTPUT AND TEMPLATE DIAGNOSTICS (generate, scaffold, docs, graph, links, init, render):\n"
        output += rows(RuleMetadata.output.sorted { $0.id < $1.id })
        output += "\nSee '\(HelpFormatter.toolName) rules ID' for the rationale and examples of one.\n"
        return output
    }

    /// A loader or configuration diagnostic: name, default severity, summary and rationale.
    static func explanation(of rule: RuleMetadata) -> String {
        var output = "\(rule.id): \(rule.name)\n"
        output += "default severity: \(rule.defaultSeverity.rawValue)\n\n"
        output += rule.summary + "\n"
        if !rule.rationale.isEmpty {
            output += "\n" + rule.rationale + "\n"
        }
        return output
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
