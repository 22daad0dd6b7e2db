import Foundation
import ScreenSpec
import Testing

/// `stateRestoration: false`: the app saves no navigation state (there is no `state`, and the
/// routes are not `Codable`), so `diff` reports no `breaking.restoration` for it and its
/// messages name only what does break; turning restoration off is itself breaking.
struct RestorationOffDiffTests {
    typealias F = EvolutionFixtures

    /// The shop with `stateRestoration: false`, then `replacements`.
    static func off(_ replacements: [(String, String)] = []) -> String {
        F.changed([("  name: Shop\n", "  name: Shop\n  stateRestoration: false\n")] + replacements)
    }

    @Test func renamedScreenAndRemovedParamBreakNoSavedState() {
        let changes = [("  Search:", "  Finder:"), ("push: Search", "push: Finder"), ("      ref: String?\n", "")]
        let diagnostics = F.diff(Self.off(changes), baseline: Self.off())
        #expect(!diagnostics.contains { $0.id == "breaking.restoration" }, "\(diagnostics)")
        // What is gone is still listed, as notes at the baseline.
        let notes = diagnostics.filter { $0.id.hasSuffix("_removed") && $0.severity == .note }.map(\.message)
        #expect(notes == ["the param 'ref' of 'Product' was removed or renamed",
                          "the screen 'Search' was removed or renamed: its deep links open 'Finder' now"])
        // The deep link still breaks: links out in the world are not saved state.
        #expect(diagnostics.contains { $0.id == "breaking.deep_link_changed" })
        // With restoration on (the default), the same change breaks saved states.
        #expect(F.diff(F.changed(changes)).contains { $0.id == "breaking.restoration" })
    }

    @Test func messagesLeaveOutSavedStates() throws {
        let tabLine = "  - { id: account, title: Account, systemImage: person, root: Account }\n"
        let changes = [(tabLine, ""), ("      - push: Search\n", "      - push: Search\n      - push: Account\n"),
                       ("id: Int", "id: Int32")]
        let diagnostics = F.diff(Self.off(changes), baseline: Self.off())
        let tab = try #require(diagnostics.first { $0.id == "breaking.tab_removed" })
        #expect(tab.message == "the tab 'account' was removed or renamed")
        let type = try #require(diagnostics.first { $0.id == "breaking.param_type_changed" })
        #expect(type.message.hasSuffix(": old links may no longer open it"))
        #expect(!diagnostics.contains { $0.message.contains("saved navigation states") })
    }

    @Test func aTypeThatReadsEveryOldLinkBreaksNothing() throws {
        // No saved state holds the number, and a String reads every `/product/5`.
        let diagnostics = F.diff(Self.off([("id: Int", "id: String")]), baseline: Self.off())
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let note = try #require(diagnostics.first { $0.id == "change.param_type_widened" }, "\(diagnostics)")
        #expect(note.message == "the type of 'id' of 'Product' changed from 'Int' to 'String': old links still open it; "
                + "the app's code that uses the value may need to change, which the compiler says")
        // `/product/abc` is still no Int.
        let narrowed = F.diff(Self.off(), baseline: Self.off([("id: Int", "id: String")]))
        #expect(narrowed.first { $0.id == "breaking.param_type_changed" }?.message
                == "the type of 'id' of 'Product' changed from 'String' to 'Int': old links may no longer open it", "\(narrowed)")
    }

    @Test func aTypeThatNothingOutsideTheAppHoldsBreaksNothing() throws {
        // Kept out of links by `inURL: false`, and no saved state: any type change is the app's own.
        let outOfURLs = ("      ref: String?\n", "      ref: { type: Int?, inURL: false }\n")
        let diagnostics = F.diff(Self.off([outOfURLs, ("type: Int?", "type: Int32?")]), baseline: Self.off([outOfURLs]))
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let note = try #require(diagnostics.first { $0.id == "change.param_type_widened" }, "\(diagnostics)")
        #expect(note.message == "the type of 'ref' of 'Product' changed from 'Int?' to 'Int32?': no old link or saved "
                + "navigation state holds its value; the app's code that uses the value may need to change, which the compiler says")
        // In URLs, `?ref=3000000000` is no Int32.
        let inURLs = F.diff(Self.off([("ref: String?", "ref: Int32?")]), baseline: Self.off([("ref: String?", "ref: Int?")]))
        #expect(inURLs.first { $0.id == "breaking.param_type_changed" }?.message
                == "the type of 'ref' of 'Product' changed from 'Int?' to 'Int32?': old links may no longer open it", "\(inURLs)")
    }

    @Test func turningRestorationOffBreaksEverySavedState() throws {
        let changed = Self.off()
        let diagnostics = F.diff(changed)
        let off = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(off.id == "breaking.restoration" && off.severity == .error)
        #expect(off.location.file == "new/app.yaml" && off.location.line == F.line(of: "stateRestoration", in: changed))
        #expect(F.diff(F.shop, baseline: changed).isEmpty, "turning it on breaks nothing")
    }

    @Test func aRenamedPlaceholderBreaksNoLink() {
        let rename = [("      id: Int\n", "      productID: Int\n"), ("/product/{id}", "/product/{productID}")]
        let diagnostics = F.diff(Self.off(rename), baseline: Self.off())
        // `shop://product/5` still opens Product with 5: only notes.
        #expect(diagnostics.allSatisfy { $0.severity == .note }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.message == "'Product' has a new required param 'productID', which its old links fill from the path; callers must pass it" })
        // With restoration on, the saved states hold `id`, not `productID`: one error, at the new param.
        let restoring = F.diff(F.changed(rename)).filter { $0.severity == .error }
        #expect(restoring.map(\.message) == ["'Product' has a new required param 'productID': saved navigation states do not supply it"],
                "\(restoring)")
        // A new required param the old links do not carry is still breaking, and says so.
        let added = F.diff(Self.off([("      ref: String?\n", "      ref: String?\n      page: Int\n"),
                                     ("/product/{id}", "/product/{id}?page={page}")]), baseline: Self.off())
        #expect(added.filter { $0.severity == .error }.map(\.message) == ["'Product' has a new required param 'page': old links do not supply it"])
    }

    /// `?item={id}` → `?item={productID}`: old links carry the item, which a required param always
    /// wrote, so they still open the screen; an item an optional param wrote may be missing.
    @Test func aRenamedParamOfAQueryItemBreaksNoLink() {
        let before = Self.off([("/product/{id}", "/product?item={id}")])
        let rename = [("/product/{id}", "/product?item={productID}"), ("      id: Int\n", "      productID: Int\n")]
        let diagnostics = F.diff(Self.off(rename), baseline: before)
        #expect(diagnostics.allSatisfy { $0.severity == .note }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.message == "'Product' has a new required param 'productID', which its old links fill from the URL; callers must pass it" },
                "\(diagnostics)")
        let optional = Self.off([("/product/{id}", "/product?item={id}"), ("      id: Int\n", "      id: Int?\n")])
        let fromOptional = F.diff(Self.off(rename), baseline: optional)
        #expect(fromOptional.contains { $0.message == "'Product' has a new required param 'productID': old links do not supply it" },
                "\(fromOptional)")
    }
}
