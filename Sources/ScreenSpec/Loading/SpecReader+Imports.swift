import YAMLSource

// `app.imports` (SpecFormat.md §4).

extension SpecReader {
    /// `imports: [SwiftData, ShopModels]`: the modules the generated files import besides their
    /// own, for param types declared there. Each a module name (`Foundation.NSString` style
    /// submodules too), listed once; `import SwiftData` gets a fix-it to `SwiftData`.
    mutating func imports(_ node: Node) -> [Located<String>] {
        names(node, key: "imports", noun: "module", isValid: ModuleName.isValid, repaired: ModuleName.repaired) {
            "'\($0)' is not a module name: 'imports' lists modules such as 'SwiftData'"
        }
    }
}

/// What `app.imports` accepts: what may follow `import` in Swift.
enum ModuleName {
    /// Identifiers (letters, digits and `_`, not starting with a digit, no keyword), joined by `.`.
    static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, !("0"..."9").contains(first),
                  !Identifier.swiftKeywords.contains(String(part)) else { return false }
            return part.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
            }
        }
    }

    /// The module a near miss names: `import SwiftData`, `@_exported import Models` or
    /// `SwiftData;` gives the name alone; nil when there is none.
    static func repaired(_ text: String) -> String? {
        var words = text.split(separator: " ").map(String.init)
        while let first = words.first, first.hasPrefix("@") || first == "import" || first == "public"
            || first == "internal" || first == "package" || first == "private" || first == "fileprivate" {
            words.removeFirst()
        }
        guard words.count == 1 else { return nil }
        var candidate = words[0]
        while candidate.hasSuffix(";") { candidate.removeLast() }
        return candidate != text && isValid(candidate) ? candidate : nil
    }
}
