import Foundation

/// Reads single scalar values out of YAML text without a YAML parser: a plugin cannot link
/// libyaml or run the tool while SwiftPM plans the build, yet it must name the generated files
/// (`<App>Routes.swift` …) before they exist, so it reads `app: name:` itself.
///
/// It understands what specs and `.screenspec.yml` files look like: a key at the start of a line
/// holding a block mapping (`app:` then indented `name: Cities`) or a flow mapping
/// (`app: { name: Cities }`), plain or quoted scalars, comments, anchors and `!!str` tags.
/// Anything else (an alias, a multi-line scalar) gives nil, and the caller says so.
enum SpecScanner {
    /// The scalar at `section.key` (`app` → `name`), or nil.
    static func value(of key: String, in section: String, text: String) -> String? {
        let lines = Self.lines(of: text)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let rest = Self.rest(of: line, afterKey: section, indent: 0) else { continue }
            let content = Self.strippingComment(rest).trimmingCharacters(in: .whitespaces)
            let value = Self.skippingProperties(content)
            if value.hasPrefix("{") {
                // A flow mapping, possibly over several lines.
                var flow = value
                while !flow.contains("}"), index < lines.count {
                    flow += " " + Self.strippingComment(lines[index])
                    index += 1
                }
                return Self.flowValue(of: key, in: flow)
            }
            guard value.isEmpty else { return nil }
            return Self.blockValue(of: key, in: lines[index...])
        }
        return nil
    }

    /// The scalar of a top-level `key: value`, or nil.
    static func topLevelValue(of key: String, text: String) -> String? {
        for line in lines(of: text) {
            guard let rest = rest(of: line, afterKey: key, indent: 0) else { continue }
            return scalar(rest)
        }
        return nil
    }

    // MARK: - Lines and keys

    private static func lines(of text: String) -> [Substring] {
        var text = Substring(text)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        return text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    private static func indentation(of line: Substring) -> Int {
        line.prefix { $0 == " " }.count
    }

    private static func isBlankOrComment(_ line: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    /// What follows `key:` when the line is exactly that key at `indent`, or nil.
    private static func rest(of line: Substring, afterKey key: String, indent: Int) -> Substring? {
        guard indentation(of: line) == indent else { return nil }
        var body = line.dropFirst(indent)
        for quote in ["\"", "'"] where body.hasPrefix(quote + key + quote) {
            body = body.dropFirst(key.count + 2)
            return afterColon(body)
        }
        guard body.hasPrefix(key) else { return nil }
        return afterColon(body.dropFirst(key.count))
    }

    /// `: value` → ` value`; nil unless a colon follows (with optional spaces before it).
    private static func afterColon(_ text: Substring) -> Substring? {
        let trimmed = text.drop { $0 == " " }
        guard trimmed.hasPrefix(":") else { return nil }
        let rest = trimmed.dropFirst()
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return rest
    }

    /// The value of `key` among the lines of a block mapping, at its first indentation.
    private static func blockValue(of key: String, in lines: ArraySlice<Substring>) -> String? {
        var blockIndent: Int?
        for line in lines {
            if isBlankOrComment(line) { continue }
            let indent = indentation(of: line)
            guard indent > 0 else { return nil }
            if blockIndent == nil { blockIndent = indent }
            guard indent == blockIndent, let rest = rest(of: line, afterKey: key, indent: indent) else { continue }
            return scalar(rest)
        }
        return nil
    }

    /// The value of `key` in `{ a: b, key: value }`.
    private static func flowValue(of key: String, in flow: String) -> String? {
        guard let open = flow.firstIndex(of: "{") else { return nil }
        let body = flow[flow.index(after: open)...].prefix { $0 != "}" }
        for entry in body.split(separator: ",") {
            let trimmed = entry.drop { $0 == " " || $0 == "\t" }
            guard let rest = rest(of: trimmed, afterKey: key, indent: 0) else { continue }
            return scalar(rest)
        }
        return nil
    }

    // MARK: - Scalars

    /// A scalar value: quoted or plain, after an optional anchor or tag.
    private static func scalar(_ text: Substring) -> String? {
        let value = skippingProperties(text.trimmingCharacters(in: .whitespaces))
        if value.hasPrefix("\"") { return quoted(value.dropFirst(), quote: "\"") }
        if value.hasPrefix("'") { return quoted(value.dropFirst(), quote: "'") }
        let plain = strippingComment(Substring(value)).trimmingCharacters(in: .whitespaces)
        guard let first = plain.first, !"*&!|>{[".contains(first) else { return nil }
        return plain
    }

    /// The text of a quoted scalar on one line (`''` and `\"` escapes), or nil when it does not end.
    private static func quoted(_ text: Substring, quote: Character) -> String? {
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            if character == quote {
                guard quote == "'" else { return result }
                var lookahead = iterator
                if lookahead.next() == "'" {
                    result.append("'")
                    iterator = lookahead
                    continue
                }
                return result
            }
            if quote == "\"", character == "\\" {
                guard let escaped = iterator.next() else { return nil }
                result.append(escaped)
                continue
            }
            result.append(character)
        }
        return nil
    }

    /// Drops an anchor (`&name`) and a `!!str`-style tag in front of a value.
    private static func skippingProperties(_ text: String) -> String {
        var value = Substring(text)
        while let first = value.first, first == "&" || first == "!" {
            value = value.drop { $0 != " " }.drop { $0 == " " }
        }
        return String(value)
    }

    /// A line without its `# comment` (a `#` at the start or after a space, outside quotes).
    private static func strippingComment(_ line: Substring) -> String {
        var result = ""
        var quote: Character?
        var previous: Character = " "
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                break
            }
            result.append(character)
            previous = character
        }
        return result
    }
}
