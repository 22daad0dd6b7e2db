extension MustacheTemplate {
    /// How deeply partials, parents and block overrides may nest while rendering; a partial that
    /// includes itself for ever stops here with `render.recursion_limit` instead of overflowing
    /// the stack.
    public static let maximumRenderDepth = 100
}

/// Walks the node tree once, appending to one output buffer.
struct Renderer {
    let library: MustacheLibrary
    var output: String
    /// The context stack; names resolve from the top (last) down.
    private var stack: [MustacheValue]
    /// What `.lineStart` writes: the indentation of the standalone partials, parents and blocks
    /// being rendered.
    private var indentation = ""
    /// The block overrides in force, by block name; the outermost parent's win.
    private var overrides: [String: Block] = [:]
    private var depth = 0
    /// The template whose nodes are being rendered, for error locations.
    private var source: TemplateSource

    init(library: MustacheLibrary, output: String, context: MustacheValue) {
        self.library = library
        self.output = output
        self.stack = [context]
        self.source = TemplateSource(name: "", text: "")
    }

    mutating func render(_ template: MustacheTemplate) throws(MustacheError) {
        source = template.source
        try render(template.nodes)
    }

    private mutating func render(_ nodes: [Node]) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .lineStart:
                output += indentation
            case .variable(let name, let escaped, let offset):
                try interpolate(name, escaped: escaped, offset: offset)
            case .section(let name, let inverted, let nodes, _):
                try renderSection(name, inverted: inverted, nodes: nodes)
            case .partial(let name, let indentation, let offset):
                guard let template = try resolve(name, offset: offset) else { continue }
                try include(template, indentation: indentation, offset: offset)
            case .parent(let name, let indentation, let blocks, let offset):
                guard let template = try resolve(name, offset: offset) else { continue }
                let saved = overrides
                for block in blocks where overrides[block.name] == nil {
                    overrides[block.name] = block
                }
                defer { overrides = saved }
                try include(template, indentation: indentation, offset: offset)
            case .block(let block, let offset):
                try expand(block, offset: offset)
            }
        }
    }

    private mutating func interpolate(_ name: Name, escaped: Bool, offset: Int) throws(MustacheError) {
        guard let value = lookup(name) else { return }
        guard let text = value.interpolationText else {
            let what = if case .array = value { "a list" } else { "an object" }
            throw source.error(
                .notInterpolatable,
                "'\(name)' is \(what), which has no text; use '{{#\(name)}}…{{/\(name)}}' to render its contents",
                at: offset)
        }
        if escaped {
            appendEscaped(text)
        } else {
            output += text
        }
    }

    private mutating func renderSection(_ name: Name, inverted: Bool, nodes: [Node]) throws(MustacheError) {
        let value = lookup(name) ?? .null
        if inverted {
            if !value.isTruthy {
                try render(nodes)
            }
            return
        }
        switch value {
        case .array(let elements):
            for element in elements {
                stack.append(element)
                try render(nodes)
                stack.removeLast()
            }
        case .null, .bool(false):
            break
        default:
            stack.append(value)
            try render(nodes)
            stack.removeLast()
        }
    }

    /// Renders a block where it is written: with the override in force for its name, if any,
    /// else with its own content, indented as the block's (standalone) tag was.
    private mutating func expand(_ block: Block, offset: Int) throws(MustacheError) {
        let chosen = overrides[block.name] ?? block
        try enter(offset: offset)
        let savedSource = source
        let savedIndentation = indentation
        source = chosen.source
        indentation += block.indentation
        defer {
            source = savedSource
            indentation = savedIndentation
            depth -= 1
        }
        try render(chosen.nodes)
    }

    /// Renders a partial or parent template in place, each of its lines indented by `indentation`.
    private mutating func include(
        _ template: MustacheTemplate, indentation extra: String, offset: Int
    ) throws(MustacheError) {
        try enter(offset: offset)
        let savedSource = source
        let savedIndentation = indentation
        source = template.source
        indentation += extra
        defer {
            source = savedSource
            indentation = savedIndentation
            depth -= 1
        }
        try render(template.nodes)
    }

    private mutating func enter(offset: Int) throws(MustacheError) {
        guard depth < MustacheTemplate.maximumRenderDepth else {
            throw source.error(
                .recursionLimit,
                "partials, parents and blocks nest deeper than \(MustacheTemplate.maximumRenderDepth) levels;"
                    + " does a partial include itself without end?",
                at: offset)
        }
        depth += 1
    }

    /// The template a partial or parent tag names; nil (render nothing, as the spec requires)
    /// when the name is invalid, dynamic and not a string, or not in the library.
    private func resolve(_ name: PartialName, offset: Int) throws(MustacheError) -> MustacheTemplate? {
        switch name {
        case .fixed(let name):
            return try library.template(named: name)
        case .dynamic(let name):
            guard case .string(let resolved)? = lookup(name) else { return nil }
            return try library.template(named: resolved)
        }
    }

    /// Spec (interpolation): find the first context, from the top of the stack, that has the
    /// first key; resolve the other keys within it only (no further search if a chain breaks).
    private func lookup(_ name: Name) -> MustacheValue? {
        guard let first = name.components.first else {
            return stack.last
        }
        for frame in stack.reversed() {
            guard case .object(let object) = frame, var value = object[first] else { continue }
            for key in name.components.dropFirst() {
                guard let next = value[key] else { return nil }
                value = next
            }
            return value
        }
        return nil
    }

    /// Appends `text` with `&`, `<`, `>` and `"` replaced by HTML entities, as the spec expects.
    private mutating func appendEscaped(_ text: String) {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else {
            output += text
            return
        }
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let entity: String
            switch utf8[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            default:
                utf8.formIndex(after: &index)
                continue
            }
            output += text[runStart..<index]
            output += entity
            utf8.formIndex(after: &index)
            runStart = index
        }
        output += text[runStart..<utf8.endIndex]
    }
}
