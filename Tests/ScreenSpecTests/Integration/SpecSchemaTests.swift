import Foundation
@testable import ScreenSpec
import Testing

/// `screenspec schema`: the committed copy is current, the schema covers exactly the keys and
/// values the loader reads, and (with Python's `jsonschema` and `yaml`) it accepts every example
/// spec and rejects broken ones.
@Suite struct SpecSchemaTests {
    static let committedPath = "Documentation/screenspec.schema.json"

    static var schema: [String: Any] {
        get throws {
            let object = try JSONSerialization.jsonObject(with: Data(SpecSchema.text().utf8))
            return try #require(object as? [String: Any])
        }
    }

    /// The definition `name` of the schema.
    static func definition(_ name: String) throws -> [String: Any] {
        let definitions = try #require(try schema["definitions"] as? [String: Any])
        return try #require(definitions[name] as? [String: Any], "no definition '\(name)'")
    }

    /// The property names of a closed mapping definition, in schema order.
    static func propertyNames(_ name: String) throws -> Set<String> {
        let properties = try #require(try definition(name)["properties"] as? [String: Any])
        return Set(properties.keys)
    }

    /// The `enum` values reached from a property, through `anyOf` (optional keys).
    static func enumValues(_ property: String, of name: String) throws -> [String] {
        let properties = try #require(try definition(name)["properties"] as? [String: Any])
        var node = try #require(properties[property] as? [String: Any])
        // Optional keys, and keys taking one value or a list or mapping of them, nest `anyOf`s.
        while node["enum"] == nil, let anyOf = node["anyOf"] as? [[String: Any]], let first = anyOf.first { node = first }
        return try #require(node["enum"] as? [String])
    }

    @Test("Documentation/screenspec.schema.json is the output of `screenspec schema`")
    func committedCopyIsCurrent() {
        IntegrationSupport.assertMatchesFile(SpecSchema.text(), at: Self.committedPath)
    }

    @Test("the schema is valid JSON, draft-07, ends in one newline, and is the same on every call")
    func isDeterministicJSON() throws {
        let text = SpecSchema.text()
        #expect(text == SpecSchema.text())
        #expect(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"))
        #expect(try Self.schema["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        #expect(try Self.schema["additionalProperties"] as? Bool == false)
    }

    @Test("every mapping of the format lists exactly the keys the loader reads")
    func keysMatchTheLoader() throws {
        let properties = try #require(try Self.schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(SpecReader.sectionKeys))
        #expect(try Self.propertyNames("app") == Set(SpecReader.appKeys))
        #expect(try Self.propertyNames("tab") == Set(SpecReader.tabKeys))
        #expect(try Self.propertyNames("toolbarItem") == Set(SpecReader.itemKeys))
        #expect(try Self.propertyNames("screen") == Set(SpecReader.screenKeys))
        #expect(try Self.propertyNames("search") == Set(SpecReader.searchKeys))

        let link = try #require(try Self.definition("link")["oneOf"] as? [[String: Any]])
        #expect(Set(link.compactMap { ($0["required"] as? [String])?.first }) == Set(SpecReader.linkVerbs))

        let action = try #require(try Self.definition("action")["oneOf"] as? [[String: Any]])
        #expect(Set(action.compactMap { ($0["required"] as? [String])?.first }) == Set(SpecReader.actionVerbs))
        #expect(action.first?["enum"] as? [String] == SpecReader.bareActions)

        let param = try #require(try Self.definition("param")["oneOf"] as? [[String: Any]])
        let longForm = try #require(param.last?["properties"] as? [String: Any])
        #expect(Set(longForm.keys) == Set(SpecReader.paramKeys))
    }

    @Test("enumerations list every value of the model, in its order")
    func enumerationsMatchTheModel() throws {
        #expect(try Self.enumValues("deploymentTarget", of: "app") == DeploymentTarget.allCases.map(\.description))
        #expect(try Self.enumValues("tabStyle", of: "app") == TabStyle.allCases.map(\.rawValue))
        #expect(try Self.enumValues("accessLevel", of: "app") == AccessLevel.allCases.map(\.rawValue))
        #expect(try Self.enumValues("placement", of: "toolbarItem") == ToolbarPlacement.allCases.map(\.rawValue))
        #expect(try Self.enumValues("titleDisplayMode", of: "screen") == TitleDisplayMode.allCases.map(\.rawValue))
        #expect(try Self.enumValues("presentation", of: "screen") == Presentation.allCases.map(\.rawValue))
        #expect(try Self.enumValues("placement", of: "search") == SearchPlacement.allCases.map(\.rawValue))
    }

