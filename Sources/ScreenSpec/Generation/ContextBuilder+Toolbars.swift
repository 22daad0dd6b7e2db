import Foundation

extension ContextBuilderRun {
    // MARK: Toolbars and actions

    /// Each toolbar once, with its items and their content type; built once per run, as screens
    /// only name them.
    func toolbarContexts() -> [ToolbarContext] {
        let toolbars = index.toolbars.map { toolbar in
            let items = toolbarItems(toolbar)
            let contentType = Naming.toolbarContentType(forToolbar: toolbar.id.value)
            // The body lists the items themselves when they fit one builder block, else their
            // blocks: the items are in the context once either way, whatever their number.
            let hasBlocks = items.count > ContextBuilder.toolbarBlockLimit
            let nodes = hasBlocks
                ? items.filter(\.startsBlock).map { item in
                    ToolbarContentContext(isGroup: false, children: [], isItem: false, item: nil,
                                          isBlock: true, block: item.block,
                                          isToolbar: false, toolbar: nil)
                }
                : items.map { item in
                    ToolbarContentContext(isGroup: false, children: [], isItem: true, item: item,
                                          isBlock: false, block: nil,
                                          isToolbar: false, toolbar: nil)
                }
            return ToolbarContext(
                caseName: toolbar.id.value, items: items, hasItems: !items.isEmpty,
                contentType: contentType,
                contentInitializer: app + "Toolbar." + contentType + "(navigator: navigator, origin: toolbarOrigin)",
                hasItemBlocks: hasBlocks,
                content: Self.toolbarBlock(nodes[...]))
        }
        return toolbars
    }

    func toolbarReference(_ toolbar: ToolbarContext) -> ToolbarReferenceContext {
        ToolbarReferenceContext(
            caseName: toolbar.caseName, hasItems: toolbar.hasItems, contentType: toolbar.contentType,
            contentInitializer: toolbar.contentInitializer)
    }

    /// `nodes` as the children of one builder block: as they are when there are at most
    /// `toolbarBlockLimit`, else in consecutive `Group`s of `limit^k` nodes (the smallest power
    /// that needs at most `limit` groups), each split the same way; a run of one node stays bare.
    /// Linear in the nodes, and only logarithmically deep.
    static func toolbarBlock(_ nodes: ArraySlice<ToolbarContentContext>) -> [ToolbarContentContext] {
        let limit = ContextBuilder.toolbarBlockLimit
        guard nodes.count > limit else {
            return Array(nodes)
        }
        var size = limit
        while (nodes.count + size - 1) / size > limit { size *= limit }
        var children: [ToolbarContentContext] = []
        var start = nodes.startIndex
        while start < nodes.endIndex {
            let end = min(start + size, nodes.endIndex)
            if end - start == 1 {
                children.append(nodes[start])
            } else {
                children.append(ToolbarContentContext(
                    isGroup: true, children: toolbarBlock(nodes[start..<end]), isItem: false, item: nil,
                    isBlock: false, block: nil, isToolbar: false, toolbar: nil))
            }
            start = end
        }
        return children
    }

    func toolbarItems(_ toolbar: ToolbarSpec) -> [ToolbarItemContext] {
        var items: [ToolbarItemContext] = []
        items.reserveCapacity(toolbar.items.count)
        let limit = ContextBuilder.toolbarBlockLimit
        let count = toolbar.items.count
        for (index, item) in toolbar.items.enumerated() {
            var block: (name: String, starts: Bool, ends: Bool)?
            if count > limit {
                // Runs of ten, named by the 1-based positions they hold: `items1to10`, `item21`.
                let first = index / limit * limit + 1, last = min(first + limit - 1, count)
                block = (first == last ? "item\(first)" : "items\(first)to\(last)", index + 1 == first, index + 1 == last)
            }
            items.append(toolbarItem(item, position: index + 1, in: toolbar, block: block))
        }
        return items
    }

