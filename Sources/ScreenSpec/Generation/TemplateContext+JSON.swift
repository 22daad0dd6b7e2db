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
    /// (every screen) is wrapped once, not once per section that walks it. Every key is built up
    /// front, so templates rendering on several threads read the values without a lock; for a
    /// large spec on every core, since the lists with an element per screen take milliseconds
    /// each to wrap and would otherwise all fall to the thread that reaches them first.
    var templateValue: MustacheValue {
        let keys = mustacheKeys
        let context = self
        let values = ParallelWork.map(keys.count, parallel: screens.count >= CompilerPipeline.parallelRenderScreens) {
            (key: keys[$0], value: context.mustacheValue(forKey: keys[$0]))
        }
        return MustacheValue(provider: MustacheMemoizingProvider(self, built: values))
    }
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
