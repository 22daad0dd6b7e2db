import Foundation
import Mustache

extension TemplateContext {
    /// The context as the value templates render against: its encoding (`Encodable`), so the
    /// fields templates see, the fields `dump-context` prints and the fields the documentation
    /// lists are one declaration. Absent optionals are `null`, never left out.
    public func mustacheValue() throws(MustacheError) -> MustacheValue {
        try MustacheValue(encoding: self)
    }
}

/// The template context as pretty JSON with sorted keys and a final newline: what
/// `screenspec dump-context` prints and `screenspec render --context` reads back. Optional fields
/// appear as `null`, exactly as templates see them.
public func dumpContext(_ context: TemplateContext) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let value = try? context.mustacheValue(), let data = try? encoder.encode(value),
          let text = String(data: data, encoding: .utf8) else {
        // Encoding plain structs of strings, numbers and booleans cannot fail.
        return "{}\n"
    }
    return text + "\n"
}