    func toolbarItem(_ item: ToolbarItemSpec, position: Int, in toolbar: ToolbarSpec,
                     block: (name: String, starts: Bool, ends: Bool)?) -> ToolbarItemContext {
        let id = item.id?.value ?? "\(toolbar.id.value)-\(position)"
        // The data names the placement the glue picks on the platform it runs on.
        let forms = spec.app.platforms.map { (item.placement(on: $0) ?? .automatic).rawValue }
        let placement = forms.first ?? ToolbarPlacement.automatic.rawValue
        let placementLiteral = forms.count == 2 && forms[0] != forms[1]
            ? "\(app)ToolbarItem.platformPlacement(iOS: \(SwiftSyntax.stringLiteral(forms[0])), macOS: \(SwiftSyntax.stringLiteral(forms[1])))"
            : SwiftSyntax.stringLiteral(placement)
        let image = item.systemImage?.value
        let label = item.label?.value
        let expression = item.action.flatMap { command(for: $0.value) }
        let imageText = image.map(SwiftSyntax.stringLiteral) ?? "nil"
        let labelText = label.map(SwiftSyntax.stringLiteral) ?? "nil"
        let menu = (item.menu ?? []).map(menuItem)
        let initializer = "\(app)ToolbarItem(id: \(SwiftSyntax.stringLiteral(id)), "
            + "placement: \(placementLiteral), systemImage: \(imageText), "
            + "label: \(labelText), command: \(expression ?? "nil")"
            + (item.menu == nil ? ")" : ", menu: [" + menu.map(\.initializer).joined(separator: ", ") + "])")
        return ToolbarItemContext(
            id: id, idLiteral: SwiftSyntax.stringLiteral(id), toolbar: toolbar.id.value, index: position - 1,
            placement: placement, placementLiteral: placementLiteral,
            placementExpression: placementExpression(item),
            systemImage: image, systemImageLiteral: image.map(SwiftSyntax.stringLiteral), hasSystemImage: image != nil,
            label: label, labelLiteral: label.map(SwiftSyntax.stringLiteral), hasLabel: label != nil,
            hasLabelAndSystemImage: label != nil && image != nil,
            hasOnlySystemImage: label == nil && image != nil,
            hasOnlyLabel: label != nil && image == nil,
            command: expression, hasCommand: expression != nil,
            isMenu: item.menu != nil, menu: menu, initializer: initializer,
            block: block?.name, startsBlock: block?.starts ?? false, endsBlock: block?.ends ?? false)
    }

    /// One item of a menu, with its submenu's items.
    func menuItem(_ item: ToolbarItemSpec) -> MenuItemContext {
        let image = item.systemImage?.value, label = item.label?.value
        let expression = item.action.flatMap { command(for: $0.value) }
        let menu = (item.menu ?? []).map(menuItem)
        let role = item.role?.value.rawValue
        let imageText = image.map(SwiftSyntax.stringLiteral) ?? "nil"
        let labelText = label.map(SwiftSyntax.stringLiteral) ?? "nil"
        let initializer = "\(app)MenuItem(label: \(labelText), systemImage: \(imageText), "
            + "role: \(role.map(SwiftSyntax.stringLiteral) ?? "nil"), command: \(expression ?? "nil")"
            + (item.menu == nil ? ")" : ", menu: [" + menu.map(\.initializer).joined(separator: ", ") + "])")
        return MenuItemContext(
            labelLiteral: label.map(SwiftSyntax.stringLiteral), systemImageLiteral: image.map(SwiftSyntax.stringLiteral),
            hasLabelAndSystemImage: label != nil && image != nil,
            hasOnlySystemImage: label == nil && image != nil, hasOnlyLabel: label != nil && image == nil,
            role: role, roleExpression: role.map { "." + $0 }, hasRole: role != nil,
            command: expression, hasCommand: expression != nil,
            isMenu: item.menu != nil, menu: menu, initializer: initializer)
    }

    /// How the glue names an item's placement: the one form of the listed platforms, or the
    /// static property of `platformPlacements` that chooses per platform.
    func placementExpression(_ item: ToolbarItemSpec) -> String {
        let forms = spec.app.platforms.map { item.placement(on: $0) ?? .automatic }
        if forms.count == 2, forms[0] != forms[1] {
            return "." + Self.platformPlacementName(forms[0].rawValue, forms[1].rawValue)
        }
        return "." + (forms.first ?? .automatic).rawValue
    }

