import Foundation
import Mustache

/// The template context as pretty JSON with sorted keys and a final newline: what
/// `screenspec dump-context` prints and `screenspec render --context` reads back. Every field
/// templates can name is there; an absent optional appears as `null`, exactly as templates see it.
public func dumpContext(_ context: TemplateContext) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(MustacheValue(context)), let text = String(data: data, encoding: .utf8) else {
        // Encoding plain strings, numbers, booleans, lists and objects cannot fail.
        return "{}\n"
    }
    return text + "\n"
}
