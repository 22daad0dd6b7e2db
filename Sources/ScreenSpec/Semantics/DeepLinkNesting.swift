/// Nested deep links: a pushed screen's pattern that extends another pushed screen's pattern by
/// whole path segments (`/orders/{id}` extends `/orders`). When the shorter pattern's screen
/// pushes the longer one's, `handle(_:)` opens the whole chain (`[.orders, .order(id:)]`), so Back
/// lands where users expect; `deep_link_mismatch` reports a nesting that cannot be opened so.
/// Placeholders match by position, not by name, as URLs do: `/task/{id}/response` extends
/// `/task/{taskID}`, and the parent's `taskID` takes the child's `id` (`placeholderPairs`).
/// A modal with a stack of its own is the parent of the screens it pushes whose patterns extend
/// its own (`/cart/checkout` after `/cart`): the link presents it with the chain on its stack.
/// Other modals take no part: a deep link to a modal presents it alone, and is no one's child.
struct DeepLinkNesting: Sendable {
    /// One screen whose pattern extends another's.
    struct Nest: Sendable {
        /// The screen with the longer pattern.
        let child: Int32
        /// The screen whose pattern it extends (the longest such one).
        let parent: Int32
        /// Why the chain cannot be opened; nil when it can.
        let problem: Problem?
    }

    /// What keeps a nested pattern from opening its chain.
    enum Problem: Hashable, Sendable {
        /// The parent does not push the child.
        case notPushed
        /// A placeholder of the parent's path fills a param of another type than the child's
        /// placeholder in the same position (the parent's param, then the child's).
        case typeDiffers(parent: String, child: String)
        /// The parent has a required param its path does not fill (its name).
        case parentNeeds(String)

        /// Whether the problem is about the two screens' params (not who pushes whom).
        var isAboutParams: Bool {
            if case .notPushed = self { return false }
            return true
        }
    }

    /// The nested patterns, by child screen number, ascending.
    let nests: [Nest]
    /// The parent of each child that can open its chain, by screen number.
    let parents: [Int32: Int32]
    /// The modals that take part (those with a stack of their own and a valid pattern).
    private let modals: Set<Int32>

    init(_ graph: NavigationGraph) {
        let index = graph.index
        let patterns = graph.deepLinkPatterns.patterns
        // The valid pushed screens' patterns in a trie of their parts (the host, then each path
        // segment, every placeholder alike), where each node keeps the first screen whose pattern
        // ends there: a pattern's parent is the deepest such node above its own end, on the walk
        // that inserted it, so the work is linear in the patterns' segments however long they are.
        var keys: [(screen: Int32, pattern: DeepLinkPattern, walk: [Int32])] = []
        var children: [[String: Int32]] = [[:]]
        var ends: [Int32] = [-1]
        var modals = Set<Int32>()
        for (screen, pattern) in patterns where pattern.isValid && Self.takesPart(index.traits(ofScreen: Int(screen))) {
            if index.traits(ofScreen: Int(screen)).isModal { modals.insert(screen) }
            let parts = Self.parts(of: pattern)
            // The nodes of the pattern's parts, in order.
            var walk: [Int32] = []
            walk.reserveCapacity(parts.count)
            var node = 0
            for part in parts {
                if let next = children[node][part] {
                    node = Int(next)
                } else {
                    children[node][part] = Int32(children.count)
                    node = children.count
                    children.append([:])
                    ends.append(-1)
                }
                walk.append(Int32(node))
            }
            if ends[node] < 0 { ends[node] = screen }
            keys.append((screen, pattern, walk))
        }
        // The push edges, as `source << 32 | target`, when some pattern has a path to nest.
        var pushes = Set<Int64>()
        if keys.contains(where: { $0.walk.count > 1 }) {
            for edge in 0..<graph.edgeTable.count where graph.edgeTable.kinds[edge] == .push {
                pushes.insert(Int64(graph.edgeTable.sources[edge]) << 32 | Int64(graph.edgeTable.targets[edge]))
            }
        }
        var nests: [Nest] = []
        var parents: [Int32: Int32] = [:]
        // A pattern with a path has parts after its host; a modal is no one's child.
        for (screen, pattern, walk) in keys where walk.count > 1 && !index.traits(ofScreen: Int(screen)).isModal {
            // The deepest pattern above it, skipping modals that do not push it: their stacks
            // cannot show it, and it is still free to nest under a pushed screen.
            var parent: Int32?
            for node in walk.dropLast() where ends[Int(node)] >= 0 && ends[Int(node)] != screen {
                let candidate = ends[Int(node)]
                if modals.contains(candidate) && !pushes.contains(Int64(candidate) << 32 | Int64(screen)) { continue }
                parent = candidate
            }
            guard let parent else { continue }
            let problem = Self.problem(child: screen, parent: parent, childPattern: pattern, index: index,
                                       pushes: pushes, patterns: patterns)
            nests.append(Nest(child: screen, parent: parent, problem: problem))
            if problem == nil { parents[screen] = parent }
        }
        self.nests = nests
        self.parents = parents
        self.modals = modals
    }