    /// `topBarLeadingOrNavigation`: the property naming an iOS form and a macOS form.
    static func platformPlacementName(_ iOS: String, _ macOS: String) -> String {
        iOS + "Or" + macOS.prefix(1).uppercased() + macOS.dropFirst()
    }

    /// Every placement whose form differs by platform, once, sorted by name.
    func platformPlacementContexts() -> [PlatformPlacementContext] {
        guard spec.app.platforms.count == 2 else { return [] }
        var found: [String: PlatformPlacementContext] = [:]
        for toolbar in spec.toolbars {
            for item in toolbar.items {
                let iOS = item.placement(on: .iOS) ?? .automatic, macOS = item.placement(on: .macOS) ?? .automatic
                guard iOS != macOS else { continue }
                let name = Self.platformPlacementName(iOS.rawValue, macOS.rawValue)
                found[name] = PlatformPlacementContext(type: "ToolbarItemPlacement", name: name,
                                                       iOSExpression: "." + iOS.rawValue, macOSExpression: "." + macOS.rawValue)
            }
        }
        for screen in spec.screens {
            guard let search = screen.search else { continue }
            let placement = search.placement?.value ?? .automatic
            guard let macOS = Self.searchPlacement(placement, on: .macOS), macOS != placement else { continue }
            let iOS = Self.searchForm(search)
            let name = Self.platformPlacementName(iOS.name, macOS.rawValue)
            found[name] = PlatformPlacementContext(type: "SearchFieldPlacement", name: name,
                                                   iOSExpression: iOS.expression, macOSExpression: "." + macOS.rawValue)
        }
        return found.keys.sorted().map { found[$0]! }
    }

    /// The form of a search placement on `platform`: the Mac has no navigation bar drawer.
    static func searchPlacement(_ placement: SearchPlacement, on platform: Platform) -> SearchPlacement? {
        platform == .macOS && placement == .navigationBarDrawer ? .toolbar : placement
    }

    /// A search's placement on iOS: the name its platform property starts with and its
    /// expression, `navigationBarDrawer(displayMode: .always)` for a drawer always shown.
    static func searchForm(_ search: SearchSpec) -> (name: String, expression: String) {
        let placement = search.placement?.value ?? .automatic
        if placement == .navigationBarDrawer, search.displayMode?.value == .always {
            return (placement.rawValue + "Always", ".navigationBarDrawer(displayMode: .always)")
        }
        return (placement.rawValue, "." + placement.rawValue)
    }

    /// How a search's placement is written for the listed platforms.
    func searchPlacementExpression(_ search: SearchSpec) -> String {
        let placement = search.placement?.value ?? .automatic
        let macOS = Self.searchPlacement(placement, on: .macOS) ?? placement
        let iOS = Self.searchForm(search)
        switch (spec.app.platforms.contains(.iOS), spec.app.platforms.contains(.macOS)) {
        case (true, true) where macOS != placement: return "." + Self.platformPlacementName(iOS.name, macOS.rawValue)
        case (false, true): return "." + macOS.rawValue
        default: return iOS.expression
        }
    }

    /// The `<App>Sheet` value presenting modal `id` with its defaults, without the type; nil for a
    /// screen that is no modal or has a required param (the checker reports both).
    func sheetValue(_ id: String) -> String? {
        guard let screen = graph.screen(id), screen.isModal, !screen.params.contains(where: \.isRequired) else { return nil }
        let fills = paramContexts(screen).filter(\.hasDefault).map { $0.name + ": " + $0.defaultLiteral! }
        return "." + Naming.caseName(forScreen: id) + (fills.isEmpty ? "" : "(" + fills.joined(separator: ", ") + ")")
    }

