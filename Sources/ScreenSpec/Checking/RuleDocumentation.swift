/// The checker rules' documentation, generated from their descriptions so it cannot drift:
/// `screenspec rules` prints `list()` and `explain(_:)`, and `Documentation/Rules.md` is
/// `markdown()` (a test fails when the committed file differs).
public enum RuleDocumentation {
    /// One line per rule, sorted by id: id, default severity and summary, in aligned columns.
    public static func list(_ rules: [any Rule.Type] = RuleRegistry.all) -> String {
        let descriptions = rules.map { $0.description }.sorted { $0.id < $1.id }
        let idWidth = descriptions.map(\.id.count).max() ?? 0
        let severityWidth = descriptions.map(\.defaultSeverity.rawValue.count).max() ?? 0
        var text = ""
        for description in descriptions {
            text += padded(description.id, to: idWidth) + "  "
                + padded(description.defaultSeverity.rawValue, to: severityWidth) + "  "
                + description.summary + "\n"
        }
        return text
    }

    /// Everything about one rule for a terminal: id, name, default severity, summary, rationale
    /// and its examples with the markers removed; nil when no rule has the id.
    public static func explain(_ id: String, rules: [any Rule.Type] = RuleRegistry.all) -> String? {
        guard let description = rules.first(where: { $0.description.id == id })?.description else { return nil }
        var text = "\(description.id): \(description.name)\n"
        text += "default severity: \(description.defaultSeverity.rawValue)\n\n"
        text += wrapped(description.summary, width: 100) + "\n\n"
        text += wrapped(description.rationale, width: 100) + "\n"
        func section(_ title: String, _ examples: [String]) {
            for (index, example) in examples.enumerated() {
                text += "\n\(title) \(index + 1):\n\n"
                for line in MarkedSource(example).text.split(separator: "\n", omittingEmptySubsequences: false) {
                    text += line.isEmpty ? "\n" : "    \(line)\n"
                }
            }
        }
        section("triggering example", description.triggeringExamples)
        section("non-triggering example", description.nonTriggeringExamples)
        return text
    }

    /// `Documentation/Rules.md`: a table of every rule, then a section per rule with its
    /// rationale and examples (`↓` kept: it shows where each diagnostic points).
    public static func markdown(_ rules: [any Rule.Type] = RuleRegistry.all) -> String {
        let descriptions = rules.map { $0.description }.sorted { $0.id < $1.id }
        var text = """
            # Checker rules

            <!-- Generated from the rule descriptions in Sources/ScreenSpec/Checking/Rules/ by \
            RuleDocumentation.markdown(); do not edit. Re-record with \
            `RECORD_GOLDENS=1 swift test --filter RuleDocumentationTests`. -->

            `screenspec check` runs every rule below on the merged spec, after the loader's \
            diagnostics (see [SpecFormat.md §11](SpecFormat.md#11-diagnostics)). Each rule has a \
            stable id and a default severity; `.screenspec.yml` can change the severity or switch \
            a rule off (`rules: { unused_toolbar: off }`). `screenspec rules` lists them and \
            `screenspec rules ID` explains one in the terminal.

            The examples are the rules' tests: each triggering example is a complete spec that \
            loads cleanly, and `↓` marks where each diagnostic of the rule points (remove the \
            markers to try one). Non-triggering examples must not trigger the rule.

            | id | default | what it catches |
            |---|---|---|

            """
        for description in descriptions {
            text += "| [`\(description.id)`](#\(description.id)) | \(description.defaultSeverity.rawValue) | \(escapedForTable(description.summary)) |\n"
        }
        for description in descriptions {
            text += "\n## `\(description.id)`\n\n"
            text += "**\(description.name)** · default severity: \(description.defaultSeverity.rawValue)\n\n"
            text += capitalized(description.summary) + ".\n\n"
            text += description.rationale + "\n"
            func section(_ title: String, _ examples: [String]) {
                guard !examples.isEmpty else { return }
                text += "\n### \(title)\n"
                for example in examples {
                    text += "\n```yaml\n" + example + (example.hasSuffix("\n") ? "" : "\n") + "```\n"
                }
            }
            section("Triggering examples", description.triggeringExamples)
            section("Non-triggering examples", description.nonTriggeringExamples)
        }
        return text
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    private static func escapedForTable(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    /// Breaks a paragraph into lines of at most `width` characters at spaces (a longer word
    /// stays whole).
    static func wrapped(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
