import YAMLSource

/// The settings of `.screenspec.yml`: where the specs are, where generated code
/// goes, which templates override the defaults, and how severe each rule is. Command-line flags
/// win over every setting here.
public struct Configuration: Hashable, Sendable {
    /// The name of the configuration file looked for in the current directory.
    public static let fileName = ".screenspec.yml"

    /// `specs`: the spec files or folders checked when no path is given; nil when not set.
    /// Relative entries are already resolved against the configuration file's folder.
    public var specs: [String]?
    /// `output`: the folder `generate`, `docs` and `scaffold` write to; nil when not set.
    public var output: String?
    /// `templates`: the folder whose templates override the defaults; nil when not set.
    public var templates: String?
    /// `rules`: severities by rule id, only for known rule ids.
    public var rules: [String: RuleSetting]
    /// `limits`: the bounds every spec file is read within; the defaults when not set.
    public var limits: YAMLLimits
    /// The file this was read from; nil for the defaults.
    public var file: String?

    /// Creates a configuration.
    public init(specs: [String]? = nil, output: String? = nil, templates: String? = nil,
                rules: [String: RuleSetting] = [:], limits: YAMLLimits = .default, file: String? = nil) {
        self.specs = specs
        self.output = output
        self.templates = templates
        self.rules = rules
        self.limits = limits
        self.file = file
    }

    /// The configuration used when there is no file: every default.
    public static let defaults = Configuration()

    /// The spec paths of a run: the command line's when it names any, else the file's `specs`,
    /// else `Specs`.
    public func specPaths(commandLine paths: [String]) -> [String] {
        if !paths.isEmpty { return paths }
        if let specs, !specs.isEmpty { return specs }
        return ["Specs"]
    }
}

/// What `rules: { rule_id: … }` may set a rule to.
public enum RuleSetting: String, CaseIterable, Hashable, Sendable {
    /// Report the rule's findings as errors.
    case error
    /// Report them as warnings.
    case warning
    /// Do not report them.
    case off
}
