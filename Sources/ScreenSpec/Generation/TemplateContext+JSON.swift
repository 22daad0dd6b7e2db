import Foundation
import Mustache

extension TemplateContext {
    /// The context as the value templates render against (absent optionals as `null`): an object
    /// that answers each lookup from the typed context (`TemplateContext+Mustache.swift`), never
    /// a copy of it. It equals `MustacheValue(encoding:)` of the context, which `dump-context`
    /// prints (a test checks that on every example).
    public func mustacheValue() throws(MustacheError) -> MustacheValue {
        templateValue
    }

    /// What every template renders against: the context's provider behind a memo, so each list
    /// (every screen) is wrapped once, not once per section that walks it. The names, flags and
    /// short lists that templates read inside every element of a long list are built up front,
    /// so templates rendering on several threads read them without a lock; the lists with an
    /// element per screen (wrapping 50,000 screens takes milliseconds) are built by the first
    /// template that walks them, on its own thread.
    var templateValue: MustacheValue {
        let building = mustacheKeys.filter { !Self.perScreenLists.contains($0) }
        return MustacheValue(provider: MustacheMemoizingProvider(self, building: building))
    }

    /// The keys whose lists have an element per screen (or nearly).
    static let perScreenLists: Set<String> = ["screens", "destinations", "deepLinks"]
}

/// The template context as pretty JSON with sorted keys and a final newline: what
/// `screenspec dump-context` prints and `screenspec render --context` reads back. Optional fields
/// appear as `null`, exactly as templates see them.
public func dumpContext(_ context: TemplateContext) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let value = try? MustacheValue(encoding: context), let data = try? encoder.encode(value),
          let text = String(data: data, encoding: .utf8) else {
        // Encoding plain structs of strings, numbers and booleans cannot fail.
        return "{}\n"
    }
    return text + "\n"
}
