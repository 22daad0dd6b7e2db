import Foundation

extension MustacheTemplate {
    /// How deeply partials, parents and block overrides may nest while rendering; a partial that
    /// includes itself without end stops here with `render.recursion_limit`.
    public static let maximumRenderDepth = 100
    /// How many partials, parents and blocks one render may expand in all: far above what a
    /// template for 50,000 screens uses, it stops templates that expand exponentially (partials
    /// each including the next twice) with `template.limit`, in seconds instead of never.
    public static let maximumExpansions = 8_000_000
}

/// Walks a template's compiled program (`RenderProgram`) once, appending to one output buffer.
///
/// Rendered text is gathered as UTF-8 bytes and moved to `output` in large chunks: a generated
/// file is millions of small appends, and appending to a `String` checks its capacity, uniqueness
/// and ASCII-ness each time. Rendered in pieces, each full chunk is handed over as a piece, its
/// bytes neither copied nor validated again.
///
/// The walk keeps its own stack of pending work instead of recursing, so however deeply sections
/// and partials nest, rendering cannot overflow the thread's stack (512 KiB on secondary threads
/// on macOS).
struct Renderer {
    let library: MustacheLibrary
    var output: String
    /// When set, the output goes to `pieces` of at most this many UTF-8 bytes (more only for a
    /// single longer value), and `output` stays empty: a large output is then never copied into a
    /// larger string as it grows (each copy touches fresh memory, which for tens of megabytes
    /// costs more than rendering them), nor copied out of the chunk it was gathered in.
    private let pieceSize: Int?
    /// The finished pieces, in order, when `pieceSize` is set.
    private(set) var pieces: [Data] = []
    /// The UTF-8 length of `pieces`.
    private var piecesCount = 0
    /// Text rendered but not yet moved to `output` (or made a piece), as UTF-8: the first
    /// `pendingCount` bytes of a buffer of `chunkSize` bytes, or `pieceSize` when set, allocated
    /// while `render(_:)` runs (empty before). Copying into it is
    /// a bounds check and a `memcpy`, where `Array.append(contentsOf:)` costs a call, a
    /// uniqueness check and a capacity check per append.
    private var chunk = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    /// How many bytes of `chunk` hold pending text.
    private var pendingCount = 0
    /// The context stack; names resolve from the top (last) down.
    private var stack: [MustacheValue]
    /// The storage of each object on `stack` (nil for other values), unretained: `stack` keeps
    /// it alive, and a lookup then searches the frames without retaining and releasing each.
    private var frames: [Unmanaged<MustacheObject.Storage>?]
    /// What `.lineStart` writes: the indentation of the standalone partials, parents and blocks
    /// being rendered.
    private var indentation = ""
    /// The partials and parents resolved so far, by name.
    private var partials: [String: MustacheTemplate] = [:]
    /// The block overrides in force, by block name; the outermost parent's win.
    private var overrides: [String: Block] = [:]
    /// How many partials, parents and blocks are being rendered inside each other.
    private var depth = 0
    /// How many partials, parents and blocks this render has entered so far.
    private var expansions = 0
    /// How many section bodies `runSection` is running inside each other.
    private var directSections = 0
    /// The template whose nodes are being rendered, for error locations.
    private var source: TemplateSource

    /// Work still to do, last first.
    private enum Task {
        /// Render `program` from operation `from` on.
        case run(RenderProgram, from: Int)
        /// Render `program` once for each list element from index `from` on, pushing it as context.
        case iterate([MustacheValue], from: Int, program: RenderProgram)
        /// Pop the context a section pushed.
        case popContext
        /// Leave a partial, parent or block: restore what entering it changed.
        case leave(source: TemplateSource, indentation: String, overrides: [String: Block]?)
        /// Write `newline` if the output grew since `since` (a UTF-8 count) without ending a line.
        case endLine(String, since: Int)
    }

    init(library: MustacheLibrary, output: String, context: MustacheValue, pieceSize: Int? = nil) {
        self.library = library
        self.output = output
        self.pieceSize = pieceSize
        self.stack = [context]
        self.frames = [Self.frame(of: context)]
        self.source = TemplateSource(name: "", text: "")
    }

    /// How many bytes `chunk` gathers before they are moved to `output`, when not rendering in pieces.
    static let chunkSize = 1 << 16
    /// The most bytes a piece gathers, whatever size was asked for: the chunk is allocated whole.
    static let largestPiece = 1 << 24

    /// How many bytes `chunk` holds.
    private var chunkCapacity: Int { min(pieceSize ?? Self.chunkSize, Self.largestPiece) }

