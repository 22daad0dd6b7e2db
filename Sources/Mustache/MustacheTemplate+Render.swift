extension MustacheTemplate {
    /// How deeply partials, parents and block overrides may nest while rendering; a partial that
    /// includes itself without end stops here with `render.recursion_limit`.
    public static let maximumRenderDepth = 100
    /// How deeply sections, partials, parents and blocks may nest in all while rendering: the
    /// renderer recurses once per level, so this bounds the thread stack it uses.
    public static let maximumRenderNesting = 200
}

/// Renders a template by walking its node tree, recursing into sections, partials, parents and
/// blocks. The recursion is bounded: a template nests at most ``MustacheTemplate/maximumNesting``
/// sections, and partials at most ``MustacheTemplate/maximumRenderDepth`` deep.
///
/// An extension to the spec: inside a list section, `@first` and `@last` are `true` for the
/// first and last element (else `false`) and `@index` is the element's position from 0, for the
/// innermost list being rendered; outside any list they are missing (falsy, empty). So a template
/// writes separators as `{{#list}}{{.}}{{^@last}}, {{/@last}}{{/list}}`.
struct Renderer {
    let library: MustacheLibrary
    let limits: RenderLimits
    /// The UTF-8 written so far: appending bytes costs a copy, appending to a `String` also its
    /// bookkeeping, for each of the many short pieces a render writes.
    private(set) var output: [UInt8] = []
    /// The context stack; names resolve from the top (last) down.
    private var stack: [Frame]
    /// The position and length of each list being rendered, innermost last.
    private var iterations: [(index: Int, count: Int)] = []
    /// What `.lineStart` writes: the indentation of the standalone partials, parents and blocks
    /// being rendered.
    private var indentation = ""
    /// The block overrides in force, by block name; the outermost parent's win.
    private var overrides: [String: Block] = [:]
    /// How many partials, parents and blocks are being rendered inside each other.
    private var depth = 0
    /// How many sections, partials, parents and blocks are being rendered inside each other.
    private var nesting = 0
    /// How many partials, parents and blocks were expanded so far.
    private var expansions = 0
    /// How many list elements were rendered so far: each adds to the expansions allowed.
    private var elements = 0
    /// The template whose nodes are being rendered, for error locations.
    private var source: TemplateSource
    /// The partials and parents named so far, by name: a list element expands the same few
    /// partials over and over, and the library validates each name and takes a lock.
    private var resolved: [String: MustacheTemplate?] = [:]
    /// The names and partials found nowhere, once per tag, in the order first met.
    private(set) var misses: [MustacheMiss] = []
    /// The tags of `misses`: a tag inside a list misses once per element.
    private var missedTags: Set<MissedTag> = []

    init(library: MustacheLibrary, context: MustacheField, limits: RenderLimits, source: TemplateSource) {
        self.library = library
        self.limits = limits
        self.stack = [.field(context)]
        self.source = source
    }

    /// Allocates room for `bytes` of output at once.
    mutating func reserveCapacity(_ bytes: Int) {
        output.reserveCapacity(bytes)
    }

    mutating func render(_ nodes: [Node]) throws(MustacheError) {
        // By index, so each node is read where it is stored rather than copied out (retained)
        // as a `for … in` would.
        for index in nodes.indices {
            try render(nodes[index])
        }
    }

