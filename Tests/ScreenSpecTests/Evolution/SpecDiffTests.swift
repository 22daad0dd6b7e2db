import Foundation
import ScreenSpec
import Testing

/// `SpecDiff`: each change of the shop spec gives the right id at the right file and line.
struct SpecDiffTests {
    typealias F = EvolutionFixtures

    /// The diagnostics that are errors, as `id file:line`.
    func breaking(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.severity == .error }.map { "\($0.id) \($0.location.file):\($0.location.line)" }
    }

    @Test func sameSpecHasNoDifferences() {
        #expect(F.diff(F.shop).isEmpty)
    }

    @Test func titleChangeBreaksNothing() {
        let diagnostics = F.diff(F.changed([("title: Product", "title: Item")]))
        #expect(diagnostics.isEmpty)
    }

    @Test func renamedScreenBreaksRestorationAtTheBaseline() {
        let changed = F.changed([("  Search:", "  Finder:"), ("push: Search", "push: Finder")])
        let diagnostics = F.diff(changed)
        let line = F.line(of: "  Search:", in: F.shop)
        #expect(breaking(diagnostics).contains("breaking.restoration old/app.yaml:\(line)"))
        // Its link opens the renamed screen with the same values: the rename is the one error.
        #expect(breaking(diagnostics) == ["breaking.restoration old/app.yaml:\(line)"], "\(diagnostics)")
        // A link that now opens a screen that was there before is another screen.
        let other = F.diff(F.changed([("    deepLink: /search?q={q}\n", ""),
                                      ("    deepLink: /orders\n", "    deepLink: /orders\n    params: { q: String? }\n")])
                           .replacingOccurrences(of: "deepLink: /orders", with: "deepLink: /search?q={q}"))
        #expect(other.contains { $0.message == "'/search?q={q}' opened 'Search' and now opens 'Orders'" }, "\(other)")
        #expect(diagnostics.contains { $0.id == "change.screen_added" && $0.severity == .note })
    }

    /// A tab root is on no stack and is no modal: no saved state holds it, so renaming it or
    /// removing its param breaks nothing outside the app, and is a note at the baseline.
    @Test func renamedTabRootAndItsRemovedParamAreNotes() throws {
        let withParam = F.changed([("  Home:\n    title: Shop\n", "  Home:\n    title: Shop\n    params:\n      filter: String?\n")])
        let paramGone = F.diff(F.shop, baseline: withParam)
        #expect(paramGone.map(\.id) == ["change.param_removed"])
        let param = try #require(paramGone.first)
        #expect(param.severity == .note && param.message == "the param 'filter' of 'Home' was removed or renamed")
        #expect(param.location.file == "old/app.yaml" && param.location.line == F.line(of: "filter: String?", in: withParam))

        let renamed = F.diff(F.changed([("root: Home }", "root: Storefront }"), ("  Home:\n", "  Storefront:\n")]))
        #expect(breaking(renamed).isEmpty)
        let removed = try #require(renamed.first { $0.id == "change.screen_removed" })
        #expect(removed.severity == .note && removed.message == "the screen 'Home' was removed or renamed")
        #expect(removed.location.file == "old/app.yaml" && removed.location.line == F.line(of: "  Home:", in: F.shop))
        #expect(renamed.contains { $0.id == "change.screen_added" && $0.message == "new screen 'Storefront'" })
    }

    /// A type change names only what holds a value of the old type: a screen without a deep link
    /// has no old links, a tab root is in no saved state.
    @Test func paramTypeChangeNamesWhatHoldsTheValue() throws {
        let pushed = F.changed([("      - push: Search\n", "      - push: Search\n      - push: Detail\n"),
                                ("  Orders:\n", "  Detail:\n    params: { id: Int }\n  Orders:\n")])
        let retyped = pushed.replacingOccurrences(of: "params: { id: Int }", with: "params: { id: String }")
        let stateOnly = try #require(F.diff(retyped, baseline: pushed).first { $0.id == "breaking.param_type_changed" })
        #expect(stateOnly.message == "the type of 'id' of 'Detail' changed from 'Int' to 'String': "
                + "saved navigation states may no longer decode")
        let widened = try #require(F.diff(retyped.replacingOccurrences(of: "id: String", with: "id: Int?"), baseline: pushed)
            .first { $0.id == "change.param_type_widened" })
        #expect(widened.message.hasPrefix("the type of 'id' of 'Detail' changed from 'Int' to 'Int?': saved navigation "
                                          + "states still decode; "), "\(widened.message)")
    }

    @Test func paramTypeChangeIsReportedAtTheNewType() throws {
        let changed = F.changed([("id: Int", "id: String")])
        let diagnostics = F.diff(changed)
        #expect(breaking(diagnostics) == ["breaking.param_type_changed new/app.yaml:\(F.line(of: "id: String", in: changed))"])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location.column == 11)
        #expect(diagnostic.message.contains("from 'Int' to 'String'"))
    }

    @Test func removedDeepLinkIsReportedAtTheBaseline() {
        let diagnostics = F.diff(F.changed([("    deepLink: /product/{id}\n", "")]))
        #expect(breaking(diagnostics) == ["breaking.deep_link_removed old/app.yaml:\(F.line(of: "/product/{id}", in: F.shop))"])
    }

    @Test func requiredParamAddedIsReportedAtTheParam() {
        let changed = F.changed([("      q: String\n    deepLink: /search?q={q}",
                                  "      q: String\n      page: Int\n    deepLink: /search?q={q}&page={page}")])
        let diagnostics = F.diff(changed)
        #expect(breaking(diagnostics) == ["breaking.required_param_added new/app.yaml:\(F.line(of: "page: Int", in: changed))"])
    }

    @Test func optionalParamAndNewScreenAreNotes() {
        let changed = F.changed([("      q: String\n", "      q: String\n      page: Int?\n"),
                                 ("    deepLink: /orders\n", "    deepLink: /orders\n    links:\n      - push: Help\n  Help:\n    deepLink: /help\n")])
        let diagnostics = F.diff(changed)
        #expect(breaking(diagnostics).isEmpty)
        #expect(Set(diagnostics.map(\.id)) == ["change.param_added", "change.screen_added", "change.deep_link_added"])
        #expect(diagnostics.allSatisfy { $0.severity == .note })
    }

    @Test func aLinkThatOpensItsScreenElsewhereIsANote() throws {
        // A new screen whose pattern the product's extends, and which pushes it: a chain now.
        let nested = F.changed([("      - push: Search\n", "      - push: Search\n      - push: Catalog\n"),
                                ("  Search:\n", "  Catalog:\n    deepLink: /product\n    links: [ { push: Product } ]\n  Search:\n")])
        let diagnostics = F.diff(nested)
        #expect(breaking(diagnostics).isEmpty)
        let moved = try #require(diagnostics.first { $0.id == "change.deep_link_moved" })
        #expect(moved.severity == .note)
        #expect(moved.message == "'/product/{id}' now opens 'Product' on the 'home' tab's stack with 'Catalog' below it "
                + "(before: on the 'home' tab's stack)")
        #expect(moved.location.line == F.line(of: "/product/{id}", in: nested))

        // Only the Account tab shows it now (saved Home paths with it break, as restoration says).
        let otherTab = F.changed([("      - push: Product\n", ""), ("      - push: Orders\n", "      - push: Orders\n      - push: Product\n")])
        let messages = F.diff(otherTab).filter { $0.id == "change.deep_link_moved" }.map(\.message)
        #expect(messages == ["'/product/{id}' now opens 'Product' on the 'account' tab's stack (before: on the 'home' tab's stack)"])
    }

    /// `/signals/{id}` opens `[.signalList, .signal]`: a tab that comes to push `Signal` without
    /// `SignalList` cannot show that chain, so the link still opens on the signals tab.
    @Test func anotherTabPushingANestedLinksScreenDoesNotMoveIt() throws {
        let baseline = """
            app: { name: Lex, urlScheme: lex }
            tabs:
              - { id: lexicon, title: Lexicon, systemImage: book, root: Lexicon }
              - { id: signals, title: Signals, systemImage: list.bullet, root: SignalList }
            screens:
              Lexicon: { deepLink: /lexicon }
              SignalList: { deepLink: /signals, links: [ { push: Signal } ] }
              Signal: { params: { id: Int }, deepLink: "/signals/{id}" }
            """
        let pushed = baseline.replacingOccurrences(of: "Lexicon: { deepLink: /lexicon }",
                                                   with: "Lexicon: { deepLink: /lexicon, links: [ { push: Signal } ] }")
        let diagnostics = F.diff(pushed, baseline: baseline)
        #expect(!diagnostics.contains { $0.id == "change.deep_link_moved" }, "\(diagnostics)")

        // A tab before the signals tab whose stack shows the chain does move it: a fresh navigator
        // starts there. `/signals` itself stays: a tab root's link always selects its own tab.
        let browse = pushed
            .replacingOccurrences(of: "tabs:\n", with: "tabs:\n  - { id: browse, title: Browse, systemImage: folder, root: Browse }\n")
            .replacingOccurrences(of: "screens:\n", with: "screens:\n  Browse: { links: [ { push: SignalList } ] }\n")
        let messages = F.diff(browse, baseline: baseline).filter { $0.id == "change.deep_link_moved" }.map(\.message)
        #expect(messages == ["'/signals/{id}' now opens 'Signal' on the 'browse' tab's stack with 'SignalList' below it "
                                 + "(before: on the 'signals' tab's stack)"], "\(messages)")
    }

    /// The root of a stack is always shown, never on its path: a nested link's chain gaining or
    /// losing it (the root's own deep link added or removed) opens the same screens.
    @Test func aChainGainingOrLosingItsStacksRootDoesNotMoveIt() throws {
        let linked = """
            app: { name: Zashi, urlScheme: zcash, root: Home }
            screens:
              Home:
                deepLink: /home
                links: [ { push: SendForm } ]
              SendForm:
                params: { address: { type: String, default: "" } }
                deepLink: /home/send?address={address}
            """
        let unlinked = linked.replacingOccurrences(of: "    deepLink: /home\n", with: "")
        #expect(unlinked != linked)
        for (current, baseline) in [(unlinked, linked), (linked, unlinked)] {
            let diagnostics = F.diff(current, baseline: baseline)
            #expect(!diagnostics.contains { $0.id == "change.deep_link_moved" }, "\(diagnostics)")
        }

        // A tab's root alike, under a chain of two.
        let tabs = """
            app: { name: Lex, urlScheme: lex }
            tabs:
              - { id: lexicon, title: Lexicon, systemImage: book, root: Lexicon }
            screens:
              Lexicon: { deepLink: /lexicon, links: [ { push: Entry } ] }
              Entry: { params: { id: Int }, deepLink: "/lexicon/{id}", links: [ { push: Usage } ] }
              Usage: { params: { id: Int }, deepLink: "/lexicon/{id}/usage" }
            """
        let rootless = tabs.replacingOccurrences(of: "Lexicon: { deepLink: /lexicon, links", with: "Lexicon: { links")
        #expect(rootless != tabs)
        for (current, baseline) in [(rootless, tabs), (tabs, rootless)] {
            let diagnostics = F.diff(current, baseline: baseline)
            #expect(!diagnostics.contains { $0.id == "change.deep_link_moved" }, "\(diagnostics)")
        }
    }

    /// A nested pattern's placeholders match its parent's by position: renaming the child's
    /// keeps the chain, so the rename breaks saved states, not where the link opens.
    @Test func renamedPlaceholderOfANestedLinkKeepsItsChain() throws {
        let baseline = F.changed([("      - push: Search\n", "      - push: Search\n      - push: Reviews\n"),
                                  ("  Search:\n", "  Reviews:\n    params: { id: Int }\n    deepLink: /product/{id}/reviews\n  Search:\n"),
                                  ("    deepLink: /product/{id}\n", "    deepLink: /product/{id}\n    links: [ { push: Reviews } ]\n")])
        let renamed = baseline.replacingOccurrences(of: "params: { id: Int }\n    deepLink: /product/{id}/reviews",
                                                    with: "params: { product: Int }\n    deepLink: /product/{product}/reviews")
        let diagnostics = F.diff(renamed, baseline: baseline)
        #expect(!diagnostics.contains { $0.id.hasPrefix("change.deep_link") || $0.id.hasPrefix("breaking.deep_link") }, "\(diagnostics)")
        #expect(Set(diagnostics.map(\.id)) == ["change.param_removed", "breaking.required_param_added"], "\(diagnostics)")
    }

    @Test func defaultedParamThatIsNotOptionalBreaksRestoration() throws {
        let changed = F.changed([("      q: String\n", "      q: String\n      page: { type: Int, default: 1 }\n")])
        let diagnostics = F.diff(changed)
        #expect(breaking(diagnostics) == ["breaking.restoration new/app.yaml:\(F.line(of: "page:", in: changed))"])
        // It says why the default written beside it does not help, and what does.
        let error = try #require(diagnostics.first { $0.id == "breaking.restoration" })
        #expect(error.message == "'Search' has a new param 'page' that is not optional: saved navigation states have no value "
                + "for it, and decoding them does not use its default, so they no longer decode")
        #expect(error.notes.map(\.message) == ["to keep them, make it 'Int?' (a state saved before restores it as nil); "
                                              + "else the app loses them on update"])
    }

    @Test func anOptionalMadeRequiredWithADefaultSaysTheDefaultIsNotUsedInDecoding() throws {
        let page = { (declaration: String) in F.changed([("      q: String\n", "      q: String\n      page: \(declaration)\n")]) }
        let diagnostics = F.diff(page("{ type: Int, default: 1 }"), baseline: page("Int?"))
        let error = try #require(diagnostics.first { $0.id == "breaking.param_type_changed" }, "\(diagnostics)")
        #expect(error.message == "the type of 'page' of 'Search' changed from 'Int?' to 'Int': saved navigation states that "
                + "have no value for it no longer decode, since decoding does not use its default (old links still open it)")
    }

    @Test func removedParamIsANoteButTheQueryItemItWasReadFromBreaksLinks() throws {
        // A decoder skips the label it does not know: saved states still decode, without `ref`.
        let changed = F.changed([("      ref: String?\n", "")])
        let diagnostics = F.diff(changed)
        #expect(breaking(diagnostics) == ["breaking.deep_link_changed new/app.yaml:\(F.line(of: "/product/{id}", in: changed))"])
        let note = try #require(diagnostics.first { $0.id == "change.param_removed" })
        #expect(note.message == "the param 'ref' of 'Product' was removed or renamed: saved navigation states restore 'Product' without it")
        #expect(note.location.file == "old/app.yaml" && note.location.line == F.line(of: "ref:", in: F.shop))
        let link = try #require(diagnostics.first { $0.id == "breaking.deep_link_changed" })
        #expect(link.message.hasPrefix("'/product/{id}' no longer reads the query item 'ref': the param 'ref' of 'Product' was removed"))
    }

    @Test func removedTabIsReportedAtTheBaselineTab() {
        let changed = F.changed([("  - { id: account, title: Account, systemImage: person, root: Account }\n", ""),
                                 ("      - push: Search\n", "      - push: Search\n      - push: Account\n")])
        let diagnostics = F.diff(changed)
        #expect(breaking(diagnostics).contains("breaking.tab_removed old/app.yaml:\(F.line(of: "id: account", in: F.shop))"))
        // A note in the current spec, where the github and sarif reporters annotate it.
        let removed = diagnostics.first { $0.id == "breaking.tab_removed" }
        #expect(removed?.notes.map { "\($0.message) \($0.location.file):\($0.location.line)" }
                == ["the app's tabs are here now new/app.yaml:\(F.line(of: "tabs:", in: changed))"])
    }

    @Test func screenMovedOffAStackBreaksRestoration() {
        // Orders moves from the account tab to the home tab.
        let changed = F.changed([("      - push: Search\n", "      - push: Search\n      - push: Orders\n"),
                                 ("    links:\n      - push: Orders\n", "")])
        let ids = breaking(F.diff(changed))
        #expect(ids == ["breaking.restoration new/app.yaml:\(F.line(of: "  Orders:", in: changed))"])
    }

    @Test func changedPatternSchemeAndDomains() {
        let changed = F.changed([("urlScheme: shop", "urlScheme: store"), ("www.shop.example.com", "m.shop.example.com"),
                                 ("/product/{id}", "/item/{id}")])
        let diagnostics = F.diff(changed)
        let ids = breaking(diagnostics)
        #expect(ids.contains("breaking.deep_link_changed new/app.yaml:3"), "the scheme")
        #expect(ids.contains("breaking.deep_link_removed old/app.yaml:4"), "the domain")
        #expect(ids.contains("breaking.deep_link_changed new/app.yaml:\(F.line(of: "/item/{id}", in: changed))"))
        #expect(diagnostics.contains { $0.id == "change.deep_link_added" && $0.message.contains("m.shop.example.com") })
    }

    @Test func theWayToKeepAChangedPatternKeepsOnlyPatternsThatStillCheck() throws {
        let moved = F.changed([("/product/{id}", "/item/{id}")])
        let kept = try #require(F.diff(moved).first { $0.id == "breaking.deep_link_changed" })
        #expect(kept.notes.map(\.message)
                == ["to keep them working, list the old pattern after the new one: 'deepLink: [\"/item/{id}\", \"/product/{id}\"]'"])
        // With the param renamed too, '/product/{id}' would fail `check`: '{id}' is no param.
        let renamed = F.changed([("/product/{id}", "/items/{itemID}"), ("      id: Int\n", "      itemID: Int\n")])
        let lost = try #require(F.diff(renamed).first { $0.id == "breaking.deep_link_changed" })
        #expect(lost.notes.map(\.message)
                == ["'/product/{id}' cannot be kept as an alias: 'Product' has no param 'id' any more"])
        // With a required param added, '/product/{id}' would fail `check`: it cannot fill it.
        let grown = F.changed([("/product/{id}", "/item/{id}?size={size}"), ("      ref: String?\n", "      ref: String?\n      size: Int\n")])
        let unfilled = try #require(F.diff(grown).first { $0.id == "breaking.deep_link_changed" })
        #expect(unfilled.notes.map(\.message)
                == ["'/product/{id}' cannot be kept as an alias: it has no value for the required param 'size' of 'Product'; "
                        + "a default for it would let it stay"])
    }

    @Test func queryItemNoLongerRead() {
        let changed = F.changed([("/search?q={q}", "/search?query={q}")])
        #expect(breaking(F.diff(changed)) == ["breaking.deep_link_changed new/app.yaml:\(F.line(of: "/search?", in: changed))"])
    }

    @Test func removedSchemeRemovesEveryLink() {
        let changed = F.changed([("  urlScheme: shop\n  universalLinks: [shop.example.com, www.shop.example.com]\n", ""),
                                 ("    deepLink: /product/{id}\n", ""), ("    deepLink: /search?q={q}\n", ""),
                                 ("    deepLink: /orders\n", "")])
        let ids = breaking(F.diff(changed))
        #expect(ids.contains("breaking.deep_link_removed old/app.yaml:3"))
    }

    @Test func configurationSetsSeverities() {
        let changed = F.changed([("id: Int", "id: String")])
        let configuration = Configuration(rules: ["breaking.param_type_changed": .warning])
        let adjusted = configuration.adjusting(F.diff(changed))
        #expect(adjusted.map(\.severity) == [.warning])
        #expect(Configuration(rules: ["breaking.param_type_changed": .off]).adjusting(F.diff(changed)).isEmpty)
    }

    @Test func everyIdIsDocumented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("Documentation/Diff.md"), encoding: .utf8)
        for rule in RuleMetadata.evolution {
            #expect(doc.contains("| `\(rule.id)` | \(rule.defaultSeverity.rawValue) |"), "\(rule.id) is not in Diff.md")
            #expect(RuleMetadata.all.contains(rule))
        }
    }
}