    @Test("identifiers exclude the reserved names of their case")
    func identifiersExcludeReservedNames() throws {
        let upper = try #require(try Self.definition("upperIdentifier")["not"] as? [String: Any])
        let reserved = try #require(upper["enum"] as? [String])
        #expect(reserved.contains("View") && reserved.contains("String") && !reserved.contains("default"))
        let lower = try #require(try Self.definition("lowerIdentifier")["not"] as? [String: Any])
        #expect(try #require(lower["enum"] as? [String]).contains("default"))
    }

    // MARK: - Validation with Python

    @Test(
        "the schema accepts every example spec and the starter spec",
        .enabled(if: SchemaValidator.python != nil, "python3 with the jsonschema and yaml modules not found; schema validation skipped"))
    func acceptsExampleSpecs() async throws {
        let files = IntegrationSupport.exampleSpecFiles()
        #expect(files.count >= 7, "expected the Specs/ examples, found \(files.map(\.lastPathComponent))")
        var documents: [(String, String)] = try files.map { url in
            let name = String(url.path.dropFirst(IntegrationSupport.projectRoot.path.count + 1))
            return (name, try String(contentsOf: url, encoding: .utf8))
        }
        documents.append(("starter " + Starter.specPath, Starter().spec))
        documents += Self.validSnippets
        let results = try await SchemaValidator.validate(documents)
        for (name, _) in documents {
            #expect(results[name] == "ok", "\(name): \(results[name] ?? "not validated")")
        }
    }

    @Test(
        "the schema rejects broken specs",
        .enabled(if: SchemaValidator.python != nil, "python3 with the jsonschema and yaml modules not found; schema validation skipped"))
    func rejectsBrokenSpecs() async throws {
        let results = try await SchemaValidator.validate(Self.brokenSnippets)
        for (name, _) in Self.brokenSnippets {
            let result = try #require(results[name], "\(name) was not validated")
            #expect(result != "ok", "\(name) was accepted")
        }
    }

    /// Valid in the format although easy to get wrong in a schema.
    static let validSnippets: [(String, String)] = [
        ("empty file", ""),
        ("platform list", "app:\n  name: A\n  deploymentTarget: [iOS 17, macOS 14]\n  stateRestoration: false\n"),
        ("collection params", "screens:\n  A:\n    params:\n      x: \"[Photo]\"\n      y: \"[Int]?\"\n"),
        ("placement per platform", "toolbars:\n  t:\n    - { placement: { iOS: topBarLeading, macOS: navigation }, label: X }\n"),
        ("only comments", "# nothing yet\n"),
        ("null values mean not set", "screens:\n  About:\n  Home:\n    title:\n    links:\n"),
        ("text fields take any scalar", "tabs:\n  - { id: a, title: 10, systemImage: 1.circle, root: A }\n"),
        ("open with tab", "toolbars:\n  main:\n    - { label: x, action: { open: A, tab: b } }\n"),
        ("bare actions", "toolbars:\n  main:\n    - { label: x, action: popToRoot }\n    - { label: y, action: dismiss }\n"),
        ("defaults by type", """
            screens:
              A:
                params:
                  a: { type: Int, default: 3 }
                  b: { type: Double, default: 2 }
                  c: { type: "Bool?", default: true }
                  d: { type: UUID, default: 6F9619FF-8B86-D011-B42D-00C04FC964FF }
                  e: { type: URL, default: "https://example.com" }
                  f: { type: String, default: hello }
                  g: "Date?"
                  h: Car.ID
                  i: { type: "[String]", default: [] }
                  j: { type: "[Photo]?", default: [] }
            """),
        ("deep link with query", "screens:\n  A:\n    deepLink: /history/{car}?from={start}&to={end}\n"),
        ("search without keys", "screens:\n  A:\n    search: {}\n"),
        ("a tab's root left empty beside its action", "tabs:\n  - { id: a, title: A, systemImage: a, root:, action: { present: B } }\n"),
    ]