    /// Whether a screen's pattern can nest or be nested: a pushed screen's, or a modal's with a
    /// stack of its own.
    private static func takesPart(_ traits: ScreenTraits) -> Bool {
        !traits.isModal || traits.contains(.ownStack)
    }

    /// The chain a deep link to `screen` opens, bottom to top: its parents' numbers, then itself;
    /// when the first is a modal, the others are on its own stack.
    func chain(to screen: Int32) -> [Int32] {
        var chain = [screen]
        var seen: Set<Int32> = [screen]
        while let parent = parents[chain[chain.count - 1]], seen.insert(parent).inserted { chain.append(parent) }
        return chain.reversed()
    }

    /// The modal at the bottom of the chain a deep link to `screen` opens: the one whose own
    /// stack shows the rest; nil when the chain is on a tab's (or the single) stack.
    func modal(below screen: Int32) -> Int32? {
        guard let bottom = chain(to: screen).first, modals.contains(bottom) else { return nil }
        return bottom
    }

    /// A pattern's parts as the trie keys them: the host (lower-cased), then each path segment,
    /// every placeholder as `{}`: a URL's segment fills whatever placeholder is in its position,
    /// so `/task/{id}/response` extends `/task/{taskID}` (as `ambiguous_deep_link` holds
    /// `/city/{a}` and `/city/{b}` to match the same URLs).
    private static func parts(of pattern: DeepLinkPattern) -> [String] {
        [(pattern.host ?? "").lowercased()] + pattern.path.map { segment in
            switch segment {
            case .literal(let text): return text
            case .placeholder: return "{}"
            }
        }
    }

    /// The placeholders of a parent's path, each with the child's placeholder in the same
    /// position, in path order: the parent's param takes the child's value (`taskID` from `id`
    /// for `/task/{taskID}` below `/task/{id}/response`). A position where the child's pattern
    /// has no placeholder (a pattern that does not extend the parent's) is left out.
    static func placeholderPairs(parent: DeepLinkPattern, child: DeepLinkPattern) -> [(parent: String, child: String)] {
        var pairs: [(parent: String, child: String)] = []
        for (position, segment) in parent.path.enumerated() where position < child.path.count {
            guard case .placeholder(let mine) = segment, case .placeholder(let theirs) = child.path[position] else { continue }
            pairs.append((mine.name, theirs.name))
        }
        return pairs
    }

    private static func problem(child: Int32, parent: Int32, childPattern: DeepLinkPattern, index: SpecIndex,
                                pushes: Set<Int64>, patterns: [(screen: Int32, pattern: DeepLinkPattern)]) -> Problem? {
        guard pushes.contains(Int64(parent) << 32 | Int64(child)) else { return .notPushed }
        let parentScreen = index.screens[Int(parent)], childScreen = index.screens[Int(child)]
        let parentPattern = DeepLinkPattern(parentScreen.deepLink?.value ?? "")
        var inPath = Set<String>()
        // The same type, optionality included: the child's value is passed as it is, and a
        // placeholder in the path always has a value, so a default never comes into play.
        for (ours, theirs) in placeholderPairs(parent: parentPattern, child: childPattern) {
            inPath.insert(ours)
            // A placeholder that names none of the parent's params is reported at the parent's
            // pattern (with the rename it likely needs): judging the nesting too would only repeat it.
            guard let parentType = parentScreen.params.first(where: { $0.name.value == ours })?.type.value else { return nil }
            let childType = childScreen.params.first { $0.name.value == theirs }?.type.value
            if let childType, parentType != childType { return .typeDiffers(parent: ours, child: theirs) }
        }
        if let needed = parentScreen.params.first(where: { $0.isRequired && !inPath.contains($0.name.value) }) {
            return .parentNeeds(needed.name.value)
        }
        return nil
    }
}

extension NavigationGraph {
    /// The nested deep links, found on first use.
    var deepLinkNesting: DeepLinkNesting { memo.value { DeepLinkNesting(self) } }
}
