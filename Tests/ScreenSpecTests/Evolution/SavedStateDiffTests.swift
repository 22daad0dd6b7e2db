import Foundation
@testable import ScreenSpec
import Testing

/// `SpecDiff` says what old links and saved states really do after a change: what still decodes
/// (a new stack, a removed label, a widened type) is a note, what changes a link's meaning is not.
struct SavedStateDiffTests {
    typealias F = EvolutionFixtures

    /// The shop with a Cart sheet that Home presents; `stack` gives it its own stack pushing Receipt.
    static func withCart(stack: Bool) -> String {
        F.changed([
            ("      - push: Search\n", "      - push: Search\n      - sheet: Cart\n"),
            ("  Orders:\n", """
                  Cart:
                    presentation: sheet
                \(stack ? "    stack: true\n    links:\n      - push: Receipt\n" : "")  Receipt:
                    title: Receipt
                  Orders:

                """),
            // Receipt stays on the account tab's stack either way.
            ("    deepLink: /orders\n", "    deepLink: /orders\n    links:\n      - push: Receipt\n"),
        ])
    }

    @Test func aNewTabOrModalStackBreaksNoSavedState() {
        // The generated state decodes a stack it does not hold at its root (NavigatorBehaviourTests).
        let tab = F.changed([("  - { id: account,", "  - { id: deals, title: Deals, systemImage: tag, root: Deals }\n  - { id: account,"),
                             ("  Orders:\n", "  Deals:\n    title: Deals\n  Orders:\n")])
        let added = F.diff(tab)
        #expect(added.allSatisfy { $0.severity == .note } && added.contains { $0.id == "change.tab_added" }, "\(added)")
        let given = F.diff(Self.withCart(stack: true), baseline: Self.withCart(stack: false))
        #expect(!given.contains { $0.severity == .error }, "\(given)")
    }

    @Test func aStackThatIsGoneIsANote() throws {
        let diagnostics = F.diff(Self.withCart(stack: false), baseline: Self.withCart(stack: true))
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let note = try #require(diagnostics.first { $0.id == "change.stack_removed" })
        #expect(note.message == "the stack of 'Cart' is gone: saved navigation states restore without the screens that were on it")
        #expect(note.location.file == "new/app.yaml" && note.location.line == F.line(of: "  Cart:", in: Self.withCart(stack: false)))
    }

