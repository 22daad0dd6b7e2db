// The spec the diff and links tests change: a shop with two tabs, a product deep link on a
// path placeholder, a search deep link on a query item, and universal links.

import Foundation
import ScreenSpec
import Testing

enum EvolutionFixtures {
    /// The baseline; lines the tests point at are noted.
    static let shop = """
        app:
          name: Shop
          urlScheme: shop
          universalLinks: [shop.example.com, www.shop.example.com]
        tabs:
          - { id: home, title: Home, systemImage: house, root: Home }
          - { id: account, title: Account, systemImage: person, root: Account }
        screens:
          Home:
            title: Shop
            links:
              - push: Product
              - push: Search
          Product:
            title: Product
            params:
              id: Int
              ref: String?
            deepLink: /product/{id}
          Search:
            params:
              q: String
            deepLink: /search?q={q}
          Account:
            title: Account
            links:
              - push: Orders
          Orders:
            deepLink: /orders

        """

    /// The line of `text` (1-based) that contains `needle` first.
    static func line(of needle: String, in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    /// The model of a one-file spec, or nil (recording an issue) when it does not load cleanly.
    static func graph(_ yaml: String, path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> NavigationGraph? {
        var diagnostics = DiagnosticCollector()
        let pipeline = CompilerPipeline()
        guard let loaded = pipeline.load(sources: [SourceFile(path: path, text: yaml)], diagnostics: &diagnostics),
              !diagnostics.hasErrors else {
            Issue.record("spec did not load: \(diagnostics.diagnostics)", sourceLocation: sourceLocation)
            return nil
        }
        let checked = pipeline.check(loaded, diagnostics: &diagnostics)
        if diagnostics.hasErrors {
            Issue.record("spec has errors: \(diagnostics.diagnostics)", sourceLocation: sourceLocation)
            return nil
        }
        return checked.graph
    }

    /// The differences between the baseline and a changed shop.
    static func diff(_ changed: String, baseline: String = shop,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
        guard let old = graph(baseline, path: "old/app.yaml", sourceLocation: sourceLocation),
              let new = graph(changed, path: "new/app.yaml", sourceLocation: sourceLocation) else { return [] }
        return SpecDiff(baseline: old, current: new).diagnostics()
    }

    /// The shop with `replacements` applied in order (each must match).
    static func changed(_ replacements: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        var text = shop
        for (old, new) in replacements {
            if !text.contains(old) { Issue.record("'\(old)' is not in the shop spec", sourceLocation: sourceLocation) }
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }
}