    /// The `<App>Command` expression of an action, without the type; nil when it names something
    /// unknown (the checker reports it).
    func command(for action: ActionSpec) -> String? {
        func destination(_ id: String) -> String? {
            guard let number = index.screenNumber(id), isDestination[number] else { return nil }
            let screen = index.screens[number]
            let fills = paramContexts(screen).filter(\.hasDefault).map { $0.name + ": " + $0.defaultLiteral! }
            let required = screen.params.contains(where: \.isRequired)
            if required { return nil }
            return "." + Naming.caseName(forScreen: id) + (fills.isEmpty ? "" : "(" + fills.joined(separator: ", ") + ")")
        }
        func tab(_ id: String) -> String? { graph.tabsByID[id] != nil ? "." + id : nil }
        switch action {
        case .popToRoot(let target?):
            return tab(target.value).map { ".popToRoot(" + $0 + ")" }
        case .popToRoot(nil):
            return isSingleStack ? ".popToRoot" : ".popToRoot(nil)"
        case .selectTab(let target):
            return tab(target.value).map { ".selectTab(" + $0 + ")" }
        case .open(let screen, let target):
            guard let value = destination(screen.value) else { return nil }
            if isSingleStack { return ".open(" + value + ")" }
            guard let target else { return ".open(" + value + ", in: nil)" }
            return tab(target.value).map { ".open(" + value + ", in: " + $0 + ")" }
        case .push(let screen):
            return destination(screen.value).map { ".push(" + $0 + ")" }
        case .present(let screen):
            return sheetValue(screen.value).map { ".present(" + $0 + ")" }
        case .pop:
            return ".pop"
        case .dismiss:
            return ".dismiss"
        case .dismissAll:
            return ".dismissAll"
        case .custom(let name):
            return ".custom(." + name.value + ")"
        }
    }

    /// The custom actions in first-use order (menus' included, then dialog buttons'), each with
    /// the origin pattern of the first screen (in definition order) whose toolbars or, for a
    /// dialog, buttons trigger it, and the list of every such screen when there are several.
    func actionContexts(_ screens: [ScreenContext]) -> [ActionContext] {
        var names: [String] = []
        var namesByToolbar: [String: [String]] = [:]
        for toolbar in spec.toolbars.uniqued(by: \.id.value) {
            var own: [String] = []
            for action in toolbar.items.flatMap(\.actions) {
                guard case .custom(let name) = action.value else { continue }
                if !names.contains(name.value) { names.append(name.value) }
                if !own.contains(name.value) { own.append(name.value) }
            }
            namesByToolbar[toolbar.id.value] = own
        }
        // A dialog's button acts from the dialog: its origin is the dialog's screen.
        var namesByDialog: [String: [String]] = [:]
        for screen in spec.screens where screen.isDialog {
            for button in screen.dialog?.buttons ?? [] {
                guard case .custom(let name)? = button.action?.value else { continue }
                if !names.contains(name.value) { names.append(name.value) }
                namesByDialog[screen.id.value, default: []].append(name.value)
            }
        }
        var patterns: [String: String] = [:]
        // Each action's origin cases, in screen order, each once; counted past the shown ones.
        var origins: [String: (shown: [String], count: Int)] = [:]
        for screen in screens {
            let triggered = screen.toolbars.flatMap { namesByToolbar[$0.caseName] ?? [] } + (namesByDialog[screen.id] ?? [])
            for name in triggered.uniqued(by: \.self) {
                if patterns[name] == nil {
                    patterns[name] = screen.hasParams
                        ? screen.caseName + "(" + screen.params.map(\.binding).joined(separator: ", ") + ")"
                        : screen.caseName
                }
                var entry = origins[name] ?? ([], 0)
                if entry.shown.count < Self.listedOrigins + 1 { entry.shown.append("." + screen.caseName) }
                entry.count += 1
                origins[name] = entry
            }
        }
        return names.map { name in
            ActionContext(caseName: name, originPattern: patterns[name], originList: origins[name].flatMap(Self.originList))
        }
    }

    /// How many origins an action's list names before `and N more`.
    static let listedOrigins = 3

    /// `.a, .b`; `.a, .b, .c and 2 more` past four (four are shown whole); nil for one.
    static func originList(_ origins: (shown: [String], count: Int)) -> String? {
        guard origins.count > 1 else { return nil }
        if origins.count <= Self.listedOrigins + 1 { return origins.shown.joined(separator: ", ") }
        return origins.shown.prefix(Self.listedOrigins).joined(separator: ", ") + " and \(origins.count - Self.listedOrigins) more"
    }
}
