import Foundation
import ScreenSpec
import Testing

/// `Documentation/TemplateContext.md` documents every key of the context, and only those: the
/// context of every example app is walked by reflection, type by type, and compared with the
/// doc's table of that type.
@Suite struct TemplateContextDocumentationTests {
    /// The keys of each context type, found by walking real contexts with `Mirror`.
    static func reflectedKeys() -> [String: Set<String>] {
        var keys: [String: Set<String>] = [:]
        func walk(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .struct:
                let type = String(describing: mirror.subjectType)
                for child in mirror.children {
                    guard let label = child.label else { continue }
                    keys[type, default: []].insert(label)
                    walk(child.value)
                }
            case .collection, .optional:
                for child in mirror.children { walk(child.value) }
            default:
                break
            }
        }
        for app in GenerationFixtures.exampleApps {
            if let context = GenerationFixtures.context(app) { walk(context) }
        }
        return keys
    }

    /// The keys of each `### \`Type\`` table in the doc.
    static func documentedKeys() throws -> [String: Set<String>] {
        let url = GenerationFixtures.projectRoot.appendingPathComponent("Documentation/TemplateContext.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        var keys: [String: Set<String>] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("### `"), let name = line.split(separator: "`").dropFirst().first {
                current = String(name)
                keys[String(name)] = []
            } else if line.hasPrefix("## ") {
                current = nil
            } else if let type = current, line.hasPrefix("| `"), let key = line.split(separator: "`").dropFirst().first {
                keys[type, default: []].insert(String(key))
            }
        }
        return keys
    }

    @Test func everyContextKeyIsDocumented() throws {
        let reflected = Self.reflectedKeys()
        let documented = try Self.documentedKeys()
        #expect(reflected["TemplateContext"] != nil)
        for (type, keys) in reflected.sorted(by: { $0.key < $1.key }) {
            let table = documented[type] ?? []
            #expect(documented[type] != nil, "TemplateContext.md has no table for \(type)")
            let missing = keys.subtracting(table).sorted()
            #expect(missing.isEmpty, "keys of \(type) not documented in TemplateContext.md: \(missing)")
        }
    }

    @Test func everyDocumentedKeyExists() throws {
        let reflected = Self.reflectedKeys()
        for (type, keys) in try Self.documentedKeys().sorted(by: { $0.key < $1.key }) {
            #expect(reflected[type] != nil, "TemplateContext.md documents \(type), which the context does not have")
            let stale = keys.subtracting(reflected[type] ?? []).sorted()
            #expect(stale.isEmpty, "TemplateContext.md documents keys \(type) does not have: \(stale)")
        }
    }

    @Test func encodedKeysAreTheReflectedOnes() throws {
        // The JSON templates see has exactly the property names (no custom coding keys).
        guard let context = GenerationFixtures.context("Cities") else { return }
        let json = try JSONSerialization.jsonObject(with: Data(dumpContext(context).utf8)) as? [String: Any]
        let reflected = Self.reflectedKeys()["TemplateContext"] ?? []
        #expect(Set(json?.keys.map { $0 } ?? []) == reflected)
    }

    /// §4's example is an excerpt of the Cities context as `dump-context` prints it: every key
    /// and value it shows is the dump's (`"…"` stands for what it leaves out; list elements are
    /// matched by `id`, `caseName` or `name`).
    @Test func theExampleIsAnExcerptOfTheDump() throws {
        let context = try #require(GenerationFixtures.context("Cities"))
        let dump = try JSONSerialization.jsonObject(with: Data(dumpContext(context).utf8))
        let url = GenerationFixtures.projectRoot.appendingPathComponent("Documentation/TemplateContext.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let section = try #require(text.range(of: "## 4. Example")).upperBound
        let start = try #require(text.range(of: "```json\n", range: section..<text.endIndex)).upperBound
        let end = try #require(text.range(of: "\n```", range: start..<text.endIndex)).lowerBound
        let example = try JSONSerialization.jsonObject(with: Data(text[start..<end].utf8))
        var problems: [String] = []
        func compare(_ shown: Any, _ real: Any, at path: String) {
            if let shown = shown as? [String: Any] {
                guard let real = real as? [String: Any] else { return problems.append("\(path) is no object") }
                for (key, value) in shown where key != "…" {
                    guard let actual = real[key] else { problems.append("\(path).\(key) does not exist"); continue }
                    compare(value, actual, at: path + "." + key)
                }
            } else if let shown = shown as? [Any] {
                guard let real = real as? [[String: Any]] else { return problems.append("\(path) is no list of objects") }
                for case let element as [String: Any] in shown {
                    let key = ["id", "caseName", "name"].first { element[$0] != nil } ?? "id"
                    let match = real.first { ($0[key] as? String) == (element[key] as? String) }
                    guard let match else { problems.append("\(path)[] has no element \(element[key] ?? "?")"); continue }
                    compare(element, match, at: path + "[]")
                }
            } else if "\(shown)" != "\(real)" {
                problems.append("\(path) is \(real), not \(shown)")
            }
        }
        compare(example, dump, at: "")
        #expect(problems.isEmpty, "TemplateContext.md §4 differs from the dump: \(problems)")
    }
}