    @Test func aTabThatNowPresentsAModalLosesItsStackAndItsSelection() throws {
        let action = F.changed([("  - { id: account, title: Account, systemImage: person, root: Account }",
                                 "  - { id: account, title: Account, systemImage: person, action: { present: Menu } }"),
                                ("      - push: Search\n", "      - push: Search\n      - push: Account\n"),
                                ("  Orders:\n", "  Menu: { presentation: sheet }\n  Orders:\n")])
        let note = try #require(F.diff(action).first { $0.id == "change.stack_removed" }, "\(F.diff(action))")
        #expect(note.message == "the stack of the tab 'account' is gone: saved navigation states restore without the screens "
                + "that were on it, and one that selected 'account' restores with the tab selected before")
    }

    @Test func aWidenedTypeIsANoteAndANarrowedOneBreaks() throws {
        for (from, to) in [("Int", "Int?"), ("Int", "Int64"), ("Int", "Double")] {
            let diagnostics = F.diff(F.changed([("      id: \(from)\n", "      id: \(to)\n")]))
            let note = try #require(diagnostics.first { $0.id == "change.param_type_widened" }, "\(from) → \(to): \(diagnostics)")
            #expect(note.message.hasPrefix("the type of 'id' of 'Product' changed from '\(from)' to '\(to)': old links still open it and saved navigation states still decode"))
            #expect(!diagnostics.contains { $0.severity == .error }, "\(from) → \(to)")
        }
        for (from, to) in [("Int", "String"), ("Int", "Int32"), ("Int", "UInt")] {
            let diagnostics = F.diff(F.changed([("      id: \(from)\n", "      id: \(to)\n")]))
            #expect(diagnostics.contains { $0.id == "breaking.param_type_changed" }, "\(from) → \(to)")
        }
        let optional = F.diff(F.changed([("      ref: String?\n", "      ref: String\n"), ("/product/{id}", "/product/{id}?ref={ref}")]))
        #expect(optional.contains { $0.id == "breaking.param_type_changed" })
    }

    @Test func aTypeChangeNamesOnlyWhatBreaks() throws {
        func message(_ from: String, _ to: String) throws -> String {
            let diagnostics = F.diff(F.changed([("      id: Int\n", "      id: \(to)\n")]), baseline: F.changed([("      id: Int\n", "      id: \(from)\n")]))
            return try #require(diagnostics.first { $0.id == "breaking.param_type_changed" }, "\(from) → \(to): \(diagnostics)").message
        }
        // A String reads every old link's text, not the number a saved state holds.
        #expect(try message("Int", "String") == "the type of 'id' of 'Product' changed from 'Int' to 'String': "
                + "saved navigation states may no longer decode (old links still open it)")
        // `/product/abc` is no Int, and a saved "abc" no Int either; nor are `/product/2.5` and a saved 2.5.
        #expect(try message("String", "Int") == "the type of 'id' of 'Product' changed from 'String' to 'Int': "
                + "old links may no longer open it and saved navigation states may no longer decode")
        #expect(try message("Double", "Int") == "the type of 'id' of 'Product' changed from 'Double' to 'Int': "
                + "old links may no longer open it and saved navigation states may no longer decode")
        // `id` is a path segment: every old link has one, whichever its type was.
        #expect(try message("Int?", "String") == "the type of 'id' of 'Product' changed from 'Int?' to 'String': "
                + "saved navigation states may no longer decode (old links still open it)")
        // A link without `?ref=` opened Product with nil, a saved state held null: a String reads neither.
        let required = F.diff(F.changed([("      ref: String?\n", "      ref: String\n"), ("/product/{id}", "/product/{id}?ref={ref}")]),
                              baseline: F.changed([("      ref: String?\n", "      ref: Int?\n")]))
        #expect(required.first { $0.id == "breaking.param_type_changed" }?.message
                == "the type of 'ref' of 'Product' changed from 'Int?' to 'String': "
                + "old links may no longer open it and saved navigation states may no longer decode", "\(required)")
    }

    @Test func aTypeThatReadsEveryOldValueIsANoteSayingSo() throws {
        for (from, to) in [("Int", "Int?"), ("UUID", "String"), ("Int?", "Double?")] {
            let diagnostics = F.diff(F.changed([("      id: Int\n", "      id: \(to)\n")]),
                                     baseline: F.changed([("      id: Int\n", "      id: \(from)\n")]))
            #expect(!diagnostics.contains { $0.severity == .error }, "\(from) → \(to): \(diagnostics)")
            let note = try #require(diagnostics.first { $0.id == "change.param_type_widened" }, "\(from) → \(to)")
            #expect(note.message == "the type of 'id' of 'Product' changed from '\(from)' to '\(to)': old links still open it "
                    + "and saved navigation states still decode; the app's code that uses the value may need to change, "
                    + "which the compiler says")
        }
    }

    @Test func whatReadsOldLinks() {
        func reads(_ new: String, _ old: String) -> Bool {
            func type(_ text: String) -> ParamType {
                ParamType(name: String(text.filter { $0 != "?" }), isOptional: text.hasSuffix("?"))
            }
            return type(new).readsURLTexts(of: type(old), alwaysGiven: false)
        }
        #expect(reads("String", "Int") && reads("String", "Bool") && reads("String?", "Double") && reads("Double?", "Int"))
        #expect(reads("Int64", "Int") && reads("String", "UUID"))
        #expect(!reads("Int", "Double") && !reads("Int", "String") && !reads("String", "String?") && !reads("Int32", "Int"))
        // A value every old link gives (in its path): an optional old type needs no optional new one.
        let given = ParamType(name: "String", isOptional: false)
            .readsURLTexts(of: ParamType(name: "Int", isOptional: true), alwaysGiven: true)
        #expect(given)
    }

    @Test func whatReadsOldValues() {
        func reads(_ new: String, _ old: String) -> Bool {
            func type(_ text: String) -> ParamType {
                ParamType(name: String(text.filter { $0 != "?" }), isOptional: text.hasSuffix("?"))
            }
            return type(new).readsValues(of: type(old))
        }
        #expect(reads("Int?", "Int") && reads("Int64", "Int") && reads("Int", "Int32") && reads("Int32", "UInt16"))
        #expect(reads("UInt64", "UInt32") && reads("Double", "Float") && reads("Double", "UInt8") && reads("String", "UUID"))
        #expect(reads("String?", "URL") && reads("Date", "Date"))
        #expect(!reads("Int", "Int?") && !reads("Int32", "Int") && !reads("UInt", "Int") && !reads("Int64", "UInt64"))
        #expect(!reads("Int", "Double") && !reads("UUID", "String") && !reads("String", "Int") && !reads("Float", "Double"))
    }

    @Test func reorderedParamsAreANote() throws {
        let diagnostics = F.diff(F.changed([("      id: Int\n      ref: String?\n", "      ref: String?\n      id: Int\n")]))
        let note = try #require(diagnostics.first { $0.id == "change.params_reordered" }, "\(diagnostics)")
        #expect(note.message.hasPrefix("the params of 'Product' are in another order ('id', 'ref' → 'ref', 'id')"))
        #expect(note.message.hasSuffix("('case .product(let a, let b)') silently binds others"))
        #expect(diagnostics.allSatisfy { $0.severity == .note })
        // A param added or removed in between moves none of the others.
        let added = F.diff(F.changed([("      ref: String?\n", "      page: Int?\n      ref: String?\n")]))
        #expect(!added.contains { $0.id == "change.params_reordered" })
    }

    @Test func aRemovedAliasIsNotAlsoALinkMissingARenamedParam() {
        let before = F.changed([("deepLink: /product/{id}", #"deepLink: ["/product/{id}", "/p/{id}"]"#)])
        let after = F.changed([("      id: Int\n", "      productID: Int\n"),
                               ("deepLink: /product/{id}", #"deepLink: ["/product/{productID}", "/pr/{productID}"]"#)])
        let errors = F.diff(after, baseline: before).filter { $0.severity == .error }.map(\.message)
        #expect(errors == ["'Product' has a new required param 'productID': saved navigation states do not supply it",
                           "the alias '/p/{id}' of 'Product' was removed: its links no longer open it"],
                "\(errors)")
        // The param that went is a note that does not claim saved states restore: the new one fails them.
        let removed = F.diff(after, baseline: before).first { $0.id == "change.param_removed" }
        #expect(removed?.message == "the param 'id' of 'Product' was removed or renamed")
    }

    @Test func aNewDefaultChangesWhatOldLinksWithoutTheItemMean() throws {
        let page = { (declaration: String) in
            F.changed([("      ref: String?\n", "      ref: String?\n      page: \(declaration)\n")])
        }
        let before = page("{ type: Int, default: 1 }")
        let changed = F.diff(page("{ type: Int, default: 2 }"), baseline: before)
        let link = try #require(changed.first { $0.id == "breaking.deep_link_changed" })
        #expect(link.message.hasPrefix("links to '/product/{id}' without the query item 'page' now open 'Product' with 'page' 2, not 1"))
        #expect(link.location.line == F.line(of: "page:", in: before) && link.location.file == "new/app.yaml")
        #expect(F.diff(page("{ type: Int, default: 01 }"), baseline: before).isEmpty, "the same value")
        let optional = F.diff(page("{ type: Int?, default: 3 }"), baseline: page("Int?"))
        #expect(optional.contains { $0.message.contains("with 'page' 3, not nil") })
        // Made optional or not, the value a link without the item gives is compared too.
        let dropped = F.diff(page("Int?"), baseline: before)
        #expect(dropped.contains { $0.id == "breaking.deep_link_changed" && $0.message.contains("with 'page' nil, not 1") }, "\(dropped)")
        #expect(dropped.contains { $0.id == "change.param_type_widened" })
        let given = F.diff(page("{ type: Int, default: 3 }"), baseline: page("Int?"))
        #expect(given.contains { $0.id == "breaking.deep_link_changed" && $0.message.contains("with 'page' 3, not nil") }, "\(given)")
        let required = F.diff(page("Int").replacingOccurrences(of: "/product/{id}", with: "/product/{id}?page={page}"),
                              baseline: before)
        #expect(required.contains { $0.message == "links to '/product/{id}' without the query item 'page' no longer open 'Product': 'page' was 1 without it and is now required" })
        // Another type after an optional: nil then, the new default now.
        let retyped = F.diff(page("{ type: String, default: x }"), baseline: page("Int?"))
        #expect(retyped.contains { $0.id == "breaking.deep_link_changed" && $0.message.contains("with 'page' \"x\", not nil") }, "\(retyped)")
        // Defaults of two types are not compared as text.
        #expect(!F.diff(page("{ type: Double, default: 1 }"), baseline: before).contains { $0.id == "breaking.deep_link_changed" })
    }
}