    mutating func render(_ template: MustacheTemplate) throws(MustacheError) {
        chunk = .allocate(capacity: chunkCapacity)
        defer {
            flush(isLast: true)
            chunk.deallocate()
            chunk = UnsafeMutableBufferPointer(start: nil, count: 0)
        }
        source = template.source
        var work: [Task] = [.run(template.program, from: 0)]
        while let task = work.popLast() {
            switch consume task {
            case .run(let program, let start):
                try run(program, from: start, work: &work)
            case .iterate(let elements, let index, let program):
                // Elements whose body renders without nesting (no section or partial in force)
                // are rendered here, one after another, without a task each.
                var position = index
                while position < elements.count {
                    push(elements[position])
                    let depth = work.count
                    try run(program, from: 0, work: &work)
                    position += 1
                    if work.count != depth {
                        // The body nests: the rest of it is on the work stack. Pop this element
                        // after it, then go on with the rest of the list.
                        let rest: Task? = position < elements.count
                            ? .iterate(elements, from: position, program: program) : nil
                        Self.finish(below: depth, poppingContext: true, then: rest, &work)
                        break
                    }
                    popContext()
                }
            case .popContext:
                popContext()
            case .endLine(let newline, let start):
                if outputCount > start && lastByte != UInt8(ascii: "\n") {
                    append(newline)
                }
            case .leave(let source, let indentation, let overrides):
                self.source = source
                self.indentation = indentation
                if let overrides {
                    self.overrides = overrides
                }
                depth -= 1
            }
        }
    }

    /// Renders `program` from operation `start` until one needs nested rendering; that one and
    /// the rest of `program` are then scheduled on `work`.
    private mutating func run(_ program: RenderProgram, from start: Int, work: inout [Task]) throws(MustacheError) {
        let operations = program.operations
        var index = start
        while index < operations.count {
            let operation = operations[index]
            index += 1
            switch operation.kind {
            case .text:
                append(program.text(of: operation))
            case .lineStart:
                if !indentation.isEmpty {
                    append(indentation)
                }
            case .variable:
                guard let value = lookup(operation, in: program) else { continue }
                try interpolate(value, escaped: operation.escaped, offset: operation.offset) {
                    program.name(of: operation)
                }
            case .section, .invertedSection:
                let value = lookup(operation, in: program) ?? .null
                if operation.kind == .invertedSection {
                    guard !value.isTruthy else { continue }
                    if try runSection(program.children[operation.second], in: nil, rest: program, from: index, &work) {
                        continue
                    }
                    return
                }
                switch value {
                case .null, .bool(false):
                    continue
                case .array(let elements):
                    guard !elements.isEmpty else { continue }
                    schedule(rest: program, from: index, &work)
                    work.append(.iterate(elements, from: 0, program: program.children[operation.second]))
                    return
                default:
                    if try runSection(program.children[operation.second], in: value, rest: program, from: index, &work) {
                        continue
                    }
                    return
                }
            case .node:
                if try render(program.nodes[operation.first], rest: program, from: index, &work) {
                    return
                }
            }
        }
    }

    /// Renders the body of a section shown once, in `context` when it has one, right away: true
    /// when it is done and the caller goes on with the operation at `index`. When the body
    /// nests (a section or partial of its own), or sections are already run this way more than
    /// `maximumDirectSections` deep, the rest of it is left on the work stack with, below it, the
    /// pop of its context and the rest of `program`, and this returns false.
    private mutating func runSection(
        _ body: RenderProgram, in context: MustacheValue?, rest program: RenderProgram, from index: Int,
        _ work: inout [Task]
    ) throws(MustacheError) -> Bool {
        let depth = work.count
        if let context {
            push(context)
        }
        if directSections < Self.maximumDirectSections {
            directSections += 1
            defer { directSections -= 1 }
            try run(body, from: 0, work: &work)
            if work.count == depth {
                if context != nil {
                    popContext()
                }
                return true
            }
        } else {
            work.append(.run(body, from: 0))
        }
        let rest: Task? = index < program.operations.count ? .run(program, from: index) : nil
        Self.finish(below: depth, poppingContext: context != nil, then: rest, &work)
        return false
    }

    /// Puts under the work a body left on the stack from `depth` up what follows it: the pop of
    /// the context it was rendered in, if it pushed one, then `rest`.
    private static func finish(below depth: Int, poppingContext: Bool, then rest: Task?, _ work: inout [Task]) {
        if poppingContext {
            work.insert(.popContext, at: depth)
        }
        if let rest {
            work.insert(rest, at: depth)
        }
    }

    /// How deeply section bodies may be run by `runSection` inside each other, on the thread's
    /// stack, before the work stack takes over.
    static let maximumDirectSections = 16