    private mutating func render(_ node: Node) throws(MustacheError) {
        switch node {
        case .text(let text):
            try append(text, offset: nil)
        case .lineStart:
            if !indentation.isEmpty {
                try append(indentation.utf8, offset: nil)
            }
        case .variable(let name, let escaped, let offset):
            guard let field = lookup(name) else { return missed(.name, name.description, at: offset, in: name) }
            guard case .value(let value) = field, let text = value.interpolationText else {
                let what = switch field {
                case .list, .value(.array): "a list"
                default: "an object"
                }
                throw source.error(
                    .notInterpolatable,
                    "'\(name)' is \(what), which has no text; use '{{#\(name)}}…{{/\(name)}}' to render its contents",
                    at: offset)
            }
            try append(text, escaped: escaped, offset: offset)
        case .section(let name, let inverted, let nodes, let offset):
            let found = lookup(name)
            if found == nil { missed(.name, name.description, at: offset, in: name) }
            let field = found ?? .value(.null)
            try enterNesting(at: offset)
            defer { nesting -= 1 }
            if inverted {
                if !field.isTruthy { try render(nodes) }
                return
            }
            switch field {
            case .value(.null), .value(.bool(false)):
                return
            case .value(.array(let elements)):
                try renderEach(elements.count, nodes) { .field(.value(elements[$0])) }
            case .list(let list):
                try renderEach(list.count, nodes) { .element(list, $0) }
            default:
                stack.append(.field(field))
                defer { stack.removeLast() }
                try render(nodes)
            }
        case .partial(let name, let indentation, let offset):
            guard let template = try resolve(name, at: offset) else { return }
            try expand(template.nodes, from: template.source, indentation: indentation, offset: offset)
        case .parent(let name, let indentation, let blocks, let offset):
            guard let template = try resolve(name, at: offset) else { return }
            let saved = overrides
            defer { overrides = saved }
            for block in blocks where overrides[block.name] == nil {
                overrides[block.name] = block
            }
            try expand(template.nodes, from: template.source, indentation: indentation, offset: offset)
        case .block(let block, let trailingNewline, let offset):
            // The override in force for the block's name, if any, else its own content; either
            // way indented as the block's (standalone) tag was.
            let chosen = overrides[block.name] ?? block
            let start = output.count
            // The standalone tag's line is gone, so content that began on its own tag's line
            // needs the indentation its first line would otherwise lack.
            let lead = block.isStandalone && chosen.startsInline ? indentation + block.indentation : ""
            try expand(chosen.nodes, from: chosen.source, indentation: block.indentation, lead: lead, offset: offset)
            if !trailingNewline.isEmpty && output.count > start && output.last != UInt8(ascii: "\n") {
                try append(trailingNewline.utf8, offset: offset)
            }
        }
    }

    /// Renders `nodes` once per element of a list of `count`, with the element's frame (`frame`
    /// of its index) on top of the stack and its position answering `@first`, `@last`, `@index`.
    private mutating func renderEach(_ count: Int, _ nodes: [Node], frame: (Int) -> Frame) throws(MustacheError) {
        elements += count
        for index in 0..<count {
            iterations.append((index, count))
            stack.append(frame(index))
            defer {
                stack.removeLast()
                iterations.removeLast()
            }
            try render(nodes)
        }
    }

    /// Renders the nodes of a partial, parent or block, each of their lines indented by `extra`
    /// more, with `lead` written first.
    private mutating func expand(
        _ nodes: [Node], from source: TemplateSource, indentation extra: String, lead: String = "", offset: Int
    ) throws(MustacheError) {
        guard depth < MustacheTemplate.maximumRenderDepth else {
            throw self.source.error(
                .recursionLimit,
                "partials, parents and blocks nest deeper than \(MustacheTemplate.maximumRenderDepth) levels;"
                    + " does a partial include itself without end?",
                at: offset)
        }
        expansions += 1
        let allowed = limits.maximumExpansions + limits.expansionsPerElement * elements
        guard expansions <= allowed else {
            throw self.source.error(
                .renderLimit,
                "rendering expands more than \(allowed) partials, parents and blocks for \(elements) list elements;"
                    + " do partials include each other more than once over?",
                at: offset)
        }
        try enterNesting(at: offset)
        defer { nesting -= 1 }
        let (savedSource, savedIndentation) = (self.source, indentation)
        defer {
            self.source = savedSource
            indentation = savedIndentation
            depth -= 1
        }
        depth += 1
        if !lead.isEmpty {
            try append(lead.utf8, offset: offset)
        }
        self.source = source
        indentation += extra
        try render(nodes)
    }

    /// Counts one more level of nesting, unless that is one too many.
    private mutating func enterNesting(at offset: Int) throws(MustacheError) {
        guard nesting < MustacheTemplate.maximumRenderNesting else {
            throw source.error(
                .recursionLimit,
                "sections, partials, parents and blocks nest deeper than \(MustacheTemplate.maximumRenderNesting)"
                    + " levels in all while rendering",
                at: offset)
        }
        nesting += 1
    }

    /// The template a partial or parent tag at `offset` names; nil (render nothing, as the spec
    /// requires, and a miss) when the name is invalid, dynamic and not a string, or not in the
    /// library.
    private mutating func resolve(_ name: PartialName, at offset: Int) throws(MustacheError) -> MustacheTemplate? {
        let named: String
        switch name {
        case .fixed(let name):
            named = name
        case .dynamic(let name):
            guard case .value(.string(let resolved))? = lookup(name) else {
                missed(.partial, "*" + name.description, at: offset)
                return nil
            }
            named = resolved
        }
        if let template = resolved[named] {
            if template == nil { missed(.partial, named, at: offset) }
            return template
        }
        let template = try library.template(named: named)
        resolved[named] = template
        if template == nil { missed(.partial, named, at: offset) }
        return template
    }

