extension ContextBuilderRun {
    /// The context of stacked modals: the alerts and confirmation dialogs, the deep links that
    /// present a modal, and the nested deep links that open a chain.
    func presentationsContext(sheets: [SheetContext], modalStacks: [StackContext], parts: ScreenParts) -> PresentationsContext {
        var dialogs: [DialogContext] = []
        for sheet in sheets where sheet.isDialog {
            guard let number = index.screenNumber(sheet.enumCase.screen.id) else { continue }
            dialogs.append(dialogContext(index.screens[number], caseName: sheet.caseName))
        }
        let chains = hasURLScheme ? deepLinkChains(parts) : []
        let tabChains = chains.filter { $0.modal == nil }.map(\.chain)
        let modalChains = chains.filter { $0.modal != nil }.map(\.chain)
        let chainModals = Set(chains.compactMap(\.modal))
        let modalDeepLinks = hasURLScheme ? parts.modalDeepLinks : []
        return PresentationsContext(
            dialogType: app + "Dialog", dialogs: dialogs, hasDialogs: !dialogs.isEmpty,
            hasAlerts: sheets.contains { $0.presentation == Presentation.alert.rawValue },
            hasConfirmationDialogs: sheets.contains { $0.presentation == Presentation.confirmationDialog.rawValue },
            hasModalViews: sheets.contains { !$0.isDialog },
            hasDestinationDeepLinks: hasURLScheme && !parts.deepLinks.isEmpty,
            modalDeepLinks: modalDeepLinks, hasModalDeepLinks: !modalDeepLinks.isEmpty,
            deepLinkChains: tabChains, hasDeepLinkChains: !tabChains.isEmpty,
            modalStackChains: modalChains, hasModalStackChains: !modalChains.isEmpty,
            chainModals: modalStacks.filter { chainModals.contains($0.sheetCase ?? "") })
    }

    /// An alert's or confirmation dialog's title, message and buttons as Swift expressions; each
    /// fills in its `{param}`s, and the case's pattern binds the params any of them uses.
    func dialogContext(_ screen: ScreenDefinition, caseName: String) -> DialogContext {
        let params = paramContexts(screen)
        let names = Set(params.map(\.name))
        var used = Set<String>()
        // The text as a Swift string, and whether it is a key: with params filled in it is shown
        // as written, not looked up.
        func expression(_ text: String) -> (code: String, isKey: Bool) {
            let parts = SwiftSyntax.titleParts(text) { names.contains(String($0)) }
            var body = ""
            var isKey = true
            for part in parts {
                switch part {
                case .text(let text): body += SwiftSyntax.escaped(text)
                case .param(let name):
                    used.insert(name)
                    isKey = false
                    body += "\\(" + name + ")"
                }
            }
            return ("\"" + body + "\"", isKey)
        }
        let title = expression(screen.title?.value ?? screen.id.value)
        let message = screen.dialog?.message.map { expression($0.value) } ?? (code: "nil", isKey: true)
        let buttons = (screen.dialog?.buttons ?? []).enumerated().map { position, button in
            DialogButtonContext(
                index: position, labelLiteral: expression(button.label.value).code,
                roleExpression: button.role.map { "." + $0.value.rawValue } ?? "nil",
                commandExpression: button.action.flatMap { command(for: $0.value) } ?? "nil")
        }
        return DialogContext(caseName: caseName, pattern: Self.pattern(caseName, params: params, binding: used),
                             titleExpression: title.code, titleIsKey: title.isKey, messageExpression: message.code,
                             messageIsKey: message.isKey, buttons: buttons)
    }

    /// `name(let a, _)`: a case pattern binding only the params in `binding`; the bare case name
    /// when it binds none.
    static func pattern(_ caseName: String, params: [ParamContext], binding: Set<String>,
                        as local: (String) -> String = { $0 }) -> String {
        guard params.contains(where: { binding.contains($0.name) }) else { return caseName }
        return caseName + "(" + params.map { binding.contains($0.name) ? "let " + local($0.name) : "_" }.joined(separator: ", ") + ")"
    }