    /// Starts a partial, parent or block node, scheduling the rest of `program` after it; false
    /// (nothing scheduled) when there is nothing to render.
    private mutating func render(
        _ node: Node, rest program: RenderProgram, from index: Int, _ work: inout [Task]
    ) throws(MustacheError) -> Bool {
        switch node {
        case .partial(let name, let indentation, let offset):
            guard let template = try resolve(name, offset: offset) else { return false }
            schedule(rest: program, from: index, &work)
            try enter(template.source, template.program, indentation: indentation, offset: offset, &work)
            return true
        case .parent(let name, let indentation, let blocks, let offset):
            guard let template = try resolve(name, offset: offset) else { return false }
            schedule(rest: program, from: index, &work)
            let saved = overrides
            try enter(
                template.source, template.program, indentation: indentation, restoring: saved, offset: offset, &work)
            for block in blocks where overrides[block.name] == nil {
                overrides[block.name] = block
            }
            return true
        case .block(let block, let trailingNewline, let offset):
            // The override in force for the block's name, if any, else its own content; either
            // way indented as the block's (standalone) tag was.
            let chosen = overrides[block.name] ?? block
            schedule(rest: program, from: index, &work)
            if !trailingNewline.isEmpty {
                work.append(.endLine(trailingNewline, since: outputCount))
            }
            try enter(chosen.source, chosen.program, indentation: block.indentation, offset: offset, &work)
            if block.isStandalone && chosen.startsInline {
                // The standalone tag's line is gone, so content that began on its own tag's
                // line needs the indentation its first line would otherwise lack.
                append(indentation)
            }
            return true
        case .text, .lineStart, .variable, .section:
            preconditionFailure("compiled into its own operation")
        }
    }

    /// Schedules the operations after a nested one, unless there are none.
    private func schedule(rest program: RenderProgram, from index: Int, _ work: inout [Task]) {
        if index < program.operations.count {
            work.append(.run(program, from: index))
        }
    }

    /// Starts rendering a partial, parent or block: `nodes` from `source`, each of their lines
    /// indented by `extra` more, until the scheduled `leave` restores the state.
    private mutating func enter(
        _ source: TemplateSource, _ program: RenderProgram, indentation extra: String,
        restoring savedOverrides: [String: Block]? = nil, offset: Int, _ work: inout [Task]
    ) throws(MustacheError) {
        guard depth < MustacheTemplate.maximumRenderDepth else {
            throw self.source.error(
                .recursionLimit,
                "partials, parents and blocks nest deeper than \(MustacheTemplate.maximumRenderDepth) levels;"
                    + " does a partial include itself without end?",
                at: offset)
        }
        expansions += 1
        guard expansions <= MustacheTemplate.maximumExpansions else {
            throw self.source.error(
                .expansionLimit,
                "the template expands more than \(MustacheTemplate.maximumExpansions) partials, parents and blocks;"
                    + " do partials include each other over and over?",
                at: offset)
        }
        depth += 1
        work.append(.leave(source: self.source, indentation: indentation, overrides: savedOverrides))
        work.append(.run(program, from: 0))
        self.source = source
        indentation += extra
    }

    /// Writes a looked-up value; `name` spells its name for the error a list or an object gives.
    private mutating func interpolate(
        _ value: MustacheValue, escaped: Bool, offset: Int, name: () -> String
    ) throws(MustacheError) {
        switch value {
        case .string(let text):
            // The common case, written without building the text first.
            if escaped {
                appendEscaped(text)
            } else {
                append(text)
            }
        case .array, .object:
            let what = if case .array = value { "a list" } else { "an object" }
            let name = name()
            throw source.error(
                .notInterpolatable,
                "'\(name)' is \(what), which has no text; use '{{#\(name)}}…{{/\(name)}}' to render its contents",
                at: offset)
        case .null, .bool, .int, .double:
            guard let text = value.interpolationText else { return }
            if escaped {
                appendEscaped(text)
            } else {
                append(text)
            }
        }
    }

    /// The template a partial or parent tag names; nil (render nothing, as the spec requires)
    /// when the name is invalid, dynamic and not a string, or not in the library.
    private mutating func resolve(_ name: PartialName, offset: Int) throws(MustacheError) -> MustacheTemplate? {
        switch name {
        case .fixed(let name):
            // A partial is used once per element of the list around it: remember it here rather
            // than ask the library, shared by every thread, behind its lock, each time.
            if let template = partials[name] {
                return template
            }
            let template = try library.template(named: name)
            partials[name] = template
            return template
        case .dynamic(let name):
            guard case .string(let resolved)? = lookup(name) else { return nil }
            return try library.template(named: resolved)
        }
    }

