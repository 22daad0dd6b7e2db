/// What a command accepts, declared once as data so that parsing, `--help` and usage lines are
/// all generated from it (in the manner of swift-argument-parser's `CommandConfiguration`).
struct CommandConfiguration: Sendable {
    /// The word after `screenspec` (`check`).
    var name: String
    /// One line, lower case: what the command does.
    var abstract: String
    /// More paragraphs for `--help`; may be empty.
    var discussion: String
    /// The positional arguments, in order; only the last may repeat.
    var positionals: [PositionalDefinition]
    /// The options, in the order help lists them (`--help` is added by the parser).
    var options: [OptionDefinition]

    init(name: String, abstract: String, discussion: String = "", positionals: [PositionalDefinition] = [],
         options: [OptionDefinition] = []) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.positionals = positionals
        self.options = options
    }

    /// The option spelled `--name` (or `--alias`), if the command has one.
    func option(named name: String) -> OptionDefinition? {
        options.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// The option with the one-letter spelling `word` (`-o`), if the command has one.
    func option(shortSpelling word: String) -> OptionDefinition? {
        options.first { $0.shortSpelling == word }
    }
}

/// A `--name` option: a flag, or an option that takes a value.
struct OptionDefinition: Hashable, Sendable {
    /// Whether the option takes a value, and which values are allowed.
    enum Kind: Hashable, Sendable {
        /// `--warnings-as-errors`: present or not.
        case flag
        /// `--config FILE`: `valueName` in help; `allowedValues`, when not empty, are the only
        /// values accepted.
        case value(valueName: String, allowedValues: [String])
    }

    /// The long name without the dashes (`reporter`).
    var name: String
    /// Flag or valued option.
    var kind: Kind
    /// One line, lower case, for `--help`.
    var help: String
    /// The value used when the option is absent, shown in help; nil for none.
    var defaultValue: String?
    /// Whether the command cannot run without it.
    var isRequired: Bool
    /// Other long names without the dashes, accepted as this option (`format` for `reporter`,
    /// as other commands name it); help lists them, usage lines do not.
    var aliases: [String] = []

    /// A flag.
    static func flag(_ name: String, help: String) -> OptionDefinition {
        OptionDefinition(name: name, kind: .flag, help: help, defaultValue: nil, isRequired: false)
    }

    /// An option taking a value.
    static func value(_ name: String, valueName: String, allowedValues: [String] = [], defaultValue: String? = nil,
                      isRequired: Bool = false, help: String) -> OptionDefinition {
        OptionDefinition(name: name, kind: .value(valueName: valueName, allowedValues: allowedValues),
                         help: help, defaultValue: defaultValue, isRequired: isRequired)
    }

    /// `--name`.
    var spelling: String { "--\(name)" }

    /// The one-letter spelling, `-o` for `--output` (as `swiftc`, `cc` and `curl` write it); nil
    /// for the others.
    var shortSpelling: String? { name == "output" ? "-o" : nil }

    /// `-o, --output`, `--reporter, --format` or `--name`, as help rows list it.
    var spellings: String {
        ([shortSpelling].compactMap { $0 } + [spelling] + aliases.map { "--\($0)" }).joined(separator: ", ")
    }

    /// Whether the option takes a value.
    var takesValue: Bool {
        if case .value = kind { return true }
        return false
    }

    /// The allowed values; empty when any value goes.
    var allowedValues: [String] {
        if case .value(_, let allowed) = kind { return allowed }
        return []
    }

    /// How the value is written in usage lines: `text|json` or `FILE`.
    var valuePlaceholder: String? {
        guard case .value(let valueName, let allowed) = kind else { return nil }
        return allowed.isEmpty ? valueName : allowed.joined(separator: "|")
    }

    /// `--name VALUE` or `--name`.
    var synopsis: String { synopsis(spelled: spelling) }

    /// `-o, --output DIR` or `--name VALUE`: the synopsis with every spelling, as help rows list it.
    var helpSynopsis: String { synopsis(spelled: spellings) }

    private func synopsis(spelled: String) -> String {
        valuePlaceholder.map { "\(spelled) \($0)" } ?? spelled
    }
}

/// A positional argument such as `PATHS…` or `TEMPLATE`.
struct PositionalDefinition: Hashable, Sendable {
    /// How many values it takes.
    enum Arity: Hashable, Sendable {
        /// Exactly one.
        case required
        /// Zero or one.
        case optional
        /// Zero or more (the last positional only).
        case repeating
    }

    /// The upper-case name shown in usage (`PATHS`).
    var name: String
    /// How many values it takes.
    var arity: Arity
    /// One line, lower case, for `--help`.
    var help: String

    /// `PATHS`, `[ID]` or `[PATHS ...]`, as usage lines show it.
    var synopsis: String {
        switch arity {
        case .required: return name
        case .optional: return "[\(name)]"
        case .repeating: return "[\(name) ...]"
        }
    }
}