    /// The name a chain binds a param of `params` under: its own, unless the chain's code uses
    /// that name itself (`destination`, the function's parameter; `present`, the method it calls),
    /// then the first of `destination2`, `destination3` … that is no param's.
    static func chainLocal(_ name: String, among params: [ParamContext]) -> String {
        guard name == "destination" || name == "present" else { return name }
        return (2...).lazy.map { name + String($0) }.first { candidate in !params.contains { $0.name == candidate } }!
    }

    /// The nested deep links of destinations whose chain can be opened: the screens below each on
    /// its stack (a tab's, the single one or a modal's own; `deepLinkChain(to:)`), and for a chain
    /// on the own stack of the modal at its bottom, the modal (its `<App>Sheet` case beside it).
    func deepLinkChains(_ parts: ScreenParts) -> [(chain: DeepLinkChainContext, modal: String?)] {
        let nesting = graph.deepLinkNesting
        var chains: [(chain: DeepLinkChainContext, modal: String?)] = []
        // `.orders` or `.inspector(taskID: id)`: a parent's case, each param of its path taking
        // the value of the child's placeholder in the same position, with the child's names it
        // binds. The parent's pattern and params are read once, however many chains pass through it.
        var parents: [Int32: (pattern: DeepLinkPattern, params: [ParamContext])] = [:]
        func member(_ number: Int32, below child: DeepLinkPattern, local: (String) -> String) -> (expression: String, binds: [String]) {
            let screen = index.screens[Int(number)]
            let parent = parents[number] ?? (DeepLinkPattern(screen.deepLink?.value ?? ""), paramContexts(screen))
            parents[number] = parent
            let values = Dictionary(DeepLinkNesting.placeholderPairs(parent: parent.pattern, child: child),
                                    uniquingKeysWith: { first, _ in first })
            var arguments: [String] = [], binds: [String] = []
            for param in parent.params {
                guard let value = values[param.name] else { continue }
                arguments.append(param.name + ": " + local(value))
                binds.append(value)
            }
            // A parent with params none of which is in the path (all have defaults) is `.name()`:
            // a bare `.name` would be its case constructor, not a value.
            let expression = "." + Naming.caseName(forScreen: screen.id.value)
                + (screen.params.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
            return (expression, binds)
        }
        for nest in nesting.nests where nest.problem == nil && isDestination[Int(nest.child)] {
            // The screen alone when a screen of its chain has no destination case.
            var stack = graph.deepLinkChain(to: nest.child)
            guard stack.count > 1 else { continue }
            let modal = nesting.modal(below: nest.child)
            if modal != nil { stack.removeFirst() }
            let child = index.screens[Int(nest.child)]
            let childPattern = DeepLinkPattern(child.deepLink?.value ?? "")
            let caseName = Naming.caseName(forScreen: child.id.value)
            let params = paramContexts(child)
            let local = { Self.chainLocal($0, among: params) }
            // Two or more screens below the child: the parent's own chain, then the child, so
            // each chain names one parent and the code grows with the spec, not its square.
            let below = stack.dropLast()
            if let parent = below.last.map({ member($0, below: childPattern, local: local) }) {
                let chainExpression = below.count > 1
                    ? "Self.deepLinkChain(to: " + parent.expression + ") + [destination]"
                    : "[" + parent.expression + ", destination]"
                chains.append((DeepLinkChainContext(
                    pattern: Self.pattern(caseName, params: params, binding: Set(parent.binds), as: local),
                    chainExpression: chainExpression, sheetExpression: nil), nil))
            }
            if let modal {
                let sheet = member(modal, below: childPattern, local: local)
                chains.append((DeepLinkChainContext(
                    pattern: Self.pattern(caseName, params: params, binding: Set(sheet.binds), as: local),
                    chainExpression: below.isEmpty ? "[destination]" : "Self.deepLinkChain(to: destination)",
                    sheetExpression: sheet.expression), Naming.caseName(forScreen: index.screens[Int(modal)].id.value)))
            }
        }
        return chains
    }
}
