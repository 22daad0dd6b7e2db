// The text of the starter files. The spec must check clean (StarterTests) and stay small: it is
// the first spec a user reads.

extension Starter {
    /// The URL scheme of the starter: the app name in lower case.
    var urlScheme: String { appName.lowercased() }

    /// `Specs/App.yaml`.
    var spec: String {
        """
        # The navigation of \(appName), read by screenspec. Try:
        #   screenspec check                 # every problem, with file:line:column
        #   screenspec graph                 # the screen graph as a Mermaid diagram
        #   screenspec generate              # Swift into the `output` of .screenspec.yml
        #   screenspec scaffold --output Sources/\(appName)   # skeletons of the views below
        # Editor completion: `screenspec schema > screenspec.schema.json`, then make the first
        # line of this file `# yaml-language-server: $schema=../screenspec.schema.json`.

        app:
        \(commented("  name: \(appName)", "the prefix of generated types: \(appName)Navigator …"))
        \(commented("  deploymentTarget: [iOS 17, macOS 14]", "the platforms the generated code compiles for"))
          # tabStyle: splitView              # iPad and Mac: the tabs in a sidebar, grouped by `section:`
        \(commented("  urlScheme: \(urlScheme)", "deep links: \(urlScheme)://item/42"))

        tabs:                                # in tab-bar order
          - id: home
            title: Home
            systemImage: house
            root: ItemList
          - id: settings
            title: Settings
            systemImage: gearshape
            root: Settings

        toolbars:
          main:
            - id: add
              placement: topBarTrailing
              systemImage: plus
              label: New Item
              action: { present: NewItem }   # shows the sheet below
          editor:
            - id: cancel
              placement: cancellationAction
              label: Cancel
              action: dismiss
            - id: save
              placement: confirmationAction
              label: Save
              action: { custom: saveItem }   # handled by navigator.onAction

        screens:
          ItemList:                          # shown by ItemListView
            title: Items
            titleDisplayMode: large
            toolbar: main
            search:
              prompt: Search items
            links:
              - push: ItemDetail
              - sheet: NewItem
          ItemDetail:
            params:
              number: Int                    # .itemDetail(number: 42)
            title: "Item {number}"
            titleDisplayMode: inline
            deepLink: /item/{number}
          Settings:
            title: Settings
            links:
              - push: About
          About:
            title: About \(appName)
          NewItem:
            presentation: sheet
            stack: true                      # its own NavigationStack, so its toolbar shows
            title: New Item
            toolbar: editor

        """
    }

    /// `line  # comment`, the comment at column 38 when the line is short enough, as in the rest
    /// of the file.
    private func commented(_ line: String, _ comment: String) -> String {
        line + String(repeating: " ", count: max(2, 37 - line.count)) + "# " + comment
    }

    /// `.screenspec.yml`.
    var configuration: String {
        """
        # screenspec settings for this folder. Command-line flags win over this file.

        # The spec files or folders read when a command names none.
        specs: Specs

        # Where `screenspec generate` writes \(appName)Routes.swift, \(appName)Navigator.swift and
        # \(appName)Views.swift. (With the SwiftPM build plugin, generated code goes to the build
        # folder instead and this is not used.)
        output: Generated

        # A folder of Mustache templates that replace the default ones with the same file name.
        # templates: Templates

        # Rule severities: error, warning or off. `screenspec rules` lists the rules.
        # rules:
        #   unused_toolbar: off
        #   tab_count: error

        # Bounds every spec file is read within; hitting one is a `yaml.limit` error (defaults shown).
        # limits:
        #   maxNodes: 1000000
        #   maxDepth: 256
        #   maxFileSize: 64MiB

        """
    }
}