    /// Each breaks one rule of the format that a single file shows.
    static let brokenSnippets: [(String, String)] = [
        ("unknown top-level key", "routes: {}\n"),
        ("a tab with both root and action", "tabs:\n  - { id: a, title: A, systemImage: a, root: A, action: { present: B } }\n"),
        ("a tab with neither root nor action", "tabs:\n  - { id: a, title: A, systemImage: a, root: }\n"),
        ("unknown app key", "app: { name: Cities, titel: x }\n"),
        ("app without name", "app: { urlScheme: cities }\n"),
        ("app name lowercase", "app: { name: cities }\n"),
        ("reserved screen id", "screens:\n  View: {}\n"),
        ("tab id with a dash", "tabs:\n  - { id: my-tab, title: A, systemImage: a, root: A }\n"),
        ("tab without root", "tabs:\n  - { id: a, title: A, systemImage: a }\n"),
        ("empty SF Symbol name", "tabs:\n  - { id: a, title: A, systemImage: '', root: A }\n"),
        ("SF Symbol name with a space", "toolbars:\n  main:\n    - { label: x, systemImage: house fill }\n"),
        ("quoted boolean", "tabs:\n  - { id: a, title: A, systemImage: a, root: A, badge: \"true\" }\n"),
        ("unknown deployment target", "app: { name: A, deploymentTarget: iOS 15 }\n"),
        ("unknown placement", "toolbars:\n  main:\n    - { placement: topLeft, label: x }\n"),
        ("item without label or image", "toolbars:\n  main:\n    - { placement: principal }\n"),
        ("action with two verbs", "toolbars:\n  main:\n    - { label: x, action: { push: A, present: B } }\n"),
        ("unknown bare action", "toolbars:\n  main:\n    - { label: x, action: back }\n"),
        ("tab on push", "toolbars:\n  main:\n    - { label: x, action: { push: A, tab: b } }\n"),
        ("link without verb", "screens:\n  A:\n    links:\n      - {}\n"),
        ("link with two verbs", "screens:\n  A:\n    links:\n      - { push: B, sheet: C }\n"),
        ("toolbar and toolbars", "screens:\n  A:\n    toolbar: a\n    toolbars: [b]\n"),
        ("dictionary param type", "screens:\n  A:\n    params:\n      x: \"[String: Int]\"\n"),
        ("Int default not a number", "screens:\n  A:\n    params:\n      x: { type: Int, default: ten }\n"),
        ("Date default", "screens:\n  A:\n    params:\n      x: { type: Date, default: \"2025-01-01\" }\n"),
        ("list default with items", "screens:\n  A:\n    params:\n      x: { type: \"[Int]\", default: [1] }\n"),
        ("list default not a list", "screens:\n  A:\n    params:\n      x: { type: \"[Int]\", default: 1 }\n"),
        ("empty list default of a scalar", "screens:\n  A:\n    params:\n      x: { type: Int, default: [] }\n"),
        ("param long form without type", "screens:\n  A:\n    params:\n      x: { default: 1 }\n"),
        ("deep link without slash", "screens:\n  A:\n    deepLink: city/{name}\n"),
        ("placeholder inside a segment", "screens:\n  A:\n    deepLink: \"/city-{name}\"\n"),
        ("unknown presentation", "screens:\n  A:\n    presentation: popover\n"),
        ("search as a boolean", "screens:\n  A:\n    search: true\n"),
    ]
}

/// Runs Python's `jsonschema` on YAML documents read with PyYAML.
enum SchemaValidator {
    /// A `python3` that can import both modules, or nil.
    static let python: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("python3")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            return SwiftToolchain.exitStatus(of: candidate, arguments: ["-c", "import jsonschema, yaml"]) == 0 ? candidate : nil
        }
        return nil
    }()

    /// Validates named YAML documents against the schema; "ok" or the first error, by name.
    static func validate(_ documents: [(String, String)]) async throws -> [String: String] {
        let python = try #require(python)
        return try await SwiftToolchain.withScratchDirectory { directory in
            let schema = directory.appendingPathComponent("schema.json")
            let input = directory.appendingPathComponent("documents.json")
            let script = directory.appendingPathComponent("validate.py")
            try Data(SpecSchema.text().utf8).write(to: schema)
            let names = documents.map(\.0)
            let texts = documents.map(\.1)
            try JSONSerialization.data(withJSONObject: ["names": names, "texts": texts]).write(to: input)
            try Data(script_.utf8).write(to: script)
            let run = try await SwiftToolchain.run(executable: python, arguments: [script.path, schema.path, input.path],
                                             timeout: 300)
            guard run.status == 0 else {
                Issue.record("validator failed: \(run)")
                return [:]
            }
            var results: [String: String] = [:]
            for line in run.stdout.split(separator: "\n") {
                let parts = line.split(separator: "\t", maxSplits: 1)
                guard parts.count == 2, let index = Int(parts[0]), index < names.count else { continue }
                results[names[index]] = String(parts[1])
            }
            return results
        }
    }

    private static let script_ = """
        import json, sys
        import jsonschema, yaml
        with open(sys.argv[1]) as f: schema = json.load(f)
        with open(sys.argv[2]) as f: documents = json.load(f)
        jsonschema.Draft7Validator.check_schema(schema)
        validator = jsonschema.Draft7Validator(schema)
        for index, text in enumerate(documents["texts"]):
            try:
                document = yaml.safe_load(text)
            except yaml.YAMLError as error:
                print("%d\\tyaml error: %s" % (index, str(error).replace("\\n", " ")))
                continue
            errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
            if errors:
                path = "/".join(str(p) for p in errors[0].absolute_path)
                print("%d\\t%s: %s" % (index, path, errors[0].message.replace("\\n", " ")[:300]))
            else:
                print("%d\\tok" % index)
        """
}