    /// Notes that the tag at `offset` of the current template found `name` nowhere, with the
    /// names in scope there for a did-you-mean: for `a.b` the fields of `a`, else those of the
    /// contexts on the stack, innermost first.
    private mutating func missed(_ kind: MustacheMiss.Kind, _ name: String, at offset: Int, in scope: Name? = nil) {
        guard missedTags.insert(MissedTag(source: ObjectIdentifier(source), offset: offset)).inserted else { return }
        var names: [String] = []
        if let scope, scope.components.count > 1 {
            names = lookup(Name(components: Array(scope.components.dropLast()))).map(Self.fieldNames(of:)) ?? []
        } else if scope != nil {
            for frame in stack.reversed() { names += Self.fieldNames(of: frame.itself) }
        }
        let (line, column) = SourceLocator.location(of: offset, in: source.text.utf8)
        misses.append(MustacheMiss(kind: kind, name: name, templateName: source.name, line: line, column: column,
                                   namesInScope: names))
    }

    /// The names an object answers, sorted; none for other values.
    private static func fieldNames(of field: MustacheField) -> [String] {
        switch field {
        case .object(let object): object.type.mustacheFieldNames
        case .value(.object(let members)): members.keys.sorted()
        default: []
        }
    }

    /// Spec (interpolation): find the first context, from the top of the stack, that has the
    /// first key; resolve the other keys within it only (no further search if a chain breaks).
    /// `@first`, `@last` and `@index` answer from the innermost list.
    private func lookup(_ name: Name) -> MustacheField? {
        guard let first = name.components.first else { return stack.last?.itself }
        var field: MustacheField
        if name.isIterationData {
            guard let iteration = iterations.last else { return nil }
            switch first.name {
            case "@first": field = .value(.bool(iteration.index == 0))
            case "@last": field = .value(.bool(iteration.index == iteration.count - 1))
            case "@index": field = .value(.int(iteration.index))
            default: return nil
            }
        } else {
            guard let found = find(first) else { return nil }
            field = found
        }
        for key in name.components.dropFirst() {
            guard let found = field.member(key) else { return nil }
            field = found
        }
        return field
    }

    /// The first frame's field `key`, from the top of the stack down.
    private func find(_ key: MustacheKey) -> MustacheField? {
        // Through the buffer, each frame is read where it is stored: `stack[position]` would
        // copy it (retaining what it holds) at every level the name is looked up in.
        stack.withUnsafeBufferPointer { frames in
            var position = frames.endIndex
            while position > frames.startIndex {
                position -= 1
                if let found = frames[position].field(key) {
                    return found
                }
            }
            return nil
        }
    }

    /// Appends UTF-8 text, unless that takes the output past the limit.
    private mutating func append(_ text: some Collection<UInt8>, offset: Int?) throws(MustacheError) {
        output.append(contentsOf: text)
        try checkOutputLimit(at: offset)
    }

    /// Throws when the output has gone past the limit.
    private func checkOutputLimit(at offset: Int?) throws(MustacheError) {
        if output.count > limits.maximumOutputBytes {
            throw source.error(
                .renderLimit, "rendering writes more than \(limits.maximumOutputBytes) bytes", at: offset ?? 0)
        }
    }

    /// Appends `text`, HTML-escaped when `escaped`: straight from the string's UTF-8 when nothing
    /// in it needs escaping, as in nearly everything a code template writes.
    private mutating func append(_ text: String, escaped: Bool, offset: Int) throws(MustacheError) {
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            if escaped && bytes.contains(where: Self.isEscaped) { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if copied == true {
            try checkOutputLimit(at: offset)
        } else {
            try append((escaped ? Self.escapeHTML(text) : text).utf8, offset: offset)
        }
    }

    /// Whether HTML escaping replaces the byte: `&`, `<`, `>` or `"`.
    private static func isEscaped(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22
    }

    /// `text` with `&`, `<`, `>` and `"` replaced by HTML entities, as the spec expects.
    static func escapeHTML(_ text: String) -> String {
        let hasSpecial = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isEscaped) }
            ?? text.utf8.contains(where: isEscaped)
        guard hasSpecial else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

/// A tag of one template: its template's identity and its offset in it.
private struct MissedTag: Hashable { let source: ObjectIdentifier, offset: Int }

/// One context on the renderer's stack: a field, or an element of a list of objects read in place.
private enum Frame {
    case field(MustacheField)
    case element(MustacheListReader, Int)

    /// The field `key` of the context, if it has one.
    func field(_ key: MustacheKey) -> MustacheField? {
        switch self {
        case .field(let field): field.member(key)
        case .element(let list, let index): list.field(key, at: index)
        }
    }

    /// The context itself, as `{{.}}` names it.
    var itself: MustacheField {
        switch self {
        case .field(let field): field
        case .element(let list, let index): list.element(at: index)
        }
    }
}