    /// Pushes a section's value as the innermost context.
    private mutating func push(_ value: MustacheValue) {
        frames.append(Self.frame(of: value))
        stack.append(value)
    }

    /// Pops the innermost context, which `push(_:)` pushed.
    private mutating func popContext() {
        stack.removeLast()
        frames.removeLast()
    }

    /// The storage lookups search in `value`, when it is an object.
    private static func frame(of value: MustacheValue) -> Unmanaged<MustacheObject.Storage>? {
        guard case .object(let object) = value else { return nil }
        return Unmanaged.passUnretained(object.storage)
    }

    /// The value of a one-key name: the first context, from the top of the stack, that has it.
    private func lookup(_ key: MustacheKey) -> MustacheValue? {
        var position = frames.count
        while position > 0 {
            position -= 1
            if let frame = frames[position], let value = frame._withUnsafeGuaranteedRef({ $0.value(forKey: key) }) {
                return value
            }
        }
        return nil
    }

    /// Spec (interpolation): find the first context, from the top of the stack, that has the
    /// first key; resolve the other keys within it only (no further search if a chain breaks).
    private func lookup(_ name: Name) -> MustacheValue? {
        let components = name.components
        guard !components.isEmpty else {
            return stack.last
        }
        guard var value = lookup(components[0]) else { return nil }
        var next = 1
        while next < components.count {
            guard case .object(let object) = value, let found = object[components[next]] else { return nil }
            value = found
            next += 1
        }
        return value
    }

    /// The value of a variable's or section's name.
    private func lookup(_ operation: RenderProgram.Operation, in program: RenderProgram) -> MustacheValue? {
        operation.isKey ? lookup(program.keys[operation.first]) : lookup(program.names[operation.first])
    }

    /// Appends `text` with `&`, `<`, `>` and `"` replaced by HTML entities, as the spec expects.
    private mutating func appendEscaped(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaped($0) }
        if copied == nil {
            Array(text.utf8).withUnsafeBufferPointer { appendEscaped($0) }
        }
    }

    /// Appends UTF-8 `bytes`, escaped: runs without a special character are copied whole.
    private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in bytes.indices {
            let entity: StaticString
            switch bytes[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            default: continue
            }
            append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            entity.withUTF8Buffer { append($0) }
            runStart = index + 1
        }
        append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    // MARK: - Output

    /// The UTF-8 length of everything rendered so far: the pieces, `output` and the pending bytes.
    private var outputCount: Int { piecesCount + output.utf8.count + pendingCount }

    /// The last byte rendered so far, if any.
    private var lastByte: UInt8? {
        pendingCount > 0 ? chunk[pendingCount - 1] : output.utf8.last ?? pieces.last?.last
    }

    private mutating func append(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if copied == nil {
            Array(text.utf8).withUnsafeBufferPointer { append($0) }
        }
    }

    /// Appends UTF-8 bytes (from a string, so valid) to the pending chunk, moving it out first
    /// when they do not fit; text longer than a chunk is moved out directly.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        if bytes.count > chunk.count - pendingCount {
            flush()
            guard bytes.count <= chunk.count else {
                moveOut(bytes)
                return
            }
        }
        (chunk.baseAddress! + pendingCount).update(from: start, count: bytes.count)
        pendingCount += bytes.count
    }

    /// Moves the pending bytes out; they came from strings, so they are valid UTF-8. Rendering in
    /// pieces, the chunk itself becomes the next piece and a new one is allocated, unless this is
    /// the last flush (the caller then frees the chunk, which is left empty).
    private mutating func flush(isLast: Bool = false) {
        guard pendingCount > 0 else { return }
        guard pieceSize != nil else {
            moveOut(UnsafeBufferPointer(start: chunk.baseAddress, count: pendingCount))
            pendingCount = 0
            return
        }
        piecesCount += pendingCount
        pieces.append(Data(bytesNoCopy: chunk.baseAddress!, count: pendingCount,
                           deallocator: .custom { bytes, _ in bytes.deallocate() }))
        chunk = isLast ? UnsafeMutableBufferPointer(start: nil, count: 0) : .allocate(capacity: chunkCapacity)
        pendingCount = 0
    }

    /// Appends whole strings' UTF-8 bytes to `output`, or makes a copy of them the next piece when
    /// rendering in pieces (so a piece is never empty, nor split inside a UTF-8 sequence).
    private mutating func moveOut(_ bytes: UnsafeBufferPointer<UInt8>) {
        if pieceSize == nil {
            output += String(decoding: bytes, as: UTF8.self)
        } else {
            piecesCount += bytes.count
            pieces.append(Data(buffer: bytes))
        }
    }
}
