import Foundation
@testable import ScreenSpec
import Testing

/// A renamed screen (its deep link now opens a screen the baseline did not have) is the same
/// screen to links out in the world: its params and query items are compared with the old
/// screen's. And a message's parenthesis about old links says only what is true.
struct RenamedScreenDiffTests {
    typealias F = EvolutionFixtures

    /// The shop with `stateRestoration: false`, then `replacements`.
    static func off(_ replacements: [(String, String)] = []) -> String {
        F.changed([("  name: Shop\n", "  name: Shop\n  stateRestoration: false\n")] + replacements)
    }

    static let rename = [("  Product:\n", "  Item:\n"), ("push: Product", "push: Item")]

    @Test func aRenamedScreenStillComparesItsParamsAndQueryItems() throws {
        let baseline = Self.off([("id: Int", "id: String")])
        // Renamed, `id` a String no more, `ref` (read from `?ref=`) dropped.
        let changed = Self.off(Self.rename + [("      ref: String?\n", "")])
        let diagnostics = F.diff(changed, baseline: baseline)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == ["breaking.param_type_changed", "breaking.deep_link_changed"], "\(diagnostics)")
        let type = try #require(errors.first)
        #expect(type.message == "the type of 'id' of 'Item' (was 'Product') changed from 'String' to 'Int': old links may no longer open it")
        #expect(type.location.file == "new/app.yaml" && type.location.line == F.line(of: "id: Int", in: changed))
        #expect(errors.last?.message == "'/product/{id}' no longer reads the query item 'ref': the param 'ref' of 'Product' "
                + "was removed or renamed, so old links carrying it lose the value")
        #expect(diagnostics.contains { $0.id == "change.screen_removed"
                && $0.message == "the screen 'Product' was removed or renamed: its deep links open 'Item' now" }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.id == "change.param_removed" && $0.message == "the param 'ref' of 'Item' (was 'Product') was removed or renamed" })
        // The rename alone breaks no link.
        let renamedOnly = F.diff(Self.off(Self.rename), baseline: Self.off())
        #expect(renamedOnly.allSatisfy { $0.severity == .note }, "\(renamedOnly)")
    }

    @Test func withRestorationTheRenameBreaksSavedStatesAndTheTypeLinks() {
        let changed = F.changed(Self.rename + [("id: Int", "id: Int32")])
        let errors = F.diff(changed).filter { $0.severity == .error }.map(\.message)
        #expect(Set(errors) == ["the screen 'Product' was removed or renamed: saved navigation states that show it no longer "
                                + "decode (its deep links open 'Item' now)",
                                "the type of 'id' of 'Item' (was 'Product') changed from 'Int' to 'Int32': old links may no longer open it"],
                "\(errors)")
    }

    /// Annotations of the changed files (`github`, `sarif`) place a rename at the screen it
    /// became: the removal's note names it in the current spec.
    @Test func aRenameNotesTheScreenItBecame() throws {
        let changed = F.changed(Self.rename)
        let removal = try #require(F.diff(changed).first { $0.id == "breaking.restoration" })
        #expect(removal.location.file == "old/app.yaml")
        #expect(removal.notes.map(\.message) == ["'Item' is defined here"])
        #expect(removal.notes.map(\.location.file) == ["new/app.yaml"])
        #expect(removal.notes.first?.location.line == F.line(of: "  Item:", in: changed))
        let moved = DiffResult(diagnostics: [removal], sources: SourceFiles([SourceFile(path: "new/app.yaml", bytes: Array(changed.utf8))]),
                               baselineSources: SourceFiles([SourceFile(path: "old/app.yaml", bytes: Array(F.shop.utf8))]))
            .locatedInCurrentSpec()
        #expect(moved.map(\.location) == removal.notes.map(\.location))
        #expect(moved.first?.message.hasSuffix("(in the baseline at old/app.yaml:\(removal.location.line):3)") == true,
                "\(moved)")
    }

    /// The type changed and so did the pattern: old links open nothing whatever the type, which
    /// `breaking.deep_link_changed` says; the type's message must not say they still open it.
    @Test func aTypeChangeSaysNothingOfLinksWhosePatternChanged() throws {
        let changed = F.changed([("id: Int", "id: String"), ("/product/{id}", "/item/{id}")])
        let diagnostics = F.diff(changed)
        let type = try #require(diagnostics.first { $0.id == "breaking.param_type_changed" }, "\(diagnostics)")
        #expect(type.message == "the type of 'id' of 'Product' changed from 'Int' to 'String': saved navigation states may no longer decode")
        #expect(diagnostics.contains { $0.id == "breaking.deep_link_changed" })
        // Without saved states the type change alone breaks nothing: the note says why.
        let off = F.diff(Self.off([("id: Int", "id: String"), ("/product/{id}", "/item/{id}")]), baseline: Self.off())
        let note = try #require(off.first { $0.id == "change.param_type_widened" }, "\(off)")
        #expect(note.message == "the type of 'id' of 'Product' changed from 'Int' to 'String': old links no longer open it "
                + "(its deep link changed) and no saved navigation state holds its value; the app's code that uses the value "
                + "may need to change, which the compiler says")
        // An old pattern kept as an alias still opens it.
        let aliased = F.diff(F.changed([("id: Int", "id: String"), ("/product/{id}", "[\"/item/{id}\", \"/product/{id}\"]")]))
        #expect(aliased.first { $0.id == "breaking.param_type_changed" }?.message
                == "the type of 'id' of 'Product' changed from 'Int' to 'String': saved navigation states may no longer decode "
                + "(old links still open it)", "\(aliased)")
    }

    /// A new pattern of a screen whose old alias was removed: not every old link still opens it.
    @Test func aNewDeepLinkSaysOldLinksStillOpenItOnlyWhenAllDo() {
        let baseline = F.changed([("/product/{id}", "[\"/product/{id}\", \"/p/{id}\"]")])
        let dropped = F.diff(F.changed([("/product/{id}", "[\"/item/{id}\", \"/product/{id}\"]")]), baseline: baseline)
        #expect(dropped.contains { $0.id == "breaking.deep_link_removed" }, "\(dropped)")
        #expect(dropped.contains { $0.message == "new deep link '/item/{id}' of 'Product'" }, "\(dropped)")
        let kept = F.diff(F.changed([("/product/{id}", "[\"/item/{id}\", \"/product/{id}\", \"/p/{id}\"]")]), baseline: baseline)
        #expect(kept.contains { $0.message == "new deep link '/item/{id}' of 'Product' (its old links still open it)" }, "\(kept)")
    }

    /// Two removed screens whose links one new screen opens were merged, not renamed: each is a
    /// removal, with no "its deep links open" and no params compared under the new name.
    @Test func twoRemovedScreensAreNotBothRenamedToOne() {
        let baseline = """
            app: { name: Shop, urlScheme: shop, root: Home, stateRestoration: false }
            screens:
              Home: { links: [ { push: A }, { push: B } ] }
              A: { deepLink: /a }
              B: { deepLink: /b }
            """
        let merged = """
            app: { name: Shop, urlScheme: shop, root: Home, stateRestoration: false }
            screens:
              Home: { links: [ { push: C } ] }
              C: { deepLink: [/a, /b] }
            """
        let diagnostics = F.diff(merged, baseline: baseline)
        let removed = diagnostics.filter { $0.id == "change.screen_removed" }.map(\.message)
        #expect(removed == ["the screen 'A' was removed or renamed", "the screen 'B' was removed or renamed"], "\(diagnostics)")
        #expect(!diagnostics.contains { $0.message.contains("(was '") }, "\(diagnostics)")
        // One of them alone is a rename.
        let one = F.diff(merged.replacingOccurrences(of: "[/a, /b]", with: "/a"),
                         baseline: baseline.replacingOccurrences(of: ", { push: B }", with: "").replacingOccurrences(of: "\n  B: { deepLink: /b }", with: ""))
        #expect(one.contains { $0.message == "the screen 'A' was removed or renamed: its deep links open 'C' now" }, "\(one)")
    }
}
