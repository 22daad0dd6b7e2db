/// `deep_link_mismatch`: a deep link must be able to build its screen's route from the URL
/// alone, and `url(for:)` must be able to write every value back.
public struct DeepLinkMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "deep_link_mismatch",
        name: "Deep link mismatch",
        summary: "a deep link pattern that is malformed, names a placeholder that is not a param, leaves a required param unfilled, reads a type a URL cannot carry, or is on a screen no tab's stack shows",
        rationale: """
            The generated `handle(_:)` turns a URL into the screen's route using only the pattern: \
            each `{placeholder}` fills the param of that name, from its path segment or query item, \
            and every other param is read from a query item of its own name, else gets its default \
            or nil. A placeholder that names no param, a required param that neither the path nor \
            the query fills, or a placeholder whose param cannot be parsed from text (only String, \
            Int, Double, Bool, UUID, Swift's other number types but CGFloat, and their optionals \
            can; not URL, Date or app types) leave a \
            route that cannot be built, and `url(for:)` could not be its exact inverse. The pattern \
            itself must follow the grammar `/host(/segment)*(?item={param}(&item={param})*)`: the \
            first segment is the URL's host and is literal, placeholders are whole segments, each \
            placeholder appears once. So it matches only `scheme://host/…` URLs whose host is \
            literal: an opaque URI (`zcash:{address}`, `mailto:{to}`) or a value that starts with \
            a placeholder stands for URLs no pattern can match, which the app handles in its own \
            `onOpenURL`. A param that is not in the pattern cannot share its name \
            with a query item that already fills another param. Other params whose type a URL \
            cannot carry, and params `inURL: false` keeps out of URLs, are neither read nor \
            written: they keep their default or nil; the pattern may not name a param kept out, \
            nor leave one that is required. A pattern \
            that extends another pushed screen's pattern by whole segments (`/orders/{id}` after \
            `/orders`) is nested: the link opens the chain, the shorter pattern's screen below the \
            longer one's, so that screen must push it and need no other param. Placeholders match \
            by position, as a URL's segments do: `/orders/{order}/items/{item}` extends \
            `/orders/{id}`, and the parent's `id` takes the value of `{order}`, so the two \
            placeholders' params must have the same type, optionality included. A tab root or \
            `app.root` is always shown with its params' defaults (the generated root view creates it, and opening it pops its stack \
            to it), so its pattern cannot have placeholders: their values would be parsed and \
            dropped. A deep link shows its screen on a tab's stack (or the app's single stack), \
            as `open(_:)` does, and presents a modal. A pattern that extends the pattern of a \
            modal with a stack of its own that pushes the screen (`/cart/checkout` after `/cart`) \
            presents that modal with the chain on its stack. A pushed screen that only the stacks \
            of modals show (or no stack at all), and whose link does not nest so, has a link that \
            would open nothing.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: Cities
              root: CityList
              urlScheme: cities
            screens:
              CityList:
                links:
                  - push: CityDetail
                  - push: CityMap
              CityDetail:
                params:
                  name: String
                deepLink: /city/↓{nme}
              CityMap:
                params:
                  name: String
                  satellite: { type: Bool, default: false }
                deepLink: ↓/map?satellite={satellite}
            """,
            """
            app:
              name: Cities
              root: CityList
              urlScheme: cities
            screens:
              CityList:
                links:
                  - push: CityDetail
                  - push: CityPhoto
              CityDetail:
                params:
                  name: String
                deepLink: /city/city-↓{name}
              CityPhoto:
                params:
                  photo: URL
                  caption: String?
                deepLink: /photo/↓{photo}
            """,
            """
            app:
              name: Cars
              root: CarList
              urlScheme: cars
            screens:
              CarList:
                links:
                  - push: ServiceHistory
                  - push: Search
              ServiceHistory:
                params:
                  car: UUID
                  includeRecalls: { type: Bool, default: false }
                deepLink: "/history?car=↓{vin}&recalls={includeRecalls}"
              Search:
                params:
                  query: String
                  q: String?
                deepLink: /search?↓q={query}
            """,
            """
            app:
              name: Shop
              root: Orders
              urlScheme: shop
            screens:
              Orders:
                deepLink: /orders
                links:
                  - push: Settings
                  - push: Order
              Settings: {}
              Order:
                params:
                  id: String
                deepLink: /orders/{id}/items
              Item:
                params:
                  id: String
                deepLink: ↓/orders/{id}/items/all
            """,
            """
            app:
              name: Notes
              root: NoteList
              urlScheme: notes
            screens:
              NoteList:
                params:
                  folder: { type: String, default: All }
                deepLink: /folders/↓{folder}
            """,
            """
            app:
              name: Shop
              root: Catalog
              urlScheme: shop
            screens:
              Catalog:
                links:
                  - sheet: Cart
              Cart:
                presentation: sheet
                stack: true
                deepLink: /cart
                links:
                  - push: Checkout
              Checkout:
                deepLink: ↓/checkout
            """,
            """
            app:
              name: Pay
              root: Home
              urlScheme: pay
            screens:
              Home:
                links:
                  - push: Send
              Send:
                params:
                  address: String
                deepLink: ↓pay:{address}
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: Cities
              root: CityList
              urlScheme: cities
            screens:
              CityList:
                links:
                  - push: CityDetail
              CityDetail:
                params:
                  name: String
                  zoom: { type: Int, default: 10 }
                deepLink: /city/{name}
            """,
            """
            app:
              name: Cars
              root: CarList
              urlScheme: cars
            screens:
              CarList:
                links:
                  - push: ServiceHistory
                  - push: ServiceVisit
              ServiceHistory:
                params:
                  car: UUID
                  includeRecalls: { type: Bool, default: false }
                deepLink: "/history?car={car}"
              ServiceVisit:
                params:
                  id: Int
                  reminder: Date?
                  rating: Double?
                deepLink: /visit/{id}?stars={rating}
            """,
            """
            app:
              name: Shop
              root: Orders
              urlScheme: shop
            screens:
              Orders:
                deepLink: /orders
                links:
                  - push: Order
              Order:
                params:
                  id: String
                deepLink: /orders/{id}
                links:
                  - push: Item
              Item:
                params:
                  order: String
                  item: Int
                deepLink: /orders/{order}/items/{item}
            """,
            """
            app:
              name: Mail
              root: Inbox
              urlScheme: mail
            screens:
              Inbox:
                links:
                  - fullScreenCover: Thread
              Thread:
                presentation: fullScreenCover
                stack: true
                params:
                  id: String
                deepLink: /threads/{id}
                links:
                  - push: Message
              Message:
                params:
                  id: String
                  number: Int
                deepLink: /threads/{id}/{number}
            """,
        ]
    )

    public init() {}

    /// The note on a value that stands for URLs without a literal host (an opaque URI such as
    /// `zcash:{address}`, or `{address}`): what the format matches, and what the app does instead.
    static let hostlessNote = "a deep link pattern matches only 'scheme://host/path?query' URLs whose first segment, "
        + "the host, is literal text, so URLs without one (payment URIs, 'mailto:', NIP-21 'nostr:' URIs) cannot "
        + "be described: the app handles them in its own 'onOpenURL' and calls the navigator"

    /// For a type `misspelled_param_type` reports (`Integer`, `Strng`) as a builtin a URL can
    /// carry: that builtin, which the complaint that the type cannot be read names as the fix.
    /// The error stays (with the rule off, or the type meant, the link would open nothing), but
    /// it agrees with the warning instead of contradicting it.
    static func readableBuiltin(misspelledAs type: ParamType) -> String? {
        guard type.builtin == nil, let builtin = MisspelledParamTypeRule.intendedType(for: type.name),
              DeepLinkPattern.canParse(ParamType(name: builtin)) else { return nil }
        return builtin
    }

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        // One budget for the run's suggestions, so a hostile spec cannot make them take hours.
        var budget = DidYouMean.Budget()
        let index = graph.index
        // The stacks' roots by screen number: a root's pattern may not have placeholders.
        var rootOwners: [Int32: String] = [:]
        for (root, owner) in graph.stackRoots {
            guard let number = index.screenNumber(root.value), rootOwners[Int32(number)] == nil else { continue }
            rootOwners[Int32(number)] = owner
        }
        // With links, tabs or presentations left out by the loader, only the patterns themselves
        // are checked: where a link opens, and its chain, depend on what was left out.
        let partial = graph.navigationIsPartial
        // A screen with a param left out by a loader error: only its patterns' own grammar is checked.
        func paramsRead(_ number: Int32) -> Bool { !graph.leftOut(.params, of: index.screens[Int(number)].id.value) }
        for (number, pattern, alias) in graph.deepLinkPatterns.all {
            let entry = Int(index.screenEntries[Int(number)])
            let read = paramsRead(number)
            check(entry, of: graph.spec, params: ParamLookup(index.params(ofEntry: entry)), pattern: pattern,
                  alias: alias, paramsRead: read, budget: &budget, emit: &emit)
            // A placeholder that names no param is reported above as such.
            if !partial, read, let owner = rootOwners[number], case let screen = graph.spec.screens[entry],
               let placeholder = pattern.placeholders.first(where: { name in screen.params.contains { $0.name.value == name.name } }),
               let deepLink = alias ?? screen.deepLink {
                let here = deepLink.location(atOffset: placeholder.offset)
                emit.emit("'\(screen.id.value)' is the root of \(owner), which is always shown with its params' defaults: "
                          + "the deep link would read '{\(placeholder.name)}' and drop it",
                          at: here,
                          notes: [Diagnostic.Note("leave the placeholders out of the pattern, or give the value to a "
                                                  + "screen the root pushes", at: here)])
            }
        }
        guard !partial else { return }
        // Where links open is judged as if every misspelt name meant its closest match, as
        // `unreachable_screen` judges: the typo is `undefined_reference`'s to report.
        let judged = graph.repairedReferences.graph ?? graph
        for nest in judged.deepLinkNesting.nests {
            guard let problem = nest.problem else { continue }
            if problem.isAboutParams, !paramsRead(nest.child) || !paramsRead(nest.parent) { continue }
            report(problem, of: nest, in: judged, emit: &emit)
        }
        reportLinksThatOpenNothing(judged, emit: &emit)
    }

    /// Checks the deep link of an entry of `spec.screens`, or its `alias`: its params are read from
    /// the index, and the screen itself only to report something. Without `paramsRead` (a loader
    /// error left a param out) only the pattern's own grammar.
    private func check(_ entry: Int, of spec: Spec, params: ParamLookup, pattern: DeepLinkPattern,
                       alias: Located<String>?, paramsRead: Bool, budget: inout DidYouMean.Budget, emit: inout RuleEmitter) {
        // Read only to report something: a clean deep link needs nothing but the index.
        var screen: ScreenDefinition { spec.screens[entry] }
        var deepLink: Located<String> { alias ?? screen.deepLink! }
        var screenID: String { screen.id.value }
        // `/user/{name}, /u/{name}`: several patterns written as one; the first problem says how to list them.
        var listNote: [Diagnostic.Note] {
            let parts = deepLink.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count > 1, parts.allSatisfy({ $0.hasPrefix("/") }) else { return [] }
            let list = parts.map { "\"\($0)\"" }.joined(separator: ", ")
            return [Diagnostic.Note("several patterns are a list: 'deepLink: [\(list)]'", at: deepLink.location)]
        }
        for (position, problem) in pattern.problems.enumerated() {
            var fixIt = problem.fix.flatMap { deepLink.fixIt(replacing: $0.length, atOffset: $0.offset, with: $0.text) }
            var message = problem.message
            var notes = position == 0 ? listNote : []
            if let scheme = problem.scheme {
                // `nostr:` in an app whose scheme is `nostur` is not the app's scheme.
                let appScheme = spec.app.urlScheme?.value
                message += appScheme.map { $0.lowercased() != scheme.lowercased() } ?? false
                    ? " (deep links are URLs under the app's 'urlScheme', '\(appScheme!)')"
                    : " (the scheme is the app's 'urlScheme')"
            }
            if problem.hasNoHost { notes.append(Diagnostic.Note(Self.hostlessNote, at: deepLink.location)) }
            if let domain = problem.webDomain,
               !spec.app.universalLinks.contains(where: { $0.value.lowercased() == domain.lowercased() }) {
                message += " and list '\(domain)' in 'app.universalLinks'"
                // Deleting the host alone would check clean and lose the universal link it names.
                fixIt = nil
            }
            emit.emit(message, at: deepLink.location(atOffset: problem.offset), notes: notes, fixIts: fixIt.map { [$0] } ?? [])
        }
        guard paramsRead else { return }

        // A misspelt placeholder is one mistake: its did-you-mean covers the param it leaves unfilled.
        var suggested: Set<String> = []
        // The required params the pattern leaves unfilled, made once when a placeholder resembles
        // no param: when there is exactly one, the placeholder is that param under another name.
        var unfilled: [String]?
        func unfilledRequired() -> [String] {
            if let unfilled { return unfilled }
            let mentioned = Set(pattern.placeholders.map(\.name))
            var names: [String] = []
            params.forEachFirstOfItsName { position in
                if params[position].isRequired, !mentioned.contains(params[position].name) { names.append(params[position].name) }
            }
            unfilled = names
            return names
        }
        // The placeholders reported as no param, with no param suggested in their place: a pattern
        // suggested for a missing param must not keep them.
        var unresolved: [DeepLinkPattern.Placeholder] = []
        func check(_ placeholder: DeepLinkPattern.Placeholder) {
            var here: SourceLocation { deepLink.location(atOffset: placeholder.offset) }
            guard let position = params.first(named: placeholder.name) else {
                // A param the pattern fills already is no rename (it would then appear twice), nor
                // one `inURL: false` keeps out of URLs.
                let filled = Set(pattern.placeholders.map(\.name))
                    .union(screen.params.lazy.filter { !$0.isInURLs }.map(\.name.value))
                let names = params.params.map(\.name).filter { !filled.contains($0) }
                let message = params.params.isEmpty
                    ? "'{\(placeholder.name)}' is not a parameter: '\(screenID)' has no parameters"
                    : "'{\(placeholder.name)}' is not a parameter of '\(screenID)'"
                // A param a URL cannot carry gets no rename: renaming would only move the error.
                func readable(_ name: String) -> Bool { params.first(named: name).map { DeepLinkPattern.canParse(params[$0].type) } ?? false }
                let closest = DidYouMean.closest(to: placeholder.name, in: names, budget: &budget)
                if let closest, !readable(closest) {
                    unresolved.append(placeholder)
                    emit.emit(message, at: here, notes: [Diagnostic.Note("did you mean '\(closest)'? It cannot be read from a URL", at: here)])
                } else if let closest {
                    suggested.insert(closest)
                    let fixIt = deepLink.fixIt(replacing: placeholder.name.unicodeScalars.count,
                                               atOffset: placeholder.offset + 1, with: closest)
                    emit.emit(message, at: here, notes: [Diagnostic.Note("did you mean '\(closest)'?", at: here)],
                              fixIts: fixIt.map { [$0] } ?? [])
                } else if pattern.isValid, case let candidates = unfilledRequired(), candidates.count == 1,
                          !suggested.contains(candidates[0]), readable(candidates[0]) {
                    let name = candidates[0]
                    suggested.insert(name)
                    let fixIt = deepLink.fixIt(replacing: placeholder.name.unicodeScalars.count,
                                               atOffset: placeholder.offset + 1, with: name)
                    emit.emit(message, at: here,
                              notes: [Diagnostic.Note("rename it to '{\(name)}': '\(screenID)' declares '\(name)', "
                                                      + "which the pattern does not fill", at: here)],
                              fixIts: fixIt.map { [$0] } ?? [])
                } else {
                    unresolved.append(placeholder)
                    emit.emit(message, at: here)
                }
                return
            }
            if !DeepLinkPattern.canParse(params[position].type) {
                let param = screen.params[position]
                let remedy = Self.readableBuiltin(misspelledAs: param.type.value).map { "did you mean '\($0)'?" }
                    ?? "use String, a number type (Int, Int64, Double …), Bool or UUID"
                emit.emit("parameter '\(placeholder.name)' of type '\(param.type.value)' cannot be read from a URL; \(remedy)", at: here,
                          notes: [Diagnostic.Note("'\(placeholder.name)' is declared here", at: param.type.location)])
            }
        }
        // Every placeholder in text order (`pattern.placeholders`), without listing them.
        for segment in pattern.path {
            if case .placeholder(let placeholder) = segment { check(placeholder) }
        }
        for item in pattern.query { check(item.placeholder) }

        // A broken pattern may have lost placeholders: saying that params are missing would only add noise.
        guard pattern.isValid, !params.params.isEmpty else { return }
        // The param that takes the place of the one placeholder that fills no param, as when it is
        // the only param left unfilled: the first required one a URL can carry; the other missing
        // params are added to the pattern so renamed. Nil without exactly one such placeholder.
        let taker: (name: String, placeholder: DeepLinkPattern.Placeholder)? = unresolved.count == 1
            ? unfilledRequired().first { name in
                guard !suggested.contains(name), let position = params.first(named: name) else { return false }
                return screen.params[position].isInURLs && DeepLinkPattern.canParse(params[position].type)
            }.map { ($0, unresolved[0]) }
            : nil
        /// The pattern with the taker's name in its placeholder's place.
        func renamed(_ taker: (name: String, placeholder: DeepLinkPattern.Placeholder)) -> String {
            var scalars = Array(deepLink.value.unicodeScalars)
            let start = taker.placeholder.offset + 1
            scalars.replaceSubrange(start..<(start + taker.placeholder.name.unicodeScalars.count),
                                    with: Array(taker.name.unicodeScalars))
            return String(String.UnicodeScalarView(scalars))
        }
        // Looked up in a set only when there are many: a pattern has a handful.
        let mentioned = pattern.path.count + pattern.query.count < ParamLookup.scanLimit
            ? nil : Set(pattern.placeholders.map(\.name))
        // The required params the fix-it appends as query items, reported after the others: one
        // fix-it (at the first) appends them all, as fix-its inserting at one offset have no order.
        var appended = "", appendedTo = ""
        var appending: [ParamSpec] = []
        params.forEachFirstOfItsName { position in
            let summary = params[position]
            let name = summary.name
            guard !(mentioned?.contains(name) ?? pattern.mentions(param: name)) else {
                if let inURL = screen.params[position].inURL, !inURL.value {
                    let placeholder = pattern.placeholders.first { $0.name == name }
                    emit.emit("the deep link of '\(screenID)' names '\(name)', which 'inURL: false' keeps out of URLs",
                              at: placeholder.map { deepLink.location(atOffset: $0.offset) } ?? deepLink.location,
                              notes: [Diagnostic.Note("remove '{\(name)}' from the pattern, or 'inURL: false'", at: inURL.location)])
                }
                return
            }
            if summary.isRequired {
                guard !suggested.contains(name) else { return }
                let param = screen.params[position]
                let deepLink = deepLink
                let remedy: Diagnostic.Note
                var fixIts: [Diagnostic.FixIt] = []
                if let inURL = param.inURL, !inURL.value {
                    remedy = Diagnostic.Note("'inURL: false' keeps it out of URLs: give it a default or make it optional, "
                                             + "or remove the deep link", at: inURL.location)
                } else if DeepLinkPattern.canParse(summary.type) {
                    let addition = (pattern.query.isEmpty && appended.isEmpty ? "?" : "&") + "\(name)={\(name)}"
                    if let taker, taker.name == name {
                        let old = taker.placeholder.name
                        remedy = Diagnostic.Note("put it in the pattern in place of '{\(old)}', which fills no parameter, "
                                                 + "as in '\(renamed(taker))'", at: deepLink.location)
                        fixIts = deepLink.fixIt(replacing: old.unicodeScalars.count, atOffset: taker.placeholder.offset + 1,
                                                with: name).map { [$0] } ?? []
                    } else if let taker {
                        (appended, appendedTo) = (appended + addition, renamed(taker))
                        appending.append(param)
                        return
                    } else if !unresolved.isEmpty {
                        // Every example would keep a placeholder that is an error of its own.
                        let names = unresolved.map { "'{\($0.name)}'" }
                        let list = names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
                        remedy = Diagnostic.Note("add it to the pattern, in place of \(list) if one was meant for it",
                                                 at: deepLink.location)
                    } else {
                        (appended, appendedTo) = (appended + addition, deepLink.value)
                        appending.append(param)
                        return
                    }
                } else {
                    // Adding it to the pattern would only move the error: a URL cannot carry it.
                    let fallback = param.type.value.element != nil ? "give it the default '[]' or make it optional"
                        : param.type.value.builtin == .URL ? "give it a default or make it optional" : "make it optional"
                    let typo = Self.readableBuiltin(misspelledAs: param.type.value).map { " (did you mean '\($0)'?)" } ?? ""
                    remedy = Diagnostic.Note("a param of type '\(param.type.value)' cannot be read from a URL\(typo): \(fallback), "
                                             + "or remove the deep link", at: param.type.location)
                }
                emit.emit("required parameter '\(name)' of '\(screenID)' is neither in the deep link's path nor in its query",
                          at: deepLink.location,
                          notes: [Diagnostic.Note("'\(name)' is declared here", at: param.name.location), remedy],
                          fixIts: fixIts)
            } else if screen.params[position].isInURLs, DeepLinkPattern.canParse(summary.type), pattern.source(ofParam: name) == nil,
                      let item = pattern.query.first(where: { $0.name == name }) {
                emit.emit("query item '\(name)' fills '\(item.placeholder.name)', so parameter '\(name)' of '\(screenID)' "
                          + "cannot be read from a query item of its own name",
                          at: deepLink.location(atOffset: item.offset),
                          notes: [Diagnostic.Note("'\(name)' is declared here", at: screen.params[position].name.location)])
            }
        }
        for (index, param) in appending.enumerated() {
            let name = param.name.value
            let fixIt = index == 0 ? deepLink.fixIt(replacing: 0, atOffset: deepLink.value.unicodeScalars.count, with: appended) : nil
            emit.emit("required parameter '\(name)' of '\(screenID)' is neither in the deep link's path nor in its query",
                      at: deepLink.location,
                      notes: [Diagnostic.Note("'\(name)' is declared here", at: param.name.location),
                              Diagnostic.Note("add it to the pattern, as in '\(appendedTo + appended)'", at: deepLink.location)],
                      fixIts: fixIt.map { [$0] } ?? [])
        }
    }
}
