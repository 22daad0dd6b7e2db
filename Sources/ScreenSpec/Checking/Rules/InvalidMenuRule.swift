/// `invalid_menu`: a toolbar menu must show something and act only through its items, so that
/// the generated `Menu` is one SwiftUI draws and every tap in it does what the spec says.
public struct InvalidMenuRule: Rule {
    public static let description = RuleDescription(
        id: "invalid_menu",
        name: "Invalid menu",
        summary: "an empty toolbar menu, a menu item with both `menu` and `action`, a menu item that does nothing, or a submenu inside a submenu",
        rationale: """
            A toolbar item with `menu:` shows a SwiftUI `Menu`, and its items are the menu's buttons. \
            An empty menu opens onto nothing; an item with both `menu` and `action` is ambiguous (the \
            menu's items act, not the menu: the fix-it deletes the `action` line); a menu item without \
            an action or a submenu is a button that does nothing. A menu item may hold one level of \
            submenu, which is how far menus in a bar stay usable; deeper nesting is reported.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            app:
              name: News
              root: Article
            toolbars:
              detail:
                - placement: primaryAction
                  systemImage: ellipsis.circle
                  ↓menu: []
            screens:
              Article:
                toolbar: detail
            """,
            """
            app:
              name: News
              root: Article
            toolbars:
              detail:
                - placement: primaryAction
                  label: More
                  ↓action: { custom: share }
                  menu:
                    - { label: Save, action: { custom: save } }
            screens:
              Article:
                toolbar: detail
            """,
            """
            app:
              name: News
              root: Article
            toolbars:
              detail:
                - placement: primaryAction
                  label: More
                  menu:
                    - ↓{ label: Save }
            screens:
              Article:
                toolbar: detail
            """,
            """
            app:
              name: News
              root: Article
            toolbars:
              detail:
                - placement: primaryAction
                  label: More
                  menu:
                    - label: Share
                      menu:
                        - label: Mail
                          ↓menu: [ { label: Work, action: { custom: mailWork } } ]
            screens:
              Article:
                toolbar: detail
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              name: News
              root: Article
            toolbars:
              detail:
                - placement: primaryAction
                  label: More
                  systemImage: ellipsis.circle
                  menu:
                    - { label: Save, systemImage: bookmark, action: { custom: save } }
                    - { label: Report, systemImage: flag, role: destructive, action: { custom: report } }
                    - label: Share
                      menu:
                        - { label: Mail, action: { custom: mail } }
            screens:
              Article:
                toolbar: detail
            """,
        ]
    )

    public init() {}

    public func check(_ graph: NavigationGraph, emit: inout RuleEmitter) {
        for toolbar in graph.spec.toolbars.uniqued(by: \.id.value) {
            for item in toolbar.items {
                check(item, depth: 0, emit: &emit)
            }
        }
    }

    /// Checks an item (depth 0: a toolbar item; 1: a menu item; 2: a submenu's item) and its menu.
    private func check(_ item: ToolbarItemSpec, depth: Int, emit: inout RuleEmitter) {
        let name = item.label.map { "'\($0.value)'" } ?? item.systemImage.map { "'\($0.value)'" } ?? "an item"
        if let menu = item.menu {
            let at = item.menuKey ?? item.location
            if depth >= 2 {
                emit.emit("the menu item \(name) holds a menu in a submenu; a menu item may hold one level of submenu",
                          at: at, notes: [Diagnostic.Note("make its items items of the submenu above", at: item.location)])
            } else if menu.isEmpty {
                emit.emit("the menu of \(name) has no items", at: at,
                          notes: [Diagnostic.Note("give it items, or give the item an 'action' instead of a menu", at: at)])
            }
            if let action = item.action {
                emit.emit("\(name) has both 'menu' and 'action'; the menu's items act, not the menu",
                          at: item.actionKey ?? action.location,
                          notes: [Diagnostic.Note("remove the action, or make it an item of the menu", at: action.location)],
                          fixIts: item.actionRemoval.map { [$0] } ?? [])
            }
            for child in menu { check(child, depth: depth + 1, emit: &emit) }
        } else if depth > 0 && item.action == nil && item.actionKey == nil {
            // An action written but not read (`action: dismis`, `acton:`) is the loader's error.
            emit.emit("the menu item \(name) does nothing: give it an 'action' or a 'menu'", at: item.location)
        }
    }
}
